import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { actions } from "../src/catalog/catalog";
import { createSandboxApp } from "../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import type { Transport } from "../src/transport/transport";
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

describe("the console screen", () => {
  it("takes the key, typed key by key, in a password field with a show/hide toggle", async () => {
    const { user } = renderConsole(recordingSandbox().transport);
    const key = screen.getByLabelText("API key");
    await user.type(key, "secret-key");
    expect(key).toHaveValue("secret-key");
    expect(key).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show key" }));
    expect(key).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide key" }));
    expect(key).toHaveAttribute("type", "password");
  });

  it("offers every catalog action by its console label, each with method and path", async () => {
    await startConsole();
    const group = screen.getByRole("group", { name: "Action" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual(actions.map((action) => action.label));
    expect(within(group).getByRole("radio", { name: "Place top-up order" })).toHaveAccessibleDescription(
      "POST /create_order · spends money",
    );
  });

  it("switches the two differing paths with the path style", async () => {
    const { user } = await startConsole();
    await inSettings(user, (settings) => user.selectOptions(settings.getByLabelText("Path style"), "rest"));
    const group = screen.getByRole("group", { name: "Action" });
    expect(within(group).getByRole("radio", { name: "Validate player ID" })).toHaveAccessibleDescription(
      "POST /players/validate",
    );
    expect(within(group).getByRole("radio", { name: "List games" })).toHaveAccessibleDescription("GET /games");
  });

  it("says where the contract is not published", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Wallet transactions log" }));
    expect(screen.getByText(/does not publish this action's parameters/)).toBeInTheDocument();
    expect(screen.getByLabelText(/limit/)).toBeInTheDocument();
  });
});

describe("sending", () => {
  it("sends the balance request with the bearer key and shows the status", async () => {
    const { user, sent } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    expect(sends(sent)).toHaveLength(1);
    expect(sends(sent)[0]).toMatchObject({
      method: "GET",
      url: "https://sandbox.invalid/v1/balance",
      headers: { authorization: `Bearer ${DEMO_KEYS.funded}` },
    });
  });

  it("shows a 401 from the server as a result, with its body", async () => {
    const { user } = await startConsole("not-a-real-key");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("401 Unauthorized");
    await findStatus("the key is missing or was not accepted");
    expect(await within(responseRegion()).findByRole("document", { name: "Raw body" })).toHaveTextContent(
      /^\{"error":\{"code":"AUTH_INVALID_KEY",/,
    );
  });

  it("blocks an invalid field with an alert and sends nothing", async () => {
    const { user, sent } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "List packages" }));
    await user.type(screen.getByLabelText(/game_id/), "abc");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter a whole number");
    expect(screen.getByLabelText(/game_id/)).toHaveValue("abc");
    expect(sends(sent)).toHaveLength(0);
  });

  it("puts GET parameters and extra ones in the query string", async () => {
    const { user, sent } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "List packages" }));
    await user.type(screen.getByLabelText(/game_id/), "2");
    await user.click(screen.getByRole("button", { name: "Add query parameter" }));
    await user.type(screen.getByLabelText("Extra parameter 1 name"), "lang");
    await user.type(screen.getByLabelText("Extra parameter 1 value"), "en");
    expect(screen.getByText(/sent as typed, after the form.s own, with no check and no encoding/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus(/^200/);
    expect(sends(sent)[0]?.url).toBe("https://sandbox.invalid/v1/products?game_id=2&lang=en");
  });

  it("edits extra parameters in place and removes one, the next moving up", async () => {
    const { user, sent } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "List games" }));
    for (const [row, name, value] of [
      [1, "lang", "en"],
      [2, "page", "2"],
      [3, "srt", "name"],
    ] as const) {
      await user.click(screen.getByRole("button", { name: "Add query parameter" }));
      await user.type(screen.getByLabelText(`Extra parameter ${row} name`), name);
      await user.type(screen.getByLabelText(`Extra parameter ${row} value`), value);
    }
    // The caret stays where it was put: "srt" becomes "sort", not "srto".
    await user.type(screen.getByLabelText("Extra parameter 3 name"), "o", { initialSelectionStart: 1 });
    await user.click(screen.getByRole("button", { name: "Remove parameter 2" }));
    expect(screen.getByLabelText("Extra parameter 2 name")).toHaveValue("sort");
    expect(screen.getByLabelText("Extra parameter 2 value")).toHaveValue("name");
    expect(screen.queryByLabelText("Extra parameter 3 name")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus(/^200/);
    expect(sends(sent)[0]?.url).toBe("https://sandbox.invalid/v1/games?lang=en&sort=name");
  });

  it("previews byte for byte what it sends", async () => {
    const { user, sent } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Validate player ID" }));
    await user.type(screen.getByLabelText(/game_id/), "1");
    await user.type(screen.getByLabelText(/user_id/), "123456789");
    const previewBody = within(requestRegion()).getByRole("figure", { name: "Request body" }).textContent;
    const previewUrl = within(requestRegion()).getByText(/^https:/).textContent;
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus(/^\d{3}/);
    expect(sends(sent)[0]?.body).toBe(previewBody);
    expect(sends(sent)[0]?.url).toBe(previewUrl);
    await user.click(screen.getByRole("button", { name: "Show key" }));
    const previewHeaders = within(requestRegion())
      .getAllByRole("row")
      .map((row) => [row.querySelector("th")?.textContent?.toLowerCase(), row.querySelector("td")?.textContent]);
    expect(Object.fromEntries(previewHeaders)).toEqual({
      authorization: sends(sent)[0]?.headers.authorization,
      "content-type": sends(sent)[0]?.headers["content-type"],
    });
    expect(sends(sent)[0]?.body).toBe('{"game_id":1,"user_id":"123456789"}');
    expect(sends(sent)[0]?.headers["content-type"]).toBe("application/json");
  });

  it("masks the key in the preview until it is revealed", async () => {
    const { user } = await startConsole();
    expect(within(requestRegion()).getByText(/^Bearer ••••••••/)).toBeInTheDocument();
    expect(requestRegion()).not.toHaveTextContent(DEMO_KEYS.funded);
    await user.click(screen.getByRole("button", { name: "Show key" }));
    expect(requestRegion()).toHaveTextContent(`Bearer ${DEMO_KEYS.funded}`);
  });

  it("masks a key typed into an extra query parameter in the preview and the snippet too", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Add query parameter" }));
    await user.type(screen.getByLabelText("Extra parameter 1 name"), "api_key");
    await user.type(screen.getByLabelText("Extra parameter 1 value"), DEMO_KEYS.funded);
    expect(within(requestRegion()).getByText("https://sandbox.invalid/v1/balance?api_key=••••••••nded")).toBeVisible();
    await user.click(within(requestRegion()).getByText("Show snippet"));
    expect(within(requestRegion()).getByText(/^export API_KEY=/)).toHaveTextContent(
      'curl "https://sandbox.invalid/v1/balance?api_key=$API_KEY"',
    );
    expect(requestRegion()).not.toHaveTextContent(DEMO_KEYS.funded);
    await user.click(screen.getByRole("button", { name: "Show key" }));
    expect(
      within(requestRegion()).getByText(`https://sandbox.invalid/v1/balance?api_key=${DEMO_KEYS.funded}`),
    ).toBeVisible();
  });

  it("sends with Ctrl+Enter", async () => {
    const { user, sent } = await startConsole();
    await user.keyboard("{Control>}{Enter}{/Control}");
    await findStatus("200 OK");
    expect(sends(sent)).toHaveLength(1);
  });
});

