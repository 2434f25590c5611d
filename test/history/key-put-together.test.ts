import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { shareStateOf } from "../../src/features/history/shared-form";
import { keyScrubber } from "../../src/history/redact";
import { encodeShareHash, parseShareHash } from "../../src/history/share-link";
import { buildDraft } from "../../src/workspace/build-draft";
import { FORMS_STORAGE_KEY } from "../../src/workspace/form-memory";
import { saveFormMemory } from "../../src/workspace/form-memory-save";

const KEY = "sk_live_abcdefghijkl";
// Pasted with a tab and a line break in it: a URL takes them out, so the key itself is sent.
const draft = {
  values: { order_id: "ord_1" },
  extraQuery: [{ name: "api_key", value: "sk_live_abc\tdefgh\nijkl" }],
  rawBody: null,
};

describe("an extra parameter that the URL puts together into the key", () => {
  it("sends the key, which the request's URL shows", () => {
    const settings = { baseUrl: "https://api.example.com/v1", apiKey: "", pathStyle: "console" as const };
    const built = buildDraft(getAction("order_status"), draft, settings).request;
    expect(built.ok && built.spec.url).toBe(`https://api.example.com/v1/order_status?order_id=ord_1&api_key=${KEY}`);
  });

  it("is kept out of a share link", () => {
    const hash = encodeShareHash(shareStateOf("order_status", draft, { pathStyle: "console" }, keyScrubber([KEY])));
    const opened = parseShareHash(hash);
    expect(opened.kind === "ok" && opened.state.extraQuery).toEqual([{ name: "api_key", value: "[redacted]" }]);
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
    const settings = { baseUrl: "https://api.example.com/v1", apiKey: "", pathStyle: "console" as const };
    const built = buildDraft(getAction("order_status"), split, settings).request;
    expect(built.ok && built.spec.url).toContain(PADDED);
    const state = shareStateOf("order_status", split, { pathStyle: "console" }, keyScrubber([PADDED]));
    expect(state.extraQuery.map((row) => `${row.name}=${row.value}`).join("&")).not.toContain(PADDED);
  });
});
