import * as z from "zod/mini";
import { bodyTexts } from "../catalog/body-texts";
import { actions } from "../catalog/catalog";
import type { ActionDefinition, PathStyle } from "../catalog/define-action";
import { type FieldSpec, fieldSpecs } from "../catalog/field-specs";
import { fromText, type TextValues } from "../catalog/text-input";
import type { Language } from "../lib/i18n/language";
import { isJsonObject, parseJson } from "../lib/parse-json";
import { type AuthForm, BEARER_FORM, splitAuthorization } from "./auth-header";
import { queryValue } from "./build-request";
import { type CurlMessages, curlMessages } from "./curl-messages";
import type { ParsedRequest } from "./parse-curl";
import { decodedPair, encodedRow, writtenPairs } from "./query-pairs";

/** A request mapped back onto the catalog: what the console's form and settings should hold. */
export interface MatchedRequest {
  actionId: string;
  values: TextValues;
  extraQuery: [string, string][];
  rawBody: string | null;
  /** With a raw body: its Content-Type as the command had it, null for none; absent for application/json. */
  contentType?: string | null;
  /** How the command wrote Authorization around the key, null for no header; absent for `Bearer <key>`. */
  authorization?: AuthForm | null;
  /** Absent when the command had a path without a host: the current base URL stays. */
  baseUrl?: string;
  pathStyle?: PathStyle;
  apiKey?: string;
  headers: { scenario?: string };
  notes: string[];
}

export type MatchResult = { ok: true; match: MatchedRequest } | { ok: false; message: string };

const RELATIVE_BASE = "http://relative.invalid";
const KNOWN_HEADERS = new Set(["authorization", "content-type", "x-sandbox-scenario"]);
const JSON_TYPE = "application/json";
const SHELL_VARIABLE = /^\$\{?[A-Za-z_]\w*\}?$/;

function headerOf(request: ParsedRequest, name: string): string | undefined {
  return request.headers.find(([header]) => header.toLowerCase() === name)?.[1];
}

type ImportedAuth = Pick<MatchedRequest, "authorization" | "apiKey"> & { note?: string };

/**
 * Authorization as the command wrote it, so the replay sends the same: the key is offered apart
 * (Basic's encoded user:password too, so that taking it sends the command's very header; not a
 * shell variable), the rest kept as the draft's form.
 */
function importedAuthorization(m: CurlMessages, value: string | undefined): ImportedAuth {
  if (value === undefined || value.trim() === "") return { authorization: null, note: m.noAuthorization };
  const { before, key, after } = splitAuthorization(value.trim());
  if (key === "") return { authorization: null, note: m.noKeyInAuthorization };
  const form = before === BEARER_FORM.before && after === "" ? {} : { authorization: { before, after } };
  const offered = !SHELL_VARIABLE.test(key);
  const note = "authorization" in form ? m.authorizationAsWritten : undefined;
  return { ...form, ...(offered ? { apiKey: key } : {}), ...(note ? { note } : {}) };
}

/** The command's Authorization with its key, as the replay sends it when the command's key is taken. */
export function writtenAuthorization(match: Pick<MatchedRequest, "authorization" | "apiKey">): string {
  const form = match.authorization ?? BEARER_FORM;
  return `${form.before}${match.apiKey ?? ""}${form.after}`;
}

function findByPath(pathname: string): { action: ActionDefinition; style?: PathStyle; suffix: string }[] {
  const path = pathname.replace(/\/+$/, "");
  return actions.flatMap((action) => {
    const styles = (["console", "rest"] as const).filter((style) => path.endsWith(action.path[style]));
    if (styles.length === 0) return [];
    const style = action.path.console === action.path.rest ? undefined : styles[0];
    return [{ action, ...(style ? { style } : {}), suffix: action.path[styles[0] ?? "console"] }];
  });
}

/** A value typed as text that the schema accepts as it is: safe to put in the form. */
function fitsField(action: ActionDefinition, spec: FieldSpec, text: string): boolean {
  const field = action.params.shape[spec.name];
  return field !== undefined && z.safeParse(field, fromText(spec.kind, text)).success;
}

/** Form values for a JSON body, only when the form would send these very bytes again. */
function bodyValues(action: ActionDefinition, specs: FieldSpec[], body: string): TextValues | undefined {
  const parsed = parseJson(body);
  if (!parsed.ok || !isJsonObject(parsed.value)) return undefined;
  const object = parsed.value;
  const values: TextValues = {};
  for (const [name, value] of Object.entries(object)) {
    const spec = specs.find((candidate) => candidate.name === name);
    const text = typeof value === "string" ? value : JSON.stringify(value);
    if (!spec || fromText(spec.kind, text) !== value || !fitsField(action, spec, text)) return undefined;
    values[name] = text;
  }
  // The form writes fields in schema order, compactly: anything else is kept as raw text.
  const regenerated = specs.filter((spec) => spec.name in object).map((spec) => [spec.name, object[spec.name]]);
  return JSON.stringify(Object.fromEntries(regenerated)) === body ? values : undefined;
}

