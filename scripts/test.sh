#!/usr/bin/env bash
# `npm test`: typecheck, lint, formatting, unit tests, build, then the Playwright suite in Debian's Chromium.
# Installs what the machine lacks (Chromium, redis-server, postgresql) with apt and says so: Playwright cannot download a browser here.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need_apt+=(postgresql) # the index's tests start a throwaway cluster
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "[test] installing missing Debian packages: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

step() { echo; echo "=== $1"; }
step "typecheck"; npx next typegen >/dev/null; npx tsc --noEmit
step "lint"; npx eslint . --max-warnings=0
step "format"; npx prettier --check . --log-level warn
# Build and run with a sentinel key (devnet accepts DEVNET_API_KEY), then prove it reached no client.
SENTINEL="sentinel-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
# The build runs beside the unit tests: they mostly wait on their devnets and leave a core idle.
step "build (in the background) and unit tests"
build_log="$(mktemp)"
DEVNET_API_KEY="$SENTINEL" GATEWAY_API_KEY="$SENTINEL" npx next build >"$build_log" 2>&1 &
build_pid=$!
if ! npx vitest run; then kill "$build_pid" 2>/dev/null || true; wait "$build_pid" 2>/dev/null || true; exit 1; fi
step "build"
if ! wait "$build_pid"; then cat "$build_log"; exit 1; fi
tail -n 40 "$build_log"
export DEVNET_API_KEY="$SENTINEL" GATEWAY_API_KEY="$SENTINEL"
step "no key in the build"; SECRET_SENTINEL="$SENTINEL" npx tsx scripts/check-no-secrets.ts --crawl
step "e2e (Chromium $(/usr/bin/chromium --version 2>/dev/null | head -1))"; npx playwright test
