import { describe, expect, it } from "vitest";
import { shellWord } from "../../src/request/shell-quote";
import { toCurl } from "../../src/request/to-curl";
import { get, keyInQuery, post as postTo } from "./specs";

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
  it("writes a key typed into a query value as $API_KEY too", () => {
    expect(toCurl(keyInQuery, { key: "variable" })).toBe(
      "export API_KEY='paste-your-api-key-here'\n" +
        'curl "https://api.example.com/v1/balance?api_key=$API_KEY&game_id=1" \\\n' +
        '  -H "Authorization: Bearer $API_KEY"',
    );
    expect(toCurl(keyInQuery, { key: "include" })).toBe(
      "curl 'https://api.example.com/v1/balance?api_key=sk_live_123&game_id=1' \\\n" +
        "  -H 'Authorization: Bearer sk_live_123'",
    );
  });

  it("finds the key in the query URL-encoded either way, and leaves the host and path alone", () => {
    const spec = {
      method: "GET" as const,
      url: "https://sk.example/v1/sk/balance?k=sk%2Fa+b&again=sk%2Fa%20b",
      headers: [["Authorization", "Bearer sk/a b"]] as [string, string][],
    };
    expect(toCurl(spec, { key: "variable" })).toBe(
      "export API_KEY='paste-your-api-key-here'\n" +
        'curl "https://sk.example/v1/sk/balance?k=$API_KEY&again=$API_KEY" \\\n' +
        '  -H "Authorization: Bearer $API_KEY"',
    );
  });
});

describe("shellWord", () => {
  it("writes pieces as one double-quoted word, with braces before a name character", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the shell's own braces
    expect(shellWord(["a=", "&b=", "x2"])).toBe('"a=$API_KEY&b=${API_KEY}x2"');
  });

  it("falls back to single-quoted pieces when one holds what double quotes expand", () => {
    expect(shellWord(["it's $HOME ", "!"])).toBe(`'it'\\''s $HOME '"$API_KEY"'!'`);
    expect(shellWord(["$", ""])).toBe(`'$'"$API_KEY"`);
  });

  it("writes a text without the key as one single-quoted word", () => {
    expect(shellWord(["a 'b'"])).toBe(`'a '\\''b'\\'''`);
  });
});
