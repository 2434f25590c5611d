import { describe, expect, it } from "vitest";
import { filterHistory, NO_FILTER, statusClassOf } from "../../src/history/history-filter";
import { summarize } from "../../src/history/summarize";
import { balanceEntry } from "./fixtures";

const ok = summarize(balanceEntry("ok", 3));
const notFound = {
  ...summarize(balanceEntry("nf", 2)),
  status: 404,
  actionId: "products",
  searchText: '{"error":"GAME_NOT_FOUND"}',
};
const failed = { ...summarize(balanceEntry("f", 1)), status: null, failure: "timeout" };

describe("history filters", () => {
  it("classes outcomes", () => {
    expect([200, 302, 404, 503, null].map((status) => statusClassOf({ status }))).toEqual([
      "2xx",
      "3xx",
      "4xx",
      "5xx",
      "failure",
    ]);
  });

  it("filter by action, status class and text, keeping the order", () => {
    const all = [ok, notFound, failed];
    expect(filterHistory(all, NO_FILTER).map((s) => s.id)).toEqual(["ok", "nf", "f"]);
    expect(filterHistory(all, { ...NO_FILTER, actionId: "balance" }).map((s) => s.id)).toEqual(["ok", "f"]);
    expect(filterHistory(all, { ...NO_FILTER, status: "4xx" }).map((s) => s.id)).toEqual(["nf"]);
    expect(filterHistory(all, { ...NO_FILTER, status: "failure" }).map((s) => s.id)).toEqual(["f"]);
    expect(filterHistory(all, { ...NO_FILTER, text: "game_not" }).map((s) => s.id)).toEqual(["nf"]);
    expect(filterHistory(all, { ...NO_FILTER, text: "timeout" }).map((s) => s.id)).toEqual(["f"]);
    expect(filterHistory(all, { ...NO_FILTER, text: "wallet balance" }).map((s) => s.id)).toEqual(["ok", "f"]);
    expect(filterHistory(all, { actionId: "balance", status: "2xx", text: "nothing like this" })).toEqual([]);
  });
});
