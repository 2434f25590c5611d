/** What one run measures. Times are the page's performance.now() (ms since navigation start). */

export interface LoadedFile {
  url: string;
  kind: "js" | "css";
  bytes: number;
  gzipBytes: number;
}

export interface ResponseTiming {
  /** The Send click (the event's timestamp). */
  click: number;
  /** Resource Timing of the fetch: startTime and responseEnd (both exposed cross-origin). */
  fetchStart: number;
  responseEnd: number;
  /**
   * Status and body are in the DOM: seen by a MutationObserver, so at the end of the task that
   * changed them, which includes whatever else that task ran (reading, parsing, effects).
   */
  dom: number;
  /** The frame after that was rendered. */
  painted: number;
  /** Longest Long Tasks API entry overlapping click..painted; 0 when none (all under 50 ms). */
  longestTask: number;
}

/** A click until what it shows is painted (page times), for the batch figures. */
export interface ShownTiming {
  click: number;
  dom: number;
  painted: number;
  /** Longest Long Tasks API entry overlapping click..painted; 0 when none (all under 50 ms). */
  longestTask: number;
  /** Requests to the API that began in between, and how many of them were Validate player ID. */
  apiCalls: number;
  playerChecks: number;
}

/** A large batch file: read and shown, then dry-run. */
export interface BatchTiming {
  read: ShownTiming;
  dryRun: ShownTiming;
  /** The dry run's summary line, as shown. */
  summary: string;
}

/** A whole wallet's check (every page and every order's status), handed to the build's worker. */
export interface ReconcileTiming {
  /** Hand-over to result back on the main thread. */
  checkMs: number;
  /** Longest Long Tasks API entry on the main thread in between; 0 when none. */
  longestTask: number;
  entries: number;
  findings: number;
}

/** A reference page without the console's code (bench/reference-pages.ts), loaded in a fresh context of its own. */
export interface ReferencePageTiming {
  /** Send in the DOM and enabled, then painted (the probe's "interactive"). */
  ready: number;
  firstContentfulPaint: number;
}

export interface RunResult {
  /** Measured first in each run, so the console's figures can be read against it. */
  floor: ReferencePageTiming;
  /** The console's built first screen with its style sheet and without its scripts (reference-pages.ts). */
  unscripted: ReferencePageTiming;
  files: LoadedFile[];
  interactiveDom: number;
  interactivePainted: number;
  /** When the page started acting on a press at once (hydrated, config.json read). */
  started: number;
  firstContentfulPaint: number | null;
  loadLongestTask: number;
  heapAfterLoad: number;
  small: ResponseTiming;
  large: ResponseTiming;
  heapAfterLarge: number;
  /** 1 MiB of JSON with no space or line break: a view that wraps lines has to cut it itself. */
  longLine: ResponseTiming;
  /** Measured in a fresh context of its own. */
  batch: BatchTiming;
  /** Measured in a fresh context of its own. */
  reconcile: ReconcileTiming;
}
