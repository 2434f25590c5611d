import type { Concept } from "./field-names";
import { valueFor } from "./field-names";

/** A record's values, ready to fill another action's form: "Order this package" with its product_id. */
export interface ValueUse {
  actionId: string;
  /** What the offer is, worded by the view in the console's language ("Order this package"). */
  offer: Offer;
  /** The offer in English, as the catalog names the action: a stable name for it, and its words where none are kept. */
  label: string;
  /** Form values by parameter name, as text. */
  values: Record<string, string>;
  /** The record's game, for a form that picks a package but takes no game_id: its picker narrows to it. */
  gameId?: string;
}

/**
 * An action a record can fill, with the parameters a response can name (from the catalog, see
 * fillable-actions.ts). Plain data, so the worker that reads a body needs no schema library.
 */
export interface FillableAction {
  actionId: string;
  /** The action's label, for offers no verb describes. */
  label: string;
  params: { name: string; concept: Concept; required: boolean }[];
}

/** What a record's own `id` is, by the action whose response it came in. */
const ID_OF: Record<string, Concept> = {
  games: "gameId",
  products: "productId",
  create_order: "orderId",
  order_status: "orderId",
};

export const idConceptOf = (actionId: string): Concept | undefined => ID_OF[actionId];

/**
 * How each offer is put, first match wins, in the order offers are listed. An offer no line
 * describes says what it opens with what.
 */
const VERBS: { actionId: string; with: string; offer: Offer; label: string }[] = [
  { actionId: "create_order", with: "product_id", offer: "orderPackage", label: "Order this package" },
  { actionId: "order_status", with: "order_id", offer: "checkStatus", label: "Check order status" },
  { actionId: "order_status", with: "reseller_ref", offer: "checkStatus", label: "Check order status" },
  { actionId: "products", with: "game_id", offer: "listPackages", label: "List its packages" },
  { actionId: "create_order", with: "user_id", offer: "orderForPlayer", label: "Order for this player" },
  { actionId: "validate_player", with: "user_id", offer: "validatePlayer", label: "Validate this player" },
  { actionId: "validate_player", with: "game_id", offer: "validateForGame", label: "Validate a player for this game" },
  { actionId: "statistics", with: "game_id", offer: "gameStats", label: "Sales stats for this game" },
];

/**
 * The offers a record can make. "open" is any other action, put as "Open <action> with <parameters>";
 * "orderValidatedPlayer" is the order offered after a player check the API accepted.
 */
export type Offer =
  | "orderPackage"
  | "checkStatus"
  | "listPackages"
  | "orderForPlayer"
  | "validatePlayer"
  | "validateForGame"
  | "gameStats"
  | "orderValidatedPlayer"
  | "open";

function verbOf(action: FillableAction, values: Record<string, string>): { offer: Offer; label: string; rank: number } {
  const rank = VERBS.findIndex((verb) => verb.actionId === action.actionId && values[verb.with] !== undefined);
  const verb = VERBS[rank];
  if (verb) return { offer: verb.offer, label: verb.label, rank };
  return { offer: "open", label: `Open ${action.label} with ${Object.keys(values).join(", ")}`, rank: VERBS.length };
}

export interface UseContext {
  /** The action whose response this is: its own form is not offered again. */
  sourceActionId?: string;
  /** What a bare `id` field stands for in this record (see idConceptOf), if anything. */
  idOf?: Concept;
}

/**
 * The other actions a record's values can fill, by field name alone: a field that names a
 * parameter (in any of its spellings) offers every action taking that parameter, carrying every
 * parameter of that action the record has. An offer needs one of the action's required
 * parameters, unless it has none: a zone alone is no reason to place an order.
 */
export function usesOf(record: unknown, fillable: readonly FillableAction[], context: UseContext = {}): ValueUse[] {
  const gameId = valueFor(record, "gameId", context.idOf);
  const offers = fillable.flatMap((action) => {
    if (action.actionId === context.sourceActionId) return [];
    const values: Record<string, string> = {};
    for (const param of action.params) {
      const value = valueFor(record, param.concept, context.idOf);
      if (value !== undefined) values[param.name] = value;
    }
    const required = action.params.filter((param) => param.required);
    const anchored = required.length === 0 ? Object.keys(values).length > 0 : required.some((p) => p.name in values);
    if (!anchored) return [];
    // A form that picks a package but takes no game_id keeps the game aside, for its picker.
    const picksPackage = action.params.some((param) => param.concept === "productId");
    const takesGame = action.params.some((param) => param.concept === "gameId");
    const { offer, label, rank } = verbOf(action, values);
    const forGame = gameId !== undefined && picksPackage && !takesGame;
    const use: ValueUse = { actionId: action.actionId, offer, label, values, ...(forGame ? { gameId } : {}) };
    return [{ use, rank }];
  });
  return offers.sort((a, b) => a.rank - b.rank).map((offer) => offer.use);
}
