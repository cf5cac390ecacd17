#!/usr/bin/env bash
# Scale-out under faults, longer than the ctest entry: tests/e2e/test_scale_out.py (three
# `cxs serve` replicas on one PostgreSQL behind HAProxy, mixed text/audio/stream load through
# the balancer, one replica kill -9ed and restarted every few seconds, a compatible migration
# applied mid-run; then rows, webhook deliveries, readiness, propagation, limits) with a
# Release binary, its own cluster (default durability) and a longer load. Prints the figures
# (JSON) that docs/performance.md and docs/operations.md quote.
#   bench/scale_out.sh [build dir, default build/release] [load seconds, default 120] [clients, default 8]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=$(realpath "${1:-$root/build/release}/cxs")
seconds="${2:-120}"
clients="${3:-8}"
command -v haproxy >/dev/null || { echo "scale_out: haproxy is not installed (scripts/setup)" >&2; exit 2; }
work=$(mktemp -d /tmp/cxs-scale.XXXXXX)
chmod 755 "$work"  # initdb runs as postgres
sock=$(mktemp -d /tmp/cxs-scale-pg.XXXXXX)
port=$((41000 + RANDOM % 5000))
"$root/scripts/lib/pg-cluster" start "$work/pg" "$sock" "$port" >/dev/null
trap '"$root/scripts/lib/pg-cluster" stop "$work/pg" >/dev/null || true; rm -rf "$work" "$sock"' EXIT
echo "binary $bin ($(git -C "$root" rev-parse --short HEAD)); $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
cd "$root/tests/e2e"
CXS_BIN="$bin" CXS_TEST_PG_HOST="$sock" CXS_TEST_PG_PORT="$port" CXS_SCALE_LOAD_S="$seconds" \
  CXS_SCALE_CLIENTS="$clients" CXS_SCALE_REPORT="$work/report.json" \
  python3 -W ignore::ResourceWarning -m unittest test_scale_out 2>"$work/unittest.log" || { tail -n 30 "$work/unittest.log"; exit 1; }
tail -n 3 "$work/unittest.log"
python3 -m json.tool "$work/report.json"
