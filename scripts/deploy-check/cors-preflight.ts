import { actions } from "../../src/catalog/catalog";
import type { ActionDefinition, PathStyle } from "../../src/catalog/define-action";
import { buildRequest } from "../../src/request/build-request";

/** What a browser sends before a cross-origin request it may not make unasked (Fetch, "CORS-preflight request"). */
export interface Preflight {
  /** "GET /balance", for the report. */
  label: string;
  url: string;
  headers: Record<string, string>;
}

/** Request headers a page may send cross-origin without asking (Fetch, "CORS-safelisted request-header"). */
function safelisted(name: string, value: string): boolean {
  const mime = value.split(";")[0]?.trim().toLowerCase();
  if (name === "content-type") {
    return ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"].includes(mime ?? "");
  }
  return ["accept", "accept-language", "content-language"].includes(name);
}

/** The preflight the browser sends before the console calls this action on that API from origin. */
export function preflightFor(action: ActionDefinition, baseUrl: string, pathStyle: PathStyle, origin: string) {
  const params = action.params.safeParse(action.example);
  const built = buildRequest(
    action,
    { params: params.success ? params.data : {} },
    // Any key will do: a preflight never carries it, only the header's name.
    { baseUrl, apiKey: "placeholder", pathStyle },
  );
  if (!built.ok) throw new Error(built.message);
  const { spec } = built;
  const unsafe = [
    ...new Set(spec.headers.filter(([n, v]) => !safelisted(n.toLowerCase(), v)).map(([n]) => n.toLowerCase())),
  ];
  const headers: Record<string, string> = {
    Accept: "*/*",
    Origin: origin,
    "Access-Control-Request-Method": spec.method,
    "Sec-Fetch-Mode": "cors",
    "Sec-Fetch-Dest": "empty",
  };
  if (unsafe.length > 0) headers["Access-Control-Request-Headers"] = unsafe.sort().join(",");
  const path = new URL(spec.url).pathname;
  return { label: `${spec.method} ${path}`, url: spec.url, headers } satisfies Preflight;
}

export function preflightsFor(baseUrl: string, pathStyle: PathStyle, origin: string): Preflight[] {
  return actions.map((action) => preflightFor(action, baseUrl, pathStyle, origin));
}

const list = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** Methods a page may use cross-origin without the server naming them. */
const SAFELISTED_METHODS = ["GET", "HEAD", "POST"];

/**
 * Why a browser would refuse this answer to the preflight, or undefined if it would go on to send
 * the request. Requests are sent without credentials (fetch's default across origins), so "*"
 * counts, except that Authorization must always be named.
 */
export function refusal(preflight: Preflight, answer: { status: number; headers: Headers }): string | undefined {
  if (answer.status < 200 || answer.status > 299) {
    return `the preflight (OPTIONS, without a key) got HTTP ${answer.status}, not a 2xx answer`;
  }
  const origin = preflight.headers.Origin ?? "";
  const allowedOrigin = answer.headers.get("access-control-allow-origin")?.trim();
  if (!allowedOrigin) return "no Access-Control-Allow-Origin";
  if (allowedOrigin !== "*" && allowedOrigin !== origin) {
    return `Access-Control-Allow-Origin is ${allowedOrigin}, not this console's ${origin}`;
  }
  const method = preflight.headers["Access-Control-Request-Method"] ?? "GET";
  const methods = list(answer.headers.get("access-control-allow-methods"));
  if (!SAFELISTED_METHODS.includes(method) && !methods.includes(method) && !methods.includes("*")) {
    return `Access-Control-Allow-Methods does not list ${method}`;
  }
  const allowed = list(answer.headers.get("access-control-allow-headers")).map((name) => name.toLowerCase());
  const missing = list(preflight.headers["Access-Control-Request-Headers"] ?? "").filter(
    (name) => !allowed.includes(name) && (name === "authorization" || !allowed.includes("*")),
  );
  if (missing.length > 0) return `Access-Control-Allow-Headers does not list ${missing.join(", ")}`;
  return undefined;
}
