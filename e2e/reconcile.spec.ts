import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { holdRequests, inSettings, openConsole, pickAction, response } from "./fixtures";
import { test } from "./own-sandbox";

// Each test reads from a sandbox of its own: a run asks a status for every order, and the sandbox's
// rate limit (120 a minute for a key) would be shared with every other run of the same demo key.

const ANOMALIES_KEY = "sk_demo_anomalies";

/** The five troubles planted in sk_demo_anomalies, by the order each is on. */
const PLANTED = [
  ["Debited twice", "ord_000005"],
  ["Refund missing", "ord_000012"],
  ["Refunded twice", "ord_000015"],
  ["Wrong amount", "ord_000019"],
  ["Stuck order", "ord_000023"],
] as const;
const PLANTED_IDS = PLANTED.map(([, order]) => order);
/** A small batch: enough rows for a few answers to go missing. */
const BATCH_ROWS = 10;

const reconciliation = (page: Page, name = "Reconciliation") => page.getByRole("region", { name, exact: true });

/** The findings table, each row a finding: its kind (a toggle button in the row header) and its order. */
const findingsTable = (region: Locator, caption = "Reconciliation findings") =>
  region.getByRole("table", { name: caption, exact: true });

/** The findings as a person reads them off the table: kind and order of each row. */
async function findingRows(table: Locator): Promise<string[][]> {
  const rows = table.getByRole("row").filter({ has: table.page().getByRole("rowheader") });
  const read: string[][] = [];
  for (const row of await rows.all()) {
    const kind = (await row.getByRole("rowheader").textContent()) ?? "";
    const order = (await row.getByRole("cell").first().textContent()) ?? "";
    read.push([kind, order]);
  }
  return read;
}

/** Opens the region from the bar and reconciles the whole history. */
async function reconcileFromTheBar(page: Page) {
  await page.getByRole("button", { name: "Reconcile the wallet" }).click();
  const region = reconciliation(page);
  const range = region.getByRole("group", { name: "Wallet entries" });
  await expect(range.getByLabel("From")).toHaveValue("");
  await expect(range.getByLabel("To")).toHaveValue("");
  await expect(region.getByLabel("Stuck after (minutes)")).toHaveValue("30");
  await region.getByRole("button", { name: "Reconcile", exact: true }).click();
  return region;
}

/** The summary line of a run with the five planted findings, and the table that lists them. */
async function expectTheFiveFindings(region: Locator) {
  await expect(region.getByRole("status").filter({ hasText: / checked: / })).toHaveText(
    /^\d+ entries checked: 5 findings, \$[\d,.]+ at stake\.$/,
  );
  const table = findingsTable(region);
  await expect(table.getByRole("rowheader")).toHaveCount(5);
  const read = await findingRows(table);
  expect(read.sort((a, b) => (a[1] ?? "").localeCompare(b[1] ?? ""))).toEqual(PLANTED.map((row) => [...row]));
  return table;
}

