import type { PathStyle } from "../catalog/define-action";
import type { FieldKind } from "../catalog/field-specs";
import type { FieldMessage } from "../lib/zod-setup";

/*
 * A contract finding (see contract-check.ts), as data: where the request differs, what the
 * contract wants there and what the request has, each a code with its values. Worded when shown
 * (word-finding.ts), so findings on screen follow the console's language.
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

/** A difference from the contract, as data. */
export interface Finding {
  kind: FindingKind;
  /** What differs: a field, a query parameter, a header, the URL. */
  where: Place;
  expected: Want;
  got: Got;
}

/** A finding in words: the ticket report's and the tests' form. */
export interface ContractFinding {
  kind: FindingKind;
  where: string;
  expected: string;
  got: string;
}

export type Place =
  | { at: "scheme" }
  | { at: "pasted-scheme" }
  | { at: "path" }
  | { at: "query"; name: string }
  | { at: "field"; name: string }
  | { at: "header"; name: string }
  | { at: "body" };

/** What a field's contract asks for: its kind, and the choices of a choice. */
export interface FieldWant {
  kind: FieldKind;
  options?: readonly string[];
}

/**
 * Which of the catalog's rules refused a field's value (src/catalog/fields.ts), by the key of its
 * message, with the bound it names; `notValid` when the schema gave no message of the catalog's own.
 */
export type FieldProblem = { rule: Exclude<FieldMessage, "atMost"> | "notValid" } | { rule: "atMost"; limit: number };

export type Want =
  | { want: "https" }
  | { want: "path"; path: string; set: PathStyle; environment?: string }
  | { want: "no-query"; method: string }
  /** Only the action's own names; `label` is the catalog's (English) label. */
  | { want: "only"; what: "parameters" | "fields"; actionId: string; label: string; names: readonly string[] }
  | { want: "once" }
  /** The field's type; the rule that refused a value of that type; required. */
  | { want: "field"; field: FieldWant; problem?: FieldProblem; required?: boolean }
  | { want: "bearer" }
  | { want: "as-spelled"; text: string }
  | { want: "json-object" };

export type Got =
  | { got: "http"; local: boolean }
  | { got: "http-at"; url: string }
  | { got: "path"; path: string; set: PathStyle }
  /** Text as the request carries it: `name=value`, a header's value, a query value as JSON. */
  | { got: "as-sent"; text: string }
  | { got: "more-than-once" }
  | { got: "times"; count: number }
  | { got: "missing" }
  /** A JSON value: its type and the value, cut short. */
  | { got: "value"; type: string; json: string }
  | { got: "no-header" }
  | { got: "no-key" }
  | { got: "no-bearer" }
  | { got: "scheme"; scheme: string }
  | { got: "two-spaces" }
  | { got: "other-whitespace" }
  | { got: "key-in-quotes" }
  | { got: "quotes-in-key" }
  | { got: "whitespace-in-key" }
  | { got: "empty-body" }
  | { got: "json-of"; type: string }
  | { got: "not-json" };
