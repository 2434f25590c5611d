#!/usr/bin/env bash
# The snippet tests run every rendered snippet for real: curl, node, HTTPie and Python
# requests. Debian's httpie package brings python3-requests along with it.
set -euo pipefail
missing=()
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v http >/dev/null 2>&1 || missing+=(httpie)
/usr/bin/python3 -c "import requests" >/dev/null 2>&1 || missing+=(python3-requests)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "Installing Debian packages for the snippet tests: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
