import type * as core from "zod/v4/core";
import { type ConfigState, type IgnoredValue, mistakesState } from "./config-state";
import { type ConfigCheckWords, fieldsAt, ignoredWhenWrong, runtimeConfigSchema } from "./runtime-config";

// The page words a problem with the same code that finds it: neither is needed while the file is fine.
export { configSummary } from "./config-summary";
export { configSummaryMessages } from "./config-summary-messages";

/** config.json's mistakes as its checks word them (runtime-config.ts), in English like the file's fields. */
export const CONFIG_CHECK_WORDS: ConfigCheckWords = {
  required: {
    baseUrl: 'Required: a full address such as "https://api.example.com/v1", or a path such as "/v1"',
    name: "Required: the name shown in the Environment list",
    live: "Required: true if it spends real money",
  },
  notAnAddress: 'Use a full address such as "https://api.example.com/v1", or a path on this site such as "/v1"',
  resolvedTo: (problem, absolute) => `${problem} (here it means ${absolute})`,
  unknownTimeZone: (written) =>
    `Unknown time zone ${JSON.stringify(written)}: expected an IANA name such as "Asia/Jakarta" or "UTC"; ignored, so times without a zone are read in the browser's zone`,
  timeout: (written) => `Expected a whole number of seconds from 1 to 600, got ${JSON.stringify(written)}`,
  noName: "Give the environment a name",
  longName: "At most 60 characters",
  sameName: (name) => `Another environment is already called "${name}"`,
  noEnvironment: "List an environment, or set demoMode to true",
  noSuchEnvironment: (wanted, known) =>
    known.length
      ? `No environment is called "${wanted}": expected one of ${known.map((name) => `"${name}"`).join(", ")}`
      : `No environment is called "${wanted}": there is none`,
};

/** "environments[1].baseUrl", the way a person would look for it in the file. */
export function issuePath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else text += text === "" ? String(key) : `.${String(key)}`;
  }
  return text || "(the whole file)";
}

/** How many single-letter edits turn a into b (Levenshtein), for "did you mean". */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** The known field a mistyped one most likely meant: same letters in another case, or two edits away. */
export function closestField(key: string, known: readonly string[]): string | undefined {
  const sameLetters = known.find((field) => field.toLowerCase() === key.toLowerCase());
  if (sameLetters) return sameLetters;
  const scored = known.map((field) => ({ field, edits: distance(key.toLowerCase(), field.toLowerCase()) }));
  const best = scored.filter(({ edits }) => edits <= 2).sort((a, b) => a.edits - b.edits)[0];
  return best?.field;
}

function unknownField(key: string, known: readonly string[]): string {
  const meant = closestField(key, known);
  const expected = known.length > 0 ? `: expected one of ${known.join(", ")}` : "";
  return `Unknown field${meant ? ` (did you mean "${meant}"?)` : ""}${expected}`;
}

/** Where a place comes in the file: fields in the order docs/deployment.md lists them, unknown ones last. */
function rank(path: readonly PropertyKey[]): number[] {
  return path.map((key, index) => {
    if (typeof key === "number") return key;
    const known = fieldsAt(path.slice(0, index)).indexOf(String(key));
    return known === -1 ? Number.MAX_SAFE_INTEGER : known;
  });
}

function byPlace(a: readonly PropertyKey[], b: readonly PropertyKey[]): number {
  const [left, right] = [rank(a), rank(b)];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** One thing wrong, at the place of the value to fix. */
export interface PlacedIssue {
  path: PropertyKey[];
  text: string;
}

/**
 * Each issue at the place of the value it is about: an object's unknown fields one by one, each at
 * its own place, and a record's wrong key with what is wrong with it (zod says only "Invalid input").
 */
export function placedIssues(error: core.$ZodError): PlacedIssue[] {
  return error.issues.flatMap((issue): PlacedIssue[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: [...issue.path, key], text: unknownField(key, fieldsAt(issue.path)) }));
    }
    if (issue.code === "invalid_key") {
      const why = issue.issues.map((inner) => inner.message).join("; ");
      return [{ path: [...issue.path], text: `Key ${JSON.stringify(issue.path.at(-1))}: ${why || issue.message}` }];
    }
    return [{ path: [...issue.path], text: issue.message }];
  });
}

/**
 * Every issue zod found, one line each as "place: what is wrong and what is expected", in the
 * order of the file. An object with several unknown fields gives one line per field, at the
 * field's own place.
 */
export function describeIssues(error: core.$ZodError): string[] {
  return placedIssues(error)
    .sort((a, b) => byPlace(a.path, b.path))
    .map(({ path, text }) => `${issuePath(path)}: ${text}`);
}

const isObject = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === "object" && value !== null;

/** The file without the values at `paths`, and what each of them was: the file itself is left as it is. */
export function setAside(
  json: unknown,
  paths: readonly (readonly PropertyKey[])[],
): { json: unknown; written: unknown[] } {
  const copy: unknown = structuredClone(json);
  const written = paths.map((path) => {
    const holder = path.slice(0, -1).reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), copy);
    const key = path.at(-1);
    if (!isObject(holder) || key === undefined) return undefined;
    const value = holder[key];
    delete holder[key];
    return value;
  });
  return { json: copy, written };
}

/**
 * Checks parsed config.json text at once. Relative base URLs are resolved against the file's own URL.
 * When every mistake is one the console can work without (ignoredWhenWrong), those values are set
 * aside and listed, and the rest of the file is used; otherwise every mistake is listed, those too.
 */
export function parseRuntimeConfig(json: unknown, configUrl: string): ConfigState {
  const schema = runtimeConfigSchema(configUrl, CONFIG_CHECK_WORDS);
  const result = schema.safeParse(json);
  if (result.success) return { config: result.data, source: "file" };
  const issues = placedIssues(result.error);
  if (issues.every((issue) => ignoredWhenWrong(issue.path))) {
    const aside = setAside(
      json,
      issues.map((issue) => issue.path),
    );
    const again = schema.safeParse(aside.json);
    if (again.success) {
      const ignored = issues.map(
        (issue, index): IgnoredValue => ({
          path: issue.path,
          written: aside.written[index],
          detail: `${issuePath(issue.path)}: ${issue.text}`,
        }),
      );
      return { config: again.data, source: "file", ignored };
    }
  }
  return mistakesState(describeIssues(result.error));
}
