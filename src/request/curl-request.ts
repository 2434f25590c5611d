import { type Language, LOCALES } from "../lib/i18n/language";
import { pluralForm } from "../lib/i18n/plural";
import type { CurlConfig } from "./curl-config";
import { base64Utf8 } from "./curl-escape";
import { browserCannotSend, customHeaders, mentions } from "./curl-headers";
import { type CurlMessages, curlMessages } from "./curl-messages";
import { curlUrl } from "./curl-url";
import type { ParseCurlResult, ParsedRequest } from "./parsed-request";
import { excerpt } from "./shell-command";

const fail = (message: string) => ({ ok: false as const, message });
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// fetch() writes these methods in upper case whatever case they are given in.
const NORMALISED = new Set(["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"]);
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

function checkMethod(m: CurlMessages, method: string): string | undefined {
  const upper = method.toUpperCase();
  if (!TOKEN.test(method)) return m.badMethod(excerpt(method));
  if (FORBIDDEN_METHODS.has(upper)) return m.forbiddenMethod(method, upper);
  if (NORMALISED.has(upper) && method !== upper) return m.lowerMethod(method, upper);
  return undefined;
}

/** The request curl builds from its command line (lib/http.c), or why the console cannot repeat it. */
export function curlRequest(config: CurlConfig, language: Language = "en"): ParseCurlResult {
  const m = curlMessages[language];
  const [written, ...more] = config.urls;
  if (written === undefined) return fail(m.noUrl);
  if (more.length > 0) return fail(m.twoUrls(excerpt(written), excerpt(more[0] ?? "")));
  const hasData = config.data !== undefined;
  if (config.head && hasData && !config.get) return fail(m.headWithData);
  const post = hasData && !config.get && !config.head;
  const method = config.method ?? (config.head ? "HEAD" : post ? "POST" : "GET");
  const badMethod = checkMethod(m, method);
  if (badMethod) return fail(badMethod);

  const url = curlUrl(written, { ...config, query: config.get && hasData ? config.data : config.query }, language);
  if (!url.ok) return url;
  const notes = [...url.notes];
  if (config.get && hasData && config.query !== undefined) {
    notes.push(m.urlQueryDropped);
  }

  const lines = [...config.headers];
  // --json adds its two headers to the -H list, unless -H named them (even to remove them).
  if (config.json && !mentions(config.headers, "Content-Type")) lines.push("Content-Type: application/json");
  if (config.json && !mentions(config.headers, "Accept")) lines.push("Accept: application/json");
  const custom = customHeaders(lines, language);
  if (!custom.ok) return custom;
  const headers = [...custom.headers.sent];
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== "" && !mentions(lines, name)) headers.push([name, value]);
  };

  const credentials = config.user ?? url.userinfo;
  if (config.user !== undefined && !config.user.includes(":") && config.bearer === undefined) {
    return fail(m.noPassword(excerpt(config.user)));
  }
  if (config.challenge && credentials !== undefined) {
    return fail(m.challenge(config.challenge));
  }
  add(
    "Authorization",
    config.bearer !== undefined ? `Bearer ${config.bearer}` : credentials && `Basic ${base64Utf8(credentials)}`,
  );
  if (url.userinfo !== undefined && config.user === undefined && config.bearer === undefined) {
    notes.push(m.urlCredentials);
  }
  add("User-Agent", config.userAgent);
  add("Referer", config.referer?.split(";auto")[0]);
  add("Cookie", config.cookies.length > 0 ? config.cookies.join(";") : undefined);
  if (config.range !== undefined && post) notes.push(m.noRangeWithBody);
  else add("Range", config.range && `bytes=${config.range}`);
  if (post) add("Content-Type", "application/x-www-form-urlencoded");

  const body = post ? config.data : undefined;
  const request: ParsedRequest = { method, url: url.url, headers };
  if (body !== undefined) request.body = body;
  if (custom.headers.removed.length > 0) request.removedHeaders = custom.headers.removed;

  const length = headers.find(([name]) => name.toLowerCase() === "content-length")?.[1];
  if (length !== undefined && body !== undefined && Number(length) !== new TextEncoder().encode(body).length) {
    return fail(m.contentLength(length, new TextEncoder().encode(body).length));
  }
  notes.push(...describe(m, LOCALES[language], config, request, custom.headers.ignored, url.relative));
  return { ok: true, request, notes };
}

function describe(
  m: CurlMessages,
  locale: string,
  config: CurlConfig,
  request: ParsedRequest,
  ignored: string[],
  relative: boolean,
): string[] {
  const notes: string[] = [];
  if (relative) notes.push(m.relative);
  for (const line of ignored) notes.push(m.noColon(excerpt(line)));
  const hidden = request.headers.map(([name]) => name).filter(browserCannotSend);
  if (hidden.length > 0) notes.push(pluralForm(locale, hidden.length, m.hidden)(hidden.join(", ")));
  const type = request.headers.some(([name]) => name.toLowerCase() === "content-type");
  if (request.body !== undefined && !type) notes.push(m.noContentType);
  if (request.body !== undefined && (request.method === "GET" || request.method === "HEAD")) {
    notes.push(m.bodyWith(request.method));
  }
  const removed = (request.removedHeaders ?? []).filter((name) => /^(accept|user-agent)$/i.test(name));
  if (removed.length > 0) notes.push(m.removed(removed[0] ?? ""));
  if (config.compressed) notes.push(m.compressed);
  if (config.trEncoding) notes.push(m.trEncoding);
  if (config.netrc) notes.push(m.netrc);
  if (config.cookieFiles.length > 0)
    notes.push(m.cookieFiles(config.cookieFiles.map((file) => excerpt(file)).join(", ")));
  for (const [note, options] of config.notes) notes.push(m.optionNote(options.join(", "), m.optionNotes[note]));
  return notes;
}
