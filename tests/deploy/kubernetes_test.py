#!/usr/bin/env python3
"""ctest deploy.kubernetes: renders deploy/kubernetes (the base and every overlay) with
`kubectl kustomize`, validates every object offline against the Kubernetes object schemas
(deploy/kubernetes/validate: the kubernetes-models npm package, installed from its lock
file by scripts/setup), then checks what the manifests promise: probes on /readyz and
/healthz, preStop + terminationGracePeriodSeconds matched to [http] shutdown_grace_s, secrets
only by reference, non-root with a read-only root filesystem, requests and limits, scrape
annotations, a PodDisruptionBudget and an autoscaler that select the Deployment, a migration
Job running `cxs migrate`, and a ConfigMap whose cxs.toml the real binary accepts.

The schemas do not flag unknown fields (Kubernetes' own OpenAPI allows them; strict field
validation needs an API server), so the fields that matter are read back here by name.
    kubernetes_test.py CXS_BINARY"""

import json
import os
import subprocess
import sys
import tempfile
import tomllib
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
K8S = os.path.join(ROOT, "deploy", "kubernetes")
VALIDATE = os.path.join(K8S, "validate")
BIN = os.environ.get("CXS_BIN", "")
TREES = ["base"] + [os.path.join("overlays", d) for d in sorted(os.listdir(os.path.join(K8S, "overlays")))]


def render(tree):
    out = subprocess.run(["kubectl", "kustomize", os.path.join(K8S, tree)], capture_output=True, text=True,
                         timeout=60)
    if out.returncode != 0:
        raise AssertionError(f"kubectl kustomize {tree} failed: {out.stderr}")
    return out.stdout


def validate(yaml_text):
    """(exit code, report, objects) from validate.mjs."""
    with tempfile.NamedTemporaryFile(suffix=".json") as f:
        out = subprocess.run(["node", os.path.join(VALIDATE, "validate.mjs"), "--json", f.name], input=yaml_text,
                             capture_output=True, text=True, timeout=120, cwd=VALIDATE)
        objects = json.load(open(f.name)) if out.returncode in (0, 1) and os.path.getsize(f.name) else []
    return out.returncode, out.stdout + out.stderr, objects


class Tools(unittest.TestCase):
    def test_tools_are_installed(self):
        for tool in (["kubectl", "version", "--client"], ["node", "--version"]):
            self.assertEqual(subprocess.run(tool, capture_output=True).returncode, 0, f"{tool[0]}: run scripts/setup")
        self.assertTrue(os.path.isdir(os.path.join(VALIDATE, "node_modules", "kubernetes-models")),
                        "deploy/kubernetes/validate/node_modules missing: run scripts/setup")

    def test_the_validator_rejects_an_invalid_object(self):
        bad = ("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: x}\nspec: {replicas: two}\n---\n"
               "apiVersion: v1\nkind: NoSuchKind\nmetadata: {name: y}\n")
        code, report, _ = validate(bad)
        self.assertEqual(code, 1, report)
        self.assertIn("replicas must be integer", report)
        self.assertIn("UNKNOWN NoSuchKind/y", report)


