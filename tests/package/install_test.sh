#!/usr/bin/env bash
# Installs the cxs .deb into a clean Debian 12 root and runs it there.
#   tests/package/install_test.sh [path/to/cxs_VERSION_amd64.deb]   (default: scripts/package)
# Needs root, debootstrap, and network access to deb.debian.org (the root's apt resolves the
# package's Depends). Not part of scripts/test or .ci/run for that reason; docs/deploy/debian.md
# records its last real run.
#
# 1. A minbase bookworm root from debootstrap, cached in build/package-root/base (reruns copy
#    it to build/package-root/run, a fresh root each time).
# 2. `apt-get install --no-install-recommends ./cxs.deb` inside it: Depends alone suffice.
# 3. Files, conffile, the cxs system user, the state directory, the secrets file.
# 4. The unit: `systemd-analyze verify` and `security --offline` on the host.
# 5. A throwaway PostgreSQL cluster on the host (scripts/lib/pg-cluster) whose unix socket
#    directory is bind-mounted into the root; `cxs serve` runs in the root (chroot, as user
#    cxs, with the unit's ExecStart and /etc/cxs/cxs.env): /readyz is 503 before
#    `cxs migrate` (the package does not migrate), 200 after; `cxs seed-demo` gives a key and
#    one /extract answers 200. SIGTERM then stops the server cleanly.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work="$root/build/package-root"
base="$work/base"
chr="$work/run"
pg_data="$work/pg/data"
pg_socket="$work/pg/run"
pg_port=54341
mirror="${CXS_DEBIAN_MIRROR:-http://deb.debian.org/debian}"

[[ $(id -u) -eq 0 ]] || { echo "install_test: needs root (debootstrap, chroot, mounts)" >&2; exit 2; }
for tool in debootstrap curl python3; do
  command -v "$tool" >/dev/null 2>&1 || apt-get install -y -q "$tool" >&2
done

step() { printf '\n== %s\n' "$*"; }
fail() { echo "install_test: FAIL: $*" >&2; exit 1; }

deb="${1:-}"
if [[ -z "$deb" ]]; then
  step "scripts/package"
  deb=$("$root/scripts/package" 2>"$work.package.log" | tail -n 1) || { tail -30 "$work.package.log"; fail "scripts/package"; }
fi
[[ -f "$deb" ]] || fail "no package at '$deb'"
echo "package: $deb"

mounts=()
server_pid=""
cleanup() {
  set +e
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid"; wait "$server_pid" 2>/dev/null
  fi
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}"; done
  "$root/scripts/lib/pg-cluster" stop "$pg_data"
}
trap cleanup EXIT

step "Debian 12 root"
mkdir -p "$work"
if [[ ! -x "$base/usr/bin/apt-get" ]]; then
  rm -rf "$base.tmp"
  debootstrap --variant=minbase bookworm "$base.tmp" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log"; fail "debootstrap"; }
  mv "$base.tmp" "$base"
fi
rm -rf "$chr"
cp -a "$base" "$chr"
cp /etc/resolv.conf "$chr/etc/resolv.conf"
printf '#!/bin/sh\nexit 101\n' >"$chr/usr/sbin/policy-rc.d"   # no daemon starts in the root
chmod 755 "$chr/usr/sbin/policy-rc.d"
mount -t proc proc "$chr/proc"; mounts+=("$chr/proc")
mount --bind /dev "$chr/dev"; mounts+=("$chr/dev")
mkdir -p "$chr/run/cxs-pg"

step "apt-get install --no-install-recommends cxs.deb"
cp "$deb" "$chr/tmp/cxs.deb"
in_root() { chroot "$chr" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }
in_root apt-get update -q >"$work/apt.log" 2>&1 || { tail -20 "$work/apt.log"; fail "apt-get update in the root"; }
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends /tmp/cxs.deb \
  >>"$work/apt.log" 2>&1 || { tail -30 "$work/apt.log"; fail "apt-get install of the package"; }
