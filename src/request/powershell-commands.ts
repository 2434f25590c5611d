import { type Language, LOCALES } from "../lib/i18n/language";
import { pluralForm } from "../lib/i18n/plural";
import { curlMessages } from "./curl-messages";
import type { ShellCommand, ShellResult } from "./shell-command";

// PowerShell also takes typographic quotes, as a word processor writes them, for quotes.
const isSingle = (char: string | undefined) => char !== undefined && /^['\u2018\u2019\u201a\u201b]$/.test(char);
const isDouble = (char: string | undefined) => char !== undefined && /^["\u201c\u201d\u201e]$/.test(char);
const ESCAPES: Record<string, string> = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};
const VARIABLE = /\$(?:\{([^}]+)\}|((?:env:)?[A-Za-z_][\w]*))/y;
const WORD_END = /[\s;|&<>,#`'"\u2018-\u201e$(){}]/g;

const fail = (message: string) => ({ ok: false as const, message });

/**
 * Reads text as PowerShell 7.3+ does for a native command such as curl.exe: ` escapes (and,
 * at the end of a line, continues it), '…' is literal ('' is a quote), "…" knows ` escapes
 * and $variables, ; | && || end a command, > redirects. Expressions, script blocks and
 * subexpressions are refused: their value is not in the text.
 */
export function readPowerShell(input: string, language: Language = "en"): ShellResult {
  const m = curlMessages[language];
  const text = input.replace(/\r\n?/g, "\n");
  const commands: ShellCommand[] = [];
  const unknown = new Set<string>();
  let words: string[] = [];
  let word: string | null = null;
  let skipTarget = false;
  const endWord = () => {
    if (word !== null && !skipTarget) words.push(word);
    else if (word !== null) skipTarget = false;
    word = null;
  };
  const finish = (endedBy: string) => {
    endWord();
    if (words.length > 0) commands.push({ words, endedBy });
    words = [];
  };
  const variable = (at: number): { text: string; end: number } | undefined => {
    VARIABLE.lastIndex = at;
    const match = VARIABLE.exec(text);
    if (!match) return undefined;
    unknown.add(match[0]);
    return { text: match[0], end: at + match[0].length };
  };
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? "";
    const next = text[at + 1] ?? "";
    if (char === "`") {
      if (next !== "\n") word = (word ?? "") + next;
      at += 2;
    } else if (isSingle(char)) {
      let value = "";
      let end = at + 1;
      for (; end < text.length; end += 1) {
        if (isSingle(text[end])) {
          if (!isSingle(text[end + 1])) break;
          end += 1;
        }
        value += text[end];
      }
      if (end >= text.length) return fail(m.singleQuote(at + 1));
      word = (word ?? "") + value;
      at = end + 1;
    } else if (isDouble(char)) {
      let value = "";
      let end = at + 1;
      for (; end < text.length; end += 1) {
        const inner = text[end] ?? "";
        if (isDouble(inner)) {
          if (!isDouble(text[end + 1])) break;
          end += 1;
          value += inner;
        } else if (inner === "`") {
          const escaped = text[end + 1] ?? "";
          value += ESCAPES[escaped] ?? escaped;
          end += 1;
        } else if (inner === "$" && text[end + 1] === "(") {
          return fail(m.subexpression(end + 1));
        } else if (inner === "$" && variable(end)) {
          const read = variable(end);
          value += read?.text ?? "";
          end = (read?.end ?? end + 1) - 1;
        } else value += inner;
      }
      if (end >= text.length) return fail(m.doubleQuote(at + 1));
      word = (word ?? "") + value;
      at = end + 1;
    } else if (char === "#" && word === null) {
      const end = text.indexOf("\n", at);
      at = end < 0 ? text.length : end;
    } else if (char === "\n" || char === ";" || char === "|" || (char === "&" && next === "&")) {
      const operator = char === "&" || (char === "|" && next === "|") ? char + next : char;
      finish(operator);
      at += operator.length;
    } else if (char === "&" && word === null && words.length === 0) {
      at += 1; // The call operator: & curl.exe … runs curl.exe.
    } else if (char === ">" || (char === "<" && next !== "#")) {
      if (word !== null && /^\d$/.test(word)) word = null;
      endWord();
      at += next === ">" || next === "&" ? 2 : 1;
      skipTarget = true;
    } else if (char === " " || char === "\t") {
      endWord();
      at += 1;
    } else if (
      "(){},&<@".includes(char) ||
      (char === "$" && next === "(") ||
      (char === "-" && text.startsWith("--%", at))
    ) {
      if (char === "@" && word !== null) {
        word += char;
        at += 1;
        continue;
      }
      return fail(m.powerShellSyntax(`${char}${"({@$".includes(char) ? next : ""}`, at + 1));
    } else if (char === "$" && variable(at)) {
      const read = variable(at);
      word = (word ?? "") + (read?.text ?? "");
      at = read?.end ?? at + 1;
    } else {
      WORD_END.lastIndex = at + 1;
      const end = WORD_END.exec(text)?.index ?? text.length;
      word = (word ?? "") + text.slice(at, end);
      at = end;
    }
  }
  finish("");
  const notes = [m.readAsPowerShell];
  if (unknown.size > 0)
    notes.push(pluralForm(LOCALES[language], unknown.size, m.notSetIn)([...unknown].join(", "), "PowerShell"));
  return { ok: true, reading: { shell: "powershell", commands, notes } };
}
