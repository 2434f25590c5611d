/**
 * npm run bench:floor: builds bench/floor/ — the least page made of the console's fixed libraries
 * (React, react-dom, react-hook-form with its zod resolver, react-query), one field and a Send
 * button — serves it on 127.0.0.1 and measures it as `npm run bench` measures the console: the
 * JS and CSS fetched before Send is usable (gzip), the time to that, and the heap after load.
 * No first screen the console could have weighs less or keeps less than this page.
 */
import { resolve } from "node:path";
import type { Response } from "@playwright/test";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { formatValue } from "./format-value";
import { launchChromium } from "./launch-chromium";
import { initialFiles, SETTLE_MS, settledHeap, waitInteractive } from "./measure-run";
import { probeScript } from "./page-probe";
import { serveStatic } from "./static-server";
import { summarize } from "./stats";
import { textTable } from "./text-table";
import { withTimeout } from "./with-timeout";

const RUNS = 5;
const outDir = resolve("bench/results/floor-dist");

async function measureFloor(): Promise<void> {
  await build({
    root: resolve("bench/floor"),
    configFile: false,
    base: "./",
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: "es2022", modulePreload: false },
  });
  const site = await serveStatic(outDir);
  const browser = await launchChromium();
  try {
    const runs: { initial: number; interactive: number; heap: number }[] = [];
    // The first run warms the browser up and is not counted, as in npm run bench.
    for (let run = 0; run <= RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      try {
        const page = await context.newPage();
        await page.addInitScript({ content: probeScript("Send") });
        const responses = new Map<string, Response>();
        page.on("response", (response) => responses.set(response.url(), response));
        await page.goto(site.url, { waitUntil: "load" });
        const interactive = await waitInteractive(page);
        const files = await initialFiles(page, responses, interactive.dom);
        await page.waitForTimeout(SETTLE_MS);
        const heap = await settledHeap(page);
        const initial = files.reduce((total, file) => total + file.gzipBytes, 0);
        if (run > 0) runs.push({ initial, interactive: interactive.painted, heap });
      } finally {
        await context.close();
      }
    }
    const row = (label: string, values: number[], unit: "bytes" | "ms") => {
      const { median, min, max } = summarize(values);
      return [label, formatValue(median, unit), formatValue(min, unit), formatValue(max, unit)];
    };
    console.log(
      textTable(
        ["floor page", "median", "min", "max"],
        [
          row(
            "Initial JS+CSS (gzip)",
            runs.map((run) => run.initial),
            "bytes",
          ),
          row(
            "Interactive (Send usable)",
            runs.map((run) => run.interactive),
            "ms",
          ),
          row(
            "JS heap after load",
            runs.map((run) => run.heap),
            "bytes",
          ),
        ],
        ["left", "right", "right", "right"],
      ),
    );
    console.log(`median of ${RUNS} runs (after 1 warm-up), Chromium ${browser.version()}`);
  } finally {
    await browser.close();
    await site.close();
  }
}

try {
  await withTimeout(measureFloor(), 5 * 60_000, "the floor measurement");
  process.exit(0);
} catch (error) {
  console.error(`the floor could not be measured: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
