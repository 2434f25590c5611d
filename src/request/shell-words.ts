/** A piece of a shell word: literal text, or text where $NAME may be expanded. */
interface Segment {
  text: string;
  expandable: boolean;
}

export type ShellToken = { kind: "word"; segments: Segment[] } | { kind: "separator" };

export type TokenizeResult = { ok: true; tokens: ShellToken[] } | { ok: false; message: string };

const ANSI_C: Record<string, string> = { n: "\n", t: "\t", r: "\r", a: "\x07", b: "\b", e: "\x1b", f: "\f", v: "\v" };

/** Reads a $'…' string from just after the opening quote; returns the text and the end index. */
function ansiC(input: string, start: number): { text: string; end: number } | undefined {
  let text = "";
  for (let at = start; at < input.length; at += 1) {
    const char = input[at];
    if (char === "'") return { text, end: at + 1 };
    if (char !== "\\") {
      text += char;
      continue;
    }
    const next = input[at + 1] ?? "";
    const hex = /^(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8})/.exec(input.slice(at + 1));
    if (hex?.[0]) {
      text += String.fromCodePoint(Number.parseInt(hex[0].slice(1), 16));
      at += hex[0].length;
    } else if (/^[0-7]{1,3}/.test(input.slice(at + 1))) {
      const octal = /^[0-7]{1,3}/.exec(input.slice(at + 1))?.[0] ?? "0";
      text += String.fromCharCode(Number.parseInt(octal, 8));
      at += octal.length;
    } else {
      text += ANSI_C[next] ?? next;
      at += 1;
    }
  }
  return undefined;
}

/**
 * Splits shell text into words the way bash would for a pasted command: quotes, escapes,
 * line continuations, and $'…' strings. Newlines and ; between commands are separators.
 */
export function tokenizeShell(input: string): TokenizeResult {
  const tokens: ShellToken[] = [];
  let segments: Segment[] | null = null;
  const add = (text: string, expandable: boolean) => {
    segments ??= [];
    segments.push({ text, expandable });
  };
  const endWord = () => {
    if (segments) tokens.push({ kind: "word", segments });
    segments = null;
  };
  let at = 0;
  while (at < input.length) {
    const char = input[at] ?? "";
    if (char === "\\") {
      const next = input[at + 1];
      if (next === "\n") at += 2;
      else if (next === "\r" && input[at + 2] === "\n") at += 3;
      else {
        add(next ?? "", false);
        at += 2;
      }
    } else if (char === "'") {
      const end = input.indexOf("'", at + 1);
      if (end < 0) return { ok: false, message: `A single quote opened at character ${at + 1} is never closed.` };
      add(input.slice(at + 1, end), false);
      at = end + 1;
    } else if (char === "$" && input[at + 1] === "'") {
      const read = ansiC(input, at + 2);
      if (!read) return { ok: false, message: `A $'…' string opened at character ${at + 1} is never closed.` };
      add(read.text, false);
      at = read.end;
    } else if (char === '"') {
      let text = "";
      let end = at + 1;
      for (; end < input.length && input[end] !== '"'; end += 1) {
        const inner = input[end];
        const next = input[end + 1] ?? "";
        if (inner === "\\" && next === "\n") end += 1;
        else if (inner === "\\" && '$`"\\'.includes(next)) {
          text += next === "$" ? "\\$" : next;
          end += 1;
        } else text += inner;
      }
      if (end >= input.length)
        return { ok: false, message: `A double quote opened at character ${at + 1} is never closed.` };
      add(text, true);
      at = end + 1;
    } else if (char === "\n" || char === ";" || char === "\r") {
      endWord();
      tokens.push({ kind: "separator" });
      at += 1;
    } else if (char === " " || char === "\t") {
      endWord();
      at += 1;
    } else {
      let end = at;
      while (
        end < input.length &&
        !" \t\n\r;'\"\\".includes(input[end] ?? "") &&
        !(input[end] === "$" && input[end + 1] === "'")
      ) {
        end += 1;
      }
      add(input.slice(at, end), true);
      at = end;
    }
  }
  endWord();
  return { ok: true, tokens };
}

const VARIABLE = /(\\?)\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/g;

/** Joins a word's segments, expanding $NAME and ${NAME} from the given variables where known. */
export function wordText(token: Extract<ShellToken, { kind: "word" }>, variables: ReadonlyMap<string, string>): string {
  return token.segments
    .map((segment) =>
      segment.expandable
        ? segment.text.replace(VARIABLE, (whole, escaped: string, braced?: string, plain?: string) => {
            if (escaped) return whole.slice(1);
            return variables.get(braced ?? plain ?? "") ?? whole;
          })
        : segment.text,
    )
    .join("");
}
