/**
 * npm run bench: builds the console, serves it and the standalone sandbox on 127.0.0.1, and
 * measures it in Debian's Chromium. It reports and exits 0 whatever the figures; it exits
 * non-zero only when it could not measure.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { startSandboxServer } from "../src/sandbox/node/start-sandbox-server";
import { batchCsv, fetchBatchProducts } from "./batch-csv";
import { type BenchOptions, parseBenchOptions, USAGE } from "./bench-options";
import { buildConsole } from "./build-console";
import { Cleanups } from "./cleanups";
import { fetchExpectedBody, fetchLongLineBody } from "./expected-body";
import { figureTable } from "./figure-table";
import { FIGURES } from "./figures";
import { formatValue } from "./format-value";
import { launchChromium } from "./launch-chromium";
import { measureBatch } from "./measure-batch";
import { gatherLedger, measureReconcile, reconcileWorkerPath } from "./measure-reconcile";
import { measureReferencePage } from "./measure-reference-page";
import { measureRun } from "./measure-run";
import { floorPage, unscriptedPage } from "./reference-pages";
import type { RunResult } from "./run-result";
import { serveStatic } from "./static-server";
import { summarize } from "./stats";
import { verdict } from "./verdict";
import { withTimeout } from "./with-timeout";

const API_KEY = "sk_demo_history";
/** The batch's dry run reads a balance and validates players: the funded key has both. */
const BATCH_KEY = "sk_demo_funded";
const BATCH_ROWS = 10_000;
/** Few players, so the dry run's Validate player ID calls stay bounded (one per player). */
const BATCH_PLAYERS = 50;
const RUN_TIMEOUT_MS = 120_000;

