import { describe, expect, it } from "vitest";
import { STATUS_WORDS } from "../../src/answer/status-words";
import { wordsByKind } from "../../src/answer/words-by-kind";

describe("the status words of each kind for a target", () => {
  it("are the console's list when nothing is corrected", () => {
    expect(wordsByKind()).toEqual(STATUS_WORDS);
  });

  it("move a corrected word to the kind the correction gives it, and add words the list lacks", () => {
    const words = wordsByKind({ "validasi provider": "failed", tuntas: "success" });
    expect(words.pending).not.toContain("validasi provider");
    expect(words.failed).toContain("validasi provider");
    expect(words.success).toContain("tuntas");
    expect(words.success).toContain("sukses");
    // Each word is listed once, under one kind.
    const all = Object.values(words).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps a word corrected to the kind it already had in its place", () => {
    expect(wordsByKind({ sukses: "success" }).success.filter((word) => word === "sukses")).toHaveLength(1);
  });
});
