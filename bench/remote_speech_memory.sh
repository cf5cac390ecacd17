#!/usr/bin/env bash
# Peak memory of `cxs serve` sending one long chunk of audio to a remote speech server: each
# chunk is sent as one WAV in one request, so a chunk's size in memory is what a server with
# several long recordings in flight must hold. [engines.speech] chunk_s is set above the
# recording's length so that it stays one chunk. POSTs `minutes` of 16 kHz mono audio (a tone: the fake server does not listen)
# to /audio/transcribe against tests/e2e/fake_openai.py and reads VmHWM (peak resident set)
# of the server before and after.   bench/remote_speech_memory.sh [build dir] [minutes]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${1:-$root/build/release}/cxs"
minutes="${2:-20}"
source "$root/bench/server_lib.sh"
start_bench_cluster speechmem

python3 "$root/tests/e2e/fake_openai.py" --port 0 >"$work/fake.out" 2>&1 &
extra_pids=$!
for _ in $(seq 1 50); do grep -q '^PORT' "$work/fake.out" 2>/dev/null && break; sleep 0.1; done
export CXS_ENGINES_SPEECH_KIND=remote CXS_ENGINES_SPEECH_URL="http://127.0.0.1:$(awk '/^PORT/ {print $2}' "$work/fake.out")"
export CXS_ENGINES_SPEECH_MODEL=bench-model CXS_ENGINES_SPEECH_FALLBACK=none CXS_ENGINES_SPEECH_CHUNK_S=$((minutes * 60 + 60))
export CXS_HTTP_MAX_UPLOAD_BYTES=$((200 * 1024 * 1024)) CXS_HTTP_LISTEN=127.0.0.1:0 CXS_LOG_LEVEL=info  # info: run_server reads the "listening" line
ffmpeg -nostdin -y -loglevel error -f lavfi -i "sine=frequency=440:sample_rate=16000" -t $((minutes * 60)) \
  -ac 1 -c:a pcm_s16le "$work/long.wav"
run_server
hwm() { awk '/^VmHWM/ {printf "%.1f MiB", $2 / 1024}' "/proc/$server_pid/status"; }
echo "recording: $minutes min, $(( $(stat -c %s "$work/long.wav") / 1024 / 1024 )) MiB WAV; server peak RSS before: $(hwm)"
status=$(curl -s -o "$work/answer.json" -w '%{http_code}' -X POST "http://$listen/api/studio/v1/audio/transcribe" \
  -H "Authorization: Bearer $key" -F "file=@$work/long.wav" || true)
echo "answer: HTTP $status; server peak RSS after: $(hwm)"
[[ "$status" == 200 ]] || { echo "server log:"; tail -n 5 "$work/server.log"; }
stop_server
