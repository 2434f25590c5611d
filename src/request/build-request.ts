import type { ActionDefinition, PathStyle } from "../catalog/define-action";
import { type AuthForm, authorizationValue } from "./auth-header";
import { checkBaseUrl } from "./base-url";
import type { RequestSpec } from "./request-spec";

export interface RequestSettings {
  baseUrl: string;
  apiKey: string;
  pathStyle: PathStyle;
  /** Headers added after the standard ones, e.g. a sandbox scenario. */
  extraHeaders?: [string, string][];
}

export interface RequestInput {
  /** Validated parameters, typed as the schema says (integers as numbers, ids as strings). */
  params: Record<string, unknown>;
  /** Extra query parameters, sent as written (not encoded), after the generated ones. */
  extraQuery?: [string, string][];
  /** A body sent exactly as typed instead of the generated one (POST actions). */
  rawBody?: string;
  /** With a raw body: its Content-Type as imported, or null for none. Otherwise application/json. */
  contentType?: string | null;
  /** How the key is written in Authorization (as imported), or null for no header. Otherwise `Bearer <key>`. */
  authorization?: AuthForm | null;
}

export type BuildResult = { ok: true; spec: RequestSpec } | { ok: false; message: string };

/** A parameter's value as the query carries it. */
export function queryValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** (action, parameters, settings) → the exact request. Pure; never throws. */
export function buildRequest(action: ActionDefinition, input: RequestInput, settings: RequestSettings): BuildResult {
  const base = checkBaseUrl(settings.baseUrl);
  if (!base.ok) return { ok: false, message: base.message };

  const defined = Object.entries(input.params).filter(([, value]) => value !== undefined);
  const query = new URLSearchParams();
  if (action.paramsIn === "query") {
    for (const [name, value] of defined) query.append(name, queryValue(value));
  }
  // Extra parameters go as written, after the form's own: not encoded (a typed `%20` or `+` is sent so),
  // only what a URL cannot hold (a space, `#`) percent-encoded by the URL itself.
  const written = (input.extraQuery ?? []).filter(([name]) => name !== "").map(([name, value]) => `${name}=${value}`);
  const search = [query.toString(), ...written].filter((part) => part !== "").join("&");

  const path = base.url.pathname.replace(/\/+$/, "") + action.path[settings.pathStyle];
  const url = new URL(base.url.origin + path);
  // With its "?": the setter takes off one, so a written pair that starts with "?" keeps it.
  url.search = search === "" ? "" : `?${search}`;

  const headers: [string, string][] = [];
  if (settings.apiKey !== "" && input.authorization !== null) {
    headers.push(["Authorization", authorizationValue(input.authorization, settings.apiKey)]);
  }

  let body: string | undefined;
  if (action.paramsIn === "body") {
    body = input.rawBody ?? JSON.stringify(Object.fromEntries(defined));
    const type = input.rawBody === undefined ? undefined : input.contentType;
    if (type !== null) headers.push(["Content-Type", type ?? "application/json"]);
  }
  headers.push(...(settings.extraHeaders ?? []));

  const spec: RequestSpec = { method: action.method, url: url.href, headers };
  if (body !== undefined) spec.body = body;
  if (settings.apiKey !== "" && input.authorization === null) spec.key = settings.apiKey;
  return { ok: true, spec };
}
