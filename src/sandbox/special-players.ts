/** Player ids with documented behaviour: docs/sandbox.md lists each one, and a test holds it to these. */
export const SPECIAL_PLAYERS = {
  /** Does not exist in any game: validation and orders answer INVALID_PLAYER. */
  unknown: "100000404",
  /** Exists, but fulfilment fails: the order ends "failed" and the price is refunded. */
  failsFulfilment: "100000500",
} as const;

const ONLY_ZEROS = /^0+$/;
const DIGITS = /^\d+$/;

/** Player ids are digits; anything else, all zeros, or the documented unknown id do not exist. */
export function playerExists(userId: string): boolean {
  return DIGITS.test(userId) && !ONLY_ZEROS.test(userId) && userId !== SPECIAL_PLAYERS.unknown;
}

export function fulfilmentFails(userId: string): boolean {
  return userId === SPECIAL_PLAYERS.failsFulfilment;
}
