import { isJsonObject } from "../lib/parse-json";
import { fieldFor } from "../response/field-names";

/**
 * What a body says of the request itself, beside the HTTP status. Many of the market's APIs answer
 * every request with HTTP 200 and put the verdict in the body: `{"status": 0, "error_msg": …}`,
 * `{"success": false, "message": …}`, `{"code": "INSUFFICIENT_BALANCE", …}`, `{"rc": "44", …}`. A
 * 2xx whose body says it failed is a refusal everywhere in the console.
 */
export interface EnvelopeReading {
  says: "ok" | "failed";
  /** Where the verdict was read, as a path (`status`, `data.rc`), and the value as sent. */
  field: string;
  value: string | number | boolean;
}

type Verdict = EnvelopeReading["says"] | undefined;

/** Codes that say a request worked: `{"code": "SUCCESS"}`, `{"code": 0}`, `{"code": 200}`. */
const OK_CODES = new Set(["success", "succeeded", "ok", "0", "00", "200", "201", "sukses", "berhasil"]);
/**
 * Response codes (`rc`) that say the order was taken: "00" done, and the codes Digiflazz gives an
 * order still in progress ("03" pending, "99" its router's pending), which are not failures.
 * Digiflazz, "Response Code" table of its API docs (developer.digiflazz.com/api/buyer/response-code).
 */
const OK_RC = new Set(["0", "00", "000", "03", "99", "200", "201"]);
/** Words an envelope's `status` uses for the request as a whole (JSend's "success" / "fail" / "error"). */
const OK_WORDS = new Set(["success", "ok", "sukses", "berhasil", "true"]);
const FAILED_WORDS = new Set(["fail", "failed", "error", "gagal", "false"]);

/** An envelope wraps something: a `data` member or a message. A product's `code` or an order's own object is no envelope. */
const wraps = (body: Record<string, unknown>) => "data" in body || fieldFor(body, "envelopeMessage") !== undefined;

/** A code that is all the body says (`{"code": "INSUFFICIENT_BALANCE"}`) is its verdict: a product has more to it. */
const codeAlone = (body: Record<string, unknown>) => Object.keys(body).length === 1;

const folded = (value: unknown) => String(value).trim().toLowerCase();

/** A yes/no flag as APIs spell it: true/false, 1/0, "1"/"0", "true"/"false". */
function flag(value: unknown): Verdict {
  if (value === true || value === 1 || value === "1" || value === "true") return "ok";
  if (value === false || value === 0 || value === "0" || value === "false") return "failed";
  return undefined;
}

/** A member that says something: not null, not an empty string. */
const present = (value: unknown) => value !== undefined && value !== null && value !== "" && value !== false;

/** An error member that names an error: not empty (`[]`, `{}`), not a "no error" code (`0`, `"0"`). */
const namesError = (value: unknown) =>
  present(value) &&
  value !== 0 &&
  value !== "0" &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isJsonObject(value) && Object.keys(value).length === 0);

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/**
 * The body's own verdict, read from its top level (and a response code one level down in `data`,
 * where Digiflazz keeps it). Undefined when the body gives none: then the HTTP status decides.
 *
 * `status` is the envelope's only when it is a flag (1/0, true/false) or a request word ("success",
 * "error") beside a `data` or a message, and the object is not itself an order (an order's
 * `"status": "failed"` says what became of the order, which the status reader reads).
 */
export function readEnvelope(body: unknown): EnvelopeReading | undefined {
  if (!isJsonObject(body)) return undefined;
  const at = (field: string | undefined) => (field === undefined ? undefined : body[field]);
  const found = (field: string, value: unknown, says: Verdict): EnvelopeReading | undefined =>
    says && isScalar(value) ? { says, field, value } : undefined;

  const success = fieldFor(body, "successFlag");
  if (success !== undefined) {
    const reading = found(success, body[success], flag(body[success]));
    if (reading) return reading;
  }

  const status = fieldFor(body, "status");
  if (status !== undefined) {
    const value = body[status];
    const byFlag = flag(value);
    if (byFlag) return found(status, value, byFlag);
    const isOrder = fieldFor(body, "orderId") !== undefined || fieldFor(body, "resellerRef") !== undefined;
    if (typeof value === "string" && wraps(body) && !isOrder) {
      const word = folded(value);
      if (OK_WORDS.has(word)) return found(status, value, "ok");
      if (FAILED_WORDS.has(word)) return found(status, value, "failed");
    }
  }

  const rcIn = (holder: Record<string, unknown>, path: string) => {
    const key = fieldFor(holder, "responseCode");
    const value = key === undefined ? undefined : holder[key];
    if (key === undefined || !isScalar(value) || value === "") return undefined;
    return found(`${path}${key}`, value, OK_RC.has(folded(value)) ? "ok" : "failed");
  };
  const rc = rcIn(body, "") ?? (isJsonObject(body.data) ? rcIn(body.data, "data.") : undefined);
  if (rc) return rc;

  const code = fieldFor(body, "envelopeCode");
  const codeValue = at(code);
  if (
    code !== undefined &&
    (wraps(body) || codeAlone(body)) &&
    (typeof codeValue === "string" || typeof codeValue === "number") &&
    codeValue !== ""
  ) {
    return found(code, codeValue, OK_CODES.has(folded(codeValue)) ? "ok" : "failed");
  }

  const error = fieldFor(body, "envelopeError");
  if (error !== undefined && namesError(body[error]) && !("data" in body && present(body.data))) {
    const value = body[error];
    return { says: "failed", field: error, value: isScalar(value) ? value : "…" };
  }
  return undefined;
}
