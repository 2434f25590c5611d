import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import type { ConfigState } from "../../src/config/runtime-config-load";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { importCurl } from "../import-curl";
import { findStatus, inSettings, recordingSandbox, renderConsole, startConsole } from "../render";

const baseUrl = () => screen.getByLabelText("Base URL");

describe("a cURL command for another host", () => {
  it("fills the form but sends to the current base URL until the host is accepted in the dialog", async () => {
    const { user, sent } = await startConsole();
    await importCurl(user, "curl https://other-host.example/v1/balance -H 'Authorization: Bearer x'");
    await user.click(screen.getByRole("button", { name: "Keep my key" }));

    expect(baseUrl()).toHaveValue("https://sandbox.invalid/v1");
    expect(await screen.findByText(/^This command was sent to/)).toHaveTextContent(
      "This command was sent to https://other-host.example/v1. Requests still go to https://sandbox.invalid/v1.",
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    expect(sent.map((request) => request.url)).toEqual(["https://sandbox.invalid/v1/balance"]);

    await user.click(screen.getByRole("button", { name: "Use this base URL…" }));
    const dialog = screen.getByRole("dialog", { name: "Send requests to other-host.example?" });
    expect(dialog).toHaveTextContent("The API key you entered will be sent to other-host.example with every request.");
    expect(within(dialog).getByRole("button", { name: "Keep current base URL" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Keep current base URL" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(baseUrl()).toHaveValue("https://sandbox.invalid/v1");

    await user.click(screen.getByRole("button", { name: "Use this base URL…" }));
    await user.click(screen.getByRole("button", { name: "Use other-host.example" }));
    expect(baseUrl()).toHaveValue("https://other-host.example/v1");
    expect(screen.queryByText(/^This command was sent to/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    expect(sent[1]?.url).toBe("https://other-host.example/v1/balance");
    expect(sent[1]?.headers.authorization).toBe(`Bearer ${DEMO_KEYS.funded}`);
  });

  it("says so when no key is entered", async () => {
    const { user } = await startConsole("");
    await importCurl(user, "curl https://other-host.example/v1/balance");
    await user.click(screen.getByRole("button", { name: "Use this base URL…" }));
    expect(screen.getByRole("dialog", { name: "Send requests to other-host.example?" })).toHaveTextContent(
      "No API key is entered; any key you enter will be sent to other-host.example with every request.",
    );
  });

  it("offers nothing when the command was sent to the current base URL, give or take a slash", async () => {
    const { user } = await startConsole();
    await importCurl(user, "curl https://sandbox.invalid/v1//balance/ -H 'X-Sandbox-Scenario: server_error'");
    expect(screen.getByText("Imported Check wallet balance from cURL.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Use this base URL…" })).not.toBeInTheDocument();
    await inSettings(user, (settings) =>
      expect(settings.getByLabelText("Sandbox scenario")).toHaveValue("server_error"),
    );
  });
});

describe("a cURL command for a configured environment", () => {
  const config: ConfigState = parseRuntimeConfig(
    {
      environments: [
        { name: "Staging", baseUrl: "https://staging.example.test/v1", live: false },
        { name: "Production", baseUrl: "https://api.example.test/v1", pathStyle: "console", live: true },
      ],
      defaultEnvironment: "Staging",
    },
    "https://console.example.test/config.json",
  );

  it("never moves to a live environment silently: the dialog says it is live, and taking it switches with its key", async () => {
    const sandbox = recordingSandbox();
    const { user } = renderConsole(sandbox.transport, config);
    await user.click(screen.getByLabelText("API key"));
    await user.paste("sk_staging_key");
    await importCurl(user, "curl https://api.example.test/v1/orders -H 'Content-Type: application/json' -d '{}'");

    const environment = screen.getByRole("combobox", { name: "Environment" });
    expect(environment).toHaveValue("Staging");
    expect(baseUrl()).toHaveValue("https://staging.example.test/v1");
    await inSettings(user, (settings) => expect(settings.getByLabelText("Path style")).toHaveValue("rest"));

    await user.click(screen.getByRole("button", { name: "Use this base URL…" }));
    const dialog = screen.getByRole("dialog", { name: "Send requests to api.example.test?" });
    expect(dialog).toHaveTextContent("LIVE — real money: Production is a live environment.");
    expect(dialog).toHaveTextContent(
      "This is the environment Production: the console switches to it and uses the key kept for it, not the key entered now.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Use api.example.test" }));
    expect(environment).toHaveValue("Production");
    expect(baseUrl()).toHaveValue("https://api.example.test/v1");
    // The command used REST paths: that stays, though the environment's own style is console.
    await inSettings(user, (settings) => expect(settings.getByLabelText("Path style")).toHaveValue("rest"));
    expect(screen.getByLabelText("API key")).toHaveValue("");
  });
});
