import { validatePlayer } from "../../catalog/actions/validate-player";
import { failure, success } from "../api-result";
import { defineHandler } from "../define-handler";
import { findGame } from "../game-catalog";
import { gameNotFound } from "../game-not-found";
import { playerNickname } from "../player-nickname";
import { playerExists } from "../special-players";

export const validatePlayerHandler = defineHandler(validatePlayer, ({ game_id, user_id }) => {
  const game = findGame(game_id);
  if (!game) return gameNotFound(game_id);
  if (!playerExists(user_id)) {
    return failure("INVALID_PLAYER", `No player "${user_id}" in ${game.name}.`, { details: { game_id, user_id } });
  }
  return success({ valid: true, game_id, game_name: game.name, user_id, nickname: playerNickname(game_id, user_id) });
});
