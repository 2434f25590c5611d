import { isJsonObject, parseJson } from "../lib/parse-json";
import type { RequestSpec } from "../request/request-spec";
import { textOf } from "../response/field-names";

/** A field as the request carried it, as text: a top-level JSON body value (number or string), else the query. */
function sentText(spec: RequestSpec, name: string): string | undefined {
  const parsed = parseJson(spec.body ?? "");
  if (parsed.ok && isJsonObject(parsed.value) && name in parsed.value) return textOf(parsed.value[name]);
  const query = new URL(spec.url).searchParams.get(name);
  return query === null || query === "" ? undefined : query;
}

export interface PlayerOrder {
  actionId: "create_order";
  /** user_id, and zone_id when the check carried one. */
  values: Record<string, string>;
  /** The game the player was checked in, for a package picker to narrow to. */
  gameId?: string;
}

/**
 * After a player check the API accepted, an order for that player: the player (and zone) as
 * the check sent them, so what is ordered for is exactly what was checked.
 */
export function playerOrder(actionId: string, status: number, spec: RequestSpec): PlayerOrder | undefined {
  if (actionId !== "validate_player" || status < 200 || status > 299) return undefined;
  const userId = sentText(spec, "user_id");
  if (userId === undefined) return undefined;
  const zoneId = sentText(spec, "zone_id");
  const gameId = sentText(spec, "game_id");
  return {
    actionId: "create_order",
    values: { user_id: userId, ...(zoneId === undefined ? {} : { zone_id: zoneId }) },
    ...(gameId === undefined ? {} : { gameId }),
  };
}
