import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { buildRequest } from "../../src/request/build-request";
import { checkContract } from "../../src/request/contract-check";
import type { RequestSpec } from "../../src/request/request-spec";
import { buildDraft } from "../../src/workspace/build-draft";
import type { FixNote } from "../../src/workspace/contract-fix";
import { fixToContract } from "../../src/workspace/contract-fix";
import type { FormDraft } from "../../src/workspace/form-draft";
import { wordFixNote } from "../../src/workspace/word-fix-note";

const order = getAction("create_order");
const english = (notes: readonly FixNote[]) => notes.map((note) => wordFixNote(note, "en"));
const KEY = "sk_live_abcdefgh1234";
const settings = { baseUrl: "https://api.example.com/v1", apiKey: KEY, pathStyle: "console" as const };

/** The draft an import gives for a customer's broken order, and the request it sends. */
function imported(body: string, extra: Partial<FormDraft> = {}, query: [string, string][] = []) {
  const draft: FormDraft = {
    values: { product_id: "", user_id: "", zone_id: "", reseller_ref: "" },
    extraQuery: query.map(([name, value]) => ({ name, value })),
    rawBody: body,
    contentType: "application/x-www-form-urlencoded",
    authorization: { before: "Bearer  ", after: "" },
    ...extra,
  };
  const built = buildDraft(order, draft, { ...settings, pathStyle: "rest" });
  if (!built.request.ok) throw new Error(built.request.message);
  return { draft, spec: built.request.spec };
}

const sent = (draft: FormDraft, pathStyle: "console" | "rest" = "console"): RequestSpec => {
  const built = buildDraft(order, draft, { ...settings, pathStyle });
  if (!built.request.ok) throw new Error(built.request.message);
  return built.request.spec;
};

describe("fixToContract", () => {
  it("gives a request with no findings left: types, JSON, Authorization, path set, unknown fields", () => {
    const { draft, spec } = imported('{"product_id":"201","user_id":123456,"reseller_ref":"cust-1","note":"x"}');
    const context = { pathStyle: "console" as const, environment: "Production" };
    expect(checkContract(order, spec, context).map((finding) => finding.kind)).toEqual([
      "path-set",
      "authorization",
      "content-type",
      "wrong-type",
      "wrong-type",
      "unknown-field",
    ]);
    const fix = fixToContract(order, draft, spec, context);
    expect(fix.pathStyle).toBe("console");
    expect(fix.draft.rawBody).toBeNull();
    expect(fix.draft).not.toHaveProperty("authorization");
    expect(fix.draft).not.toHaveProperty("contentType");
    expect(fix.draft.values).toMatchObject({ product_id: "201", user_id: "123456", zone_id: "" });
    const fixed = sent(fix.draft);
    expect(checkContract(order, fixed, context)).toEqual([]);
    expect(fixed.body).toBe(`{"product_id":201,"user_id":"123456","reseller_ref":"${fix.draft.values.reseller_ref}"}`);
    expect(fixed.headers).toEqual([
      ["Authorization", `Bearer ${KEY}`],
      ["Content-Type", "application/json"],
    ]);
  });

  it("gives the order a fresh reference and says that sending places a new order", () => {
    const { draft, spec } = imported('{"product_id":1,"user_id":"1","reseller_ref":"cust-1"}');
    const fix = fixToContract(order, draft, spec, {});
    expect(fix.draft.values.reseller_ref).toMatch(/^ref-\d{8}-[0-9a-f]{8}$/);
    expect(english(fix.notes)).toContain("reseller_ref: a fresh value, so sending places a new order.");
  });

  it("moves a field sent in the query into the body, removes other query parameters, and says so", () => {
    const { draft, spec } = imported('{"user_id":"7","reseller_ref":"r"}', {}, [
      ["product_id", "5"],
      ["debug", "1"],
    ]);
    const fix = fixToContract(order, draft, spec, {});
    expect(fix.draft.values.product_id).toBe("5");
    expect(fix.draft.extraQuery).toEqual([]);
    expect(english(fix.notes)).toEqual(
      expect.arrayContaining(["Moved from the query into the body: product_id.", "Query parameters removed: debug."]),
    );
    expect(new URL(sent(fix.draft).url).search).toBe("");
  });

  it("invents nothing: a missing or wrong value is left for the user, and the notes say which", () => {
    const { draft, spec } = imported('{"user_id":"12a"}');
    const fix = fixToContract(order, draft, spec, {});
    expect(fix.draft.values).toMatchObject({ product_id: "", user_id: "12a" });
    expect(english(fix.notes)).toEqual(
      expect.arrayContaining([
        "product_id is required: fill it in.",
        'user_id "12a" is not a string of digits: correct it.',
      ]),
    );
  });

  it("keeps what the fields held when the body is not JSON", () => {
    const { draft, spec } = imported("product_id=1", {
      values: { product_id: "9", user_id: "8", zone_id: "", reseller_ref: "r" },
    });
    const fix = fixToContract(order, draft, spec, {});
    expect(fix.draft.values).toMatchObject({ product_id: "9", user_id: "8" });
    expect(english(fix.notes)).toContain("The body is not a JSON object: the fields keep what they held.");
  });

  it("on a GET, keeps the action's parameters and drops the unknown ones where the contract is published", () => {
    const products = getAction("products");
    const spec = buildRequest(
      products,
      {
        params: {},
        extraQuery: [
          ["game_id", "2"],
          ["lang", "en"],
        ],
      },
      settings,
    );
    if (!spec.ok) throw new Error(spec.message);
    const fix = fixToContract(products, { values: { game_id: "" }, extraQuery: [], rawBody: null }, spec.spec, {});
    expect(fix.draft).toEqual({ values: { game_id: "2" }, extraQuery: [], rawBody: null });
    expect(english(fix.notes)).toEqual(["Query parameters removed: lang."]);
    // Where the API publishes no parameters, another one may be right: it stays, as it was written.
    const history = getAction("wallet_history");
    const extraQuery: [string, string][] = [
      ["per_page", "5"],
      ["note", "a%20b+c"],
    ];
    const guessed = buildRequest(history, { params: {}, extraQuery }, settings);
    if (!guessed.ok) throw new Error(guessed.message);
    const kept = fixToContract(history, { values: {}, extraQuery: [], rawBody: null }, guessed.spec, {});
    expect(kept.draft.extraQuery).toEqual([
      { name: "per_page", value: "5" },
      { name: "note", value: "a%20b+c" },
    ]);
  });

  it("says when the key itself has whitespace or quotes, which only the user can correct", () => {
    const { draft } = imported("{}");
    const spec = sent({ ...draft, rawBody: "{}" });
    const quoted = { ...spec, headers: [["Authorization", 'Bearer "k y"'] as [string, string]] };
    expect(english(fixToContract(order, draft, quoted, {}).notes)).toContain(
      "The API key you entered has whitespace or quotes in it: check it.",
    );
  });

  it("words its notes in Indonesian from the same data", () => {
    const { draft, spec } = imported('{"user_id":"12a"}', {}, [["debug", "1"]]);
    const notes = fixToContract(order, draft, spec, {}).notes.map((note) => wordFixNote(note, "id"));
    expect(notes).toEqual(
      expect.arrayContaining([
        "Parameter query dihapus: debug.",
        "reseller_ref: diberi nilai baru, jadi mengirimnya akan membuat pesanan baru.",
        "product_id wajib diisi: isi terlebih dahulu.",
        'user_id "12a" bukan string berisi digit: perbaiki nilainya.',
      ]),
    );
  });
});
