import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SETTINGS_STORAGE_KEY } from "../src/config/stored-settings";
import { makeHistoryEntry } from "../src/history/make-entry";
import { createMemoryHistoryStore } from "../src/history/memory-history-store";
import { recordingSandbox, renderConsole } from "./render";

/**
 * A kept order that the API refused inside an HTTP 200, as Apigames writes its errors
 * (`{"error_msg": …, "status": 0}`, "Cek Status" v2, https://docs.apigames.id/docs/v2/cek-status/cek-status-get).
 */
function refusedOrder(body: string) {
  const sentAt = Date.UTC(2026, 10, 20, 3, 0, 0);
  return makeHistoryEntry(
    {
      id: "refused-1",
      sentAt,
      actionId: "create_order",
      target: { environment: "Market API", baseUrl: "https://api.example.test/v1", pathStyle: "console" },
      spec: {
        method: "POST",
        url: "https://api.example.test/v1/create_order",
        headers: [
          ["Authorization", "Bearer sk_test_history"],
          ["Content-Type", "application/json"],
        ],
        body: '{"product_id":201,"user_id":"123456789","reseller_ref":"ref-1"}',
      },
      record: {
        kind: "http",
        status: 200,
        statusText: "OK",
        headers: [["content-type", "application/json"]],
        body,
        sizeBytes: body.length,
        durationMs: 40,
        receivedAt: sentAt + 40,
      },
    },
    { maxBodyBytes: 4096 },
  );
}

const WORDS = {
  en: { history: "History", open: /^Open Place top-up order at /, entry: /^Entry: / },
  id: { history: "Riwayat", open: /^Buka Buat pesanan isi ulang, /, entry: /^Entri: / },
} as const;

/** Opens the kept entry in History, in the language the console opened in. */
async function openEntry(body: string, language: "en" | "id") {
  if (language === "id") localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id" }));
  const history = createMemoryHistoryStore();
  await history.add([refusedOrder(body)]);
  const { user } = renderConsole(recordingSandbox().transport, undefined, history);
  const w = WORDS[language];
  await user.click(await screen.findByRole("button", { name: w.history }, { timeout: 8000 }));
  const region = await screen.findByRole("region", { name: w.history }, { timeout: 8000 });
  await user.click(await within(region).findByRole("button", { name: w.open }, { timeout: 8000 }));
  return within(region).findByRole("region", { name: w.entry }, { timeout: 8000 });
}

afterEach(() => {
  localStorage.clear();
});

describe("a kept answer refused by its body", () => {
  it("is shown as the refusal it was, in the API's words", async () => {
    const entry = await openEntry('{"status":0,"error_msg":"Saldo tidak mencukupi","rc":"44"}', "en");
    await waitFor(() => expect(entry).toHaveTextContent("200 OK · the body says it failed: Saldo tidak mencukupi"));
  });

  it("is shown as a refusal in Bahasa Indonesia", async () => {
    const entry = await openEntry('{"status":0,"error_msg":"Saldo tidak mencukupi","rc":"44"}', "id");
    await waitFor(() =>
      expect(entry).toHaveTextContent("200 OK · isi jawaban menyatakan gagal: Saldo tidak mencukupi"),
    );
  });

  it("keeps an answer that says nothing of failing as it was", async () => {
    const entry = await openEntry('{"status":1,"data":{"trx_id":"T-1","status":"Pending"}}', "en");
    expect(await within(entry).findByText("200 OK")).toBeVisible();
    expect(entry).not.toHaveTextContent("the body says it failed");
  });
});
