import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BUILT_IN_CONFIG, runtimeConfigSchema } from "../../src/config/runtime-config";
import { CONFIG_TIMEOUT_MS } from "../../src/config/runtime-config-load";
import { formNotesMessages } from "../../src/features/action-form/form-notes-messages";
import { listPickerMessages } from "../../src/features/action-form/list-picker-messages";
import { historyMessages } from "../../src/features/history/history-messages";
import { HISTORY_LIMITS } from "../../src/history/history-limits";
import { MIN_ENCODED_KEY_LENGTH } from "../../src/history/redact-pattern";
import { MAX_BODY_CHANGES } from "../../src/history/response-diff";
import { SEARCHED_RESPONSE_CHARS } from "../../src/history/summarize";
import { REPORT_BODY_CHARS } from "../../src/history/ticket-report";
import { AFTER_TO_DAYS } from "../../src/reconcile/after-to";
import { findingMessages } from "../../src/reconcile/finding-messages";
import { FINDING_COLUMNS } from "../../src/reconcile/findings-csv";
import { KEPT_FINDINGS, KEPT_REQUESTS, KEPT_SAID, KEPT_UNMATCHED } from "../../src/reconcile/kept-reconciliation";
import { KEPT_RECONCILIATIONS } from "../../src/reconcile/reconciliation-log";
import { STUCK_AFTER_MS } from "../../src/reconcile/rules/stuck";
import { DEFAULT_PAGE_SIZE, MAX_PAGES, ORDER_CONCURRENCY, TRIES } from "../../src/reconcile/run-reconciliation";
import { isSettled } from "../../src/request/settled-outcome";
import { FIELD_NAMES } from "../../src/response/field-names";
import { MAX_LIST_BYTES } from "../../src/response/list-options";
import { MAX_POINTS } from "../../src/response/series";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { DEFAULT_HISTORY_LIMIT } from "../../src/sandbox/handlers/wallet-history-handler";
import { HISTORY_LEDGER_TARGET } from "../../src/sandbox/history-seed";
import { COMPLETE_AFTER_MS, PROCESSING_AFTER_MS } from "../../src/sandbox/order-timing";
import { DEFAULT_RATE_LIMIT } from "../../src/sandbox/rate-limiter";
import { MAX_BODY_BYTES } from "../../src/sandbox/read-json-body";
import { HANG_CAP_MS, SCENARIO_IDS, SLOW_DEFAULT_SECONDS, SLOW_MAX_SECONDS } from "../../src/sandbox/scenarios";
import { LOW_BALANCE_LEFT } from "../../src/sandbox/seed-accounts";
import { baseUrlOfferMessages } from "../../src/ui/base-url-offer-messages";
import { statusCheckWait, TRACKING_LIMIT_MS } from "../../src/workspace/order-tracking/status-check-schedule";
import { failureRecord, httpRecord } from "../request/records";

// What the README and docs/*.md state that the code can cheaply confirm: names, limits and
// timings read from the same constants the code uses, so a changed constant fails here until the
// text follows. (docs/sandbox.md's error codes and examples are held by test/sandbox/docs.test.ts.)

const repo = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(repo, path), "utf8");
const pages = ["README.md", ...readdirSync(join(repo, "docs")).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith(".md"),
);

/** A page's text with line breaks and runs of spaces as one space, so a claim may wrap. */
const flat = (path: string) => read(path).replace(/\s+/g, " ");
const readme = flat("README.md");
const guide = flat("docs/using-the-console.md");
const history = flat("docs/history-and-sharing.md");
const sandbox = flat("docs/sandbox.md");
const deployment = flat("docs/deployment.md");
const languages = flat("docs/languages.md");
const architecture = flat("docs/architecture.md");
const reconciliation = flat("docs/reconcile.md");

const seconds = (ms: number) => ms / 1000;
const minutes = (ms: number) => ms / 60_000;
const mb = (bytes: number) => bytes / (1024 * 1024);
const grouped = (n: number) => n.toLocaleString("en-US");

