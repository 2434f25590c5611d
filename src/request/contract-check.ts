import * as z from "zod/mini";
import type { ActionDefinition, PathStyle } from "../catalog/define-action";
import { type FieldKind, type FieldSpec, fieldSpecs } from "../catalog/field-specs";
import { fromText } from "../catalog/text-input";
import { topLevelMembers } from "../lib/json-members";
import { isJsonObject, parseJson } from "../lib/parse-json";
import { parseUrl } from "../lib/parse-url";
import { authorizationKey, splitAuthorization } from "./auth-header";
import { isLoopback } from "./base-url";
import { maskKey, splitAtKey } from "./mask-key";
import type { RequestSpec } from "./request-spec";

/*
 * Every way a request differs from its action's contract, as the spec publishes it: HTTPS, the
 * path, `Authorization: Bearer <API_KEY>`, a JSON body sent as application/json with each field
 * of the catalog's type. Derived from the catalog entry (its zod schema and field specs), never
 * from a second copy of the rules. Pure: the same request gives the same findings.
 */

export type FindingKind =
  | "plain-http"
  | "path-set"
  | "query-on-post"
  | "unknown-parameter"
  | "authorization"
  | "content-type"
  | "not-json"
  | "wrong-type"
  | "invalid-value"
  | "missing"
  | "unknown-field"
  | "repeated-field";

export interface ContractFinding {
  kind: FindingKind;
  /** What differs: a field, a query parameter, a header, the URL. */
  where: string;
  expected: string;
  got: string;
}

export interface ContractContext {
  /** The path set the API is configured with (its environment's); absent when either will do. */
  pathStyle?: PathStyle;
  /** Who uses that path set, for the message: "Embedded sandbox". */
  environment?: string;
  /** Where a pasted command sent the request: plain http there is a finding even when the console uses https. */
  sentTo?: string;
}

const JSON_TYPE = "application/json";

/** The JSON type a field is sent as, by its kind; undefined when any JSON will do. */
const JSON_TYPES: Record<FieldKind, string | undefined> = {
  integer: "number",
  number: "number",
  digits: "string",
  text: "string",
  date: "string",
  choice: "string",
  boolean: "boolean",
  json: undefined,
};

/** What a field's contract asks for, in words. */
export function expectedOf(spec: FieldSpec): string {
  switch (spec.kind) {
    case "integer":
      return "an integer (JSON number)";
    case "number":
      return "a number (JSON number)";
    case "digits":
      return "a string of digits";
    case "date":
      return "a date string (YYYY-MM-DD)";
    case "choice":
      return `one of ${(spec.options ?? []).join(", ")}`;
    case "boolean":
      return "true or false";
    case "json":
      return "JSON";
    default:
      return "a string";
  }
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** A value as the finding shows it: its JSON type and the value, cut short. */
export function describeValue(value: unknown): string {
  const type = jsonTypeOf(value);
  const json = JSON.stringify(value) ?? String(value);
  const shown = json.length > 60 ? `${json.slice(0, 60)}…` : json;
  return type === "object" || type === "array"
    ? `${type === "array" ? "an array" : "an object"} ${shown}`
    : `${type} ${shown}`;
}

/** The schema's message for a value of one field, or undefined when it passes. */
export function fieldProblem(action: ActionDefinition, spec: FieldSpec, value: unknown): string | undefined {
  const field = action.params.shape[spec.name];
  if (!field) return undefined;
  const result = z.safeParse(field as z.ZodMiniType, value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? "not valid");
}

/** One body field against its schema: the JSON type first, then the schema's own rule. */
function fieldFinding(action: ActionDefinition, spec: FieldSpec, value: unknown): ContractFinding | undefined {
  const expected = expectedOf(spec);
  const type = JSON_TYPES[spec.kind];
  if (type !== undefined && jsonTypeOf(value) !== type) {
    return { kind: "wrong-type", where: spec.name, expected, got: describeValue(value) };
  }
  const problem = fieldProblem(action, spec, value);
  return problem
    ? { kind: "invalid-value", where: spec.name, expected: `${expected}: ${problem}`, got: describeValue(value) }
    : undefined;
}

/** "only the fields of Validate player ID (game_id, user_id)": what an unknown name is measured against. */
function onlyThese(what: string, action: ActionDefinition, specs: readonly FieldSpec[]): string {
  return `only the ${what} of ${action.label} (${specs.map((spec) => spec.name).join(", ")})`;
}

function urlFindings(action: ActionDefinition, url: URL, context: ContractContext): ContractFinding[] {
  const findings: ContractFinding[] = [];
  const expected = "https:// (the API is HTTPS only)";
  if (url.protocol === "http:") {
    const local = isLoopback(url.hostname) ? " (allowed by the console only because it is this machine)" : "";
    findings.push({ kind: "plain-http", where: "URL scheme", expected, got: `http://${local}` });
  } else if (context.sentTo && parseUrl(context.sentTo)?.protocol === "http:") {
    const where = "URL scheme of the pasted command";
    findings.push({ kind: "plain-http", where, expected, got: `http:// (${context.sentTo})` });
  }
  const wanted = context.pathStyle;
  const other = wanted === "console" ? "rest" : "console";
  if (
    wanted &&
    action.path[wanted] !== action.path[other] &&
    url.pathname.replace(/\/+$/, "").endsWith(action.path[other])
  ) {
    const by = context.environment ? `, as ${context.environment} uses` : "";
    const names = { console: "console paths", rest: "REST paths" };
    findings.push({
      kind: "path-set",
      where: "path",
      expected: `${action.path[wanted]} (${names[wanted]}${by})`,
      got: `${action.path[other]} (${names[other]})`,
    });
  }
  return findings;
}

function queryFindings(action: ActionDefinition, specs: FieldSpec[], url: URL): ContractFinding[] {
  const findings: ContractFinding[] = [];
  const seen = new Set<string>();
  for (const [name, text] of url.searchParams) {
    const where = `query parameter ${name}`;
    const got = `${name}=${text}`;
    if (action.paramsIn === "body") {
      findings.push({
        kind: "query-on-post",
        where,
        expected: `none: ${action.method} sends its parameters in the JSON body`,
        got,
      });
      continue;
    }
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) {
      // Where the API publishes no parameters, the console's are a guess: another one may be right.
      if (action.contractPublished) {
        findings.push({ kind: "unknown-parameter", where, expected: onlyThese("parameters", action, specs), got });
      }
      continue;
    }
    if (seen.has(name)) findings.push({ kind: "repeated-field", where: name, expected: "once", got: "more than once" });
    seen.add(name);
    const problem = fieldProblem(action, spec, fromText(spec.kind, text));
    if (problem && text !== "") {
      findings.push({
        kind: "invalid-value",
        where: name,
        expected: `${expectedOf(spec)}: ${problem}`,
        got: JSON.stringify(text),
      });
    }
  }
  if (action.paramsIn === "query") {
    for (const spec of specs) {
      if (spec.required && !url.searchParams.get(spec.name)) {
        findings.push({
          kind: "missing",
          where: spec.name,
          expected: `${expectedOf(spec)} (required)`,
          got: "missing",
        });
      }
    }
  }
  return findings;
}

