import { describe, expect, it } from "vitest";
import { toFetchSnippet } from "../../src/request/to-fetch-snippet";
import { toHttpie } from "../../src/request/to-httpie";
import { toPython } from "../../src/request/to-python";
import { get, keyInQuery, post as postTo } from "./specs";

const post = postTo("/validate_player", '{"game_id":1,"user_id":"12"}');

describe("toFetchSnippet", () => {
  it("writes a GET with the key as a variable and the line that sets it", () => {
    expect(toFetchSnippet(get, { key: "variable" })).toBe(
      [
        'const API_KEY = "paste-your-api-key-here";',
        "",
        'const response = await fetch("https://api.example.com/v1/products?game_id=1", {',
        '  method: "GET",',
        "  headers: {",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected snippet holds a template literal
        '    "Authorization": `Bearer ${API_KEY}`,',
        "  },",
        "});",
        "console.log(response.status, await response.text());",
      ].join("\n"),
    );
  });

  it("writes a JSON body that round-trips as readable JSON.stringify", () => {
    expect(toFetchSnippet(post, { key: "include" })).toBe(
      [
        'const response = await fetch("https://api.example.com/v1/validate_player", {',
        '  method: "POST",',
        "  headers: {",
        '    "Authorization": "Bearer sk_live_123",',
        '    "Content-Type": "application/json",',
        "  },",
        "  body: JSON.stringify({",
        '    "game_id": 1,',
        '    "user_id": "12"',
        "  }),",
        "});",
        "console.log(response.status, await response.text());",
      ].join("\n"),
    );
  });

  it("writes any other body as the exact string", () => {
    expect(toFetchSnippet({ ...post, body: '{ "a": 1,' }, { key: "include" })).toContain('  body: "{ \\"a\\": 1,",');
    expect(toFetchSnippet({ ...post, body: '{"a": 1}' }, { key: "include" })).toContain('  body: "{\\"a\\": 1}",');
  });
});

describe("toHttpie", () => {
  it("sends the key with --auth-type=bearer, as $API_KEY", () => {
    expect(toHttpie(get, { key: "variable" })).toBe(
      "export API_KEY='paste-your-api-key-here'\n" +
        "http --auth-type=bearer --auth=\"$API_KEY\" GET 'https://api.example.com/v1/products?game_id=1'",
    );
  });

  it("keeps a backslash before a separator in the key: --auth is not an item, where HTTPie would drop it", () => {
    const key = "a\\:b=c";
    const spec = { ...get, headers: [["Authorization", `Bearer ${key}`]] as [string, string][] };
    expect(toHttpie(spec, { key: "include" })).toBe(
      "http --auth-type=bearer --auth='a\\:b=c' GET 'https://api.example.com/v1/products?game_id=1'",
    );
  });

  it("writes other headers as Name:Value items, and sends the body with --raw, exactly", () => {
    expect(toHttpie(post, { key: "include" })).toBe(
      "http --auth-type=bearer --auth='sk_live_123' POST 'https://api.example.com/v1/validate_player' \\\n" +
        "  'Content-Type:application/json' \\\n" +
        `  --raw='{"game_id":1,"user_id":"12"}'`,
    );
  });
});

describe("toPython", () => {
  it("writes a GET with the key as a variable", () => {
    expect(toPython(get, { key: "variable" })).toBe(
      [
        "import requests",
        "",
        'API_KEY = "paste-your-api-key-here"',
        "",
        "response = requests.request(",
        '    "GET",',
        '    "https://api.example.com/v1/products?game_id=1",',
        "    headers={",
        '        "Authorization": f"Bearer {API_KEY}",',
        "    },",
        "    timeout=30,",
        ")",
        "print(response.status_code, response.text)",
      ].join("\n"),
    );
  });

  it("sends the body as exact UTF-8 bytes", () => {
    expect(toPython(post, { key: "include" })).toContain(
      `    data="{\\"game_id\\":1,\\"user_id\\":\\"12\\"}".encode("utf-8"),`,
    );
  });
});

describe("a key typed into a query value", () => {
  it("is API_KEY in the fetch URL, a template literal", () => {
    expect(toFetchSnippet(keyInQuery, { key: "variable" })).toBe(
      [
        'const API_KEY = "paste-your-api-key-here";',
        "",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected snippet holds template literals
        "const response = await fetch(`https://api.example.com/v1/balance?api_key=${API_KEY}&game_id=1`, {",
        '  method: "GET",',
        "  headers: {",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: see above
        '    "Authorization": `Bearer ${API_KEY}`,',
        "  },",
        "});",
        "console.log(response.status, await response.text());",
      ].join("\n"),
    );
  });

  it("is $API_KEY in the HTTPie URL", () => {
    expect(toHttpie(keyInQuery, { key: "variable" })).toBe(
      "export API_KEY='paste-your-api-key-here'\n" +
        'http --auth-type=bearer --auth="$API_KEY" GET "https://api.example.com/v1/balance?api_key=$API_KEY&game_id=1"',
    );
  });

  it("is {API_KEY} in the Python URL, an f-string", () => {
    expect(toPython(keyInQuery, { key: "variable" })).toBe(
      [
        "import requests",
        "",
        'API_KEY = "paste-your-api-key-here"',
        "",
        "response = requests.request(",
        '    "GET",',
        '    f"https://api.example.com/v1/balance?api_key={API_KEY}&game_id=1",',
        "    headers={",
        '        "Authorization": f"Bearer {API_KEY}",',
        "    },",
        "    timeout=30,",
        ")",
        "print(response.status_code, response.text)",
      ].join("\n"),
    );
  });

  it("keeps what a template literal or an f-string would read as code as text", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a header value that looks like a placeholder
    const note: [string, string] = ["X-Note", "`${x}` {y} sk_live_123"];
    const spec = { ...keyInQuery, headers: [...keyInQuery.headers, note] };
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected snippet holds a template literal
    expect(toFetchSnippet(spec, { key: "variable" })).toContain('    "X-Note": `\\`\\${x}\\` {y} ${API_KEY}`,');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: see above
    expect(toPython(spec, { key: "variable" })).toContain('        "X-Note": f"`${{x}}` {{y}} {API_KEY}",');
  });
});

describe("every renderer", () => {
  it("never writes the key when asked for the variable", () => {
    for (const render of [toFetchSnippet, toHttpie, toPython]) {
      expect(render(post, { key: "variable" })).not.toContain("sk_live_123");
      expect(render(keyInQuery, { key: "variable" })).not.toContain("sk_live_123");
    }
  });
});
