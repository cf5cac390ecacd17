#!/usr/bin/env bash
# Server CPU (utime + stime of `cxs serve`, from /proc/<pid>/stat) spent on decode +
# transcription of one ~4-minute recording through /audio/transcribe (60 s chunks, one
# speech worker), for one or more builds, alternated round by round so machine load falls
# on all of them alike. CPU time, not wall time: other jobs on the machine slow a request
# down but do not add to its CPU seconds (they do add cache misses: compare builds measured
# in the same run only).
#   bench/audio_cpu.sh ROUNDS BUILD_DIR [BUILD_DIR...]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rounds=${1:?rounds}; shift
bins=()
for dir in "$@"; do bins+=("$(cd "$dir" && pwd)/cxs"); done
bin=${bins[0]}
source "$root/bench/server_lib.sh"
CXS_BENCH_PG_FAST=1 start_bench_cluster audio-cpu
export CXS_HTTP_LISTEN=127.0.0.1:0 CXS_HTTP_UPLOAD_DIR="$work/uploads" CXS_LOG_LEVEL=info  # run_server reads the "listening" line
export CXS_AUDIO_CHUNK_THRESHOLD_S=60 CXS_AUDIO_CHUNK_WINDOW_S=10 CXS_AUDIO_SPEECH_WORKERS=1 CXS_AUDIO_DECODE_WORKERS=1

make_clinical_recording "$work/long.wav"  # the recording of bench/audio_bench.sh
echo "recording: $(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/long.wav") s; load: $(cut -d' ' -f1-3 /proc/loadavg)"

ticks=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
transcribe() {
  curl -s -o "$work/out.json" -w '%{http_code}' -X POST "http://$listen/api/studio/v1/audio/transcribe" \
    -H "Authorization: Bearer $key" -F "file=@$work/long.wav"
}
declare -A results
for round in $(seq 1 "$rounds"); do
  for b in "${bins[@]}"; do
    bin=$b
    run_server
    transcribe >/dev/null  # warm-up: the worker's recogniser is made on first use
    before=$(cpu_ticks "$server_pid")
    code=$(transcribe)
    after=$(cpu_ticks "$server_pid")
    stop_server
    [[ "$code" == 200 ]] || { echo "$b: HTTP $code" >&2; exit 1; }
    cpu=$(echo "scale=2; ($after - $before) / $ticks" | bc)
    results[$b]+="$cpu "
    echo "round $round $b: ${cpu} s CPU ($(grep -o '"chunkCount":[0-9]*' "$work/out.json"))"
  done
done
for b in "${bins[@]}"; do
  echo "$b: CPU seconds per request: ${results[$b]}(median $(tr ' ' '\n' <<<"${results[$b]}" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'))"
done