grep -E '^(Setting up|Unpacking) cxs' "$work/apt.log"
echo "packages newly installed: $(grep -c '^Setting up' "$work/apt.log")"

step "files, conffile, user"
for f in /usr/bin/cxs /etc/cxs/cxs.toml /lib/systemd/system/cxs.service /usr/share/doc/cxs/copyright \
         /usr/share/doc/cxs/changelog.gz /usr/share/cxs/console/index.html; do
  [[ -f "$chr$f" ]] || fail "missing $f"
  echo "ok  $f"
done
in_root dpkg-query -W -f='${Conffiles}\n' cxs | grep -q '/etc/cxs/cxs.toml' || fail "cxs.toml is not a conffile"
echo "ok  /etc/cxs/cxs.toml is a conffile"
pw=$(in_root getent passwd cxs) || fail "no cxs user"
IFS=: read -r _ _ uid gid _ home shell <<<"$pw"
((uid < 1000)) || fail "cxs is not a system user (uid $uid)"
[[ "$shell" == /usr/sbin/nologin && "$home" == /var/lib/cxs ]] || fail "cxs user: home $home shell $shell"
in_root getent group cxs >/dev/null || fail "no cxs group"
echo "ok  user $pw"
[[ $(in_root stat -c '%U:%G %a' /var/lib/cxs/uploads) == "cxs:cxs 750" ]] || fail "/var/lib/cxs/uploads: $(in_root stat -c '%U:%G %a' /var/lib/cxs/uploads)"
echo "ok  /var/lib/cxs/uploads cxs:cxs 750"
[[ $(in_root stat -c '%U %a' /etc/cxs/cxs.env) == "root 600" ]] || fail "/etc/cxs/cxs.env not root 600"
grep -Eq '^CXS_AUTH_JWT_SECRET=.{32,}$' "$chr/etc/cxs/cxs.env" || fail "no generated JWT secret in cxs.env"
echo "ok  /etc/cxs/cxs.env root 600 with a generated JWT secret"
in_root cxs version

step "systemd unit (the host's systemd-analyze on the installed unit file)"
systemd-analyze --version | head -1
# The minbase root has no systemd (no sysinit.target), so --root cannot load the unit's
# default dependencies; the host verifies a copy whose only change is ExecStart's binary,
# pointed at the one installed in the root (verify checks that it is executable).
unit_dir=$(mktemp -d)
sed "s|^ExecStart=/usr/bin/cxs |ExecStart=$chr/usr/bin/cxs |" "$chr/lib/systemd/system/cxs.service" >"$unit_dir/cxs.service"
grep -q "^ExecStart=$chr/usr/bin/cxs --config /etc/cxs/cxs.toml serve\$" "$unit_dir/cxs.service" || fail "unexpected ExecStart"
if out=$(systemd-analyze verify "$unit_dir/cxs.service" 2>&1); then
  echo "ok  systemd-analyze verify${out:+ (output: $out)}"
else
  echo "$out"; fail "systemd-analyze verify"
fi
systemd-analyze security --offline=true "$unit_dir/cxs.service" 2>&1 | tail -n 1 || true
rm -rf "$unit_dir"

step "PostgreSQL (host, throwaway) reached through its socket bind-mounted into the root"
rm -rf "$work/pg"
"$root/scripts/lib/pg-cluster" start "$pg_data" "$pg_socket" "$pg_port" --fast
psql -X -q -h "$pg_socket" -p "$pg_port" -U postgres -d postgres -c "CREATE DATABASE cxs"
mount --bind "$pg_socket" "$chr/run/cxs-pg"; mounts+=("$chr/run/cxs-pg")
http_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
# What an administrator does: fill in cxs.env. The listen override only avoids a port that
# may be busy on this shared machine; the packaged cxs.toml stays as shipped.
cat >>"$chr/etc/cxs/cxs.env" <<ENV
CXS_DATABASE_URL='postgresql:///cxs?host=/run/cxs-pg&port=$pg_port&user=postgres'
CXS_HTTP_LISTEN=127.0.0.1:$http_port
ENV
# The unit's ExecStart, as its User=, with its EnvironmentFile= (read as root, as systemd does).
as_cxs=(chroot "$chr" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 /bin/sh -c
  'set -a; . /etc/cxs/cxs.env; set +a; cd /var/lib/cxs; exec setpriv --reuid=cxs --regid=cxs --init-groups /usr/bin/cxs --config /etc/cxs/cxs.toml "$@"' cxs)

