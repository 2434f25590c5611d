import { describe, expect, it } from "vitest";
import { errorOf, sandbox } from "./sandbox-kit";

describe("query strings", () => {
  const cases: [string, Record<string, string[]>][] = [
    ["/v1/products?game_id=abc", { game_id: ["Enter a whole number"] }],
    ["/v1/products?game_id=1.5", { game_id: ["Enter a whole number"] }],
    ["/v1/products?game_id=-1", { game_id: ["Must be 1 or more"] }],
    ["/v1/statistics?from=2026-13-01", { from: ["Enter a date as YYYY-MM-DD"] }],
    [
      "/v1/statistics?to=yesterday&game_id=x",
      { to: ["Enter a date as YYYY-MM-DD"], game_id: ["Enter a whole number"] },
    ],
    ["/v1/wallet_history?limit=50001", { limit: ["At most 50000"] }],
    ["/v1/wallet_history?page=0", { page: ["Must be 1 or more"] }],
  ];
  for (const [path, fields] of cases) {
    it(`${path} -> 422 with the catalog's messages`, async () => {
      const response = await sandbox().get(path);
      expect(response.status).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.fields).toEqual(fields);
    });
  }

  it("treats an empty value as left out and ignores unknown parameters", async () => {
    const response = await sandbox().get("/v1/products?game_id=&color=blue");
    expect(response.status).toBe(200);
  });

  it("refuses a date range that ends before it starts", async () => {
    for (const path of [
      "/v1/statistics?from=2026-11-02&to=2026-11-01",
      "/v1/wallet_history?from=2026-11-02&to=2026-11-01",
    ]) {
      const response = await sandbox().get(path);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).fields).toEqual({ to: ["Must be on or after from (2026-11-02)"] });
    }
  });
});
