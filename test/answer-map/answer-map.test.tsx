import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { readAnswerBody } from "../../src/answer/read-answer";
import { browserDialectStore, dialectFor } from "../../src/config/dialect-store";
import { switchLanguage } from "../i18n/switch-language";
import { renderConsole } from "../render";
import {
  checkOrder,
  LOAD_LIMIT_MS,
  loadAnswerMap,
  MARKET_ORDER,
  marketApi,
  row,
  SANDBOX,
  stored,
} from "./market-answers";

beforeAll(() => loadAnswerMap(), LOAD_LIMIT_MS);

describe("the answer map", () => {
  it("lists the verdict and the field that gave each role of a market answer, as text", async () => {
    const api = marketApi(MARKET_ORDER);
    const { map } = await checkOrder(api.transport);
    expect(
      within(map).getByText("The request worked: HTTP 200, and the body says so (status = 1)."),
    ).toBeInTheDocument();
    expect(row(map, "Order id").readFrom).toHaveTextContent("data.trx_id");
    expect(row(map, "Order id").value).toHaveTextContent("T1");
    expect(row(map, "Reference").readFrom).toHaveTextContent("data.ref_id");
    expect(row(map, "Reference").value).toHaveTextContent("R1");
    expect(row(map, "Status").readFrom).toHaveTextContent("data.status");
    expect(row(map, "Status").value).toHaveTextContent("“Sukses Sebagian”: partly delivered (final)");
    expect(row(map, "Price").readFrom).toHaveTextContent("data.price");
    // The answer names no currency: the wallet is asked once, and its Rupiah is the price's.
    await waitFor(() => expect(row(map, "Currency").readFrom).toHaveTextContent("the wallet's currency"));
    expect(row(map, "Price").value).toHaveTextContent(/^IDR\s15,000$/);
    expect(api.paths.filter((path) => path.endsWith("/balance"))).toHaveLength(1);
    expect(within(map).getByText(/^The status word “Sukses Sebagian”/)).toHaveTextContent(
      "The status word “Sukses Sebagian”: partly delivered (final) · by the console's list",
    );
  });

  it("says what was not found, and where it looked", async () => {
    const { map } = await checkOrder(marketApi({ data: { invoice: "INV-9", state: "<b>Terkirim</b>" } }).transport);
    expect(row(map, "Order id").readFrom).toHaveTextContent(
      "not foundLooked for order_id, transaction_id, trx_id, invoice_id.",
    );
    expect(row(map, "Reference").readFrom).toHaveTextContent(/^not found/);
    expect(row(map, "Currency").readFrom).toHaveTextContent("none: amounts are shown without a currency");
    // A value that looks like markup is shown as the text it is.
    expect(row(map, "Status").value).toHaveTextContent(
      "“<b>Terkirim</b>”: a word the console does not know: not final",
    );
    expect(map.querySelector("b")).toBeNull();
  });

  it("reads an unknown word as final success once corrected, at once, stores it for the target, and undoes it", async () => {
    const { map, user } = await checkOrder(
      marketApi({ status: 1, data: { trx_id: "T2", status: "Terkirim" } }).transport,
    );
    expect(row(map, "Status").value).toHaveTextContent("“Terkirim”: a word the console does not know: not final");

    await user.selectOptions(within(map).getByLabelText("This word means"), "final success");
    await user.click(within(map).getByRole("button", { name: "Save what “Terkirim” means" }));

    expect(row(map, "Status").value).toHaveTextContent("“Terkirim”: final success");
    expect(within(map).getByText(/^The status word “Terkirim”/)).toHaveTextContent("· by your correction");
    expect(within(map).getByText("Saved: “Terkirim” now means final success.")).toHaveAttribute("aria-live", "polite");
    expect(stored()).toEqual({ [SANDBOX]: { words: { terkirim: "success" }, fields: {} } });
    // The one store every reader of answers goes through: tracking, batches and reconciliation
    // read the next answer of this target with it.
    const dialect = dialectFor(SANDBOX, undefined, browserDialectStore.getSnapshot());
    expect(readAnswerBody({ status: "TERKIRIM" }, { dialect }).status?.value).toMatchObject({
      kind: "success",
      final: true,
      by: "correction",
    });

    const undo = within(map).getByRole("button", { name: "Undo the correction of “Terkirim”" });
    await user.click(undo);
    expect(row(map, "Status").value).toHaveTextContent("a word the console does not know: not final");
    expect(within(map).getByLabelText("This word means")).toHaveFocus();
    expect(stored()).toEqual({});
  });

  it("takes a field chosen for a role, and asks for one before saving", async () => {
    const { map, user } = await checkOrder(marketApi({ data: { invoice: "INV-9", state: "Pending" } }).transport);
    await user.click(within(map).getByRole("button", { name: "Use this field for the order id" }));
    expect(within(map).getByRole("alert")).toHaveTextContent("Choose a field first.");
    expect(stored()).toEqual({});

    await user.selectOptions(within(map).getByLabelText("Field that is the order id"), 'data.invoice = "INV-9"');
    await user.click(within(map).getByRole("button", { name: "Use this field for the order id" }));
    expect(row(map, "Order id").readFrom).toHaveTextContent("data.invoice · by your correction");
    expect(row(map, "Order id").value).toHaveTextContent("INV-9");
    expect(stored()).toEqual({ [SANDBOX]: { words: {}, fields: { orderId: "data.invoice" } } });
  });

  it("says a 2xx that refuses in its body is a refusal, in the API's words", async () => {
    const api = marketApi({ status: 0, error_msg: "Saldo tidak mencukupi", rc: "44" });
    const { user } = renderConsole(api.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste("sk_test_market");
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.type(screen.getByLabelText(/product_id/), "201");
    await user.type(screen.getByLabelText(/user_id/), "123456789");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    const map = await screen.findByRole("region", { name: "How the console read this answer" });
    expect(map).toHaveTextContent(
      "Refused inside a 200: the body says it failed (status = 0). No order is tracked and nothing counts as spent.",
    );
    // The words themselves are in the status line above; the map gives the code.
    expect(map).toHaveTextContent("Its code: 44");
  });

  it("speaks Bahasa Indonesia", async () => {
    const { user } = await checkOrder(marketApi(MARKET_ORDER).transport);
    await switchLanguage(user, "id");
    const map = screen.getByRole("region", { name: "Cara konsol membaca jawaban ini" });
    expect(row(map, "ID pesanan").readFrom).toHaveTextContent("data.trx_id");
    expect(row(map, "Status").value).toHaveTextContent("“Sukses Sebagian”: terkirim sebagian (akhir)");
    expect(within(map).getByLabelText("Arti kata ini")).toBeInTheDocument();
    expect(within(map).getByLabelText("Kolom yang berisi ID pesanan")).toBeInTheDocument();
    await waitFor(() => expect(row(map, "Harga").value).toHaveTextContent(/^Rp\s15\.000$/));
  });
});
