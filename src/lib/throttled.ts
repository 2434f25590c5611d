/** How often a long run's view redraws at most while it runs: progress is seen, and React is not flooded. */
export const REDRAW_MS = 100;

/**
 * `run` at most once every `ms`: the first call schedules it, the calls until then join that one.
 * `cancel` drops the one scheduled (a view that closes).
 */
export function throttled(run: () => void, ms = REDRAW_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
