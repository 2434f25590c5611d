import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_CHECK_WORDS, closestField, issuePath, parseRuntimeConfig } from "../../src/config/config-issues";
import {
  BUILT_IN_CONFIG,
  defaultEnvironment,
  environmentsOf,
  runtimeConfigSchema,
} from "../../src/config/runtime-config";

const CONFIG_URL = "https://console.example.com/console/config.json";
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

const env = (fields: Record<string, unknown>) => ({
  name: "Staging",
  baseUrl: "https://staging.example.com/v1",
  live: false,
  ...fields,
});

function problems(json: unknown): string[] {
  const state = parseRuntimeConfig(json, CONFIG_URL);
  expect(state.config).toEqual(BUILT_IN_CONFIG);
  return state.problem?.details ?? [];
}

describe("config.json", () => {
  it("ships a public/config.json that means demo mode, like having none", () => {
    const state = parseRuntimeConfig(readJson("public/config.json"), CONFIG_URL);
    expect(state).toEqual({ config: { ...BUILT_IN_CONFIG, defaultEnvironment: "Embedded sandbox" }, source: "file" });
    expect(environmentsOf(state.config).map((e) => e.name)).toEqual(["Embedded sandbox"]);
  });

  it("reads the documented full example, resolving /v1 against the console's own origin", () => {
    const state = parseRuntimeConfig(readJson("deploy/config.example.json"), CONFIG_URL);
    expect(state.problem).toBeUndefined();
    expect(state.config).toEqual({
      environments: [
        { name: "Staging", baseUrl: "https://staging-api.example.com/v1", pathStyle: "rest", live: false },
        { name: "Production", baseUrl: "https://console.example.com/v1", pathStyle: "console", live: true },
      ],
      defaultEnvironment: "Staging",
      demoMode: true,
      defaultTimeoutSeconds: 20,
    });
    expect(defaultEnvironment(state.config).name).toBe("Staging");
  });

  it("fills the defaults: console paths, demo mode on, 30 s", () => {
    const state = parseRuntimeConfig({ environments: [env({})] }, CONFIG_URL);
    expect(state.config).toEqual({
      environments: [{ name: "Staging", baseUrl: "https://staging.example.com/v1", pathStyle: "console", live: false }],
      demoMode: true,
      defaultTimeoutSeconds: 30,
    });
  });

  it("never starts on a live environment unless asked to", () => {
    const live = env({ name: "Production", live: true });
    const noDemo = parseRuntimeConfig({ environments: [live, env({})], demoMode: false }, CONFIG_URL).config;
    expect(defaultEnvironment(noDemo).name).toBe("Staging");
    const withDemo = parseRuntimeConfig({ environments: [live] }, CONFIG_URL).config;
    expect(defaultEnvironment(withDemo).name).toBe("Embedded sandbox");
    const asked = parseRuntimeConfig({ environments: [live], defaultEnvironment: "Production" }, CONFIG_URL).config;
    expect(defaultEnvironment(asked).name).toBe("Production");
  });

  it("allows plain http on loopback only, saying exactly where", () => {
    const local = parseRuntimeConfig({ environments: [env({ baseUrl: "http://127.0.0.1:8787/v1" })] }, CONFIG_URL);
    expect(local.config.environments[0]?.baseUrl).toBe("http://127.0.0.1:8787/v1");
    expect(problems({ environments: [env({}), env({ name: "Old", baseUrl: "http://api.example.com/v1" })] })).toEqual([
      "environments[1].baseUrl: The API is served over HTTPS only: use https:// (plain http is allowed on localhost)",
    ]);
  });

  it("refuses a relative path that would resolve to plain http, naming the address", () => {
    const state = parseRuntimeConfig(
      { environments: [env({ baseUrl: "/v1" })] },
      "http://intranet/console/config.json",
    );
    expect(state.problem?.details).toEqual([
      "environments[0].baseUrl: The API is served over HTTPS only: use https:// (plain http is allowed on localhost) (here it means http://intranet/v1)",
    ]);
  });

  it("refuses base URLs that are not addresses, or carry a password", () => {
    expect(
      problems({
        environments: [
          env({ name: "A", baseUrl: "api.example.com/v1" }),
          env({ name: "B", baseUrl: "https://user:secret@api.example.com/v1" }),
          env({ name: "C", baseUrl: "ftp://api.example.com" }),
        ],
      }),
    ).toEqual([
      'environments[0].baseUrl: Use a full address such as "https://api.example.com/v1", or a path on this site such as "/v1"',
      "environments[1].baseUrl: Base URL must not contain a user name or password: the key goes in API key",
      "environments[2].baseUrl: Base URL must start with https:// (got ftp:)",
    ]);
  });

  it("reports every mistake at once, by path, with what is expected: types, unknown fields, missing ones", () => {
    expect(
      problems({
        environments: [{ name: "", baseURL: "https://x.example.com", live: "yes", pathStyle: "REST" }],
        demoMode: "no",
        defaultTimeoutSeconds: 0,
        extra: 1,
      }),
    ).toEqual([
      "environments[0].name: Give the environment a name",
      'environments[0].baseUrl: Required: a full address such as "https://api.example.com/v1", or a path such as "/v1"',
      'environments[0].pathStyle: Invalid option: expected one of "console"|"rest"',
      "environments[0].live: Invalid input: expected boolean, received string",
      'environments[0].baseURL: Unknown field (did you mean "baseUrl"?): expected one of name, baseUrl, pathStyle, live, timeZone, dialect',
      "demoMode: Invalid input: expected boolean, received string",
      "defaultTimeoutSeconds: Expected a whole number of seconds from 1 to 600, got 0",
      "extra: Unknown field: expected one of environments, defaultEnvironment, demoMode, defaultTimeoutSeconds",
    ]);
    expect(problems({ environments: [{ baseUrl: "https://api.example.com" }] })).toEqual([
      "environments[0].name: Required: the name shown in the Environment list",
      "environments[0].live: Required: true if it spends real money",
    ]);
    expect(problems({ defaultTimeoutSeconds: 1.5 })).toEqual([
      "defaultTimeoutSeconds: Expected a whole number of seconds from 1 to 600, got 1.5",
    ]);
  });

  it("checks names and the default even when fields are wrong, so one pass names every mistake, in file order", () => {
    expect(
      problems({
        environments: [
          env({ name: "Prod", baseUrl: "http://api.example.com/v1", live: true }),
          env({ name: "Prod", pathStyle: "graphql" }),
        ],
        defaultEnvironment: "Production",
        defaultTimeoutSeconds: "20",
      }),
    ).toEqual([
      "environments[0].baseUrl: The API is served over HTTPS only: use https:// (plain http is allowed on localhost)",
      'environments[1].name: Another environment is already called "Prod"',
      'environments[1].pathStyle: Invalid option: expected one of "console"|"rest"',
      'defaultEnvironment: No environment is called "Production": expected one of "Prod", "Embedded sandbox"',
      'defaultTimeoutSeconds: Expected a whole number of seconds from 1 to 600, got "20"',
    ]);
  });

  it("says nothing it cannot be sure of when a name or the list itself cannot be read", () => {
    expect(problems({ environments: [env({ name: 7 })], defaultEnvironment: "Staging" })).toEqual([
      "environments[0].name: Invalid input: expected string, received number",
    ]);
    expect(problems({ environments: "Staging", defaultEnvironment: "Staging" })).toEqual([
      "environments: Invalid input: expected array, received string",
    ]);
    expect(problems([])).toEqual(["(the whole file): Invalid input: expected object, received array"]);
  });

  it("checks names and the default against each other", () => {
    expect(
      problems({
        environments: [env({}), env({}), env({ name: "Embedded sandbox" })],
        defaultEnvironment: "Prod",
      }),
    ).toEqual([
      'environments[1].name: Another environment is already called "Staging"',
      'environments[2].name: Another environment is already called "Embedded sandbox"',
      'defaultEnvironment: No environment is called "Prod": expected one of "Staging", "Embedded sandbox"',
    ]);
    expect(problems({ environments: [], demoMode: false })).toEqual([
      "environments: List an environment, or set demoMode to true",
    ]);
  });

  it("writes issue paths the way they read in the file", () => {
    expect(issuePath(["environments", 2, "baseUrl"])).toBe("environments[2].baseUrl");
    expect(issuePath([])).toBe("(the whole file)");
  });

  it("suggests the field a mistyped one meant, and nothing far off", () => {
    const known = ["name", "baseUrl", "pathStyle", "live"];
    expect(closestField("baseurl", known)).toBe("baseUrl");
    expect(closestField("pathstyl", known)).toBe("pathStyle");
    expect(closestField("lives", known)).toBe("live");
    expect(closestField("url", known)).toBeUndefined();
  });
});

