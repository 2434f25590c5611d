/**
 * Runs work once the browser has painted and is idle (or after a second at most), so storing
 * a send never competes with showing its response.
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
}
