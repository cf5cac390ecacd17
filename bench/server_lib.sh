# Shared by the bench/*.sh load scripts (sourced, not run): a throwaway PostgreSQL cluster
# with the demo seeded, and `cxs serve` started and stopped on a free port.

# Starts a cluster under a new $work (default durability: fsync on, unless
# CXS_BENCH_PG_FAST is set), migrates and seeds the demo, and exports what `cxs` needs.
# Needs $root and $bin; sets $work, $sock, $port, $key (a test key) and $slug (the demo API);
# installs an EXIT trap that stops the server, `$extra_pids` and the cluster.
start_bench_cluster() {
  local name="$1"
  work=$(mktemp -d "/tmp/cxs-$name.XXXXXX")
  chmod 755 "$work"
  sock=$(mktemp -d "/tmp/cxs-$name-pg.XXXXXX")
  port=$((41000 + RANDOM % 5000))
  "$root/scripts/lib/pg-cluster" start "$work/pg" "$sock" "$port" ${CXS_BENCH_PG_FAST:+--fast} >/dev/null
  trap 'kill ${server_pid:-} ${extra_pids:-} 2>/dev/null || true; wait 2>/dev/null || true;
        "$root/scripts/lib/pg-cluster" stop "$work/pg" >/dev/null || true; rm -rf "$work" "$sock"' EXIT
  psql -q -h "$sock" -p "$port" -U postgres -c "CREATE DATABASE bench" >/dev/null
  export CXS_DATABASE_URL="postgresql:///bench?host=$sock&port=$port&user=postgres"
  export CXS_JWT_SECRET="bench-secret-$(head -c 24 /dev/urandom | base64)"
  export CXS_AUTH_JWT_SECRET_FILE=""
  export CXS_LIMITS_RATE_PER_MINUTE=1000000 CXS_LIMITS_RATE_BURST=100000
  export CXS_LOG_LEVEL=warn
  "$bin" migrate >/dev/null
  local seed
  seed=$("$bin" seed-demo 2>&1)
  key=$(grep -o 'svc_test_[A-Za-z0-9_-]*' <<<"$seed" | head -n1)
  slug=$(grep -o '(slug [^)]*' <<<"$seed" | head -n1 | cut -d' ' -f2)
}

# Needs $bin and $work; sets $server_pid and $listen (host:port).

run_server() {
  rm -f "$work/server.log"  # else the previous server's address may be read
  "$bin" serve >"$work/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 100); do
    listen=$(grep -o '"address":"[^"]*"' "$work/server.log" | head -n1 | cut -d'"' -f4 || true)
    [[ -n "$listen" ]] && break
    sleep 0.1
  done
}

stop_server() { kill "$server_pid"; wait "$server_pid" 2>/dev/null || true; }

# Writes a wrk script to "$1" that POSTs the JSON "$2" with the test key ($key) as bearer.
write_post_script() {
  cat > "$1" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer $key"
wrk.body = [[$2]]
LUA
}

# Writes "$1": ~4 minutes of clinical speech (flite sentences with short pauses, 16 kHz
# mono), the recording bench/audio_bench.sh and bench/audio_cpu.sh both measure. Needs $work.
make_clinical_recording() {
  local out="$1"
  local sentences=("patient has fever for three days" "blood pressure is one hundred thirty over eighty five"
                   "continue metformin five hundred milligrams twice daily" "review after one week with blood reports")
  local i round
  for i in "${!sentences[@]}"; do flite -voice kal16 -t "${sentences[$i]}" -o "$work/s$i.wav"; done
  ffmpeg -nostdin -y -loglevel error -f lavfi -i anullsrc=r=16000:cl=mono -t 0.8 "$work/pause.wav"
  : > "$work/list.txt"
  for round in $(seq 1 22); do
    for i in "${!sentences[@]}"; do echo "file '$work/s$i.wav'" >> "$work/list.txt"; echo "file '$work/pause.wav'" >> "$work/list.txt"; done
  done
  ffmpeg -nostdin -y -loglevel error -f concat -safe 0 -i "$work/list.txt" -ar 16000 -ac 1 "$out"
}
