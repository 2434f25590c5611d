import { systemClock } from "../../batch/batch-clock";
import { createPacer } from "../../batch/pacer";
import type { PlayerToValidate } from "../../batch/player-checks";
import { validatePlayer } from "../../catalog/actions/validate-player";
import { buildRequest, type RequestSettings } from "../../request/build-request";
import type { ResponseRecord } from "../../request/response-record";
import type { RequestTarget } from "../../ui/use-request-target";

/** Tries of one player's check the API answers 429: after them the player stays unchecked (a warning). */
const TRIES = 3;

/**
 * Asks Validate player ID once per player, as many at once as the batch will send and paced the
 * same way, by the API's rate-limit headers. A player whose game is not a number is not asked.
 */
export async function checkPlayers(
  players: readonly PlayerToValidate[],
  { settings, send }: Pick<RequestTarget, "send"> & { settings: RequestSettings },
  concurrency: number,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<Map<string, ResponseRecord>> {
  const asked = players.filter((player) => /^\d+$/.test(player.gameId));
  const answers = new Map<string, ResponseRecord>();
  const pacer = createPacer(systemClock);
  let next = 0;
  let done = 0;
  onProgress(0, asked.length);
  const worker = async () => {
    for (let player = asked[next++]; player && !signal.aborted; player = asked[next++]) {
      const params = { game_id: Number(player.gameId), user_id: player.userId };
      const built = buildRequest(validatePlayer, { params }, settings);
      if (!built.ok) return;
      for (let tries = 1; tries <= TRIES && !signal.aborted; tries++) {
        await pacer.wait(signal);
        if (signal.aborted) return;
        const record = await send(built.spec, signal);
        pacer.heed(record);
        answers.set(player.key, record);
        if (record.kind !== "http" || record.status !== 429) break;
      }
      onProgress(++done, asked.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}
