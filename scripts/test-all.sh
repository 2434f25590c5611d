#!/usr/bin/env bash
# The whole suite: types, lint and the production build beside the unit and component tests (none
# of which reads the build), then the browser tests against that build.
# Each stage's time and the total are printed at the end, whether the run passed or not.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
started=$SECONDS
report() {
  local status=$?
  echo
  echo "Stages:"
  for line in "${timings[@]}"; do echo "  $line"; done
  echo "  total $((SECONDS - started)) s ($([ "$status" -eq 0 ] && echo passed || echo "failed, exit $status"))"
}
trap report EXIT

# stage NAME COMMAND…: runs the command, keeps how long it took, and gives back its exit status.
stage() {
  local name=$1 from=$SECONDS status=0
  shift
  "$@" || status=$?
  timings+=("$(printf '%-10s %4d s' "$name" $((SECONDS - from)))")
  return "$status"
}

stage tools bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh && bash scripts/ensure-snippet-tools.sh'
# started NAME COMMAND…: runs the command in the background, its output kept until `joined` shows it.
declare -A outputs
started() {
  local name=$1
  shift
  outputs[$name]=$(mktemp)
  (
    from=$SECONDS
    status=0
    "$@" || status=$?
    echo "$status $((SECONDS - from))" >"${outputs[$name]}.end"
    exit "$status"
  ) >"${outputs[$name]}" 2>&1 &
}

# joined NAME…: waits for each command started, shows its output and keeps its time; fails once all
# have ended if any of them failed.
joined() {
  local name status seconds failed=0
  wait || true
  for name in "$@"; do
    cat "${outputs[$name]}"
    read -r status seconds <"${outputs[$name]}.end"
    timings+=("$(printf '%-10s %4d s' "$name" "$seconds")")
    [ "$status" -eq 0 ] || { echo "$name failed (exit $status)"; failed=1; }
    rm -f "${outputs[$name]}" "${outputs[$name]}.end"
  done
  return "$failed"
}

# Canary secrets in the build's environment: e2e/deploy-dist.spec.ts (which sees them too) fails if
# any of them reaches dist/.
canaries=(VITE_API_KEY="sk_live_canary$RANDOM$RANDOM" RESELLER_API_SECRET="canary-secret-$RANDOM$RANDOM")

# Types, lint and the production build run in the background while the unit and component tests
# run in the foreground (their output live): the tests keep both cores busy, and the three checks
# take what the tests leave while they wait. The build runs without `npm run build`'s own typecheck,
# which the one beside it does once. The run fails once all four have ended if any of them failed.
started typecheck npm run typecheck
started lint npm run lint
started build env "${canaries[@]}" npx vite build --configLoader runner
unit=0
stage unit npm test || unit=$?
joined typecheck lint build
[ "$unit" -eq 0 ] || exit "$unit"
export "${canaries[@]}"
stage browser npm run test:e2e
