import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { BUILT_IN_CONFIG, DEMO_ENVIRONMENT } from "../../src/config/runtime-config";
import { loadRuntimeConfig } from "../../src/config/runtime-config-load";
import { ignoredTimeZone, targetTimeZone } from "../../src/config/target-time-zone";

const CONFIG_URL = "https://console.example.com/config.json";

const env = (fields: Record<string, unknown>) => ({
  name: "Reseller",
  baseUrl: "https://api.reseller.example/v1",
  live: true,
  ...fields,
});

const UNKNOWN_ZONE =
  'environments[0].timeZone: Unknown time zone "Asia/Jakrta": expected an IANA name such as "Asia/Jakarta" or "UTC"; ignored, so times without a zone are read in the browser\'s zone';

describe("timeZone in config.json", () => {
  it("keeps a zone Intl knows, written as Intl writes it", () => {
    const state = parseRuntimeConfig(
      { environments: [env({ timeZone: "asia/jakarta" }), env({ name: "Other" })] },
      CONFIG_URL,
    );
    expect(state.problem).toBeUndefined();
    expect(state.ignored).toBeUndefined();
    expect(state.config.environments.map((one) => one.timeZone)).toEqual(["Asia/Jakarta", undefined]);
  });

  it("sets an unknown zone aside with a clear message, and uses the rest of the file", () => {
    const state = parseRuntimeConfig(
      { environments: [env({ timeZone: "Asia/Jakrta" })], defaultEnvironment: "Reseller" },
      CONFIG_URL,
    );
    expect(state.problem).toBeUndefined();
    expect(state.source).toBe("file");
    expect(state.config.defaultEnvironment).toBe("Reseller");
    expect(state.config.environments).toEqual([
      { name: "Reseller", baseUrl: "https://api.reseller.example/v1", pathStyle: "console", live: true },
    ]);
    expect(state.ignored).toEqual([
      { path: ["environments", 0, "timeZone"], written: "Asia/Jakrta", detail: UNKNOWN_ZONE },
    ]);
    expect(ignoredTimeZone(state, "Reseller")).toBe("Asia/Jakrta");
    expect(ignoredTimeZone(state, "Embedded sandbox")).toBeUndefined();
  });

  it("sets aside a zone that is not text, and only that environment's", () => {
    const state = parseRuntimeConfig(
      { environments: [env({ timeZone: "UTC" }), env({ name: "Second", timeZone: 7 })] },
      CONFIG_URL,
    );
    expect(state.problem).toBeUndefined();
    expect(state.config.environments.map((one) => one.timeZone)).toEqual(["UTC", undefined]);
    expect(state.ignored?.map(({ detail }) => detail)).toEqual([
      "environments[1].timeZone: Invalid input: expected string, received number",
    ]);
    expect(ignoredTimeZone(state, "Second")).toBe("7");
    expect(ignoredTimeZone(state, "Reseller")).toBeUndefined();
  });

  it("lists a wrong zone with the other mistakes when the file cannot be used anyway", () => {
    const state = parseRuntimeConfig({ environments: [env({ timeZone: "Asia/Jakrta", live: "yes" })] }, CONFIG_URL);
    expect(state.config).toEqual(BUILT_IN_CONFIG);
    expect(state.problem?.details).toEqual([
      "environments[0].live: Invalid input: expected boolean, received string",
      UNKNOWN_ZONE,
    ]);
  });

  it("is read the same way when the page loads config.json", async () => {
    const body = JSON.stringify({ environments: [env({ timeZone: "Mars/Olympus_Mons" })] });
    const state = await loadRuntimeConfig({
      configUrl: CONFIG_URL,
      fetchImpl: async () => new Response(body, { headers: { "content-type": "application/json" } }),
    });
    expect(state.problem).toBeUndefined();
    expect(state.config.environments.map((one) => one.name)).toEqual(["Reseller"]);
    expect(state.ignored?.[0]?.detail).toMatch(/^environments\[0\]\.timeZone: Unknown time zone "Mars\/Olympus_Mons"/);
  });

  it("reads the embedded sandbox's zone-less times in Jakarta time, as the market writes them", () => {
    expect(DEMO_ENVIRONMENT.timeZone).toBe("Asia/Jakarta");
  });
});

describe("targetTimeZone: the one answer to which zone a time without one is in", () => {
  it("is the zone Settings holds, else the browser's, said to be the browser's", () => {
    expect(targetTimeZone("Asia/Jakarta", "Europe/Berlin")).toEqual({ zone: "Asia/Jakarta", browser: false });
    expect(targetTimeZone("", "Europe/Berlin")).toEqual({ zone: "Europe/Berlin", browser: true });
    // A stored name this browser does not know is no zone at all.
    expect(targetTimeZone("Asia/Jakrta", "Europe/Berlin")).toEqual({ zone: "Europe/Berlin", browser: true });
  });
});