/** Text outside fenced code blocks and inline code, where a link or a heading is one. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchorsOf(path: string): Set<string> {
  const text = read(path).replace(/^```[\s\S]*?^```$/gm, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchor(match[1] ?? "")));
}

/** The backticked keys in the first column of the first table from `start` on. */
function tableKeys(text: string, start: string): string[] {
  expect(text).toContain(start);
  const lines = text.slice(text.indexOf(start)).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, at) => at > first && !line.startsWith("|"));
  return lines
    .slice(first, end)
    .flatMap((line) => /^\| `([^`]+)` \|/.exec(line)?.[1] ?? [])
    .filter((key) => key !== "");
}

describe("links between the README and docs/", () => {
  const links = pages.flatMap((page) =>
    [...prose(read(page)).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? "")
      .filter((target) => !/^[a-z]+:/i.test(target))
      .map((target) => ({ page, target })),
  );

  it("finds the links it checks", () => {
    expect(links.length).toBeGreaterThan(20);
    expect(pages).toContain("docs/testing.md");
  });

  it.each(pages)("%s: every relative link leads to a file that exists, and to a heading in it", (page) => {
    for (const { target } of links.filter((link) => link.page === page)) {
      const [file = "", hash] = target.split("#");
      const path = file === "" ? page : relative(repo, join(repo, dirname(page), file));
      expect(existsSync(join(repo, path)), `${page} → ${target}`).toBe(true);
      if (hash !== undefined) expect(anchorsOf(path), `${page} → ${target}`).toContain(hash);
    }
  });

  it("the README links every page in docs/", () => {
    for (const page of pages.filter((path) => path.startsWith("docs/"))) expect(readme).toContain(`](${page})`);
  });

  it("every file a page names in backticks exists (bench/results/ is written by npm run bench)", () => {
    for (const page of pages) {
      const named = [...read(page).matchAll(/`((?:src|test|e2e|deploy|scripts|bench)\/[\w./-]+\.[a-z]+)`/g)];
      for (const [, path = ""] of named) {
        if (!path.startsWith("bench/results/")) expect(existsSync(join(repo, path)), `${page}: ${path}`).toBe(true);
      }
    }
  });
});

describe("the README", () => {
  it("stays short", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(250);
  });

  it("keeps the two commands CI and a newcomer run", () => {
    expect(read("README.md")).toContain("```sh\n# Install and start the console");
    expect(read("README.md")).toContain("\nnpm ci && npm start\n");
    expect(read("README.md")).toContain("\nnpm ci && npm run test:all\n");
    expect(read(".ci/run")).toContain("npm run test:all");
  });

  it("lists exactly the sandbox's demo keys", () => {
    expect(tableKeys(read("README.md"), "| key | for |").sort()).toEqual(Object.values(DEMO_KEYS).sort());
  });

  it("names the core folders biome.json keeps free of React, and no others, in the order it holds them to", () => {
    const biome = JSON.parse(read("biome.json")) as { overrides: { includes: string[]; linter?: unknown }[] };
    const coreOverrides = biome.overrides.filter((override) =>
      JSON.stringify(override.linter).includes("Core folders are free of React"),
    );
    const core = coreOverrides.flatMap((override) =>
      override.includes.map((glob) => glob.replace(/^src\/(.+)\/\*\*$/, "$1/")),
    );
    expect(core).toHaveLength(13);
    const tableSection = read("README.md").slice(read("README.md").indexOf("| folder | holds |"));
    const rows = [...tableSection.matchAll(/^\| `([a-z]+\/)` \|/gm)].map((match) => match[1]);
    expect(rows.slice(0, 13).sort()).toEqual([...core].sort());
    expect(readme).toContain("The first thirteen are the core");
    const listed = /the core folders \(([^)]+)\)/.exec(architecture)?.[1] ?? "";
    expect([...listed.matchAll(/`([a-z]+\/)`/g)].map((match) => match[1]).sort()).toEqual([...core].sort());
    // The one direction, as the lint messages say it, is the one the README and the layout page write.
    const chain = /one way: ([a-z →]+)\./.exec(JSON.stringify(coreOverrides[0]?.linter))?.[1];
    expect(chain?.split(" → ").map((folder) => `${folder}/`)).toEqual(core);
    expect(readme).toContain(`\`${chain}\``);
    expect(architecture).toContain(`\`${chain}\``);
  });

  it("names the React folders in the one order biome.json holds them to, each a folder of src/", () => {
    const biome = JSON.parse(read("biome.json")) as { overrides: { includes: string[]; linter?: unknown }[] };
    const chains = biome.overrides.flatMap(
      (override) => /React folders import one way[^:]*: ([a-z →]+)\./.exec(JSON.stringify(override.linter))?.[1] ?? [],
    );
    expect(chains.length).toBeGreaterThanOrEqual(6);
    expect(new Set(chains).size).toBe(1);
    const chain = chains[0] ?? "";
    expect(readme).toContain(`\`${chain}\``);
    expect(architecture).toContain(`\`${chain}\``);
    const rows = read("README.md")
      .slice(read("README.md").indexOf("| folder | holds |"))
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    for (const folder of chain.split(" → ")) {
      expect(existsSync(join(repo, "src", folder)), folder).toBe(true);
      expect(
        rows.some((row) => row.split(" | ")[0]?.includes(`\`${folder}/`)),
        folder,
      ).toBe(true);
    }
  });
});

