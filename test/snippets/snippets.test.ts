import { describe, expect, it } from "vitest";
import { toFetchSnippet } from "../../src/request/to-fetch-snippet";
import { toHttpie } from "../../src/request/to-httpie";
import { toPython } from "../../src/request/to-python";
import { get, post as postTo } from "./specs";

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
  it("writes headers as Name:Value items with the key as $API_KEY", () => {
    expect(toHttpie(get, { key: "variable" })).toBe(
      "export API_KEY='paste-your-api-key-here'\n" +
        "http GET 'https://api.example.com/v1/products?game_id=1' \\\n" +
        '  "Authorization:Bearer $API_KEY"',
    );
  });

  it("sends the body with --raw, exactly", () => {
    expect(toHttpie(post, { key: "include" })).toBe(
      "http POST 'https://api.example.com/v1/validate_player' \\\n" +
        "  'Authorization:Bearer sk_live_123' \\\n" +
        "  'Content-Type:application/json' \\\n" +
        `  --raw '{"game_id":1,"user_id":"12"}'`,
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

describe("every renderer", () => {
  it("never writes the key when asked for the variable", () => {
    for (const render of [toFetchSnippet, toHttpie, toPython]) {
      expect(render(post, { key: "variable" })).not.toContain("sk_live_123");
    }
  });
});
