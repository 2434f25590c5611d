import { isJsonObject, parseJson } from "../lib/parse-json";
import type { HttpRecord } from "../request/response-record";

/** What an answer says in its own words: its message and its error code, as the API wrote them. */
export interface ApiWords {
  message?: string;
  code?: string;
}

const MESSAGE_NAMES = new Set([
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
]);
/** Names that only ever hold the answer's code, wherever it keeps it (Digiflazz's `rc` is in `data`). */
const CODE_NAMES = new Set(["error_code", "errorcode", "rc"]);
/**
 * Names that hold the answer's code only at its top or in its error object (`{"code": "SUCCESS"}`,
 * `{"error": {"code": …}}`): deeper down they belong to a thing the answer describes, as the
 * product's `"code": "ff5"` inside an Apigames order.
 */
const TOP_CODE_NAMES = new Set(["code", "type"]);
const ERROR_HOLDERS = new Set(["error", "errors", "err"]);
/** Long enough for any sentence an API writes; an echoed body is cut here. */
export const MAX_WORDS = 500;

const cut = (text: string) => (text.length > MAX_WORDS ? `${text.slice(0, MAX_WORDS - 1)}…` : text);

/** An object of the body and the key it is held under, in lower case (none for the body itself). */
interface Holder {
  record: Record<string, unknown>;
  key?: string;
}

/** Whether a member of this name (in lower case), in this object, says what is looked for. */
type Accepts = (name: string, holder: Holder) => boolean;

/** The first string member `accepts` takes, in the body or up to two objects down, shallowest first. */
function firstNamed(body: unknown, accepts: Accepts, numbers = false): string | undefined {
  let level: Holder[] = isJsonObject(body) ? [{ record: body }] : [];
  for (let depth = 0; depth <= 2 && level.length > 0; depth++) {
    const next: Holder[] = [];
    for (const holder of level) {
      for (const [key, member] of Object.entries(holder.record)) {
        const name = key.toLowerCase();
        if (accepts(name, holder)) {
          if (typeof member === "string" && member.trim() !== "") return member.trim();
          if (numbers && typeof member === "number" && Number.isFinite(member)) return String(member);
        }
        if (depth < 2 && isJsonObject(member)) next.push({ record: member, key: name });
      }
    }
    level = next;
  }
  return undefined;
}

const isMessage: Accepts = (name) => MESSAGE_NAMES.has(name);
/** The body itself, or an object it keeps its error in. */
const topOrError = ({ key }: Holder) => key === undefined || ERROR_HOLDERS.has(key);
const isCode: Accepts = (name, holder) => CODE_NAMES.has(name) || (TOP_CODE_NAMES.has(name) && topOrError(holder));

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
  const message = firstNamed(body, isMessage);
  const code = firstNamed(body, isCode, true);
  return { ...(message !== undefined && { message: cut(message) }), ...(code !== undefined && { code: cut(code) }) };
}
