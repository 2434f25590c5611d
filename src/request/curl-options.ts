import type { Language } from "../lib/i18n/language";
import { type CurlMessages, curlMessages } from "./curl-messages";
/**
 * Every option of curl 7.88.1 (src/tool_getparam.c), and what the console does with it. An
 * option is written `long:short:kind`: no short letter when the middle is empty, and `bool`
 * (takes --no-…), `flag` (takes nothing) or, when left out, a value.
 */
export type OptionArg = "value" | "bool" | "flag";

export type Treatment =
  /** The request reader applies it as curl does. */
  | { kind: "read" }
  /** Changes nothing a server receives: what curl prints or saves, or other protocols than HTTP. */
  | { kind: "quiet" }
  /** Changes how curl reaches the server, which a browser does its own way: said in a note. */
  | { kind: "note"; note: OptionNote }
  /** Changes what is sent in a way the console cannot know or repeat: the command is refused. */
  | { kind: "refuse"; reason: OptionRefusal };

/** What the browser does instead, by code: worded by `optionNotes` in curl-messages.ts. */
export type OptionNote = keyof CurlMessages["optionNotes"];
/** Why an option is refused, by code: worded by `optionRefusals` in curl-messages.ts. */
export type OptionRefusal = keyof CurlMessages["optionRefusals"];

export interface CurlOption {
  long: string;
  short?: string;
  arg: OptionArg;
  treatment: Treatment;
}

const READ = `url oauth2-bearer disallow-username-in-url::bool compressed::bool tr-encoding::bool
  digest::bool negotiate::bool ntlm::bool ntlm-wb::bool basic::bool anyauth::bool path-as-is::bool proto-default
  user-agent:A cookie:b data:d data-raw data-ascii data-binary data-urlencode json url-query referer:e
  globoff:g:bool get:G:bool header:H head:I:bool range:r user:u request:X netrc:n:bool netrc-optional::bool netrc-file`;

const QUIET = `random-file egd-file disable-epsv::bool epsv::bool trace trace-ascii limit-rate rate
  ftp-create-dirs::bool create-dirs::bool create-file-mode crlf::bool stderr krb krb4 max-filesize disable-eprt::bool
  eprt::bool xattr::bool ftp-ssl::bool ssl::bool ftp-pasv::bool tcp-nodelay::bool form-escape::bool ftp-account
  trace-time::bool ignore-content-length::bool ftp-skip-pasv-ip::bool ftp-method local-port ftp-alternative-to-user
  ftp-ssl-reqd::bool ssl-reqd::bool ftp-ssl-control::bool ftp-ssl-ccc::bool ftp-ssl-ccc-mode libcurl raw::bool
  keepalive::bool keepalive-time tftp-blksize mail-from mail-rcpt ftp-pret::bool proto delegation mail-auth
  metalink::bool sasl-authzid sasl-ir::bool test-event::bool service-name expect100-timeout tftp-no-options::bool
  suppress-connect-headers::bool compressed-ssh::bool happy-eyeballs-timeout-ms http0.9::bool ipv4:4:flag
  ipv6:6:flag append:a:bool use-ascii:B:bool cookie-jar:c dump-header:D pubkey hostpubmd5 hostpubsha256
  login-options etag-save fail:f:bool fail-early::bool styled-output::bool mail-rcpt-allowfails::bool
  fail-with-body::bool remove-on-error::bool include:i:bool junk-session-cookies:j:bool remote-header-name:J:bool
  list-only:l:bool buffer:N:bool output:o remote-name:O:bool remote-name-all::bool output-dir clobber::bool
  ftp-port:P disable:q:bool quote:Q remote-time:R:bool silent:s:bool show-error:S:bool telnet-option:t
  verbose:v:bool write-out:w speed-limit:Y speed-time:y parallel:Z:bool parallel-max parallel-immediate::bool
  progress-bar:#:bool progress-meter::bool tcp-fastopen::bool`;

const TLS = `ciphers npn::bool alpn::bool sessionid::bool tls-max tlsv1:1:flag tlsv1.0::flag tlsv1.1::flag tlsv1.2::flag
  tlsv1.3::flag tls13-ciphers sslv2:2:flag sslv3:3:flag cacert capath crlfile pinnedpubkey cert-status::bool
  false-start::bool ssl-allow-beast::bool ssl-no-revoke::bool ssl-revoke-best-effort::bool curves insecure:k:bool
  doh-insecure::bool doh-cert-status::bool tlsuser tlspassword tlsauthtype engine`;

