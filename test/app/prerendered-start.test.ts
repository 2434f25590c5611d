import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  configIsPrerendered,
  FIRST_VISIT_SETTINGS,
  FORMS_KEY,
  keptStateIsPrerendered,
  PRERENDERED_ENVIRONMENT,
  SETTINGS_KEY,
  SHARE_LINK_MARK,
} from "../../src/app/prerendered-start";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { initialTarget, toStored } from "../../src/config/environment-settings";
import {
  BUILT_IN_CONFIG,
  DEMO_ENVIRONMENT_NAME,
  defaultEnvironment,
  environmentsOf,
} from "../../src/config/runtime-config";
import { loadSettings, SETTINGS_STORAGE_KEY, storedLanguage } from "../../src/config/stored-settings";
import { encodeShareHash } from "../../src/history/share-link";
import { pickLanguage } from "../../src/lib/i18n/language";
import { FORMS_STORAGE_KEY } from "../../src/workspace/form-memory";

// The page's first script decides, before the console's code has loaded, whether the page it shows
// is the one this visit starts with. It carries its own few names and rules; these tests hold them
// to the console's, so a flash of the wrong content cannot come from the two drifting apart.

const SHIPPED_CONFIG = readFileSync("public/config.json", "utf8");

/** What the console's settings start as with this stored text and these browser languages. */
function startingSettings(text: string | null, languages: readonly string[]) {
  const { settings, problem } = loadSettings({ getItem: () => text });
  return {
    ...initialTarget(settings, BUILT_IN_CONFIG),
    language: storedLanguage(settings) ?? pickLanguage(languages),
    problem,
  };
}

const PRERENDERED = startingSettings(null, []);

const keptState = (settings: string | null, languages: readonly string[] = ["en-US"]) => ({
  settings,
  forms: null,
  batchOpen: null,
  hash: "",
  languages,
});

describe("the names the first script reads", () => {
  it("are the console's own", () => {
    expect(SETTINGS_KEY).toBe(SETTINGS_STORAGE_KEY);
    expect(FORMS_KEY).toBe(FORMS_STORAGE_KEY);
    expect(PRERENDERED_ENVIRONMENT).toBe(DEMO_ENVIRONMENT_NAME);
    expect(
      encodeShareHash({ actionId: "games", pathStyle: "console", values: {}, extraQuery: [], rawBody: null }),
    ).toContain(SHARE_LINK_MARK);
  });

  it("take the settings a first visit stores as they are written", () => {
    const { target, keys } = initialTarget(loadSettings(undefined).settings, BUILT_IN_CONFIG);
    expect(JSON.stringify(toStored(target, keys, BUILT_IN_CONFIG))).toBe(FIRST_VISIT_SETTINGS);
  });
});

