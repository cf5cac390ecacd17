#!/usr/bin/env bash
# Where the CPU of one request goes under load: `cxs serve` (user and system time), the
# PostgreSQL cluster it writes its audit rows to, and the load generator (wrk), each divided
# by the requests wrk completed. Three workloads, one after the other against the same
# server: GET /healthz, POST /extract with a one-line consult, and POST /extract with the
# ~300-word consult of bench/load_extract.sh. On a machine whose cores are all busy, the
# req/s of a workload is about (cores × 1 s) ÷ its total, so the totals say what an
# /extract : /healthz throughput ratio needs (issue 14).
#   bench/cpu_per_request.sh [build dir, default build/release] [connections, default 64] [seconds, default 10]
# Counters: utime + stime from /proc/<pid>/stat (cxs; the postmaster and all its children,
# which stay connected through the service's pool; a child that exits during a run takes
# its ticks with it, so PostgreSQL's figure is a floor) and wrk's own rusage (/usr/bin/time).
# Starts its own PostgreSQL cluster with default durability (fsync on) under /tmp.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${1:-$root/build/release}/cxs"
connections="${2:-64}"
seconds="${3:-10}"
source "$root/bench/server_lib.sh"
start_bench_cluster cpu

consult=$(sed -n "s/^write_post_script \"\$work\/extract.lua\" '\(.*\)'$/\1/p" "$root/bench/load_extract.sh")
[[ -n "$consult" ]] || { echo "could not read the consult of bench/load_extract.sh"; exit 1; }
write_post_script "$work/extract.lua" "$consult"
sed 's/^wrk.body = .*/wrk.body = [[{"text": "Fever for 3 days. BP 130\/85."}]]/' "$work/extract.lua" > "$work/tiny.lua"

export CXS_HTTP_LISTEN=127.0.0.1:0 CXS_LOG_LEVEL=info
run_server
url="http://$listen/api/studio/v1/extract/$slug"
wrk -t2 -c4 -d3s -s "$work/extract.lua" "$url" >/dev/null  # warm-up: pool connections, caches

ticks=$(getconf CLK_TCK)
postmaster=$(head -n1 "$work/pg/postmaster.pid")
proc_ticks() { awk '{print $14, $15}' "/proc/$1/stat"; }
cluster_ticks() {  # the postmaster and its children (backends, WAL writer, checkpointer, ...)
  local sum=0 pid
  for pid in "$postmaster" $(pgrep -P "$postmaster"); do
    sum=$((sum + $(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null || echo 0)))
  done
  echo "$sum"
}

echo "server: $bin on $listen; $(nproc) cores; $connections connections, ${seconds} s each; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-9s %9s %9s %9s | %s\n' workload "req/s" p50 p99 "CPU per request (µs): cxs user + cxs system + PostgreSQL + wrk = total"
for workload in healthz tiny extract; do
  case $workload in
    healthz) args=("http://$listen/healthz") ;;
    tiny) args=(-s "$work/tiny.lua" "$url") ;;
    extract) args=(-s "$work/extract.lua" "$url") ;;
  esac
  read -r user0 sys0 < <(proc_ticks "$server_pid")
  pg0=$(cluster_ticks)
  out=$({ /usr/bin/time -f "wrk-cpu %U %S" wrk -t2 -c"$connections" -d"${seconds}s" --latency "${args[@]}"; } 2>&1)
  read -r user1 sys1 < <(proc_ticks "$server_pid")
  pg1=$(cluster_ticks)
  grep -q "Non-2xx" <<<"$out" && { echo "$workload: some answers were not 2xx"; grep "Non-2xx" <<<"$out"; exit 1; }
  requests=$(grep -o '[0-9]* requests in' <<<"$out" | awk '{print $1}')
  [[ "${requests:-0}" -gt 0 ]] || { echo "$workload: no request completed"; exit 1; }
  awk -v w="$workload" -v n="$requests" -v d="$seconds" -v t="$ticks" \
      -v u=$((user1 - user0)) -v s=$((sys1 - sys0)) -v pg=$((pg1 - pg0)) \
      -v wrk="$(awk '/^wrk-cpu/ {print $2 + $3}' <<<"$out")" \
      -v p50="$(awk '$1 == "50%" {print $2}' <<<"$out")" -v p99="$(awk '$1 == "99%" {print $2}' <<<"$out")" 'BEGIN {
    us = 1e6 / n
    printf "%-9s %9.0f %9s %9s | %.0f + %.0f + %.0f + %.0f = %.0f\n", w, n / d, p50, p99,
           u / t * us, s / t * us, pg / t * us, wrk * us, (u + s + pg) / t * us + wrk * us }'
done
stop_server
