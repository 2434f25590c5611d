import { describe, expect, it } from "vitest";
import { createBodyReader } from "../../src/response/body-summary";
import { bodyUses } from "../../src/response/body-uses";
import { catalogFillableActions } from "../../src/response/fillable-actions";
import { usesOf } from "../../src/response/value-uses";

const fillable = catalogFillableActions();
const source = (actionId: string) => ({ actionId, fillable });

const offered = (record: unknown, sourceActionId?: string, idOf?: "productId" | "gameId" | "orderId") =>
  usesOf(record, fillable, { ...(sourceActionId ? { sourceActionId } : {}), ...(idOf ? { idOf } : {}) }).map((use) => [
    use.label,
    use.values,
  ]);

describe("usesOf", () => {
  it("offers a package row to the order form, with its product and the game for a picker", () => {
    const uses = usesOf({ product_id: 201, game_id: 2, name: "100 Credits", price: 99 }, fillable, {
      sourceActionId: "products",
    });
    expect(uses[0]).toEqual({
      actionId: "create_order",
      offer: "orderPackage",
      label: "Order this package",
      values: { product_id: "201" },
      gameId: "2",
    });
    // Its own action is not offered again: listing packages from a package list goes nowhere new.
    expect(uses.map((use) => use.actionId)).not.toContain("products");
  });

  it("finds the parameters under other spellings, numbers sent as strings included", () => {
    expect(offered({ productId: "7", "Game ID": "3" }, "products")[0]).toEqual([
      "Order this package",
      { product_id: "7" },
    ]);
    expect(offered({ sku: 12 })[0]).toEqual(["Order this package", { product_id: "12" }]);
    expect(offered({ transactionId: "T-9", partner_ref: "mine-1" })).toContainEqual([
      "Check order status",
      { order_id: "T-9", reseller_ref: "mine-1" },
    ]);
  });

  it("reads a bare id as the kind of record the response lists", () => {
    expect(offered({ id: 7, name: "Diamonds" }, "products", "productId")[0]).toEqual([
      "Order this package",
      { product_id: "7" },
    ]);
    expect(offered({ id: 4, title: "Starfall" }, "games", "gameId")[0]).toEqual([
      "List its packages",
      { game_id: "4" },
    ]);
    expect(offered({ id: 7, name: "Diamonds" })).toEqual([]);
  });

  it("gives an order record every parameter Check order status takes, and never its reference to a new order", () => {
    const order = {
      order_id: "ord_000013",
      reseller_ref: "ref-1",
      status: "pending",
      game_id: 1,
      product_id: 101,
      user_id: "123456789",
      zone_id: "2001",
    };
    const uses = usesOf(order, fillable, { sourceActionId: "create_order" });
    expect(uses[0]).toEqual({
      actionId: "order_status",
      offer: "checkStatus",
      label: "Check order status",
      values: { order_id: "ord_000013", reseller_ref: "ref-1" },
    });
    const again = usesOf(order, fillable, { sourceActionId: "order_status" }).find(
      (use) => use.actionId === "create_order",
    );
    expect(again?.values).toEqual({ product_id: "101", user_id: "123456789", zone_id: "2001" });
  });

  it("orders the offers by the verbs and names the ones it has no verb for", () => {
    expect(offered({ game_id: 1 }, "games").map(([label]) => label)).toEqual([
      "List its packages",
      "Validate a player for this game",
      "Sales stats for this game",
    ]);
    expect(offered({ player_id: "55", server_id: "9" }).map(([label]) => label)).toEqual([
      "Order for this player",
      "Validate this player",
    ]);
  });

  it("needs a parameter that says what to act on: a zone alone, a date or a null id offers nothing", () => {
    expect(offered({ zone_id: "2001" })).toEqual([]);
    expect(offered({ date: "2026-11-22", orders: 3 })).toEqual([]);
    expect(offered({ transaction_id: "txn_1", order_id: null, type: "top_up" })).toEqual([]);
    expect(offered({ game: { id: 1 } })).toEqual([]);
    expect(offered("not a record")).toEqual([]);
  });
});

