import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseRuntimeConfig } from "../src/config/config-issues";
import type { HistorySummary } from "../src/history/history-entry";
import { toHistoryFile } from "../src/history/history-file";
import type { HistoryStore } from "../src/history/history-store";
import { createMemoryHistoryStore } from "../src/history/memory-history-store";
import { summarize } from "../src/history/summarize";
import { createFormatters } from "../src/lib/i18n/format";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import { captureDownloads } from "./capture-downloads";
import { balanceEntry } from "./history/fixtures";
import { listItems } from "./list-items";
import { findStatus, inSettings, recordingSandbox, renderConsole, sends } from "./render";

async function start(history = createMemoryHistoryStore()) {
  const sandbox = recordingSandbox();
  const ui = renderConsole(sandbox.transport, undefined, history);
  await ui.user.click(screen.getByLabelText("API key"));
  await ui.user.paste(DEMO_KEYS.funded);
  return { ...ui, sent: sandbox.sent };
}

const historyRegion = () => screen.getByRole("region", { name: "History" });

async function send(user: Awaited<ReturnType<typeof start>>["user"], status: RegExp | string) {
  await user.click(screen.getByRole("button", { name: "Send" }));
  await findStatus(status);
}

/** Opens the panel and waits until it lists `count` entries. */
async function openHistory(user: Awaited<ReturnType<typeof start>>["user"], count: number) {
  if (!screen.queryByRole("region", { name: "History" }))
    await user.click(screen.getByRole("button", { name: "History" }));
  await waitFor(() => expect(within(historyRegion()).getAllByRole("button", { name: /^Open / })).toHaveLength(count));
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("the history", () => {
  // The first of the file: it loads the history panel's code and the entry's views. Like the other
  // long flows here, it has twice the default limit, so a slow machine still finishes it.
  it("records a send without the key and shows it in the live views", async () => {
    const { user, history } = await start();
    await send(user, "200 OK");
    expect(screen.getByRole("button", { name: "History" })).toHaveAttribute("aria-expanded", "false");
    await openHistory(user, 1);
    const row = within(historyRegion()).getAllByRole("row")[1];
    expect(row).toHaveTextContent(/Check wallet balance/);
    expect(row).toHaveTextContent(/200/);
    expect(row).toHaveTextContent(/\d+ ms/);
    await user.click(within(historyRegion()).getByRole("button", { name: /^Open Check wallet balance at / }));
    const entry = await within(historyRegion()).findByRole("region", { name: /^Entry: Check wallet balance at / });
    expect(within(entry).getByRole("row", { name: /Authorization/ })).toHaveTextContent("Bearer [redacted]");
    expect(await within(entry).findByRole("document", { name: "Raw body" })).toHaveTextContent(
      /^\{"data":\{"balance":/,
    );
    const { summaries } = await history.list();
    const stored = await history.get(summaries[0]?.id ?? "");
    expect(JSON.stringify({ summaries, stored })).not.toContain(DEMO_KEYS.funded);
  }, 30_000);

  it("lists a send that was written while the panel's first read was under way", async () => {
    const memory = createMemoryHistoryStore();
    let reads = 0;
    let hold: Promise<void> | undefined;
    let release = () => {};
    // A read answers with what was stored when it began, as an IndexedDB transaction does.
    const history: HistoryStore = {
      ...memory,
      list: async (...args) => {
        reads += 1;
        const snapshot = await memory.list(...args);
        const gate = hold;
        hold = undefined;
        if (gate) await gate;
        return snapshot;
      },
    };
    const { user } = await start(history);
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    hold = new Promise((done) => {
      release = done;
    });
    const before = reads;
    await user.click(screen.getByRole("button", { name: "History" }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    await send(user, "200 OK");
    await waitFor(async () => expect((await memory.list()).summaries).toHaveLength(1));
    release();
    await openHistory(user, 1);
  });

  it("filters by action, status class and text", async () => {
    const { user } = await start();
    await send(user, "200 OK");
    // A field with no list of its own: a list opened while typing would be a request, and an entry, too.
    await user.click(screen.getByRole("radio", { name: "Check order status" }));
    await user.type(screen.getByLabelText(/order_id/), "no-such-order");
    await send(user, /^404/);
    await openHistory(user, 2);
    const region = historyRegion();
    const opens = () =>
      within(region)
        .getAllByRole("button", { name: /^Open / })
        .map((button) => button.getAttribute("aria-label"));
    expect(opens()[0]).toMatch(/^Open Check order status at /);
    await user.selectOptions(within(region).getByLabelText("Filter by status"), "4xx");
    await waitFor(() => expect(opens()).toEqual([expect.stringMatching(/^Open Check order status/)]));
    await user.selectOptions(within(region).getByLabelText("Filter by status"), "");
    await user.selectOptions(within(region).getByLabelText("Filter by action"), "balance");
    await waitFor(() => expect(opens()).toEqual([expect.stringMatching(/^Open Check wallet balance/)]));
    await user.selectOptions(within(region).getByLabelText("Filter by action"), "");
    await user.type(within(region).getByLabelText("Search the history"), "ORDER_NOT_FOUND");
    await waitFor(() => expect(opens()).toEqual([expect.stringMatching(/^Open Check order status/)]));
  });

  it("replays an order with a fresh reseller_ref, or retries the same order when asked", async () => {
    const { user, sent } = await start();
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.type(screen.getByLabelText(/product_id/), "201");
    await user.type(screen.getByLabelText(/user_id/), "12345");
    const ref = (screen.getByRole("textbox", { name: /^reseller_ref/ }) as HTMLInputElement).value;
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await findStatus("201 Created");
    // Order tracking's checks are requests too: stopped here, so this test sees the orders alone.
    await user.click(await screen.findByRole("button", { name: /^Stop tracking/ }));
    await user.click(screen.getByRole("radio", { name: "List games" }));
    await user.click(screen.getByRole("button", { name: "History" }));
    // The panel loads when first opened: wait for it, as a person would, before looking inside.
    const history = await screen.findByRole("region", { name: "History" });
    await user.click(await within(history).findByRole("button", { name: /^Open Place top-up order/ }));
    const entry = await within(history).findByRole("region", { name: /^Entry: Place top-up order/ });

    await user.click(within(entry).getByRole("button", { name: "Replay" }));
    expect(screen.getByRole("radio", { name: "Place top-up order" })).toBeChecked();
    expect(screen.getByLabelText(/product_id/)).toHaveValue("201");
    expect(screen.getByLabelText(/user_id/)).toHaveValue("12345");
    const fresh = (screen.getByRole("textbox", { name: /^reseller_ref/ }) as HTMLInputElement).value;
    expect(fresh).toMatch(/^ref-\d{8}-[0-9a-f]{8}$/);
    expect(fresh).not.toBe(ref);
    expect(await screen.findByText(/reseller_ref is new, so sending places a new order/)).toBeInTheDocument();
    expect(screen.getByLabelText("API key")).toHaveValue(DEMO_KEYS.funded);

    await user.click(within(entry).getByRole("checkbox", { name: "Keep the same reseller_ref" }));
    await user.click(within(entry).getByRole("button", { name: "Replay" }));
    expect(screen.getByRole("textbox", { name: /^reseller_ref/ })).toHaveValue(ref);
    expect(screen.getByText("Retrying the same order:")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await findStatus("200 OK");
    const orders = sent.filter((request) => request.method === "POST");
    expect(orders.map((request) => JSON.parse(request.body).reseller_ref)).toEqual([ref, ref]);
    expect(orders[1]?.headers.authorization).toBe(`Bearer ${DEMO_KEYS.funded}`);
  }, 30_000);

  it("offers an entry's unknown base URL on replay instead of taking it", async () => {
    const history = createMemoryHistoryStore();
    await history.add([balanceEntry("foreign-1", Date.now(), { baseUrl: "https://evil.example/v1" })]);
    const { user } = await start(history);
    await openHistory(user, 1);
    await user.click(within(historyRegion()).getAllByRole("button", { name: /^Open / })[0] as HTMLElement);
    const entry = await within(historyRegion()).findByRole("region", { name: /^Entry: / });
    await user.click(within(entry).getByRole("button", { name: "Replay" }));
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://sandbox.invalid/v1");
    expect(within(entry).getByRole("status")).toHaveTextContent(
      "This entry was sent to https://evil.example/v1. Requests still go to https://sandbox.invalid/v1.",
    );
    await user.click(within(entry).getByRole("button", { name: "Use this base URL…" }));
    const dialog = screen.getByRole("dialog", { name: "Send requests to evil.example?" });
    await user.click(within(dialog).getByRole("button", { name: "Use evil.example" }));
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://evil.example/v1");
  }, 20_000);

  it("never moves to an entry's live environment on replay, only through the offer's dialog", async () => {
    const config = parseRuntimeConfig(
      {
        environments: [
          { name: "Staging", baseUrl: "https://staging.example.test/v1", live: false },
          { name: "Production", baseUrl: "https://api.example.test/v1", live: true },
        ],
        defaultEnvironment: "Staging",
      },
      "https://console.example.test/config.json",
    );
    const history = createMemoryHistoryStore();
    const live = { environment: "Production", baseUrl: "https://api.example.test/v1" };
    await history.add([balanceEntry("live-1", Date.now(), live)]);
    const { user } = renderConsole(recordingSandbox().transport, config, history);
    await openHistory(user, 1);
    await user.click(within(historyRegion()).getAllByRole("button", { name: /^Open / })[0] as HTMLElement);
    const entry = await within(historyRegion()).findByRole("region", { name: /^Entry: / });
    await user.click(within(entry).getByRole("button", { name: "Replay" }));
    const environment = screen.getByRole("combobox", { name: "Environment" });
    expect(environment).toHaveValue("Staging");
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://staging.example.test/v1");
    await user.click(within(entry).getByRole("button", { name: "Use this base URL…" }));
    const dialog = screen.getByRole("dialog", { name: "Send requests to api.example.test?" });
    expect(dialog).toHaveTextContent("LIVE — real money: Production is a live environment.");
    await user.click(within(dialog).getByRole("button", { name: "Use api.example.test" }));
    expect(environment).toHaveValue("Production");
  }, 20_000);

  it("compares two entries: status, headers and the JSON body path by path", async () => {
    const { user } = await start();
    await send(user, "200 OK");
    await user.clear(screen.getByLabelText("API key"));
    await user.click(screen.getByLabelText("API key"));
    await user.paste("sk_not_a_real_key");
    await send(user, "401 Unauthorized");
    await openHistory(user, 2);
    for (const box of within(historyRegion()).getAllByRole("checkbox", { name: /^Select / })) await user.click(box);
    await user.click(within(historyRegion()).getByRole("button", { name: "Compare selected" }));
    const comparison = await within(historyRegion()).findByRole("region", { name: "Comparison" });
    await waitFor(() => expect(comparison).toHaveTextContent("Status changed: 200 OK → 401 Unauthorized"));
    const body = within(comparison).getByRole("table", { name: "Body differences" });
    expect(within(body).getByRole("row", { name: /^data removed/ })).toHaveTextContent(/"balance":/);
    expect(within(body).getByRole("row", { name: /^error added/ })).toHaveTextContent(/AUTH_INVALID_KEY/);
    const headers = within(comparison).getByRole("table", { name: "Header differences" });
    expect(within(headers).getByRole("row", { name: /^www-authenticate added/i })).toBeInTheDocument();
  });

  it("compares an entry with the response on screen", async () => {
    const { user } = await start();
    await send(user, "200 OK");
    await openHistory(user, 1);
    await user.click(within(historyRegion()).getByRole("button", { name: /^Open / }));
    await user.click(await within(historyRegion()).findByRole("button", { name: "Compare with the current response" }));
    const comparison = await within(historyRegion()).findByRole("region", { name: "Comparison" });
    await waitFor(() => expect(comparison).toHaveTextContent("Same status: 200 OK"));
    expect(comparison).toHaveTextContent("Same JSON body.");
  });

  it("pins an entry", async () => {
    const { user, history } = await start();
    await send(user, "200 OK");
    await openHistory(user, 1);
    const pin = within(historyRegion()).getByRole("button", { name: /^Pin / });
    await user.click(pin);
    await waitFor(() =>
      expect(within(historyRegion()).getByRole("button", { name: /^Pin / })).toHaveAttribute("aria-pressed", "true"),
    );
    expect((await history.list()).summaries[0]?.pinned).toBe(true);
  });

  it("says so when a pin or a delete fails, and the list stays usable", async () => {
    const history = createMemoryHistoryStore();
    let broken = true;
    const failing: HistoryStore = {
      ...history,
      setPinned: (id, pinned) => (broken ? Promise.reject(new Error("disk is full")) : history.setPinned(id, pinned)),
      remove: (ids) => (broken ? Promise.reject(new Error("disk is full")) : history.remove(ids)),
    };
    const { user } = await start(failing);
    await send(user, "200 OK");
    await openHistory(user, 1);
    const region = historyRegion();
    const row = () => within(region).getAllByRole("row")[1] as HTMLElement;

    await user.click(within(row()).getByRole("button", { name: /^Pin / }));
    expect(await within(row()).findByRole("alert")).toHaveTextContent(
      /^Check wallet balance at .+ could not be pinned: Error: disk is full$/,
    );
    expect(within(row()).getByRole("button", { name: /^Pin / })).toHaveAttribute("aria-pressed", "false");

    await user.click(within(row()).getByRole("checkbox", { name: /^Select / }));
    await user.click(within(region).getByRole("button", { name: "Delete selected" }));
    expect(
      await within(region).findByText(
        "The selected entries could not be deleted: Error: disk is full. They are still selected, to try again.",
      ),
    ).toHaveAttribute("role", "alert");
    expect(within(row()).getByRole("checkbox", { name: /^Select / })).toBeChecked();

    // Nothing is stuck: the entry opens, and once the store writes again, pin and delete work.
    await user.click(within(row()).getByRole("button", { name: /^Open / }));
    expect(await within(region).findByRole("region", { name: /^Entry: Check wallet balance at / })).toBeVisible();
    broken = false;
    await user.click(within(row()).getByRole("button", { name: /^Pin / }));
    await waitFor(() =>
      expect(within(row()).getByRole("button", { name: /^Pin / })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(within(row()).queryByRole("alert")).not.toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Delete selected" }));
    expect(await within(region).findByText("Nothing sent yet.")).toBeVisible();
    expect(within(region).queryByRole("alert")).not.toBeInTheDocument();
    expect((await history.list()).summaries).toEqual([]);
  });

  it("says so when stored records could not be read, and still starts", async () => {
    const history = createMemoryHistoryStore({ summaries: [["x", { junk: true }]], entries: [[7, "foreign"]] });
    const { user } = await start(history);
    expect(await screen.findByText(/2 records in the stored history could not be read/)).toHaveAttribute(
      "role",
      "alert",
    );
    await send(user, "200 OK");
    await openHistory(user, 1);
    const notice = within(historyRegion()).getByRole("alert");
    expect(notice).toHaveTextContent("2 records were set aside: they could not be read as history");
    expect(listItems(notice)).toEqual([
      "Stored summary x: id: Invalid input: expected string, received undefined",
      "Stored entry 7: Invalid input: expected object, received string",
    ]);
    await user.click(within(historyRegion()).getByRole("button", { name: "Delete set-aside records" }));
    await waitFor(() => expect(within(historyRegion()).queryByRole("alert")).not.toBeInTheDocument());
  });
});

describe("records the views cannot show", () => {
  it("sets aside a stored entry with an unknown action or a relative URL, and the console still works", async () => {
    const good = balanceEntry("good", Date.now() - 60_000);
    const unknown = balanceEntry("unknown", Date.now() - 30_000, { actionId: "format_disk" });
    const relative = balanceEntry("relative", Date.now() - 20_000, {
      request: { method: "GET", url: "/v1/balance", headers: [] },
      response: { kind: "failure", failure: "network", detail: "Failed to fetch", durationMs: 1, receivedAt: 1 },
    });
    const stored = [good, unknown, relative];
    const history = createMemoryHistoryStore({
      summaries: stored.map((entry) => [entry.id, summarize(entry)]),
      entries: stored.map((entry) => [entry.id, entry]),
    });
    const { user } = await start(history);
    expect(await screen.findByText(/4 records in the stored history could not be read/)).toHaveAttribute(
      "role",
      "alert",
    );
    await openHistory(user, 1);
    expect(within(historyRegion()).getByRole("button", { name: /^Open Check wallet balance at / })).toBeVisible();
    expect(within(historyRegion()).getByRole("alert")).toHaveTextContent("4 records were set aside");
    await send(user, "200 OK");
    await openHistory(user, 2);
  });

  it("a history panel that breaks says so, and the rest of the console still sends", async () => {
    const history = createMemoryHistoryStore();
    // A store that hands over something no schema let through: the panel cannot list it.
    const odd = { ...history, list: async () => ({ summaries: [null as unknown as HistorySummary], setAsideNow: 0 }) };
    // React reports the error the boundary caught on the console; the test reads the page instead.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = await start(odd);
    await user.click(screen.getByRole("button", { name: "History" }));
    expect(await screen.findByText(/^The history panel hit a problem: /)).toBeVisible();
    expect(screen.queryByRole("region", { name: "History" })).not.toBeInTheDocument();
    await send(user, "200 OK");
    await user.click(screen.getByRole("radio", { name: "List games" }));
    expect(screen.getByRole("heading", { level: 2, name: "List games" })).toBeVisible();
  });
});

describe("export and import", () => {
  it("imports the good entries of a file and sets the others aside, saying why", async () => {
    const { user, history } = await start();
    await user.click(screen.getByRole("button", { name: "History" }));
    expect(await within(historyRegion()).findByText("Nothing sent yet.")).toBeVisible();
    const file = toHistoryFile(
      [
        balanceEntry("relative", 1000, { request: { method: "GET", url: "/v1/balance", headers: [] } }),
        balanceEntry("unknown", 2000, { actionId: "format_disk" }),
        balanceEntry("good", 3000),
      ],
      new Date(),
    );
    await user.upload(
      within(historyRegion()).getByLabelText("Import JSON"),
      new File([file], "ticket.json", { type: "application/json" }),
    );
    expect(await within(historyRegion()).findByRole("status")).toHaveTextContent(
      "Imported 1 entry from ticket.json; 2 entries not valid and set aside.",
    );
    await openHistory(user, 1);
    const notice = await within(historyRegion()).findByRole("alert");
    expect(notice).toHaveTextContent("2 records were set aside");
    expect(listItems(notice)).toEqual([
      "ticket.json, entry 1: request.url: Not an absolute http or https URL",
      "ticket.json, entry 2: actionId: Not one of the console's actions",
    ]);
    expect((await history.list()).summaries.map((summary) => summary.id)).toEqual(["good"]);
  });

  it("imports the console's own JSON, and refuses a bad file changing nothing", async () => {
    const { user, history } = await start();
    await send(user, "200 OK");
    await openHistory(user, 1);
    const input = within(historyRegion()).getByLabelText("Import JSON");
    await user.upload(input, new File(["not json"], "ticket.json", { type: "application/json" }));
    expect(await within(historyRegion()).findByRole("alert")).toHaveTextContent(
      /^ticket\.json was not imported: The file is not JSON/,
    );
    expect((await history.list()).summaries).toHaveLength(1);

    const [summary] = (await history.list()).summaries;
    const read = await history.get(summary?.id ?? "");
    if (!read.ok) throw new Error(read.problem.kind);
    const other = { ...read.entry, id: "imported-1", sentAt: read.entry.sentAt - 60_000 };
    const named = (sentAt: number) => `Check wallet balance at ${createFormatters("en-US").dateTime(sentAt)}`;
    const file = JSON.stringify({
      format: "reseller-console-history",
      version: 1,
      exportedAt: "",
      entries: [read.entry, other],
    });
    await user.upload(input, new File([file], "colleague.json", { type: "application/json" }));
    expect(await within(historyRegion()).findByRole("status")).toHaveTextContent(
      "Imported 1 entry from colleague.json; 1 entry already in the history.",
    );
    // The new entry is listed as it was sent, after the newer one already here; the duplicate is not.
    await openHistory(user, 2);
    expect(
      within(historyRegion())
        .getAllByRole("button", { name: /^Open / })
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual([`Open ${named(read.entry.sentAt)}`, `Open ${named(other.sentAt)}`]);
    expect((await history.list()).summaries.map((stored) => stored.id)).toEqual([read.entry.id, "imported-1"]);
    await user.click(within(historyRegion()).getByRole("button", { name: `Open ${named(other.sentAt)}` }));
    const entry = await within(historyRegion()).findByRole("region", { name: `Entry: ${named(other.sentAt)}` });
    expect(await within(entry).findByRole("document", { name: "Raw body" })).toHaveTextContent(
      /^\{"data":\{"balance":/,
    );
  }, 20_000);

  it("says so when an import cannot be saved", async () => {
    const history = createMemoryHistoryStore();
    await history.add([balanceEntry("seed", Date.now())]);
    const full = { ...history, add: () => Promise.reject(new Error("QuotaExceededError")) };
    const { user } = await start(full);
    await openHistory(user, 1);
    const file = toHistoryFile([balanceEntry("other", Date.now() - 1000)], new Date());
    await user.upload(
      within(historyRegion()).getByLabelText("Import JSON"),
      new File([file], "colleague.json", { type: "application/json" }),
    );
    expect(await within(historyRegion()).findByRole("alert")).toHaveTextContent(
      "colleague.json was not imported: the history could not be saved (Error: QuotaExceededError).",
    );
  }, 20_000);

  it("exports HAR and JSON files through the browser's download", async () => {
    const downloads = captureDownloads();
    const { user } = await start();
    await send(user, "200 OK");
    await openHistory(user, 1);
    await user.click(within(historyRegion()).getByRole("button", { name: "Export HAR" }));
    expect(await within(historyRegion()).findByRole("status")).toHaveTextContent(
      "Exported 1 entry as HAR, keys redacted.",
    );
    expect(downloads.names()[0]).toMatch(/^reseller-console-\d{8}-\d{6}\.har$/);
    const har = JSON.parse(await downloads.text(0));
    expect(har.log.entries[0].request.headers).toEqual([{ name: "Authorization", value: "Bearer [redacted]" }]);
    expect(JSON.stringify(har)).not.toContain(DEMO_KEYS.funded);
    vi.restoreAllMocks();
  });
});

describe("form memory", () => {
  it("brings back what was typed after a reload, and Reset empties the form", async () => {
    const first = await start();
    await first.user.click(screen.getByRole("radio", { name: "List packages" }));
    await first.user.type(screen.getByLabelText(/game_id/), "3");
    first.unmount();
    expect(localStorage.getItem("reseller-console.forms")).not.toContain(DEMO_KEYS.funded);

    const { user } = await start();
    await user.click(screen.getByRole("radio", { name: "List packages" }));
    expect(screen.getByLabelText(/game_id/)).toHaveValue("3");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByLabelText(/game_id/)).toHaveValue("");
  });

  it("takes a key typed into a field out of the saved forms once the key box has it", async () => {
    const { user } = renderConsole(recordingSandbox().transport, undefined, createMemoryHistoryStore());
    await user.click(screen.getByRole("radio", { name: "List packages" }));
    await user.click(screen.getByLabelText(/game_id/));
    await user.paste(DEMO_KEYS.funded);
    expect(localStorage.getItem("reseller-console.forms")).toContain(DEMO_KEYS.funded);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    expect(localStorage.getItem("reseller-console.forms")).not.toContain(DEMO_KEYS.funded);
    expect(localStorage.getItem("reseller-console.forms")).toContain('"game_id":"[redacted]"');
  });
});

describe("share links", () => {
  it("copies a link with the action, path style and values, never the key", async () => {
    const { user } = await start();
    await inSettings(user, (settings) => user.selectOptions(settings.getByLabelText("Path style"), "rest"));
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.type(screen.getByLabelText(/product_id/), "201");
    await user.click(screen.getByRole("button", { name: "Copy share link" }));
    const link = (await screen.findByRole("textbox", { name: "Share link" })) as HTMLInputElement;
    expect(new URL(link.value).hash).toBe("#share=2&action=create_order&paths=rest&f.product_id=201");
    expect(await navigator.clipboard.readText()).toBe(link.value);
    await user.click(screen.getByRole("checkbox", { name: "Include the API address in the link" }));
    await user.click(screen.getByRole("button", { name: "Copy share link" }));
    await waitFor(() => expect(link.value).toContain("&base=https%3A%2F%2Fsandbox.invalid%2Fv1&"));
    expect(link.value).not.toContain(DEMO_KEYS.funded);
  });

  it("opens a link into the form and sends nothing", async () => {
    window.history.replaceState(null, "", "/#share=1&action=products&paths=rest&f.game_id=2&x.lang=en");
    const { user, sent } = await start();
    expect(await screen.findByText(/^Opened a share link: List packages\. Nothing has been sent/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "List packages" })).toBeChecked();
    expect(screen.getByLabelText(/game_id/)).toHaveValue("2");
    expect(screen.getByLabelText("Extra parameter 1 value")).toHaveValue("en");
    await inSettings(user, (settings) => expect(settings.getByLabelText("Path style")).toHaveValue("rest"));
    expect(window.location.hash).toBe("");
    // Sent only when asked: the one request is the deliberate send, with the value changed first.
    await user.clear(screen.getByLabelText(/game_id/));
    await user.type(screen.getByLabelText(/game_id/), "3");
    await send(user, "200 OK");
    expect(sends(sent).map((request) => request.url)).toEqual([
      "https://sandbox.invalid/v1/products?game_id=3&lang=en",
    ]);
  }, 20_000);

  it("offers a link's base URL instead of taking it", async () => {
    window.history.replaceState(
      null,
      "",
      "/#share=1&action=balance&paths=console&base=https%3A%2F%2Fevil.example%2Fv1",
    );
    const { user } = await start();
    await screen.findByText(/^Opened a share link/);
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://sandbox.invalid/v1");
    expect(await screen.findByText(/^This link was made for/)).toHaveTextContent(
      "This link was made for https://evil.example/v1. Requests still go to https://sandbox.invalid/v1.",
    );
    await user.click(screen.getByRole("button", { name: "Use this base URL…" }));
    const dialog = screen.getByRole("dialog", { name: "Send requests to evil.example?" });
    await user.click(within(dialog).getByRole("button", { name: "Use evil.example" }));
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://evil.example/v1");
  });

  it("reports a malformed link and opens as usual", async () => {
    const { user, sent } = await start();
    // A link pasted into the address bar of an open console only changes the hash.
    window.history.replaceState(null, "", "/#share=1&action=drop_tables&paths=console");
    fireEvent(window, new HashChangeEvent("hashchange"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'This share link could not be read: it names no known action ("drop_tables"). Nothing was filled in or sent.',
    );
    expect(screen.getByRole("radio", { name: "Check wallet balance" })).toBeChecked();
    // The one request is the deliberate send of another action: the link sent nothing.
    await user.click(screen.getByRole("radio", { name: "List games" }));
    await send(user, "200 OK");
    expect(sent.map((request) => request.url)).toEqual(["https://sandbox.invalid/v1/games"]);
  }, 20_000);
});
