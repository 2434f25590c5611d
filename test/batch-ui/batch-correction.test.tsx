import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withWord } from "../../src/answer/dialect-changes";
import { browserDialectStore, dialectTarget } from "../../src/config/dialect-store";
import type { HttpRecord } from "../../src/request/response-record";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { SANDBOX_ORIGIN } from "../../src/transport/sandbox-transport";
import { apigamesOrder, apigamesRefusal } from "../batch/market-answers";
import { recordingSandbox, renderConsole, type SentRequest, sends } from "../render";
import { inBatch, placeRows, rowOfLine } from "./batch-helpers";

// Four players: two whose orders end "Sukses", one "Gagal", one refused inside an HTTP 200.
const CSV = ["product_id,user_id", "201,123456789", "202,123456790", "203,123456791", "201,123456792"].join("\n");
const FINAL_WORD: Record<string, string> = { "123456789": "Sukses", "123456790": "Sukses", "123456791": "Gagal" };
const REFUSED = "123456792";
const TARGET = dialectTarget(`${SANDBOX_ORIGIN}/v1`);

const asResponse = (record: HttpRecord) =>
  new Response(record.body, { status: record.status, headers: { "Content-Type": "application/json" } });

/**
 * The sandbox for lists, players and the balance, and a market-shaped API (Apigames' answers, see
 * test/batch/market-answers.ts) for orders and their status: "Pending" at first, then each player's word.
 */
function marketOverSandbox() {
  const sandbox = createSandboxApp();
  const playerOf = new Map<string, string>();
  return recordingSandbox(async (request) => {
    const url = new URL(request.url);
    if (request.method === "POST" && /\/(create_order|orders)$/.test(url.pathname)) {
      const { reseller_ref: ref, user_id: player } = await request.clone().json();
      playerOf.set(ref, player);
      if (player === REFUSED) return asResponse(apigamesRefusal("Produk sedang gangguan"));
      return asResponse(apigamesOrder({ trxId: `T-${ref}`, ref, word: "Pending" }));
    }
    if (request.method === "GET" && /\/(order_status|orders\/status)$/.test(url.pathname)) {
      const ref = url.searchParams.get("reseller_ref") ?? url.searchParams.get("order_id")?.replace(/^T-/, "") ?? "";
      const word = FINAL_WORD[playerOf.get(ref) ?? ""] ?? "Pending";
      return asResponse(apigamesOrder({ trxId: `T-${ref}`, ref, word }));
    }
    return sandbox.fetch(request);
  });
}

const statusChecks = (sent: SentRequest[]) =>
  sends(sent).filter((request) => /\/(order_status|orders\/status)$/.test(new URL(request.url).pathname));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  browserDialectStore.remove(TARGET);
});

describe("Batch orders: a correction of the answer map", () => {
  it("changes the batch's final counts and rows at once, without asking the API again", async () => {
    const market = marketOverSandbox();
    const { user } = renderConsole(market.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await placeRows(user, CSV, 4);
    expect(await inBatch().findByText("The batch has finished.")).toBeInTheDocument();
    // The 200 whose body says it failed is refused, in the API's words; the others are placed.
    expect(
      inBatch().getByText("Placed 3, refused 1, paused for balance 0, unknown 0, sending 0, waiting 0."),
    ).toBeInTheDocument();
    expect(
      within(rowOfLine(5)).getByText("HTTP 200 · the body says it failed: Produk sedang gangguan"),
    ).toBeInTheDocument();

    // Following asks after 2 s: each order is then at its final word.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
    await advance(2_100);
    expect(
      await inBatch().findByText(
        "Final status: succeeded 2, partly delivered 0, failed 1, refunded 0, still followed 0.",
      ),
    ).toBeInTheDocument();
    expect(within(rowOfLine(4)).getByText("Failed")).toBeInTheDocument();
    const asked = statusChecks(market.sent).length;
    expect(asked).toBe(3);

    // This API's "Gagal" means the money came back: said once, in this browser, for this target.
    act(() => browserDialectStore.correct(TARGET, (dialect) => withWord(dialect, "Gagal", "refunded")));
    expect(
      inBatch().getByText("Final status: succeeded 2, partly delivered 0, failed 0, refunded 1, still followed 0."),
    ).toBeInTheDocument();
    expect(within(rowOfLine(4)).getByText("Refunded")).toBeInTheDocument();
    await advance(60_000);
    expect(statusChecks(market.sent)).toHaveLength(asked);

    // Taken back, the list's reading is back at once.
    act(() => browserDialectStore.remove(TARGET));
    expect(within(rowOfLine(4)).getByText("Failed")).toBeInTheDocument();
  }, 30_000);
});