test.describe("reconciliation", () => {
  test("the whole history of sk_demo_anomalies: the five planted troubles, drawn, filtered, downloaded and copied, one History entry with every request; run again on sk_demo_funded, clean", async ({
    page,
    context,
    ownSandbox,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openConsole(page, { key: ANOMALIES_KEY, baseUrl: ownSandbox });
    // Every request the run sends, as the browser sent it: its action by path, its URL.
    const sent: { action: string; url: string }[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      const action = path.endsWith("/wallet_history")
        ? "Wallet transactions log"
        : path.endsWith("/order_status")
          ? "Check order status"
          : undefined;
      if (action) sent.push({ action, url: `${request.method()} ${request.url()}` });
    });
    const region = await reconcileFromTheBar(page);
    const table = await expectTheFiveFindings(region);

    const counts = region.getByRole("list", { name: "Findings by kind" });
    await expect(counts.getByRole("listitem")).toHaveText(PLANTED.map(([kind]) => `${kind} (1)`));

    // The running balance, drawn and described in words, with its points as a table.
    const chart = region.getByRole("img", { name: "Running balance" });
    await expect(chart).toHaveAccessibleDescription(
      /^The balance from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d: .* 5 findings are marked on the line\./,
    );
    const points = region.getByRole("region", { name: "Running balance points" });
    await expect(points.getByRole("table", { name: "The balance at each point drawn" })).toBeVisible();

    // A finding marked on the line from its row.
    const wrong = table.getByRole("button", { name: "Wrong amount" });
    await expect(wrong).toHaveAttribute("aria-pressed", "false");
    await wrong.click();
    await expect(wrong).toHaveAttribute("aria-pressed", "true");

    // The filter narrows the table to one kind.
    await region.getByRole("combobox", { name: "Show" }).selectOption({ label: "Refunded twice (1)" });
    await expect(table.getByRole("rowheader")).toHaveCount(1);
    expect(await findingRows(table)).toEqual([["Refunded twice", "ord_000015"]]);
    await region.getByRole("combobox", { name: "Show" }).selectOption({ label: "Every kind (5)" });
    await expect(table.getByRole("rowheader")).toHaveCount(5);

    // The findings as CSV: a header, one row per finding, the planted orders, never the key.
    const downloading = page.waitForEvent("download");
    await region.getByRole("button", { name: "Download findings CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^reconciliation-.*\.csv$/);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv).not.toContain(ANOMALIES_KEY);
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toBe("kind,order_id,reference,debited,refunded,price,expected,found,at_stake,entries,at,currency");
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.split(",")[1]).sort()).toEqual(PLANTED_IDS);

    // The ticket report, in Markdown, on the clipboard.
    await region.getByRole("button", { name: "Copy ticket report" }).click();
    await expect(region.getByText("Ticket report copied, the findings included.", { exact: false })).toBeVisible();
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toContain("## Reconciliation");
    for (const order of PLANTED_IDS) expect(report).toContain(order);
    expect(report).not.toContain(ANOMALIES_KEY);

    // The run is one entry in History's Reconciliations, kept in IndexedDB for the next visit (made
    // with sk_demo_funded, the key's default): every request it made is listed there, each as the
    // page sent it, and none among the sends.
    await openConsole(page, { baseUrl: ownSandbox });
    await page.getByRole("button", { name: "History", exact: true }).click();
    const history = page.getByRole("region", { name: "History" });
    const entry = history.getByRole("region", { name: "Reconciliations", exact: true });
    await expect(entry.getByRole("button", { name: /^Open reconciliation at / })).toHaveCount(1);
    await expect(entry.getByText("kept for this page only")).toHaveCount(0);
    await expect(
      history.getByRole("button", { name: /^Open (Wallet transactions log|Check order status) / }),
    ).toHaveCount(0);
    await entry.getByRole("button", { name: /^Open reconciliation at / }).click();
    const requests = entry.getByRole("table", { name: /^Requests of the reconciliation at / });
    await expect(requests.getByRole("row")).toHaveCount(sent.length + 1);
    const listed = await Promise.all(
      (await requests.getByRole("row").all()).slice(1).map(async (row) => {
        const [, action = "", url = ""] = await row.getByRole("cell").allTextContents();
        return [action, url];
      }),
    );
    expect(listed.map(([action]) => action).sort()).toEqual(sent.map(({ action }) => action).sort());
    expect(listed.map(([, url]) => url).sort()).toEqual(sent.map(({ url }) => url).sort());
    expect(new Set(listed.map(([action]) => action))).toEqual(
      new Set(["Wallet transactions log", "Check order status"]),
    );
    expect((await findingRows(findingsTable(entry))).sort((a, b) => (a[1] ?? "").localeCompare(b[1] ?? ""))).toEqual(
      PLANTED.map((row) => [...row]),
    );
    await expect(entry).not.toContainText(ANOMALIES_KEY);

    // Run again, on the whole wallet of sk_demo_funded: it reconciles clean, and History keeps both runs.
    const again = await reconcileFromTheBar(page);
    await expect(again.getByRole("status").filter({ hasText: /reconcile/ })).toHaveText(
      /^All \d+ entries reconcile: no debit, refund or balance is out of place\.$/,
    );
    await expect(findingsTable(again)).toHaveCount(0);
    await expect(again.getByRole("list", { name: "Findings by kind" })).toHaveCount(0);
    await expect(entry.getByRole("button", { name: /^Open reconciliation at / })).toHaveCount(2);
    await expect(entry.getByRole("table", { name: "Reconciliations, newest first" })).toContainText(
      /All \d+ entries reconcile: no debit, refund or balance is out of place\. \d+ requests\./,
    );
  });

  test("Reconcile these entries, from a Wallet transactions log answer's Ledger, starts by itself and finds the same five", async ({
    page,
    ownSandbox,
  }) => {
    await openConsole(page, { key: ANOMALIES_KEY, baseUrl: ownSandbox });
    await pickAction(page, "Wallet transactions log");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("status")).toContainText("200");
    await response(page).getByRole("tab", { name: "Ledger" }).click();
    await response(page).getByRole("button", { name: "Reconcile these entries" }).click();
    const region = reconciliation(page);
    await expect(region.getByText(/^The \d+ entries of a Wallet transactions log answer\.$/)).toBeVisible();
    await expectTheFiveFindings(region);
  });

  test("a batch placed through lost answers, sent again by hand, reconciles clean, and the sandbox's ledger debited each order once", async ({
    page,
    request,
    ownSandbox,
  }) => {
    // About 8 s in a quiet run and 18 s beside the rest of the suite (each lost answer waits out its
    // second, then its status checks): a third of this.
    test.setTimeout(60_000);
    const faults = (data: object) => request.post(`${ownSandbox}/_sandbox/faults`, { data });
    expect((await faults({ rate_limit_per_minute: 100_000 })).ok()).toBe(true);
    // Every order the page sends, by its reference, and how many of those sends got no answer.
    const orderSends = new Map<string, number>();
    let unanswered = 0;
    const isOrder = (sent: Request) =>
      sent.method() === "POST" && /\/(create_order|orders)$/.test(new URL(sent.url()).pathname);
    page.on("request", (sent) => {
      if (!isOrder(sent)) return;
      const reference = String((sent.postDataJSON() as { reseller_ref?: unknown } | null)?.reseller_ref);
      orderSends.set(reference, (orderSends.get(reference) ?? 0) + 1);
    });
    page.on("requestfailed", (sent) => {
      if (isOrder(sent)) unanswered += 1;
    });
    await openConsole(page, { baseUrl: ownSandbox });
    // Lost answers end quickly: the console gives up after a second.
    await inSettings(page, (dialog) => dialog.getByLabel("Timeout (seconds)").fill("1"));

    await page.getByRole("button", { name: "Batch orders" }).click();
    const batch = page.getByRole("region", { name: "Batch orders" });
    const rows = Array.from({ length: BATCH_ROWS }, (_, row) => `201,${123_400_000 + row},`);
    await batch.getByRole("textbox", { name: "CSV" }).fill(["product_id,user_id,zone_id", ...rows].join("\r\n"));
    await batch.getByRole("button", { name: "Read rows" }).click();
    await expect(batch.getByText(`${BATCH_ROWS} rows read.`)).toBeVisible();
    await batch.getByRole("button", { name: "Dry run" }).click();
    await expect(
      batch.getByText(`${BATCH_ROWS} rows: ${BATCH_ROWS} ready, 0 with problems, 0 with warnings.`),
    ).toBeVisible();

    // Answers go missing from now on: some orders are placed and their answer lost, some never arrive.
    expect((await faults({ rate: 0.4, kinds: ["lost_answer", "timeout"], seed: 11 })).ok()).toBe(true);
    await batch.getByRole("button", { name: `Place ${BATCH_ROWS} orders` }).click();
    const dialog = page.getByRole("dialog", { name: "Place this batch?" });
    await dialog
      .getByRole("textbox", { name: `Type ${BATCH_ROWS}, the number of orders, to place them` })
      .fill(String(BATCH_ROWS));
    await dialog.getByRole("button", { name: `Place ${BATCH_ROWS} orders` }).click();
    await expect(batch.getByText("The batch has finished.")).toBeVisible({ timeout: 40_000 });

    // What no status check could settle is sent again by hand, with its same reference.
    expect((await faults({ rate: 0 })).ok()).toBe(true);
    const counts = batch.getByText(/^Placed \d+, refused \d+, /);
    const again = batch.getByRole("button", { name: /^Send again with the same reference/ });
    for (let left = await again.count(); left > 0; left--) {
      await again.first().click();
      await expect(again).toHaveCount(left - 1);
    }
    await expect(counts).toHaveText(
      `Placed ${BATCH_ROWS}, refused 0, paused for balance 0, unknown 0, sending 0, waiting 0.`,
    );

    // Answers were lost, and each order was sent at most twice: once, and once again by hand.
    expect(unanswered).toBeGreaterThan(0);
    expect(orderSends.size).toBe(BATCH_ROWS);
    expect(Math.max(...orderSends.values())).toBeLessThanOrEqual(2);

    await batch.getByRole("button", { name: "Reconcile this batch" }).click();
    const region = reconciliation(page);
    await expect(
      region.getByText(
        new RegExp(
          `^The ${BATCH_ROWS} orders of the batch of pasted rows placed .+, against the wallet from that day on\\.$`,
        ),
      ),
    ).toBeVisible();
    await expect(region.getByRole("status").filter({ hasText: /reconcile/ })).toHaveText(
      /^All \d+ entries reconcile: no debit, refund or balance is out of place\.$/,
    );
    await expect(findingsTable(region)).toHaveCount(0);
    await expect(region.getByRole("list", { name: "Findings by kind" })).toHaveCount(0);

    // The sandbox's own ledger, not the page's verdict: each of the batch's orders debited once.
    const api = (path: string) =>
      request.get(`${ownSandbox}${path}`, { headers: { Authorization: "Bearer sk_demo_funded" } });
    const orderIds = await Promise.all(
      [...orderSends.keys()].map(async (reference) => {
        const status = await api(`/order_status?reseller_ref=${encodeURIComponent(reference)}`);
        expect(status.status()).toBe(200);
        return ((await status.json()) as { data: { order_id: string } }).data.order_id;
      }),
    );
    expect(new Set(orderIds).size).toBe(BATCH_ROWS);
    const ledger = (await (await api("/wallet_history?limit=50000")).json()) as {
      data: { order_id?: string; type: string }[];
    };
    const debitsOf = (orderId: string) =>
      ledger.data.filter((entry) => entry.order_id === orderId && entry.type === "debit").length;
    expect(orderIds.map(debitsOf)).toEqual(orderIds.map(() => 1));
  });

  test("a long run cancelled while it asks order statuses says how far it got, runs again, and both are in History", async ({
    page,
    ownSandbox,
  }) => {
    await openConsole(page, { key: "sk_demo_history", baseUrl: ownSandbox });
    const region = await reconcileFromTheBar(page);
    await expect(region.getByRole("progressbar", { name: "Reconciliation progress" })).toBeVisible();
    await expect(region.getByText(/^Asking order statuses: \d[\d,]* of \d[\d,]*\./)).toBeVisible({ timeout: 20_000 });
    await region.getByRole("button", { name: "Cancel" }).click();
    await expect(region.getByRole("status")).toHaveText(
      /^Cancelled after \d+ pages? and [\d,]+ order status(es)?\. Nothing was checked\.$/,
    );
    await expect(region.getByRole("progressbar")).toHaveCount(0);

    // Run again: it reads the wallet anew, and is cancelled while it reads. The wallet's pages are
    // held on their way out until then, so the run is still reading whatever the machine's speed.
    const letWalletThrough = await holdRequests(page, /\/wallet_history/);
    await region.getByRole("button", { name: "Reconcile", exact: true }).click();
    await expect(region.getByRole("progressbar", { name: "Reconciliation progress" })).toBeVisible();
    await expect(region.getByText(/^Reading the wallet/).first()).toBeVisible();
    await region.getByRole("button", { name: "Cancel" }).click();
    letWalletThrough();
    await expect(region.getByRole("status")).toHaveText(
      /^Cancelled after \d+ pages? and 0 order statuses\. Nothing was checked\.$/,
    );
    await expect(region.getByRole("button", { name: "Reconcile", exact: true })).toBeEnabled();

    // History keeps both runs, each saying how far it got.
    await page.getByRole("button", { name: "History", exact: true }).click();
    const runs = page
      .getByRole("region", { name: "Reconciliations", exact: true })
      .getByRole("table", { name: "Reconciliations, newest first" })
      .getByRole("row")
      .filter({ hasText: /Cancelled after \d+ pages? and [\d,]+ order status(es)?\./ });
    await expect(runs).toHaveCount(2);
  });
});

