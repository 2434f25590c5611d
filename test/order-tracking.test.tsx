import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SETTINGS_STORAGE_KEY } from "../src/config/stored-settings";
import type { Transport } from "../src/transport/transport";
import { switchLanguage } from "./i18n/switch-language";
import { listItems } from "./list-items";
import { findStatus, renderConsole } from "./render";
import { APIGAMES_STATUS, APIGAMES_TRX_ID } from "./workspace/market-status-answers";

/**
 * A made-up API, not the sandbox: the order comes back as `{"result":{"trx_id":…}}` and its status
 * as whatever each test says, so tracking is proven to go by field names, not by one shape.
 */
function fakeApi(createBody: string, statusAnswers: (() => Response)[], createStatus = 201) {
  const checks: string[] = [];
  // When each request arrived, on the (fake) clock: the schedule is read from these, so a busy
  // machine's slow real time between two steps of a test cannot move it.
  const times: { ordered?: number; checks: number[] } = { checks: [] };
  const transport: Transport = async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/create_order")) {
      times.ordered = Date.now();
      return new Response(createBody, { status: createStatus, headers: { "Content-Type": "application/json" } });
    }
    // The pickers' lists: this API has none.
    if (!url.pathname.endsWith("/order_status")) return new Response("{}", { status: 404 });
    checks.push(url.search);
    times.checks.push(Date.now());
    const answer = statusAnswers[Math.min(checks.length, statusAnswers.length) - 1];
    return answer ? answer() : new Response("{}", { status: 200 });
  };
  /** Milliseconds from the order's answer to each check, and between the checks. */
  const gaps = () =>
    times.checks.map((at, i) => at - (i === 0 ? (times.ordered ?? Number.NaN) : (times.checks[i - 1] ?? 0)));
  return { transport, checks, gaps };
}

/**
 * The gaps are the schedule's, plus the little the fake clock moved on its own (with real time)
 * while the answer was read: never less, and far less than the next step of the schedule.
 */
function expectGaps(gaps: number[], schedule: number[]) {
  expect(gaps).toHaveLength(schedule.length);
  gaps.forEach((gap, i) => {
    expect(gap).toBeGreaterThanOrEqual(schedule[i] ?? 0);
    expect(gap).toBeLessThan((schedule[i] ?? 0) + 1_000);
  });
}

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const LABELS = {
  en: { key: "API key", action: "Place top-up order", send: "Send", place: "Place order", response: "Response" },
  id: { key: "Kunci API", action: "Buat pesanan isi ulang", send: "Kirim", place: "Buat pesanan", response: "Respons" },
} as const;

/** Places one order as a person would, in the language the console opens in (as chosen on an earlier visit). */
async function placeOrder(transport: Transport, answered: RegExp = /^201/, language: "en" | "id" = "en") {
  if (language === "id") localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id" }));
  const l = LABELS[language];
  const ui = renderConsole(transport);
  const { user } = ui;
  await user.type(await screen.findByLabelText(l.key, {}), "sk_test_tracking");
  await user.click(screen.getByRole("radio", { name: l.action }));
  await user.type(screen.getByLabelText(/product_id/), "201");
  await user.type(screen.getByLabelText(/user_id/), "123456789");
  await user.click(screen.getByRole("button", { name: l.send }));
  const place = await screen.findByRole("button", { name: l.place });
  // Typing ran on real time; from the order on, time moves only when a test says (plus the few
  // milliseconds a click needs).
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
  await user.click(place);
  if (language === "en") await findStatus(answered);
  else {
    const region = screen.getByRole("region", { name: l.response });
    await waitFor(() => expect(within(region).getByRole("status")).toHaveTextContent(answered));
  }
  return ui;
}

