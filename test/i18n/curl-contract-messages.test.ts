import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { getAction } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";
import { contractCheckMessages } from "../../src/features/contract-check/contract-check-messages";
import { curlImportMessages } from "../../src/features/curl-import/curl-import-messages";
import { snippetMessages } from "../../src/features/request-preview/snippet-messages";
import { zodId } from "../../src/lib/i18n/zod-id";
import { withZodWords } from "../../src/lib/zod-setup";
import { contractFindings, fieldProblem } from "../../src/request/contract-check";
import { contractMessages } from "../../src/request/contract-messages";
import { curlMessages } from "../../src/request/curl-messages";
import { CURL_OPTIONS } from "../../src/request/curl-options";
import { matchRequest } from "../../src/request/match-request";
import { parseCurl } from "../../src/request/parse-curl";
import { wordField, wordFinding } from "../../src/request/word-finding";
import { compareMessages } from "../../src/ui/compare/compare-messages";
import { contractFixMessages } from "../../src/workspace/contract-fix-messages";
import { curlCorpus } from "../request/curl-corpus/corpus";

/** Every path to a message with its kind; a counted phrase's forms and a lookup table count as one message. */
function shape(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === "string" || typeof value === "function") return [`${path}:${typeof value}`];
    if ("other" in (value as object) || key === "problems") return [`${path}:table`];
    return shape(value as object, `${path}.`);
  });
}

const AREAS = {
  contractMessages,
  contractCheckMessages,
  curlMessages,
  curlImportMessages,
  contractFixMessages,
  compareMessages,
  snippetMessages,
};

describe("the cURL import's and the contract check's messages", () => {
  it("have the same keys in English and Indonesian, none empty", () => {
    for (const [name, area] of Object.entries(AREAS)) {
      expect(shape(area.id), name).toEqual(shape(area.en));
      for (const value of Object.values(area.id)) {
        if (typeof value === "string") expect(value.trim(), name).not.toBe("");
      }
    }
  });

  it("word every note and refusal of curl's options by its code, in other words in Indonesian", () => {
    const notes = new Set(CURL_OPTIONS.flatMap(({ treatment }) => (treatment.kind === "note" ? [treatment.note] : [])));
    const refusals = new Set(
      CURL_OPTIONS.flatMap(({ treatment }) => (treatment.kind === "refuse" ? [treatment.reason] : [])),
    );
    // The typecheck holds the codes to the catalog; none is worded that no option uses.
    expect(Object.keys(curlMessages.en.optionNotes).sort()).toEqual([...notes].sort());
    expect(Object.keys(curlMessages.en.optionRefusals).sort()).toEqual([...refusals].sort());
    for (const table of ["optionNotes", "optionRefusals"] as const) {
      for (const [code, english] of Object.entries(curlMessages.en[table])) {
        expect(curlMessages.id[table][code as keyof (typeof curlMessages.en)[typeof table]], code).not.toBe(english);
      }
    }
  });

  it("word the same findings in either language, the API's names as spelled", () => {
    const order = getAction("create_order");
    const findings = contractFindings(order, {
      method: "POST",
      url: "http://api.example.com/v1/orders?debug=1",
      headers: [["Authorization", "Token abc"]],
      body: '{"product_id":0,"user_id":"1","reseller_ref":"r","reseller_ref":"s"}',
    });
    const id = findings.map((finding) => wordFinding(finding, contractMessages.id));
    expect(id).toEqual([
      { kind: "plain-http", where: "Skema URL", expected: "https:// (API hanya menerima HTTPS)", got: "http://" },
      {
        kind: "query-on-post",
        where: "parameter query debug",
        expected: "tidak ada: POST mengirim parameternya di body JSON",
        got: "debug=1",
      },
      {
        kind: "authorization",
        where: "header Authorization",
        expected: "Bearer, satu spasi, lalu kuncinya",
        got: "skema Token",
      },
      { kind: "content-type", where: "header Content-Type", expected: "application/json", got: "tidak ada header" },
      { kind: "repeated-field", where: "reseller_ref", expected: "sekali", got: "2 kali (yang terakhir yang berlaku)" },
      {
        kind: "invalid-value",
        where: "product_id",
        expected: "bilangan bulat (number JSON): Minimal 1",
        got: "number 0",
      },
    ]);
    expect(findings.map((finding) => wordFinding(finding, contractMessages.en).got)).toEqual([
      "http://",
      "debug=1",
      "the scheme Token",
      "no header",
      "2 times (the last one counts)",
      "number 0",
    ]);
  });

  it("reads a command the same in either language, only its words differ", () => {
    const command = `curl -sk -L https://a.test/v1/balance -H 'Host: a.test' -H 'Authorization: Bearer k1'`;
    const en = parseCurl(command);
    const id = parseCurl(command, "id");
    if (!en.ok || !id.ok) throw new Error("not read");
    expect(id.request).toEqual(en.request);
    expect(id.notes).toEqual([
      "Host: browser tidak mengizinkan halaman web mengirim header ini, jadi header ini tidak ikut saat dikirim ulang.",
      "-k: TLS ditangani browser: browser memeriksa sertifikat server dengan caranya sendiri.",
      "-L: browser mengikuti pengalihan (redirect) sendiri.",
    ]);
    expect(en.notes[0]).toBe("Host: a browser does not let a page send this header, so a replay goes without it.");
    const matched = matchRequest({ ...id.request, method: "POST" }, "id", () => "Cek saldo");
    expect(matched).toEqual({
      ok: false,
      message: "POST /v1/balance bukan salah satu aksi konsol ini: Cek saldo memakai GET.",
    });
    expect(parseCurl("   ", "id")).toEqual({
      ok: false,
      message: "Tempel perintah curl terlebih dahulu: kotaknya masih kosong.",
    });
    expect(parseCurl("curl -F a=b https://a.test/v1/balance", "id")).toEqual({
      ok: false,
      message: "-F membuat unggahan multipart/form-data, yang tidak dikirim ulang oleh konsol.",
    });
  });
});

