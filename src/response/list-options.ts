import type { ListKind } from "../catalog/list-fields";
import { formatBytes } from "../lib/format-bytes";
import { isJsonObject, parseJson } from "../lib/parse-json";
import type { ResponseRecord } from "../request/response-record";
import { type Concept, fieldFor, textOf, truthy, valueFor } from "./field-names";
import { findRecords } from "./records-table";
import { statusText } from "./status-text";

/** One choice a list offers: its id, and what the record says about it when it says it. */
export interface ListOption {
  id: string;
  name?: string;
  price?: string;
  currency?: string;
  /** The game a package belongs to, when its record names it (an id, or a name for some APIs). */
  gameId?: string;
  /** The game's name, when a package's record nests its game as an object. */
  gameName?: string;
  requiresZone?: boolean;
  zoneLabel?: string;
}

/** Why an answer offers no list, as data: the picker words it in the console's language. */
export type ListProblem =
  | { kind: "no-records" }
  | { kind: "no-ids"; idName: string }
  | { kind: "too-large"; bytes: number }
  | { kind: "html" }
  | { kind: "not-json" }
  | { kind: "failure"; failure: keyof typeof FAILURE_REASONS }
  | { kind: "status"; status: number; statusText: string };

export type ListOutcome =
  | { ok: true; options: ListOption[] /** Where the records were, e.g. "data". */; source: string }
  | {
      ok: false;
      why: ListProblem;
      /** The same in English, short, as the end of "No list: …". */
      reason: string;
    };

/** Above this the answer is not read as choices: parsing it would freeze the page for nothing a person can scroll. */
export const MAX_LIST_BYTES = 4 * 1024 * 1024;

const ID_OF: Record<ListKind, Concept> = { products: "productId", games: "gameId" };

function gameOf(record: Record<string, unknown>): Pick<ListOption, "gameId" | "gameName"> {
  const key = fieldFor(record, "gameId");
  if (key === undefined) return {};
  const value = record[key];
  // Some APIs nest the game: { game: { id: 1, name: "…" } }.
  if (isJsonObject(value)) {
    const gameId = valueFor(value, "gameId", "gameId");
    const gameName = valueFor(value, "name");
    return { ...(gameId !== undefined ? { gameId } : {}), ...(gameName !== undefined ? { gameName } : {}) };
  }
  const gameId = textOf(value);
  return gameId === undefined ? {} : { gameId };
}

function optionOf(record: Record<string, unknown>, kind: ListKind): ListOption | undefined {
  const id = valueFor(record, ID_OF[kind], ID_OF[kind]);
  if (id === undefined) return undefined;
  const option: ListOption = { id };
  const name = valueFor(record, "name");
  const price = valueFor(record, "price");
  const currency = valueFor(record, "currency");
  const zoneLabel = valueFor(record, "zoneLabel");
  const requiresZone = fieldFor(record, "requiresZone");
  if (name !== undefined) option.name = name;
  if (price !== undefined) option.price = price;
  if (currency !== undefined) option.currency = currency;
  if (kind === "products") Object.assign(option, gameOf(record));
  if (requiresZone !== undefined) option.requiresZone = truthy(record[requiresZone]);
  if (zoneLabel !== undefined) option.zoneLabel = zoneLabel;
  return option;
}

/** A parsed body → the choices it lists, or why it lists none. */
export function optionsOf(kind: ListKind, body: unknown): ListOutcome {
  const found = findRecords(body);
  if (!found) return { ok: false, why: { kind: "no-records" }, reason: "the answer holds no list of records" };
  const options = found.records.flatMap((record) => optionOf(record, kind) ?? []);
  if (options.length === 0) {
    const idName = kind === "products" ? "product_id" : "game_id";
    return {
      ok: false,
      why: { kind: "no-ids", idName },
      reason: `no record in the answer has an id (looked for ${idName}, id and the like)`,
    };
  }
  return { ok: true, options, source: found.source };
}

/** A body as received → the choices it lists, or why it lists none. */
export function listOptions(kind: ListKind, text: string, sizeBytes = text.length): ListOutcome {
  if (sizeBytes > MAX_LIST_BYTES) {
    return {
      ok: false,
      why: { kind: "too-large", bytes: sizeBytes },
      reason: `the answer is ${formatBytes(sizeBytes)}, too large to offer as choices`,
    };
  }
  if (/^\s*</.test(text)) return { ok: false, why: { kind: "html" }, reason: "the answer is HTML, not JSON" };
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, why: { kind: "not-json" }, reason: "the answer is not valid JSON (cut short?)" };
  return optionsOf(kind, parsed.value);
}

const FAILURE_REASONS = {
  network: "no answer (offline, or the API does not allow this page's origin: CORS)",
  timeout: "the request timed out",
  cancelled: "the request was cancelled",
  "invalid-request": "the request could not be made",
} as const;

/** What the list request brought back → the choices, or why there are none. */
export function listFromRecord(kind: ListKind, record: ResponseRecord): ListOutcome {
  if (record.kind === "failure") {
    return { ok: false, why: { kind: "failure", failure: record.failure }, reason: FAILURE_REASONS[record.failure] };
  }
  if (record.status < 200 || record.status > 299) {
    const reasonPhrase = statusText(record.status, record.statusText);
    const refused = record.status === 401 ? ": the key was not accepted" : "";
    return {
      ok: false,
      why: { kind: "status", status: record.status, statusText: reasonPhrase },
      reason: `the API answered ${record.status} ${reasonPhrase}${refused}`,
    };
  }
  return listOptions(kind, record.body, record.sizeBytes);
}
