import * as z from "zod/mini";
import type { ActionDefinition, PathStyle } from "../catalog/define-action";
import { type FieldKind, type FieldSpec, fieldSpecs } from "../catalog/field-specs";
import { fromText } from "../catalog/text-input";
import { topLevelMembers } from "../lib/json-members";
import { isJsonObject, parseJson } from "../lib/parse-json";
import { parseUrl } from "../lib/parse-url";
import { type FieldMessage, withZodWords, type ZodWords } from "../lib/zod-setup";
import { splitAuthorization } from "./auth-header";
import { isLoopback } from "./base-url";
import type { ContractFinding, FieldProblem, FieldWant, Finding, Got, Place, Want } from "./contract-finding";
import { contractMessages } from "./contract-messages";
import { maskKey, requestKey, splitAtKey } from "./mask-key";
import type { RequestSpec } from "./request-spec";
import { wordFinding } from "./word-finding";

/*
 * Every way a request differs from its action's contract, as the spec publishes it: HTTPS, the
 * path, `Authorization: Bearer <API_KEY>`, a JSON body sent as application/json with each field
 * of the catalog's type. Derived from the catalog entry (its zod schema and field specs), never
 * from a second copy of the rules. Pure: the same request gives the same findings.
 */

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

/** What a field's contract asks for: its kind, and a choice's options. */
export function fieldWant(spec: FieldSpec): FieldWant {
  return spec.kind === "choice" ? { kind: "choice", options: spec.options ?? [] } : { kind: spec.kind };
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** A value as the finding shows it: its JSON type and the value, cut short. */
function valueGot(value: unknown): Got {
  const json = JSON.stringify(value) ?? String(value);
  return { got: "value", type: jsonTypeOf(value), json: json.length > 60 ? `${json.slice(0, 60)}…` : json };
}

const RULES: Record<FieldMessage, FieldMessage> = {
  required: "required",
  wholeNumber: "wholeNumber",
  atLeastOne: "atLeastOne",
  digits: "digits",
  digitsOnly: "digitsOnly",
  text: "text",
  date: "date",
  atMost: "atMost",
};
/** zod giving each of the catalog's messages as its key: which rule refused a value, as data, in no language. */
const BY_RULE: ZodWords = { field: RULES, issue: () => "notValid" };
const isRule = (message: string): message is FieldMessage => Object.hasOwn(RULES, message);

/** Which of the schema's rules refuses a value of one field, or undefined when it passes. */
export function fieldProblem(action: ActionDefinition, spec: FieldSpec, value: unknown): FieldProblem | undefined {
  const field = action.params.shape[spec.name];
  if (!field) return undefined;
  // The issue's message is worded when it is read: inside the parse's words.
  const issue = withZodWords(BY_RULE, () => z.safeParse(field as z.ZodMiniType, value).error?.issues[0]);
  if (!issue) return undefined;
  const rule = issue.message;
  // The one rule with a value in its words: the bound, which zod reports with the issue.
  if (rule === "atMost" && issue.code === "too_big") return { rule, limit: Number(issue.maximum) };
  return isRule(rule) && rule !== "atMost" ? { rule } : { rule: "notValid" };
}

/** One body field against its schema: the JSON type first, then the schema's own rule. */
function fieldFinding(action: ActionDefinition, spec: FieldSpec, value: unknown): Finding | undefined {
  const field = fieldWant(spec);
  const where: Place = { at: "field", name: spec.name };
  const type = JSON_TYPES[spec.kind];
  if (type !== undefined && jsonTypeOf(value) !== type) {
    return { kind: "wrong-type", where, expected: { want: "field", field }, got: valueGot(value) };
  }
  const problem = fieldProblem(action, spec, value);
  return problem
    ? { kind: "invalid-value", where, expected: { want: "field", field, problem }, got: valueGot(value) }
    : undefined;
}

/** "only the fields of Validate player ID (game_id, user_id)": what an unknown name is measured against. */
function onlyThese(what: "parameters" | "fields", action: ActionDefinition, specs: readonly FieldSpec[]): Want {
  return { want: "only", what, actionId: action.id, label: action.label, names: specs.map((spec) => spec.name) };
}

function urlFindings(action: ActionDefinition, url: URL, context: ContractContext): Finding[] {
  const findings: Finding[] = [];
  const expected: Want = { want: "https" };
  if (url.protocol === "http:") {
    findings.push({
      kind: "plain-http",
      where: { at: "scheme" },
      expected,
      got: { got: "http", local: isLoopback(url.hostname) },
    });
  } else if (context.sentTo && parseUrl(context.sentTo)?.protocol === "http:") {
    findings.push({
      kind: "plain-http",
      where: { at: "pasted-scheme" },
      expected,
      got: { got: "http-at", url: context.sentTo },
    });
  }
  const wanted = context.pathStyle;
  const other = wanted === "console" ? "rest" : "console";
  if (
    wanted &&
    action.path[wanted] !== action.path[other] &&
    url.pathname.replace(/\/+$/, "").endsWith(action.path[other])
  ) {
    findings.push({
      kind: "path-set",
      where: { at: "path" },
      expected: {
        want: "path",
        path: action.path[wanted],
        set: wanted,
        ...(context.environment ? { environment: context.environment } : {}),
      },
      got: { got: "path", path: action.path[other], set: other },
    });
  }
  return findings;
}

function queryFindings(action: ActionDefinition, specs: FieldSpec[], url: URL): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const [name, text] of url.searchParams) {
    const where: Place = { at: "query", name };
    const got: Got = { got: "as-sent", text: `${name}=${text}` };
    if (action.paramsIn === "body") {
      findings.push({ kind: "query-on-post", where, expected: { want: "no-query", method: action.method }, got });
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
    const field: Place = { at: "field", name };
    if (seen.has(name)) {
      findings.push({
        kind: "repeated-field",
        where: field,
        expected: { want: "once" },
        got: { got: "more-than-once" },
      });
    }
    seen.add(name);
    const problem = fieldProblem(action, spec, fromText(spec.kind, text));
    if (problem && text !== "") {
      findings.push({
        kind: "invalid-value",
        where: field,
        expected: { want: "field", field: fieldWant(spec), problem },
        got: { got: "as-sent", text: JSON.stringify(text) },
      });
    }
  }
  if (action.paramsIn === "query") {
    for (const spec of specs) {
      if (spec.required && !url.searchParams.get(spec.name)) {
        findings.push({
          kind: "missing",
          where: { at: "field", name: spec.name },
          expected: { want: "field", field: fieldWant(spec), required: true },
          got: { got: "missing" },
        });
      }
    }
  }
  return findings;
}

