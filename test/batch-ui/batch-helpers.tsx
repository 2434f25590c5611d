import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach } from "vitest";
import { forgetBatchJournal } from "../../src/channels/batch-journal-source";
import type { Transport } from "../../src/transport/transport";
import { fakeLocks } from "../batch/fake-locks";
import { type SentRequest, sends } from "../render";

type User = ReturnType<typeof userEvent.setup>;

// Without IndexedDB (jsdom) batches live in memory for the page: each test starts with none, or
// the orders an earlier test placed, still followed, would open with the region.
afterEach(forgetBatchJournal);

// jsdom has no Web Locks: the page's batches take their locks from this one, as a browser's tabs
// share theirs. `closePage` lets go of them, as a browser does when a page closes mid-run.
const locks = fakeLocks();
Object.defineProperty(navigator, "locks", { value: locks.manager, configurable: true });
export const closePage = locks.closeTabs;
afterEach(closePage);

/**
 * The sandbox, but the second order's answer is a 500: whether it was placed is unknown. With
 * `placed`, the sandbox did place it before the answer was lost.
 */
export function secondOrderLost(
  sandbox: { fetch: (request: Request) => Response | Promise<Response> },
  placed = false,
): Transport {
  let orders = 0;
  return async (request) => {
    if (new URL(request.url).pathname.endsWith("/create_order") && ++orders === 2) {
      if (placed) await sandbox.fetch(request);
      return Response.json({ error: { code: "INTERNAL_ERROR" } }, { status: 500 });
    }
    return sandbox.fetch(request);
  };
}

/** The references of the orders sent, in order. */
export const orderRefs = (sent: SentRequest[]) =>
  sends(sent)
    .filter((request) => new URL(request.url).pathname.endsWith("/create_order"))
    .map((request) => JSON.parse(request.body).reseller_ref as string);

export const batchRegion = () => screen.getByRole("region", { name: "Batch orders" });
export const inBatch = () => within(batchRegion());
export const batchTable = () => inBatch().getByRole("table", { name: "Batch rows" });

/**
 * Opens Batch orders from the bar, as a person would, and waits for the region to load: the first
 * time in a file its unit is imported anew, which took over 5 s on a busy 2-core machine.
 */
export async function openBatch(user: User) {
  await user.click(screen.getByRole("button", { name: "Batch orders" }));
  return screen.findByRole("region", { name: "Batch orders" }, { timeout: 10_000 });
}

/** Pastes a file's text into CSV and reads its rows. */
export async function pasteRows(user: User, csv: string) {
  await user.click(inBatch().getByRole("textbox", { name: "CSV" }));
  await user.paste(csv);
  await user.click(inBatch().getByRole("button", { name: "Read rows" }));
  await within(batchRegion()).findByRole("table", { name: "Batch rows" });
}

/**
 * Opens Batch orders, reads `csv`, dry-runs it and places its `count` orders through the
 * confirmation (typing the count), as a person would.
 */
export async function placeRows(user: User, csv: string, count: number) {
  await openBatch(user);
  await pasteRows(user, csv);
  await user.click(inBatch().getByRole("button", { name: "Dry run" }));
  const place = `Place ${count} orders`;
  await user.click(await inBatch().findByRole("button", { name: place }));
  const dialog = screen.getByRole("dialog", { name: "Place this batch?" });
  await user.type(within(dialog).getByRole("textbox", { name: new RegExp(`^Type ${count}\\b`) }), String(count));
  await user.click(within(dialog).getByRole("button", { name: place }));
}

/**
 * The table row of a file's line: its first cell (or second, after Include) holds the number.
 * `table` for a page in another language, where the table has another name.
 */
export function rowOfLine(line: number, table: HTMLElement = batchTable()) {
  const row = within(table)
    .getAllByRole("row")
    .find((each) =>
      within(each)
        .queryAllByRole("cell")
        .slice(0, 2)
        .some((cell) => cell.textContent === String(line)),
    );
  if (!row) throw new Error(`no row for line ${line}`);
  return row;
}