// The tracker loads on demand: its first import can take a moment on a busy machine.
const tracking = () => screen.findByRole("region", { name: "Order tracking" });
const order = async (name: string) => within(await tracking()).findByRole("article", { name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("order tracking", () => {
  it("checks after 2 s, backs off through a 500, and stops on a final status in any case", async () => {
    const api = fakeApi('{"result":{"trx_id":"T-77","state":"queued"}}', [
      json({ status: "PENDING" }),
      json({ error: "down" }, 500),
      json({ data: { status: "Completed" } }),
    ]);
    const { history } = await placeOrder(api.transport);
    const card = await order("Order T-77");
    expect(within(card).getByRole("status")).toHaveTextContent("Status: queued (not final) · 0 checks");

    await advance(2_100);
    await waitFor(() =>
      expect(within(card).getByRole("status")).toHaveTextContent("Status: PENDING (not final) · 1 check"),
    );
    expect(api.checks).toEqual(["?order_id=T-77"]);

    await advance(4_100);
    await waitFor(() => expect(within(card).getByRole("status")).toHaveTextContent("2 checks"));
    expect(card).toHaveTextContent("Check 2 answered 500 Internal Server Error; still tracking, next check in 8 s");

    await advance(8_100);
    await waitFor(() => expect(card).toHaveTextContent('Outcome: Final status "Completed" (success) after 3 checks.'));
    // 2 s after the order, then 4 s, then 8 s: the 500 doubled the wait.
    expectGaps(api.gaps(), [2_000, 4_000, 8_000]);
    const changes = within(card).getByRole("list", { name: "Status changes of Order T-77" });
    expect(listItems(changes)).toEqual([
      expect.stringMatching(/queued \(the order's answer\)$/),
      expect.stringMatching(/PENDING \(check 1\)$/),
      expect.stringMatching(/Completed \(check 3\)$/),
    ]);
    expect(within(card).queryByRole("button", { name: /^Stop/ })).toBeNull();

    await advance(120_000);
    expect(api.checks).toHaveLength(3);
    // Every check is a request like any other: the history has the order and all three checks
    // (and the packages list the picker asked for while product_id was typed).
    const tracked = async () =>
      (await history.list()).summaries.filter((summary) => summary.actionId !== "products").map((s) => s.actionId);
    await waitFor(async () => expect(await tracked()).toHaveLength(4));
    expect((await tracked()).filter((id) => id === "order_status")).toHaveLength(3);
  }, 30_000);

  it("stops when asked, then lets the finished order be removed", async () => {
    const api = fakeApi('{"data":{"order_id":"ord_9"}}', [json({ status: "processing" })]);
    const { user } = await placeOrder(api.transport);
    const card = await order("Order ord_9");
    await advance(2_100);
    await waitFor(() => expect(within(card).getByRole("status")).toHaveTextContent("1 check"));

    await user.click(within(card).getByRole("button", { name: "Stop tracking Order ord_9" }));
    expect(card).toHaveTextContent("Outcome: Stopped by you.");
    await advance(120_000);
    expect(api.checks).toHaveLength(1);

    const remove = within(card).getByRole("button", { name: "Remove Order ord_9" });
    expect(remove).toHaveFocus();
    await user.click(remove);
    expect(within(await tracking()).queryByRole("article")).toBeNull();
    expect(screen.getByRole("heading", { name: "Order tracking" })).toHaveFocus();
  });

  it("stops every order when the key changes, and on a 4xx", async () => {
    const api = fakeApi('{"data":{"reseller_ref":"mine-1"}}', [json({ error: "no such order" }, 404)]);
    const { user } = await placeOrder(api.transport);
    const card = await order("Reference mine-1");
    await advance(2_100);
    await waitFor(() =>
      expect(card).toHaveTextContent("Outcome: Stopped: the API refused check 1 (404 Not Found): “no such order”."),
    );
    expect(api.checks).toEqual(["?reseller_ref=mine-1"]);

    // A second order, then another key: tracking stops instead of asking with it.
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await waitFor(async () =>
      expect(within(await order("Reference mine-1")).getByRole("status")).toHaveTextContent("0 checks"),
    );
    await user.type(screen.getByLabelText("API key"), "-other");
    await waitFor(async () =>
      expect(await order("Reference mine-1")).toHaveTextContent("Outcome: Stopped: the API key or target changed."),
    );
    await advance(60_000);
    expect(api.checks).toHaveLength(1);
  });

  it("says plainly when the order's answer names no order", async () => {
    const api = fakeApi('{"ok":true,"message":"queued"}', []);
    await placeOrder(api.transport);
    const region = await tracking();
    expect(region).toHaveTextContent(
      "The order's answer (201) names no order id or reference, so it cannot be tracked. Looked for order_id",
    );
    await advance(60_000);
    expect(api.checks).toEqual([]);
  });

  it("follows two orders answered in the same millisecond: each send is its own", async () => {
    let placed = 0;
    const transport: Transport = async (request) =>
      new URL(request.url).pathname.endsWith("/create_order")
        ? new Response(JSON.stringify({ order_id: `SAME-${++placed}` }), { status: 201 })
        : new Response("{}", { status: 404 });
    // The clock stands still: both orders are sent, and answered, at the very same time.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-01-01T00:00:00Z") });
    const { user } = renderConsole(transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste("sk_test_tracking");
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.type(screen.getByLabelText(/product_id/), "201");
    await user.type(screen.getByLabelText(/user_id/), "123456789");
    for (const _ of [1, 2]) {
      await user.click(screen.getByRole("button", { name: "Send" }));
      await user.click(await screen.findByRole("button", { name: "Place order" }));
      await findStatus(/^201/);
    }
    expect(await order("Order SAME-1")).toBeInTheDocument();
    expect(await order("Order SAME-2")).toBeInTheDocument();
  });

  it("waits as a 429's Retry-After asks", async () => {
    const api = fakeApi('{"order_id":"R1"}', [json({}, 429, { "Retry-After": "20" }), json({ status: "failed" })]);
    await placeOrder(api.transport);
    const card = await order("Order R1");
    await advance(2_100);
    await waitFor(() => expect(card).toHaveTextContent("waiting 20 s as Retry-After asks"));
    await advance(20_100);
    await waitFor(() => expect(card).toHaveTextContent('Outcome: Final status "failed" (failed) after 2 checks.'));
    expectGaps(api.gaps(), [2_000, 20_000]);
  });
});

describe("order tracking in Indonesian", () => {
  it("words the card, its note, its outcome and its buttons in the chosen language, and changes at once", async () => {
    const api = fakeApi('{"order_id":"ID-5","status":"pending"}', [
      json({ error: "down" }, 503),
      json({ status: "SUCCESS" }),
    ]);
    const { user } = await placeOrder(api.transport);
    const card = await order("Order ID-5");
    await advance(2_100);
    await waitFor(() => expect(card).toHaveTextContent("Check 1 answered 503 Service Unavailable"));

    await switchLanguage(user, "id");
    const region = await screen.findByRole("region", { name: "Pelacakan pesanan" });
    const kartu = within(region).getByRole("article", { name: "Pesanan ID-5" });
    expect(within(kartu).getByRole("status")).toHaveTextContent(
      /^Status: pending \(belum akhir\) · 1 pengecekan · pengecekan berikutnya \d\d\/\d\d\/\d{4}/,
    );
    // The status code and its reason phrase stay as the API spells them.
    expect(kartu).toHaveTextContent(
      "Pengecekan ke-1 dijawab 503 Service Unavailable; pelacakan berlanjut, pengecekan berikutnya dalam 4 dtk (jeda diperpanjang).",
    );
    expect(
      within(region).getByText("Kata status yang dikenali pelacakan (huruf besar atau kecil sama saja)"),
    ).toBeVisible();
    expect(within(kartu).getByRole("button", { name: "Hentikan pelacakan Pesanan ID-5" })).toHaveTextContent(
      "Hentikan",
    );

    await advance(4_100);
    await waitFor(() =>
      expect(kartu).toHaveTextContent('Hasil: Status akhir "SUCCESS" (berhasil) setelah 2 pengecekan.'),
    );
    const changes = within(kartu).getByRole("list", { name: "Perubahan status Pesanan ID-5" });
    expect(listItems(changes)).toEqual([
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}.* pending \(respons pesanan\)$/),
      expect.stringMatching(/SUCCESS \(pengecekan ke-2\)$/),
    ]);
    expect(within(kartu).getByRole("button", { name: "Hapus Pesanan ID-5" })).toBeInTheDocument();

    await switchLanguage(user, "en");
    expect(await order("Order ID-5")).toHaveTextContent('Outcome: Final status "SUCCESS" (success) after 2 checks.');
  }, 30_000);
});

/**
 * The order's answer as the market writes it: HTTP 200, the `{status, data}` envelope, the order by
 * trx_id and ref_id, its price a Rupiah integer with its currency. The checks answer with Apigames'
 * "Cek Status" v2 (test/workspace/market-status-answers.ts names the doc).
 */
const MARKET_ORDER = JSON.stringify({
  status: 1,
  data: { trx_id: APIGAMES_TRX_ID, ref_id: "ref-1", status: "Pending", price: 177000, currency: "IDR" },
});

describe("order tracking on a market API", () => {
  it("follows a Validasi Provider order to Sukses, and shows its price as Rupiah", async () => {
    const api = fakeApi(MARKET_ORDER, [json(APIGAMES_STATUS.validasiProvider), json(APIGAMES_STATUS.sukses)], 200);
    await placeOrder(api.transport, /^200 OK/);
    expect(screen.getByRole("region", { name: "Response" })).toHaveTextContent("the request worked");
    const card = await order(`Order ${APIGAMES_TRX_ID}`);
    expect(within(card).getByRole("status")).toHaveTextContent("Status: Pending (not final) · 0 checks");
    expect(card).toHaveTextContent(/Price: IDR\s177,000/);

    await advance(2_100);
    await waitFor(() =>
      expect(within(card).getByRole("status")).toHaveTextContent("Status: Validasi Provider (not final) · 1 check"),
    );
    expect(within(card).getByRole("button", { name: `Stop tracking Order ${APIGAMES_TRX_ID}` })).toBeInTheDocument();

    await advance(4_100);
    await waitFor(() => expect(card).toHaveTextContent('Outcome: Final status "Sukses" (success) after 2 checks.'));
    expect(within(card).getByRole("status")).toHaveTextContent("Status: Sukses (final: success)");
    await advance(120_000);
    expect(api.checks).toEqual([`?order_id=${APIGAMES_TRX_ID}`, `?order_id=${APIGAMES_TRX_ID}`]);
  });

  it("ends a Gagal order as failed, in Bahasa Indonesia", async () => {
    const api = fakeApi(MARKET_ORDER, [json(APIGAMES_STATUS.validasiProvider), json(APIGAMES_STATUS.gagal)], 200);
    await placeOrder(api.transport, /^200 OK/, "id");
    const region = await screen.findByRole("region", { name: "Pelacakan pesanan" });
    const kartu = await within(region).findByRole("article", { name: `Pesanan ${APIGAMES_TRX_ID}` });
    expect(within(kartu).getByRole("status")).toHaveTextContent("Status: Pending (belum akhir) · 0 pengecekan");
    expect(kartu).toHaveTextContent(/Harga: Rp\s177\.000/);
    await advance(2_100);
    await advance(4_100);
    await waitFor(() => expect(kartu).toHaveTextContent('Hasil: Status akhir "Gagal" (gagal) setelah 2 pengecekan.'));
    expect(within(kartu).getByRole("status")).toHaveTextContent("Status: Gagal (akhir: gagal)");
    await advance(120_000);
    expect(api.checks).toHaveLength(2);
  });

  it("reads a price that names no currency in the wallet's, as Check wallet balance names it", async () => {
    const api = fakeApi(
      JSON.stringify({ status: 1, data: { trx_id: "T-7", status: "Pending", price: "15.000" } }),
      [],
      200,
    );
    const balances: string[] = [];
    const transport: Transport = async (request) => {
      if (!new URL(request.url).pathname.endsWith("/balance")) return api.transport(request);
      balances.push(request.url);
      return json({ status: 1, data: { balance: 1_000_000, currency: "IDR" } })();
    };
    await placeOrder(transport, /^200 OK/);
    const card = await order("Order T-7");
    // "15.000" is fifteen thousand Rupiah once the wallet says IDR, never 15.
    await waitFor(() => expect(card).toHaveTextContent(/Price: IDR\s15,000/));
    expect(balances).toHaveLength(1);
  });

  it("keeps following while the word is pending", async () => {
    const api = fakeApi(MARKET_ORDER, [json(APIGAMES_STATUS.validasiProvider)], 200);
    await placeOrder(api.transport, /^200 OK/);
    const card = await order(`Order ${APIGAMES_TRX_ID}`);
    await advance(2_100);
    await advance(4_100);
    await advance(8_100);
    await waitFor(() => expect(within(card).getByRole("status")).toHaveTextContent("· 3 checks · next check at"));
    expect(within(card).getByRole("status")).toHaveTextContent("Status: Validasi Provider (not final)");
    expect(card).not.toHaveTextContent("Outcome:");
    expect(within(card).getByRole("button", { name: `Stop tracking Order ${APIGAMES_TRX_ID}` })).toBeInTheDocument();
  });

  it("stops when a check is refused inside a 200, with the API's words", async () => {
    const api = fakeApi(MARKET_ORDER, [json(APIGAMES_STATUS.error)], 200);
    await placeOrder(api.transport, /^200 OK/);
    const card = await order(`Order ${APIGAMES_TRX_ID}`);
    await advance(2_100);
    await waitFor(() =>
      expect(card).toHaveTextContent("Outcome: Stopped: the API refused check 1 (200 OK): “Signature not valid”."),
    );
    await advance(60_000);
    expect(api.checks).toHaveLength(1);
  });

  it("lists the words it knows by what they mean, in a disclosure", async () => {
    const api = fakeApi(MARKET_ORDER, [], 200);
    const { user } = await placeOrder(api.transport, /^200 OK/);
    const region = await tracking();
    // Closed at first: the list is long.
    expect(within(region).getByText("final: success")).not.toBeVisible();
    await user.click(within(region).getByText("Status words tracking knows, in any case"));
    expect(within(region).getByText("final: success")).toBeVisible();
    const terms = within(region)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual([
      "final: success",
      "final: partly delivered",
      "final: failed",
      "final: refunded",
      "not final",
    ]);
    const meaning = (term: string) =>
      within(region).getAllByRole("definition")[terms.indexOf(term)]?.textContent?.split(", ") ?? [];
    expect(meaning("final: success")).toContain("sukses");
    expect(meaning("final: partly delivered")).toContain("sukses sebagian");
    expect(meaning("final: failed")).toContain("gagal");
    expect(meaning("not final")).toContain("validasi provider");
  });
});