test.describe("reconciliation in Bahasa Indonesia", () => {
  test.use({ locale: "id-ID" });

  test("Cocokkan saldo dompet: the five findings named in Indonesian", async ({ page, ownSandbox }) => {
    await page.goto("./");
    await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
    await page.getByLabel("Base URL").fill(ownSandbox);
    await page.getByLabel("Kunci API", { exact: true }).fill(ANOMALIES_KEY);
    await page.getByRole("button", { name: "Cocokkan saldo dompet" }).click();
    const region = reconciliation(page, "Rekonsiliasi");
    await expect(region.getByRole("group", { name: "Entri dompet" }).getByLabel("Dari")).toHaveValue("");
    await region.getByRole("button", { name: "Cocokkan", exact: true }).click();
    await expect(region.getByRole("status").filter({ hasText: / diperiksa: / })).toHaveText(
      /^\d+ entri diperiksa: 5 temuan, .+ dipertaruhkan\.$/,
    );
    const table = findingsTable(region, "Temuan rekonsiliasi");
    await expect(table.getByRole("rowheader")).toHaveCount(5);
    const read = await findingRows(table);
    expect(read.sort((a, b) => (a[1] ?? "").localeCompare(b[1] ?? ""))).toEqual([
      ["Didebit dua kali", "ord_000005"],
      ["Refund tidak ada", "ord_000012"],
      ["Refund dua kali", "ord_000015"],
      ["Jumlah salah", "ord_000019"],
      ["Pesanan macet", "ord_000023"],
    ]);
    await expect(region.getByRole("list", { name: "Temuan per jenis" }).getByRole("listitem")).toHaveCount(5);
  });
});