/** Which source was measured, for figures copied elsewhere; "+changes" when the tree is not clean. */
function describeCheckout(): string {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", timeout: 5_000 }).trim();
    return `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain") ? "+changes" : ""}`;
  } catch {
    return "unknown";
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function bench(options: BenchOptions, cleanups: Cleanups): Promise<void> {
  const started = performance.now();
  if (options.build) {
    console.log(`building the console into ${options.dist} …`);
    await buildConsole(options.dist, cleanups);
    console.log(`built in ${seconds(started)}`);
  }
  if (!existsSync(join(options.dist, "index.html"))) {
    throw new Error(`no build in ${options.dist}: run without --no-build, or pass --dist DIR`);
  }

  const site = await serveStatic(options.dist);
  cleanups.add("static server", site.close);
  // The floor page and the first screen without its scripts are measured in every run beside the
  // console, so all three meet the same machine.
  // Each page is served with the build's files it links to (its style sheet, the icon).
  const servePage = async (name: string, html: string) => {
    const directory = join(dirname(options.out), name);
    await rm(directory, { recursive: true, force: true });
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, "index.html"), html);
    for (const [, file = ""] of html.matchAll(/<link\b[^>]*\shref="\.\/([^"]+)"/g)) {
      await mkdir(dirname(join(directory, file)), { recursive: true });
      await copyFile(join(options.dist, file), join(directory, file));
    }
    const server = await serveStatic(directory);
    cleanups.add(`${name} server`, server.close);
    return server;
  };
  const floor = await servePage("floor-page", floorPage());
  const unscripted = await servePage(
    "unscripted-page",
    unscriptedPage(await readFile(join(options.dist, "index.html"), "utf8")),
  );
  // The rate limit is the sandbox's own behaviour, not what is measured: lift it for many runs.
  const sandbox = await startSandboxServer({
    port: 0,
    hostname: "127.0.0.1",
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
  cleanups.add("sandbox server", sandbox.close);
  const small = await fetchExpectedBody(sandbox.url, API_KEY, options.smallLimit);
  const large = await fetchExpectedBody(sandbox.url, API_KEY, options.largeLimit);
  if (large.bytes < 5_000_000) console.warn(`the large response is only ${formatValue(large.bytes, "bytes")}`);
  const longLine = await fetchLongLineBody(sandbox.url, API_KEY, options.largeLimit);
  const batchFile = batchCsv(await fetchBatchProducts(sandbox.url, BATCH_KEY), BATCH_ROWS, BATCH_PLAYERS);
  const gathering = performance.now();
  const reconcileInput = await gatherLedger(sandbox.url, API_KEY);
  console.log(
    `reconciliation input: ${reconcileInput.entries} wallet entries and ${reconcileInput.orders} order statuses, ` +
      `gathered in ${seconds(gathering)}`,
  );

  const browser = await launchChromium();
  cleanups.add("Chromium", () => browser.close());
  const setup = { consoleUrl: site.url, sandboxUrl: sandbox.url, apiKey: API_KEY, small, large, longLine };
  const batchSetup = { consoleUrl: site.url, sandboxUrl: sandbox.url, apiKey: BATCH_KEY, file: batchFile };
  const reconcileSetup = { consoleUrl: site.url, workerPath: reconcileWorkerPath(options.dist), input: reconcileInput };
  // Each run is the floor page and the first screen without its scripts, each in a fresh context,
  // then the responses in another, then the batch in another, then the reconciliation check.
  const measure = async (): Promise<RunResult> => ({
    floor: await measureReferencePage(browser, floor.url),
    unscripted: await measureReferencePage(browser, unscripted.url),
    ...(await measureRun(browser, setup)),
    batch: await measureBatch(browser, batchSetup),
    reconcile: await measureReconcile(browser, reconcileSetup),
  });
  console.log(
    `Chromium ${browser.version()}, ${cpus().length} CPUs; responses ${formatValue(small.bytes, "bytes")} ` +
      `(limit=${small.limit}), ${formatValue(large.bytes, "bytes")} (limit=${large.limit}) and ` +
      `${formatValue(longLine.bytes, "bytes")} on one line; a batch of ${batchFile.rows} rows ` +
      `(${formatValue(Buffer.byteLength(batchFile.csv), "bytes")}) over ${batchFile.players} players`,
  );

  for (let run = 1; run <= options.warmup; run += 1) {
    await withTimeout(measure(), RUN_TIMEOUT_MS, `warm-up run ${run}`);
    console.log(`warm-up run ${run} done (${seconds(started)})`);
  }
  const runs: RunResult[] = [];
  for (let run = 1; run <= options.runs; run += 1) {
    runs.push(await withTimeout(measure(), RUN_TIMEOUT_MS, `run ${run}`));
    console.log(`run ${run}/${options.runs} done (${seconds(started)}): ${runs.at(-1)?.batch.summary}`);
  }

  const rows = FIGURES.map((figure) => ({ figure, summary: summarize(runs.map(figure.read)) }));
  const results = {
    date: new Date().toISOString(),
    environment: {
      build: describeCheckout(),
      chromium: browser.version(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "unknown",
    },
    options,
    responses: {
      small: { limit: small.limit, bytes: small.bytes },
      large: { limit: large.limit, bytes: large.bytes },
      longLine: { bytes: longLine.bytes },
    },
    batch: { rows: batchFile.rows, players: batchFile.players, bytes: Buffer.byteLength(batchFile.csv) },
    reconcile: { entries: reconcileInput.entries, orders: reconcileInput.orders },
    figures: Object.fromEntries(
      rows.map(({ figure, summary }) => [
        figure.key,
        {
          label: figure.label.trim(),
          unit: figure.unit === "task" ? "ms" : figure.unit,
          ...summary,
          values: runs.map(figure.read),
          target: figure.target ?? null,
          verdict: verdict(summary, figure.target),
        },
      ]),
    ),
    runs,
    durationMs: Math.round(performance.now() - started),
  };
  await mkdir(dirname(options.out), { recursive: true });
  await writeFile(options.out, `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${figureTable(rows)}\n`);
  console.log(
    `median of ${options.runs} runs (after ${options.warmup} warm-up), each in a fresh context; ` +
      `targets judged on the median, "every run" ones on the max.`,
  );
  console.log(`wrote ${options.out} in ${seconds(started)}`);
}

const cleanups = new Cleanups();
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping`);
    void cleanups.runAll().finally(() => process.exit(130));
  });
}

// Playwright appends the whole browser log to its errors: the first lines say what went wrong.
const firstLines = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n").slice(0, 20).join("\n");

let options: BenchOptions;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${firstLines(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
try {
  await withTimeout(bench(options, cleanups), 15 * 60_000, "the whole benchmark");
  await cleanups.runAll();
  process.exit(0);
} catch (error) {
  // After Ctrl+C the browser closing under a run is expected: the signal handler exits.
  if (!stopping) {
    console.error(`benchmark could not measure: ${firstLines(error)}`);
    await cleanups.runAll();
    process.exit(1);
  }
}
