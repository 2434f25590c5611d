import { describe, expect, it } from "vitest";
import { type Dialect, NO_DIALECT } from "../../src/answer/dialect";
import { withWord } from "../../src/answer/dialect-changes";
import type { AnswerContext } from "../../src/answer/read-answer";
import { refundedOn, spentOn } from "../../src/batch/batch-funds";
import type { BatchJournal } from "../../src/batch/batch-journal";
import { createBatchRunner } from "../../src/batch/batch-runner";
import { checkRows } from "../../src/batch/check-rows";
import { createMemoryJournal } from "../../src/batch/memory-journal";
import { createOrderFollower } from "../../src/batch/order-follower";
import { parseSheet } from "../../src/batch/parse-sheet";
import { productList } from "../../src/batch/product-list";
import { finalCounts, finalWordOf, needsFollowing } from "../../src/batch/row-final";
import type { BatchRow } from "../../src/batch/row-state";
import { startBatch } from "../../src/batch/start-batch";
import type { Send } from "../../src/pacing/request-engine";
import type { HttpRecord } from "../../src/request/response-record";
import { apigamesOrder, apigamesRefusal, digiflazzTopup, rupiahPackagesBody } from "./market-answers";
import { BATCH, fakeClock, START, settings, TARGET } from "./runner-harness";

/** A batch of the given `product_id,user_id` lines (lines 2…), priced by a Rupiah packages list. */
async function rupiahBatch(lines: string[], journal: BatchJournal = createMemoryJournal()) {
  const sheet = parseSheet(["product_id,user_id", ...lines].join("\n"));
  const checks = checkRows(sheet.rows, { batchId: BATCH, prefix: "ref", list: productList(rupiahPackagesBody) });
  expect(checks.map((check) => check.verdict)).toEqual(lines.map(() => "ready"));
  await startBatch(journal, checks, { batchId: BATCH, target: TARGET, prefix: "ref", now: START });
  return journal;
}

/** How one order is answered: its create_order answer, and the words its status checks give in turn. */
interface Scenario {
  create: (ref: string) => HttpRecord;
  /** The answer of one status check saying `word`. */
  status: (ref: string, word: string) => HttpRecord;
  /** One word per check; the last is repeated. */
  words: string[];
}

const lineOfRef = (ref: string) => Number(ref.split("-").at(-1));
const trxOf = (ref: string) => `T${lineOfRef(ref)}`;
const DIGIFLAZZ_RC: Record<string, string> = { Pending: "03", Sukses: "00", Gagal: "02" };

const apigames = (words: string[]): Scenario => ({
  create: (ref) => apigamesOrder({ trxId: trxOf(ref), ref, word: "Pending" }),
  status: (ref, word) => apigamesOrder({ trxId: trxOf(ref), ref, word }),
  words,
});
const digiflazz = (words: string[]): Scenario => ({
  create: (ref) => digiflazzTopup({ ref, word: "Pending", rc: "03" }),
  status: (ref, word) => digiflazzTopup({ ref, word, rc: DIGIFLAZZ_RC[word] ?? "03" }),
  words,
});
const refusedWith = (message: string): Scenario => ({
  create: () => apigamesRefusal(message),
  status: () => apigamesRefusal("Transaksi tidak ditemukan"),
  words: [],
});

/** A market-shaped API for the rows' scenarios, by line; every request is recorded. */
function marketApi(scenarios: Record<number, Scenario>) {
  const sent: { line: number; kind: "order" | "status"; by?: string }[] = [];
  const checks = new Map<number, number>();
  const send: Send = async (spec) => {
    const url = new URL(spec.url);
    if (spec.method === "POST") {
      const ref = String(JSON.parse(spec.body ?? "{}").reseller_ref);
      sent.push({ line: lineOfRef(ref), kind: "order" });
      const scenario = scenarios[lineOfRef(ref)];
      if (!scenario) throw new Error(`no scenario for ${ref}`);
      return scenario.create(ref);
    }
    const byId = url.searchParams.get("order_id");
    const line = byId !== null ? Number(byId.slice(1)) : lineOfRef(url.searchParams.get("reseller_ref") ?? "");
    sent.push({ line, kind: "status", by: byId !== null ? "order_id" : "reseller_ref" });
    const scenario = scenarios[line];
    if (!scenario) throw new Error(`no scenario for line ${line}`);
    const asked = checks.get(line) ?? 0;
    checks.set(line, asked + 1);
    const word = scenario.words[Math.min(asked, scenario.words.length - 1)] ?? "Pending";
    return scenario.status(`ref-${BATCH}-${line}`, word);
  };
  return { send, sent };
}

