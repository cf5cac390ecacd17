#!/usr/bin/env bash
# Audio path timings on one machine, same recording, same run:
#  1. /audio/transcribe of a ~4-minute recording cut into 60 s chunks, with 2 speech
#     workers (parallel) and with 1 worker — the parallel path's share of the serial time;
#  2. the same recording unchunked with 1 worker vs the `pocketsphinx_continuous` CLI on
#     the same audio and model — what our plumbing (upload, decode, PCM file, actors) adds.
#   bench/audio_bench.sh [build dir, default build/release]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${1:-$root/build/release}/cxs"
work=$(mktemp -d /tmp/cxs-audio-bench.XXXXXX)
chmod 755 "$work"
sock=$(mktemp -d /tmp/cxs-audio-pg.XXXXXX)
port=$((46000 + RANDOM % 3000))
"$root/scripts/lib/pg-cluster" start "$work/pg" "$sock" "$port" --fast >/dev/null
cleanup() { kill ${server_pid:-} 2>/dev/null || true; wait 2>/dev/null || true;
            "$root/scripts/lib/pg-cluster" stop "$work/pg" >/dev/null || true; rm -rf "$work" "$sock"; }
trap cleanup EXIT
psql -q -h "$sock" -p "$port" -U postgres -c "CREATE DATABASE audio" >/dev/null
export CXS_DATABASE_URL="postgresql:///audio?host=$sock&port=$port&user=postgres"
export CXS_JWT_SECRET="audio-bench-secret-$(head -c 24 /dev/urandom | base64)" CXS_AUTH_JWT_SECRET_FILE=""
export CXS_HTTP_LISTEN=127.0.0.1:0 CXS_HTTP_UPLOAD_DIR="$work/uploads"
"$bin" migrate >/dev/null
key=$("$bin" seed-demo 2>&1 | grep -o 'svc_test_[A-Za-z0-9_-]*' | head -n1)

source "$root/bench/server_lib.sh"
make_clinical_recording "$work/long.wav"
duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/long.wav")
echo "recording: ${duration} s; $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg)"

transcribe() {
  curl -s -o "$work/out.json" -w '%{time_total}' -X POST "http://$listen/api/studio/v1/audio/transcribe" \
    -H "Authorization: Bearer $key" -F "file=@$work/long.wav"
}
measure() {  # label, env...
  local label=$1; shift
  export "$@"
  run_server
  transcribe >/dev/null  # warm-up: the workers' recognisers are made on first use
  local t; t=$(transcribe)
  echo "$label: ${t} s  ($(grep -o '"chunkCount":[0-9]*' "$work/out.json"))"
  stop_server
}
measure "chunked 60 s, 2 workers" CXS_AUDIO_CHUNK_THRESHOLD_S=60 CXS_AUDIO_CHUNK_WINDOW_S=10 CXS_AUDIO_SPEECH_WORKERS=2
measure "chunked 60 s, 1 worker " CXS_AUDIO_CHUNK_THRESHOLD_S=60 CXS_AUDIO_CHUNK_WINDOW_S=10 CXS_AUDIO_SPEECH_WORKERS=1
measure "unchunked, 1 worker    " CXS_AUDIO_CHUNK_THRESHOLD_S=3300 CXS_AUDIO_SPEECH_WORKERS=1
start=$(date +%s.%N)
pocketsphinx_continuous -infile "$work/long.wav" -logfn /dev/null > /dev/null
end=$(date +%s.%N)
echo "pocketsphinx_continuous CLI: $(echo "$end - $start" | bc) s"
