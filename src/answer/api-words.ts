import { isJsonObject, parseJson } from "../lib/parse-json";
import type { HttpRecord } from "../request/response-record";

/** What an answer says in its own words: its message and its error code, as the API wrote them. */
export interface ApiWords {
  message?: string;
  code?: string;
}

const MESSAGE_NAMES = [
  "error_msg",
  "error_message",
  "errmsg",
  "err_msg",
  "message",
  "msg",
  "detail",
  "error_description",
  "description",
  "error",
  "title",
  "reason",
];
const CODE_NAMES = ["error_code", "errorcode", "code", "rc", "type"];
/** Long enough for any sentence an API writes; an echoed body is cut here. */
export const MAX_WORDS = 500;

const cut = (text: string) => (text.length > MAX_WORDS ? `${text.slice(0, MAX_WORDS - 1)}…` : text);

/** The first string member named one of `names` (any case), in the body or up to two objects down. */
function firstNamed(body: unknown, names: readonly string[], numbers = false): string | undefined {
  let level: unknown[] = [body];
  for (let depth = 0; depth <= 2 && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const value of level) {
      if (!isJsonObject(value)) continue;
      for (const [key, member] of Object.entries(value)) {
        if (!names.includes(key.toLowerCase())) continue;
        if (typeof member === "string" && member.trim() !== "") return member.trim();
        if (numbers && typeof member === "number" && Number.isFinite(member)) return String(member);
      }
      next.push(...Object.values(value));
    }
    level = next;
  }
  return undefined;
}

/**
 * The answer's words, found by field name (`{error:{code,message}}`, `{message}`, `{detail}` …).
 * A body that is short plain text is its own message; HTML and other bodies say nothing.
 */
export function apiWords(record: HttpRecord): ApiWords {
  const parsed = parseJson(record.body);
  if (!parsed.ok) {
    const text = record.body.trim();
    return text === "" || text.startsWith("<") || text.length > MAX_WORDS ? {} : { message: text };
  }
  return wordsInBody(parsed.value);
}

/** The words of a parsed body: its message, and its error code (a number too, as `"rc": 44`). */
export function wordsInBody(body: unknown): ApiWords {
  const message = firstNamed(body, MESSAGE_NAMES);
  const code = firstNamed(body, CODE_NAMES, true);
  return { ...(message !== undefined && { message: cut(message) }), ...(code !== undefined && { code: cut(code) }) };
}
