/** Player ids with documented behaviour. Plain data: the console may show them as hints. */
export const SPECIAL_PLAYERS = {
  /** Does not exist in any game: validation and orders answer INVALID_PLAYER. */
  unknown: "100000404",
  /** Exists, but fulfilment fails: the order ends "failed" and the price is refunded. */
  failsFulfilment: "100000500",
} as const;

export const specialPlayers: readonly { userId: string; effect: string }[] = [
  { userId: SPECIAL_PLAYERS.unknown, effect: "No such player: INVALID_PLAYER (422)." },
  { userId: "0 (or any id of only zeros)", effect: "No such player: INVALID_PLAYER (422)." },
  {
    userId: SPECIAL_PLAYERS.failsFulfilment,
    effect: "Order accepted, then failed after 15 s with an automatic refund.",
  },
];

const ONLY_ZEROS = /^0+$/;
const DIGITS = /^\d+$/;

/** Player ids are digits; anything else, all zeros, or the documented unknown id do not exist. */
export function playerExists(userId: string): boolean {
  return DIGITS.test(userId) && !ONLY_ZEROS.test(userId) && userId !== SPECIAL_PLAYERS.unknown;
}

export function fulfilmentFails(userId: string): boolean {
  return userId === SPECIAL_PLAYERS.failsFulfilment;
}
