#!/usr/bin/env bash
# Browser tests use Debian's Chromium: test tools cannot download their own browser here.
# The tests drive Debian's `chromium-headless-shell` (the same Blink without the browser's own
# window, tab strip and WebUI renderers, which cost every page a third more CPU); the benchmark
# and screenshots use the full `chromium`, as a person runs it.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} for the browser tests…"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
command -v chromium chromium-headless-shell
