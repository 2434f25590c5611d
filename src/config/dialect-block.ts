import { type Dialect, dialectOf, dialectSchema, NO_DIALECT } from "../answer/dialect";
import { isJsonObject } from "../lib/parse-json";
import { placedIssues, setAside } from "./config-issues";
import { type DialectProblem, dialectProblemAt, once } from "./dialect-problems";

/**
 * A dialect as config.json ships it, for a team to paste into an environment:
 * `{"dialect": {"words": {…}, "fields": {…}}}`, a section left out when it is empty.
 */
export function dialectBlockText(dialect: Dialect): string {
  const { words, fields, feeWords = [] } = dialect;
  const block = {
    ...(Object.keys(words).length > 0 && { words }),
    ...(Object.keys(fields).length > 0 && { fields }),
    ...(feeWords.length > 0 && { feeWords }),
  };
  return JSON.stringify({ dialect: block }, null, 2);
}

/** What a pasted dialect block gives: its valid values, and each value set aside with why. */
export type DialectBlockReading =
  | { ok: false; reason: "empty" | "not-json" }
  | { ok: true; dialect: Dialect; problems: DialectProblem[] };

function parsePasted(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // `"dialect": {…},` as copied out of config.json: the member without its braces.
    if (!text.startsWith('"dialect"')) return undefined;
    try {
      return JSON.parse(`{${text.replace(/,\s*$/, "")}}`);
    } catch {
      return undefined;
    }
  }
}

/**
 * Reads a pasted dialect block (`{"dialect": {…}}`, the member as written in config.json, or the
 * dialect object itself) with the same schema config.json is checked with. A wrong value is set
 * aside with its reason and the rest is kept, as config.json's are (see ignoredWhenWrong).
 */
export function readDialectBlock(text: string): DialectBlockReading {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  const pasted = parsePasted(trimmed);
  if (pasted === undefined) return { ok: false, reason: "not-json" };
  const given = isJsonObject(pasted) && "dialect" in pasted ? pasted.dialect : pasted;
  const first = dialectSchema.safeParse(given);
  if (first.success) return { ok: true, dialect: dialectOf(first.data), problems: [] };
  const issues = placedIssues(first.error);
  const aside = setAside(
    given,
    issues.map((issue) => issue.path),
  );
  // A value that is no dialect at all is set aside whole.
  const whole = issues.some((issue) => issue.path.length === 0);
  const problems = issues
    .map((issue, index) => dialectProblemAt(issue.path, issue.path.length === 0 ? given : aside.written[index]))
    .filter(once);
  const again = dialectSchema.safeParse(whole ? {} : aside.json);
  return { ok: true, dialect: again.success ? dialectOf(again.data) : NO_DIALECT, problems };
}
