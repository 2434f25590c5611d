import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { buildDraft } from "../../src/workspace/build-draft";
import { FORMS_SET_ASIDE_KEY, FORMS_STORAGE_KEY, loadFormMemory } from "../../src/workspace/form-memory";
import { saveFormMemory } from "../../src/workspace/form-memory-save";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const KEY = "sk_live_abcdefghijkl";
const REF = /^ref-\d{8}-[0-9a-f]{8}$/;
const SETTINGS = { baseUrl: "https://api.example.com/v1", apiKey: "", pathStyle: "console" as const };

describe("form memory", () => {
  it("keeps what was typed, but never a fresh reference or the key", () => {
    const storage = memoryStorage();
    const drafts = new Map([
      [
        "create_order",
        {
          values: { product_id: "201", user_id: "42", zone_id: "", reseller_ref: "ref-20261122-aaaaaaaa" },
          extraQuery: [{ name: "note", value: KEY }],
          rawBody: null,
        },
      ],
    ]);
    saveFormMemory(storage, drafts, [KEY]);
    const saved = storage.items.get(FORMS_STORAGE_KEY) ?? "";
    expect(JSON.parse(saved)).toEqual({
      version: 2,
      forms: {
        create_order: {
          values: { product_id: "201", user_id: "42", zone_id: "" },
          extraQuery: [{ name: "note", value: "[redacted]" }],
          rawBody: null,
        },
      },
    });
    const loaded = loadFormMemory(storage);
    expect(loaded.problem).toBeUndefined();
    const draft = loaded.drafts.get("create_order");
    expect(draft?.values).toMatchObject({ product_id: "201", user_id: "42", zone_id: "" });
    expect(draft?.values.reseller_ref).toMatch(REF);
    expect(draft?.values.reseller_ref).not.toBe("ref-20261122-aaaaaaaa");
  });

  it("reads the extra parameters of a form kept before they were sent as written as what they sent", () => {
    const forms = (version: number) =>
      JSON.stringify({
        version,
        forms: {
          order_status: {
            values: { order_id: "ord_1" },
            extraQuery: [{ name: "note", value: "50% off & more" }],
            rawBody: null,
          },
        },
      });
    const sent = (version: number) => {
      const draft = loadFormMemory(memoryStorage({ [FORMS_STORAGE_KEY]: forms(version) })).drafts.get("order_status");
      const built = draft && buildDraft(getAction("order_status"), draft, SETTINGS).request;
      return built?.ok ? built.spec.url : undefined;
    };
    // Version 1: the typed text, encoded as the console sent it then.
    expect(sent(1)).toBe("https://api.example.com/v1/order_status?order_id=ord_1&note=50%25+off+%26+more");
    // Version 2: as written.
    expect(sent(2)).toBe("https://api.example.com/v1/order_status?order_id=ord_1&note=50%%20off%20&%20more");
  });

  it("gives a kept raw body a fresh reference too", () => {
    const storage = memoryStorage({
      [FORMS_STORAGE_KEY]: JSON.stringify({
        version: 1,
        forms: { create_order: { values: {}, extraQuery: [], rawBody: '{"reseller_ref":"ref-old", "x":1}' } },
      }),
    });
    const rawBody = loadFormMemory(storage).drafts.get("create_order")?.rawBody ?? "";
    expect(rawBody).toMatch(/^\{"reseller_ref":"ref-\d{8}-[0-9a-f]{8}", "x":1\}$/);
  });

  it("keeps an imported Content-Type, Authorization form and the raw body put aside, without the key", () => {
    const storage = memoryStorage();
    const draft = {
      values: { game_id: "1", user_id: "" },
      extraQuery: [],
      rawBody: null,
      contentType: null,
      authorization: { before: 'Bearer "', after: '"' },
      parkedBody: `{"user_id":"${KEY}"}`,
    };
    saveFormMemory(storage, new Map([["validate_player", draft]]), [KEY]);
    expect(storage.items.get(FORMS_STORAGE_KEY)).not.toContain(KEY);
    expect(loadFormMemory(storage).drafts.get("validate_player")).toEqual({
      ...draft,
      parkedBody: '{"user_id":"[redacted]"}',
    });
  });

  it("sets aside forms it cannot read, says so, and keeps the others", () => {
    const storage = memoryStorage({
      [FORMS_STORAGE_KEY]: JSON.stringify({
        version: 1,
        forms: {
          products: { values: { game_id: "2" }, extraQuery: [], rawBody: null },
          games: { values: "nope" },
          format_disk: { values: {}, extraQuery: [], rawBody: null },
        },
      }),
    });
    const loaded = loadFormMemory(storage);
    expect([...loaded.drafts.keys()]).toEqual(["products"]);
    expect(loaded.problem).toEqual({ setAside: 2 });
    expect(JSON.parse(storage.items.get(FORMS_SET_ASIDE_KEY) ?? "")).toEqual({
      games: { values: "nope" },
      format_disk: { values: {}, extraQuery: [], rawBody: null },
    });
  });

  it("sets aside a whole store that is not its own", () => {
    const storage = memoryStorage({ [FORMS_STORAGE_KEY]: "<html>" });
    expect(loadFormMemory(storage)).toEqual({
      drafts: new Map(),
      problem: { setAside: "all" },
    });
    expect(storage.items.get(FORMS_SET_ASIDE_KEY)).toBe('"<html>"');
  });
});
