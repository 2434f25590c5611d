import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { shareStateOf } from "../../src/features/history/shared-form";
import { keyScrubber } from "../../src/history/redact";
import { encodeShareHash, parseShareHash } from "../../src/history/share-link";
import { buildDraft } from "../../src/workspace/build-draft";
import { FORMS_STORAGE_KEY } from "../../src/workspace/form-memory";
import { saveFormMemory } from "../../src/workspace/form-memory-save";

const KEY = "sk_live_abcdefghijkl";
type Draft = Parameters<typeof buildDraft>[1];
const SETTINGS = { baseUrl: "https://api.example.com/v1", apiKey: "", pathStyle: "console" as const };

/** The URL the draft sends. */
function sentUrl(draft: Draft): string {
  const built = buildDraft(getAction("order_status"), draft, SETTINGS).request;
  return built.ok ? built.spec.url : built.message;
}

/** The extra parameters a share link of the draft carries, the keys taken out. */
function sharedExtras(draft: Draft, key: string) {
  const opened = parseShareHash(
    encodeShareHash(shareStateOf("order_status", draft, { pathStyle: "console" }, keyScrubber([key]))),
  );
  return opened.kind === "ok" ? opened.state.extraQuery : opened;
}
// Pasted with a tab and a line break in it: a URL takes them out, so the key itself is sent.
const draft = {
  values: { order_id: "ord_1" },
  extraQuery: [{ name: "api_key", value: "sk_live_abc\tdefgh\nijkl" }],
  rawBody: null,
};

describe("an extra parameter that the URL puts together into the key", () => {
  it("sends the key, which the request's URL shows", () => {
    expect(sentUrl(draft)).toBe(`https://api.example.com/v1/order_status?order_id=ord_1&api_key=${KEY}`);
  });

  it("is kept out of a share link", () => {
    expect(sharedExtras(draft, KEY)).toEqual([{ name: "api_key", value: "[redacted]" }]);
  });

  it("is kept out of the saved forms", () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    saveFormMemory(storage, new Map([["order_status", draft]]), [KEY]);
    const saved = JSON.parse(items.get(FORMS_STORAGE_KEY) ?? "{}");
    expect(saved.forms.order_status.extraQuery).toEqual([{ name: "api_key", value: "[redacted]" }]);
  });
});

describe("a key with '=' typed across an extra parameter's name and value", () => {
  // Its name and value are joined by "=": the URL sends the key whole, as cURL import gives `?KEY`.
  const PADDED = "c2tfbGl2ZV9hYmNkZWZnaA==";
  const split = {
    values: { order_id: "ord_1" },
    extraQuery: [{ name: "c2tfbGl2ZV9hYmNkZWZnaA", value: "=" }],
    rawBody: null,
  };

  it("is sent whole, and kept out of a share link", () => {
    expect(sentUrl(split)).toBe(`https://api.example.com/v1/order_status?order_id=ord_1&${PADDED}`);
    expect(sharedExtras(split, PADDED)).toEqual([{ name: "[redacted]", value: "" }]);
  });
});
