# Shared by the bench/*.sh load scripts (sourced, not run): start and stop `cxs serve` on a
# free port. Needs $bin and $work; sets $server_pid and $listen (host:port).

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
