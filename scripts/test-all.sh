#!/usr/bin/env bash
# The whole suite, in the order that fails fastest: types, lint, unit and component
# tests, the production build, then the browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-snippet-tools.sh
npm run typecheck
npm run lint
npm test
npm run build
npm run test:e2e
