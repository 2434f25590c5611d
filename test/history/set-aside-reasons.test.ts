import { describe, expect, it } from "vitest";
import { historyMessages, reasonText } from "../../src/features/history/history-messages";
import { firstIssue, HistoryEntry, SET_ASIDE_REASONS } from "../../src/history/history-entry";

describe("why a record was set aside, in the panel's language", () => {
  it("translates the console's own reasons, also after the field path, and leaves the schema's words", () => {
    const parsed = HistoryEntry.safeParse({});
    const schemaWords = parsed.success ? "" : firstIssue(parsed.error);
    expect(reasonText(historyMessages.id, `request.url: ${SET_ASIDE_REASONS.notHttp}`)).toBe(
      "request.url: Bukan URL http atau https yang lengkap",
    );
    expect(reasonText(historyMessages.id, `actionId: ${SET_ASIDE_REASONS.unknownAction}`)).toBe(
      "actionId: Bukan salah satu aksi konsol ini",
    );
    expect(reasonText(historyMessages.id, SET_ASIDE_REASONS.otherId)).toBe("Tersimpan dengan id lain");
    expect(reasonText(historyMessages.en, `url: ${SET_ASIDE_REASONS.notHttp}`)).toBe(
      "url: Not an absolute http or https URL",
    );
    expect(schemaWords).not.toBe("");
    expect(reasonText(historyMessages.id, schemaWords)).toBe(schemaWords);
  });
});
