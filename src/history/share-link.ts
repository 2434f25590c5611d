import "../lib/zod-setup";
import * as z from "zod/mini";
import { findAction } from "../catalog/catalog";
import { fieldSpecs } from "../catalog/field-specs";
import { isJsonObject, parseJson } from "../lib/parse-json";
import { encodedRow } from "../request/query-pairs";

/**
 * What a share link carries: the action, the path style, what was typed, and the base URL
 * only when asked. There is no field for a key, so no link can carry one by mistake.
 */
export const ShareState = z.object({
  actionId: z.string().check(z.refine((id) => findAction(id) !== undefined, "Not one of the console's actions")),
  pathStyle: z.enum(["console", "rest"]),
  baseUrl: z.optional(z.string()),
  values: z.record(z.string(), z.string()),
  extraQuery: z.array(z.object({ name: z.string(), value: z.string() })),
  rawBody: z.nullable(z.string()),
  /** The raw body's Content-Type and how Authorization is written round the key, when not the console's own. */
  contentType: z.optional(z.nullable(z.string())),
  authorization: z.optional(z.nullable(z.object({ before: z.string(), after: z.string() }))),
});
export type ShareState = z.infer<typeof ShareState>;

/** The hash starts with this, so a link from a future version is told apart from garbage. */
const MARK = "share";
/**
 * Version 2: extra parameters as written, sent so. Version 1 carried them as typed text, which was
 * encoded when sent: such a link is read as what it sent.
 */
const VERSION = "2";
const TYPED_EXTRAS = "1";

/**
 * The state as a URL fragment (#…). Browsers never send the fragment to a server, so what was
 * typed stays out of every server and proxy log on the way. Readable on purpose: a support
 * engineer can see what a link holds before opening it.
 */
export function encodeShareHash(state: ShareState): string {
  const params = new URLSearchParams();
  params.set(MARK, VERSION);
  params.set("action", state.actionId);
  params.set("paths", state.pathStyle);
  if (state.baseUrl !== undefined) params.set("base", state.baseUrl);
  for (const [name, value] of Object.entries(state.values)) if (value !== "") params.append(`f.${name}`, value);
  for (const row of state.extraQuery) if (row.name !== "") params.append(`x.${row.name}`, row.value);
  if (state.rawBody !== null) params.set("body", state.rawBody);
  if (state.contentType !== undefined) params.set("ct", state.contentType ?? "");
  if (state.authorization !== undefined) {
    const { authorization: auth } = state;
    params.set("auth", auth === null ? "none" : JSON.stringify([auth.before, auth.after]));
  }
  return `#${params.toString()}`;
}

/**
 * The fresh fields (the order reference) a link still carries: those its raw body holds with a
 * value that is not text, which opening the link cannot renew. Whatever the link's message says
 * is checked against this.
 */
export function freshInLink(state: ShareState, names: readonly string[]): string[] {
  const parsed = parseJson(state.rawBody ?? "");
  const body = parsed.ok && isJsonObject(parsed.value) ? parsed.value : {};
  return names.filter((name) => state.values[name] || (name in body && body[name] !== ""));
}

function readAuthorization(text: string): ShareState["authorization"] | ShareProblem {
  if (text === "none") return null;
  const parsed = parseJson(text);
  const pair = parsed.ok && Array.isArray(parsed.value) ? parsed.value : [];
  const [before, after] = pair;
  return pair.length === 2 && typeof before === "string" && typeof after === "string"
    ? { before, after }
    : { kind: "authorization", form: text };
}

/**
 * What is wrong with a link, as data the page words in its language. Names and values come from
 * the link as written; `detail` is the schema's words about the part at `path`.
 */
export type ShareProblem =
  | { kind: "version"; found: string }
  | { kind: "unknown-action"; action: string }
  | { kind: "no-field"; actionId: string; field: string }
  | { kind: "authorization"; form: string }
  | { kind: "unknown-part"; name: string }
  | { kind: "no-body"; actionId: string }
  | { kind: "invalid"; path: string; detail: string };

export type ShareParse =
  | { kind: "none" }
  | { kind: "ok"; state: ShareState }
  | { kind: "error"; problem: ShareProblem };

const fail = (problem: ShareProblem): ShareParse => ({ kind: "error", problem });

/** Reads a location.hash. Anything that is not a share link at all is "none", not an error. */
export function parseShareHash(hash: string): ShareParse {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!params.has(MARK)) return { kind: "none" };
  const version = params.get(MARK);
  if (version !== VERSION && version !== TYPED_EXTRAS) return fail({ kind: "version", found: String(version) });
  const action = findAction(params.get("action") ?? "");
  if (!action) return fail({ kind: "unknown-action", action: params.get("action") ?? "" });
  const fields = new Set(fieldSpecs(action.params).map((spec) => spec.name));
  const values: Record<string, string> = {};
  const extraQuery: ShareState["extraQuery"] = [];
  let baseUrl: string | undefined;
  let rawBody: string | null = null;
  let contentType: ShareState["contentType"];
  let authorization: ShareState["authorization"];
  for (const [name, value] of params) {
    if (name.startsWith("f.")) {
      const field = name.slice(2);
      if (!fields.has(field)) return fail({ kind: "no-field", actionId: action.id, field });
      values[field] = value;
    } else if (name.startsWith("x.")) {
      const row = { name: name.slice(2), value };
      extraQuery.push(version === TYPED_EXTRAS ? encodedRow(row) : row);
    } else if (name === "base") baseUrl = value;
    else if (name === "body") rawBody = value;
    else if (name === "ct") contentType = value === "" ? null : value;
    else if (name === "auth") {
      const read = readAuthorization(value);
      if (read && "kind" in read) return fail(read);
      authorization = read;
    } else if (![MARK, "action", "paths"].includes(name)) return fail({ kind: "unknown-part", name });
  }
  if (rawBody !== null && action.paramsIn !== "body") return fail({ kind: "no-body", actionId: action.id });
  const parsed = ShareState.safeParse({
    actionId: action.id,
    pathStyle: params.get("paths"),
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    values,
    extraQuery,
    rawBody,
    ...(contentType !== undefined ? { contentType } : {}),
    ...(authorization !== undefined ? { authorization } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail({ kind: "invalid", path: issue?.path.map(String).join(".") ?? "", detail: issue?.message ?? "" });
  }
  return { kind: "ok", state: parsed.data };
}
