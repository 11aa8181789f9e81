#!/usr/bin/env bash
# `npm test`: typecheck, lint, formatting and build beside the unit tests, then the Playwright suite in Debian's Chromium.
# Installs what the machine lacks (Chromium, redis-server, postgresql, prometheus) with apt and says so: Playwright cannot download a browser here.
set -euo pipefail
# `npm test -- --help` prints the two lines above (the README commands test runs every documented command).
if [ "${1:-}" = "--help" ]; then sed -n 2,3p "$0" | sed 's/^# //'; exit 0; fi
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need_apt+=(postgresql) # the index's tests start a throwaway cluster
{ command -v prometheus && command -v promtool; } >/dev/null 2>&1 || need_apt+=(prometheus) # tests/metrics scrapes with it
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "[test] installing missing Debian packages: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

step() { echo; echo "=== $1"; }
# Build and run with a sentinel key (devnet accepts DEVNET_API_KEY), then prove it reached no client.
SENTINEL="sentinel-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
# The unit tests mostly wait on their devnets and leave a core idle; the checks and the build are one core's work
# each. So the checks, then the build, run beside the unit tests, and the build skips its own type check
# (NEXT_TYPECHECKED: tsc has just passed on this tree, with the same generated route types).
step "typecheck, lint, format, build, then no key in the build (in the background) beside the unit tests"
checks_log="$(mktemp)"
(
  set -e
  echo "=== typecheck"; npx next typegen >/dev/null; npx tsc --noEmit
  echo "=== lint"; npx eslint . --max-warnings=0
  echo "=== format"; npx prettier --check . --log-level warn
  echo "=== build"
  export DEVNET_API_KEY="$SENTINEL" GATEWAY_API_KEY="$SENTINEL"
  NEXT_TYPECHECKED=1 npx next build
  npx tsx scripts/precompress.ts
  echo "=== no key in the build"; SECRET_SENTINEL="$SENTINEL" npx tsx scripts/check-no-secrets.ts --crawl
) >"$checks_log" 2>&1 &
checks_pid=$!
npx vitest run &
unit_pid=$!
kill_tree() { local c; for c in $(pgrep -P "$1"); do kill_tree "$c"; done; kill "$1" 2>/dev/null || true; }
# Whichever fails first stops the other: a type error is known in a minute, not after the unit tests.
pending=("$checks_pid" "$unit_pid")
while [ ${#pending[@]} -gt 0 ]; do
  set +e; wait -n -p done_pid "${pending[@]}"; rc=$?; set -e
  left=(); for p in "${pending[@]}"; do [ "$p" = "$done_pid" ] || left+=("$p"); done; pending=("${left[@]}")
  if [ "$done_pid" = "$checks_pid" ]; then
    step "typecheck, lint, format, build, no key in the build (their output)"
    cat "$checks_log"
    if [ "$rc" -ne 0 ]; then kill_tree "$unit_pid"; exit 1; fi
  elif [ "$rc" -ne 0 ]; then
    kill_tree "$checks_pid"; echo "[test] unit tests failed"; exit 1
  fi
done
export DEVNET_API_KEY="$SENTINEL" GATEWAY_API_KEY="$SENTINEL"
step "e2e (Chromium $(/usr/bin/chromium --version 2>/dev/null | head -1))"; npx playwright test
