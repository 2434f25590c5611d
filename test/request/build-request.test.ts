import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import type { PathStyle } from "../../src/catalog/define-action";
import { buildRequest, type RequestSettings } from "../../src/request/build-request";

const settings = (pathStyle: PathStyle): RequestSettings => ({
  baseUrl: "https://api.example.com/v1",
  apiKey: "sk_live_123",
  pathStyle,
});

const AUTH: [string, string] = ["Authorization", "Bearer sk_live_123"];
const JSON_TYPE: [string, string] = ["Content-Type", "application/json"];

// The spec's actions from their catalog examples, in both path styles: method, URL, headers, body.
const expected: Record<string, { method: string; console: string; rest: string; body?: string }> = {
  balance: { method: "GET", console: "/v1/balance", rest: "/v1/balance" },
  games: { method: "GET", console: "/v1/games", rest: "/v1/games" },
  products: { method: "GET", console: "/v1/products?game_id=1", rest: "/v1/products?game_id=1" },
  create_order: {
    method: "POST",
    console: "/v1/create_order",
    rest: "/v1/orders",
    body: '{"product_id":101,"user_id":"123456789","zone_id":"2001","reseller_ref":"ref-20261122-a1b2c3"}',
  },
  order_status: {
    method: "GET",
    console: "/v1/order_status?order_id=ord_000001",
    rest: "/v1/order_status?order_id=ord_000001",
  },
  validate_player: {
    method: "POST",
    console: "/v1/validate_player",
    rest: "/v1/players/validate",
    body: '{"game_id":1,"user_id":"123456789"}',
  },
  wallet_history: {
    method: "GET",
    console: "/v1/wallet_history?page=1&limit=50",
    rest: "/v1/wallet_history?page=1&limit=50",
  },
  statistics: {
    method: "GET",
    console: "/v1/statistics?from=2026-11-01&to=2026-11-30",
    rest: "/v1/statistics?from=2026-11-01&to=2026-11-30",
  },
};

describe("buildRequest for each published action", () => {
  for (const [id, want] of Object.entries(expected)) {
    for (const style of ["console", "rest"] as const) {
      it(`${id} with ${style} paths`, () => {
        const action = getAction(id);
        const params = action.params.parse(action.example);
        const result = buildRequest(action, { params }, settings(style));
        expect(result).toEqual({
          ok: true,
          spec: {
            method: want.method,
            url: `https://api.example.com${want[style]}`,
            headers: want.body === undefined ? [AUTH] : [AUTH, JSON_TYPE],
            ...(want.body === undefined ? {} : { body: want.body }),
          },
        });
      });
    }
  }
});

