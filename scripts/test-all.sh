#!/usr/bin/env bash
# The whole suite, in the order that fails fastest: types, lint, unit and component
# tests, the production build, then the browser tests against that build.
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

# stage NAME COMMAND…: runs the command and keeps how long it took.
stage() {
  local name=$1 from=$SECONDS
  shift
  "$@"
  timings+=("$(printf '%-10s %4d s' "$name" $((SECONDS - from)))")
}

stage tools bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh && bash scripts/ensure-snippet-tools.sh'
stage typecheck npm run typecheck
stage lint npm run lint
stage unit npm test
# Canary secrets in the build's environment: e2e/deploy-dist.spec.ts (which sees them too) fails if
# any of them reaches dist/.
export VITE_API_KEY="sk_live_canary$RANDOM$RANDOM" RESELLER_API_SECRET="canary-secret-$RANDOM$RANDOM"
# The build without `npm run build`'s own tsc: the typecheck stage has just checked the same types.
stage build npx vite build --configLoader runner
stage browser npm run test:e2e