describe("timings and limits", () => {
  it("the default timeout, and its range in config.json", () => {
    const timeout = BUILT_IN_CONFIG.defaultTimeoutSeconds;
    expect(readme).toContain(`time out after ${timeout} s by default`);
    expect(guide).toContain(`time out after ${timeout} s by default`);
    expect(deployment).toContain(`The Timeout field's starting value, 1 to 600. Default ${timeout}.`);
    const schema = runtimeConfigSchema("https://console.example.com/config.json");
    expect(schema.safeParse({}).data?.defaultTimeoutSeconds).toBe(timeout);
    expect(schema.safeParse({ defaultTimeoutSeconds: 1 }).success).toBe(true);
    expect(schema.safeParse({ defaultTimeoutSeconds: 600 }).success).toBe(true);
    expect(schema.safeParse({ defaultTimeoutSeconds: 0 }).success).toBe(false);
    expect(schema.safeParse({ defaultTimeoutSeconds: 601 }).success).toBe(false);
  });

  it("config.json's loading limit", () => {
    expect(deployment).toContain(`cut off after ${seconds(CONFIG_TIMEOUT_MS)} seconds`);
    expect(deployment).toContain(`no answer within ${seconds(CONFIG_TIMEOUT_MS)} s`);
  });

  it("the shipped config.json and the full example are the files the docs show", () => {
    const blocks = [...read("docs/deployment.md").matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((match) =>
      JSON.parse(match[1] ?? ""),
    );
    expect(blocks).toContainEqual(JSON.parse(read("public/config.json")));
    expect(blocks).toContainEqual(JSON.parse(read("deploy/config.example.json")));
  });

  it("order tracking's schedule and its limit", () => {
    const waits = [0, 1, 2, 3, 4, 5].map((done) => seconds(statusCheckWait(done)));
    expect(waits[4]).toBe(waits[5]);
    const [a, b, c, d, e] = waits;
    expect(guide).toContain(`first after ${a} s, then ${b}, ${c}, ${d} and every ${e} s`);
    expect(guide).toContain(`after ${minutes(TRACKING_LIMIT_MS)} minutes`);
    expect(readme).toContain(
      `after ${a} s, ${b}, ${c}, ${d}, then every ${e} s, for at most ${minutes(TRACKING_LIMIT_MS)} minutes`,
    );
  });

  it("the history's retention and search", () => {
    const { maxEntries, maxTotalBytes, maxBodyBytes } = HISTORY_LIMITS;
    expect(history).toContain(
      `the newest ${maxEntries} entries, up to ${mb(maxTotalBytes)} MB in all; a body over ${mb(maxBodyBytes)} MB keeps its first ${mb(maxBodyBytes)} MB`,
    );
    expect(history).toContain(`the first ${SEARCHED_RESPONSE_CHARS / 1024} kB of the response body`);
    expect(history).toContain(`the first ${MAX_BODY_CHANGES} body differences`);
    expect(history).toContain(`once the key has ${MIN_ENCODED_KEY_LENGTH} characters`);
  });

  it("the pickers' lists, the ticket report and the chart", () => {
    expect(guide).toContain(`over ${mb(MAX_LIST_BYTES)} MB`);
    expect(guide).toContain(`its first ${grouped(REPORT_BODY_CHARS)} characters`);
    expect(guide).toContain(`More than ${MAX_POINTS} days are summed into months`);
  });
});

describe("the reconciliation's figures", () => {
  it("its limits and pacing", () => {
    expect(reconciliation).toContain(`\`limit\` of ${grouped(DEFAULT_PAGE_SIZE)} entries per page`);
    expect(reconciliation).toContain(`At most ${grouped(MAX_PAGES)} pages are read`);
    expect(reconciliation).toContain(`${ORDER_CONCURRENCY} status checks are in flight at a time`);
    expect(reconciliation).toContain(`answered 429 is tried ${TRIES} times in all`);
    expect(reconciliation).toContain(`${minutes(STUCK_AFTER_MS)} minutes by default`);
    expect(reconciliation).toContain(
      `the ${["one", "two", "three"][AFTER_TO_DAYS - 1]} days after To (\`AFTER_TO_DAYS\``,
    );
  });

  it("what History keeps of each run", () => {
    expect(reconciliation).toContain(`the newest **${KEPT_RECONCILIATIONS}** runs`);
    expect(history).toContain(`newest first (the last ${KEPT_RECONCILIATIONS})`);
    expect(reconciliation).toContain(`the first **${grouped(KEPT_REQUESTS)}** requests`);
    expect(reconciliation).toContain(`up to ${grouped(2 * KEPT_REQUESTS)} in all`);
    expect(reconciliation).toContain(`the first **${grouped(KEPT_FINDINGS)}** findings`);
    expect(reconciliation).toContain(`the first **${KEPT_UNMATCHED}** lines of Not matched`);
    expect(reconciliation).toContain(`the first ${KEPT_SAID} characters of what the API said`);
  });

  it("every finding kind, the CSV's columns and the field names it reads", () => {
    expect(tableKeys(read("docs/reconcile.md"), "## What it finds").sort()).toEqual(
      Object.keys(findingMessages.en).sort(),
    );
    expect(reconciliation).toContain(`with the columns ${FINDING_COLUMNS.map((name) => `\`${name}\``).join(", ")} (`);
    const concepts = ["entryOrderId", "resellerRef", "amount", "balance", "date", "entryId", "orderPrice", "pageCount"];
    for (const concept of concepts as (keyof typeof FIELD_NAMES)[]) {
      expect(reconciliation).toContain(`| ${FIELD_NAMES[concept].map((name) => `\`${name}\``).join(", ")}`);
    }
  });

  it("the demo key it is shown with", () => {
    expect(reconciliation).toContain(`\`${DEMO_KEYS.anomalies}\` is a wallet`);
    expect(reconciliation).toContain(`\`${DEMO_KEYS.funded}\` reconciles clean`);
  });
});

