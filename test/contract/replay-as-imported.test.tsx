import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { importCurl } from "../import-curl";
import { findStatus, requestRegion, startConsole } from "../render";

// A customer's order as pasted: a string product id, a number user id, an extra field, odd spacing.
const BODY = '{ "product_id": "201", "user_id": 123456, "reseller_ref": "cust-1", "note": "x" }';
const COMMAND = `curl https://sandbox.invalid/v1/create_order -H 'Authorization: Bearer  ${DEMO_KEYS.funded}' -H 'Content-Type: text/plain' --data-raw '${BODY}'`;

const rawBody = () => screen.getByLabelText("Raw JSON body");
const rawSwitch = () => screen.getByRole("checkbox", { name: "Edit raw JSON body" });

describe("a request that the form would not build", () => {
  it("opens in raw mode with the imported Content-Type and Authorization, and Send sends exactly that", async () => {
    const { user, sent } = await startConsole();
    await importCurl(user, COMMAND);
    expect(await screen.findByLabelText("Raw JSON body", {})).toHaveValue(BODY);
    expect(screen.getByLabelText("Content-Type")).toHaveValue("text/plain");
    expect(screen.getByText("It is sent as text/plain, as in the command.")).toBeInTheDocument();
    // The switched-off fields show what the body says, never an example value.
    const product = screen.getByLabelText(/product_id/);
    expect(product).toBeDisabled();
    expect(product).toHaveValue("201");
    expect(screen.getByLabelText(/user_id/)).toHaveValue("123456");
    expect(screen.getByLabelText(/zone_id/)).toHaveValue("");
    expect(screen.getByLabelText(/zone_id/)).not.toHaveAttribute("placeholder");
    // Two spaces, as pasted: the preview shows the header as it is sent, the key masked.
    expect(within(requestRegion()).getByRole("row", { name: /Authorization/ }).textContent).toContain(
      "Bearer  ••••••••nded",
    );

    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await findStatus("415");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBe(BODY);
    expect(sent[0]?.headers["content-type"]).toBe("text/plain");
    expect(sent[0]?.headers.authorization).toBe(`Bearer  ${DEMO_KEYS.funded}`);
  }, 20_000);

  it("keeps the pasted text through switching the raw body off and on, and fills the fields from it", async () => {
    const { user } = await startConsole();
    await importCurl(user, COMMAND);
    await user.click(rawSwitch());
    await waitFor(() => expect(screen.queryByLabelText("Raw JSON body")).not.toBeInTheDocument());
    const product = screen.getByLabelText(/product_id/);
    expect(product).toBeEnabled();
    expect(product).toHaveValue("201");
    expect(product).toHaveAttribute("placeholder", "101");
    expect(screen.getByText(/^Your raw body is kept/)).toBeInTheDocument();
    // The form sends JSON as the contract says, with the fields' types.
    expect(within(requestRegion()).getByRole("figure", { name: "Request body" })).toHaveTextContent(
      '{"product_id":201,"user_id":"123456","reseller_ref":"cust-1"}',
    );

    await user.click(rawSwitch());
    await waitFor(() => expect(rawBody()).toHaveValue(BODY));
    expect(screen.getByLabelText("Content-Type")).toHaveValue("text/plain");

    // A field changed in the form is written into the text where it stands; the rest stays.
    await user.click(rawSwitch());
    await waitFor(() => expect(screen.getByLabelText(/product_id/)).toBeEnabled());
    await user.clear(screen.getByLabelText(/product_id/));
    await user.type(screen.getByLabelText(/product_id/), "202");
    await user.click(rawSwitch());
    await waitFor(() =>
      expect(rawBody()).toHaveValue('{ "product_id": 202, "user_id": 123456, "reseller_ref": "cust-1", "note": "x" }'),
    );
  }, 20_000);

  it("shows what an edited raw body says in its switched-off fields", async () => {
    const { user } = await startConsole();
    await importCurl(user, COMMAND);
    await user.clear(rawBody());
    await user.click(rawBody());
    await user.paste('{"product_id":7}');
    await waitFor(() => expect(screen.getByLabelText(/product_id/)).toHaveValue("7"));
    expect(screen.getByLabelText(/user_id/)).toHaveValue("");
  });

  it("sends no Authorization when the command had none, and says so", async () => {
    const { user, sent } = await startConsole();
    await importCurl(user, "curl https://sandbox.invalid/v1/balance");
    expect(screen.getByText("Imported from cURL. Nothing is sent until you press Send.")).toBeInTheDocument();
    expect(
      screen.getByText('Sent without an Authorization header, as imported: "Fix to match the contract" adds it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("401");
    expect(sent[0]?.headers).not.toHaveProperty("authorization");
  });

  it("sends a command's Basic credentials as the command did when its key is taken", async () => {
    const { user, sent } = await startConsole();
    await importCurl(user, "curl -u reseller:s3cret https://sandbox.invalid/v1/balance");
    await user.click(await screen.findByRole("button", { name: "Use the key from the command" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("401");
    expect(sent[0]?.headers.authorization).toBe(`Basic ${btoa("reseller:s3cret")}`);
  });

  it("masks the key in use in the preview and keeps it out of the history when only the query carries it", async () => {
    const key = DEMO_KEYS.funded;
    const { user, history } = await startConsole(key);
    await importCurl(user, `curl 'https://sandbox.invalid/v1/balance?api_key=${key}'`);
    expect(requestRegion().textContent).not.toContain(key);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("401");
    await waitFor(async () => expect((await history.list()).summaries).toHaveLength(1));
    const { summaries } = await history.list();
    const stored = JSON.stringify([summaries, await history.get(summaries[0]?.id ?? "")]);
    expect(stored).toContain("api_key=[redacted]");
    expect(stored).not.toContain(key);
  });
});

describe("a share link of an imported order", () => {
  it("leaves reseller_ref out of the link as its message says", async () => {
    const { user } = await startConsole();
    await importCurl(user, COMMAND);
    await user.click(screen.getByRole("button", { name: "Copy share link" }));
    const link = (await screen.findByRole("textbox", { name: "Share link" })) as HTMLInputElement;
    expect(screen.getByText(/^Share link copied\./)).toHaveTextContent(
      "reseller_ref is left out: whoever opens it gets a fresh one.",
    );
    const body = new URLSearchParams(new URL(link.value).hash.slice(1)).get("body");
    expect(body).toBe('{ "product_id": "201", "user_id": 123456, "reseller_ref": "", "note": "x" }');
    expect(link.value).not.toContain("cust-1");
    expect(link.value).not.toContain(DEMO_KEYS.funded);
  });

  it("says so when the raw body holds a reference the link cannot renew", async () => {
    const { user } = await startConsole();
    await importCurl(
      user,
      `curl https://sandbox.invalid/v1/create_order -H 'Content-Type: application/json' -d '{"reseller_ref":42}'`,
    );
    await user.click(screen.getByRole("button", { name: "Copy share link" }));
    expect(await screen.findByText(/^Share link copied\./)).toHaveTextContent(
      "reseller_ref is in it as typed in the raw body (not text, so it is not renewed).",
    );
    expect(screen.getByText(/^Share link copied\./)).not.toHaveTextContent("left out");
  });
});
