import { dialectSchema } from "../answer/dialect";
import { ORDER_ROLES, type OrderRole } from "../answer/roles";
import { closestField } from "./config-issues";
import type { ConfigState } from "./config-state";
import { DIALECT_FIELDS } from "./runtime-config";

/**
 * A value of a dialect (config.json's, or one pasted into Settings) that was set aside, as data:
 * Settings words it in the console's language. Everything else of the dialect is used.
 */
export type DialectProblem =
  /** The dialect, its `words` or its `fields` is not an object. */
  | { kind: "not-object"; at: "dialect" | "words" | "fields"; written: string }
  /** A field the dialect (or its `fields`) does not have, with the one most likely meant. */
  | { kind: "unknown-field"; at: "dialect" | "fields"; name: string; meant?: string }
  /** A status word that is empty or too long. */
  | { kind: "word"; word: string }
  /** A word's meaning that is none of the kinds. */
  | { kind: "meaning"; word: string; written: string }
  /** A role's field that is no field name or path. */
  | { kind: "field"; role: OrderRole; written: string };

const MAX_WRITTEN = 80;

/** A value as written, short: text as it is, anything else as JSON. */
export function writtenText(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_WRITTEN ? `${text.slice(0, MAX_WRITTEN - 1)}…` : text;
}

const wordAccepted = (word: string) => dialectSchema.safeParse({ words: { [word]: "pending" } }).success;
const isRole = (name: string): name is OrderRole => (ORDER_ROLES as readonly string[]).includes(name);

/** What is wrong at a place of a dialect (a path inside it) where `written` was set aside. */
export function dialectProblemAt(path: readonly PropertyKey[], written: unknown): DialectProblem {
  const [first, second] = path.map(String);
  if (first === undefined) return { kind: "not-object", at: "dialect", written: writtenText(written) };
  // A fee word that is empty or too long is a word set aside, as a status word would be.
  if (first === "feeWords" && second !== undefined) return { kind: "word", word: writtenText(written) };
  if (first !== "words" && first !== "fields") {
    const meant = closestField(first, DIALECT_FIELDS);
    return { kind: "unknown-field", at: "dialect", name: first, ...(meant && { meant }) };
  }
  if (second === undefined) return { kind: "not-object", at: first, written: writtenText(written) };
  if (first === "words") {
    return wordAccepted(second)
      ? { kind: "meaning", word: second, written: writtenText(written) }
      : { kind: "word", word: writtenText(second) };
  }
  if (isRole(second)) return { kind: "field", role: second, written: writtenText(written) };
  const meant = closestField(second, ORDER_ROLES);
  return { kind: "unknown-field", at: "fields", name: second, ...(meant && { meant }) };
}

/** The values of an environment's `dialect` that config.json set aside (see ignoredWhenWrong). */
export function ignoredDialectValues(state: Pick<ConfigState, "config" | "ignored">, environment: string) {
  const index = state.config.environments.findIndex((env) => env.name === environment);
  if (index === -1) return [];
  return (state.ignored ?? [])
    .filter(({ path }) => path[0] === "environments" && path[1] === index && path[2] === "dialect")
    .map(({ path, written }) => dialectProblemAt(path.slice(3), written))
    .filter(once);
}

/** Keeps a problem the first time it is found (a word wrong in itself and in its meaning is one problem). */
export const once = (problem: DialectProblem, index: number, all: readonly DialectProblem[]) =>
  all.findIndex((other) => JSON.stringify(other) === JSON.stringify(problem)) === index;
