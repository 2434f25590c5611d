import { describe, expect, it, vi } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { newDraft, renewFresh } from "../../src/workspace/form-draft";
import { createWorkspaceStore } from "../../src/workspace/workspace-store";

const REF = /^ref-\d{8}-[0-9a-f]{8}$/;
const order = getAction("create_order");

describe("renewFresh: the one place an order reference is renewed", () => {
  it("gives the fresh field a new value in the fields and in a raw body, and leaves the rest", () => {
    const draft = {
      values: { product_id: "201", user_id: "42", zone_id: "", reseller_ref: "ref-old" },
      extraQuery: [{ name: "x", value: "1" }],
      rawBody: '{"product_id":201,"reseller_ref":"ref-old"}',
    };
    const renewed = renewFresh(order, draft);
    expect(renewed.values.reseller_ref).toMatch(REF);
    expect({ ...renewed.values, reseller_ref: "ref-old" }).toEqual(draft.values);
    expect(renewed.extraQuery).toEqual(draft.extraQuery);
    expect(JSON.parse(renewed.rawBody ?? "")).toEqual({ product_id: 201, reseller_ref: renewed.values.reseller_ref });
    expect(draft.values.reseller_ref).toBe("ref-old");
  });

  it("leaves a draft of an action without fresh fields as it is", () => {
    const draft = newDraft(getAction("balance"));
    expect(renewFresh(getAction("balance"), draft)).toBe(draft);
  });

  it("fills a new order form with a reference", () => {
    expect(newDraft(order).values.reseller_ref).toMatch(REF);
  });
});

describe("the workspace store", () => {
  it("gives each action one draft, made once, until it changes", () => {
    const store = createWorkspaceStore({ actionId: "balance" });
    const first = store.draftOf("create_order");
    expect(store.draftOf("create_order")).toBe(first);
    const typed = { ...first, values: { ...first.values, user_id: "42" } };
    store.saveDraft("create_order", typed);
    expect(store.draftOf("create_order")).toBe(typed);
  });

  it("opens an action with a draft and a note in one change, and counts the opening for that action's form", () => {
    const store = createWorkspaceStore({ actionId: "balance" });
    const changes = vi.fn();
    store.subscribe(changes);
    const draft = { values: { game_id: "7" }, extraQuery: [], rawBody: null };
    const note = { actionId: "products", from: { kind: "curl" as const } };
    store.open("products", draft, note);
    expect(store.getState()).toMatchObject({ actionId: "products", note });
    expect(store.draftOf("products")).toBe(draft);
    expect(store.getState().opened.get("products")).toEqual({ revision: 1, opens: 1 });
    expect(store.getState().opened.get("games")).toBeUndefined();
    expect(changes).toHaveBeenCalledTimes(1);
    store.open("products", newDraft(getAction("products")));
    expect(store.getState().opened.get("products")).toEqual({ revision: 2, opens: 2 });
  });

  it("opens a raw body with its switched-off fields saying what it says", () => {
    const store = createWorkspaceStore({ actionId: "balance" });
    const draft = { ...newDraft(order), rawBody: '{"product_id": 7, "user_id": "42"}' };
    store.open("create_order", draft);
    expect(store.draftOf("create_order").values).toEqual({
      product_id: "7",
      user_id: "42",
      zone_id: "",
      reseller_ref: "",
    });
    expect(store.draftOf("create_order").rawBody).toBe(draft.rawBody);
  });

  it("keeps a reference for a retry until it is renewed; renewing remakes the form but opens no other draft", () => {
    const store = createWorkspaceStore({ actionId: "create_order" });
    const sent = store.draftOf("create_order").values.reseller_ref;
    store.keepForRetry({ actionId: "create_order", values: { reseller_ref: sent ?? "" }, reason: { kind: "timeout" } });
    expect(store.getState().kept?.reason).toEqual({ kind: "timeout" });
    store.renewFresh("create_order");
    const renewed = store.draftOf("create_order").values.reseller_ref;
    expect(renewed).toMatch(REF);
    expect(renewed).not.toBe(sent);
    expect(store.getState().kept).toBeUndefined();
    expect(store.getState().opened.get("create_order")).toEqual({ revision: 1, opens: 0 });
  });

  it("typing remakes nothing: a saved draft is not an opening", () => {
    const store = createWorkspaceStore({ actionId: "games" });
    store.saveDraft("games", { ...store.draftOf("games"), extraQuery: [{ name: "x", value: "1" }] });
    expect(store.getState().opened.size).toBe(0);
  });

  it("selecting the open action again changes nothing", () => {
    const store = createWorkspaceStore({ actionId: "balance" });
    const changes = vi.fn();
    store.subscribe(changes);
    store.select("balance");
    expect(changes).not.toHaveBeenCalled();
    store.select("games");
    expect(store.getState().actionId).toBe("games");
    expect(changes).toHaveBeenCalledTimes(1);
  });
});

describe("the latest game", () => {
  it("is the game most recently chosen or typed in any form, kept when a field is emptied", () => {
    const store = createWorkspaceStore({ actionId: "products" });
    expect(store.getState().game).toBeUndefined();
    const withGame = (actionId: string, game_id: string) => {
      const draft = store.draftOf(actionId);
      return { ...draft, values: { ...draft.values, game_id } };
    };
    store.saveDraft("products", withGame("products", "2"));
    expect(store.getState().game).toBe("2");
    store.open("validate_player", withGame("validate_player", "4"));
    expect(store.getState().game).toBe("4");
    // Typing elsewhere, with the products form still saying 2, does not bring 2 back.
    store.saveDraft("products", { ...withGame("products", "2"), extraQuery: [{ name: "x", value: "1" }] });
    expect(store.getState().game).toBe("4");
    store.saveDraft("validate_player", withGame("validate_player", ""));
    expect(store.getState().game).toBe("4");
    store.saveDraft("products", withGame("products", " 3 "));
    expect(store.getState().game).toBe("3");
  });
});

describe("pick: the field whose list is open", () => {
  it("is set while a list is open, cleared when it closes or the action changes", () => {
    const store = createWorkspaceStore({ actionId: "create_order" });
    store.pick("product_id", true);
    expect(store.getState().picking).toBe("product_id");
    // Another field's list closing late does not clear it.
    store.pick("game_id", false);
    expect(store.getState().picking).toBe("product_id");
    store.pick("product_id", false);
    expect(store.getState().picking).toBeUndefined();
    store.pick("product_id", true);
    store.select("products");
    expect(store.getState().picking).toBeUndefined();
  });

  it("is cleared by opening a draft, so the closing list of the form it replaces changes nothing", () => {
    const store = createWorkspaceStore({ actionId: "products" });
    store.pick("game_id", true);
    store.open("products", store.draftOf("products"));
    expect(store.getState().picking).toBeUndefined();
    const changes = vi.fn();
    store.subscribe(changes);
    store.pick("game_id", false);
    expect(changes).not.toHaveBeenCalled();
  });
});