describe("buildRequest details", () => {
  const products = getAction("products");
  const createOrder = getAction("create_order");

  it("leaves out empty optional parameters", () => {
    const result = buildRequest(products, { params: { game_id: undefined } }, settings("console"));
    expect(result.ok && result.spec.url).toBe("https://api.example.com/v1/products");
  });

  it("leaves zone_id out of the body when it is empty", () => {
    const params = { product_id: 7, user_id: "0042", zone_id: undefined, reseller_ref: "r1" };
    const result = buildRequest(createOrder, { params }, settings("rest"));
    expect(result.ok && result.spec.body).toBe('{"product_id":7,"user_id":"0042","reseller_ref":"r1"}');
  });

  it("appends extra query parameters as written, not encoded, after the form's", () => {
    const result = buildRequest(
      products,
      {
        params: { game_id: 2 },
        extraQuery: [
          ["game_id", "abc"],
          ["", "ignored"],
          ["note", "a%20b+c"],
          ["x y", "a&b=c"],
          ["tag", "#1"],
        ],
      },
      settings("console"),
    );
    // Only what a URL cannot hold is encoded, by the URL: a space and "#".
    expect(result.ok && result.spec.url).toBe(
      "https://api.example.com/v1/products?game_id=2&game_id=abc&note=a%20b+c&x%20y=a&b=c&tag=%231",
    );
  });

  it("keeps a written pair that starts with ? when it comes first", () => {
    const result = buildRequest(getAction("games"), { params: {}, extraQuery: [["?x", "1"]] }, settings("console"));
    expect(result.ok && result.spec.url).toBe("https://api.example.com/v1/games??x=1");
    const none = buildRequest(getAction("games"), { params: {}, extraQuery: [["", "1"]] }, settings("console"));
    expect(none.ok && none.spec.url).toBe("https://api.example.com/v1/games");
  });

  it("sends a raw body exactly as typed", () => {
    const result = buildRequest(createOrder, { params: {}, rawBody: '{"product_id": "7",' }, settings("console"));
    expect(result.ok && result.spec.body).toBe('{"product_id": "7",');
  });

  it("joins a base URL with a trailing slash without doubling it", () => {
    const result = buildRequest(
      products,
      { params: {} },
      { ...settings("console"), baseUrl: "https://h.test/api/v1/" },
    );
    expect(result.ok && result.spec.url).toBe("https://h.test/api/v1/products");
  });

  it("sends no Authorization header when no key is given", () => {
    const result = buildRequest(products, { params: {} }, { ...settings("console"), apiKey: "" });
    expect(result.ok && result.spec.headers).toEqual([]);
  });

  it("adds extra headers after the standard ones", () => {
    const result = buildRequest(
      createOrder,
      { params: createOrder.example },
      { ...settings("console"), extraHeaders: [["X-Sandbox-Scenario", "slow=2"]] },
    );
    expect(result.ok && result.spec.headers).toEqual([AUTH, JSON_TYPE, ["X-Sandbox-Scenario", "slow=2"]]);
  });

  it("refuses plain http except on loopback", () => {
    expect(
      buildRequest(products, { params: {} }, { ...settings("console"), baseUrl: "http://api.example.com/v1" }),
    ).toEqual({
      ok: false,
      message: "The API is served over HTTPS only: use https:// (plain http is allowed on localhost)",
    });
    const local = buildRequest(
      products,
      { params: {} },
      { ...settings("console"), baseUrl: "http://127.0.0.1:8787/v1" },
    );
    expect(local.ok && local.spec.url).toBe("http://127.0.0.1:8787/v1/products");
  });

  it("refuses a base URL that is not an address", () => {
    expect(buildRequest(products, { params: {} }, { ...settings("console"), baseUrl: "api.example.com" })).toEqual({
      ok: false,
      message: "Base URL must be a full address such as https://api.example.com/v1",
    });
  });
});

describe("buildRequest with what an import kept", () => {
  const order = getAction("create_order");
  const base = settings("rest");

  it("sends a raw body with its imported Content-Type, or with none", () => {
    const typed = buildRequest(order, { params: {}, rawBody: "a=1", contentType: "text/plain" }, base);
    expect(typed.ok && typed.spec.headers).toEqual([AUTH, ["Content-Type", "text/plain"]]);
    const none = buildRequest(order, { params: {}, rawBody: "a=1", contentType: null }, base);
    expect(none.ok && none.spec.headers).toEqual([AUTH]);
    // A Content-Type belongs to the raw body: the fields' body is always JSON.
    const fields = buildRequest(order, { params: {}, contentType: "text/plain" }, base);
    expect(fields.ok && fields.spec.headers).toEqual([AUTH, JSON_TYPE]);
  });

  it("writes the key in Authorization as imported, or sends no Authorization at all", () => {
    const spaced = buildRequest(
      getAction("balance"),
      { params: {}, authorization: { before: "Bearer  ", after: "" } },
      base,
    );
    expect(spaced.ok && spaced.spec.headers).toEqual([["Authorization", "Bearer  sk_live_123"]]);
    const none = buildRequest(getAction("balance"), { params: {}, authorization: null }, base);
    expect(none.ok && none.spec.headers).toEqual([]);
  });
});