/** Places the batch and follows its orders as the region does: every placed row is handed to the follower. */
async function placeAndFollow(journal: BatchJournal, send: Send, answers: AnswerContext = {}) {
  const clock = fakeClock();
  const follower = createOrderFollower({ target: TARGET, journal, send, settings, clock, answers });
  const runner = createBatchRunner({
    batchId: BATCH,
    target: TARGET,
    journal,
    send,
    settings,
    clock,
    answers,
    onRow: (row) => follower.follow(row),
  });
  const end = await runner.run();
  await follower.idle();
  return { end, follower, runner, clock, rows: await journal.rows(BATCH) };
}

const wordsOf = (rows: BatchRow[]) => rows.map((row) => finalWordOf(row) ?? row.state.kind);
const correct = (...pairs: [string, Parameters<typeof withWord>[2]][]): Dialect =>
  pairs.reduce((dialect, [word, kind]) => withWord(dialect, word, kind), NO_DIALECT);

describe("a batch on a market API: placed, refused inside a 200, followed to the final words", () => {
  it("ends four rows (two Sukses, one Gagal, one refused in a 200) with the right counts, spent and refunded", async () => {
    const journal = await rupiahBatch(["86,123456789", "86,123456790", "172,123456791", "5,123456792"]);
    const market = marketApi({
      2: apigames(["Pending", "Sukses"]),
      3: digiflazz(["Pending", "Pending", "Sukses"]),
      4: apigames(["Validasi Provider", "Gagal"]),
      5: refusedWith("Produk sedang gangguan"),
    });
    const { end, rows } = await placeAndFollow(journal, market.send);

    expect(end).toMatchObject({ kind: "finished", counts: { placed: 3, refused: 1, unknown: 0, pending: 0 } });
    // A 200 whose body says it failed placed nothing: refused, in the API's words.
    expect(rows[3]?.state).toMatchObject({ kind: "refused", status: 200, message: "Produk sedang gangguan" });
    expect(wordsOf(rows)).toEqual(["Sukses", "Sukses", "Gagal", "refused"]);
    expect(finalCounts(rows)).toEqual({ success: 2, partial: 0, failed: 1, refunded: 0, following: 0 });
    // Spent: the three placed orders at their listed prices; back: the one that ended Gagal.
    expect(spentOn(rows)).toEqual({ total: 76_000, currency: "IDR" });
    expect(refundedOn(rows)).toEqual({ total: 38_000, currency: "IDR" });
  });

  it("keeps following on Pending and Validasi Provider, asks Digiflazz by reference, and stops on the final word", async () => {
    const journal = await rupiahBatch(["86,123456789", "86,123456790", "172,123456791"]);
    const market = marketApi({
      2: apigames(["Pending", "Sukses"]),
      3: digiflazz(["Pending", "Pending", "Sukses"]),
      4: apigames(["Validasi Provider", "Gagal"]),
    });
    await placeAndFollow(journal, market.send);
    const checksOf = (line: number) => market.sent.filter((each) => each.kind === "status" && each.line === line);
    expect(checksOf(2).map((each) => each.by)).toEqual(["order_id", "order_id"]);
    // Digiflazz names no order id of its own: its order is asked about by reference.
    expect(checksOf(3).map((each) => each.by)).toEqual(["reseller_ref", "reseller_ref", "reseller_ref"]);
    expect(checksOf(4)).toHaveLength(2);
    expect(market.sent.filter((each) => each.kind === "order")).toHaveLength(3);
  });

  it("counts Sukses Sebagian apart, as partial: never as success, its price not counted back", async () => {
    const journal = await rupiahBatch(["86,123456789", "172,123456790"]);
    const market = marketApi({ 2: apigames(["Sukses"]), 3: apigames(["Pending", "Sukses Sebagian"]) });
    const { rows } = await placeAndFollow(journal, market.send);
    expect(finalCounts(rows)).toEqual({ success: 1, partial: 1, failed: 0, refunded: 0, following: 0 });
    expect(refundedOn(rows)).toEqual({ total: 0, currency: undefined });
  });
});

describe("a batch whose 200 says the balance is short", () => {
  it("pauses the batch, sends nothing more, counts nothing as spent, and sends the row again after a top-up", async () => {
    const journal = await rupiahBatch(["86,123456789", "172,123456790", "86,123456791"]);
    let topUp = false;
    const market = marketApi({
      2: apigames(["Sukses"]),
      3: {
        ...apigames(["Sukses"]),
        create: (ref) => (topUp ? apigames([]).create(ref) : apigamesRefusal("Saldo tidak mencukupi")),
      },
      4: apigames(["Sukses"]),
    });
    const paused = await placeAndFollow(journal, market.send);
    expect(paused.end).toMatchObject({ kind: "paused_balance", counts: { placed: 1, paused_balance: 1, pending: 1 } });
    expect(paused.rows[1]?.state).toMatchObject({
      kind: "paused_balance",
      status: 200,
      message: "Saldo tidak mencukupi",
    });
    expect(market.sent.filter((each) => each.kind === "order").map((each) => each.line)).toEqual([2, 3]);
    expect(spentOn(paused.rows)).toEqual({ total: 19_000, currency: "IDR" });

    topUp = true;
    const resumed = await placeAndFollow(journal, market.send);
    expect(resumed.end).toMatchObject({ kind: "finished", counts: { placed: 3 } });
    expect(market.sent.filter((each) => each.kind === "order").map((each) => each.line)).toEqual([2, 3, 3, 4]);
    expect(spentOn(resumed.rows)).toEqual({ total: 76_000, currency: "IDR" });
  });
});

