import { describe, expect, it } from "vitest";
import type { ResponseRecord } from "../../src/request/response-record";
import { listFromRecord, listOptions, MAX_LIST_BYTES, optionsOf } from "../../src/response/list-options";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";

async function sandboxBody(path: string): Promise<string> {
  const app = createSandboxApp();
  const response = await app.fetch(
    new Request(`https://sandbox.invalid/v1${path}`, { headers: { Authorization: `Bearer ${DEMO_KEYS.funded}` } }),
  );
  return response.text();
}

const http = (status: number, body: string, statusText = ""): ResponseRecord => ({
  kind: "http",
  status,
  statusText,
  headers: [],
  body,
  sizeBytes: body.length,
  durationMs: 1,
  receivedAt: 0,
});

describe("the choices a list offers", () => {
  it("reads the sandbox's packages and games", async () => {
    const products = listOptions("products", await sandboxBody("/products"));
    expect(products.ok && products.options.length).toBe(14);
    expect(products.ok && products.options[0]).toEqual({
      id: "101",
      name: expect.any(String),
      price: "1.49",
      currency: "USD",
      gameId: "1",
    });
    const games = listOptions("games", await sandboxBody("/games"));
    expect(games.ok && games.options[0]).toEqual({
      id: "1",
      name: "Arena of Legends",
      requiresZone: true,
      zoneLabel: "Server ID",
    });
    expect(games.ok && games.options[1]).toMatchObject({ id: "2", requiresZone: false });
    expect(games.ok && games.options[1]?.zoneLabel).toBeUndefined();
  });

  it("reads other shapes: {products:[…]}, a bare array, {result:{items:[…]}}", () => {
    const record = { id: 5, title: "Gems", selling_price: "4.99", currency_code: "EUR", game: 9 };
    const expected = { id: "5", name: "Gems", price: "4.99", currency: "EUR", gameId: "9" };
    for (const body of [{ products: [record] }, [record], { result: { items: [record] } }]) {
      expect(optionsOf("products", body)).toMatchObject({ ok: true, options: [expected] });
    }
    expect(optionsOf("products", { result: { items: [record] } })).toMatchObject({ source: "result.items" });
  });

  it("prefers product_id over id, reads product_name and numbers sent as strings", () => {
    const body = { data: [{ id: "row-1", product_id: "77", product_name: "Pass", price: "899", game_id: "3" }] };
    expect(optionsOf("products", body)).toEqual({
      ok: true,
      source: "data",
      options: [{ id: "77", name: "Pass", price: "899", gameId: "3" }],
    });
  });

  it("reads a game nested in a package, and yes/no as the API spells it", () => {
    const products = optionsOf("products", [{ sku: 1, game: { id: 4, name: "Starfall" } }]);
    expect(products).toMatchObject({ ok: true, options: [{ id: "1", gameId: "4", gameName: "Starfall" }] });
    const games = optionsOf("games", { games: [{ id: 4, game_name: "Starfall", zone_required: "yes" }] });
    expect(games).toMatchObject({ ok: true, options: [{ id: "4", name: "Starfall", requiresZone: true }] });
  });

  it("keeps records with an id and drops the rest; says so when none has one", () => {
    expect(optionsOf("games", [{ game_id: 1 }, { label: "no id" }])).toMatchObject({ options: [{ id: "1" }] });
    expect(optionsOf("products", [{ label: "a" }, { label: "b" }])).toMatchObject({
      ok: false,
      reason: expect.stringContaining("no record in the answer has an id"),
    });
    expect(optionsOf("products", { data: [] })).toEqual({
      ok: false,
      why: { kind: "no-records" },
      reason: "the answer holds no list of records",
    });
    expect(optionsOf("products", { data: { balance: 1 } })).toMatchObject({ ok: false });
  });

  it("keeps hostile names as the text they are", () => {
    const name = '<img src=x onerror="alert(1)">';
    expect(optionsOf("products", [{ id: 1, name }])).toMatchObject({ options: [{ name }] });
  });

  it("says why for HTML, truncated JSON and a body too large to offer", () => {
    expect(listOptions("products", "<!doctype html><title>Login</title>")).toMatchObject({
      ok: false,
      reason: "the answer is HTML, not JSON",
    });
    expect(listOptions("products", '{"data":[{"product_id":1,"na')).toMatchObject({
      ok: false,
      reason: "the answer is not valid JSON (cut short?)",
    });
    const big = JSON.stringify({ data: [{ id: 1, name: "x".repeat(MAX_LIST_BYTES) }] });
    expect(listOptions("products", big)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^the answer is 4\.00 MB, too large to offer as choices$/),
    });
  });

  it("reads 10,000 packages quickly", () => {
    const records = Array.from({ length: 10_000 }, (_, index) => ({
      product_id: index + 1,
      name: `Pack ${index + 1}`,
      price: 100 + index,
      game_id: (index % 7) + 1,
    }));
    const started = performance.now();
    const outcome = listOptions("products", JSON.stringify({ data: records }));
    expect(outcome.ok && outcome.options.length).toBe(10_000);
    expect(outcome.ok && outcome.options[9_999]).toEqual({
      id: "10000",
      name: "Pack 10000",
      price: "10099",
      gameId: "4",
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("why a list request gave no choices", () => {
  it("names the status, the refused key, and the failures with no answer", () => {
    expect(listFromRecord("games", http(401, "{}", "Unauthorized"))).toMatchObject({
      ok: false,
      why: { kind: "status", status: 401, statusText: "Unauthorized" },
      reason: "the API answered 401 Unauthorized: the key was not accepted",
    });
    expect(listFromRecord("games", http(500, "{}"))).toMatchObject({
      ok: false,
      reason: "the API answered 500 Internal Server Error",
    });
    const failure: ResponseRecord = { kind: "failure", failure: "network", detail: "", durationMs: 1, receivedAt: 0 };
    expect(listFromRecord("games", failure)).toMatchObject({
      ok: false,
      why: { kind: "failure", failure: "network" },
      reason: expect.stringContaining("CORS"),
    });
    expect(listFromRecord("games", { ...failure, failure: "timeout" })).toMatchObject({
      ok: false,
      reason: "the request timed out",
    });
    expect(listFromRecord("games", http(200, '[{"game_id":1}]'))).toMatchObject({ ok: true });
  });
});
