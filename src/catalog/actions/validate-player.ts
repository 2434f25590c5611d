import * as z from "zod/mini";
import { defineAction } from "../define-action";
import { about, text, wholeNumber } from "../fields";

export const validatePlayer = defineAction({
  id: "validate_player",
  label: "Validate player ID",
  method: "POST",
  path: { console: "/validate_player", rest: "/players/validate" },
  params: z.object({
    game_id: wholeNumber().check(
      about({ title: "Game ID", description: "The game the account belongs to.", examples: [1] }),
    ),
    user_id: text().check(
      about({ title: "Player user ID", description: "The player's account id.", examples: ["123456789"] }),
    ),
  }),
  paramsIn: "body",
  spendsMoney: false,
  contractPublished: true,
  summary: "Check that a player account exists in a game before ordering.",
  example: { game_id: 1, user_id: "123456789" },
});