describe("placing an order", () => {
  async function fillOrder(user: Awaited<ReturnType<typeof startConsole>>["user"]) {
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.type(screen.getByLabelText(/product_id/), "201");
    await user.type(screen.getByLabelText(/user_id/), "0123456789");
  }

  it("asks for confirmation, then sends typed JSON with a fresh reference", async () => {
    const { user, sent } = await startConsole();
    await fillOrder(user);
    const reference = (screen.getByLabelText(/reseller_ref/) as HTMLInputElement).value;
    expect(reference).toMatch(/^ref-\d{8}-[0-9a-f]{8}$/);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const dialog = await screen.findByRole("dialog", { name: "Place this order?" });
    expect(dialog).toHaveTextContent("Product ID product_id201");
    expect(dialog).toHaveTextContent('Player user ID user_id"0123456789"');
    expect(within(dialog).getByRole("button", { name: "Go back" })).toHaveFocus();
    expect(sends(sent)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Place order" }));
    await findStatus(/^\d{3}/);
    expect(sends(sent)).toHaveLength(1);
    expect(JSON.parse(sends(sent)[0]?.body ?? "")).toEqual({
      product_id: 201,
      user_id: "0123456789",
      reseller_ref: reference,
    });
    expect(sends(sent)[0]?.body).not.toContain("zone_id");
    const next = (screen.getByLabelText(/reseller_ref/) as HTMLInputElement).value;
    expect(next).toMatch(/^ref-\d{8}-[0-9a-f]{8}$/);
    expect(next).not.toBe(reference);
  });

  /** A sandbox whose first answers are replaced: the order may or may not have been placed. */
  function unsettledFirst(...failures: (() => Promise<Response>)[]) {
    const sandbox = createSandboxApp();
    // Only orders are replaced: the packages list the picker loads is the sandbox's.
    return recordingSandbox(async (request) =>
      request.url.endsWith("/create_order") ? (failures.shift()?.() ?? sandbox.fetch(request)) : sandbox.fetch(request),
    );
  }
  const referenceField = () => screen.getByLabelText(/reseller_ref/) as HTMLInputElement;
  const sentReference = (body: string | undefined) => (JSON.parse(body ?? "") as { reseller_ref: string }).reseller_ref;
  /** The console over this transport: the funded key typed, an order filled, sent and confirmed. */
  async function orderOver(transport: Transport) {
    const { user } = renderConsole(transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await fillOrder(user);
    const reference = referenceField().value;
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    return { user, reference };
  }

  it("keeps the reference after a 503 and a network failure, says so, and renews it after a definite answer", async () => {
    const { transport, sent } = unsettledFirst(
      async () => new Response("upstream down", { status: 503 }),
      () => Promise.reject(new TypeError("Failed to fetch")),
    );
    const { user, reference } = await orderOver(transport);
    await findStatus(/^503/);
    const note = await screen.findByText(/Retrying the same order: reference kept, so the API can recognise it/);
    expect(note.closest("[role=status]")).toHaveTextContent("the API answered 503");
    expect(referenceField()).toHaveValue(reference);

    await user.click(screen.getByRole("button", { name: "Send" }));
    const dialog = await screen.findByRole("dialog", { name: "Place this order?" });
    expect(dialog).toHaveTextContent("repeats the last attempt with the same reference");
    await user.click(within(dialog).getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(screen.getByText(/got no answer \(network or CORS\)/)).toBeInTheDocument());
    expect(referenceField()).toHaveValue(reference);

    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await findStatus(/^201/);
    expect(sends(sent).map((request) => sentReference(request.body))).toEqual([reference, reference, reference]);
    await waitFor(() => expect(referenceField().value).not.toBe(reference));
    expect(screen.queryByText(/Retrying the same order/)).not.toBeInTheDocument();
  });

  it("renews the reference after the answer even when another action was opened meanwhile", async () => {
    const sandbox = createSandboxApp();
    let answer: () => void = () => {};
    const { transport, sent } = recordingSandbox(async (request) => {
      if (!request.url.endsWith("/create_order")) return sandbox.fetch(request);
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return sandbox.fetch(request);
    });
    const { user, reference } = await orderOver(transport);
    await user.click(screen.getByRole("radio", { name: "List games" }));
    await waitFor(() => expect(sends(sent)).toHaveLength(1));
    answer();
    await findStatus(/^201/);
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    expect(referenceField().value).toMatch(/^ref-\d{8}-[0-9a-f]{8}$/);
    expect(referenceField().value).not.toBe(reference);
    expect(screen.getByLabelText(/user_id/)).toHaveValue("0123456789");
  });

  it("starts a new order with a new reference when asked, also in a raw body", async () => {
    const { transport, sent } = unsettledFirst(async () => new Response("", { status: 504 }));
    const { user } = renderConsole(transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await fillOrder(user);
    await user.click(screen.getByRole("checkbox", { name: "Edit raw JSON body" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await findStatus(/^504/);
    const first = sentReference(sends(sent)[0]?.body);
    const raw = () => screen.getByLabelText("Raw JSON body") as HTMLTextAreaElement;
    expect(sentReference(raw().value)).toBe(first);
    await user.click(screen.getByRole("button", { name: "New order (new reference)" }));
    expect(screen.queryByText(/Retrying the same order/)).not.toBeInTheDocument();
    const renewed = sentReference(raw().value);
    expect(renewed).not.toBe(first);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const dialog = await screen.findByRole("dialog", { name: "Place this order?" });
    expect(dialog).not.toHaveTextContent("repeats the last attempt");
    await user.click(within(dialog).getByRole("button", { name: "Place order" }));
    await findStatus(/^201/);
    expect(sentReference(sends(sent)[1]?.body)).toBe(renewed);
  });

  it("sends nothing when the confirmation is declined", async () => {
    const { user, sent } = await startConsole();
    await fillOrder(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Go back" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sends(sent)).toHaveLength(0);
  });

  it("sends a raw body as typed, with a visible warning", async () => {
    const { user, sent } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.click(screen.getByRole("checkbox", { name: "Edit raw JSON body" }));
    const raw = screen.getByLabelText("Raw JSON body");
    await user.clear(raw);
    await user.type(raw, '{{"product_id": "x"');
    expect(screen.getByText(/sent exactly as typed/)).toHaveTextContent("It is not valid JSON.");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await findStatus(/^4\d\d /);
    expect(sends(sent)[0]?.body).toBe('{"product_id": "x"');
  });
});

describe("keeping what was typed", () => {
  it("keeps each action's values when switching between actions", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "List packages" }));
    await user.type(screen.getByLabelText(/game_id/), "3");
    await user.click(screen.getByRole("radio", { name: "Sales stats" }));
    await user.click(screen.getByRole("radio", { name: "List packages" }));
    expect(screen.getByLabelText(/game_id/)).toHaveValue("3");
  });

  it("keeps the key out of storage unless remembering is ticked", async () => {
    const { user } = await startConsole();
    await waitFor(() => expect(localStorage.getItem("reseller-console.settings")).not.toBeNull());
    expect(JSON.stringify({ ...localStorage })).not.toContain(DEMO_KEYS.funded);
    const remember = () => user.click(screen.getByRole("checkbox", { name: "Remember key on this device" }));
    await inSettings(user, remember);
    await waitFor(() => expect(JSON.stringify({ ...localStorage })).toContain(DEMO_KEYS.funded));
    await inSettings(user, remember);
    await waitFor(() => expect(JSON.stringify({ ...localStorage })).not.toContain(DEMO_KEYS.funded));
  });

  it("starts with defaults and says so when stored settings are corrupted", async () => {
    localStorage.setItem("reseller-console.settings", "{not json");
    await startConsole();
    expect(screen.getByText(/could not be read and were reset/)).toBeInTheDocument();
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://sandbox.invalid/v1");
  });
});

describe("failures", () => {
  it("explains a network failure and offers the cURL to try", async () => {
    const failing = recordingSandbox(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { user } = renderConsole(failing.transport);
    await user.clear(screen.getByLabelText("Base URL"));
    await user.type(screen.getByLabelText("Base URL"), "https://api.example.com/v1");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const alert = await within(responseRegion()).findByRole("alert");
    expect(alert).toHaveTextContent(/CORS/);
    expect(alert).toHaveTextContent("curl 'https://api.example.com/v1/balance'");
    expect(alert).toHaveTextContent("Failed to fetch");
  });

  it("cancels a pending request", async () => {
    const { user } = await startConsole();
    await inSettings(user, (settings) => user.selectOptions(settings.getByLabelText("Sandbox scenario"), "hang"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "true");
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await within(responseRegion()).findByRole("heading", { name: "Cancelled" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "false");
    expect(screen.getByRole("button", { name: "Send" })).toHaveFocus();
  });

  it("keeps Esc and Ctrl+Enter inside an open dialog: the pending request is neither cancelled nor sent again", async () => {
    const { user, sent } = await startConsole();
    await inSettings(user, (settings) => user.selectOptions(settings.getByLabelText("Sandbox scenario"), "hang"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("button", { name: "Cancel" });
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings" });
    await user.click(within(dialog).getByLabelText("Path style"));
    await user.keyboard("{Escape}");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(responseRegion()).queryByRole("heading", { name: "Cancelled" })).not.toBeInTheDocument();
    expect(sends(sent)).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await user.keyboard("{Escape}");
    expect(await within(responseRegion()).findByRole("heading", { name: "Cancelled" })).toBeInTheDocument();
  });

  it("refuses a plain-http base URL that is not loopback", async () => {
    const { user } = await startConsole();
    await user.clear(screen.getByLabelText("Base URL"));
    await user.type(screen.getByLabelText("Base URL"), "http://api.example.com/v1");
    expect(screen.getByRole("alert")).toHaveTextContent("HTTPS only");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });
});
