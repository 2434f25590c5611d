import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import {
  findStatus,
  inSettings,
  recordingSandbox,
  renderConsole,
  requestRegion,
  responseRegion,
  sends,
  startConsole,
} from "./render";

describe("copying the request", () => {
  it("copies cURL with the key as $API_KEY, and with the key only when asked", async () => {
    const { user } = await startConsole();
    // The snippet buttons load after the first screen.
    await user.click(await within(requestRegion()).findByRole("button", { name: "Copy as cURL" }));
    const masked = await navigator.clipboard.readText();
    expect(masked).toBe(
      "export API_KEY='paste-your-api-key-here'\n" +
        "curl 'https://sandbox.invalid/v1/balance' \\\n" +
        '  -H "Authorization: Bearer $API_KEY"',
    );
    expect(within(requestRegion()).getByText("Copied as cURL, key as $API_KEY.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Include the API key in snippets" }));
    await user.click(within(requestRegion()).getByRole("button", { name: "Copy as Python requests" }));
    expect(await navigator.clipboard.readText()).toContain(`"Authorization": "Bearer ${DEMO_KEYS.funded}"`);
  });

  it("offers all four snippet languages", async () => {
    await startConsole();
    for (const name of ["Copy as cURL", "Copy as JavaScript fetch", "Copy as HTTPie", "Copy as Python requests"]) {
      expect(within(requestRegion()).getByRole("button", { name })).toBeInTheDocument();
    }
  });
});

