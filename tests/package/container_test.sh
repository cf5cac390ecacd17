#!/usr/bin/env bash
# Builds the container image (Containerfile) and runs it against a PostgreSQL on the host.
#   tests/package/container_test.sh [path/to/cxs_VERSION_amd64.deb | --full]
# With a .deb (default: build/release/cxs_*.deb from scripts/package) only the runtime stage
# is built, from that package (`--build-context build=DIR`); --full builds both stages, the
# compile included (about as long as a cold Release build). Needs root, podman and runc, and
# network access to a Debian mirror (the image's apt resolves the package's Depends). Not in
# scripts/test or .ci/run for that reason; docs/deploy/container.md records its last run.
#
# The machines this project is tested on are containers themselves (cgroup v1 hybrid, no
# CAP_SYS_RESOURCE): podman runs there only with runc, cgroupfs, no default ulimits and
# the host network, set below through CONTAINERS_CONF. A normal host needs none of that.
#
# 1. A Debian 12 base image made locally: a debootstrap minbase root (cached in
#    build/package-root/base, shared with install_test.sh) imported as localhost/debian:bookworm.
# 2. podman build. 3. podman run --read-only as uid 10001 with the uploads volume and a tmpfs
#    /tmp; a write to the root filesystem fails; the HEALTHCHECK passes; /readyz is 503 until
#    `cxs migrate` (run from the image), then 200; `cxs seed-demo` gives a key and /extract
#    answers 200; `podman stop` (SIGTERM) ends it with exit code 0.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work="$root/build/container-test"
base="$root/build/package-root/base"
mirror="${CXS_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
image=localhost/cxs:test
name=cxs-container-test
pg_port=54351

[[ $(id -u) -eq 0 ]] || { echo "container_test: needs root" >&2; exit 2; }
for tool in podman runc debootstrap curl; do
  command -v "$tool" >/dev/null 2>&1 || { echo "container_test: $tool missing (apt-get install podman runc debootstrap curl)" >&2; exit 2; }
done
step() { printf '\n== %s\n' "$*"; }
fail() { echo "container_test: FAIL: $*" >&2; exit 1; }

mkdir -p "$work"
export CONTAINERS_CONF="$work/containers.conf"
printf '[containers]\ndefault_ulimits = []\npids_limit = 0\nnetns = "host"\n' >"$CONTAINERS_CONF"
pm() { podman --runtime runc --cgroup-manager=cgroupfs "$@"; }

cleanup() {
  set +e
  pm rm -f "$name" >/dev/null 2>&1
  pm volume rm -f cxs-container-test-uploads >/dev/null 2>&1
  "$root/scripts/lib/pg-cluster" stop "$work/pg/data" >/dev/null 2>&1
}
trap cleanup EXIT

step "Debian 12 base image"
if ! pm image exists localhost/debian:bookworm; then
  if [[ ! -x "$base/usr/bin/apt-get" ]]; then
    mkdir -p "$(dirname "$base")"
    debootstrap --variant=minbase bookworm "$base.tmp" "$mirror" >"$work/debootstrap.log" 2>&1 \
      || { tail -20 "$work/debootstrap.log"; fail "debootstrap"; }
    mv "$base.tmp" "$base"
  fi
  tar -C "$base" -c . | pm import - localhost/debian:bookworm >/dev/null
fi

step "podman build"
build=(build --format docker --network host --ulimit nofile=20000:20000 --build-arg BASE=localhost/debian:bookworm
       -t "$image" -f "$root/Containerfile")
if [[ "${1:-}" == "--full" ]]; then
  pm "${build[@]}" "$root" >"$work/build.log" 2>&1 || { tail -30 "$work/build.log"; fail "podman build"; }
