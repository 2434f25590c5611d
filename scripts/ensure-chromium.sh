#!/usr/bin/env bash
# Browser tests use Debian's Chromium: test tools cannot download their own browser here.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
echo "Installing Debian's chromium package for the browser tests…"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium
