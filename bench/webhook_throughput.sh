#!/usr/bin/env bash
# Webhooks keep up with extraction: POST /extract at full rate (wrk, 64 connections) for
# 60 s while the project has one webhook subscribed to invocation.success on a local
# receiver (bench/webhook_receiver.py on 127.0.0.1). Reports the extraction rate, events
# written and delivered, and event -> delivery latency (event created_at, the invocation's
# commit, to the receiver's receipt clock, and to delivered_at in the database): p50, p99, max.
#   bench/webhook_throughput.sh [build dir, default build/release] [seconds, default 60]
# Starts its own PostgreSQL cluster with default durability (fsync on) under /tmp.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${1:-$root/build/release}/cxs"
seconds="${2:-60}"
source "$root/bench/server_lib.sh"
start_bench_cluster webhooks
q() { psql -X -q -t -A -h "$sock" -p "$port" -U postgres -d bench -c "$1"; }

python3 "$root/bench/webhook_receiver.py" "$work/received.txt" >"$work/receiver.port" &
extra_pids=$!
for _ in $(seq 1 50); do [[ -s "$work/receiver.port" ]] && break; sleep 0.1; done
receiver="http://127.0.0.1:$(cat "$work/receiver.port")/hook"
IFS='|' read -r org project < <(q "SELECT org_id, project_id FROM apis WHERE slug = '$slug' LIMIT 1")
q "INSERT INTO webhooks (id, org_id, project_id, url, events, secret) VALUES
   ('whk_bench$(date +%s)', '$org', '$project', '$receiver', '{invocation.success}', 'whsec_bench')" >/dev/null

export CXS_HTTP_LISTEN=127.0.0.1:0 CXS_LOG_LEVEL=info
export CXS_WEBHOOKS_ALLOW_NETWORKS="127.0.0.0/8"
run_server
echo "server: $bin on $listen; $(nproc) cores; receiver $receiver; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
write_post_script "$work/extract.lua" '{"text": "Fever and dry cough for 3 days. BP 140/90 mmHg, pulse 104, temperature 101 F. Tab Dolo 650 1-0-1 for 3 days. Metformin 500 mg BD."}'
wrk -t2 -c64 -d"${seconds}s" --latency -s "$work/extract.lua" "http://$listen/api/studio/v1/extract/$slug" \
  | grep -E "Requests/sec|50%|99%|Non-2xx|requests in"
end=$(date +%s.%N)
# Let the dispatcher finish what the burst left (bounded wait), then measure.
for _ in $(seq 1 120); do
  left=$(q "SELECT (SELECT count(*) FROM webhook_outbox WHERE dispatched_at IS NULL)
            + (SELECT count(*) FROM webhook_deliveries WHERE status = 'PENDING')")
  [[ "$left" == 0 ]] && break
  sleep 1
done
drained=$(date +%s.%N)
echo "backlog after the load: drained $(python3 -c "print(round($drained - $end, 1))") s after wrk ended (left: $left)"
kill -TERM "$extra_pids"; wait "$extra_pids" 2>/dev/null || true
q "SELECT id, extract(epoch FROM created_at) FROM webhook_outbox" >"$work/events.txt"
python3 - "$work/events.txt" "$work/received.txt" <<'PY'
import sys
created = dict(line.split("|") for line in open(sys.argv[1]).read().split())
seen, lat, dup = set(), [], 0
for line in open(sys.argv[2]):
    event, at = line.split()
    if event in seen:
        dup += 1
        continue
    seen.add(event)
    lat.append(float(at) - float(created[event]))
lat.sort()
pct = lambda p: lat[min(len(lat) - 1, int(p * len(lat)))]
print(f"events {len(created)}, delivered {len(seen)}, missing {len(set(created) - seen)}, duplicates {dup}")
print(f"event -> receipt: p50 {pct(0.5):.3f} s, p99 {pct(0.99):.3f} s, max {lat[-1]:.3f} s")
PY
q "SELECT 'event -> delivered_at (database clock): p50 ' || round(percentile_cont(0.5) WITHIN GROUP (ORDER BY x)::numeric, 3)
   || ' s, p99 ' || round(percentile_cont(0.99) WITHIN GROUP (ORDER BY x)::numeric, 3) || ' s, max '
   || round(max(x)::numeric, 3) || ' s'
   FROM (SELECT extract(epoch FROM d.delivered_at - e.created_at) AS x FROM webhook_deliveries d
         JOIN webhook_outbox e ON e.id = d.event_id WHERE d.status = 'DELIVERED') t"
stop_server
