#!/usr/bin/env bash
# The floor under every audited request's latency: how long PostgreSQL takes to commit one
# invocation row (and its outbox event) on this machine, with nothing else running. Every
# audited response waits for that commit (DESIGN: "acknowledged when durable → response"),
# so no overhead figure measured through the service can have a lower tail than this.
# Runs the service's own audit statement (persistence/invocation_repository.cpp) with
# pgbench, prepared, one client, at a fixed rate (default 128/s: the rate
# bench/remote_overhead.sh drives with 64 connections and a 500 ms model), on a throwaway
# cluster with default durability (fsync on) and the service's schema.
#   bench/audit_commit_floor.sh [build dir] [rate per second] [seconds]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${1:-$root/build/release}/cxs"
rate="${2:-128}"
seconds="${3:-20}"
source "$root/bench/server_lib.sh"
start_bench_cluster audit

q() { psql -h "$sock" -p "$port" -U postgres -d bench -At -c "$1"; }
IFS='|' read -r org project api < <(q "SELECT org_id, project_id, id FROM apis LIMIT 1")
key_id=$(q "SELECT id FROM api_keys WHERE org_id = '$org' LIMIT 1")
# The statement's text, as the service sends it (one line per C++ string literal).
statement=$(awk '/^constexpr pg::prepared_statement insert_invocations_statement/ {on = 1; next}
                 on { while (match($0, /"([^"\\]|\\.)*"/)) { s = substr($0, RSTART + 1, RLENGTH - 2);
                        if (s != "cxs_insert_invocations") printf "%s", s; $0 = substr($0, RSTART + RLENGTH) } }
                 on && /;$/ {exit}' "$root/persistence/invocation_repository.cpp")
[[ "$statement" == WITH\ batch* ]] || { echo "could not read the audit statement"; exit 1; }
# One row per transaction with fresh ids, like one request's audit batch.
row="json_build_array(json_build_object('id', 'inv_' || md5(:n::text || clock_timestamp()::text), 'org_id', '$org',
  'project_id', '$project', 'api_id', '$api', 'key_id', '$key_id', 'request_id', 'req_' || md5(clock_timestamp()::text || :n::text),
  'endpoint', 'text.extract', 'status', 'SUCCESS', 'error_code', null, 'latency_ms', 503, 'audio_seconds', 0,
  'total_tokens', 42, 'recorded_by_id', null, 'patient_hash', null, 'retained_input', null, 'retained_output', null,
  'event_id', 'evt_' || md5(:n::text || 'e' || clock_timestamp()::text), 'event_type', 'invocation.success',
  'event_payload', '{\"invocationId\": \"x\"}'))::text"
{ echo '\set n random(1, 2000000000)'; echo "${statement//\$1::json/($row)::json};"; } > "$work/audit.sql"
echo 'SELECT 1;' > "$work/select1.sql"

percentiles() {  # pgbench per-transaction log: column 3 is the latency in microseconds
  cat "$work"/log.* | awk '{print $3}' | sort -n |
    awk '{v[NR] = $1} END {printf "n %d, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
         NR, v[int(NR * .5)] / 1000, v[int(NR * .9)] / 1000, v[int(NR * .99)] / 1000, v[NR] / 1000}'
  rm -f "$work"/log.*
}
echo "$(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg); $rate/s for $seconds s, one client, prepared"
for script in select1 audit; do
  pgbench -n -h "$sock" -p "$port" -U postgres -c 1 -M prepared -R "$rate" -T "$seconds" \
    -f "$work/$script.sql" --log --log-prefix="$work/log" bench >/dev/null
  echo "$script: $(percentiles)"
done
count=$(q "SELECT count(*) FROM invocations")
echo "invocation rows written: $count"
