import { type AnswerContext, readAnswer } from "../answer/read-answer";
import { isJsonObject, parseJson } from "../lib/parse-json";
import type { ResponseRecord } from "../request/response-record";
import { type RowCheck, type RowProblem, type RowWarning, withFindings } from "./row-findings";

/** One player to ask "Validate player ID" about, once, for all the rows that order for it. */
export interface PlayerToValidate {
  key: string;
  gameId: string;
  userId: string;
  /** The zone the rows give; the API's validate action may or may not take it. */
  zoneId?: string;
  lines: number[];
}

export const playerKey = (gameId: string, userId: string, zoneId?: string) => `${gameId}|${userId}|${zoneId ?? ""}`;

function playerOf(check: RowCheck): Omit<PlayerToValidate, "lines"> | undefined {
  const gameId = check.product?.gameId;
  if (check.verdict !== "ready" || !check.order || gameId === undefined) return undefined;
  const { user_id: userId, zone_id: zoneId } = check.order;
  return { key: playerKey(gameId, userId, zoneId), gameId, userId, ...(zoneId !== undefined && { zoneId }) };
}

/** The distinct (game, player, zone) of the ready rows whose product names its game, in file order. */
export function playersToValidate(checks: readonly RowCheck[]): PlayerToValidate[] {
  const players = new Map<string, PlayerToValidate>();
  for (const check of checks) {
    const player = playerOf(check);
    if (!player) continue;
    const known = players.get(player.key);
    if (known) known.lines.push(check.line);
    else players.set(player.key, { ...player, lines: [check.line] });
  }
  return [...players.values()];
}

// A 2xx may still say no: `{ "valid": false }`, `{ "exists": false }`.
const VERDICT_NAMES = ["valid", "is_valid", "exists", "found"];

function saysNo(body: string): boolean {
  const parsed = parseJson(body);
  if (!parsed.ok || !isJsonObject(parsed.value)) return false;
  const objects = [parsed.value, ...Object.values(parsed.value)].filter(isJsonObject);
  return objects.some((object) =>
    Object.entries(object).some(([key, member]) => VERDICT_NAMES.includes(key.toLowerCase()) && member === false),
  );
}

/**
 * What one Validate player ID answer means for its rows, read by the console's one reader of
 * answers with the target's context. A 2xx is a yes unless its body says `valid: false` or that the
 * request failed (`{"status": 0, "error_msg": …}`); a 404 or 422 is a no, in the API's words;
 * anything else (no answer, a 5xx, a 401, a 429) checked nothing, and the rows may still be sent.
 */
export function playerFinding(
  record: ResponseRecord,
  context?: AnswerContext,
): { problem?: RowProblem; warning?: RowWarning } {
  if (record.kind === "failure") return { warning: { code: "player_unchecked", status: 0 } };
  const { status } = record;
  const ok = status >= 200 && status < 300;
  const reading = readAnswer(record, context);
  if ((ok && (saysNo(record.body) || reading.bodyRefused)) || status === 404 || status === 422) {
    const { message } = reading.words;
    return { problem: { code: "player_invalid", status, ...(message !== undefined && { message }) } };
  }
  return ok ? {} : { warning: { code: "player_unchecked", status } };
}

/** The rows with the answers (by player key) applied; a player not asked leaves its rows as they were. */
export function applyPlayerAnswers(
  checks: readonly RowCheck[],
  answers: ReadonlyMap<string, ResponseRecord>,
  context?: AnswerContext,
): RowCheck[] {
  return checks.map((check) => {
    const player = playerOf(check);
    const answer = player && answers.get(player.key);
    if (!answer) return check;
    const { problem, warning } = playerFinding(answer, context);
    return withFindings(check, problem ? [problem] : [], warning ? [warning] : []);
  });
}
