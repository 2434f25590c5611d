import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { browserDialectStore, DIALECTS_STORAGE_KEY } from "../../src/config/dialect-store";
import { listItems } from "../list-items";
import { renderConsole } from "../render";
import {
  checkOrder,
  LOAD_LIMIT_MS,
  loadAnswerMap,
  loadSettings,
  MARKET_ORDER,
  marketApi,
  row,
  SANDBOX,
  SANDBOX_TARGET,
  stored,
} from "./market-answers";

beforeAll(() => Promise.all([loadAnswerMap(), loadSettings()]), LOAD_LIMIT_MS);

describe("corrections in Settings", () => {
  const openSettings = async (user: ReturnType<typeof renderConsole>["user"]) => {
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings" });
    return within(dialog).getByRole("region", { name: "Corrections of how answers are read" });
  };

  it("lists a correction made in the map, with the block to copy into config.json", async () => {
    const { map, user } = await checkOrder(
      marketApi({ status: 1, data: { trx_id: "T2", status: "Terkirim" } }).transport,
    );
    await user.selectOptions(within(map).getByLabelText("This word means"), "final success");
    await user.click(within(map).getByRole("button", { name: "Save what “Terkirim” means" }));

    const section = await openSettings(user);
    const target = within(section).getByRole("region", { name: SANDBOX_TARGET });
    expect(within(target).getByRole("listitem")).toHaveTextContent("“terkirim” means final success");
    expect(within(target).getByRole("button", { name: "Copy as config.json dialect" })).toBeVisible();
    expect(within(target).getByText(/"dialect"/).textContent).toBe(
      JSON.stringify({ dialect: { words: { terkirim: "success" } } }, null, 2),
    );
  });

  it("removes a correction, and the map under the answer reads by the console's list again at once", async () => {
    browserDialectStore.correct(SANDBOX, () => ({ words: { terkirim: "success" }, fields: {} }));
    const { map, user } = await checkOrder(
      marketApi({ status: 1, data: { trx_id: "T2", status: "Terkirim" } }).transport,
    );
    expect(row(map, "Status").value).toHaveTextContent("“Terkirim”: final success");

    const section = await openSettings(user);
    const target = within(section).getByRole("region", { name: SANDBOX_TARGET });
    await user.click(within(target).getByRole("button", { name: "Remove the correction of “terkirim”" }));
    expect(stored()).toEqual({});
    expect(within(section).queryByRole("region", { name: SANDBOX_TARGET })).toBeNull();
    expect(within(section).getByText("No corrections are kept in this browser.")).toBeVisible();
    expect(row(map, "Status").value).toHaveTextContent("a word the console does not know: not final");
  });

  it("removes all of a target's corrections, and can undo that", async () => {
    browserDialectStore.correct(SANDBOX, () => ({ words: { terkirim: "success" }, fields: { orderId: "data.sn" } }));
    const { user } = renderConsole(marketApi(MARKET_ORDER).transport);
    const section = await openSettings(user);
    const target = within(section).getByRole("region", { name: SANDBOX_TARGET });
    expect(listItems(target)).toEqual([
      "“terkirim” means final success Remove",
      "the order id is read from data.sn Remove",
    ]);
    await user.click(within(target).getByRole("button", { name: `Remove all corrections for ${SANDBOX}` }));
    expect(stored()).toEqual({});
    const undo = within(section).getByRole("button", { name: "Undo" });
    expect(undo).toHaveFocus();
    expect(within(section).getByText(`Removed 2 corrections for ${SANDBOX}.`)).toBeVisible();
    await user.click(undo);
    expect(stored()).toEqual({ [SANDBOX]: { words: { terkirim: "success" }, fields: { orderId: "data.sn" } } });
  });

  it("says when the corrections kept in this browser cannot be read, and uses none of them", async () => {
    localStorage.setItem(DIALECTS_STORAGE_KEY, "{not json");
    const { user } = renderConsole(marketApi(MARKET_ORDER).transport);
    const section = await openSettings(user);
    expect(section).toHaveTextContent(
      "The corrections kept in this browser could not be read, so none of them is used. The next correction replaces them.",
    );
    expect(within(section).getByText("No corrections are kept in this browser.")).toBeVisible();
  });

  it("imports a pasted dialect block, naming each bad value and keeping the rest", async () => {
    const { user } = renderConsole(marketApi(MARKET_ORDER).transport);
    const section = await openSettings(user);
    const box = within(section).getByLabelText(`Import a dialect block for ${SANDBOX}`);
    await user.click(within(section).getByRole("button", { name: "Import" }));
    expect(within(section).getByRole("alert")).toHaveTextContent("Paste a dialect block first.");

    const pasted = '{"dialect": {"words": {"Terkirim": "success", "Gagal": "gagal"}, "fields": {"orderID": "trx_id"}}}';
    await user.click(box);
    await user.paste(pasted);
    await user.click(within(section).getByRole("button", { name: "Import" }));
    const aside = within(section).getByRole("alert");
    expect(listItems(aside)).toEqual([
      '"Gagal" is said to mean "gagal", which is none of pending, success, partial, failed, refunded.',
      'Unknown role "orderID" (did you mean "orderId"?): expected one of orderId, reference, status, price, currency.',
    ]);
    expect(aside).toHaveTextContent("2 values set aside:");
    expect(box).toHaveValue(pasted);
    expect(stored()).toEqual({ [SANDBOX]: { words: { terkirim: "success" }, fields: {} } });
    expect(within(section).getByRole("region", { name: SANDBOX_TARGET })).toHaveTextContent(
      "“terkirim” means final success",
    );
  });

  it("reports a bad dialect value of config.json and ignores it, reading answers with the rest", async () => {
    const config = parseRuntimeConfig(
      {
        environments: [
          {
            name: "Market",
            baseUrl: "https://api.market.example/v1",
            live: false,
            dialect: { words: { Terkirim: "success", Gagal: "gagal" } },
          },
        ],
        defaultEnvironment: "Market",
      },
      "https://console.example.test/config.json",
    );
    expect(config.problem).toBeUndefined();
    const { map, user } = await checkOrder(
      marketApi({ status: 1, data: { trx_id: "T2", status: "Terkirim" } }).transport,
      config,
    );
    expect(row(map, "Status").value).toHaveTextContent("“Terkirim”: final success");
    expect(within(map).getByText(/^The status word “Terkirim”/)).toHaveTextContent("by config.json's dialect");
    // config.json's correction is no correction of this browser's: nothing to undo here.
    expect(within(map).queryByRole("button", { name: /^Undo/ })).toBeNull();

    const section = await openSettings(user);
    expect(section).toHaveTextContent(
      "config.json's dialect for Market has values that are ignored (the console's own lists read those answers):",
    );
    expect(section).toHaveTextContent(
      '"Gagal" is said to mean "gagal", which is none of pending, success, partial, failed, refunded.',
    );
  });
});
