import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { initialTarget, switchTarget, toStored } from "../../src/config/environment-settings";
import { isLiveTarget } from "../../src/config/live-target";
import type { RuntimeConfig } from "../../src/config/runtime-config";
import { StoredSettings } from "../../src/config/stored-settings";

const config: RuntimeConfig = parseRuntimeConfig(
  {
    environments: [
      { name: "Staging", baseUrl: "https://staging.example.com/v1", pathStyle: "rest", live: false },
      { name: "Production", baseUrl: "https://api.example.com/v1", live: true, timeZone: "Asia/Jakarta" },
    ],
    defaultEnvironment: "Staging",
    defaultTimeoutSeconds: 20,
  },
  "https://console.example.com/config.json",
).config;

const stored = (fields: Record<string, unknown> = {}) => StoredSettings.parse(fields);
const byName = (name: string) => {
  const env = [...config.environments].find((e) => e.name === name);
  if (!env) throw new Error(name);
  return env;
};

describe("starting", () => {
  it("starts on config.json's default with its base URL, path style and timeout, and no key", () => {
    expect(initialTarget(stored(), config)).toEqual({
      target: {
        environment: "Staging",
        baseUrl: "https://staging.example.com/v1",
        pathStyle: "rest",
        timeoutSeconds: 20,
        timeZone: "",
        apiKey: "",
        rememberKey: false,
      },
      keys: { remembered: {}, session: {} },
    });
  });

  it("comes back to the stored environment with its edits and its remembered key", () => {
    const back = initialTarget(
      stored({ environment: "Production", baseUrl: "https://eu.api.example.com/v1", keys: { Production: "sk_p" } }),
      config,
    );
    expect(back.target).toMatchObject({
      environment: "Production",
      baseUrl: "https://eu.api.example.com/v1",
      pathStyle: "console",
      apiKey: "sk_p",
      rememberKey: true,
    });
  });

  it("falls back to the default when config.json no longer has the stored environment, dropping its edits", () => {
    const gone = initialTarget(stored({ environment: "Old", baseUrl: "https://old.example.com/v1" }), config);
    expect(gone.target).toMatchObject({ environment: "Staging", baseUrl: "https://staging.example.com/v1" });
  });

  it("keeps a key remembered by an earlier version", () => {
    const old = initialTarget(stored({ rememberKey: true, apiKey: "sk_old", baseUrl: "https://x.example/v1" }), config);
    expect(old.target).toMatchObject({ environment: "Staging", apiKey: "sk_old", rememberKey: true });
  });
});

describe("switching environment", () => {
  const start = initialTarget(stored(), config);

  it("takes the new environment's base URL and path style, and never carries the key over", () => {
    const typed = { ...start.target, apiKey: "sk_staging" };
    const { target, keys } = switchTarget(typed, start.keys, byName("Production"));
    expect(target).toMatchObject({
      environment: "Production",
      baseUrl: "https://api.example.com/v1",
      pathStyle: "console",
      apiKey: "",
      rememberKey: false,
    });
    expect(keys).toEqual({ remembered: {}, session: { Staging: "sk_staging" } });
  });

  it("gives each environment its own key back, in memory unless remembered", () => {
    const first = switchTarget({ ...start.target, apiKey: "sk_staging" }, start.keys, byName("Production"));
    const second = switchTarget(
      { ...first.target, apiKey: "sk_prod", rememberKey: true },
      first.keys,
      byName("Staging"),
    );
    expect(second.target).toMatchObject({ environment: "Staging", apiKey: "sk_staging", rememberKey: false });
    expect(second.keys.remembered).toEqual({ Production: "sk_prod" });
    const third = switchTarget(second.target, second.keys, byName("Production"));
    expect(third.target).toMatchObject({ apiKey: "sk_prod", rememberKey: true });
  });

  it("gives an environment named as an object's own property (toString) no key but its own", () => {
    const odd = parseRuntimeConfig(
      { environments: [{ name: "toString", baseUrl: "https://api.example.com/v1", live: false }], demoMode: false },
      "https://console.example.com/config.json",
    ).config;
    const [only] = odd.environments;
    if (!only) throw new Error("no environment");
    expect(initialTarget(stored(), odd).target).toMatchObject({
      environment: "toString",
      apiKey: "",
      rememberKey: false,
    });
    expect(switchTarget(start.target, start.keys, only).target).toMatchObject({ apiKey: "", rememberKey: false });
  });
});

