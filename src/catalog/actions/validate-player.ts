import { z } from "zod";
import { defineAction } from "../define-action";
import { text, wholeNumber } from "../fields";

export const validatePlayer = defineAction({
  id: "validate_player",
  label: "Validate player ID",
  method: "POST",
  path: { console: "/validate_player", rest: "/players/validate" },
  params: z.object({
    game_id: wholeNumber().meta({ title: "Game ID", description: "The game the account belongs to.", examples: [1] }),
    user_id: text().meta({ title: "Player user ID", description: "The player's account id.", examples: ["123456789"] }),
  }),
  paramsIn: "body",
  spendsMoney: false,
  contractPublished: true,
  summary: "Check that a player account exists in a game before ordering.",
  example: { game_id: 1, user_id: "123456789" },
});