else
  deb="${1:-$(ls "$root"/build/release/cxs_*_amd64.deb 2>/dev/null | head -n1)}"
  [[ -f "$deb" ]] || fail "no .deb: run scripts/package or pass one"
  rm -rf "$work/debctx" && mkdir -p "$work/debctx/tmp" && cp "$deb" "$work/debctx/tmp/cxs.deb"
  echo "runtime stage from $deb"
  pm "${build[@]}" --build-context build="$work/debctx" --target runtime "$root" >"$work/build.log" 2>&1 \
    || { tail -30 "$work/build.log"; fail "podman build"; }
fi
pm image inspect "$image" --format 'size {{.Size}} bytes; user {{.Config.User}}; healthcheck {{.Config.Healthcheck.Test}}'

step "PostgreSQL on the host"
rm -rf "$work/pg" && mkdir -p "$work/pg" && chmod 755 "$work" "$work/pg"
"$root/scripts/lib/pg-cluster" start "$work/pg/data" "$work/pg/run" "$pg_port" --fast >/dev/null
psql -q -h "$work/pg/run" -p "$pg_port" -U postgres -c "CREATE DATABASE cxs" >/dev/null
listen_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
env_args=(-e "CXS_DATABASE_URL=postgresql:///cxs?host=/run/pg&port=$pg_port&user=postgres"
          -e "CXS_JWT_SECRET=container-test-$(head -c 24 /dev/urandom | base64 -w0)"
          -e "CXS_HTTP_LISTEN=127.0.0.1:$listen_port" -v "$work/pg/run:/run/pg")

step "podman run --read-only"
pm run -d --name "$name" --read-only --tmpfs /tmp -v cxs-container-test-uploads:/var/lib/cxs/uploads \
  "${env_args[@]}" "$image" >/dev/null
url="http://127.0.0.1:$listen_port"
for _ in $(seq 1 100); do curl -fs "$url/healthz" >/dev/null && break; sleep 0.2; done
curl -fs "$url/healthz" || { pm logs "$name" | tail -20; fail "/healthz never answered"; }
echo
[[ $(pm exec "$name" id -u) == 10001 ]] || fail "not running as uid 10001"
pm exec "$name" sh -c 'touch /usr/share/cxs-write-probe' 2>/dev/null && fail "the root filesystem is writable"
pm exec "$name" sh -c 'touch /var/lib/cxs/uploads/probe && rm /var/lib/cxs/uploads/probe' || fail "uploads not writable"
pm healthcheck run "$name" || fail "HEALTHCHECK failed"
echo "uid 10001, read-only root, uploads writable, HEALTHCHECK passes"
code=$(curl -s -o /dev/null -w '%{http_code}' "$url/readyz")
[[ "$code" == 503 ]] || fail "/readyz before migrate: $code (want 503)"

step "cxs migrate from the image"
pm run --rm --read-only "${env_args[@]}" "$image" migrate || fail "cxs migrate"
code=$(curl -s -o /dev/null -w '%{http_code}' "$url/readyz")
[[ "$code" == 200 ]] || fail "/readyz after migrate: $code"
seed=$(pm run --rm --read-only "${env_args[@]}" "$image" seed-demo 2>&1)
key=$(grep -o 'svc_test_[A-Za-z0-9_-]*' <<<"$seed" | head -n1)
slug=$(grep -o '(slug [^)]*' <<<"$seed" | head -n1 | cut -d' ' -f2)
code=$(curl -s -o "$work/extract.json" -w '%{http_code}' -X POST "$url/api/studio/v1/extract/$slug" \
  -H "Authorization: Bearer $key" -H 'Content-Type: application/json' \
  --data '{"text": "Fever for 3 days. BP 130/85 mmHg. Tab Dolo 650 1-0-1."}')
[[ "$code" == 200 ]] || fail "/extract: $code $(head -c 300 "$work/extract.json")"
echo "/readyz 503 -> migrate -> 200; /extract 200"

step "podman stop (SIGTERM)"
pm stop -t 40 "$name" >/dev/null
rc=$(pm inspect "$name" --format '{{.State.ExitCode}}')
[[ "$rc" == 0 ]] || { pm logs "$name" | tail -20; fail "exit code $rc after SIGTERM"; }
echo "container_test: PASS"
