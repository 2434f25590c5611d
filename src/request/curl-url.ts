import type { Language } from "../lib/i18n/language";
import { type CurlMessages, curlMessages } from "./curl-messages";
import { excerpt } from "./shell-command";

export interface UrlOptions {
  globoff: boolean;
  pathAsIs: boolean;
  disallowUser: boolean;
  protoDefault?: string;
  /** What -G or --url-query adds to the query. */
  query?: string;
}

export type CurlUrlResult =
  | { ok: true; url: string; relative: boolean; userinfo?: string; notes: string[] }
  | { ok: false; message: string };

const fail = (message: string) => ({ ok: false as const, message });
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;
const GUESSES: [string, string][] = [
  ["ftp.", "ftp"],
  ["dict.", "dict"],
  ["ldap.", "ldap"],
  ["imap.", "imap"],
  ["smtp.", "smtp"],
  ["pop3.", "pop3"],
];

/** An IPv6 address in brackets at the start of the text, as curl's peek_ipv6 finds one: a host a URL parser takes. */
function ipv6At(text: string): string | undefined {
  const candidate = /^\[[^\]]*\]/.exec(text)?.[0];
  if (candidate === undefined || !candidate.includes(":")) return undefined;
  try {
    new URL(`http://${candidate}/`);
    return candidate;
  } catch {
    return undefined;
  }
}

/** curl's URL globbing: \{ \[ \} \] and [] are literal, {a,b} and [1-3] make several requests. */
function unglob(m: CurlMessages, url: string): CurlUrlResult {
  let out = "";
  for (let at = 0; at < url.length; at += 1) {
    const char = url[at] ?? "";
    const ipv6 = char === "[" ? ipv6At(url.slice(at, at + 64)) : undefined;
    if (ipv6 || (char === "[" && url[at + 1] === "]")) {
      const literal = ipv6 ?? "[]";
      out += literal;
      at += literal.length - 1;
    } else if (char === "\\" && "{[]}".includes(url[at + 1] ?? "x")) {
      out += url[at + 1];
      at += 1;
    } else if (char === "{" || char === "[") {
      return fail(m.glob(char, excerpt(url.slice(at), 20)));
    } else if (char === "}" || char === "]") {
      return fail(m.closesNothing(char, excerpt(url.slice(at), 20)));
    } else out += char;
  }
  return { ok: true, url: out, relative: false, notes: [] };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const PATH_ENCODED = new Set(['"', "<", ">", "`", "{", "}", "\\"]);
const QUERY_ENCODED = new Set(['"', "<", ">", "'"]);

function percent(char: string): string {
  return Array.from(
    new TextEncoder().encode(char),
    (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
  ).join("");
}

/** Characters curl sends as they are, but a browser percent-encodes or reads otherwise. */
function browserDifference(m: CurlMessages, path: string, query: string | undefined): string | undefined {
  const check = (part: string, encoded: Set<string>, named: "path" | "query") => {
    const where = m.urlParts[named];
    const char = [...part].find((each) => {
      const code = each.codePointAt(0) ?? 0;
      return code <= 0x20 || code >= 0x7f || encoded.has(each);
    });
    if (char === undefined) return undefined;
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) {
      const what = char === " " ? m.aSpace : m.controlCharacter(excerpt(char));
      return m.urlRefused(what, where, percent(char));
    }
    const shown = char === "\\" ? m.backslash : m.browserSends(char, percent(char));
    return m.sentAsIs(where, shown, percent(char));
  };
  const encodedDot = path
    .split("/")
    .some((segment) => /%2e/i.test(segment) && /^\.{1,2}$/.test(segment.replace(/%2e/gi, ".")));
  if (encodedDot) {
    return m.encodedDot;
  }
  return check(path, PATH_ENCODED, "path") ?? (query === undefined ? undefined : check(query, QUERY_ENCODED, "query"));
}

/** The URL curl sends to: after globbing, the scheme it guesses, -G and --url-query, without user or fragment. */
export function curlUrl(written: string, options: UrlOptions, language: Language = "en"): CurlUrlResult {
  const m = curlMessages[language];
  const unglobbed = options.globoff ? { ok: true as const, url: written } : unglob(m, written);
  if (!unglobbed.ok) return unglobbed;
  const notes: string[] = [];
  let url = unglobbed.url;
  const relative = url.startsWith("/");
  let scheme = "";
  if (!relative) {
    const found = SCHEME.exec(url);
    scheme = found?.[1]?.toLowerCase() ?? "";
    if (!found) {
      scheme = options.protoDefault ?? GUESSES.find(([prefix]) => url.toLowerCase().startsWith(prefix))?.[1] ?? "http";
      notes.push(m.noScheme(scheme));
    } else url = url.slice(found[0].length);
    if (scheme !== "http" && scheme !== "https") return fail(m.notHttp(scheme, excerpt(written)));
  }

  const [beforeFragment = ""] = url.split("#");
  const queryAt = beforeFragment.indexOf("?");
  const beforeQuery = queryAt < 0 ? beforeFragment : beforeFragment.slice(0, queryAt);
  let query = queryAt < 0 ? undefined : beforeFragment.slice(queryAt + 1);
  const slash = beforeQuery.indexOf("/");
  const pathAt = relative ? 0 : slash < 0 ? beforeQuery.length : slash;
  const authority = relative ? "" : beforeQuery.slice(0, pathAt);
  let path = beforeQuery.slice(pathAt);

  const userAt = authority.lastIndexOf("@");
  const host = authority.slice(userAt + 1);
  const userinfo = userAt < 0 ? undefined : authority.slice(0, userAt);
  if (userinfo !== undefined && options.disallowUser) {
    return fail(m.userInUrl);
  }
  if (!relative && host === "") return fail(m.noHost(excerpt(written)));

  const added = options.query;
  if (added !== undefined && (added !== "" || query !== undefined)) {
    query = query === undefined || query === "" ? added : `${query}&${added}`;
    // What was added may itself hold a # : curl then cuts the query there.
    query = query.split("#")[0] ?? "";
  }
  const difference = browserDifference(m, path, query);
  if (difference) return fail(difference);
  if (options.pathAsIs && /(^|\/)\.\.?(\/|$)/.test(path)) {
    return fail(m.pathAsIs);
  }
  if (!relative && path === "") path = "/";
  const rebuilt = `${relative ? "" : `${scheme}://${host}`}${path}${query === undefined ? "" : `?${query}`}`;
  if (!relative) {
    try {
      new URL(rebuilt);
    } catch {
      return fail(m.badHost(excerpt(written)));
    }
  }
  const result: CurlUrlResult = { ok: true, url: rebuilt, relative, notes };
  if (userinfo !== undefined) {
    const colon = userinfo.indexOf(":");
    result.userinfo =
      colon < 0 ? `${decode(userinfo)}:` : `${decode(userinfo.slice(0, colon))}:${decode(userinfo.slice(colon + 1))}`;
  }
  return result;
}