/** `Authorization: Bearer <API_KEY>`: one space, the key alone. Never shows the key. */
export function authorizationFindings(value: string | undefined): ContractFinding[] {
  const where = "Authorization header";
  const expected = "Bearer, one space, the key";
  if (value === undefined || value.trim() === "") return [{ kind: "authorization", where, expected, got: "no header" }];
  const { before, key, after } = splitAuthorization(value);
  const scheme = /^\S+/.exec(before)?.[0];
  const wrong = (got: string): ContractFinding => ({ kind: "authorization", where, expected, got });
  if (!scheme || key === "") return [wrong(key === "" ? "no key" : "the key with no Bearer before it")];
  if (scheme.toLowerCase() !== "bearer") return [wrong(`the scheme ${scheme}`)];
  const findings: ContractFinding[] = [];
  const gap = before.slice(scheme.length).replace(/["']$/, "");
  if (gap !== " ") findings.push(wrong(gap === "  " ? "two spaces after Bearer" : "other whitespace after Bearer"));
  if (after !== "") findings.push(wrong("the key in quotes"));
  else if (/["']/.test(key)) findings.push(wrong("quotes in the key"));
  if (/\s/.test(key)) findings.push(wrong("whitespace in the key"));
  return findings;
}

function bodyFindings(action: ActionDefinition, specs: FieldSpec[], spec: RequestSpec): ContractFinding[] {
  if (action.paramsIn !== "body") return [];
  const findings: ContractFinding[] = [];
  const type = spec.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
  if (type?.split(";")[0]?.trim().toLowerCase() !== JSON_TYPE) {
    findings.push({
      kind: "content-type",
      where: "Content-Type header",
      expected: JSON_TYPE,
      got: type ?? "no header",
    });
  }
  const body = spec.body ?? "";
  const parsed = parseJson(body);
  if (!parsed.ok || !isJsonObject(parsed.value)) {
    const got =
      body.trim() === "" ? "an empty body" : parsed.ok ? `JSON ${jsonTypeOf(parsed.value)}` : "text that is not JSON";
    return [...findings, { kind: "not-json", where: "body", expected: "a JSON object", got }];
  }
  const object = parsed.value;
  const counts = new Map<string, number>();
  for (const member of topLevelMembers(body) ?? []) counts.set(member.name, (counts.get(member.name) ?? 0) + 1);
  for (const [name, count] of counts) {
    if (count > 1)
      findings.push({
        kind: "repeated-field",
        where: name,
        expected: "once",
        got: `${count} times (the last one counts)`,
      });
  }
  for (const field of specs) {
    if (field.name in object) {
      const finding = fieldFinding(action, field, object[field.name]);
      if (finding) findings.push(finding);
    } else if (field.required) {
      findings.push({
        kind: "missing",
        where: field.name,
        expected: `${expectedOf(field)} (required)`,
        got: "missing",
      });
    }
  }
  for (const [name, value] of Object.entries(object)) {
    if (!specs.some((field) => field.name === name)) {
      findings.push({
        kind: "unknown-field",
        where: name,
        expected: onlyThese("fields", action, specs),
        got: describeValue(value),
      });
    }
  }
  return findings;
}

/** The request's differences from the action's contract: URL, query, headers, then the body field by field. */
export function checkContract(
  action: ActionDefinition,
  spec: RequestSpec,
  context: ContractContext = {},
): ContractFinding[] {
  const url = parseUrl(spec.url);
  const specs = fieldSpecs(action.params);
  const authorization = spec.headers.find(([name]) => name.toLowerCase() === "authorization")?.[1];
  const findings = [
    ...(url ? urlFindings(action, url, context) : []),
    ...(url ? queryFindings(action, specs, url) : []),
    ...authorizationFindings(authorization),
    ...bodyFindings(action, specs, spec),
  ];
  // A key typed into a field or a query value is masked here as everywhere else.
  const key = authorizationKey(spec.headers);
  const mask = (text: string) => (key ? splitAtKey(text, key).join(maskKey(key)) : text);
  return findings.map((finding) => ({ ...finding, where: mask(finding.where), got: mask(finding.got) }));
}
