import type { PlayerToValidate } from "../../batch/player-checks";
import { validatePlayer } from "../../catalog/actions/validate-player";
import type { RequestConnection } from "../../contexts/use-connection";
import { createRequestEngine, taking } from "../../pacing/request-engine";
import { buildRequest, type RequestSettings } from "../../request/build-request";
import type { ResponseRecord } from "../../request/response-record";

/** Tries of one player's check the API answers 429: after them the player stays unchecked (a warning). */
const TRIES = 3;

/**
 * Asks Validate player ID once per player, as many at once as the batch will send and paced the
 * same way, by the API's rate-limit headers. A player whose game is not a number is not asked.
 */
export async function validatePlayers(
  players: readonly PlayerToValidate[],
  { settings, send }: Pick<RequestConnection, "send"> & { settings: RequestSettings },
  concurrency: number,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<Map<string, ResponseRecord>> {
  const asked = players.filter((player) => /^\d+$/.test(player.gameId));
  const answers = new Map<string, ResponseRecord>();
  const engine = createRequestEngine({ send });
  let done = 0;
  onProgress(0, asked.length);
  await engine.each(taking(asked), concurrency, signal, async (player) => {
    const params = { game_id: Number(player.gameId), user_id: player.userId };
    const built = buildRequest(validatePlayer, { params }, settings);
    if (!built.ok) return;
    const options = { signal, cutsRequest: true, tries: TRIES };
    const record = await engine.ask(built.spec, { ...options, onAnswer: (answer) => answers.set(player.key, answer) });
    if (record) onProgress(++done, asked.length);
  });
  return answers;
}
