import type { Unit } from "./format-value";
import type { ResponseTiming, RunResult } from "./run-result";

export interface Target {
  limit: number;
  /** "max": the claim is "never", so the worst run decides; "median": the typical run does. */
  judge: "median" | "max";
}

export interface Figure {
  key: string;
  /** Indented labels are parts of the figure above them, shown to tell which phase dominates. */
  label: string;
  unit: Unit;
  target?: Target;
  read: (run: RunResult) => number;
}

const NEVER_FROZEN: Target = { limit: 200, judge: "max" };
/** The batch issue's bar: no task over 100 ms while a 10,000-row file is read, shown and checked. */
const BATCH_NEVER_FROZEN: Target = { limit: 100, judge: "max" };
// The reconciliation issue's bars: a whole wallet of 52,000 entries checked in 3 s at most, no task over 100 ms.

const gzipTotal = (run: RunResult, kind?: "js" | "css") =>
  run.files.filter((file) => !kind || file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);

/** Click to painted, then the four phases in between: the app, the network, the app again, rendering. */
function responseFigures(key: "small" | "large", title: string, limit: number): Figure[] {
  const timing = (run: RunResult): ResponseTiming => run[key];
  return [
    {
      key: `${key}OnScreen`,
      label: `${title} response on screen`,
      unit: "ms",
      target: { limit, judge: "median" },
      read: (run) => timing(run).painted - timing(run).click,
    },
    {
      key: `${key}ToFetch`,
      label: "  click → fetch starts",
      unit: "ms",
      read: (run) => timing(run).fetchStart - timing(run).click,
    },
    {
      key: `${key}Network`,
      label: "  fetch → last byte",
      unit: "ms",
      read: (run) => timing(run).responseEnd - timing(run).fetchStart,
    },
    {
      key: `${key}ToDom`,
      label: "  last byte → in DOM (script)",
      unit: "ms",
      read: (run) => timing(run).dom - timing(run).responseEnd,
    },
    {
      key: `${key}ToPaint`,
      label: "  in DOM → painted (render)",
      unit: "ms",
      read: (run) => timing(run).painted - timing(run).dom,
    },
    {
      key: `${key}LongestTask`,
      label: `Longest task, ${title}`,
      unit: "task",
      target: NEVER_FROZEN,
      read: (run) => timing(run).longestTask,
    },
  ];
}

