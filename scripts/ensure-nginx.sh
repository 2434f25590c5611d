#!/usr/bin/env bash
# The deployment test (e2e/deploy.spec.ts) serves dist/ through Debian's nginx, which the test
# starts and stops itself with its own files in a temporary directory, and gives it a throwaway
# TLS certificate made with openssl. This installs whichever of the two is missing.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$NGINX" ] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} for the deployment test…"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
"$NGINX" -v
