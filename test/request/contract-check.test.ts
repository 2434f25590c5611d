import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { authorizationFindings, checkContract } from "../../src/request/contract-check";
import type { RequestSpec } from "../../src/request/request-spec";

const order = getAction("create_order");
const KEY = "sk_live_abcdefgh1234";
const AUTH: [string, string] = ["Authorization", `Bearer ${KEY}`];
const JSON_TYPE: [string, string] = ["Content-Type", "application/json"];
const GOOD_BODY = '{"product_id":201,"user_id":"0042","reseller_ref":"r-1"}';

const post = (
  body: string | undefined,
  headers: [string, string][] = [AUTH, JSON_TYPE],
  url = "https://api.example.com/v1/create_order",
): RequestSpec => ({
  method: "POST",
  url,
  headers,
  ...(body === undefined ? {} : { body }),
});

describe("checkContract", () => {
  it("finds nothing in a request as the contract describes it", () => {
    expect(checkContract(order, post(GOOD_BODY), { pathStyle: "console" })).toEqual([]);
    expect(
      checkContract(getAction("balance"), { method: "GET", url: "https://a.test/v1/balance", headers: [AUTH] }),
    ).toEqual([]);
  });

  it("names a field of the wrong JSON type both ways: a string for an integer, a number for a string", () => {
    const findings = checkContract(order, post('{"product_id":"12","user_id":123456,"reseller_ref":"r"}'));
    expect(findings).toEqual([
      { kind: "wrong-type", where: "product_id", expected: "an integer (JSON number)", got: 'string "12"' },
      { kind: "wrong-type", where: "user_id", expected: "a string of digits", got: "number 123456" },
    ]);
  });

  it("names a value of the right type that the schema refuses, with the schema's own message", () => {
    expect(checkContract(order, post('{"product_id":1.5,"user_id":"12a","reseller_ref":"r"}'))).toEqual([
      {
        kind: "invalid-value",
        where: "product_id",
        expected: "an integer (JSON number): Enter a whole number",
        got: "number 1.5",
      },
      {
        kind: "invalid-value",
        where: "user_id",
        expected: "a string of digits: Digits only (0-9), no spaces or signs",
        got: 'string "12a"',
      },
    ]);
  });

  it("names missing required fields and fields the action does not have", () => {
    expect(checkContract(order, post('{"product_id":1,"note":{"a":1}}'))).toEqual([
      { kind: "missing", where: "user_id", expected: "a string of digits (required)", got: "missing" },
      { kind: "missing", where: "reseller_ref", expected: "a string (required)", got: "missing" },
      {
        kind: "unknown-field",
        where: "note",
        expected: "only the fields of Place top-up order (product_id, user_id, zone_id, reseller_ref)",
        got: 'an object {"a":1}',
      },
    ]);
  });

  it("names a field written twice", () => {
    expect(checkContract(order, post('{"product_id":1,"product_id":2,"user_id":"1","reseller_ref":"r"}'))).toEqual([
      { kind: "repeated-field", where: "product_id", expected: "once", got: "2 times (the last one counts)" },
    ]);
  });

  it("names a body that is not a JSON object, and stops there", () => {
    const notJson = (body: string) => checkContract(order, post(body)).map((finding) => finding.got);
    expect(notJson("product_id=1&user_id=2")).toEqual(["text that is not JSON"]);
    expect(notJson("[1]")).toEqual(["JSON array"]);
    expect(notJson("")).toEqual(["an empty body"]);
  });

  it("names a Content-Type that is not application/json, or none; a charset is fine", () => {
    const type = (headers: [string, string][]) => checkContract(order, post(GOOD_BODY, headers));
    expect(type([AUTH, ["Content-Type", "application/x-www-form-urlencoded"]])).toEqual([
      {
        kind: "content-type",
        where: "Content-Type header",
        expected: "application/json",
        got: "application/x-www-form-urlencoded",
      },
    ]);
    expect(type([AUTH])).toMatchObject([{ kind: "content-type", got: "no header" }]);
    expect(type([AUTH, ["content-type", "Application/JSON; charset=utf-8"]])).toEqual([]);
  });

  it("names http:// instead of https://, saying when it is only this machine", () => {
    expect(checkContract(order, post(GOOD_BODY, undefined, "http://api.example.com/v1/create_order"))).toEqual([
      { kind: "plain-http", where: "URL scheme", expected: "https:// (the API is HTTPS only)", got: "http://" },
    ]);
    expect(checkContract(order, post(GOOD_BODY, undefined, "http://127.0.0.1:8787/v1/create_order"))[0]?.got).toBe(
      "http:// (allowed by the console only because it is this machine)",
    );
  });

  it("names http:// in a pasted command even when the console sends over https", () => {
    expect(checkContract(order, post(GOOD_BODY), { sentTo: "http://api.example.com/v1/create_order" })).toEqual([
      {
        kind: "plain-http",
        where: "URL scheme of the pasted command",
        expected: "https:// (the API is HTTPS only)",
        got: "http:// (http://api.example.com/v1/create_order)",
      },
    ]);
    expect(checkContract(order, post(GOOD_BODY), { sentTo: "https://api.example.com/v1/create_order" })).toEqual([]);
  });

  it("names the other path set when the API's environment uses one", () => {
    const rest = post(GOOD_BODY, undefined, "https://api.example.com/v1/orders");
    expect(checkContract(order, rest, { pathStyle: "console", environment: "Production" })).toEqual([
      {
        kind: "path-set",
        where: "path",
        expected: "/create_order (console paths, as Production uses)",
        got: "/orders (REST paths)",
      },
    ]);
    expect(checkContract(order, rest, { pathStyle: "rest" })).toEqual([]);
    expect(checkContract(order, rest)).toEqual([]);
  });

  it("masks the key wherever a finding would show it", () => {
    const findings = checkContract(
      order,
      post(
        `{"product_id":1,"user_id":"1","reseller_ref":"r","api_key":"${KEY}"}`,
        undefined,
        `https://a.test/v1/create_order?key=${KEY}`,
      ),
    );
    expect(findings.map((finding) => finding.got)).toEqual(["key=••••••••1234", 'string "••••••••1234"']);
  });

  it("names query parameters on a POST", () => {
    expect(checkContract(order, post(GOOD_BODY, undefined, "https://a.test/v1/create_order?product_id=1&x=2"))).toEqual(
      [
        {
          kind: "query-on-post",
          where: "query parameter product_id",
          expected: "none: POST sends its parameters in the JSON body",
          got: "product_id=1",
        },
        {
          kind: "query-on-post",
          where: "query parameter x",
          expected: "none: POST sends its parameters in the JSON body",
          got: "x=2",
        },
      ],
    );
  });

  it("checks GET parameters where the API publishes them, and only guesses none where it does not", () => {
    const products = getAction("products");
    const get = (action = products, query = ""): RequestSpec => ({
      method: "GET",
      url: `https://a.test/v1/${action.path.console.slice(1)}${query}`,
      headers: [AUTH],
    });
    expect(checkContract(products, get(products, "?game_id=abc&lang=en"))).toEqual([
      {
        kind: "invalid-value",
        where: "game_id",
        expected: "an integer (JSON number): Enter a whole number",
        got: '"abc"',
      },
      {
        kind: "unknown-parameter",
        where: "query parameter lang",
        expected: "only the parameters of List packages (game_id)",
        got: "lang=en",
      },
    ]);
    expect(checkContract(getAction("wallet_history"), get(getAction("wallet_history"), "?per_page=5"))).toEqual([]);
  });
});

