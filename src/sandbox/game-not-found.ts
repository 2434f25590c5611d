import { type ApiResult, failure } from "./api-result";

/** 404 GAME_NOT_FOUND, the same wherever a game_id is looked up. */
export function gameNotFound(gameId: number): ApiResult {
  return failure("GAME_NOT_FOUND", `There is no game ${gameId}.`, { details: { game_id: gameId } });
}
