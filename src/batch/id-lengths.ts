import type { SheetRow } from "./parse-sheet";

/** The length a game's player ids share in the sheet, and how many distinct ids show it. */
export interface FixedLength {
  length: number;
  ids: number;
}

/** Fewer ids of one length than this prove nothing about the game. */
export const MIN_SAME_LENGTH = 3;

const DIGITS = /^\d+$/;

/**
 * The games whose player ids look fixed in length in this sheet, by the key `gameOf` gives a row.
 * The API publishes no id format, so the sheet itself is the evidence: a game's ids look fixed
 * when at least MIN_SAME_LENGTH distinct ids have the longest length seen for the game, no id is
 * longer, and those outnumber the shorter ones. A shorter id of such a game is then likely an id
 * whose leading zeros a spreadsheet dropped (0812345678 saved as 812345678).
 */
export function fixedIdLengths(
  rows: readonly SheetRow[],
  gameOf: (row: SheetRow) => string,
): ReadonlyMap<string, FixedLength> {
  const idsByGame = new Map<string, Set<string>>();
  for (const row of rows) {
    const id = row.cells.user_id;
    if (!DIGITS.test(id)) continue;
    const game = gameOf(row);
    const ids = idsByGame.get(game) ?? new Set<string>();
    ids.add(id);
    idsByGame.set(game, ids);
  }
  const fixed = new Map<string, FixedLength>();
  for (const [game, ids] of idsByGame) {
    let length = 0;
    for (const id of ids) length = Math.max(length, id.length);
    let full = 0;
    for (const id of ids) if (id.length === length) full++;
    if (full >= MIN_SAME_LENGTH && full > ids.size - full) fixed.set(game, { length, ids: full });
  }
  return fixed;
}
