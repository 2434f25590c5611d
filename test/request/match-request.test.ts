import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import { matchRequest } from "../../src/request/match-request";
import { buildDraft } from "../../src/workspace/build-draft";
import { importedForm } from "../../src/workspace/imported-form";

const matched = (method: string, url: string, headers: [string, string][] = [], body?: string) => {
  const result = matchRequest({ method, url, headers, ...(body !== undefined ? { body } : {}) });
  if (!result.ok) throw new Error(result.message);
  return result.match;
};

describe("matchRequest", () => {
  it("finds the action on either path set and derives the base URL and path style", () => {
    expect(matched("POST", "https://api.example.com/v1/orders")).toMatchObject({
      actionId: "create_order",
      baseUrl: "https://api.example.com/v1",
      pathStyle: "rest",
    });
    expect(matched("POST", "https://api.example.com/api/v1/create_order")).toMatchObject({
      baseUrl: "https://api.example.com/api/v1",
      pathStyle: "console",
    });
  });

  it("keeps the current base URL for a path without a host, with or without /v1", () => {
    expect(matched("GET", "/v1/balance", [["Authorization", "Bearer $API_KEY"]])).toEqual({
      actionId: "balance",
      values: {},
      extraQuery: [],
      rawBody: null,
      headers: {},
      notes: [],
    });
    expect(matched("GET", "games").actionId).toBe("games");
  });

  it("puts known query parameters in the form and the rest, or values the form refuses, in extras", () => {
    expect(matched("GET", "https://h.test/v1/products?game_id=2&lang=en")).toMatchObject({
      values: { game_id: "2" },
      extraQuery: [["lang", "en"]],
    });
    expect(matched("GET", "https://h.test/v1/products?game_id=abc")).toMatchObject({
      values: {},
      extraQuery: [["game_id", "abc"]],
    });
    // A value the form would write as other text ("01" as 1) goes as typed, an extra.
    expect(matched("GET", "https://h.test/v1/products?game_id=01")).toMatchObject({
      values: {},
      extraQuery: [["game_id", "01"]],
    });
  });

  it("keeps the query as written: its encoding, its order, and every pair after the first the form would write otherwise", () => {
    // "%20" is kept (the form would write "+"); page before limit, as the form writes them.
    expect(matched("GET", "https://h.test/v1/products?game_id=2&note=a%20b+c")).toMatchObject({
      values: { game_id: "2" },
      extraQuery: [["note", "a%20b+c"]],
    });
    expect(matched("GET", "https://h.test/v1/wallet_history?page=2&limit=5")).toMatchObject({
      values: { page: "2", limit: "5" },
      extraQuery: [],
    });
    // limit before page: the form writes page first, so page, after limit, goes as written.
    expect(matched("GET", "https://h.test/v1/wallet_history?limit=5&page=2")).toMatchObject({
      values: { limit: "5" },
      extraQuery: [["page", "2"]],
    });
    // After an extra, a field's pair stays an extra too: the form writes its own first.
    expect(matched("GET", "https://h.test/v1/products?lang=en&game_id=2")).toMatchObject({
      values: {},
      extraQuery: [
        ["lang", "en"],
        ["game_id", "2"],
      ],
    });
    const bare = matched("GET", "https://h.test/v1/games?debug&&x=1&=2");
    expect(bare.extraQuery).toEqual([
      ["debug", ""],
      ["x", "1"],
    ]);
    expect(bare.notes).toContain("Query parameters with no name are left out, as the console sends none: =2.");
    expect(bare.notes).toContain('Empty query pairs ("&&", a "&" at the end) are left out.');
    expect(matched("GET", "https://h.test/v1/games?x=1&").notes).toContain(
      'Empty query pairs ("&&", a "&" at the end) are left out.',
    );
    expect(matched("GET", "https://h.test/v1/games?x=1").notes).not.toContain(
      'Empty query pairs ("&&", a "&" at the end) are left out.',
    );
    expect(bare.notes).toContain(
      'Query parameters written without "=" are sent with one and an empty value, as the console writes every parameter: debug.',
    );
  });

  it("imports any query a form could send so that Send sends the very same URL", () => {
    const queryActions = actions.filter((action) => action.paramsIn === "query");
    const names = ["game_id", "page", "limit", "from", "to", "order_id", "reseller_ref", "x", "a b", "?"];
    const texts = ["1", "01", "2", "a b", "a%20b", "a+b", "%2B", "", "2026-11-01", "ord_1", "%", "é", "%23", "a?b"];
    const pair = fc.tuple(fc.constantFrom(...names), fc.constantFrom(...texts));
    fc.assert(
      fc.property(fc.constantFrom(...queryActions), fc.array(pair, { maxLength: 5 }), (action, pairs) => {
        // What the URL holds of the pairs, as a browser writes them (a space or "#" encoded).
        const query = pairs.map(([name, text]) => `${name}=${text}`).join("&");
        const sent = new URL(`https://h.test/v1${action.path.console}${query && `?${query}`}`);
        const { draft } = importedForm(matched("GET", sent.href));
        const built = buildDraft(action, draft, { baseUrl: "https://h.test/v1", apiKey: "", pathStyle: "console" });
        expect(built.request.ok && built.request.spec.url).toBe(sent.href);
      }),
      { numRuns: 400 },
    );
  });

  const json: [string, string][] = [["Content-Type", "application/json"]];

  it("fills the form from a body the form would write byte for byte, sent as application/json", () => {
    const body = '{"product_id":201,"user_id":"0123","reseller_ref":"r1"}';
    const match = matched("POST", "https://h.test/v1/orders", json, body);
    expect(match).toMatchObject({ values: { product_id: "201", user_id: "0123", reseller_ref: "r1" }, rawBody: null });
    expect(match).not.toHaveProperty("contentType");
  });

  it("keeps any other body as raw text, exactly, and shows its values in the fields", () => {
    const cases: [string, Record<string, string>][] = [
      ['{"user_id":123,"product_id":1}', { user_id: "123", product_id: "1" }],
      ['{ "product_id": 1 }', { product_id: "1" }],
      ['{"product_id":"1","note":"x"}', { product_id: "1" }],
      ["not json", {}],
    ];
    for (const [body, values] of cases) {
      const match = matched("POST", "https://h.test/v1/orders", json, body);
      expect(match.rawBody).toBe(body);
      expect(match.values).toEqual(values);
      expect(match).not.toHaveProperty("contentType");
    }
  });

  it("replays a body sent as a form (curl -d without a Content-Type) with that type, not as JSON", () => {
    // What curl sends for -d '{"product_id":201,…}' with no -H: a JSON-looking text, form-encoded.
    const body = '{"product_id":201,"user_id":"0123","reseller_ref":"r1"}';
    const form: [string, string][] = [["Content-Type", "application/x-www-form-urlencoded"]];
    const match = matched("POST", "https://h.test/v1/orders", form, body);
    expect(match).toMatchObject({
      rawBody: body,
      contentType: "application/x-www-form-urlencoded",
      values: { product_id: "201", user_id: "0123", reseller_ref: "r1" },
    });
    expect(match.notes).toContain("It is sent as application/x-www-form-urlencoded, as in the command.");
  });

  it("replays a body with no Content-Type, or a POST with no body, as the command had it", () => {
    expect(matched("POST", "https://h.test/v1/orders", [], "{}")).toMatchObject({ rawBody: "{}", contentType: null });
    expect(matched("POST", "https://h.test/v1/orders", [])).toMatchObject({ rawBody: "", contentType: null });
    // A type with a parameter is not what the form sends either.
    const utf8: [string, string][] = [["content-type", "application/json; charset=utf-8"]];
    expect(matched("POST", "https://h.test/v1/orders", utf8, "{}")).toMatchObject({
      rawBody: "{}",
      contentType: "application/json; charset=utf-8",
    });
  });

  it("keeps how Authorization was written around the key, and no header when there was none", () => {
    const auth = (value: string) => matched("GET", "https://h.test/v1/balance", [["Authorization", value]]);
    expect(auth("Bearer sk_x")).not.toHaveProperty("authorization");
    expect(auth("Bearer  sk_x")).toMatchObject({ authorization: { before: "Bearer  ", after: "" }, apiKey: "sk_x" });
    expect(auth('Bearer "sk_x"')).toMatchObject({ authorization: { before: 'Bearer "', after: '"' }, apiKey: "sk_x" });
    expect(auth("sk_x")).toMatchObject({ authorization: { before: "", after: "" }, apiKey: "sk_x" });
    expect(auth("Token sk_x")).toMatchObject({ authorization: { before: "Token ", after: "" }, apiKey: "sk_x" });
    // Basic's encoded user:password is offered as the key too: taken, the replay sends the very header.
    expect(auth("Basic dXNlcjpwYXNz")).toMatchObject({
      authorization: { before: "Basic ", after: "" },
      apiKey: "dXNlcjpwYXNz",
    });
    expect(auth("Bearer")).toMatchObject({ authorization: null });
    expect(matched("GET", "https://h.test/v1/balance")).toMatchObject({
      authorization: null,
      notes: ["The command has no Authorization header, so none is sent."],
    });
  });

  it("offers a bearer key, but not a shell variable, and reads the scenario header", () => {
    expect(matched("GET", "https://h.test/v1/balance", [["authorization", "Bearer sk_x"]]).apiKey).toBe("sk_x");
    expect(matched("GET", "https://h.test/v1/balance", [["Authorization", "Bearer $API_KEY"]]).apiKey).toBeUndefined();
    expect(matched("GET", "https://h.test/v1/balance", [["X-Sandbox-Scenario", "slow=2"]]).headers).toEqual({
      scenario: "slow=2",
    });
  });

  it("names the headers it leaves out", () => {
    expect(
      matched("GET", "https://h.test/v1/balance", [
        ["authorization", "Bearer k"],
        ["accept", "*/*"],
        ["sec-fetch-mode", "cors"],
      ]).notes,
    ).toEqual(["Headers the console does not send were left out: accept, sec-fetch-mode."]);
  });

  it("refuses a method or path the catalog does not have", () => {
    expect(matchRequest({ method: "POST", url: "https://h.test/v1/balance", headers: [] })).toEqual({
      ok: false,
      message: "POST /v1/balance is not one of the console's actions: Check wallet balance is GET.",
    });
    expect(matchRequest({ method: "GET", url: "https://h.test/v1/nope", headers: [] })).toMatchObject({ ok: false });
  });
});
