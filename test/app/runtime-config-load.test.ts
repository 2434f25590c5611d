import { describe, expect, it } from "vitest";
import { BUILT_IN_STATE, loadRuntimeConfig } from "../../src/config/runtime-config-load";

const CONFIG_URL = "https://console.example.com/console/config.json";

/** A server answering config.json with a fixed response, recording what was asked. */
function server(answer: () => Response | Promise<Response>) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    asked.push({ url: String(input), init });
    return answer();
  };
  return { fetchImpl, asked };
}

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "application/json" } });

describe("loading config.json", () => {
  it("asks for the file next to the page, revalidated, with no credentials beyond the origin", async () => {
    const { fetchImpl, asked } = server(() => json('{"environments":[]}'));
    const state = await loadRuntimeConfig({ configUrl: CONFIG_URL, fetchImpl });
    expect(state).toEqual({ config: BUILT_IN_STATE.config, source: "file" });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe(CONFIG_URL);
    expect(asked[0]?.init).toMatchObject({ cache: "no-cache", credentials: "same-origin" });
  });

  it("uses the built-in defaults, without complaint, when there is no file", async () => {
    const { fetchImpl } = server(() => new Response("Not Found", { status: 404 }));
    expect(await loadRuntimeConfig({ configUrl: CONFIG_URL, fetchImpl })).toBe(BUILT_IN_STATE);
  });

  it("takes a host's index.html answer for a missing file", async () => {
    const page = new Response("<!doctype html><title>x</title>", { headers: { "Content-Type": "text/html" } });
    const { fetchImpl } = server(() => page);
    expect(await loadRuntimeConfig({ configUrl: CONFIG_URL, fetchImpl })).toBe(BUILT_IN_STATE);
  });

  it("explains a server error", async () => {
    const { fetchImpl } = server(() => new Response("oops", { status: 500 }));
    const state = await loadRuntimeConfig({ configUrl: CONFIG_URL, fetchImpl });
    expect(state).toEqual({
      ...BUILT_IN_STATE,
      problem: { cause: { kind: "http", status: 500 }, details: [] },
    });
  });

  it("explains a file that is not JSON, with the parser's words", async () => {
    const { fetchImpl } = server(() => json('{"environments": [,]}'));
    const state = await loadRuntimeConfig({ configUrl: CONFIG_URL, fetchImpl });
    expect(state.problem?.cause).toEqual({ kind: "not-json" });
    expect(state.problem?.details).toEqual([expect.stringMatching(/^Unexpected token ','/)]);
    expect(state.config).toBe(BUILT_IN_STATE.config);
  });

  it("explains an invalid file by path and message", async () => {
    const { fetchImpl } = server(() => json('{"demoMode": "yes"}'));
    const state = await loadRuntimeConfig({ configUrl: CONFIG_URL, fetchImpl });
    expect(state.problem).toEqual({
      cause: { kind: "mistakes", count: 1 },
      details: ["demoMode: Invalid input: expected boolean, received string"],
    });
  });

  it("explains a network failure", async () => {
    const { fetchImpl } = server(() => {
      throw new TypeError("Failed to fetch");
    });
    const state = await loadRuntimeConfig({ configUrl: CONFIG_URL, fetchImpl });
    expect(state.problem).toEqual({ cause: { kind: "unreachable" }, details: ["Failed to fetch"] });
  });

  it("stops waiting after the time limit", async () => {
    const fetchImpl: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const started = performance.now();
    const state = await loadRuntimeConfig({ configUrl: CONFIG_URL, fetchImpl, timeoutMs: 50 });
    expect(state.problem?.cause).toEqual({ kind: "timeout", seconds: 0.05 });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
