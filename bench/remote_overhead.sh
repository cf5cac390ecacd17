#!/usr/bin/env bash
# Overhead the service adds around a remote language-engine call, under 64 concurrent
# requests: a load client drives POST /extract/:slug (the demo API, a ~60-word consult) against
# `cxs serve` configured with [engines.language] kind = "remote", pointed at
# bench/fast_fake_model.py, which answers each chat completion after a fixed delay.
#   overhead = client latency - delay - the fake's own time per call (it reports it)
# The delay defaults to 500 ms: a model answering a structured-extraction prompt takes
# about that or longer, and with 64 calls in flight it keeps the offered load (64/0.5 s =
# 128 calls/s) below what two cores can serve, so the figure is per-call overhead and not
# queueing for a saturated CPU. `bench/remote_overhead.sh [build dir] [delay ms] [connections]`.
# Its own PostgreSQL cluster under /tmp with default durability (fsync on): the audit
# row's commit, which every response waits for, is part of what is measured.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${1:-$root/build/release}/cxs"
delay_ms="${2:-500}"
conns="${3:-64}"
source "$root/bench/server_lib.sh"
start_bench_cluster remote

python3 "$root/bench/fast_fake_model.py" --port 0 --delay-ms "$delay_ms" >"$work/fake.out" 2>&1 &
extra_pids=$!  # stopped by the EXIT trap with the server
for _ in $(seq 1 50); do grep -q '^PORT' "$work/fake.out" 2>/dev/null && break; sleep 0.1; done
fake_port=$(awk '/^PORT/ {print $2}' "$work/fake.out")

# One language worker per connection: a worker waits on the network for the whole call, so
# fewer workers than calls in flight would add queueing, a capacity setting, not overhead.
export CXS_ENGINES_LANGUAGE_KIND=remote CXS_ENGINES_LANGUAGE_URL="http://127.0.0.1:$fake_port"
export CXS_ENGINES_LANGUAGE_MODEL=bench-model CXS_ENGINES_LANGUAGE_FALLBACK=none
export CXS_ENGINES_LANGUAGE_CONCURRENCY="$conns"

write_post_script "$work/extract.lua" '{"text": "Doctor: What brings you in? Patient: Fever and dry cough for three days, body ache since yesterday. I take metformin 500 mg twice a day. I am allergic to penicillin. Doctor: Temperature 101 F, pulse 104, BP 140/90, SpO2 97 percent. Assessment: acute upper respiratory tract infection, type 2 diabetes. Plan: paracetamol 650 mg three times a day for 3 days, CBC, review after 3 days."}'

export CXS_HTTP_LISTEN=127.0.0.1:0
export CXS_LOG_LEVEL=info
run_server
url="http://$listen/api/studio/v1/extract/$slug"
status=$(curl -s -o "$work/first.json" -w '%{http_code}' -X POST "$url" -H "Authorization: Bearer $key" \
  -H 'Content-Type: application/json' --data-binary @<(sed -n 's/^wrk.body = \[\[\(.*\)\]\]$/\1/p' "$work/extract.lua"))
[[ "$status" == 200 ]] || { echo "first /extract answered $status: $(head -c 300 "$work/first.json")"; exit 1; }
echo "server: $bin on $listen; fake delay ${delay_ms} ms; $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
sed -n 's/^wrk.body = \[\[\(.*\)\]\]$/\1/p' "$work/extract.lua" > "$work/body.json"
wrk -t"$(( conns < 2 ? 1 : 2 ))" -c"$conns" -d5s -s "$work/extract.lua" "$url" >/dev/null  # warm-up: connections, workers, caches

# 1. Staggered arrivals (the figure for the goal): bench/staggered_client.py starts its
#    connections evenly over one delay period, so calls arrive spread out as independent
#    clinicians' do.
fake_stats() { python3 -c "import json,sys; d=json.loads(sys.argv[1]); print(d['ownP50Ms'], d['ownP99Ms'])" \
  "$(curl -s "http://127.0.0.1:$fake_port/_stats")"; }
audit_buckets() { curl -s "http://$listen/metrics" | grep '^cxs_audit_write_seconds_bucket' | sed 's/.*le="\([^"]*\)"} /\1 /'; }
audit_buckets > "$work/audit.before"
staggered=$(python3 "$root/bench/staggered_client.py" --url "$url" --header "Authorization: Bearer $key" \
  --body-file "$work/body.json" --connections "$conns" --period-ms "$delay_ms" --seconds 30)
read -r own50 own99 < <(fake_stats)
echo "staggered client, $conns connections: $staggered"
echo "fake's own time per call (delay excluded; whole run, warm-up included): p50 $own50 ms, p99 $own99 ms"
python3 - "$staggered" "$delay_ms" "$own50" "$own99" <<'PY'
import json, sys
r, d, o50, o99 = json.loads(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
print("overhead (staggered) p50 = %.2f ms (%.2f - %g - %.2f), p99 = %.2f ms (%.2f - %g - %.2f)"
      % (r["p50Ms"] - d - o50, r["p50Ms"], d, o50, r["p99Ms"] - d - o99, r["p99Ms"], d, o99))
PY

# The audit commits of the staggered run (cxs_audit_write_seconds, before/after): the
# database's share, which every response waits for (bench/audit_commit_floor.sh: its floor).
audit_buckets > "$work/audit.after"
python3 - "$work/audit.before" "$work/audit.after" <<'PY'
import sys
read = lambda path: {le: float(n) for le, n in (line.split() for line in open(path))}
before, after = read(sys.argv[1]), read(sys.argv[2])
total = after["+Inf"] - before["+Inf"]
shares = ", ".join("<= %s ms %.1f%%" % (float(le) * 1000, 100.0 * (after[le] - before[le]) / total)
                   for le in ("0.001", "0.002", "0.005", "0.01", "0.025"))
print("audit commits during the staggered run: %d; %s" % (total, shares))
PY

# 2. wrk, all connections started at once: every call of a wave comes back from the fake
#    in the same millisecond and waits for the two cores to finish the others; a worst
#    case of synchronised arrivals, shown for comparison.
wrk -t"$(( conns < 2 ? 1 : 2 ))" -c"$conns" -d30s --latency -s "$work/extract.lua" "$url" > "$work/wrk.txt"
echo "wrk, $conns connections started together:"
grep -E "Requests/sec|50%|99%|Non-2xx|Socket errors" "$work/wrk.txt"
stop_server