describe("bodyUses", () => {
  it("offers each row of a list nested in any envelope", () => {
    const body = { result: { products: [{ id: 1 }, { id: 2, game_code: "G" }] } };
    const uses = bodyUses(body, fillable, "products");
    expect([0, 1, 2].map((index) => uses.row(index)[0]?.values)).toEqual([
      { product_id: "1" },
      { product_id: "2" },
      undefined,
    ]);
    expect(uses.anyRow(10)).toBe(true);
    expect(bodyUses([{ order_id: "a" }], fillable, "wallet_history").row(0)[0]?.label).toBe("Check order status");
    expect(bodyUses([{ a: 1 }, { order_id: "a" }], fillable, "wallet_history").anyRow(1)).toBe(false);
  });

  it("reads a bare id as the response's record only where such a record stands", () => {
    const body = { data: [{ id: 1, publisher: { id: 9 } }] };
    const uses = bodyUses(body, fillable, "games");
    expect(uses.at(["data", 0])[0]?.values).toEqual({ game_id: "1" });
    expect(uses.at(["data", 0, "publisher"])).toEqual([]);
    expect(
      bodyUses({ data: { id: "ord_1", status: "pending" } }, fillable, "create_order").at(["data"])[0],
    ).toMatchObject({
      label: "Check order status",
      values: { order_id: "ord_1" },
    });
    expect(uses.at(["data"])).toEqual([]);
  });
});

describe("the body reader's offers", () => {
  it("puts the rows' offers beside the table and an object's beside its tree page", () => {
    const read = createBodyReader(
      '{"data":[{"product_id":5,"name":"<img src=x onerror=alert(1)>"}]}',
      source("products"),
    );
    const summary = read({ id: 1, type: "summary" });
    expect(summary).toMatchObject({ json: true, table: { offersUses: true } });
    expect(read({ id: 3, type: "table", query: {}, offset: 0, limit: 10 })).toMatchObject({
      rows: [{ index: 0, uses: [{ label: "Order this package", values: { product_id: "5" } }] }],
    });
    expect(read({ id: 2, type: "children", path: ["data", 0], offset: 0, limit: 10 })).toMatchObject({
      uses: [{ actionId: "create_order", values: { product_id: "5" } }],
    });
  });

  it("leaves the table without offers when no row has any", () => {
    const read = createBodyReader('{"data":[{"a":1}]}', source("statistics"));
    const summary = read({ id: 1, type: "summary" });
    expect(summary).toMatchObject({ table: { columns: ["a"] } });
    expect(summary).not.toHaveProperty("table.offersUses");
    expect(read({ id: 2, type: "table", query: {}, offset: 0, limit: 10 })).toMatchObject({
      rows: [{ index: 0, cells: ["1"] }],
    });
    expect(read({ id: 2, type: "table", query: {}, offset: 0, limit: 10 })).not.toHaveProperty("rows.0.uses");
  });
});

describe("catalogFillableActions", () => {
  it("reads from the catalog which parameters a response can fill, leaving the order reference out", () => {
    expect(Object.fromEntries(fillable.map((target) => [target.actionId, target.params.map((p) => p.name)]))).toEqual({
      products: ["game_id"],
      create_order: ["product_id", "user_id", "zone_id"],
      order_status: ["order_id", "reseller_ref"],
      validate_player: ["game_id", "user_id"],
      statistics: ["game_id"],
    });
  });

  it("names an offer no verb describes by the action and what it carries", () => {
    const lookup = [
      {
        actionId: "lookup",
        label: "Look up a zone",
        params: [{ name: "zone", concept: "zoneId" as const, required: true }],
      },
    ];
    expect(usesOf({ server: "7" }, lookup)).toEqual([
      { actionId: "lookup", offer: "open", label: "Open Look up a zone with zone", values: { zone: "7" } },
    ]);
  });
});