describe("importing a cURL command", () => {
  const chrome = `curl 'https://api.example.com/v1/orders' \\
  -H 'accept: */*' \\
  -H 'authorization: Bearer sk_live_from_ticket' \\
  -H 'content-type: application/json' \\
  --data-raw '{"product_id":201,"user_id":"0042","zone_id":"7","reseller_ref":"ref-ticket-1"}'`;

  it("picks the action, fills the form and settings, and offers the key without taking it", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Import cURL" }));
    const dialog = await screen.findByRole("dialog", { name: "Import a cURL command" });
    await user.click(within(dialog).getByLabelText("cURL command"));
    await user.paste(chrome);
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(dialog).toHaveTextContent("The command carries an API key (Bearer ••••••••cket)");
    await user.click(within(dialog).getByRole("button", { name: "Keep my key" }));

    expect(screen.getByRole("radio", { name: "Place top-up order" })).toBeChecked();
    await inSettings(user, (settings) => expect(settings.getByLabelText("Path style")).toHaveValue("rest"));
    expect(screen.getByLabelText("API key")).toHaveValue(DEMO_KEYS.funded);
    expect(screen.getByLabelText(/product_id/)).toHaveValue("201");
    expect(screen.getByLabelText(/user_id/)).toHaveValue("0042");
    expect(screen.getByLabelText(/zone_id/)).toHaveValue("7");
    expect(screen.getByLabelText(/reseller_ref/)).toHaveValue("ref-ticket-1");
    expect(screen.getByText("Imported Place top-up order from cURL.")).toBeInTheDocument();
    expect(screen.getByText("Headers the console does not send were left out: accept.")).toBeInTheDocument();
    expect(within(requestRegion()).getByRole("figure", { name: "Request body" })).toHaveTextContent(
      '{"product_id":201,"user_id":"0042","zone_id":"7","reseller_ref":"ref-ticket-1"}',
    );
    // The command's host is offered, and taken only in the dialog.
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://sandbox.invalid/v1");
    await user.click(screen.getByRole("button", { name: "Use this base URL…" }));
    await user.click(screen.getByRole("button", { name: "Use api.example.com" }));
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://api.example.com/v1");
  });

  it("takes the key from the command when asked", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Import cURL" }));
    await user.click(await screen.findByLabelText("cURL command"));
    await user.paste(chrome);
    await user.click(screen.getByRole("button", { name: "Import" }));
    await user.click(screen.getByRole("button", { name: "Use the key from the command" }));
    expect(screen.getByLabelText("API key")).toHaveValue("sk_live_from_ticket");
  });

  it("keeps a body the form would not write as a raw body, exactly", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Import cURL" }));
    await user.click(await screen.findByLabelText("cURL command"));
    await user.paste(`curl https://h.test/v1/validate_player --json '{"game_id": "1", "user_id": 5}'`);
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByRole("radio", { name: "Validate player ID" })).toBeChecked();
    // The raw body editor loads when first used.
    expect(await screen.findByLabelText("Raw JSON body", {})).toHaveValue('{"game_id": "1", "user_id": 5}');
    expect(screen.getByText("The body is kept exactly as pasted, in the raw body editor.")).toBeInTheDocument();
  });

  it("sends an imported query byte for byte: its escapes, its order, a value the form would write otherwise", async () => {
    const { user, sent } = await startConsole();
    const query = "limit=5&page=2&note=a%20b+c&to=2026-11-30";
    await user.click(screen.getByRole("button", { name: "Import cURL" }));
    await user.click(await screen.findByLabelText("cURL command"));
    await user.paste(`curl 'https://sandbox.invalid/v1/wallet_history?${query}' -H 'Authorization: Bearer $API_KEY'`);
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByLabelText(/^limit/)).toHaveValue("5");
    // page comes after limit, where the form would not write it: it goes as written, with what follows.
    expect(screen.getByLabelText(/^page/)).toHaveValue("");
    expect(screen.getByLabelText("Extra parameter 1 name")).toHaveValue("page");
    expect(screen.getByLabelText("Extra parameter 2 value")).toHaveValue("a%20b+c");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus(/^200/);
    expect(sends(sent).map((request) => request.url)).toEqual([`https://sandbox.invalid/v1/wallet_history?${query}`]);
  });

  it("puts my key, when I keep it, where the command's stood in its query too: the declined key is never sent, kept or shown", async () => {
    const theirs = "sk_live_customer_1234";
    const { user, sent, history } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Import cURL" }));
    await user.click(await screen.findByLabelText("cURL command"));
    await user.paste(
      `curl 'https://sandbox.invalid/v1/wallet_history?limit=5&api_key=${theirs}' -H 'Authorization: Bearer ${theirs}'`,
    );
    await user.click(screen.getByRole("button", { name: "Import" }));
    await user.click(screen.getByRole("button", { name: "Keep my key" }));
    expect(
      screen.getByText("The command's key also stood in its query or body: your key is there instead."),
    ).toBeVisible();
    expect(within(requestRegion()).getByText(/^https:\/\/sandbox\.invalid\/v1\/wallet_history\?/)).toHaveTextContent(
      /^https:\/\/sandbox\.invalid\/v1\/wallet_history\?limit=5&api_key=••••••••nded$/,
    );
    await user.click(await screen.findByRole("button", { name: "Copy share link" }));
    expect(((await screen.findByRole("textbox", { name: "Share link" })) as HTMLInputElement).value).not.toContain(
      theirs,
    );
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem("reseller-console.forms") ?? "").not.toContain(theirs);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus(/^200/);
    expect(sends(sent).map((request) => request.url)).toEqual([
      `https://sandbox.invalid/v1/wallet_history?limit=5&api_key=${DEMO_KEYS.funded}`,
    ]);
    await waitFor(async () => expect((await history.list()).summaries).toHaveLength(1));
    const [entry] = (await history.list()).summaries;
    expect(JSON.stringify(await history.get(entry?.id ?? ""))).not.toContain(theirs);
  });

  it("names what it could not read and keeps what was pasted", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Import cURL" }));
    await user.click(await screen.findByLabelText("cURL command"));
    await user.paste("curl 'https://h.test/v1/balance");
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByRole("alert")).toHaveTextContent("A single quote opened at character 6 is never closed.");
    expect(screen.getByLabelText("cURL command")).toHaveValue("curl 'https://h.test/v1/balance");
    expect(screen.getByRole("radio", { name: "Check wallet balance" })).toBeChecked();
  });
});

