import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { orderBody, sandbox } from "./sandbox-kit";

const MONEY_FIELDS = new Set(["price", "amount", "balance", "balance_after", "revenue"]);

/** Every money field anywhere in a body, with where it was found. */
function moneyIn(value: unknown, path = ""): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => moneyIn(item, `${path}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, field]): [string, unknown][] =>
    MONEY_FIELDS.has(key) && typeof field !== "object" ? [[`${path}.${key}`, field]] : moneyIn(field, `${path}.${key}`),
  );
}

describe("money in the sandbox's answers", () => {
  it("is said in dollars with at most two decimals, in every answer of the eight actions", async () => {
    const box = sandbox();
    const answers = [
      await box.get("/v1/balance"),
      await box.get("/v1/games"),
      await box.get("/v1/products"),
      await box.post("/v1/create_order", orderBody()),
      await box.post("/v1/create_order", orderBody({ product_id: 104, reseller_ref: "ref-2" }), DEMO_KEYS.low),
      await box.get("/v1/order_status?reseller_ref=ref-1"),
      await box.post("/v1/validate_player", { game_id: 1, user_id: "123456789", zone_id: "2001" }),
      await box.get("/v1/wallet_history?limit=100"),
      await box.get("/v1/wallet_history?limit=100", DEMO_KEYS.history),
      await box.get("/v1/statistics"),
    ];
    const found = (await Promise.all(answers.map((answer) => answer.json()))).flatMap((body) => moneyIn(body));
    expect(found.length).toBeGreaterThan(100);
    const wrong = found.filter(([, value]) => typeof value !== "number" || Math.round(value * 100) / 100 !== value);
    expect(wrong).toEqual([]);
    // The funded wallet holds 993,261 cents, package 101 costs 149: the API says $9,932.61 and $1.49.
    expect(found).toContainEqual([".data.balance", 9932.61]);
    expect(found).toContainEqual([".data[0].price", 1.49]);
    expect(found).toContainEqual([".error.details.price", 11.99]);
  });
});