describe("what is stored", () => {
  const start = initialTarget(stored(), config);

  it("stores only the environment while nothing differs from config.json, and no key", () => {
    expect(toStored({ ...start.target, apiKey: "sk_secret" }, start.keys, config)).toEqual({
      environment: "Staging",
      keys: {},
    });
  });

  it("stores edits to base URL, path style and timeout, and a key the user chose to remember", () => {
    const edited = {
      ...start.target,
      baseUrl: "https://eu.staging.example.com/v1",
      pathStyle: "console" as const,
      timeoutSeconds: 45,
      apiKey: "sk_staging",
      rememberKey: true,
    };
    expect(toStored(edited, start.keys, config)).toEqual({
      environment: "Staging",
      baseUrl: "https://eu.staging.example.com/v1",
      pathStyle: "console",
      timeoutSeconds: 45,
      keys: { Staging: "sk_staging" },
    });
  });

  it("forgets a remembered key when the box is unticked, and keeps other environments' keys", () => {
    const keys = { remembered: { Staging: "sk_staging", Production: "sk_prod" }, session: {} };
    const unticked = { ...start.target, apiKey: "sk_staging", rememberKey: false };
    expect(toStored(unticked, keys, config).keys).toEqual({ Production: "sk_prod" });
  });
});

describe("the time zone follows the environment, like its base URL", () => {
  it("starts on config.json's zone for the environment, or none (the browser's)", () => {
    expect(initialTarget(stored(), config).target.timeZone).toBe("");
    expect(initialTarget(stored({ environment: "Production" }), config).target.timeZone).toBe("Asia/Jakarta");
  });

  it("takes the next environment's zone on a switch, and none from one without", () => {
    const start = initialTarget(stored(), config);
    const chosen = { ...start.target, timeZone: "Europe/Berlin" };
    const there = switchTarget(chosen, start.keys, byName("Production"));
    expect(there.target.timeZone).toBe("Asia/Jakarta");
    expect(switchTarget(there.target, there.keys, byName("Staging")).target.timeZone).toBe("");
  });

  it("keeps a zone chosen in Settings only where it differs from config.json, the browser's one too", () => {
    const production = initialTarget(stored({ environment: "Production" }), config);
    expect(toStored(production.target, production.keys, config)).not.toHaveProperty("timeZone");
    const browsers = toStored({ ...production.target, timeZone: "" }, production.keys, config);
    expect(browsers.timeZone).toBe("");
    expect(initialTarget(stored(browsers), config).target.timeZone).toBe("");
    const chosen = toStored({ ...production.target, timeZone: "Asia/Makassar" }, production.keys, config);
    expect(initialTarget(stored(chosen), config).target.timeZone).toBe("Asia/Makassar");
  });

  it("drops a chosen zone when config.json no longer has the environment it was chosen for", () => {
    const gone = initialTarget(stored({ environment: "Old", timeZone: "Asia/Makassar" }), config);
    expect(gone.target).toMatchObject({ environment: "Staging", timeZone: "" });
  });
});

describe("live money", () => {
  it("is at stake in a live environment, or wherever the Base URL points at a live API", () => {
    expect(isLiveTarget(config, "Production", "https://api.example.com/v1")).toBe(true);
    expect(isLiveTarget(config, "Production", "https://sandbox.invalid/v1")).toBe(true);
    expect(isLiveTarget(config, "Staging", "https://staging.example.com/v1")).toBe(false);
    expect(isLiveTarget(config, "Staging", "https://api.example.com/v1/")).toBe(true);
    expect(isLiveTarget(config, "Embedded sandbox", "not a url")).toBe(false);
  });
});
