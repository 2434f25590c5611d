import { games } from "../../catalog/actions/games";
import { success } from "../api-result";
import { defineHandler } from "../define-handler";
import { GAMES } from "../game-catalog";

export const gamesHandler = defineHandler(games, () => success(GAMES));
