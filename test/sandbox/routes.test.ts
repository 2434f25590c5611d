import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import type { PathStyle } from "../../src/catalog/define-action";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { dataOf, errorOf, sandbox } from "./sandbox-kit";

const styles: PathStyle[] = ["console", "rest"];

describe("routes", () => {
  for (const action of actions) {
    for (const style of styles) {
      it(`${action.method} ${action.path[style]} answers the catalog example with 2xx JSON data`, async () => {
        const { app } = sandbox();
        const query = new URLSearchParams(Object.entries(action.example).map(([k, v]) => [k, String(v)]));
        const response =
          action.method === "GET"
            ? await app.request(`/v1${action.path[style]}?${query}`, {
                headers: { Authorization: `Bearer ${DEMO_KEYS.funded}` },
              })
            : await app.request(`/v1${action.path[style]}`, {
                method: "POST",
                headers: { Authorization: `Bearer ${DEMO_KEYS.funded}`, "Content-Type": "application/json" },
                body: JSON.stringify(action.example),
              });
        expect(response.status).toBe(action.spendsMoney ? 201 : 200);
        expect(response.headers.get("Content-Type")).toBe("application/json");
        expect(response.headers.get("X-Request-Id")).toMatch(/^req_[0-9a-f]{16}$/);
        const body = (await response.json()) as Record<string, unknown>;
        expect(body).toHaveProperty("data");
        expect(body).not.toHaveProperty("error");
      });
    }
  }

  it("answers GET /balance with the balance in dollars, two decimals at most", async () => {
    const response = await sandbox().get("/v1/balance");
    expect(await response.json()).toEqual({
      data: { balance: 9932.61, currency: "USD", account: "Demo reseller (funded)", as_of: "2026-11-22T12:00:00.000Z" },
    });
  });

  it("lists games with and without zones", async () => {
    const games = await dataOf<{ game_id: number; requires_zone: boolean }[]>(await sandbox().get("/v1/games"));
    expect(games.map((game) => [game.game_id, game.requires_zone])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, true],
    ]);
  });

  it("lists products, all or for one game", async () => {
    const { get } = sandbox();
    const all = await dataOf<{ product_id: number }[]>(await get("/v1/products"));
    expect(all).toHaveLength(14);
    const game3 = await dataOf<unknown[]>(await get("/v1/products?game_id=3"));
    expect(game3).toEqual([
      { product_id: 301, game_id: 3, name: "60 Gems", price: 0.99, currency: "USD" },
      { product_id: 302, game_id: 3, name: "330 Gems", price: 4.99, currency: "USD" },
      { product_id: 303, game_id: 3, name: "1090 Gems", price: 14.99, currency: "USD" },
    ]);
  });

  it("answers an unknown game in /products with 404 GAME_NOT_FOUND", async () => {
    const response = await sandbox().get("/v1/products?game_id=99");
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: "GAME_NOT_FOUND", details: { game_id: 99 } });
  });

  it("answers an unknown game alike in products, statistics and player validation", async () => {
    const { get, post } = sandbox();
    for (const response of [
      await get("/v1/products?game_id=77"),
      await get("/v1/statistics?game_id=77"),
      await post("/v1/players/validate", { game_id: 77, user_id: "123456789" }),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({
        code: "GAME_NOT_FOUND",
        message: "There is no game 77.",
        details: { game_id: 77 },
      });
    }
  });

  it("validates a player on both paths", async () => {
    const { post } = sandbox();
    for (const path of ["/v1/validate_player", "/v1/players/validate"]) {
      const response = await post(path, { game_id: 2, user_id: "123456789" });
      expect(response.status).toBe(200);
      expect(await dataOf(response)).toEqual({
        valid: true,
        game_id: 2,
        game_name: "Sky Raiders",
        user_id: "123456789",
        nickname: expect.stringMatching(/^[A-Z][a-z]+[A-Z][a-z]+6789$/),
      });
    }
  });

  it("answers validate_player for an unknown game (404) and unknown players (422)", async () => {
    const { post } = sandbox();
    const noGame = await post("/v1/validate_player", { game_id: 42, user_id: "123456789" });
    expect(noGame.status).toBe(404);
    expect((await errorOf(noGame)).code).toBe("GAME_NOT_FOUND");
    for (const user_id of ["100000404", "0", "0000", "abc"]) {
      const response = await post("/v1/players/validate", { game_id: 1, user_id });
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toMatchObject({ code: "INVALID_PLAYER", details: { game_id: 1, user_id } });
    }
  });

  it("answers an unknown route with 404 JSON, without asking for a key", async () => {
    const { get } = sandbox();
    for (const path of ["/v1/nope", "/v1/balance/", "/v2/balance", "/"]) {
      const response = await get(path, null);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("application/json");
      expect(await errorOf(response)).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const { app } = sandbox();
    const cases: [string, string, string][] = [
      ["GET", "/v1/orders", "POST, OPTIONS"],
      ["PUT", "/v1/create_order", "POST, OPTIONS"],
      ["GET", "/v1/players/validate", "POST, OPTIONS"],
      ["POST", "/v1/balance", "GET, HEAD, OPTIONS"],
      ["DELETE", "/v1/wallet_history", "GET, HEAD, OPTIONS"],
    ];
    for (const [method, path, allow] of cases) {
      const response = await app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("Allow")).toBe(allow);
      expect(await errorOf(response)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    }
  });

  it("answers HEAD like GET, without a body", async () => {
    const { app } = sandbox();
    const response = await app.request("/v1/games", {
      method: "HEAD",
      headers: { Authorization: `Bearer ${DEMO_KEYS.funded}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(await response.text()).toBe("");
  });

  it("gives every response a distinct X-Request-Id, echoed in error bodies", async () => {
    const { get } = sandbox();
    const first = await get("/v1/balance", null);
    const second = await get("/v1/balance", null);
    const id = first.headers.get("X-Request-Id");
    expect(id).toMatch(/^req_[0-9a-f]{16}$/);
    expect(second.headers.get("X-Request-Id")).not.toBe(id);
    expect((await errorOf(first)).request_id).toBe(id);
  });
});
