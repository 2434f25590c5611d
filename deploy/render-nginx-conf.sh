#!/bin/sh
# Renders deploy/nginx.conf.template into an nginx site file, from environment variables:
#
#   CONSOLE_BASE         where the console is served: / (default) or a sub-path such as /tools/console/
#   API_UPSTREAM         the API's origin, where this site's /v1/ is forwarded: https://api.example.com
#   SERVER_NAME          default _ (any name)
#   LISTEN_HTTPS         default 443; LISTEN_HTTP default 80 (it only redirects to https)
#   TLS_CERTIFICATE      default /etc/nginx/tls/fullchain.pem
#   TLS_CERTIFICATE_KEY  default /etc/nginx/tls/privkey.pem
#   SITE_ROOT            the directory holding the files of dist/, default /var/www/reseller-console
#
#   CONSOLE_NGINX_TEMPLATE  the template, default nginx.conf.template next to this script
#   CONSOLE_NGINX_OUTPUT    where to write, default standard output
#
# Every value is checked before anything is written, and every mistake is reported at once.
# The container recipe (deploy/Dockerfile) runs this at each start, and the deployment test
# runs it too. Needs envsubst (Debian's gettext-base; the official nginx image has it).
set -eu

CONSOLE_BASE="${CONSOLE_BASE:-/}"
API_UPSTREAM="${API_UPSTREAM:-}"
SERVER_NAME="${SERVER_NAME:-_}"
LISTEN_HTTPS="${LISTEN_HTTPS:-443}"
LISTEN_HTTP="${LISTEN_HTTP:-80}"
TLS_CERTIFICATE="${TLS_CERTIFICATE:-/etc/nginx/tls/fullchain.pem}"
TLS_CERTIFICATE_KEY="${TLS_CERTIFICATE_KEY:-/etc/nginx/tls/privkey.pem}"
SITE_ROOT="${SITE_ROOT:-/var/www/reseller-console}"
SITE_ROOT="${SITE_ROOT%/}"
template="${CONSOLE_NGINX_TEMPLATE:-$(dirname "$0")/nginx.conf.template}"
output="${CONSOLE_NGINX_OUTPUT:--}"

mistakes=""
mistake() {
  mistakes="${mistakes}  $1
"
}
newline='
'
# Whether the whole value matches the extended regular expression (grep reads lines: no newline).
matches() {
  case "$1" in *"$newline"*) return 1 ;; esac
  printf '%s' "$1" | grep -Eq "$2"
}

segment='[A-Za-z0-9_~-][A-Za-z0-9._~-]*'
if ! matches "$CONSOLE_BASE" "^/($segment/)*\$"; then
  mistake "CONSOLE_BASE=$CONSOLE_BASE: expected / or a path that starts and ends with /, such as /tools/console/ (letters, digits, . _ ~ -)"
elif matches "$CONSOLE_BASE" '^/v1/'; then
  mistake "CONSOLE_BASE=$CONSOLE_BASE: /v1/ is where the API is proxied; choose another path"
fi

loopback='(localhost|127\.[0-9]+\.[0-9]+\.[0-9]+|\[::1\])'
if [ -z "$API_UPSTREAM" ]; then
  mistake "API_UPSTREAM is not set: expected the API's origin, such as https://api.example.com (this site's /v1/ goes there)"
elif matches "$API_UPSTREAM" '^https?://[^/]+/'; then
  mistake "API_UPSTREAM=$API_UPSTREAM: expected an origin without a path or a final /, such as https://api.example.com: /v1/... is forwarded as it is"
elif matches "$API_UPSTREAM" '^http://' && ! matches "$API_UPSTREAM" "^http://$loopback(:[0-9]+)?\$"; then
  mistake "API_UPSTREAM=$API_UPSTREAM: the API is served over HTTPS only: use https:// (plain http is allowed on loopback)"
elif ! matches "$API_UPSTREAM" '^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?$'; then
  mistake "API_UPSTREAM=$API_UPSTREAM: expected https:// and a host name, such as https://api.example.com"
fi

if ! matches "$SERVER_NAME" '^[A-Za-z0-9.*_-]+( [A-Za-z0-9.*_-]+)*$'; then
  mistake "SERVER_NAME=$SERVER_NAME: expected host names separated by spaces, such as console.example.com (or _ for any)"
fi
for name in LISTEN_HTTPS LISTEN_HTTP; do
  eval "value=\$$name"
  if ! matches "$value" '^(([0-9.]+|\[[0-9A-Fa-f:]+\]):)?[0-9]+$'; then
    mistake "$name=$value: expected a port such as 443, or an address and a port such as 127.0.0.1:8443"
  fi
done
for name in TLS_CERTIFICATE TLS_CERTIFICATE_KEY SITE_ROOT; do
  eval "value=\$$name"
  if ! matches "$value" '^/[A-Za-z0-9._@+/-]*$'; then
    mistake "$name=$value: expected an absolute path without spaces or quotes"
  fi
done
if [ ! -r "$template" ]; then
  mistake "CONSOLE_NGINX_TEMPLATE=$template: no such file"
fi
if ! command -v envsubst >/dev/null 2>&1; then
  mistake "envsubst is missing: install gettext-base (Debian) or gettext (Alpine)"
fi

if [ -n "$mistakes" ]; then
  printf 'render-nginx-conf.sh: nothing written; fix these and run it again:\n%s' "$mistakes" >&2
  exit 1
fi

# The sub-path without its final /, as a regular expression: "/tools/console" (empty at /).
CONSOLE_BASE_PATTERN=$(printf '%s' "${CONSOLE_BASE%/}" | sed 's/\./\\./g')
export CONSOLE_BASE CONSOLE_BASE_PATTERN API_UPSTREAM SERVER_NAME LISTEN_HTTPS LISTEN_HTTP \
  TLS_CERTIFICATE TLS_CERTIFICATE_KEY SITE_ROOT
# Only these names are replaced: nginx's own variables ($uri, $host...) stay as they are.
names='${CONSOLE_BASE} ${CONSOLE_BASE_PATTERN} ${API_UPSTREAM} ${SERVER_NAME} ${LISTEN_HTTPS} ${LISTEN_HTTP}'
names="$names"' ${TLS_CERTIFICATE} ${TLS_CERTIFICATE_KEY} ${SITE_ROOT}'

if [ "$output" = "-" ]; then
  envsubst "$names" <"$template"
else
  envsubst "$names" <"$template" >"$output.tmp"
  mv "$output.tmp" "$output"
  echo "render-nginx-conf.sh: wrote $output: the console at $CONSOLE_BASE from $SITE_ROOT, /v1/ to $API_UPSTREAM"
fi
