import { describe, expect, it } from "vitest";
import { actions, findAction, getAction } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";

describe("catalog", () => {
  it("lists the eight console actions with their exact labels, in the spec's order", () => {
    expect(actions.map((action) => [action.id, action.label, action.method, action.path.console])).toEqual([
      ["balance", "Check wallet balance", "GET", "/balance"],
      ["games", "List games", "GET", "/games"],
      ["products", "List packages", "GET", "/products"],
      ["create_order", "Place top-up order", "POST", "/create_order"],
      ["order_status", "Check order status", "GET", "/order_status"],
      ["validate_player", "Validate player ID", "POST", "/validate_player"],
      ["wallet_history", "Wallet transactions log", "GET", "/wallet_history"],
      ["statistics", "Sales stats", "GET", "/statistics"],
    ]);
  });

  it("differs between path sets only for ordering and player validation", () => {
    const differing = actions.filter((action) => action.path.console !== action.path.rest);
    expect(differing.map((action) => [action.path.console, action.path.rest])).toEqual([
      ["/create_order", "/orders"],
      ["/validate_player", "/players/validate"],
    ]);
  });

  it("sends GET parameters in the query and POST parameters as a JSON body", () => {
    for (const action of actions) {
      expect(action.paramsIn).toBe(action.method === "GET" ? "query" : "body");
    }
  });

  it("marks only Place top-up order as spending money", () => {
    expect(actions.filter((action) => action.spendsMoney).map((action) => action.id)).toEqual(["create_order"]);
  });

  it("marks the actions whose parameters the spec does not publish", () => {
    expect(actions.filter((action) => !action.contractPublished).map((action) => action.id)).toEqual([
      "order_status",
      "wallet_history",
      "statistics",
    ]);
  });

  it("has an example that its own schema accepts, for every action", () => {
    for (const action of actions) expect(action.params.safeParse(action.example).success).toBe(true);
  });

  it("gives every parameter a title and a description", () => {
    for (const action of actions) {
      for (const spec of fieldSpecs(action.params)) {
        expect(spec.label, `${action.id}.${spec.name}`).not.toBe(spec.name);
        expect(spec.description, `${action.id}.${spec.name}`).toBeTruthy();
      }
    }
  });

  it("finds actions by id", () => {
    expect(getAction("statistics").label).toBe("Sales stats");
    expect(findAction("nope")).toBeUndefined();
    expect(() => getAction("nope")).toThrow('Unknown action "nope"');
  });

  it("gives Place top-up order a fresh reference for every attempt", () => {
    const fresh = getAction("create_order").fresh?.reseller_ref;
    expect(fresh).toBeTypeOf("function");
    const first = fresh?.();
    expect(first).toMatch(/^ref-\d{8}-[0-9a-f]{8}$/);
    expect(fresh?.()).not.toBe(first);
  });
});