/** The figures, in the order the table prints them. */
export const FIGURES: readonly Figure[] = [
  {
    key: "initialGzip",
    label: "Initial JS+CSS (gzip)",
    unit: "bytes",
    // The card's own libraries take 93.5 kB (npm run bench:floor); the console's first screen may not
    // grow past what it weighed before it was prerendered.
    target: { limit: 128_400, judge: "median" },
    read: (run) => gzipTotal(run),
  },
  { key: "initialJsGzip", label: "  of which JS", unit: "bytes", read: (run) => gzipTotal(run, "js") },
  { key: "initialCssGzip", label: "  of which CSS", unit: "bytes", read: (run) => gzipTotal(run, "css") },
  {
    key: "interactive",
    label: "Interactive (Send usable)",
    unit: "ms",
    target: { limit: 400, judge: "median" },
    read: (run) => run.interactivePainted,
  },
  { key: "interactiveDom", label: "  Send enabled in DOM", unit: "ms", read: (run) => run.interactiveDom },
  // Before it a press is kept and made then (src/app/page-boot.ts); from it, acted on at once.
  { key: "started", label: "  started (hydrated, config read)", unit: "ms", read: (run) => run.started },
  {
    key: "firstContentfulPaint",
    label: "  first contentful paint",
    unit: "ms",
    read: (run) => run.firstContentfulPaint ?? Number.NaN,
  },
  // The floor page (reference-pages.ts) in the same run: the eight actions and Send as plain HTML.
  { key: "floorReady", label: "Floor page: Send usable", unit: "ms", read: (run) => run.floor.ready },
  {
    key: "floorFirstContentfulPaint",
    label: "  first contentful paint",
    unit: "ms",
    read: (run) => run.floor.firstContentfulPaint,
  },
  // The console's first screen as built, with its style sheet and without its scripts: the least a
  // styled first paint costs under the Content-Security-Policy, whatever the console's code does.
  { key: "unscriptedReady", label: "Without scripts: Send shown", unit: "ms", read: (run) => run.unscripted.ready },
  {
    key: "unscriptedFirstContentfulPaint",
    label: "  first contentful paint",
    unit: "ms",
    read: (run) => run.unscripted.firstContentfulPaint,
  },
  {
    key: "interactiveOverFloor",
    label: "Interactive ÷ floor's",
    unit: "ratio",
    // The prerendering issue's bars, run by run against the floor page measured just before.
    target: { limit: 1.5, judge: "median" },
    read: (run) => run.interactivePainted / run.floor.ready,
  },
  {
    key: "firstPaintOverFloor",
    label: "First contentful paint ÷ floor's",
    unit: "ratio",
    target: { limit: 1.3, judge: "median" },
    read: (run) => (run.firstContentfulPaint ?? Number.NaN) / run.floor.firstContentfulPaint,
  },
  {
    key: "unscriptedFirstPaintOverFloor",
    label: "  without scripts ÷ floor's",
    unit: "ratio",
    read: (run) => run.unscripted.firstContentfulPaint / run.floor.firstContentfulPaint,
  },
  // What the console's scripts add to its own styled first screen, run by run: the part of the two
  // ratios above that the code can change; the rest is the styled markup's.
  {
    key: "interactiveOverUnscripted",
    label: "Interactive ÷ without scripts'",
    unit: "ratio",
    read: (run) => run.interactivePainted / run.unscripted.ready,
  },
  {
    key: "firstPaintOverUnscripted",
    label: "First contentful paint ÷ without scripts'",
    unit: "ratio",
    read: (run) => (run.firstContentfulPaint ?? Number.NaN) / run.unscripted.firstContentfulPaint,
  },
  {
    key: "loadLongestTask",
    label: "Longest task, load",
    unit: "task",
    target: NEVER_FROZEN,
    read: (run) => run.loadLongestTask,
  },
  {
    key: "heapAfterLoad",
    label: "JS heap after load",
    unit: "bytes",
    // No target: the libraries alone keep 3.2 MB (npm run bench:floor); a change is compared with the
    // build before it, in the same conditions.
    read: (run) => run.heapAfterLoad,
  },
  ...responseFigures("small", "~300 kB", 150),
  ...responseFigures("large", "≥ 5 MB", 1500),
  { key: "heapAfterLarge", label: "JS heap after ≥ 5 MB shown", unit: "bytes", read: (run) => run.heapAfterLarge },
  {
    key: "longLineOnScreen",
    label: "1 MiB one-line response on screen",
    unit: "ms",
    read: (run) => run.longLine.painted - run.longLine.click,
  },
  {
    key: "longLineLongestTask",
    label: "Longest task, 1 MiB one line",
    unit: "task",
    target: NEVER_FROZEN,
    read: (run) => run.longLine.longestTask,
  },
  {
    key: "batchReadOnScreen",
    label: "10,000-row batch read and shown",
    unit: "ms",
    target: { limit: 1000, judge: "median" },
    read: (run) => run.batch.read.painted - run.batch.read.click,
  },
  {
    key: "batchReadToDom",
    label: "  click → rows in DOM",
    unit: "ms",
    read: (run) => run.batch.read.dom - run.batch.read.click,
  },
  {
    key: "batchReadLongestTask",
    label: "Longest task, batch read",
    unit: "task",
    target: BATCH_NEVER_FROZEN,
    read: (run) => run.batch.read.longestTask,
  },
  {
    key: "batchDryRun",
    label: "10,000-row dry run checked",
    unit: "ms",
    read: (run) => run.batch.dryRun.painted - run.batch.dryRun.click,
  },
  { key: "batchDryRunCalls", label: "  API calls", unit: "count", read: (run) => run.batch.dryRun.apiCalls },
  {
    key: "batchDryRunPlayerChecks",
    label: "  of which Validate player ID",
    unit: "count",
    read: (run) => run.batch.dryRun.playerChecks,
  },
  {
    key: "batchDryRunLongestTask",
    label: "Longest task, dry run",
    unit: "task",
    target: BATCH_NEVER_FROZEN,
    read: (run) => run.batch.dryRun.longestTask,
  },
  {
    key: "reconcileCheck",
    label: "Whole-wallet reconciliation checked",
    unit: "ms",
    target: { limit: 3000, judge: "median" },
    read: (run) => run.reconcile.checkMs,
  },
  { key: "reconcileEntries", label: "  wallet entries", unit: "count", read: (run) => run.reconcile.entries },
  { key: "reconcileFindings", label: "  findings", unit: "count", read: (run) => run.reconcile.findings },
  {
    key: "reconcileLongestTask",
    label: "Longest task, reconciliation check",
    unit: "task",
    target: BATCH_NEVER_FROZEN,
    read: (run) => run.reconcile.longestTask,
  },
];
