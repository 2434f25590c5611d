import type { Language } from "../lib/i18n/language";
import { curlMessages } from "./curl-messages";
import { type CurlOption, findLongOption, findShortOption } from "./curl-options";
import { excerpt } from "./shell-command";

export type ApplyOption = (
  option: CurlOption,
  value: string | undefined,
  toggle: boolean,
  written: string,
) => string | undefined;

const INVOKE_WEB_REQUEST = /^-(uri|method|headers|body|contenttype|usebasicparsing|websession|infile|outfile)$/i;
const URL_OPTION: CurlOption = { long: "url", arg: "value", treatment: { kind: "read" } };
/**
 * Walks curl's arguments as src/tool_getparam.c does: `--long value` (no `--long=value`),
 * unambiguous abbreviations, `--no-` for booleans, bundled short options (`-sSL`, `-XPOST`),
 * `--` before a URL that starts with a dash, and anything else is a URL.
 */
export function readCurlArgs(
  args: readonly string[],
  apply: ApplyOption,
  language: Language = "en",
): string | undefined {
  const m = curlMessages[language];
  let options = true;
  for (let at = 0; at < args.length; at += 1) {
    const word = args[at] ?? "";
    if (!options || !word.startsWith("-") || word === "-") {
      if (word === "-" && options) return m.dashArgument;
      const error = apply(URL_OPTION, word, true, word);
      if (error) return error;
      continue;
    }
    if (word === "--") {
      options = false;
      continue;
    }
    if (INVOKE_WEB_REQUEST.test(word)) {
      return m.invokeParameter(word);
    }
    if (word.startsWith("--")) {
      if (word.includes("=")) {
        const [name] = word.split("=");
        return m.withEquals(excerpt(word), name ?? "");
      }
      const found = findLongOption(word.slice(2), language);
      if (!found.ok) return found.message;
      const needsValue = found.option.arg === "value";
      const value = needsValue ? args[at + 1] : undefined;
      if (needsValue && value === undefined) return m.needsValue(word);
      if (needsValue) at += 1;
      const error = apply(found.option, value, !found.negated, word);
      if (error) return error;
      continue;
    }
    // Bundled short options: each letter is one, until one takes a value (the rest, or the next word).
    for (let letter = 1; letter < word.length; letter += 1) {
      const char = word[letter] ?? "";
      const option = findShortOption(char);
      if (!option) {
        return word.length > 2 ? m.inBundle(`-${excerpt(char)}`, excerpt(word)) : m.notAnOption(`-${excerpt(char)}`);
      }
      if (option.arg !== "value") {
        const error = apply(option, undefined, true, `-${char}`);
        if (error) return error;
        continue;
      }
      let value: string | undefined = word.slice(letter + 1);
      if (value === "") {
        value = args[at + 1];
        at += 1;
      }
      if (value === undefined) return m.needsValue(`-${char}`);
      const error = apply(option, value, true, `-${char}`);
      if (error) return error;
      break;
    }
  }
  return undefined;
}
