/** Rows [start, end): end excluded. */
export interface RowRange {
  start: number;
  end: number;
}

export interface ViewportInput {
  /** How far the box is scrolled, in px. */
  scrollTop: number;
  /** The box's visible height, in px; 0 before it is laid out. */
  viewportHeight: number;
  /** Every row's height, in px. */
  rowHeight: number;
  count: number;
  /** Rows added above and below what is seen, so a short scroll finds them drawn. */
  overscan?: number;
}

/** The height assumed before the box is laid out (or where nothing is, as in a test's DOM). */
export const UNMEASURED_VIEWPORT = 600;

/** The rows a scrolled box shows, with `overscan` more either side, within [0, count). */
export function visibleRows({ scrollTop, viewportHeight, rowHeight, count, overscan = 10 }: ViewportInput): RowRange {
  const height = rowHeight > 0 ? rowHeight : 1;
  const viewport = viewportHeight > 0 ? viewportHeight : UNMEASURED_VIEWPORT;
  const first = Math.floor(Math.max(0, scrollTop) / height);
  const last = Math.ceil((Math.max(0, scrollTop) + viewport) / height);
  const start = Math.min(count, Math.max(0, first - overscan));
  return { start, end: Math.min(count, Math.max(start, last + overscan)) };
}

/**
 * The rows to ask for so that `needed` is drawn: undefined when the rows already loaded cover it,
 * else `needed` with `margin` rows more either side, so scrolling on asks again only now and then.
 */
export function rowsToLoad(needed: RowRange, loaded: RowRange | undefined, count: number, margin = 50) {
  const covered = loaded && loaded.start <= needed.start && (loaded.end >= needed.end || loaded.end >= count);
  if (covered) return undefined;
  const start = Math.max(0, needed.start - margin);
  return { offset: start, limit: Math.min(count, needed.end + margin) - start };
}

/** Heights of the blank space above and below the drawn rows, which keep the scrollbar true. */
export function spacers(drawn: RowRange, count: number, rowHeight: number) {
  return { above: drawn.start * rowHeight, below: Math.max(0, count - drawn.end) * rowHeight };
}
