import { type $ZodRawIssue, util } from "zod/v4/core";
import type { ZodWords } from "../zod-setup";

const TYPES: Record<string, string> = {
  string: "teks",
  number: "angka",
  int: "bilangan bulat",
  boolean: "boolean",
  array: "daftar",
  object: "objek",
  undefined: "kosong",
  null: "null",
  nan: "NaN",
};
const typeName = (type: string) => TYPES[type] ?? type;
const UNITS: Record<string, string> = { string: "karakter", array: "item", set: "item", map: "entri" };

function bound(origin: string, relation: string, limit: number | bigint): string {
  const unit = UNITS[origin];
  return unit ? `${relation} ${limit} ${unit}` : `${relation} ${limit}`;
}

/** zod's issues in Indonesian, for the form's checks; the catalog's own messages are in `field`. */
export const zodId: ZodWords = {
  field: {
    required: "Wajib diisi",
    wholeNumber: "Isi dengan bilangan bulat",
    atLeastOne: "Minimal 1",
    digits: "Isi dengan angka",
    digitsOnly: "Hanya angka (0-9), tanpa spasi atau tanda",
    text: "Isi dengan teks",
    date: "Isi tanggal dengan format YYYY-MM-DD",
    atMost: "Maksimal #",
  },
  issue: (issue: $ZodRawIssue) => {
    switch (issue.code) {
      case "invalid_type":
        return `Isian tidak valid: seharusnya ${typeName(issue.expected)}, bukan ${typeName(util.parsedType(issue.input))}`;
      case "invalid_value":
        return issue.values.length === 1
          ? `Isian tidak valid: seharusnya ${util.stringifyPrimitive(issue.values[0])}`
          : `Pilihan tidak valid: seharusnya salah satu dari ${util.joinValues(issue.values, "|")}`;
      case "too_big":
        return `Terlalu besar: ${bound(issue.origin ?? "value", issue.exact ? "harus tepat" : issue.inclusive ? "maksimal" : "harus kurang dari", issue.maximum)}`;
      case "too_small":
        return `Terlalu kecil: ${bound(issue.origin ?? "value", issue.exact ? "harus tepat" : issue.inclusive ? "minimal" : "harus lebih dari", issue.minimum)}`;
      case "invalid_format":
        return issue.format === "regex" && issue.pattern
          ? `Teks tidak valid: harus sesuai pola ${issue.pattern}`
          : `Format ${issue.format} tidak valid`;
      case "unrecognized_keys":
        return `Kunci tidak dikenal: ${util.joinValues(issue.keys, ", ")}`;
      default:
        return "Isian tidak valid";
    }
  },
};
