import { useEffect, useMemo } from "react";
import { ZONE_FIELD } from "../../catalog/list-fields";
import { useMessages } from "../../contexts/i18n-context";
import type { FieldNote } from "../../forms/schema-fields";
import { useListQuery } from "../../queries/use-list-query";
import { gameNamed, listedPrice, zoneNeed } from "../../response/listed-choice";
import { listPickerMessages } from "./list-picker-messages";

export interface ListedChoice {
  /** Notes on fields, from what the lists say (the zone a game needs). */
  notes?: Record<string, FieldNote>;
  /** The chosen package as the list describes it, by parameter name: for the order confirmation. */
  described?: Record<string, string>;
}

/**
 * What the API's lists say about the package in a form: its name, price and game for the
 * confirmation, and whether its game needs a zone. Reads the lists already fetched; the games list
 * is fetched once a package from the list names a game whose needs the package does not say.
 * The same object while nothing it depends on changes.
 */
export function useListedChoice(
  productField: string,
  chosenId: string,
  lastGame: string | undefined,
  hasZoneField: boolean,
): ListedChoice {
  const products = useListQuery("products");
  const games = useListQuery("games");
  const productList = products.query.data?.list;
  const gameList = games.query.data?.list;
  const chosen = chosenId.trim();
  const product = productList?.ok && chosen ? productList.options.find((option) => option.id === chosen) : undefined;
  const gameOptions = gameList?.ok ? gameList.options : undefined;

  const wantsGames = product?.gameId !== undefined && product.requiresZone === undefined;
  const { load: loadGames } = games;
  const gamesUnasked = games.query.status === "pending";
  useEffect(() => {
    if (wantsGames && gamesUnasked) loadGames();
  }, [wantsGames, gamesUnasked, loadGames]);

  // Worded here, in the console's language: a switch of language words the notes again at once.
  const m = useMessages(listPickerMessages);
  return useMemo(() => {
    const need = hasZoneField ? zoneNeed(product, gameOptions, lastGame) : undefined;
    const choice: ListedChoice = {};
    if (need) {
      choice.notes = {
        [ZONE_FIELD]: { requirement: m.zoneRequired(need.game), hint: m.zoneHint(need.game, need.label) },
      };
    }
    if (product) {
      // What the lists say about the package, for the confirmation: "100 Credits · price 99 USD · game Sky Raiders".
      const price = listedPrice(product);
      const game = product.gameName ?? gameNamed(gameOptions, product.gameId)?.name ?? product.gameId;
      const described = [product.name, price && m.price(price), game && m.game(game)].filter(Boolean).join(" · ");
      choice.described = { [productField]: described };
    }
    return choice;
  }, [hasZoneField, product, gameOptions, lastGame, productField, m]);
}
