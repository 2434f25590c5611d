import type { Language } from "../lib/i18n/language";
import { curlMessages } from "./curl-messages";
import { excerpt } from "./shell-command";

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const SPACE = /^[ \t\n\v\f\r]*/;

/** Headers a page's fetch cannot set (the Fetch standard's forbidden names, and User-Agent, which Chrome keeps). */
const FORBIDDEN = new Set([
  "accept-charset",
  "accept-encoding",
  "access-control-request-headers",
  "access-control-request-method",
  "connection",
  "content-length",
  "cookie",
  "cookie2",
  "date",
  "dnt",
  "expect",
  "host",
  "keep-alive",
  "origin",
  "referer",
  "set-cookie",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "user-agent",
  "via",
]);

export function browserCannotSend(name: string): boolean {
  const lower = name.toLowerCase();
  return FORBIDDEN.has(lower) || lower.startsWith("proxy-") || lower.startsWith("sec-");
}

/** Curl_checkheaders: a -H line counts for a name when it starts with it and then : or ; (even if it sends nothing). */
export function mentions(lines: readonly string[], name: string): boolean {
  return lines.some(
    (line) => line.slice(0, name.length).toLowerCase() === name.toLowerCase() && /[:;]/.test(line[name.length] ?? ""),
  );
}

export interface CustomHeaders {
  sent: [string, string][];
  /** Names written as "Name:" (nothing after the colon): curl sends nothing, not even its own. */
  removed: string[];
  /** Lines curl sends nothing for, as written. */
  ignored: string[];
}

export type CustomHeadersResult = { ok: true; headers: CustomHeaders } | { ok: false; message: string };

/**
 * What libcurl makes of the -H lines (Curl_add_custom_headers): "Name: value" is sent,
 * "Name:" sends nothing, "Name;" sends the header empty, a line with no colon or a colon
 * first sends nothing.
 */
export function customHeaders(lines: readonly string[], language: Language = "en"): CustomHeadersResult {
  const m = curlMessages[language];
  const headers: CustomHeaders = { sent: [], removed: [], ignored: [] };
  for (const line of lines) {
    let separator = line.indexOf(":");
    let empty = false;
    if (separator < 0) {
      const semicolon = line.indexOf(";");
      if (semicolon < 0 || !/^[ \t\n\v\f\r]*$/.test(line.slice(semicolon + 1))) {
        headers.ignored.push(line);
        continue;
      }
      separator = semicolon;
      empty = semicolon === line.length - 1;
    }
    if (separator === 0) {
      headers.ignored.push(line);
      continue;
    }
    const name = line.slice(0, separator);
    const value = line.slice(separator + 1).replace(SPACE, "");
    if (value === "" && !empty) {
      headers.removed.push(name);
      continue;
    }
    if (!TOKEN.test(name)) {
      return {
        ok: false,
        message: m.badHeaderName(excerpt(name)),
      };
    }
    if (/[\r\n\0]/.test(value)) {
      return { ok: false, message: m.headerLineBreak(name) };
    }
    headers.sent.push([name, value.replace(/[ \t]+$/, "")]);
  }
  return { ok: true, headers };
}