describe("response views", () => {
  it("shows games as pretty JSON, a tree and a table", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "List games" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    const region = responseRegion();
    await user.click(await within(region).findByRole("tab", { name: "Pretty" }));
    expect(await within(region).findByRole("document", { name: "Pretty body" })).toHaveTextContent(/^\{ "data": \[/);

    await user.click(within(region).getByRole("tab", { name: "Tree" }));
    await user.click(await within(region).findByText("data"));
    await user.click(await within(region).findByText("[0]"));
    expect(await within(region).findByText('"Arena of Legends"')).toBeInTheDocument();

    await user.click(await within(region).findByRole("tab", { name: "Table" }));
    const table = within(region).getByRole("table", { name: "Records in data" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Use", "game_id", "name", "genre", "requires_zone", "zone_label"]);
    expect(within(table).getAllByRole("row")).toHaveLength(5);
  });

  it("copies the whole body", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("button", { name: "Copy body" }));
    const raw = (await within(responseRegion()).findByRole("document", { name: "Raw body" })).textContent;
    expect(await navigator.clipboard.readText()).toBe(raw);
  });

  it("says a JSON body nested too deeply to show in the other views, and the Raw view has it", async () => {
    const depth = 20_000;
    const body = `{"data":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const deep = recordingSandbox(async () => new Response(body, { headers: { "Content-Type": "application/json" } }));
    const { user } = renderConsole(deep.transport);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Pretty" }));
    expect(await within(responseRegion()).findByText(/^JSON nested too deeply to show here/)).toBeInTheDocument();
    await user.click(within(responseRegion()).getByRole("tab", { name: "Raw" }));
    const raw = await within(responseRegion()).findByRole("document", { name: "Raw body" });
    expect(raw.textContent).toBe(body);
  });

  it("warns that whole numbers too large to keep exactly are shown rounded, and the Raw view has them", async () => {
    const body = '{"data":[{"order_id":1234567890123456789,"status":"success"}]}';
    const big = recordingSandbox(async () => new Response(body, { headers: { "Content-Type": "application/json" } }));
    const { user } = renderConsole(big.transport);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Table" }));
    expect(
      await within(responseRegion()).findByText(/too large for a browser to keep exactly \(1234567890123456789\)/),
    ).toBeInTheDocument();
    await user.click(within(responseRegion()).getByRole("tab", { name: "Raw" }));
    expect(await within(responseRegion()).findByRole("document", { name: "Raw body" })).toHaveTextContent(body);
  });

  it("shows a body that is not JSON as text, and says so in the other views", async () => {
    const { user } = await startConsole();
    await inSettings(user, (settings) =>
      user.selectOptions(settings.getByLabelText("Sandbox scenario"), "bad_gateway"),
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("502 Bad Gateway");
    const raw = await within(responseRegion()).findByRole("document", { name: "Raw body" });
    expect(raw).toHaveTextContent("<html>");
    expect(raw.querySelector("html, body, script, h1")).toBeNull();
    await user.click(within(responseRegion()).getByRole("tab", { name: "Pretty" }));
    expect(await within(responseRegion()).findByText(/^Not JSON/)).toBeInTheDocument();
  });

  it("moves between views with the arrow, Home and End keys", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Raw" }));
    await user.keyboard("{ArrowRight}");
    expect(within(responseRegion()).getByRole("tab", { name: "Pretty" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(within(responseRegion()).getByRole("tab", { name: "Headers" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(within(responseRegion()).getByRole("tab", { name: "Raw" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("sending guards", () => {
  it("sends once when the form is submitted twice in the same moment", async () => {
    const { user, sent } = await startConsole();
    const form = screen.getByRole("form", { name: "Check wallet balance parameters" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await findStatus("200 OK");
    // The next deliberate send is the second request, so the double submit left nothing queued.
    await user.click(screen.getByRole("radio", { name: "List games" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    // Waits for the answer by what was sent, not by a view: the view it opens in is the last one chosen.
    await waitFor(() => expect(responseRegion()).toHaveTextContent(/Sent: List games · GET/));
    expect(sent.map((request) => request.url)).toEqual([
      "https://sandbox.invalid/v1/balance",
      "https://sandbox.invalid/v1/games",
    ]);
  }, 20_000);

  it("checks each action's own fields", async () => {
    const { user, sent } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Validate player ID" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toEqual(["Required", "Required"]);
    await user.click(screen.getByRole("radio", { name: "Wallet transactions log" }));
    await user.type(screen.getByLabelText(/limit/), "60000");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("At most 50000");
    // A valid value is sent, and it is the first request: neither refused form sent anything.
    await user.clear(screen.getByLabelText(/limit/));
    await user.type(screen.getByLabelText(/limit/), "5");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    expect(sent.map((request) => request.url)).toEqual(["https://sandbox.invalid/v1/wallet_history?limit=5"]);
  }, 20_000);
});
