import { describe, expect, it } from "vitest";
import { matchRequest } from "../../src/request/match-request";

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
    expect(matched("GET", "/v1/balance")).toEqual({
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
  });

  it("fills the form from a body the form would write byte for byte", () => {
    const body = '{"product_id":201,"user_id":"0123","reseller_ref":"r1"}';
    expect(matched("POST", "https://h.test/v1/orders", [], body)).toMatchObject({
      values: { product_id: "201", user_id: "0123", reseller_ref: "r1" },
      rawBody: null,
    });
  });

  it("keeps any other body as raw text, exactly", () => {
    for (const body of ['{"user_id":123,"product_id":1}', '{ "product_id": 1 }', '{"product_id":"1"}', "not json"]) {
      expect(matched("POST", "https://h.test/v1/orders", [], body)).toMatchObject({ values: {}, rawBody: body });
    }
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
