import { parseJson } from "../lib/parse-json";

/** Where an error entry names the parameter it is about, across the error formats APIs use. */
const POINTER_KEYS = ["field", "param", "parameter", "path", "loc", "pointer", "property", "name", "attribute"];
/** Where an error entry says what is wrong. */
const MESSAGE_KEYS = ["message", "msg", "detail", "description", "error", "reason"];
/** Objects whose string members are messages by parameter name: `{ "errors": { "zone_id": "…" } }`. */
const CONTAINER_KEYS = ["errors", "fields", "field_errors", "details", "error", "invalid_params", "violations"];

const MAX_DEPTH = 5;
const MAX_NODES = 2000;

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The parameter an entry's pointer names: `zone_id`, `body.zone_id`, `["body","zone_id"]`, `/zone_id`. */
function pointerName(pointer: Json): string | undefined {
  if (Array.isArray(pointer)) return pointerName(pointer.at(-1));
  if (typeof pointer !== "string") return undefined;
  return pointer
    .split(/[./[\]]/)
    .filter(Boolean)
    .at(-1);
}

function messageOf(value: Json): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (Array.isArray(value)) {
    const texts = value.map(messageOf).filter((text): text is string => text !== undefined);
    return texts.length > 0 ? texts.join(" ") : undefined;
  }
  if (isObject(value)) {
    for (const key of MESSAGE_KEYS) {
      const text = messageOf(value[key]);
      if (text) return text;
    }
  }
  return undefined;
}

/**
 * What a 4xx body says about each of the form's parameters, found by name in whatever shape the
 * API uses: `{error:{fields:{zone_id:["…"]}}}`, `{errors:[{field:"zone_id",message:"…"}]}`,
 * `{detail:[{loc:["body","zone_id"],msg:"…"}]}`, `{zone_id:["…"]}`. A bare string value counts
 * only inside an error container, so a body that echoes the request is not read as messages.
 */
export function fieldErrors(body: string, parameters: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const parsed = parseJson(body);
  if (!parsed.ok) return found;
  const wanted = new Set(parameters);
  let nodes = 0;
  const note = (name: string | undefined, message: string | undefined) => {
    if (name && message && wanted.has(name) && !found.has(name)) found.set(name, message);
  };
  const walk = (value: Json, depth: number, inContainer: boolean) => {
    if (depth > MAX_DEPTH || ++nodes > MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1, inContainer);
      return;
    }
    if (!isObject(value)) return;
    // JSON:API puts the pointer one level down: {source:{pointer:"/data/zone_id"}, detail:"…"}.
    const source = isObject(value.source) ? value.source : {};
    for (const key of POINTER_KEYS) {
      for (const name of [pointerName(value[key]), pointerName(source[key])]) {
        if (name && wanted.has(name)) note(name, messageOf(value));
      }
    }
    for (const [key, member] of Object.entries(value)) {
      if (wanted.has(key)) {
        const listOfTexts =
          Array.isArray(member) && member.length > 0 && member.every((item) => typeof item === "string");
        if (listOfTexts || inContainer) note(key, messageOf(member));
      }
      if (typeof member === "object" && member !== null) walk(member, depth + 1, CONTAINER_KEYS.includes(key));
    }
  };
  walk(parsed.value, 0, false);
  return found;
}
