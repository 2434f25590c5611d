import { screen, within } from "@testing-library/react";
import { requestTools } from "../../src/app/load-request-tools";
import { loadResponseViews } from "../../src/channels/use-response-views";
import { DIALECTS_STORAGE_KEY } from "../../src/config/dialect-store";
import type { ConfigState } from "../../src/config/runtime-config-load";
import { formHelpers } from "../../src/features/action-form/load-form-helpers";
import type { Transport } from "../../src/transport/transport";
import { findStatus, renderConsole } from "../render";

/** The embedded sandbox's Base URL, the target of the built-in configuration, and its heading in Settings. */
export const SANDBOX = "https://sandbox.invalid/v1";
export const SANDBOX_TARGET = `${SANDBOX} (Embedded sandbox)`;

// An order answer in the market style (a {status, data} envelope, `trx_id` / `ref_id`, a Rupiah
// integer with no currency), as issue 32 reports it; the wallet names its currency (IDR).
export const MARKET_ORDER = {
  status: 1,
  data: { trx_id: "T1", ref_id: "R1", status: "Sukses Sebagian", price: 15000 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A made-up API, not the sandbox: every order answer is `order`, and the wallet is in Rupiah. */
export function marketApi(order: unknown, status = 200) {
  const paths: string[] = [];
  const transport: Transport = async (request) => {
    const { pathname } = new URL(request.url);
    paths.push(pathname);
    if (pathname.endsWith("/balance")) return json({ status: 1, data: { balance: 177000, currency: "IDR" } });
    if (pathname.endsWith("/order_status") || pathname.endsWith("/create_order")) return json(order, status);
    return json({ status: 0, error_msg: "Not found" }, 404);
  };
  return { transport, paths };
}

/**
 * The answer map loads with the request tools once the work starts, beside the form helpers and
 * the response views. Their first import is the slowest step on a busy machine, so a file loads
 * them once before its tests, not inside the first test's waits.
 */
export const loadAnswerMap = () => Promise.all([requestTools.load(), formHelpers.load(), loadResponseViews()]);
/** Settings, for the files that open it: loaded once before their tests, as the answer map is. */
export const loadSettings = () => import("../../src/app/settings-dialog");
export const LOAD_LIMIT_MS = 30_000;

/** This browser's corrections as stored. */
export const stored = () => JSON.parse(localStorage.getItem(DIALECTS_STORAGE_KEY) ?? "{}");

/** Asks Check order status as a person would, and waits for the answer's map. */
export async function checkOrder(transport: Transport, config?: ConfigState) {
  const ui = renderConsole(transport, config);
  // Pasted, not typed: every key would render the page again, which a busy machine feels.
  await ui.user.click(screen.getByLabelText("API key"));
  await ui.user.paste("sk_test_market");
  await ui.user.click(screen.getByRole("radio", { name: "Check order status" }));
  await ui.user.click(screen.getByLabelText(/order_id/));
  await ui.user.paste("T1");
  await ui.user.click(screen.getByRole("button", { name: "Send" }));
  await findStatus(/^200/);
  const map = await screen.findByRole("region", { name: "How the console read this answer" });
  return { ...ui, map };
}

/** The cells of a role's row: where it was read from, and its value. */
export function row(map: HTMLElement, role: string) {
  const header = within(map).getByRole("rowheader", { name: role });
  const tr = header.closest("tr");
  if (!tr) throw new Error(`no row for ${role}`);
  const [readFrom, value] = within(tr).getAllByRole("cell");
  return { tr, readFrom, value };
}
