#!/usr/bin/env bash
# The deployment test (e2e/deploy.spec.ts) serves dist/ through Debian's nginx, which the test
# starts and stops itself with its own files in a temporary directory, with a site file rendered
# by deploy/render-nginx-conf.sh (which uses envsubst, from gettext-base) and a throwaway TLS
# certificate made with openssl. This installs whichever of the three is missing.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$NGINX" ] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v envsubst >/dev/null 2>&1 || missing+=(gettext-base)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} for the deployment test…"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
"$NGINX" -v
