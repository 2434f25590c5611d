import type { ListKind } from "../catalog/list-fields";
import { formatBytes } from "../lib/format-bytes";
import { isJsonObject, parseJson } from "../lib/parse-json";
import type { ResponseRecord } from "../request/response-record";
import { type Concept, fieldFor, textOf, truthy, valueFor } from "./field-names";
import { type ListProblem, wordListProblem } from "./list-problem";
import { listProblemMessages } from "./list-problem-messages";
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

/** No list, and why: the reason is the problem's English words (list-problem.ts). */
const none = (why: ListProblem): ListOutcome => ({
  ok: false,
  why,
  reason: wordListProblem(listProblemMessages.en, why, (bytes) => formatBytes(bytes)),
});

/** A parsed body → the choices it lists, or why it lists none. */
export function optionsOf(kind: ListKind, body: unknown): ListOutcome {
  const found = findRecords(body);
  if (!found) return none({ kind: "no-records" });
  const options = found.records.flatMap((record) => optionOf(record, kind) ?? []);
  if (options.length === 0) {
    const idName = kind === "products" ? "product_id" : "game_id";
    return none({ kind: "no-ids", idName });
  }
  return { ok: true, options, source: found.source };
}

/** A body as received → the choices it lists, or why it lists none. */
export function listOptions(kind: ListKind, text: string, sizeBytes = text.length): ListOutcome {
  if (sizeBytes > MAX_LIST_BYTES) {
    return none({ kind: "too-large", bytes: sizeBytes });
  }
  if (/^\s*</.test(text)) return none({ kind: "html" });
  const parsed = parseJson(text);
  if (!parsed.ok) return none({ kind: "not-json" });
  return optionsOf(kind, parsed.value);
}

/** What the list request brought back → the choices, or why there are none. */
export function listFromRecord(kind: ListKind, record: ResponseRecord): ListOutcome {
  if (record.kind === "failure") {
    return none({ kind: "failure", failure: record.failure });
  }
  if (record.status < 200 || record.status > 299) {
    return none({ kind: "status", status: record.status, statusText: statusText(record.status, record.statusText) });
  }
  return listOptions(kind, record.body, record.sizeBytes);
}
