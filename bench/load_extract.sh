#!/usr/bin/env bash
# Load test of the public surface with wrk: /healthz (the HTTP stack's ceiling) and
# POST /extract/:slug with a ~300-word consult, at 8, 64 and 256 connections over
# keep-alive, audit on. Also /extract with one audit transaction per request
# (database.audit_batch_max = 1) to show what batching buys.
#   bench/load_extract.sh [build dir, default build/release]
# Starts its own PostgreSQL cluster with default durability (fsync on) under /tmp.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${1:-$root/build/release}/cxs"
source "$root/bench/server_lib.sh"
start_bench_cluster load

write_post_script "$work/extract.lua" '{"text": "Doctor: Good morning, what brings you in today? Patient: I have had fever and a dry cough for the last three days, and since yesterday some body ache and a sore throat. Doctor: Any breathlessness or chest pain? Patient: No chest pain, no breathlessness. I had loose motions once yesterday. Doctor: Any vomiting? Patient: No vomiting. Doctor: Are you on any medicines? Patient: I take metformin 500 mg twice a day for sugar, and telma 40 once daily for blood pressure. Doctor: Any allergies? Patient: Yes, I am allergic to penicillin, it gives me a rash. Doctor: Does anyone in the family have similar complaints? Patient: My son had a cold last week. Doctor: Let me examine you. Temperature is 101 F, pulse 104 per minute, BP 140/90 mmHg, respiratory rate 20, SpO2 97 percent on room air. Throat is congested, chest is clear on auscultation. Assessment: acute upper respiratory tract infection, most likely viral. Type 2 diabetes mellitus and hypertension, on treatment. Plan: Tab Dolo 650 1-0-1 after food for 3 days, Tab Cetirizine 10 mg at night for 5 days, steam inhalation twice a day, plenty of oral fluids. Continue metformin and telma. Check CBC and fasting blood sugar. Avoid cold drinks. Review after 3 days or earlier if fever persists, breathlessness or chest pain. Patient: Thank you doctor."}'
# A one-line consult: the engine costs next to nothing, so the audit write is what is measured.
sed 's/^wrk.body = .*/wrk.body = [[{"text": "Fever for 3 days. BP 130\/85."}]]/' "$work/extract.lua" > "$work/tiny.lua"

export CXS_HTTP_LISTEN=127.0.0.1:0
export CXS_LOG_LEVEL=info
run_server
echo "server: $bin on $listen; $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# One call first: it must succeed, or the figures below would measure errors.
status=$(curl -s -o "$work/first.json" -w '%{http_code}' -X POST "http://$listen/api/studio/v1/extract/$slug" \
  -H "Authorization: Bearer $key" -H 'Content-Type: application/json' --data-binary @<(sed -n 's/^wrk.body = \[\[\(.*\)\]\]$/\1/p' "$work/extract.lua"))
[[ "$status" == 200 ]] || { echo "first /extract answered $status: $(head -c 300 "$work/first.json")"; exit 1; }
wrk -t2 -c4 -d3s -s "$work/extract.lua" "http://$listen/api/studio/v1/extract/$slug" >/dev/null  # warm-up
for c in ${LOAD_CONNECTIONS:-8 64 256}; do
  echo "== /healthz c=$c"; wrk -t2 -c$c -d10s --latency "http://$listen/healthz" | grep -E "Requests/sec|50%|99%"
  echo "== /extract c=$c"; wrk -t2 -c$c -d10s --latency -s "$work/extract.lua" "http://$listen/api/studio/v1/extract/$slug" | grep -E "Requests/sec|50%|99%|Non-2xx"
done
echo "== /extract one-line consult c=64, batched audit (default)"
wrk -t2 -c64 -d10s --latency -s "$work/tiny.lua" "http://$listen/api/studio/v1/extract/$slug" | grep -E "Requests/sec|50%|99%|Non-2xx"
stop_server
export CXS_DATABASE_AUDIT_BATCH_MAX=1
run_server
echo "== /extract c=64, one audit transaction per request (audit_batch_max=1)"
wrk -t2 -c64 -d10s --latency -s "$work/extract.lua" "http://$listen/api/studio/v1/extract/$slug" | grep -E "Requests/sec|50%|99%|Non-2xx"
echo "== /extract one-line consult c=64, one audit transaction per request (audit_batch_max=1)"
wrk -t2 -c64 -d10s --latency -s "$work/tiny.lua" "http://$listen/api/studio/v1/extract/$slug" | grep -E "Requests/sec|50%|99%|Non-2xx"
stop_server
