#!/usr/bin/env python3
"""Checks the observability pack in deploy/observability/ against what the service exports.

Default mode (ctest observability.names; Python standard library only):
  - every metric name used in the Grafana dashboard, the Prometheus rules and the rules' unit
    tests is a family defined in metrics/metrics.cpp (histograms as _bucket/_sum/_count), a
    series recorded by the rules file, or Prometheus' own `up`;
  - every label a selector matches on exists on that family (or is job, instance, le);
  - the dashboard is importable as it stands: the datasource is the ${DS_PROMETHEUS} input,
    only panel types built into Grafana, unique panel ids, panels inside the 24-column grid
    and not overlapping;
  - every alert has severity, summary, description and a runbook note pointing at
    docs/operations.md;
  - a self-test feeds the checker made-up names and labels and expects each to be reported.

--promtool (ctest observability.rules): `promtool check rules`, `promtool test rules` on
deploy/observability/tests/*.yaml, and every dashboard query parsed by promtool (template
variables replaced by harmless values).

Run from the repository root.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACK = os.path.join(ROOT, "deploy", "observability")
RULES = os.path.join(PACK, "prometheus-rules.yaml")
DASHBOARD = os.path.join(PACK, "grafana-dashboard.json")
TESTS = os.path.join(PACK, "tests")
METRICS_CPP = os.path.join(ROOT, "metrics", "metrics.cpp")

# Series Prometheus itself adds to every scrape target.
PROMETHEUS_SYNTHETIC = {"up": set()}
ALWAYS_LABELS = {"job", "instance"}
BUILTIN_PANELS = {"row", "timeseries", "stat", "table", "gauge", "bargauge", "text", "heatmap"}
KEYWORDS = {"and", "or", "unless", "bool", "offset", "by", "without", "on", "ignoring",
            "group_left", "group_right", "inf", "nan", "atan2"}


def exported_families(cpp_text):
    """{exposed series name: set of label names} from metrics.cpp."""
    members = {}  # C++ member -> (family name, type)
    families = {}  # family name -> type
    for m in re.finditer(r"prometheus::(?:Family<prometheus::\w+>|Counter|Gauge|Histogram)&\s+(\w+)\s*=\s*"
                         r"prometheus::Build(Counter|Gauge|Histogram)\(\)\s*\.Name\(\"([^\"]+)\"\)", cpp_text):
        members[m.group(1)] = m.group(3)
        families[m.group(3)] = m.group(2)
    # Families reached through another member (e.g. `pool.Add(...)` feeding pool_size).
    for m in re.finditer(r"prometheus::\w+&\s+(\w+)\s*=\s*(\w+)\.Add\(", cpp_text):
        if m.group(2) in members:
            members[m.group(1)] = members[m.group(2)]
    labels = {name: set() for name in families}
    for m in re.finditer(r"\b(\w+)\.Add\(\{(\{.*?\})\}\s*[,)]", cpp_text, re.S):
        if m.group(1) in members:
            labels[members[m.group(1)]].update(re.findall(r"\{\s*\"(\w+)\"\s*,", m.group(2)))
    exposed = {}
    for name, kind in families.items():
        if kind == "Histogram":
            exposed[name + "_bucket"] = labels[name] | {"le"}
            exposed[name + "_sum"] = set(labels[name])
            exposed[name + "_count"] = set(labels[name])
        else:
            exposed[name] = labels[name]
    return exposed


def simple_yaml_values(text, key):
    """Values of `key:` in a YAML file: plain or quoted one-liners and `|`/`>` block scalars."""
    out = []
    lines = text.split("\n")
    i = 0
    pat = re.compile(r"^(\s*)(?:- )?" + re.escape(key) + r":\s*(.*)$")
    while i < len(lines):
        m = pat.match(lines[i])
        if not m:
            i += 1
            continue
        indent, value = len(m.group(1)), m.group(2).strip()
        if value[:1] in ("|", ">"):
            block = []
            i += 1
            while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > indent):
                block.append(lines[i].strip())
                i += 1
            out.append(("\n" if value[0] == "|" else " ").join(block).strip())
            continue
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        out.append(value)
        i += 1
    return out


def alert_blocks(text):
    """[(alert name, block text)] of a rules file."""
    parts = re.split(r"^\s*- alert:\s*", text, flags=re.M)[1:]
    return [(p.split("\n", 1)[0].strip(), p) for p in parts]


def names_in(expr):
    """[(metric name, label names matched on it)] used by a PromQL expression (or a Grafana
    label_values() query). Template variables ($job, $__rate_interval) are ignored."""
    expr = re.sub(r"\$\{?\w+\}?", "x", re.sub(r"\"(?:[^\"\\]|\\.)*\"", '""', expr))
    found = []
    for m in re.finditer(r"(?<![\w:.])([a-zA-Z_:][\w:]*)\s*\{([^}]*)\}", expr):
        found.append((m.group(1), set(re.findall(r"(\w+)\s*(?:=~|!~|!=|=)", m.group(2)))))
    bare = re.sub(r"\{[^}]*\}", " ", expr)
    bare = re.sub(r"\[[^\]]*\]", " ", bare)
    bare = re.sub(r"\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)", " ", bare)
    for m in re.finditer(r"(?<![\w:.])([a-zA-Z_:][\w:]*)(?![\w:])", bare):
        name = m.group(1)
        rest = bare[m.end():].lstrip()
        if name in KEYWORDS or rest.startswith("("):
            continue
        # label_values(metric, label): the second argument is a label.
        before = bare[:m.start()].rstrip()
        if before.endswith(",") and re.search(r"label_values\([^()]*,\s*$", bare[:m.start()]):
            continue
        found.append((name, set()))
    return found


def check_expr(where, expr, exposed, recorded, problems):
    for name, labels in names_in(expr):
        if ":" in name:
            if name not in recorded:
                problems.append(f"{where}: {name} is not recorded by prometheus-rules.yaml")
            continue
        known = exposed.get(name, PROMETHEUS_SYNTHETIC.get(name))
        if known is None:
            problems.append(f"{where}: metric {name} is not exported (not defined in metrics/metrics.cpp)")
            continue
        for label in sorted(labels - known - ALWAYS_LABELS):
            problems.append(f"{where}: {name} has no label {label!r} (metrics/metrics.cpp)")


def dashboard_exprs(dash):
    for panel in dash.get("panels", []):
        for target in panel.get("targets", []):
            yield f"dashboard panel {panel.get('id')} {panel.get('title')!r}", target.get("expr", "")
    for var in dash.get("templating", {}).get("list", []):
        query = var.get("query")
        query = query.get("query", "") if isinstance(query, dict) else (query or "")
        yield f"dashboard variable {var.get('name')}", query


def check_dashboard_structure(dash, problems):
    inputs = [i.get("name") for i in dash.get("__inputs", []) if i.get("type") == "datasource"]
    if inputs != ["DS_PROMETHEUS"]:
        problems.append(f"dashboard: __inputs must declare the one datasource DS_PROMETHEUS, has {inputs}")
    for req in dash.get("__requires", []):
        if req.get("type") == "panel" and req.get("id") not in BUILTIN_PANELS:
            problems.append(f"dashboard: requires panel plugin {req.get('id')} (not built into Grafana)")
    want = {"type": "prometheus", "uid": "${DS_PROMETHEUS}"}
    ids, cells = set(), {}
    for panel in dash.get("panels", []):
        pid, kind = panel.get("id"), panel.get("type")
        where = f"dashboard panel {pid} {panel.get('title')!r}"
        if pid in ids:
            problems.append(f"{where}: duplicate id")
        ids.add(pid)
        if kind not in BUILTIN_PANELS:
            problems.append(f"{where}: panel type {kind} is not built into Grafana")
        g = panel.get("gridPos", {})
        if not (g.get("w", 0) > 0 and g.get("h", 0) > 0 and g.get("x", -1) >= 0 and g.get("x", 0) + g.get("w", 0) <= 24):
            problems.append(f"{where}: gridPos {g} is outside the 24-column grid")
        for x in range(g.get("x", 0), g.get("x", 0) + g.get("w", 0)):
            for y in range(g.get("y", 0), g.get("y", 0) + g.get("h", 0)):
                if (x, y) in cells:
                    problems.append(f"{where}: overlaps panel {cells[(x, y)]}")
                    break
                cells[(x, y)] = pid
            else:
                continue
            break
        if kind == "row":
            continue
        if panel.get("datasource") != want:
            problems.append(f"{where}: datasource must be {want}")
        if not panel.get("targets"):
            problems.append(f"{where}: no queries")
        for t in panel.get("targets", []):
            if t.get("datasource") != want:
                problems.append(f"{where}: query {t.get('refId')} datasource must be {want}")
            if not t.get("expr"):
                problems.append(f"{where}: query {t.get('refId')} is empty")
    for var in dash.get("templating", {}).get("list", []):
        if var.get("type") == "query" and var.get("datasource") != want:
            problems.append(f"dashboard variable {var.get('name')}: datasource must be {want}")


def check_alerts(rules_text, problems):
    blocks = alert_blocks(rules_text)
    if not blocks:
        problems.append("prometheus-rules.yaml: no alerts")
    for name, block in blocks:
        if not re.search(r"^\s*severity:\s*(critical|warning|info)\s*$", block, re.M):
            problems.append(f"alert {name}: no severity label (critical, warning or info)")
        for key in ("summary", "description", "runbook"):
            if not simple_yaml_values(block, key):
                problems.append(f"alert {name}: no {key} annotation")
        runbook = simple_yaml_values(block, "runbook")
        if runbook and "docs/operations.md" not in runbook[0]:
            problems.append(f"alert {name}: runbook does not point at docs/operations.md")
        if runbook and name not in runbook[0]:
            problems.append(f"alert {name}: runbook does not name the alert")


def check_runbook_doc(rules_text, problems):
    doc = open(os.path.join(ROOT, "docs", "operations.md"), encoding="utf-8").read()
    if "## Dashboards and alerts" not in doc:
        problems.append("docs/operations.md: no 'Dashboards and alerts' section")
        return
    section = doc.split("## Dashboards and alerts", 1)[1].split("\n## ", 1)[0]
    for name, _ in alert_blocks(rules_text):
        if f"`{name}`" not in section:
            problems.append(f"docs/operations.md 'Dashboards and alerts' does not describe alert {name}")


def run_checks():
    exposed = exported_families(open(METRICS_CPP, encoding="utf-8").read())
    rules_text = open(RULES, encoding="utf-8").read()
    recorded = set(simple_yaml_values(rules_text, "record"))
    dash = json.load(open(DASHBOARD, encoding="utf-8"))
    problems = []
    if len(exposed) < 10:
        problems.append(f"metrics/metrics.cpp: found only {len(exposed)} series names; has the file's style changed?")
    for expr in simple_yaml_values(rules_text, "expr"):
        check_expr("prometheus-rules.yaml", expr, exposed, recorded, problems)
    for where, expr in dashboard_exprs(dash):
        check_expr(where, expr, exposed, recorded, problems)
    for test in sorted(os.listdir(TESTS)):
        if test.endswith(".yaml"):
            text = open(os.path.join(TESTS, test), encoding="utf-8").read()
            for series in simple_yaml_values(text, "series"):
                check_expr(f"tests/{test}", series, exposed, recorded, problems)
            for expr in simple_yaml_values(text, "expr"):
                check_expr(f"tests/{test}", expr, exposed, recorded, problems)
    check_dashboard_structure(dash, problems)
    check_alerts(rules_text, problems)
    check_runbook_doc(rules_text, problems)
    used = {n for _, e in dashboard_exprs(dash) for n, _ in names_in(e)}
    used |= {n for e in simple_yaml_values(rules_text, "expr") for n, _ in names_in(e)}
    return problems, exposed, used


def self_test():
    cpp = '''
  prometheus::Family<prometheus::Counter>& calls =
      prometheus::BuildCounter().Name("cxs_calls_total").Help("h").Register(*registry);
  prometheus::Family<prometheus::Gauge>& pool =
      prometheus::BuildGauge().Name("cxs_pool").Help("h").Register(*registry);
  prometheus::Gauge& pool_busy = pool.Add({{"state", "busy"}});
  prometheus::Histogram& waits =
      prometheus::BuildHistogram().Name("cxs_wait_seconds").Help("h").Register(*registry).Add({}, b);
  void f() { impl_->calls.Add({{"kind", std::string(k)}, {"outcome", o}}).Increment(); }
'''
    exposed = exported_families(cpp)
    assert exposed == {"cxs_calls_total": {"kind", "outcome"}, "cxs_pool": {"state"},
                       "cxs_wait_seconds_bucket": {"le"}, "cxs_wait_seconds_sum": set(),
                       "cxs_wait_seconds_count": set()}, exposed
    recorded = {"job:cxs_calls:rate5m"}
    good = ('sum by (job, kind) (rate(cxs_calls_total{job=~"$job", outcome="refused"}[$__rate_interval]))'
            ' / on (job) group_left() job:cxs_calls:rate5m > 0 and on (job, instance) up == 1'
            ' or histogram_quantile(0.99, sum by (le) (rate(cxs_wait_seconds_bucket{le!="0"}[5m])))'
            ' + label_values(cxs_pool{state="busy"}, state)')
    problems = []
    check_expr("good", good, exposed, recorded, problems)
    assert not problems, problems
    for bad, want in (('rate(cxs_made_up_total[5m]) > 0', "cxs_made_up_total is not exported"),
                      ('cxs_calls_total{route="/x"}', "no label 'route'"),
                      ('cxs_pool > 0 and cxs_wait_seconds', "cxs_wait_seconds is not exported"),
                      ('job:cxs_missing:rate5m > 1', "job:cxs_missing:rate5m is not recorded"),
                      ('sum by (kind) (rate(http_requests_total[5m]))', "http_requests_total is not exported")):
        problems = []
        check_expr("bad", bad, exposed, recorded, problems)
        assert any(want in p for p in problems), (bad, problems)
    problems = []
    check_dashboard_structure({"__inputs": [], "panels": [
        {"id": 1, "type": "grafana-piechart-panel", "gridPos": {"x": 20, "y": 0, "w": 8, "h": 2},
         "datasource": {"uid": "prom"}, "targets": [{"expr": "up", "datasource": {"uid": "prom"}}]},
        {"id": 1, "type": "stat", "gridPos": {"x": 0, "y": 1, "w": 22, "h": 2},
         "datasource": {"type": "prometheus", "uid": "${DS_PROMETHEUS}"}, "targets": []}]}, problems)
    for want in ("DS_PROMETHEUS", "not built into Grafana", "outside the 24-column grid",
                 "duplicate id", "overlaps", "no queries", "datasource must be"):
        assert any(want in p for p in problems), (want, problems)
    problems = []
    check_alerts("groups:\n  - rules:\n      - alert: X\n        expr: up == 0\n        labels:\n          team: a\n"
                 "        annotations:\n          summary: s\n          runbook: elsewhere\n", problems)
    for want in ("no severity", "no description", "does not point at docs/operations.md"):
        assert any(want in p for p in problems), (want, problems)
    print("check_observability self-test: ok")


def promtool_checks():
    promtool = "promtool"
    tests = sorted(os.path.join(TESTS, t) for t in os.listdir(TESTS) if t.endswith(".yaml"))
    failed = False
    for cmd in (["check", "rules", RULES], ["test", "rules", *tests]):
        print("$ promtool " + " ".join(os.path.relpath(c, ROOT) if c.startswith(ROOT) else c for c in cmd), flush=True)
        try:
            result = subprocess.run([promtool, *cmd], cwd=PACK)
        except FileNotFoundError:
            print("check_observability: promtool is not installed (Debian package prometheus; scripts/setup installs it)",
                  file=sys.stderr)
            return 2
        failed |= result.returncode != 0
    # The dashboard's queries, parsed by promtool as recording rules.
    dash = json.load(open(DASHBOARD, encoding="utf-8"))
    lines = ["groups:", "  - name: dashboard-queries", "    rules:"]
    n = 0
    for where, expr in dashboard_exprs(dash):
        if not expr or expr.startswith("label_values("):
            continue
        expr = expr.replace("$__rate_interval", "5m")
        expr = re.sub(r"\$\{?(\w+)\}?", ".*", expr)
        n += 1
        lines += [f"      - record: dashboard:query_{n}", "        expr: " + json.dumps(expr)]
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write("\n".join(lines) + "\n")
    try:
        print(f"$ promtool check rules <{n} dashboard queries>", flush=True)
        failed |= subprocess.run([promtool, "check", "rules", f.name]).returncode != 0
    finally:
        os.unlink(f.name)
    return 1 if failed else 0


def main():
    if "--promtool" in sys.argv[1:]:
        sys.exit(promtool_checks())
    self_test()
    problems, exposed, used = run_checks()
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"check_observability: {len(problems)} problem(s)", file=sys.stderr)
        sys.exit(1)
    unused = sorted(n for n in exposed if n not in used and not n.endswith(("_sum", "_count")))
    print(f"check_observability: ok ({len(used)} names used, all exported or recorded; "
          f"exported but in neither dashboard nor rules: {', '.join(unused) or 'none'})")


if __name__ == "__main__":
    main()
