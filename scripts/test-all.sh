#!/usr/bin/env bash
# The whole suite, in the order that fails fastest: types, lint, unit and component
# tests, the production build, then the browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
bash scripts/ensure-snippet-tools.sh
npm run typecheck
npm run lint
npm test
# Canary secrets in the build's environment: e2e/deploy-dist.spec.ts (which sees them too) fails if
# any of them reaches dist/.
export VITE_API_KEY="sk_live_canary$RANDOM$RANDOM" RESELLER_API_SECRET="canary-secret-$RANDOM$RANDOM"
npm run build
npm run test:e2e
