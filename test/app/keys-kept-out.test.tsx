import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { recordingSandbox, renderConsole } from "../render";

const TWO_APIS = parseRuntimeConfig(
  {
    environments: [
      { name: "Staging", baseUrl: "https://staging.example.test/v1", pathStyle: "rest", live: false },
      { name: "Production", baseUrl: "https://api.example.test/v1", live: true },
    ],
    defaultEnvironment: "Staging",
  },
  "https://console.example.test/console/config.json",
);

describe("the keys of every environment a page holds", () => {
  it("stay out of the saved forms after a switch, though the key left is kept in this page's memory", async () => {
    const { user } = renderConsole(recordingSandbox().transport, TWO_APIS);
    await user.type(screen.getByLabelText("API key"), "sk_staging_key_123");
    await user.click(screen.getByRole("button", { name: "Add query parameter" }));
    await user.type(screen.getByLabelText("Extra parameter 1 name"), "api_key");
    await user.type(screen.getByLabelText("Extra parameter 1 value"), "sk_staging_key_123");
    await waitFor(() => expect(localStorage.getItem("reseller-console.forms")).toContain("[redacted]"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Environment" }), "Production");
    // Any edit writes the saved forms again, now with Production's (empty) key in the key box.
    await user.type(screen.getByLabelText("Extra parameter 1 name"), "_x");
    await waitFor(() => expect(localStorage.getItem("reseller-console.forms")).toContain("api_key_x"));
    expect(JSON.stringify({ ...localStorage })).not.toContain("sk_staging_key_123");
  }, 30_000);
});
