import type { ListOption } from "./list-options";

/** The game a list names, by its id or (for APIs that name games in packages) its name. */
export function gameNamed(games: readonly ListOption[] | undefined, idOrName: string | undefined) {
  if (!games || idOrName === undefined) return undefined;
  const wanted = idOrName.trim().toLowerCase();
  return (
    games.find((game) => game.id.toLowerCase() === wanted) ?? games.find((game) => game.name?.toLowerCase() === wanted)
  );
}

/** The price as the list gives it, with its currency: the API publishes no unit, so none is assumed. */
export function listedPrice(option: ListOption): string | undefined {
  if (option.price === undefined) return undefined;
  return option.currency ? `${option.price} ${option.currency}` : option.price;
}

export interface ZoneNeed {
  /** The game's name, or its id when the list gives no name. */
  game: string;
  /** What the game calls its zone ("Server ID"), when the list says. */
  label?: string;
}

/**
 * Whether the chosen package needs a zone, as the lists say: the package's own record first, then
 * its game's (or, when the package names no game, the game chosen last). Undefined when neither says so.
 */
export function zoneNeed(
  product: ListOption | undefined,
  games: readonly ListOption[] | undefined,
  lastGame: string | undefined,
): ZoneNeed | undefined {
  const game = gameNamed(games, product?.gameId ?? lastGame);
  const says = product?.requiresZone ?? game?.requiresZone;
  if (!says) return undefined;
  const name = product?.gameName ?? game?.name ?? product?.gameId ?? game?.id ?? "this game";
  const label = product?.zoneLabel ?? game?.zoneLabel;
  return label ? { game: name, label } : { game: name };
}
