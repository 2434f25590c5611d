import { describe, expect, it } from "vitest";
import { toCurl } from "../../src/request/to-curl";
import { get, post as postTo } from "./specs";

const post = postTo("/create_order", `{"reseller_ref":"it's"}`);

describe("toCurl", () => {
  it("writes a GET without -X", () => {
    expect(toCurl(get, { key: "include" })).toBe(
      "curl 'https://api.example.com/v1/products?game_id=1' \\\n  -H 'Authorization: Bearer sk_live_123'",
    );
  });

  it("writes the key as $API_KEY with the line that sets it", () => {
    expect(toCurl(get, { key: "variable" })).toBe(
      "export API_KEY='paste-your-api-key-here'\n" +
        "curl 'https://api.example.com/v1/products?game_id=1' \\\n" +
        '  -H "Authorization: Bearer $API_KEY"',
    );
  });

  it("writes a POST with -X, headers in order and the body as --data-raw", () => {
    expect(toCurl(post, { key: "include" })).toBe(
      "curl -X POST 'https://api.example.com/v1/create_order' \\\n" +
        "  -H 'Authorization: Bearer sk_live_123' \\\n" +
        "  -H 'Content-Type: application/json' \\\n" +
        `  --data-raw '{"reseller_ref":"it'\\''s"}'`,
    );
  });

  it("never contains the key when asked for the variable", () => {
    expect(toCurl(post, { key: "variable" })).not.toContain("sk_live_123");
  });

  it("writes no key line when there is no Authorization header", () => {
    expect(toCurl({ ...get, headers: [] }, { key: "variable" })).toBe(
      "curl 'https://api.example.com/v1/products?game_id=1'",
    );
  });
});
