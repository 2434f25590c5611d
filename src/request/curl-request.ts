import type { CurlConfig } from "./curl-config";
import { base64Utf8 } from "./curl-escape";
import { browserCannotSend, customHeaders, mentions } from "./curl-headers";
import { curlUrl } from "./curl-url";
import type { ParseCurlResult, ParsedRequest } from "./parsed-request";
import { excerpt } from "./shell-command";

const fail = (message: string) => ({ ok: false as const, message });
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// fetch() writes these methods in upper case whatever case they are given in.
const NORMALISED = new Set(["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"]);
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

function checkMethod(method: string): string | undefined {
  const upper = method.toUpperCase();
  if (!TOKEN.test(method)) return `-X "${excerpt(method)}" is not a method a browser can send.`;
  if (FORBIDDEN_METHODS.has(upper)) return `-X ${method}: a browser does not send ${upper} requests.`;
  if (NORMALISED.has(upper) && method !== upper) {
    return `-X ${method}: curl sends the method as written ("${method}"), a browser sends ${upper}. Write -X ${upper} to import it.`;
  }
  return undefined;
}

function plural(names: string[], one: string, many: string): string {
  return names.length === 1 ? one : many;
}

/** The request curl builds from its command line (lib/http.c), or why the console cannot repeat it. */
export function curlRequest(config: CurlConfig): ParseCurlResult {
  const [written, ...more] = config.urls;
  if (written === undefined) return fail("No URL found in the command.");
  if (more.length > 0) {
    return fail(
      `There is more than one URL: "${excerpt(written)}" and "${excerpt(more[0] ?? "")}". curl sends one request to each: import one at a time.`,
    );
  }
  const hasData = config.data !== undefined;
  if (config.head && hasData && !config.get) return fail("-I (HEAD) and data together: curl refuses the command.");
  const post = hasData && !config.get && !config.head;
  const method = config.method ?? (config.head ? "HEAD" : post ? "POST" : "GET");
  const badMethod = checkMethod(method);
  if (badMethod) return fail(badMethod);

  const url = curlUrl(written, { ...config, query: config.get && hasData ? config.data : config.query });
  if (!url.ok) return url;
  const notes = [...url.notes];
  if (config.get && hasData && config.query !== undefined) {
    notes.push("--url-query: with -G and data, curl puts only the data in the query and sends nothing of --url-query.");
  }

  const lines = [...config.headers];
  // --json adds its two headers to the -H list, unless -H named them (even to remove them).
  if (config.json && !mentions(config.headers, "Content-Type")) lines.push("Content-Type: application/json");
  if (config.json && !mentions(config.headers, "Accept")) lines.push("Accept: application/json");
  const custom = customHeaders(lines);
  if (!custom.ok) return custom;
  const headers = [...custom.headers.sent];
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== "" && !mentions(lines, name)) headers.push([name, value]);
  };

  const credentials = config.user ?? url.userinfo;
  if (config.user !== undefined && !config.user.includes(":") && config.bearer === undefined) {
    return fail(
      `-u ${excerpt(config.user)} has no password: curl asks for it at a prompt, so it is not in the command. Write -u user:password.`,
    );
  }
  if (config.challenge && credentials !== undefined) {
    return fail(`${config.challenge} logs in with a challenge and response, which the console does not do.`);
  }
  add(
    "Authorization",
    config.bearer !== undefined ? `Bearer ${config.bearer}` : credentials && `Basic ${base64Utf8(credentials)}`,
  );
  if (url.userinfo !== undefined && config.user === undefined && config.bearer === undefined) {
    notes.push(
      "The URL's user name and password are sent as Authorization: Basic, as curl does; a browser sends no URL with them.",
    );
  }
  add("User-Agent", config.userAgent);
  add("Referer", config.referer?.split(";auto")[0]);
  add("Cookie", config.cookies.length > 0 ? config.cookies.join(";") : undefined);
  if (config.range !== undefined && post) notes.push("-r: curl sends no Range header with a body.");
  else add("Range", config.range && `bytes=${config.range}`);
  if (post) add("Content-Type", "application/x-www-form-urlencoded");

  const body = post ? config.data : undefined;
  const request: ParsedRequest = { method, url: url.url, headers };
  if (body !== undefined) request.body = body;
  if (custom.headers.removed.length > 0) request.removedHeaders = custom.headers.removed;

  const length = headers.find(([name]) => name.toLowerCase() === "content-length")?.[1];
  if (length !== undefined && body !== undefined && Number(length) !== new TextEncoder().encode(body).length) {
    return fail(
      `Content-Length: ${length} is not the body's length, ${new TextEncoder().encode(body).length} bytes: the server read another body than the command holds.`,
    );
  }
  notes.push(...describe(config, request, custom.headers.ignored, url.relative));
  return { ok: true, request, notes };
}

function describe(config: CurlConfig, request: ParsedRequest, ignored: string[], relative: boolean): string[] {
  const notes: string[] = [];
  if (relative) notes.push("The URL has no host, which curl cannot send: it is read against the console's base URL.");
  for (const line of ignored) notes.push(`-H "${excerpt(line)}" has no "Name: value" form: curl sends nothing for it.`);
  const hidden = request.headers.map(([name]) => name).filter(browserCannotSend);
  if (hidden.length > 0) {
    notes.push(
      `${hidden.join(", ")}: a browser does not let a page send ${plural(hidden, "this header", "these headers")}, so a replay goes without ${plural(hidden, "it", "them")}.`,
    );
  }
  const type = request.headers.some(([name]) => name.toLowerCase() === "content-type");
  if (request.body !== undefined && !type) {
    notes.push("curl sent the body with no Content-Type; a browser sends text/plain;charset=UTF-8 unless one is set.");
  }
  if (request.body !== undefined && (request.method === "GET" || request.method === "HEAD")) {
    notes.push(`curl sends a body with ${request.method}; a browser cannot.`);
  }
  const removed = (request.removedHeaders ?? []).filter((name) => /^(accept|user-agent)$/i.test(name));
  if (removed.length > 0) notes.push(`-H "${removed[0]}:" removes a header curl sends; a browser still sends its own.`);
  if (config.compressed) notes.push("--compressed: the browser asks for compressed answers itself.");
  if (config.trEncoding) notes.push("--tr-encoding adds TE and Connection headers, which a browser cannot send.");
  if (config.netrc) {
    notes.push("A .netrc file is not in the command: curl may have sent an Authorization header from it.");
  }
  if (config.cookieFiles.length > 0) {
    notes.push(
      `-b ${config.cookieFiles.map((file) => excerpt(file)).join(", ")}: cookies read from a file are not in the command.`,
    );
  }
  for (const [note, options] of config.notes) notes.push(`${options.join(", ")}: ${note}.`);
  return notes;
}
