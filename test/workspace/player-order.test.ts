import { describe, expect, it } from "vitest";
import type { RequestSpec } from "../../src/request/request-spec";
import { playerOrder } from "../../src/workspace/player-order";
import { draftWithValues } from "../../src/workspace/value-draft";

const post = (body: unknown, query = ""): RequestSpec => ({
  method: "POST",
  url: `https://api.example/v1/validate_player${query}`,
  headers: [],
  body: JSON.stringify(body),
});

describe("playerOrder", () => {
  it("orders for the player and zone the check sent, and keeps its game for the package picker", () => {
    expect(playerOrder("validate_player", 200, post({ game_id: 1, user_id: "0042", zone_id: "2001" }))).toEqual({
      actionId: "create_order",
      values: { user_id: "0042", zone_id: "2001" },
      gameId: "1",
    });
  });

  it("reads a zone or game sent in the query, and leaves out what was not sent", () => {
    expect(playerOrder("validate_player", 204, post({ user_id: 5 }, "?game_id="))).toEqual({
      actionId: "create_order",
      values: { user_id: "5" },
    });
    expect(playerOrder("validate_player", 200, post({ user_id: "5" }, "?zone_id=7"))?.values).toEqual({
      user_id: "5",
      zone_id: "7",
    });
  });

  it("offers nothing after a refusal, another action, or a check without a player", () => {
    expect(playerOrder("validate_player", 422, post({ game_id: 1, user_id: "1" }))).toBeUndefined();
    expect(playerOrder("validate_player", 302, post({ game_id: 1, user_id: "1" }))).toBeUndefined();
    expect(playerOrder("products", 200, post({ user_id: "1" }))).toBeUndefined();
    expect(playerOrder("validate_player", 200, post({ game_id: 1, user_id: "" }))).toBeUndefined();
  });
});

describe("draftWithValues", () => {
  it("starts a clean form with the values typed in and a fresh order reference", () => {
    const draft = draftWithValues("create_order", { product_id: "201" });
    expect(draft.values).toMatchObject({ product_id: "201", user_id: "", zone_id: "" });
    expect(draft.values.reseller_ref).toMatch(/^ref-/);
    expect(draft).toMatchObject({ extraQuery: [], rawBody: null });
  });
});