const CLIENT_CERT = "cert:E cert-type key key-type pass ssl-auto-client-cert::bool";

const ROUTE = `dns-ipv4-addr dns-ipv6-addr dns-interface dns-servers interface socks5 socks4 socks4a socks5-hostname socks5-gssapi-nec::bool
  socks5-gssapi-service socks5-basic::bool socks5-gssapi::bool proxy:x preproxy proxy-user:U proxytunnel:p:bool
  noproxy proxy1.0 proxy-header proxy-ntlm::bool proxy-digest::bool proxy-basic::bool proxy-negotiate::bool
  proxy-anyauth::bool proxy-service-name proxy-tls13-ciphers proxy-ssl-auto-client-cert::bool proxy-pinnedpubkey
  proxy-tlsuser proxy-tlspassword proxy-tlsauthtype proxy-cert proxy-cert-type proxy-key proxy-key-type proxy-pass
  proxy-ciphers proxy-crlfile proxy-ssl-allow-beast::bool proxy-cacert proxy-capath proxy-insecure::bool
  proxy-tlsv1::flag resolve connect-to unix-socket abstract-unix-socket haproxy-protocol::bool doh-url alt-svc hsts`;

const REDIRECTS =
  "max-redirs post301::bool post302::bool post303::bool location:L:bool location-trusted::bool proto-redir";

const TIMING = `connect-timeout retry retry-connrefused::bool retry-delay retry-max-time retry-all-errors::bool
  max-time:m`;

const HTTP_VERSION =
  "http1.0:0:flag http1.1::flag http2::flag http2-prior-knowledge::flag http3::flag http3-only::flag";

const REFUSED: Record<string, OptionRefusal> = {
  "form:F": "multipart",
  "form-string": "multipart",
  "upload-file:T": "upload",
  "config:K": "config",
  "continue-at:C": "continueAt",
  "time-cond:z": "timeCond",
  "etag-compare": "etagCompare",
  "aws-sigv4": "awsSigv4",
  "request-target": "requestTarget",
  "help:h:bool": "help",
  "manual:M:bool": "manual",
  "version:V:bool": "version",
};

function group(text: string, treatment: Treatment): CurlOption[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [long = "", short = "", arg = "value"] = entry.split(":");
      return { long, ...(short ? { short } : {}), arg: arg as OptionArg, treatment };
    });
}

const note = (code: OptionNote): Treatment => ({ kind: "note", note: code });

/** All of them: an option missing here is one curl 7.88.1 does not know either. */
export const CURL_OPTIONS: readonly CurlOption[] = [
  ...group(READ, { kind: "read" }),
  ...group(QUIET, { kind: "quiet" }),
  ...group(TLS, note("tls")),
  ...group(CLIENT_CERT, note("clientCert")),
  ...group(ROUTE, note("route")),
  ...group(REDIRECTS, note("redirects")),
  ...group(TIMING, note("timing")),
  ...group(HTTP_VERSION, note("httpVersion")),
  ...Object.entries(REFUSED).flatMap(([entry, reason]) => group(entry, { kind: "refuse", reason })),
  // Its short form is the colon, which the notation above cannot hold.
  {
    long: "next",
    short: ":",
    arg: "flag",
    treatment: { kind: "refuse", reason: "next" },
  },
];

export type OptionLookup = { ok: true; option: CurlOption; negated: boolean } | { ok: false; message: string };

/** Finds a long option as curl does: the exact name, or the one option it abbreviates; `no-` turns a bool off. */
export function findLongOption(word: string, language: Language = "en"): OptionLookup {
  const m = curlMessages[language];
  const negated = word.startsWith("no-");
  const name = negated ? word.slice(3) : word;
  const exact = CURL_OPTIONS.find((option) => option.long === name);
  const candidates = exact ? [exact] : CURL_OPTIONS.filter((option) => option.long.startsWith(name));
  if (name === "" || candidates.length === 0) return { ok: false, message: m.notAnOption(`--${word}`) };
  if (candidates.length > 1) {
    const some = candidates.slice(0, 4).map((option) => `--${option.long}`);
    return {
      ok: false,
      message: m.ambiguous(word, `${some.join(", ")}${candidates.length > 4 ? "…" : ""}`),
    };
  }
  const [option] = candidates as [CurlOption];
  if (negated && option.arg !== "bool") {
    return { ok: false, message: m.noNegation(word, option.long) };
  }
  return { ok: true, option, negated };
}

export function findShortOption(letter: string): CurlOption | undefined {
  return CURL_OPTIONS.find((option) => option.short === letter);
}