/**
 * Finds the action a request was for, from its method and path (either path set, any base). Its
 * message and notes are in `language`, actions named by `name` (the catalog's label by default).
 */
export function matchRequest(
  request: ParsedRequest,
  language: Language = "en",
  name: (action: ActionDefinition) => string = (action) => action.label,
): MatchResult {
  const m = curlMessages[language];
  let url: URL;
  let relative = false;
  try {
    url = new URL(request.url);
  } catch {
    relative = true;
    url = new URL(request.url.startsWith("/") ? request.url : `/${request.url}`, RELATIVE_BASE);
  }
  const candidates = findByPath(url.pathname);
  const found = candidates.find((candidate) => candidate.action.method === request.method);
  if (!found) {
    const other = candidates[0];
    return {
      ok: false,
      message: other
        ? m.otherMethod(request.method, url.pathname, name(other.action), other.action.method)
        : m.unknownPath(url.pathname, actions.map((a) => a.path.console).join(", ")),
    };
  }
  const { action } = found;
  const specs = fieldSpecs(action.params);
  const values: TextValues = {};
  const extraQuery: [string, string][] = [];
  const notes: string[] = [];
  // The form writes its parameters first, in its own order, encoded its own way; extras follow as
  // written. So a parameter goes to its field only where the form would write the very same text
  // there ("01" would go as "1", "a%20b" as "a+b"); from the first that does not, the rest are
  // extras, as written: the query is sent byte for byte as imported.
  let last = -1;
  const bare: string[] = [];
  const nameless: string[] = [];
  for (const [written, writtenValue] of writtenPairs(url.search)) {
    if (written === "") {
      nameless.push(`=${writtenValue ?? ""}`);
      continue;
    }
    if (writtenValue === undefined) {
      bare.push(written);
      extraQuery.push([written, ""]);
      continue;
    }
    const [name, value] = decodedPair(written, writtenValue);
    const at = action.paramsIn === "query" && extraQuery.length === 0 ? specs.findIndex((s) => s.name === name) : -1;
    const spec = specs[at];
    const asFormWrites = spec && encodedRow({ name, value: queryValue(fromText(spec.kind, value)) });
    const same = at > last && asFormWrites?.name === written && asFormWrites.value === writtenValue;
    if (spec && same && fitsField(action, spec, value)) {
      values[name] = value;
      last = at;
    } else extraQuery.push([written, writtenValue]);
  }
  if (bare.length > 0) notes.push(m.bareQuery(bare.join(", ")));
  if (nameless.length > 0) notes.push(m.namelessQuery(nameless.join(" ")));
  if (url.search.length > 1 && url.search.slice(1).split("&").includes("")) notes.push(m.emptyQueryPairs);

  let rawBody: string | null = null;
  let contentType: string | null | undefined;
  const type = headerOf(request, "content-type");
  // The form sends application/json, so any other type (or none) is replayed as the command had it.
  const formType = action.paramsIn === "body" && type?.toLowerCase() === JSON_TYPE;
  if (request.body !== undefined) {
    const fromBody = formType ? bodyValues(action, specs, request.body) : undefined;
    if (fromBody) Object.assign(values, fromBody);
    else {
      rawBody = request.body;
      // The fields show what the body says, switched off while the raw body is sent.
      for (const [name, text] of Object.entries(bodyTexts(specs, rawBody) ?? {})) if (text !== "") values[name] = text;
      notes.push(m.bodyKept);
    }
  } else if (action.paramsIn === "body" && request.method === "POST") {
    rawBody = "";
    notes.push(m.noBody);
  }
  if (rawBody !== null && action.paramsIn === "body" && !formType) {
    contentType = type ?? null;
    notes.push(type === undefined ? m.sentWithoutType : m.sentAs(type));
  }

  const match: MatchedRequest = { actionId: action.id, values, extraQuery, rawBody, headers: {}, notes };
  if (contentType !== undefined) match.contentType = contentType;
  if (!relative) match.baseUrl = url.origin + url.pathname.replace(/\/+$/, "").slice(0, -found.suffix.length);
  if (found.style) match.pathStyle = found.style;
  const { note: authNote, ...auth } = importedAuthorization(m, headerOf(request, "authorization"));
  Object.assign(match, auth);
  if (authNote) notes.push(authNote);
  const ignored: string[] = [];
  for (const [header, value] of request.headers) {
    const lower = header.toLowerCase();
    if (lower === "x-sandbox-scenario") match.headers.scenario = value;
    else if (lower === "content-type" && action.paramsIn !== "body") {
      notes.push(m.contentTypeDropped(value, name(action)));
    } else if (!KNOWN_HEADERS.has(lower)) ignored.push(header);
  }
  if (ignored.length > 0) notes.push(m.headersLeftOut(ignored.join(", ")));
  return { ok: true, match };
}
