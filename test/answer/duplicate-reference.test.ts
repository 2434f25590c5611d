import { describe, expect, it } from "vitest";
import { saysDuplicateReference } from "../../src/answer/duplicate-reference";
import { readAnswer } from "../../src/answer/read-answer";
import { duplicateAnswers, otherRefusals } from "./duplicate-answers";

const says = (record: (typeof duplicateAnswers)[number]["record"]) =>
  saysDuplicateReference(record.status, readAnswer(record));

describe("saysDuplicateReference", () => {
  it.each(duplicateAnswers.map((each) => [`${each.api}: ${each.name}`, each.record] as const))(
    "reads %s as a reference used before",
    (_, record) => {
      // Every one of them is a refusal to the one reader: the rule only tells which refusals may have placed.
      expect(readAnswer(record).order).toBe("refused");
      expect(says(record)).toBe(true);
    },
  );

  it.each(otherRefusals.map((each) => [`${each.api}: ${each.name}`, each.record] as const))(
    "does not read %s as a reference used before",
    (_, record) => {
      expect(readAnswer(record).order).toBe("refused");
      expect(says(record)).toBe(false);
    },
  );

  it.each([
    ["English", { message: "Order with this reference already exists" }],
    ["a code", { code: "DUPLICATE_REF_ID" }],
    ["not unique", { code: "REF_ID_NOT_UNIQUE" }],
    ["Indonesian", { message: "Referensi sudah ada" }],
    ["Indonesian, duplikat", { message: "Transaksi duplikat" }],
    ["a framework's uniqueness message", { message: "The reseller ref has already been taken." }],
    ["in use", { message: "Reference already in use" }],
    ["has been used", { message: "This reference has been used" }],
    ["Indonesian, used before", { message: "Ref ID sudah pernah digunakan" }],
    ["Indonesian, telah", { message: "Ref ID telah digunakan" }],
  ])("reads the words in %s", (_, words) => {
    expect(saysDuplicateReference(400, { words })).toBe(true);
  });
});