/** `Authorization: Bearer <API_KEY>`: one space, the key alone. Never shows the key. */
function authorizationIssues(value: string | undefined): Finding[] {
  const wrong = (got: Got): Finding => ({
    kind: "authorization",
    where: { at: "header", name: "Authorization" },
    expected: { want: "bearer" },
    got,
  });
  if (value === undefined || value.trim() === "") return [wrong({ got: "no-header" })];
  const { before, key, after } = splitAuthorization(value);
  const scheme = /^\S+/.exec(before)?.[0];
  if (!scheme || key === "") return [wrong({ got: key === "" ? "no-key" : "no-bearer" })];
  if (scheme.toLowerCase() !== "bearer") return [wrong({ got: "scheme", scheme })];
  const findings: Finding[] = [];
  const gap = before.slice(scheme.length).replace(/["']$/, "");
  if (gap !== " ") findings.push(wrong({ got: gap === "  " ? "two-spaces" : "other-whitespace" }));
  if (after !== "") findings.push(wrong({ got: "key-in-quotes" }));
  else if (/["']/.test(key)) findings.push(wrong({ got: "quotes-in-key" }));
  if (/\s/.test(key)) findings.push(wrong({ got: "whitespace-in-key" }));
  return findings;
}

/** The same, in English words. */
export function authorizationFindings(value: string | undefined): ContractFinding[] {
  return authorizationIssues(value).map((finding) => wordFinding(finding, contractMessages.en));
}

function bodyFindings(action: ActionDefinition, specs: FieldSpec[], spec: RequestSpec): Finding[] {
  if (action.paramsIn !== "body") return [];
  const findings: Finding[] = [];
  const type = spec.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
  if (type?.split(";")[0]?.trim().toLowerCase() !== JSON_TYPE) {
    findings.push({
      kind: "content-type",
      where: { at: "header", name: "Content-Type" },
      expected: { want: "as-spelled", text: JSON_TYPE },
      got: type === undefined ? { got: "no-header" } : { got: "as-sent", text: type },
    });
  }
  const body = spec.body ?? "";
  const parsed = parseJson(body);
  if (!parsed.ok || !isJsonObject(parsed.value)) {
    const got: Got =
      body.trim() === ""
        ? { got: "empty-body" }
        : parsed.ok
          ? { got: "json-of", type: jsonTypeOf(parsed.value) }
          : { got: "not-json" };
    return [...findings, { kind: "not-json", where: { at: "body" }, expected: { want: "json-object" }, got }];
  }
  const object = parsed.value;
  const counts = new Map<string, number>();
  for (const member of topLevelMembers(body) ?? []) counts.set(member.name, (counts.get(member.name) ?? 0) + 1);
  for (const [name, count] of counts) {
    if (count > 1)
      findings.push({
        kind: "repeated-field",
        where: { at: "field", name },
        expected: { want: "once" },
        got: { got: "times", count },
      });
  }
  for (const field of specs) {
    if (field.name in object) {
      const finding = fieldFinding(action, field, object[field.name]);
      if (finding) findings.push(finding);
    } else if (field.required) {
      findings.push({
        kind: "missing",
        where: { at: "field", name: field.name },
        expected: { want: "field", field: fieldWant(field), required: true },
        got: { got: "missing" },
      });
    }
  }
  for (const [name, value] of Object.entries(object)) {
    if (!specs.some((field) => field.name === name)) {
      findings.push({
        kind: "unknown-field",
        where: { at: "field", name },
        expected: onlyThese("fields", action, specs),
        got: valueGot(value),
      });
    }
  }
  return findings;
}

/** Every string value of a finding's part passed through `mask`. */
function masked<T extends object>(part: T, mask: (text: string) => string): T {
  return Object.fromEntries(
    Object.entries(part).map(([name, value]) => [name, typeof value === "string" ? mask(value) : value]),
  ) as T;
}

/**
 * The request's differences from the action's contract, as data: URL, query, headers, then the
 * body field by field. Worded where shown (`wordFinding`), so they follow the console's language.
 */
export function contractFindings(
  action: ActionDefinition,
  spec: RequestSpec,
  context: ContractContext = {},
): Finding[] {
  const url = parseUrl(spec.url);
  const specs = fieldSpecs(action.params);
  const authorization = spec.headers.find(([name]) => name.toLowerCase() === "authorization")?.[1];
  const findings = [
    ...(url ? urlFindings(action, url, context) : []),
    ...(url ? queryFindings(action, specs, url) : []),
    ...authorizationIssues(authorization),
    ...bodyFindings(action, specs, spec),
  ];
  // A key typed into a field or a query value is masked here as everywhere else.
  const key = requestKey(spec);
  if (!key) return findings;
  const mask = (text: string) => splitAtKey(text, key).join(maskKey(key));
  return findings.map((finding) => ({
    ...finding,
    where: masked(finding.where, mask),
    got: masked(finding.got, mask),
  }));
}

/** The request's differences from the action's contract, in English words (the ticket report's). */
export function checkContract(
  action: ActionDefinition,
  spec: RequestSpec,
  context: ContractContext = {},
): ContractFinding[] {
  return contractFindings(action, spec, context).map((finding) => wordFinding(finding, contractMessages.en));
}
