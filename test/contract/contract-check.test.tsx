import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { importCurl } from "../import-curl";
import { findStatus, inSettings, startConsole } from "../render";

const region = () => screen.getByRole("region", { name: "Contract check" });
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

// A customer's validation with the key written with two spaces, the game as a string, a stray field,
// sent to the REST path and form-encoded (curl -d without -H sends that).
const CUSTOMER = `curl https://sandbox.invalid/v1/players/validate -H 'Authorization: Bearer  ${DEMO_KEYS.funded}' -H 'Content-Type: application/x-www-form-urlencoded' -d '{"game_id":"1","user_id":123456789,"lang":"en"}'`;

describe("the Contract check region", () => {
  it("judges nothing on an untouched form until asked, then says it matches, and finds what a typed value breaks", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    expect(screen.queryByRole("region", { name: "Contract check" })).toBeNull();
    expect(screen.queryByText(/differences? from the contract/)).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Check wallet balance" }));
    await user.click(screen.getByRole("button", { name: "Check against the contract" }));
    // The check loads when first asked for: cold, under load, that can take over a second.
    const asked = await screen.findByRole("region", { name: "Contract check" });
    expect(within(asked).getByText("This request matches the contract of Check wallet balance.")).toBeInTheDocument();
    await waitFor(() => expect(asked.parentElement).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Check against the contract" })).toBeNull();

    // Asked for one action, not for the next: a fresh form there is not judged either.
    await user.click(screen.getByRole("radio", { name: "Validate player ID" }));
    expect(screen.queryByRole("region", { name: "Contract check" })).toBeNull();
    await user.type(screen.getByLabelText(/game_id/), "abc");
    await user.click(screen.getByRole("button", { name: "Check against the contract" }));
    const table = await within(await screen.findByRole("region", { name: "Contract check" })).findByRole("table", {
      name: "Differences from the contract",
    });
    expect(rows(table)).toEqual([
      ["game_id", "an integer (JSON number)", 'string "abc"'],
      ["user_id", "a string (required)", "missing"],
    ]);
    // Once shown for an action it stays for it.
    await user.click(screen.getByRole("radio", { name: "Check wallet balance" }));
    await user.click(screen.getByRole("radio", { name: "Validate player ID" }));
    expect(within(region()).getByRole("table", { name: "Differences from the contract" })).toBeInTheDocument();
  });

  it("judges a request once it is sent, without being asked", async () => {
    const { user } = await startConsole();
    expect(screen.queryByRole("region", { name: "Contract check" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    expect(
      await within(await screen.findByRole("region", { name: "Contract check" })).findByText(
        "This request matches the contract of Check wallet balance.",
      ),
    ).toBeInTheDocument();
  });

  it("lists an imported request's differences, fixes them in the form as a diff, sends both and compares", async () => {
    const { user, sent } = await startConsole();
    await importCurl(user, CUSTOMER);
    const table = await within(await screen.findByRole("region", { name: "Contract check" })).findByRole("table", {
      name: "Differences from the contract",
    });
    expect(rows(table)).toEqual([
      ["path", "/validate_player (console paths, as Embedded sandbox uses)", "/players/validate (REST paths)"],
      ["Authorization header", "Bearer, one space, the key", "two spaces after Bearer"],
      ["Content-Type header", "application/json", "application/x-www-form-urlencoded"],
      ["game_id", "an integer (JSON number)", 'string "1"'],
      ["user_id", "a string", "number 123456789"],
      ["lang", "only the fields of Validate player ID (game_id, user_id)", 'string "en"'],
    ]);
    expect(sent).toEqual([]);

    await user.click(within(region()).getByRole("button", { name: "Fix to match the contract" }));
    expect(screen.getByText(/^Fixed to match the contract\./)).toBeInTheDocument();
    await inSettings(user, (settings) => expect(settings.getByLabelText("Path style")).toHaveValue("console"));
    expect(screen.queryByLabelText("Raw JSON body")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/game_id/)).toHaveValue("1");
    expect(screen.getByLabelText(/user_id/)).toHaveValue("123456789");
    expect(within(region()).getByText("This request matches the contract of Validate player ID.")).toBeInTheDocument();
    const changes = await within(region()).findByRole("region", { name: "Changes made by the fix" });
    const diff = within(changes).getByRole("table", { name: "Changes from as imported to the fixed request" });
    expect(
      within(diff)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Part", "Change", "As imported", "Fixed"]);
    expect(rows(diff)).toEqual([
      ["URL", "changed", "https://sandbox.invalid/v1/players/validate", "https://sandbox.invalid/v1/validate_player"],
      ["Authorization", "changed", "Bearer  ••••••••nded", "Bearer ••••••••nded"],
      ["Content-Type", "changed", "application/x-www-form-urlencoded", "application/json"],
      ["body.game_id", "changed", '"1"', "1"],
      ["body.user_id", "changed", "123456789", '"123456789"'],
      ["body.lang", "removed", '"en"', ""],
    ]);
    expect(sent).toEqual([]);

    await user.click(within(changes).getByRole("button", { name: "Send both and compare" }));
    const comparison = await within(changes).findByRole("region", { name: "Comparison" });
    expect(sent.map((request) => [request.url, request.headers["content-type"], request.body])).toEqual([
      [
        "https://sandbox.invalid/v1/players/validate",
        "application/x-www-form-urlencoded",
        '{"game_id":"1","user_id":123456789,"lang":"en"}',
      ],
      ["https://sandbox.invalid/v1/validate_player", "application/json", '{"game_id":1,"user_id":"123456789"}'],
    ]);
    expect(sent[0]?.headers.authorization).toBe(`Bearer  ${DEMO_KEYS.funded}`);
    expect(within(comparison).getByText("As imported")).toBeInTheDocument();
    expect(within(comparison).getByText("Fixed to match the contract")).toBeInTheDocument();
    expect(
      await within(comparison).findByText("Status changed: 415 Unsupported Media Type → 200 OK"),
    ).toBeInTheDocument();
    // The response panel shows the last of the two, as after any send.
    await findStatus("200 OK");

    await user.click(within(region()).getByRole("button", { name: "Copy ticket report" }));
    await waitFor(() => expect(within(region()).getByText(/^Ticket report copied: 2 requests/)).toBeInTheDocument());
    const report = await navigator.clipboard.readText();
    expect(report).toContain("# Ticket report: Validate player ID");
    expect(report).toContain("## As imported");
    expect(report).toContain("## Fixed to match the contract");
    expect(report).toContain("- **Status:** 415 Unsupported Media Type");
    expect(report).toContain("- **Status:** 200 OK");
    expect(report).toContain('-H "Authorization: Bearer  $API_KEY"');
    expect(report).toContain(
      "- `Content-Type header`: expected application/json; got application/x-www-form-urlencoded.",
    );
    expect(report).toMatch(/- `x-request-id`: `req_[0-9a-f]{16}`/i);
    expect(report).not.toContain(DEMO_KEYS.funded);
  }, 30_000);

  it("asks before sending two orders, and sends nothing when the user goes back", async () => {
    const { user, sent } = await startConsole();
    await importCurl(
      user,
      `curl https://sandbox.invalid/v1/create_order -H 'Authorization: Bearer ${DEMO_KEYS.funded}' -H 'Content-Type: application/json' -d '{"product_id":"201","user_id":"1","reseller_ref":"cust-1"}'`,
    );
    await user.click(
      await within(await screen.findByRole("region", { name: "Contract check" })).findByRole("button", {
        name: "Fix to match the contract",
      }),
    );
    const changes = await within(region()).findByRole("region", { name: "Changes made by the fix" });
    expect(
      within(changes).getByText("reseller_ref: a fresh value, so sending places a new order."),
    ).toBeInTheDocument();
    await user.click(within(changes).getByRole("button", { name: "Send both and compare" }));
    const dialog = screen.getByRole("dialog", { name: "Send both requests?" });
    expect(within(dialog).getByRole("button", { name: "Go back" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Go back" }));
    expect(sent).toEqual([]);
    await user.click(within(changes).getByRole("button", { name: "Send both and compare" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Send both requests?" })).getByRole("button", {
        name: "Send both",
      }),
    );
    expect(
      await within(changes).findByText("Status changed: 422 Unprocessable Content → 201 Created", undefined),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  }, 30_000);

  it("tracks both orders when both are placed", async () => {
    const { user, sent } = await startConsole();
    // Two spaces after Bearer: the sandbox takes it, the contract does not.
    await importCurl(
      user,
      `curl https://sandbox.invalid/v1/create_order -H 'Authorization: Bearer  ${DEMO_KEYS.funded}' -H 'Content-Type: application/json' -d '{"product_id":201,"user_id":"123456789","reseller_ref":"cust-2"}'`,
    );
    await user.click(
      await within(await screen.findByRole("region", { name: "Contract check" })).findByRole("button", {
        name: "Fix to match the contract",
      }),
    );
    const changes = await within(region()).findByRole("region", { name: "Changes made by the fix" });
    await user.click(within(changes).getByRole("button", { name: "Send both and compare" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Send both requests?" })).getByRole("button", { name: "Send both" }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    const tracking = await screen.findByRole("region", { name: /Order tracking/ });
    await waitFor(() => expect(within(tracking).getAllByRole("article")).toHaveLength(2));
  }, 30_000);

  it("reports the last send when nothing was fixed", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    await user.click(await within(region()).findByRole("button", { name: "Copy ticket report" }));
    await waitFor(() => expect(within(region()).getByText(/^Ticket report copied: the last send/)).toBeInTheDocument());
    const report = await navigator.clipboard.readText();
    expect(report).toContain("- **Action:** Check wallet balance (`balance`), GET `/v1/balance`");
    expect(report).toContain("- **Target:** sandbox or test: Embedded sandbox, `https://sandbox.invalid/v1`");
    expect(report).toContain("No differences from the contract.");
    expect(report).not.toContain(DEMO_KEYS.funded);
  }, 20_000);
});
