/**
 * The one pattern for words (docs/languages.md), as a check over source files: every area's
 * catalog is a `*-messages.ts` file exporting one `defineMessages` catalog; no other file holds a
 * catalog (no `defineMessages` call, no object with `en` and `id` branches); and no counted phrase
 * picks its form with `=== 1 ?` (plural() does, by Intl.PluralRules).
 *
 * A catalog holds words only: no choice of a message by a code (`switch`), no helper or table
 * beside the catalog, no computation of what it words, no type the code uses (only the type of
 * its words, `…Messages`), and no fragment meant to be glued to another message (a message that
 * starts with a space or a punctuation mark).
 */
export interface SourceFile {
  path: string;
  text: string;
}

/**
 * Where `=== 1 ?` is not a counted phrase, with how many times and why. A new one anywhere else (or
 * one more here) fails: a counted phrase goes through plural() or pluralForm().
 */
export const NOT_PLURALS: Record<string, { count: number; why: string }> = {
  "src/features/response-views/bar-chart.tsx": { count: 1, why: "one tick sits at the first label" },
  "src/ui/use-combo-list.ts": { count: 1, why: "the arrow's direction (+1 or -1)" },
  "src/request/key-forms.ts": { count: 1, why: "a character with one form needs no group" },
  "src/lib/zod-setup.ts": { count: 1, why: "zod's message: one allowed value, or a list of them" },
  "src/lib/i18n/zod-id.ts": { count: 1, why: "zod's message: one allowed value, or a list of them" },
};

/** The first screen's catalogs: en.ts is the source and id.ts its `Translation` (see docs/languages.md). */
const FIRST_SCREEN = new Set(["src/lib/i18n/en.ts", "src/lib/i18n/id.ts"]);
const HELPER = "src/lib/i18n/define-messages.ts";
const CALL = /\bdefineMessages\s*[<(]/g;
const EXPORTED_CATALOG = /^export const \w+ = defineMessages\s*[<(]/gm;
const BRANCH = (language: string) => new RegExp(`^\\s*${language}:\\s*[{(]`, "m");
const COUNTED = /[!=]==\s*1\s*\?/g;

const SWITCH = /\bswitch\s*\(/;
/** A top-level value beside the catalog: a helper function or a table of words. */
const BESIDE = /^(?:export\s+)?(?:const|let|var|function)\s+(\w+)\b(?!\s*=\s*defineMessages)/gm;
const COMPUTED =
  /\.(?:join|map|filter|reduce|slice|replace|trim|toLowerCase|toUpperCase)\(|\bObject\.|\bMath\.|\.length\b/;
const EXPORTED_TYPE = /^export\s+(?:type|interface)\s+(\w+)/gm;
/** A message (a value, or what a message function returns) that starts with a space or a punctuation mark. */
const FRAGMENT = /^\s*[\w"'-]+:\s*(?:(?:<\w+>)?(?:\([^)]*\)|\w+)(?::\s*[\w<>[\]]+)?\s*=>\s*)?["'`][\s,.;:)]/m;

export function messageFileProblems(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of files) {
    if (path === HELPER) continue;
    const name = path.split("/").at(-1) ?? path;
    const calls = text.match(CALL)?.length ?? 0;
    const isMessages = name.endsWith("-messages.ts");
    if (isMessages) {
      const exported = text.match(EXPORTED_CATALOG)?.length ?? 0;
      if (calls !== 1 || exported !== 1) {
        problems.push(`${path}: a *-messages.ts file exports one catalog built with defineMessages`);
      } else problems.push(...wordsOnlyProblems(path, text));
    } else if (calls > 0) {
      problems.push(`${path}: a catalog (defineMessages) outside a *-messages.ts file`);
    } else if (!FIRST_SCREEN.has(path) && BRANCH("en").test(text) && BRANCH("id").test(text)) {
      problems.push(`${path}: an inline catalog (en and id branches) outside a *-messages.ts file`);
    }
    if (name.endsWith("-words.ts") && (calls > 0 || /\bPluralForms\b|from "[^"]*define-messages"/.test(text))) {
      problems.push(`${path}: a *-words.ts catalog: messages go in a *-messages.ts file`);
    }
    const counted = text.match(COUNTED)?.length ?? 0;
    if (counted > (NOT_PLURALS[path]?.count ?? 0)) {
      problems.push(`${path}: "=== 1 ?" picks a counted phrase's form: use plural() (src/lib/i18n/plural.ts)`);
    }
  }
  return problems;
}

/** What in a catalog is not words: see the rules above. */
function wordsOnlyProblems(path: string, text: string): string[] {
  const problems: string[] = [];
  if (SWITCH.test(text)) {
    problems.push(`${path}: a catalog chooses no message by a code (switch): the code that words the data does`);
  }
  for (const [, name] of text.matchAll(BESIDE)) {
    problems.push(`${path}: ${name} beside the catalog: a catalog holds its words and nothing else`);
  }
  if (COMPUTED.test(text)) {
    problems.push(`${path}: a catalog computes nothing: what it words comes in as parameters`);
  }
  for (const [, name] of text.matchAll(EXPORTED_TYPE)) {
    if (!name?.endsWith("Messages")) {
      problems.push(`${path}: the type ${name} belongs to the module that owns the idea, not to a catalog`);
    }
  }
  if (FRAGMENT.test(text)) {
    problems.push(
      `${path}: a message starts with a space or a punctuation mark: glued pieces are one message with parameters`,
    );
  }
  return problems;
}
