import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { buildRequest } from "../../src/request/build-request";
import type { RequestSpec } from "../../src/request/request-spec";
import { requestsReencodes } from "../../src/request/requests-reencodes";
import { shellQuote } from "../../src/request/shell-quote";
import { KEY_PLACEHOLDER } from "../../src/request/snippet-options";
import { snippetLanguages } from "../../src/request/snippets";
import { type Echo, startEchoServer } from "./echo-server";
import { runSnippet } from "./run-snippet";

let echo: Awaited<ReturnType<typeof startEchoServer>>;
beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(() => echo.close());

function spec(action: string, input: Parameters<typeof buildRequest>[1], apiKey = "sk_demo_funded"): RequestSpec {
  const result = buildRequest(getAction(action), input, { baseUrl: `${echo.origin}/v1`, apiKey, pathStyle: "rest" });
  if (!result.ok) throw new Error(result.message);
  return result.spec;
}

/** The request as the server saw it, in the spec's terms (its URL as written unless the tool re-encodes it). */
function expectReceived(received: Echo, sent: RequestSpec, url: "as written" | "re-encoded" = "as written") {
  const written = new URL(sent.url);
  expect(received.method).toBe(sent.method);
  if (url === "as written") expect(received.url).toBe(written.pathname + written.search);
  else expect(received.url).not.toBe(written.pathname + written.search);
  for (const [name, value] of sent.headers) expect(received.headers[name.toLowerCase()]).toBe(value);
  expect(received.body).toBe(sent.body ?? "");
}

// A person pastes their key into the line that sets it.
const withKey = (code: string, key: string) =>
  code.replace(`'${KEY_PLACEHOLDER}'`, shellQuote(key)).replace(`"${KEY_PLACEHOLDER}"`, JSON.stringify(key));

const tricky = () =>
  spec("create_order", {
    params: {},
    rawBody: `{"reseller_ref":"it's \\"quoted\\" $HOME \`id\` \\\\ ünïcødé 🎮","note":"line1\\nline2"}\n`,
  });
const withQuery = () => spec("products", { params: { game_id: 2 }, extraQuery: [["q", "a b&c=d'\"$x"]] });

describe.each(snippetLanguages.map((language) => [language.label, language] as const))(
  "%s snippet, run for real",
  (_, language) => {
    it("sends a GET with query parameters, key included", async () => {
      const sent = withQuery();
      const code = language.render(sent, { key: "include" });
      expect(code).not.toContain("re-encodes");
      expectReceived(await runSnippet(language.id, code), sent);
    });

    it("sends extra query parameters as written, or says first that the tool re-encodes them", async () => {
      const sent = spec("games", {
        params: {},
        extraQuery: [
          ["ids[]", "{1|2}"],
          ["q", "%41%7E+x^`\\"],
          ["rate", "100%"],
        ],
      });
      const code = language.render(sent, { key: "include" });
      const received = await runSnippet(language.id, code);
      if (language.id === "curl" || language.id === "fetch") expectReceived(received, sent);
      else {
        // Python's requests, HTTPie's too, re-encodes the query: the snippet says so on its first line.
        expect(code.split("\n")[0]).toMatch(/^# .*re-encodes parts of this URL's query/);
        expectReceived(received, sent, "re-encoded");
      }
    });

    it("sends a body with quotes, shell characters and Unicode, exactly", async () => {
      const sent = tricky();
      expectReceived(await runSnippet(language.id, language.render(sent, { key: "include" })), sent);
    });

    it("sends a body that starts with a dash, exactly", async () => {
      const sent = spec("validate_player", { params: {}, rawBody: "-!" });
      expectReceived(await runSnippet(language.id, language.render(sent, { key: "include" })), sent);
    });

    it("sends the key the user sets in the API_KEY line", async () => {
      const sent = withQuery();
      const code = withKey(language.render(sent, { key: "variable" }), "sk_demo_funded");
      expectReceived(await runSnippet(language.id, code), sent);
    });

    it("sends the API_KEY line's key in a query value where the key was typed", async () => {
      const sent = spec("balance", { params: {}, extraQuery: [["api_key", "sk_demo_funded"]] });
      const code = language.render(sent, { key: "variable" });
      expect(code).not.toContain("sk_demo_funded");
      expectReceived(await runSnippet(language.id, withKey(code, "sk_demo_funded")), sent);
    });

    it("sends the API_KEY line's key in a body where the key was typed", async () => {
      const sent = spec("validate_player", { params: {}, rawBody: '{"api_key":"sk_demo_funded","user_id":"1"}' });
      const code = language.render(sent, { key: "variable" });
      expect(code).not.toContain("sk_demo_funded");
      expectReceived(await runSnippet(language.id, withKey(code, "sk_demo_funded")), sent);
    });

    it("names the key in use API_KEY where no Authorization header carries it (imported without one)", async () => {
      const sent = spec("balance", { params: {}, extraQuery: [["api_key", "sk_demo_funded"]], authorization: null });
      expect(sent.headers.map(([name]) => name)).not.toContain("Authorization");
      const code = language.render(sent, { key: "variable" });
      expect(code).not.toContain("sk_demo_funded");
      expectReceived(await runSnippet(language.id, withKey(code, "sk_demo_funded")), sent);
    });
  },
);

describe("snippets mean the same for arbitrary text", () => {
  // Valid Unicode without NUL: what a form or a raw body can hold (argv cannot carry NUL).
  const text = fc.string({ unit: "grapheme", maxLength: 40 }).filter((value) => !value.includes("\0"));
  const key = fc.stringMatching(/^[!-~]{1,32}$/);

  for (const language of snippetLanguages) {
    // Shell quoting is the subtle one, drawn most in cURL's; JavaScript and Python quote as JSON
    // does, and HTTPie's arguments as cURL's are. Each run starts a process.
    const runs = language.id === "curl" ? 25 : 8;
    it(`${language.label}: body, query value and key survive quoting`, async () => {
      await fc.assert(
        fc.asyncProperty(text, text, key, async (body, value, apiKey) => {
          const sent = spec("validate_player", { params: {}, rawBody: body, extraQuery: [["v", value]] }, apiKey);
          const code = language.render(sent, { key: "include" });
          // Python's requests (HTTPie's too) re-encodes some queries as written: the snippet says so first.
          const reencoded = (language.id === "python" || language.id === "httpie") && requestsReencodes(sent.url);
          if (reencoded) expect(code.split("\n")[0]).toMatch(/^# .*re-encodes parts of this URL's query/);
          expectReceived(await runSnippet(language.id, code), sent, reencoded ? "re-encoded" : "as written");
        }),
        { numRuns: runs },
      );
    }, 120_000);
  }
});
