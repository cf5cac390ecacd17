#!/usr/bin/env bash
# Type-checks and builds the console (esbuild, into dist/), then runs its node --test suites:
# headless Debian chromium driven by puppeteer-core against the real server (CXS_BIN,
# default build/test/cxs) on the throwaway PostgreSQL that scripts/test starts
# (CXS_TEST_PG_HOST / CXS_TEST_PG_PORT). ctest runs it as console.browser.
# node_modules/ comes from `npm ci`, run by scripts/setup; nothing is downloaded here.
set -euo pipefail
pkg=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$pkg"

if [[ ! -x node_modules/.bin/tsc || ! -d node_modules/esbuild || ! -d node_modules/puppeteer-core ]]; then
  echo "console test: console/node_modules is missing: run scripts/setup (it runs npm ci)" >&2
  exit 2
fi
if [[ -z "${CXS_TEST_PG_HOST:-}" || -z "${CXS_TEST_PG_PORT:-}" ]]; then
  echo "console test: CXS_TEST_PG_HOST/PORT are not set: run through scripts/test (or start scripts/lib/pg-cluster)" >&2
  exit 2
fi
chromium="${CXS_CHROMIUM:-/usr/bin/chromium}"
if [[ ! -x "$chromium" ]]; then
  echo "console test: $chromium is missing: run scripts/setup (it installs Debian's chromium)" >&2
  exit 2
fi

node_modules/.bin/tsc --noEmit -p tsconfig.json
node build.mjs
if (($# == 0)); then set -- test/*.test.mjs; fi
exec node --test --test-concurrency=1 "$@"