describe("authorizationFindings", () => {
  const got = (value: string | undefined) => authorizationFindings(value).map((finding) => finding.got);

  it("accepts Bearer, one space and the key, in any case of the scheme", () => {
    expect(got(`Bearer ${KEY}`)).toEqual([]);
    expect(got(`bearer ${KEY}`)).toEqual([]);
  });

  it("names a missing header, a missing scheme, another scheme or no key", () => {
    expect(got(undefined)).toEqual(["no header"]);
    expect(got(KEY)).toEqual(["the key with no Bearer before it"]);
    expect(got(`Token ${KEY}`)).toEqual(["the scheme Token"]);
    expect(got("Bearer")).toEqual(["no key"]);
  });

  it("names two spaces, quotes, and whitespace in the key, never showing the key", () => {
    expect(got(`Bearer  ${KEY}`)).toEqual(["two spaces after Bearer"]);
    expect(got(`Bearer\t${KEY}`)).toEqual(["other whitespace after Bearer"]);
    expect(got(`Bearer "${KEY}"`)).toEqual(["the key in quotes"]);
    expect(got(`Bearer ${KEY}"`)).toEqual(["quotes in the key"]);
    expect(got("Bearer sk_live abc")).toEqual(["whitespace in the key"]);
    const all = JSON.stringify(authorizationFindings(`Bearer  "${KEY}"`));
    expect(all).not.toContain(KEY);
    expect(all).toContain("two spaces after Bearer");
    expect(all).toContain("the key in quotes");
  });
});
