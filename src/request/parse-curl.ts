import { type ShellToken, tokenizeShell, wordText } from "./shell-words";

/** A request read from a cURL command: like a RequestSpec, but the URL may be relative. */
export interface ParsedRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body?: string;
}

export type ParseCurlResult = { ok: true; request: ParsedRequest; notes: string[] } | { ok: false; message: string };

const DATA = new Set(["-d", "--data", "--data-ascii", "--data-binary", "--data-raw", "--data-urlencode", "--json"]);
const WITH_VALUE = new Set(["-X", "--request", "-H", "--header", "--url", ...DATA]);
// Options that change nothing the console sends; their values are skipped.
const IGNORED_WITH_VALUE = new Set([
  "-A",
  "--user-agent",
  "-e",
  "--referer",
  "-b",
  "--cookie",
  "-o",
  "--output",
  "-m",
  "--max-time",
  "--connect-timeout",
  "--retry",
  "-w",
  "--write-out",
  "-x",
  "--proxy",
  "-u",
  "--user",
]);
const IGNORED_FLAGS = new Set([
  "--compressed",
  "-s",
  "--silent",
  "-S",
  "--show-error",
  "-i",
  "--include",
  "-k",
  "--insecure",
  "-L",
  "--location",
  "-v",
  "--verbose",
  "-f",
  "--fail",
  "--fail-with-body",
  "-g",
  "--globoff",
  "--http1.1",
  "--http2",
  "-N",
  "--no-buffer",
  "-#",
  "--progress-bar",
]);
const SHORT_FLAGS = new Set(["s", "S", "i", "k", "L", "v", "f", "g", "N", "G"]);

type Word = Extract<ShellToken, { kind: "word" }>;

/** Assignments before the command (as in `export API_KEY='…'`) fill $API_KEY in it. */
function commandWords(tokens: ShellToken[]): { words: string[]; variables: Map<string, string> } | undefined {
  const variables = new Map<string, string>();
  let command: Word[] = [];
  const flush = () => {
    const words = command.map((word) => wordText(word, variables));
    command = [];
    return words;
  };
  for (const token of [...tokens, { kind: "separator" } as const]) {
    if (token.kind === "word") {
      command.push(token);
      continue;
    }
    const words = flush();
    const start = words[0] === "export" ? 1 : 0;
    const assignment = /^([A-Za-z_]\w*)=([\s\S]*)$/.exec(words[start] ?? "");
    if (assignment?.[1] && words.length === start + 1) variables.set(assignment[1], assignment[2] ?? "");
    else if (words[0] === "curl") return { words, variables };
    else if (words.length > 0 && words[0] !== "$") return undefined;
  }
  return undefined;
}

/** Splits "-sSL" into "-s -S -L" and "-XPOST" into "-X POST", as curl reads them. */
function expandShort(word: string): string[] {
  if (!/^-[A-Za-z#]./.test(word)) return [word];
  const flag = `-${word[1]}`;
  if (WITH_VALUE.has(flag) || IGNORED_WITH_VALUE.has(flag)) return [flag, word.slice(2)];
  if ([...word.slice(1)].every((letter) => SHORT_FLAGS.has(letter))) return [...word.slice(1)].map((l) => `-${l}`);
  return [word];
}

function urlEncodeData(value: string): string {
  const equals = value.indexOf("=");
  if (equals < 0) return encodeURIComponent(value);
  return `${value.slice(0, equals)}=${encodeURIComponent(value.slice(equals + 1))}`;
}

/**
 * Reads a cURL command as copied from browser devtools, Postman or this console. Says
 * exactly what it could not read instead of guessing.
 */
export function parseCurl(input: string): ParseCurlResult {
  // cmd's copy starts `curl ^"…` and continues lines with a trailing ^.
  if (/^\s*curl\s+\^"/.test(input) || /\s\^\r?\n/.test(input)) {
    return { ok: false, message: "This is Windows cmd quoting (^). Copy the request as cURL (bash) instead." };
  }
  const tokenized = tokenizeShell(input.trim().replace(/^\$\s+/, ""));
  if (!tokenized.ok) return tokenized;
  const command = commandWords(tokenized.tokens);
  if (!command) return { ok: false, message: "No curl command found: the text should start with curl." };

  const args = command.words.slice(1).flatMap((word) => (word.startsWith("--") ? [word] : expandShort(word)));
  const headers: [string, string][] = [];
  const data: string[] = [];
  const notes: string[] = [];
  let method: string | undefined;
  let url: string | undefined;
  let dataToQuery = false;
  for (let at = 0; at < args.length; at += 1) {
    const [option = "", inline] = (args[at] ?? "").startsWith("--")
      ? (args[at] ?? "").split(/=(.*)/s)
      : [args[at] ?? ""];
    const takesValue = WITH_VALUE.has(option) || IGNORED_WITH_VALUE.has(option);
    let value: string | undefined;
    if (takesValue && inline !== undefined) value = inline;
    else if (takesValue) {
      at += 1;
      value = args[at];
    }
    if (takesValue && value === undefined) return { ok: false, message: `The option ${option} has no value.` };
    if (option === "-X" || option === "--request") method = value?.toUpperCase();
    else if (option === "-H" || option === "--header") {
      const colon = value?.indexOf(":") ?? -1;
      if (!value || colon < 1) return { ok: false, message: `The header "${value ?? ""}" has no "Name: value" form.` };
      headers.push([value.slice(0, colon).trim(), value.slice(colon + 1).trim()]);
    } else if (DATA.has(option) && value !== undefined) {
      if (value.startsWith("@") && option !== "--data-raw") {
        return { ok: false, message: `${option} ${value} reads the body from a file: paste the body itself instead.` };
      }
      data.push(option === "--data-urlencode" ? urlEncodeData(value) : value);
      if (option === "--json") {
        for (const name of ["Content-Type", "Accept"]) {
          if (!headers.some(([header]) => header.toLowerCase() === name.toLowerCase()))
            headers.push([name, "application/json"]);
        }
      }
    } else if (option === "--url") url = value;
    else if (option === "-G" || option === "--get") dataToQuery = true;
    else if (IGNORED_WITH_VALUE.has(option)) notes.push(`${option} is not used by the console and was left out.`);
    else if (IGNORED_FLAGS.has(option)) continue;
    else if (option.startsWith("-") && option.length > 1)
      return { ok: false, message: `The option ${option} is not one the console can read.` };
    else if (url === undefined) url = option;
    else return { ok: false, message: `There is more than one URL: "${url}" and "${option}".` };
  }
  if (!url) return { ok: false, message: "No URL found in the command." };

  let body: string | undefined = data.length > 0 ? data.join("&") : undefined;
  if (dataToQuery && body !== undefined) {
    url += (url.includes("?") ? "&" : "?") + body;
    body = undefined;
  }
  const request: ParsedRequest = { method: method ?? (body !== undefined ? "POST" : "GET"), url, headers };
  if (body !== undefined) request.body = body;
  return { ok: true, request, notes };
}