describe("the sandbox's figures", () => {
  it("lists exactly the demo keys and the scenarios", () => {
    expect(tableKeys(read("docs/sandbox.md"), "## Demo keys").sort()).toEqual(Object.values(DEMO_KEYS).sort());
    const scenarios = tableKeys(read("docs/sandbox.md"), "## Scenarios").map((value) => value.split("=")[0]);
    expect(scenarios.sort()).toEqual([...SCENARIO_IDS].sort());
  });

  it("the rate limit", () => {
    const { limit, windowMs } = DEFAULT_RATE_LIMIT;
    expect(sandbox).toContain(`${limit} requests per key per ${seconds(windowMs)}-second window`);
  });

  it("the scenarios' timings", () => {
    expect(sandbox).toContain(
      `Waits 0–${SLOW_MAX_SECONDS} s (decimals allowed, plain \`slow\` is ${SLOW_DEFAULT_SECONDS} s)`,
    );
    expect(sandbox).toContain(`after ${minutes(HANG_CAP_MS)} minutes, 504 \`GATEWAY_TIMEOUT\``);
    expect(sandbox).toContain(`reached its ${minutes(HANG_CAP_MS)}-minute cap`);
  });

  it("the body limit, the order timing and the wallet history's sizes", () => {
    expect(sandbox).toContain(`over 1 MiB (${grouped(MAX_BODY_BYTES)} bytes)`);
    const [processing, complete] = [seconds(PROCESSING_AFTER_MS), seconds(COMPLETE_AFTER_MS)];
    expect(sandbox).toContain(`| 0 – ${processing} s | \`pending\` |`);
    expect(sandbox).toContain(`| ${processing} – ${complete} s | \`processing\` |`);
    expect(sandbox).toContain(`| ${complete} s and after |`);
    expect(sandbox).toContain(`then **fail** after ${complete} s`);
    expect(sandbox).toContain(`default ${DEFAULT_HISTORY_LIMIT})`);
    expect(sandbox).toContain(`\`meta.total\` is ${grouped(HISTORY_LEDGER_TARGET)}`);
    expect(sandbox).toContain(`balance ${(LOW_BALANCE_LEFT / 100).toFixed(2)} USD`);
  });
});

describe("the corrected statements", () => {
  const http = httpRecord;
  const failure = failureRecord;

  it("reseller_ref: renewed after a 2xx, a 4xx or a request never sent; kept after anything else", () => {
    expect([http(201), http(409), failure("invalid-request")].map(isSettled)).toEqual([true, true, true]);
    expect([failure("timeout"), failure("cancelled"), failure("network"), http(502)].map(isSettled)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const { retryTitle, newOrder } = formNotesMessages.en;
    expect(guide).toContain(retryTitle.replace(/\.$/, ""));
    expect(guide).toContain(`"${newOrder}"`);
    expect(readme).toContain(`"${newOrder}"`);
  });

  it("replay offers the entry's base URL, in the words the panel uses", () => {
    // The sentence around the entry's address, up to it: "This entry was sent to …".
    const [sentTo] = historyMessages.en.sentTo("…");
    expect(history).toContain(`"${sentTo}…"`);
    expect(history).toContain(`"${baseUrlOfferMessages.en.use}"`);
  });

  it("lists: fetched again on the picker's own button (how long they are kept: list-cache-claims.test.tsx)", () => {
    expect(guide).toContain(`not fetched again until "${listPickerMessages.en.refresh}"`);
  });

  it("set-aside reasons: stored as codes, the console's own ones named", () => {
    const codes = Object.keys(historyMessages.en.reasons);
    expect(languages).toContain(
      `the console's own ${["zero", "one", "two", "three", "four", "five", "six"][codes.length]} codes`,
    );
    for (const code of codes) expect(languages).toContain(`\`${code}\``);
  });
});
