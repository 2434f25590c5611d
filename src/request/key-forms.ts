const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
/** Hex digits matched in either case: `%5f` and `%5F` are the same escape. */
const hex = (value: number, digits: number) =>
  [...value.toString(16).padStart(digits, "0")]
    .map((digit) => (/\d/.test(digit) ? digit : `[${digit}${digit.toUpperCase()}]`))
    .join("");
const encoder = new TextEncoder();
/** One backslash as written: itself, \u-escaped or percent-encoded. */
const BACKSLASH = "(?:\\\\|\\\\u005[cC]|%5[cC])";

/** A character as itself, JSON-escaped (`\"`, `\/`, `\u00e9`…) or percent-encoded (`%C3%A9`, `+`). */
function characterForms(char: string, afterRun = false): string[] {
  const forms = [escapeRegExp(char)];
  const json = JSON.stringify(char).slice(1, -1);
  // After a run of backslashes, `\"` and `\/` are the run's (see writtenKeyPattern).
  if (json !== char && !(afterRun && json === `\\${char}`)) forms.push(escapeRegExp(json));
  if (char === "/" && !afterRun) forms.push("\\\\/");
  forms.push([...Array(char.length).keys()].map((at) => `\\\\u${hex(char.charCodeAt(at), 4)}`).join(""));
  forms.push([...encoder.encode(char)].map((byte) => `%${hex(byte, 2)}`).join(""));
  if (char === " ") forms.push("\\+");
  return forms;
}

/**
 * The key as a text may hold it written: each character as itself or escaped, so fully or partly
 * URL-encoded (by hand, or by the URL: `'` as `%27`) or \u-escaped. A regular expression's source;
 * the key's own characters are matched as they are, the escapes in either case. Where the preview
 * masks the key and the snippets write API_KEY, and what History takes out (with more forms).
 */
export function writtenKeyPattern(key: string): string {
  // A run of n backslashes is matched at once, as n to 2n written ones (JSON's "\\" for some): one
  // choice of length per run, where a choice per backslash would try 2^n ways before failing.
  // A run before `"` or `/` also takes that character's own escape (`\\"` is `\` then `\"`), as one
  // more backslash after 2n: else `\\"` is two ways (`\\` `"` or `\` `\"`) and m of them 2^m.
  const parts = key.match(/\\+|[^\\]/gu) ?? [];
  return parts
    .map((part, at) => {
      if (part.startsWith("\\")) {
        const run = `${BACKSLASH}{${part.length},${2 * part.length}}`;
        const next = parts[at + 1];
        return next === '"' || next === "/" ? `(?:${run}|${BACKSLASH}{${2 * part.length}}\\\\)` : run;
      }
      const forms = characterForms(part, parts[at - 1]?.startsWith("\\") === true);
      return forms.length === 1 ? forms[0] : `(?:${forms.join("|")})`;
    })
    .join("");
}
