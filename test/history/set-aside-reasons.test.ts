import { describe, expect, it } from "vitest";
import { historyMessages } from "../../src/features/history/history-messages";
import { reasonText } from "../../src/features/history/reason-text";
import { HistoryEntry } from "../../src/history/history-entry";
import { createHistoryStore } from "../../src/history/history-store";
import { createMemoryTables } from "../../src/history/memory-tables";
import { issueReason, type SetAsideReason, storedReason } from "../../src/history/set-aside-reason";

const id = (reason: SetAsideReason) => reasonText(historyMessages.id, reason);
const en = (reason: SetAsideReason) => reasonText(historyMessages.en, reason);

describe("why a record was set aside, in the panel's language", () => {
  it("words the console's own codes, with the field they are about, and leaves the schema's words", () => {
    expect(id({ code: "not-http", params: { path: "request.url" } })).toBe(
      "request.url: Bukan URL http atau https yang lengkap",
    );
    expect(id({ code: "unknown-action", params: { path: "actionId" } })).toBe(
      "actionId: Bukan salah satu aksi konsol ini",
    );
    expect(id({ code: "other-id", params: {} })).toBe("Tersimpan dengan id lain");
    expect(id({ code: "entry-missing", params: {} })).toBe("Entrinya tidak ada");
    expect(en({ code: "not-http", params: { path: "url" } })).toBe("url: Not an absolute http or https URL");
    const parsed = HistoryEntry.safeParse({});
    if (parsed.success) throw new Error("an empty object is not an entry");
    const schema = issueReason(parsed.error);
    expect(schema.code).toBe("schema");
    expect(id(schema)).toBe(en(schema));
    expect(en(schema)).toMatch(/^[a-zA-Z.]+: Invalid input/);
  });

  it("reads the English reasons stored before they were codes into the same codes", () => {
    expect(storedReason("request.url: Not an absolute http or https URL")).toEqual({
      code: "not-http",
      params: { path: "request.url" },
    });
    expect(storedReason("actionId: Not one of the console's actions")).toEqual({
      code: "unknown-action",
      params: { path: "actionId" },
    });
    expect(storedReason("Stored under another id")).toEqual({ code: "other-id", params: {} });
    expect(storedReason("Its entry is missing")).toEqual({ code: "entry-missing", params: {} });
    expect(storedReason("Not a history record")).toEqual({ code: "not-record", params: {} });
    // The schema's words, with or without a field, are shown as they were stored.
    for (const text of [
      "sentAt: Invalid input: expected number, received undefined",
      "Invalid input: expected object",
    ]) {
      expect(id(storedReason(text))).toBe(text);
    }
    expect(storedReason({ code: "not-http", params: { path: "url" } })).toEqual({
      code: "not-http",
      params: { path: "url" },
    });
    expect(id(storedReason(42))).toBe("42");
  });

  it("the store hands old records back with their reasons as codes", async () => {
    const tables = createMemoryTables();
    const old = {
      from: "entries",
      key: "a",
      value: null,
      at: 0,
      reason: "request.url: Not an absolute http or https URL",
    };
    await tables.apply({ setAside: [old as never] });
    const [record] = await createHistoryStore(tables).setAside();
    expect(record?.reason).toEqual({ code: "not-http", params: { path: "request.url" } });
    expect(id(record?.reason ?? { code: "not-record", params: {} })).toBe(
      "request.url: Bukan URL http atau https yang lengkap",
    );
  });
});
