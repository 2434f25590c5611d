import * as z from "zod/mini";
import { type $ZodRawIssue, util } from "zod/v4/core";

// zod's global settings, in force once this module is imported. zod reads them as it parses, so
// every module that parses imports it, directly or through the catalog (fields.ts).
// - English messages: zod's mini build ships without a locale, so it would say only "Invalid input".
//   The catalog gives its fields their own messages; what is left (config.json, history files,
//   share links) needs only the issue kinds below, worded as zod's English locale words them.
//   That locale covers every kind and costs the first screen 1 kB; this costs a third of that.
// - No eval: zod's full build compiles object parsers with `new Function` and probes for that
//   ability, which the deployment's Content-Security-Policy forbids (Chromium reports even the
//   probe as a violation). The mini build does not compile them; this keeps it so if it ever would.

const UNITS: Record<string, string> = { string: "characters", array: "items", set: "items", map: "entries" };
const FORMATS: Record<string, string> = { regex: "input", url: "URL", date: "ISO date", datetime: "ISO datetime" };

function bound(origin: string, adjective: string, limit: number | bigint): string {
  const unit = UNITS[origin];
  return unit ? `${origin} to have ${adjective}${limit} ${unit}` : `${origin} to be ${adjective}${limit}`;
}

/** The message for an issue its schema gave none. */
export function englishMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      const received = util.parsedType(issue.input);
      return `Invalid input: expected ${issue.expected}, received ${received === "nan" ? "NaN" : received}`;
    }
    case "invalid_value":
      return issue.values.length === 1
        ? `Invalid input: expected ${util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${util.joinValues(issue.values, "|")}`;
    case "too_big":
      return `Too big: expected ${bound(issue.origin ?? "value", issue.exact ? "exactly " : issue.inclusive ? "<=" : "<", issue.maximum)}`;
    case "too_small":
      return `Too small: expected ${bound(issue.origin ?? "value", issue.exact ? "exactly " : issue.inclusive ? ">=" : ">", issue.minimum)}`;
    case "invalid_format":
      return issue.format === "regex" && issue.pattern
        ? `Invalid string: must match pattern ${issue.pattern}`
        : `Invalid ${FORMATS[issue.format] ?? issue.format}`;
    case "unrecognized_keys":
      return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
    default:
      return "Invalid input";
  }
}

/** The catalog's own field messages (src/catalog/fields.ts), by key. */
export type FieldMessage =
  | "required"
  | "wholeNumber"
  | "atLeastOne"
  | "digits"
  | "digitsOnly"
  | "text"
  | "date"
  | "atMost";

/** What zod says in one language: the catalog's field messages, and a message for any other issue. */
export interface ZodWords {
  field: Record<FieldMessage, string>;
  issue: (issue: $ZodRawIssue) => string;
}

export const ENGLISH_FIELDS: Record<FieldMessage, string> = {
  required: "Required",
  wholeNumber: "Enter a whole number",
  atLeastOne: "Must be 1 or more",
  digits: "Enter digits",
  digitsOnly: "Digits only (0-9), no spaces or signs",
  text: "Enter text",
  date: "Enter a date as YYYY-MM-DD",
  /** "#" is the limit. */
  atMost: "At most #",
};
let fields = ENGLISH_FIELDS;

/** A catalog field's message, in the words of the parse under way (read by zod as it parses). */
export function fieldMessage(key: FieldMessage): string {
  return fields[key];
}

/**
 * Runs a synchronous parse with zod speaking `words` (the form's language), then English again.
 * Only the form's own checks are worded so: the in-page sandbox, which answers as the API does,
 * config.json and stored data are read in English whatever the console shows.
 */
export function withZodWords<T>(words: ZodWords | undefined, parse: () => T): T {
  if (!words) return parse();
  fields = words.field;
  z.config({ localeError: words.issue });
  try {
    return parse();
  } finally {
    fields = ENGLISH_FIELDS;
    z.config({ localeError: englishMessage });
  }
}

z.config({ localeError: englishMessage, jitless: true });