describe("corrections of the target's words", () => {
  it("change the batch's counts at once, from the words stored, without asking the API again", async () => {
    const journal = await rupiahBatch(["86,123456789", "86,123456790", "172,123456791"]);
    const market = marketApi({ 2: apigames(["Sukses"]), 3: apigames(["Sukses"]), 4: apigames(["Gagal"]) });
    const { rows } = await placeAndFollow(journal, market.send);
    const asked = market.sent.length;
    expect(finalCounts(rows)).toEqual({ success: 2, partial: 0, failed: 1, refunded: 0, following: 0 });

    // This API's "Gagal" means the money came back; its "Sukses" is only a partial delivery.
    const words = correct(["Gagal", "refunded"], ["Sukses", "partial"]).words;
    expect(finalCounts(rows, words)).toEqual({ success: 0, partial: 2, failed: 0, refunded: 1, following: 0 });
    expect(refundedOn(rows, words)).toEqual({ total: 38_000, currency: "IDR" });
    expect(market.sent).toHaveLength(asked);
  });

  it("follow an order on an unknown word until the follower's limit, and a correction makes that word final at once", async () => {
    const journal = await rupiahBatch(["86,123456789"]);
    const market = marketApi({ 2: apigames(["Menunggu Konfirmasi Seller"]) });
    const { rows, clock } = await placeAndFollow(journal, market.send);
    // Ten minutes of checks (2 s, 4, 8, 16, then every 30 s), then following gives up.
    expect(clock.now() - START).toBe(10 * 60_000);
    expect(market.sent.filter((each) => each.kind === "status").length).toBeGreaterThan(15);
    expect(rows[0]?.state).toMatchObject({
      kind: "placed",
      orderStatus: "Menunggu Konfirmasi Seller",
      unfollowed: { outcome: { kind: "gave-up" } },
    });
    expect(finalCounts(rows)).toMatchObject({ success: 0, following: 1 });

    const words = correct(["Menunggu Konfirmasi Seller", "success"]).words;
    expect(finalCounts(rows, words)).toMatchObject({ success: 1, following: 0 });
    expect(needsFollowing(rows[0] as BatchRow, words)).toBe(false);
  });

  it("are what the follower stops on: a word corrected to final ends following at its first check", async () => {
    const journal = await rupiahBatch(["86,123456789"]);
    const market = marketApi({ 2: apigames(["Menunggu Konfirmasi Seller"]) });
    const dialect = correct(["Menunggu Konfirmasi Seller", "success"]);
    const { rows } = await placeAndFollow(journal, market.send, { dialect });
    expect(market.sent.filter((each) => each.kind === "status")).toHaveLength(1);
    expect(rows[0]?.state).toMatchObject({ kind: "placed", final: { status: "Menunggu Konfirmasi Seller" } });
    expect(finalCounts(rows, dialect.words)).toMatchObject({ success: 1 });
  });

  it("follow again an order whose final word a correction says is not final, dropping the final it had", async () => {
    const journal = await rupiahBatch(["86,123456789"]);
    const market = marketApi({ 2: apigames(["Sukses", "Sukses", "Selesai"]) });
    const first = await placeAndFollow(journal, market.send);
    expect(first.rows[0]?.state).toMatchObject({ final: { status: "Sukses" } });

    // This API says "Sukses" while the seller still works; "Selesai" is its end.
    const dialect = correct(["Sukses", "pending"]);
    const row = first.rows[0] as BatchRow;
    expect(needsFollowing(row, dialect.words)).toBe(true);
    expect(finalCounts([row], dialect.words)).toMatchObject({ success: 0, following: 1 });
    const clock = fakeClock();
    const follower = createOrderFollower({
      target: TARGET,
      journal,
      send: market.send,
      settings,
      clock,
      answers: { dialect },
    });
    follower.follow(row);
    await follower.idle();
    const [after] = await journal.rows(BATCH);
    expect(after?.state).toMatchObject({ kind: "placed", final: { status: "Selesai" }, orderStatus: "Selesai" });
    expect(finalCounts(after ? [after] : [], dialect.words)).toMatchObject({ success: 1, following: 0 });
  });
});