describe("a refused field value in the contract's words", () => {
  const history = getAction("wallet_history");
  const order = getAction("create_order");
  const spec = (action: typeof order, name: string) => {
    const found = fieldSpecs(action.params).find((field) => field.name === name);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };
  const refused: [typeof order, string, unknown, string, string][] = [
    [order, "product_id", 1.5, "Enter a whole number", "Masukkan bilangan bulat"],
    [order, "product_id", 0, "Must be 1 or more", "Minimal 1"],
    [order, "user_id", "12a", "Digits only (0-9), no spaces or signs", "Hanya digit (0-9), tanpa spasi atau tanda"],
    [order, "user_id", 7, "Enter digits", "Masukkan digit"],
    [order, "reseller_ref", "", "Required", "Wajib diisi"],
    [order, "reseller_ref", 7, "Enter text", "Masukkan teks"],
    [history, "limit", 60_000, "At most 50000", "Maksimal 50000"],
    [history, "from", "2026-13-01", "Enter a date as YYYY-MM-DD", "Masukkan tanggal dengan format YYYY-MM-DD"],
  ];

  it("is the rule that refused it, by its key, worded in each language", () => {
    for (const [action, name, value, en, id] of refused) {
      const field = spec(action, name);
      const problem = fieldProblem(action, field, value);
      if (!problem) throw new Error(`${name} ${String(value)} passes`);
      const want = { want: "field", field: { kind: field.kind }, problem } as const;
      const words = (language: "en" | "id") =>
        wordFinding(
          { kind: "invalid-value", where: { at: "field", name }, expected: want, got: { got: "missing" } },
          contractMessages[language],
        ).expected;
      expect(words("en"), name).toBe(`${wordField(contractMessages.en, want.field)}: ${en}`);
      expect(words("id"), name).toBe(`${wordField(contractMessages.id, want.field)}: ${id}`);
    }
  });

  it("does not depend on the words zod speaks: the same rules while the form's parse speaks Indonesian", () => {
    const inEnglish = refused.map(([action, name, value]) => fieldProblem(action, spec(action, name), value));
    const whileIndonesian = withZodWords(zodId, () =>
      refused.map(([action, name, value]) => fieldProblem(action, spec(action, name), value)),
    );
    expect(whileIndonesian).toEqual(inEnglish);
    expect(inEnglish.map((problem) => problem?.rule)).toEqual([
      "wholeNumber",
      "atLeastOne",
      "digitsOnly",
      "digits",
      "required",
      "text",
      "atMost",
      "date",
    ]);
    expect(inEnglish[6]).toEqual({ rule: "atMost", limit: 50_000 });
  });

  it("is not valid, in each language's words, when the schema gives none of the catalog's messages", () => {
    const bare = { ...history, params: z.object({ note: z.string() }) } as unknown as typeof history;
    const problem = fieldProblem(bare, { name: "note", label: "note", kind: "text", required: true }, 5);
    expect(problem).toEqual({ rule: "notValid" });
    const want = { want: "field", field: { kind: "text" }, problem } as const;
    const where = { at: "field", name: "note" } as const;
    const words = (language: "en" | "id") =>
      wordFinding({ kind: "invalid-value", where, expected: want, got: { got: "missing" } }, contractMessages[language])
        .expected;
    expect([words("en"), words("id")]).toEqual(["a string: not valid", "string: tidak valid"]);
  });
});

describe("the cURL corpus read in Indonesian", () => {
  it("gives the same request or refusal as in English, every refusal and note in other words", () => {
    const untranslated: string[] = [];
    for (const entry of curlCorpus("http://127.0.0.1:9", "127.0.0.1:9")) {
      const en = parseCurl(entry.command);
      const id = parseCurl(entry.command, "id");
      expect(id.ok, entry.name).toBe(en.ok);
      if (en.ok && id.ok) {
        expect(id.request, entry.name).toEqual(en.request);
        expect(id.notes.length, entry.name).toBe(en.notes.length);
        en.notes.forEach((note, at) => {
          if (id.notes[at] === note) untranslated.push(`${entry.name}: ${note}`);
        });
      } else if (!en.ok && !id.ok && id.message === en.message) {
        untranslated.push(`${entry.name}: ${en.message}`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});
