import type { Language } from "../lib/i18n/language";
import { readAnsiC } from "./ansi-c-string";
import { type CurlMessages, curlMessages } from "./curl-messages";

/** A piece of a shell word: literal text, or text where $NAME is expanded; quoted or not. */
export interface Segment {
  text: string;
  expandable: boolean;
  quoted: boolean;
}

export type ShellToken = { kind: "word"; segments: Segment[] } | { kind: "separator"; text: string };

export type TokenizeResult = { ok: true; tokens: ShellToken[] } | { ok: false; message: string };

const fail = (message: string) => ({ ok: false as const, message });
const UNQUOTED_END = /[ \t\n\r;&|<>()'"\\`]|\$['"(]/g;
const OPERATOR = /&&|\|\||;;|\|&|[;&|\n]/y;
const REDIRECT = /(?:&>>?|<<<|<<-?|<>|<&|>>|>&|>\||<|>)/y;
// An unquoted {a,b} or {1..3}, which bash expands into several words; ${…} is a variable.
const BRACES = /(?:^|[^$])\{[^{}\s]*(?:,|\.\.)[^{}\s]*\}/;

function readDoubleQuoted(
  m: CurlMessages,
  input: string,
  start: number,
  add: (text: string, expandable: boolean) => void,
) {
  let text = "";
  const flush = () => {
    if (text) add(text, true);
    text = "";
  };
  for (let at = start; at < input.length; at += 1) {
    const char = input[at];
    const next = input[at + 1] ?? "";
    if (char === '"') {
      flush();
      return { ok: true as const, end: at + 1 };
    }
    if (char === "`" || (char === "$" && next === "(")) {
      return fail(m.runsCommand(char === "`" ? "`…`" : "$(…)", at + 1));
    }
    if (char === "\\" && next === "\n") at += 1;
    else if (char === "\\" && '$`"\\'.includes(next)) {
      flush();
      add(next, false);
      at += 1;
    } else text += char;
  }
  return fail(m.doubleQuote(start));
}

/**
 * Splits shell text into words as bash would: quotes, escapes, line continuations, $'…'
 * strings, comments, command separators; redirections are skipped. What bash would do
 * that cannot be known from the text (run another command, read a here-document, expand
 * {a,b} into several words) is refused with the place it starts.
 */
export function tokenizeShell(input: string, language: Language = "en"): TokenizeResult {
  const m = curlMessages[language];
  const tokens: ShellToken[] = [];
  let segments: Segment[] | null = null;
  let skipWord = false;
  const add = (text: string, expandable: boolean, quoted = true) => {
    segments ??= [];
    segments.push({ text, expandable, quoted });
  };
  const endWord = (): TokenizeResult | undefined => {
    const word: Segment[] | null = segments;
    segments = null;
    if (!word) return undefined;
    if (skipWord) {
      skipWord = false;
      return undefined;
    }
    const shape = word.map((segment) => (segment.quoted ? "_".repeat(segment.text.length) : segment.text)).join("");
    const braces = BRACES.exec(shape);
    if (braces) {
      const text = word.map((segment) => segment.text).join("");
      return fail(m.braces(text.slice(0, 60)));
    }
    tokens.push({ kind: "word", segments: word });
    return undefined;
  };
  let at = 0;
  while (at < input.length) {
    const char = input[at] ?? "";
    const next = input[at + 1] ?? "";
    if (char === "\\") {
      if (next === "\n") at += 2;
      else if (next === "\r" && input[at + 2] === "\n") at += 3;
      else {
        add(next, false);
        at += 2;
      }
    } else if (char === "'") {
      const end = input.indexOf("'", at + 1);
      if (end < 0) return fail(m.singleQuote(at + 1));
      add(input.slice(at + 1, end), false);
      at = end + 1;
    } else if (char === "$" && next === "'") {
      const read = readAnsiC(input, at + 2, language);
      if (!read.ok) return read;
      add(read.text, false);
      at = read.end;
    } else if (char === '"' || (char === "$" && next === '"')) {
      const start = char === "$" ? at + 2 : at + 1;
      const read = readDoubleQuoted(m, input, start, add);
      if (!read.ok) return read;
      at = read.end;
    } else if (char === "`" || (char === "$" && next === "(")) {
      return fail(m.runsCommand(char === "`" ? "`…`" : "$(…)", at + 1));
    } else if (char === "#" && segments === null) {
      const end = input.indexOf("\n", at);
      at = end < 0 ? input.length : end;
    } else if (char === "(" || char === ")") {
      return fail(m.shellSyntax(char, at + 1));
    } else if (char === "<" || char === ">" || (char === "&" && next === ">")) {
      // A file descriptor written before the operator (2>&1) belongs to it.
      const current = segments as Segment[] | null;
      if (current?.length === 1 && !current[0]?.quoted && /^\d+$/.test(current[0]?.text ?? "")) segments = null;
      const ended = endWord();
      if (ended) return ended;
      REDIRECT.lastIndex = at;
      const operator = REDIRECT.exec(input)?.[0] ?? char;
      if (operator.startsWith("<<") && operator !== "<<<") {
        return fail(m.hereDocument(operator, at + 1));
      }
      skipWord = true;
      at += operator.length;
    } else if (char === "\n" || char === ";" || char === "&" || char === "|") {
      const ended = endWord();
      if (ended) return ended;
      if (skipWord) return fail(m.noTarget(at + 1));
      OPERATOR.lastIndex = at;
      const operator = OPERATOR.exec(input)?.[0] ?? char;
      tokens.push({ kind: "separator", text: operator });
      at += operator.length;
    } else if (char === " " || char === "\t" || char === "\r") {
      const ended = endWord();
      if (ended) return ended;
      at += 1;
    } else {
      UNQUOTED_END.lastIndex = at;
      const end = UNQUOTED_END.exec(input)?.index ?? input.length;
      add(input.slice(at, end), true, false);
      at = end;
    }
  }
  return endWord() ?? { ok: true, tokens };
}
