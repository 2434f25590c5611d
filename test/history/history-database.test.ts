import { describe, expect, it } from "vitest";
import { HISTORY_DATABASE, historyDatabaseMayExist } from "../../src/history/history-database";

const listing = (databases: () => Promise<IDBDatabaseInfo[]>) => ({ databases }) as unknown as IDBFactory;

describe("whether a stored history may need checking at start", () => {
  it("not when the browser lists its databases and the history's is not among them", async () => {
    expect(await historyDatabaseMayExist(listing(async () => []))).toBe(false);
    expect(await historyDatabaseMayExist(listing(async () => [{ name: "other", version: 1 }]))).toBe(false);
  });

  it("yes when it is listed, or when the browser cannot say", async () => {
    expect(await historyDatabaseMayExist(listing(async () => [{ name: HISTORY_DATABASE, version: 1 }]))).toBe(true);
    expect(
      await historyDatabaseMayExist(
        listing(async () => {
          throw new DOMException("blocked", "SecurityError");
        }),
      ),
    ).toBe(true);
    expect(await historyDatabaseMayExist({} as IDBFactory)).toBe(true);
    expect(await historyDatabaseMayExist(undefined)).toBe(true);
  });
});
