import { describe, expect, it } from "vitest";
import { type Preflight, preflightsFor, refusal } from "../../scripts/deploy-check/cors-preflight";

const ORIGIN = "https://console.example.com";
const preflights = preflightsFor("https://api.example.com/v1", "rest", ORIGIN);
const byLabel = (label: string) => preflights.find((preflight) => preflight.label === label) as Preflight;

const answer = (headers: Record<string, string>, status = 204) => ({ status, headers: new Headers(headers) });
const ALLOWING = {
  "Access-Control-Allow-Origin": ORIGIN,
  "Access-Control-Allow-Methods": "GET, POST",
  "Access-Control-Allow-Headers": "Authorization, Content-Type",
};

describe("the preflights a browser sends before the console calls an API", () => {
  it("one per action, at the URL the console calls, with the path style's paths", () => {
    expect(preflights.map((preflight) => preflight.label)).toEqual([
      "GET /v1/balance",
      "GET /v1/games",
      "GET /v1/products",
      "POST /v1/orders",
      "GET /v1/order_status",
      "POST /v1/players/validate",
      "GET /v1/wallet_history",
      "GET /v1/statistics",
    ]);
    expect(preflightsFor("https://api.example.com/v1", "console", ORIGIN)[3]?.label).toBe("POST /v1/create_order");
  });

  it("asks for the method and the non-safelisted headers, lower case and sorted, as Chromium does; never a key", () => {
    expect(byLabel("POST /v1/orders").headers).toEqual({
      Accept: "*/*",
      Origin: ORIGIN,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "authorization,content-type",
      "Sec-Fetch-Mode": "cors",
      "Sec-Fetch-Dest": "empty",
    });
    expect(byLabel("GET /v1/balance").headers["Access-Control-Request-Headers"]).toBe("authorization");
    expect(JSON.stringify(preflights)).not.toContain("placeholder");
  });
});

describe("whether the browser accepts the answer", () => {
  const post = byLabel("POST /v1/orders");

  it("accepts the headers docs/deployment.md gives, and * for the origin and headers other than Authorization", () => {
    expect(refusal(post, answer(ALLOWING))).toBeUndefined();
    const star = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "authorization, *" };
    expect(refusal(post, answer(star, 200))).toBeUndefined();
  });

  it("refuses an error status, even with the right headers", () => {
    expect(refusal(post, answer(ALLOWING, 401))).toBe(
      "the preflight (OPTIONS, without a key) got HTTP 401, not a 2xx answer",
    );
    expect(refusal(post, answer(ALLOWING, 301))).toMatch(/HTTP 301/);
  });

  it("refuses a missing or different origin", () => {
    const { "Access-Control-Allow-Origin": _origin, ...rest } = ALLOWING;
    expect(refusal(post, answer(rest))).toBe("no Access-Control-Allow-Origin");
    expect(refusal(post, answer({ ...rest, "Access-Control-Allow-Origin": "https://other.example" }))).toBe(
      `Access-Control-Allow-Origin is https://other.example, not this console's ${ORIGIN}`,
    );
  });

  it("refuses headers not listed: * never covers Authorization", () => {
    const headers = (value: string) => answer({ ...ALLOWING, "Access-Control-Allow-Headers": value });
    expect(refusal(post, headers("*"))).toBe("Access-Control-Allow-Headers does not list authorization");
    expect(refusal(post, headers("Authorization"))).toBe("Access-Control-Allow-Headers does not list content-type");
    expect(refusal(post, headers(""))).toBe("Access-Control-Allow-Headers does not list authorization, content-type");
    expect(refusal(byLabel("GET /v1/balance"), headers("authorization"))).toBeUndefined();
  });

  it("needs no Access-Control-Allow-Methods for GET and POST, but does for other methods", () => {
    const { "Access-Control-Allow-Methods": _methods, ...rest } = ALLOWING;
    expect(refusal(post, answer(rest))).toBeUndefined();
    const put = { ...post, headers: { ...post.headers, "Access-Control-Request-Method": "PUT" } };
    expect(refusal(put, answer(rest))).toBe("Access-Control-Allow-Methods does not list PUT");
  });
});
