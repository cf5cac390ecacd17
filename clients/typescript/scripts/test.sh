#!/usr/bin/env bash
# Builds @cxs/client (tsc) and runs its node --test suites against the real server
# (CXS_BIN, default build/test/cxs) on the throwaway PostgreSQL that scripts/test starts
# (CXS_TEST_PG_HOST / CXS_TEST_PG_PORT). ctest runs it as sdk.typescript.
# node_modules/ comes from `npm ci`, run by scripts/setup; this script only checks for it.
set -euo pipefail
pkg=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$pkg"

if [[ ! -x node_modules/.bin/tsc ]]; then
  echo "sdk test: clients/typescript/node_modules is missing: run scripts/setup (it runs npm ci)" >&2
  exit 2
fi
if [[ -z "${CXS_TEST_PG_HOST:-}" || -z "${CXS_TEST_PG_PORT:-}" ]]; then
  echo "sdk test: CXS_TEST_PG_HOST/PORT are not set: run through scripts/test (or start scripts/lib/pg-cluster)" >&2
  exit 2
fi

rm -rf dist
node_modules/.bin/tsc -p tsconfig.json
# The suites start their own servers; one file at a time keeps a 2-core machine responsive.
if (($# == 0)); then set -- test/*.test.mjs; fi
exec node --test --test-concurrency=1 "$@"
