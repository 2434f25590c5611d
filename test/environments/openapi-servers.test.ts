import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { BUILT_IN_CONFIG } from "../../src/config/runtime-config";
import { openApiServers } from "../../src/features/environments/openapi-servers";

const config = parseRuntimeConfig(
  {
    environments: [
      { name: "Staging", baseUrl: "https://staging.example.com/v1", live: false },
      { name: "Production", baseUrl: "/v1", live: true },
      { name: "Sandbox again", baseUrl: "https://sandbox.invalid/v1", live: false },
    ],
  },
  "https://console.example.com/console/config.json",
).config;

describe("the servers of the downloaded OpenAPI document", () => {
  it("lists the configured APIs, live ones marked, and never the in-page sandbox", () => {
    expect(openApiServers(config, "https://sandbox.invalid/v1")).toEqual([
      { url: "https://staging.example.com/v1", description: "Staging" },
      { url: "https://console.example.com/v1", description: "Production (LIVE — real money)" },
    ]);
  });

  it("adds an edited Base URL once", () => {
    expect(openApiServers(BUILT_IN_CONFIG, "https://other.example.com/v1")).toEqual([
      { url: "https://other.example.com/v1", description: "The Base URL in use" },
    ]);
    expect(openApiServers(config, "https://staging.example.com/v1")).toHaveLength(2);
    expect(openApiServers(BUILT_IN_CONFIG, "http://api.example.com/v1")).toEqual([]);
  });
});