step "cxs serve (not migrated yet)"
base_url="http://127.0.0.1:$http_port"
"${as_cxs[@]}" serve >"$work/serve.log" 2>&1 &   # chroot execs down to cxs: $! is the server
server_pid=$!
for _ in $(seq 1 100); do
  code=$(curl -s -o /dev/null -w '%{http_code}' "$base_url/healthz" || true)
  [[ "$code" == 200 ]] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/serve.log"; fail "cxs serve exited"; }
  sleep 0.1
done
[[ "$code" == 200 ]] || { tail -20 "$work/serve.log"; fail "/healthz never answered 200"; }
[[ $(ps -o uid= -p "$server_pid" | tr -d ' ') == "$uid" && $(ps -o args= -p "$server_pid") == "/usr/bin/cxs --config /etc/cxs/cxs.toml serve" ]] \
  || fail "pid $server_pid is not cxs serve running as uid $uid: $(ps -o uid=,args= -p "$server_pid")"
echo "ok  pid $server_pid: /usr/bin/cxs --config /etc/cxs/cxs.toml serve, uid $uid (cxs)"
code=$(curl -s -o "$work/readyz.json" -w '%{http_code}' "$base_url/readyz")
[[ "$code" == 503 ]] || fail "/readyz before migrate: $code (expected 503: migrate_on_start is false)"
echo "ok  /readyz before cxs migrate: 503 $(head -c 300 "$work/readyz.json")"

step "cxs migrate"
"${as_cxs[@]}" migrate || fail "cxs migrate"
for _ in $(seq 1 50); do
  code=$(curl -s -o "$work/readyz.json" -w '%{http_code}' "$base_url/readyz")
  [[ "$code" == 200 ]] && break
  sleep 0.1
done
[[ "$code" == 200 ]] || fail "/readyz after migrate: $code $(cat "$work/readyz.json")"
echo "ok  /readyz after cxs migrate: 200 $(head -c 300 "$work/readyz.json")"

step "cxs seed-demo and one /extract"
"${as_cxs[@]}" seed-demo >"$work/seed.txt" || fail "cxs seed-demo"
key=$(awk '/^demo test key/ { getline; print $1 }' "$work/seed.txt")
slug=$(sed -n 's/.*(slug \([^)]*\)).*/\1/p' "$work/seed.txt")
[[ -n "$key" && -n "$slug" ]] || { cat "$work/seed.txt"; fail "no key or slug from seed-demo"; }
code=$(curl -s -o "$work/extract.json" -w '%{http_code}' -X POST "$base_url/api/studio/v1/extract/$slug" \
  -H "Authorization: Bearer $key" -H 'Content-Type: application/json' \
  -d '{"text": "Fever and cough for 3 days. BP 130/85, pulse 96. Assessment: viral URTI. Plan: Tab Dolo 650 TDS for 3 days."}')
[[ "$code" == 200 ]] || fail "/extract: $code $(cat "$work/extract.json")"
echo "ok  /extract 200: $(head -c 400 "$work/extract.json")"
code=$(curl -s -o /dev/null -w '%{http_code}' "$base_url/console/")
echo "    /console/: $code"
[[ "$code" == 200 ]] || fail "/console/ (packaged console) answered $code"

step "SIGTERM"
kill -TERM "$server_pid"
rc=0; wait "$server_pid" || rc=$?
server_pid=""
((rc == 0)) || { tail -5 "$work/serve.log"; fail "cxs serve exited $rc on SIGTERM"; }
echo "ok  cxs serve exited 0 on SIGTERM"

echo
echo "install_test: PASS"