describe("config.json's check on the first screen, without its words", () => {
  // The first screen checks a file with the schema alone; config-issues.ts checks a file with a
  // mistake again with the words. One schema: both must agree on every file.
  const files: unknown[] = [
    readJson("public/config.json"),
    readJson("deploy/config.example.json"),
    {},
    { environments: [env({})], demoMode: false },
    { environments: [env({ name: "" })] },
    { environments: [env({ name: "x".repeat(61) })] },
    { environments: [env({ live: undefined })] },
    { environments: [env({ baseUrl: "api.example.com" })] },
    { environments: [env({ baseUrl: "/v1" })] },
    { environments: [env({ baseUrl: "ftp://example.com" })] },
    { environments: [env({ timeZone: "Asia/Jakrta" })] },
    { environments: [env({}), env({})] },
    { environments: [], demoMode: false },
    { defaultEnvironment: "Production" },
    { defaultTimeoutSeconds: 0 },
    { defaultTimeoutSeconds: 2.5 },
    { environments: [env({ pathStyle: "graphql" })] },
  ];

  it("takes and refuses the same files as the worded check", () => {
    for (const file of files) {
      const quiet = runtimeConfigSchema(CONFIG_URL).safeParse(file);
      const worded = runtimeConfigSchema(CONFIG_URL, CONFIG_CHECK_WORDS).safeParse(file);
      expect(quiet.success, JSON.stringify(file)).toBe(worded.success);
      expect(quiet.error?.issues.map((issue) => issue.path)).toEqual(worded.error?.issues.map((issue) => issue.path));
      if (quiet.success && worded.success) expect(quiet.data).toEqual(worded.data);
    }
    // Both kinds are among them.
    expect(files.some((file) => runtimeConfigSchema(CONFIG_URL).safeParse(file).success)).toBe(true);
    expect(files.some((file) => !runtimeConfigSchema(CONFIG_URL).safeParse(file).success)).toBe(true);
  });

  it("leaves the wording to config-issues.ts: its words are in what a file with mistakes says", () => {
    const details = problems({ environments: [env({ name: "" }), env({ baseUrl: "api.example.com" })] });
    expect(details.join("\n")).toContain(CONFIG_CHECK_WORDS.noName);
    expect(details.join("\n")).toContain(CONFIG_CHECK_WORDS.notAnAddress);
  });
});
