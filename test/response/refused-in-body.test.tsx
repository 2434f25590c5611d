import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import type { Transport } from "../../src/transport/transport";
import { findStatus, renderConsole, responseRegion, type SentRequest, sends } from "../render";

/**
 * An API that answers like the market's: every order gets HTTP 200, and a refusal says so in the
 * body, as Apigames writes its errors (`{"error_msg": …, "status": 0}`, "Cek Status" v2,
 * https://docs.apigames.id/docs/v2/cek-status/cek-status-get) with Digiflazz's response code for a
 * short balance ("44", https://developer.digiflazz.com/api/buyer/response-code).
 */
function marketApi(orderBody: unknown) {
  const sent: SentRequest[] = [];
  const transport: Transport = async (request) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, url: request.url, headers: {}, body: await request.clone().text() });
    if (!url.pathname.endsWith("/create_order")) return new Response("{}", { status: 404 });
    const body = typeof orderBody === "string" ? orderBody : JSON.stringify(orderBody);
    return new Response(body, { status: 200, headers: { "Content-Type": "application/json" } });
  };
  return { transport, sent };
}

const SHORT = { status: 0, error_msg: "Saldo tidak mencukupi", rc: "44" };

const LABELS = {
  en: { key: "API key", action: "Place top-up order", send: "Send", place: "Place order", tracking: "Order tracking" },
  id: {
    key: "Kunci API",
    action: "Buat pesanan isi ulang",
    send: "Kirim",
    place: "Buat pesanan",
    tracking: "Pelacakan pesanan",
  },
} as const;

/** Places one order as a person would, in the language the console opened in. */
async function placeOrder(transport: Transport, language: "en" | "id" = "en") {
  if (language === "id") localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id" }));
  const ui = renderConsole(transport);
  const l = LABELS[language];
  const { user } = ui;
  await user.type(await screen.findByLabelText(l.key, {}), "sk_test_market");
  await user.click(screen.getByRole("radio", { name: l.action }));
  await user.type(screen.getByLabelText(/product_id/), "201");
  await user.type(screen.getByLabelText(/user_id/), "123456789");
  const reference = (screen.getByLabelText(/reseller_ref/) as HTMLInputElement).value;
  await user.click(screen.getByRole("button", { name: l.send }));
  await user.click(await screen.findByRole("button", { name: l.place }));
  return { ...ui, reference };
}

const statusLine = (region: HTMLElement) => within(region).getByRole("status");

afterEach(() => {
  localStorage.clear();
});

describe("the status line of a 2xx whose body says it failed", () => {
  it("says so beside the HTTP status in the API's words, follows no order and renews the reference", async () => {
    const api = marketApi(SHORT);
    const { reference } = await placeOrder(api.transport);
    await findStatus("200 OK · the body says it failed: Saldo tidak mencukupi");
    expect(statusLine(responseRegion())).not.toHaveTextContent("the request worked");

    // The tracker is there (an order was answered) but follows nothing, and invents no reason.
    const tracking = await screen.findByRole("region", { name: LABELS.en.tracking });
    expect(within(tracking).queryByRole("article")).toBeNull();
    expect(tracking).toHaveTextContent("No orders tracked.");
    expect(tracking).not.toHaveTextContent("names no order id");
    // A refusal is a definite answer: the next Send is a new order.
    await waitFor(() => expect(screen.getByLabelText(/reseller_ref/)).not.toHaveValue(reference));
    expect(sends(api.sent).filter((request) => request.url.endsWith("/order_status"))).toEqual([]);
  });

  it("says it in Bahasa Indonesia", async () => {
    const api = marketApi(SHORT);
    const { reference } = await placeOrder(api.transport, "id");
    const respons = () => screen.getByRole("region", { name: "Respons" });
    await waitFor(() =>
      expect(statusLine(respons())).toHaveTextContent("200 OK · isi jawaban menyatakan gagal: Saldo tidak mencukupi"),
    );
    expect(statusLine(respons())).not.toHaveTextContent("permintaan berhasil");
    const tracking = await screen.findByRole("region", { name: LABELS.id.tracking });
    expect(within(tracking).queryByRole("article")).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/reseller_ref/)).not.toHaveValue(reference));
  });

  it("names the field that gave the verdict when the body has no words", async () => {
    await placeOrder(marketApi({ status: 0 }).transport);
    await findStatus("200 OK · the body says it failed (status: 0)");
  });

  it("stays as before when the body says the request worked", async () => {
    await placeOrder(marketApi({ status: 1, data: { trx_id: "T-1", status: "Pending" } }).transport);
    await findStatus(/^200 OKthe request worked/);
  });

  it("invents nothing for a body that is not JSON", async () => {
    await placeOrder(marketApi("<html><body>Saldo tidak mencukupi</body></html>").transport);
    await findStatus(/^200 OKthe request worked/);
    expect(statusLine(responseRegion())).not.toHaveTextContent("failed");
  });
});