class Manifests(unittest.TestCase):
    def objects(self, tree):
        code, report, objects = validate(render(tree))
        self.assertEqual(code, 0, report)
        self.assertNotIn("INVALID", report)
        return objects

    def one(self, objects, kind, component=None):
        found = [o for o in objects if o["kind"] == kind and
                 (component is None or o["metadata"]["labels"].get("app.kubernetes.io/component") == component)]
        self.assertEqual(len(found), 1, f"{kind}: {[o['metadata']['name'] for o in found]}")
        return found[0]

    def config(self, objects, deployment):
        volume = next(v for v in deployment["spec"]["template"]["spec"]["volumes"] if v["name"] == "config")
        cm = next(o for o in objects if o["kind"] == "ConfigMap" and o["metadata"]["name"] == volume["configMap"]["name"])
        return cm["data"]["cxs.toml"]

    def test_every_tree_renders_valid_objects_that_keep_the_promises(self):
        for tree in TREES:
            with self.subTest(tree=tree):
                self.check(tree, self.objects(tree))

    def check(self, tree, objects):
        kinds = sorted(o["kind"] for o in objects)
        self.assertEqual(kinds, ["ConfigMap", "Deployment", "HorizontalPodAutoscaler", "Job", "PodDisruptionBudget",
                                 "Service"])
        self.assertNotIn("Secret", kinds)  # secrets are created by the operator, referenced here
        dep = self.one(objects, "Deployment")
        pod = dep["spec"]["template"]
        spec = pod["spec"]
        (c,) = spec["containers"]
        self.assertEqual(c["args"], ["serve"])
        self.assertEqual(c["readinessProbe"]["httpGet"]["path"], "/readyz")
        self.assertEqual(c["livenessProbe"]["httpGet"]["path"], "/healthz")
        port = {p["name"]: p["containerPort"] for p in c["ports"]}["http"]
        for probe in ("readinessProbe", "livenessProbe", "startupProbe"):
            self.assertEqual(c[probe]["httpGet"]["port"], "http")

        cfg = tomllib.loads(self.config(objects, dep))
        self.assertEqual(cfg["http"]["listen"], f"0.0.0.0:{port}")
        self.assertFalse(cfg["database"]["migrate_on_start"])  # the Job migrates
        self.assertNotIn("jwt_secret", cfg.get("auth", {}))
        self.assertNotIn("url", cfg.get("database", {}))
        # preStop sleep + shutdown_grace_s fits in the grace period, with a margin.
        sleep = c["lifecycle"]["preStop"]["exec"]["command"]
        self.assertEqual(sleep[0], "/bin/sleep")
        grace = spec["terminationGracePeriodSeconds"]
        self.assertGreater(grace, int(sleep[1]) + cfg["http"]["shutdown_grace_s"])
        self.assertLessEqual(grace, int(sleep[1]) + cfg["http"]["shutdown_grace_s"] + 10)

        env = {e["name"]: e for e in c["env"]}
        for name, key in (("CXS_DATABASE_URL", "database-url"), ("CXS_JWT_SECRET", "jwt-secret")):
            self.assertNotIn("value", env[name])
            self.assertEqual(env[name]["valueFrom"]["secretKeyRef"]["key"], key)
        self.assertEqual(env["CXS_CONFIG"]["value"], "/etc/cxs/cxs.toml")

        self.assertTrue(spec["securityContext"]["runAsNonRoot"])
        self.assertTrue(c["securityContext"]["readOnlyRootFilesystem"])
        self.assertFalse(c["securityContext"]["allowPrivilegeEscalation"])
        mounts = {m["mountPath"] for m in c["volumeMounts"]}
        self.assertIn(cfg["http"]["upload_dir"], mounts)  # writable although the root is read-only
        self.assertIn("/tmp", mounts)
        for part in ("requests", "limits"):
            self.assertTrue({"cpu", "memory"} <= set(c["resources"][part]), c["resources"])

        ann = pod["metadata"]["annotations"]
        self.assertEqual((ann["prometheus.io/scrape"], ann["prometheus.io/port"], ann["prometheus.io/path"]),
                         ("true", str(port), "/metrics"))

        labels = pod["metadata"]["labels"]
        pdb = self.one(objects, "PodDisruptionBudget")
        self.assertTrue(pdb["spec"]["selector"]["matchLabels"].items() <= labels.items())
        svc = self.one(objects, "Service")
        self.assertTrue(svc["spec"]["selector"].items() <= labels.items())
        hpa = self.one(objects, "HorizontalPodAutoscaler")
        self.assertEqual((hpa["spec"]["scaleTargetRef"]["kind"], hpa["spec"]["scaleTargetRef"]["name"]),
                         ("Deployment", dep["metadata"]["name"]))
        self.assertGreaterEqual(hpa["spec"]["minReplicas"], 2)  # with the PDB, a drain never empties the service

        job = self.one(objects, "Job")
        (jc,) = job["spec"]["template"]["spec"]["containers"]
        self.assertEqual(jc["args"], ["migrate"])
        self.assertEqual(jc["image"], c["image"])  # the release's own migrations
        self.assertEqual(jc["env"][1]["valueFrom"]["secretKeyRef"]["key"], "database-url")

        if BIN:
            self.check_config_with_binary(self.config(objects, dep))

    def check_config_with_binary(self, toml_text):
        """The real binary loads the ConfigMap's cxs.toml: a bad key or value stops it with
        exit code 2 before it touches the database (here unreachable on purpose: exit 1)."""
        with tempfile.NamedTemporaryFile("w", suffix=".toml") as f:
            f.write(toml_text)
            f.flush()
            env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "CXS_DATABASE_URL":
                   "postgresql:///none?host=/nonexistent-cxs-k8s-test&connect_timeout=1",
                   "CXS_JWT_SECRET": "k8s-test-" + "x" * 40, "ASAN_OPTIONS": "detect_leaks=0"}
            out = subprocess.run([BIN, "--config", f.name, "migrate"], env=env, capture_output=True, text=True,
                                 timeout=60)
        self.assertNotIn("config error", out.stderr + out.stdout)
        self.assertEqual(out.returncode, 1, out.stderr)
        self.assertIn("migrate failed", out.stderr)


if __name__ == "__main__":
    if len(sys.argv) > 1 and not sys.argv[1].startswith("-"):
        BIN = sys.argv.pop(1)
    unittest.main()
