import { backOff } from "../../pacing/back-off";

/** When tracking checks an order: soon after it is placed, then less and less often. */
export const FIRST_CHECK_MS = 2_000;
export const LONGEST_WAIT_MS = 30_000;
/** Tracking gives up this long after it started, whatever the status. */
export const TRACKING_LIMIT_MS = 10 * 60_000;

/** The wait before check number `checksDone + 1`, by the one back-off rule: 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export const statusCheckWait = (checksDone: number) => backOff(checksDone, FIRST_CHECK_MS, LONGEST_WAIT_MS);
