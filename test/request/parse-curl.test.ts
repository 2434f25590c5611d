import { describe, expect, it } from "vitest";
import { parseCurl } from "../../src/request/parse-curl";

const ok = (input: string) => {
  const result = parseCurl(input);
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe("parseCurl", () => {
  it("reads Chrome's Copy as cURL (bash), multi-line with single quotes", () => {
    const chrome = `curl 'https://api.example.com/v1/create_order' \\
  -H 'accept: */*' \\
  -H 'authorization: Bearer sk_live_abc' \\
  -H 'content-type: application/json' \\
  --data-raw '{"product_id":201,"user_id":"123","reseller_ref":"r1"}'`;
    expect(ok(chrome).request).toEqual({
      method: "POST",
      url: "https://api.example.com/v1/create_order",
      headers: [
        ["accept", "*/*"],
        ["authorization", "Bearer sk_live_abc"],
        ["content-type", "application/json"],
      ],
      body: '{"product_id":201,"user_id":"123","reseller_ref":"r1"}',
    });
  });

  it("reads Postman's --location, --header and --data with double quotes", () => {
    const postman = `curl --location "https://api.example.com/v1/products?game_id=2" --header "Authorization: Bearer k\\"1"`;
    expect(ok(postman).request).toEqual({
      method: "GET",
      url: "https://api.example.com/v1/products?game_id=2",
      headers: [["Authorization", 'Bearer k"1']],
    });
  });

  it("reads -X with an attached value and combined short flags", () => {
    expect(ok("curl -sSL -XPOST https://h.test/v1/orders -d '{}'").request).toMatchObject({
      method: "POST",
      body: "{}",
    });
  });

  it("reads $'…' strings with escapes", () => {
    expect(ok(`curl https://h.test/v1/orders --data-raw $'{"a":"it\\'s\\n\\u00e9"}'`).request.body).toBe(
      `{"a":"it's\né"}`,
    );
  });

  it("adds the JSON headers for --json", () => {
    expect(ok(`curl --json '{"a":1}' https://h.test/v1/orders`).request).toEqual({
      method: "POST",
      url: "https://h.test/v1/orders",
      headers: [
        ["Content-Type", "application/json"],
        ["Accept", "application/json"],
      ],
      body: '{"a":1}',
    });
  });

  it("joins several -d with & and moves them to the query with -G", () => {
    expect(ok("curl -G https://h.test/v1/products -d game_id=2 -d x=y").request).toEqual({
      method: "GET",
      url: "https://h.test/v1/products?game_id=2&x=y",
      headers: [],
    });
  });

  it("fills $API_KEY from the export line that comes with this console's own snippets", () => {
    const own = `export API_KEY='sk_demo_funded'\ncurl 'https://h.test/v1/balance' \\\n  -H "Authorization: Bearer $API_KEY"`;
    expect(ok(own).request.headers).toEqual([["Authorization", "Bearer sk_demo_funded"]]);
  });

  it("keeps an unknown $VARIABLE as written", () => {
    expect(ok(`curl https://h.test/v1/balance -H "Authorization: Bearer $API_KEY"`).request.headers).toEqual([
      ["Authorization", "Bearer $API_KEY"],
    ]);
  });

  it("notes the options it leaves out", () => {
    expect(ok("curl -A agent -u me:pw https://h.test/v1/balance").notes).toEqual([
      "-A is not used by the console and was left out.",
      "-u is not used by the console and was left out.",
    ]);
  });

  it.each([
    ["curl 'https://h.test/v1/balance", "A single quote opened at character 6 is never closed."],
    ['curl "https://h.test', "A double quote opened at character 6 is never closed."],
    ["wget https://h.test/v1/balance", "No curl command found: the text should start with curl."],
    ["curl -H", "The option -H has no value."],
    ["curl -H nocolon https://h.test", 'The header "nocolon" has no "Name: value" form.'],
    ["curl --frobnicate https://h.test", "The option --frobnicate is not one the console can read."],
    ["curl -d @body.json https://h.test", "-d @body.json reads the body from a file: paste the body itself instead."],
    ["curl -s", "No URL found in the command."],
    ["curl a b", 'There is more than one URL: "a" and "b".'],
    ['curl ^"https://h.test^"', "This is Windows cmd quoting (^). Copy the request as cURL (bash) instead."],
  ])("says what it could not read in %s", (input, message) => {
    expect(parseCurl(input)).toEqual({ ok: false, message });
  });
});
