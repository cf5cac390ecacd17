// Validates Kubernetes objects offline against the Kubernetes object schemas that the
// kubernetes-models package ships (JSON-schema validators generated from the Kubernetes
// OpenAPI definitions; no cluster and no network). Reads a multi-document YAML stream
// (the output of `kubectl kustomize`) on stdin; prints one line per object and exits 1 when
// any object is invalid or of a kind it has no schema for.
//   kubectl kustomize deploy/kubernetes/overlays/production | node validate.mjs [--json OUT]
// --json OUT also writes the objects as a JSON array, for checks of their content.
import { readFileSync, writeFileSync } from "node:fs";
import { parseAllDocuments } from "yaml";

const input = readFileSync(0, "utf8");
const jsonAt = process.argv.indexOf("--json");
const objects = [];
let failed = 0;
let count = 0;
for (const doc of parseAllDocuments(input)) {
  if (doc.errors.length > 0) {
    console.log(`YAML error: ${doc.errors[0].message}`);
    failed++;
    continue;
  }
  const obj = doc.toJS();
  if (obj === null || obj === undefined) {
    continue;
  }
  count++;
  objects.push(obj);
  const { apiVersion, kind } = obj;
  const name = `${kind}/${obj.metadata?.name ?? "?"}`;
  if (typeof apiVersion !== "string" || typeof kind !== "string") {
    console.log(`INVALID ${name}: apiVersion and kind are required`);
    failed++;
    continue;
  }
  // "apps/v1" -> kubernetes-models/apps/v1/Kind; "v1" (the core group) -> kubernetes-models/v1/Kind
  const path = `kubernetes-models/${apiVersion}/${kind}`;
  let Model;
  try {
    Model = (await import(path))[kind];
  } catch {
    console.log(`UNKNOWN ${name}: no schema for ${apiVersion} ${kind}`);
    failed++;
    continue;
  }
  try {
    new Model(obj).validate();
    console.log(`valid ${apiVersion} ${name}`);
  } catch (e) {
    console.log(`INVALID ${apiVersion} ${name}: ${e.message}`);
    failed++;
  }
}
if (jsonAt > 0) {
  writeFileSync(process.argv[jsonAt + 1], JSON.stringify(objects, null, 1));
}
if (count === 0) {
  console.log("no objects on stdin");
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