describe("keptStateIsPrerendered", () => {
  it("says yes for a browser that keeps nothing, or only what a first visit stores, and asks for English", () => {
    expect(keptStateIsPrerendered(keptState(null))).toBe(true);
    expect(keptStateIsPrerendered(keptState(FIRST_VISIT_SETTINGS, ["en-GB", "id-ID"]))).toBe(true);
    expect(keptStateIsPrerendered(keptState(null, []))).toBe(true);
  });

  it("says no for Indonesian, asked for by the browser or chosen", () => {
    expect(keptStateIsPrerendered(keptState(null, ["id-ID", "en-US"]))).toBe(false);
    expect(keptStateIsPrerendered(keptState(null, ["in"]))).toBe(false);
    const chosen = JSON.stringify({ environment: PRERENDERED_ENVIRONMENT, keys: {}, language: "id" });
    expect(keptStateIsPrerendered(keptState(chosen))).toBe(false);
  });

  it("says no for a remembered key, another environment or base URL, any stored draft, a batch open, a share link", () => {
    const remembered = JSON.stringify({ environment: PRERENDERED_ENVIRONMENT, keys: { [DEMO_ENVIRONMENT_NAME]: "k" } });
    expect(keptStateIsPrerendered(keptState(remembered))).toBe(false);
    expect(keptStateIsPrerendered(keptState(JSON.stringify({ environment: "Staging", keys: {} })))).toBe(false);
    const edited = JSON.stringify({ environment: PRERENDERED_ENVIRONMENT, keys: {}, baseUrl: "https://x.test/v1" });
    expect(keptStateIsPrerendered(keptState(edited))).toBe(false);
    expect(keptStateIsPrerendered({ ...keptState(null), forms: '{"version":1,"forms":{}}' })).toBe(false);
    expect(keptStateIsPrerendered({ ...keptState(null), batchOpen: "true" })).toBe(false);
    expect(keptStateIsPrerendered({ ...keptState(null), hash: `#${SHARE_LINK_MARK}abc` })).toBe(false);
  });

  it("never says yes where the console would start with other settings than the prerendered ones", () => {
    const field = fc.constantFrom(
      "environment",
      "keys",
      "baseUrl",
      "pathStyle",
      "timeoutSeconds",
      "language",
      "apiKey",
    );
    const value = fc.oneof(
      fc.constantFrom(PRERENDERED_ENVIRONMENT, "Staging", "en", "id", "rest", "console", 30, 0, true, null),
      fc.constantFrom({}, { [DEMO_ENVIRONMENT_NAME]: "sk_demo_funded" }),
      fc.string({ maxLength: 6 }),
    );
    const settings = fc.oneof(
      fc.constant(null),
      fc.constant(FIRST_VISIT_SETTINGS),
      fc.dictionary(field, value, { maxKeys: 4 }).map((object) => JSON.stringify(object)),
      fc.string({ maxLength: 12 }),
    );
    const languages = fc.array(fc.constantFrom("en-US", "en", "id-ID", "id", "in", "fr-FR", "ms-MY"), { maxLength: 3 });
    fc.assert(
      fc.property(settings, languages, (text, tags) => {
        if (!keptStateIsPrerendered(keptState(text, tags))) return;
        expect(startingSettings(text, tags)).toEqual({ ...PRERENDERED, language: "en" });
      }),
      { numRuns: 500 },
    );
  });
});

describe("configIsPrerendered", () => {
  const answer = (body: string, status = 200, type = "application/json") =>
    new Response(status === 404 ? null : body, { status, headers: { "Content-Type": type } });

  it("says yes for no config.json (a 404, or a host that answers a missing file with its page) and for the shipped one", async () => {
    expect(await configIsPrerendered(answer("", 404), SHIPPED_CONFIG)).toBe(true);
    expect(await configIsPrerendered(answer("<!doctype html>", 200, "text/html"), SHIPPED_CONFIG)).toBe(true);
    expect(await configIsPrerendered(answer(SHIPPED_CONFIG), SHIPPED_CONFIG)).toBe(true);
  });

  it("says no for a deployment's own file, one with mistakes, or an error", async () => {
    const example = readFileSync("deploy/config.example.json", "utf8");
    expect(await configIsPrerendered(answer(example), SHIPPED_CONFIG)).toBe(false);
    expect(await configIsPrerendered(answer("{ not json"), SHIPPED_CONFIG)).toBe(false);
    expect(await configIsPrerendered(answer(SHIPPED_CONFIG, 500), SHIPPED_CONFIG)).toBe(false);
  });

  it("leaves the answer's body for the console to read", async () => {
    const shipped = answer(SHIPPED_CONFIG);
    await configIsPrerendered(shipped, SHIPPED_CONFIG);
    expect(await shipped.text()).toBe(SHIPPED_CONFIG);
  });

  it("takes the shipped file for what it is: the prerendered page's configuration", () => {
    const { config, problem } = parseRuntimeConfig(
      JSON.parse(SHIPPED_CONFIG),
      "https://console.example.com/config.json",
    );
    expect(problem).toBeUndefined();
    expect(environmentsOf(config)).toEqual(environmentsOf(BUILT_IN_CONFIG));
    expect(defaultEnvironment(config)).toEqual(defaultEnvironment(BUILT_IN_CONFIG));
    expect(config.defaultTimeoutSeconds).toBe(BUILT_IN_CONFIG.defaultTimeoutSeconds);
  });
});
