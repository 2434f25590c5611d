import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readAnswerBody } from "../../src/answer/read-answer";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { ignoredDialectValues } from "../../src/config/dialect-problems";
import { loadRuntimeConfig } from "../../src/config/runtime-config-load";

const CONFIG_URL = "https://console.example.com/config.json";

const env = (fields: Record<string, unknown>) => ({
  name: "Reseller",
  baseUrl: "https://api.reseller.example/v1",
  live: false,
  ...fields,
});

describe("dialect in config.json", () => {
  it("reads an environment's dialect, words compared folded, and leaves the others without one", () => {
    const state = parseRuntimeConfig(
      {
        environments: [
          env({ dialect: { words: { "Sukses Sebagian": "partial" }, fields: { orderId: "data.trx_id" } } }),
          env({ name: "Other" }),
        ],
      },
      CONFIG_URL,
    );
    expect(state.problem).toBeUndefined();
    expect(state.ignored).toBeUndefined();
    expect(state.config.environments.map((one) => one.dialect)).toEqual([
      { words: { "sukses sebagian": "partial" }, fields: { orderId: "data.trx_id" } },
      undefined,
    ]);
  });

  it("sets aside each wrong value with a clear line and keeps every other correction and the rest of the file", () => {
    const state = parseRuntimeConfig(
      {
        environments: [
          env({
            dialect: {
              words: { Sukses: "success", Gagal: "gagal" },
              fields: { orderID: "trx_id", reference: "data.ref_id", price: "harga total" },
              feilds: {},
              feeWords: ["Biaya Layanan"],
            },
          }),
        ],
        defaultEnvironment: "Reseller",
      },
      CONFIG_URL,
    );
    expect(state.problem).toBeUndefined();
    expect(state.config.defaultEnvironment).toBe("Reseller");
    expect(state.config.environments[0]?.dialect).toEqual({
      words: { sukses: "success" },
      fields: { reference: "data.ref_id" },
      feeWords: ["Biaya Layanan"],
    });
    expect(state.ignored?.map(({ detail }) => detail)).toEqual([
      "environments[0].dialect.words.Gagal: Expected one of pending, success, partial, failed, refunded",
      'environments[0].dialect.fields.price: Expected a field name such as "trx_id", or a path such as "data.trx_id"',
      'environments[0].dialect.fields.orderID: Unknown field (did you mean "orderId"?): expected one of orderId, reference, status, price, currency',
      'environments[0].dialect.feilds: Unknown field (did you mean "fields"?): expected one of words, fields, feeWords',
    ]);
    expect(ignoredDialectValues(state, "Reseller")).toEqual([
      { kind: "meaning", word: "Gagal", written: "gagal" },
      { kind: "field", role: "price", written: "harga total" },
      { kind: "unknown-field", at: "fields", name: "orderID", meant: "orderId" },
      { kind: "unknown-field", at: "dialect", name: "feilds", meant: "fields" },
    ]);
    expect(ignoredDialectValues(state, "Embedded sandbox")).toEqual([]);
  });

  it("sets aside a dialect that is not an object, and an empty word, naming each", () => {
    const state = parseRuntimeConfig(
      {
        environments: [
          env({ dialect: "Sukses" }),
          env({ name: "Second", dialect: { words: { "": "failed", Terkirim: "success" } } }),
        ],
      },
      CONFIG_URL,
    );
    expect(state.problem).toBeUndefined();
    expect(state.config.environments.map((one) => one.dialect)).toEqual([
      undefined,
      { words: { terkirim: "success" }, fields: {} },
    ]);
    expect(state.ignored?.map(({ detail }) => detail)).toEqual([
      "environments[0].dialect: Invalid input: expected object, received string",
      'environments[1].dialect.words.: Key "": A status word cannot be empty',
    ]);
    expect(ignoredDialectValues(state, "Reseller")).toEqual([{ kind: "not-object", at: "dialect", written: "Sukses" }]);
    expect(ignoredDialectValues(state, "Second")).toEqual([{ kind: "word", word: "" }]);
  });

  it("lists a wrong dialect value with the other mistakes when the file cannot be used anyway", () => {
    const state = parseRuntimeConfig(
      { environments: [env({ live: "no", dialect: { words: { Gagal: "gagal" } } })] },
      CONFIG_URL,
    );
    expect(state.config.environments).toEqual([]);
    expect(state.problem?.details).toEqual([
      "environments[0].live: Invalid input: expected boolean, received string",
      "environments[0].dialect.words.Gagal: Expected one of pending, success, partial, failed, refunded",
    ]);
  });

  it("is read the same way when the page loads config.json", async () => {
    const body = JSON.stringify({ environments: [env({ dialect: { words: { Gagal: 0, Terkirim: "success" } } })] });
    const state = await loadRuntimeConfig({
      configUrl: CONFIG_URL,
      fetchImpl: async () => new Response(body, { headers: { "content-type": "application/json" } }),
    });
    expect(state.problem).toBeUndefined();
    expect(state.config.environments[0]?.dialect?.words).toEqual({ terkirim: "success" });
    expect(ignoredDialectValues(state, "Reseller")).toEqual([{ kind: "meaning", word: "Gagal", written: "0" }]);
  });
});

describe("the dialect block docs/deployment.md shows", () => {
  const guide = readFileSync("docs/deployment.md", "utf8");
  // Its blocks sit in a list item, indented by two spaces.
  const blocks = [...guide.matchAll(/^ {2}```(json)?\n([\s\S]*?)^ {2}```$/gm)].map((match) =>
    (match[2] ?? "").replace(/^ {2}/gm, ""),
  );
  const example = blocks.find((block) => block.includes('"dialect"')) ?? "";

  it("is read without a mistake, and reads an answer as it says", () => {
    const state = parseRuntimeConfig(JSON.parse(example), CONFIG_URL);
    expect(state.problem).toBeUndefined();
    expect(state.ignored).toBeUndefined();
    const dialect = state.config.environments[0]?.dialect;
    const answer = {
      status: 1,
      data: { order_id: "P-1", trx_id: "T-1", ref_id: "R-1", status: "Menunggu Konfirmasi" },
    };
    const reading = readAnswerBody(answer, { ...(dialect && { dialect }) });
    expect(reading.orderId).toEqual({ value: "T-1", field: "data.trx_id", corrected: true });
    expect(reading.status?.value).toEqual({
      word: "Menunggu Konfirmasi",
      kind: "pending",
      final: false,
      by: "correction",
    });
    // Without it, the provider's order_id is taken, and the word is not known.
    expect(readAnswerBody(answer).orderId?.field).toBe("data.order_id");
    expect(readAnswerBody(answer).status?.value.kind).toBeUndefined();
  });

  it("quotes the mistakes as the console writes them", () => {
    const state = parseRuntimeConfig(
      { environments: [env({ dialect: { words: { Gagal: "gagal" }, fields: { orderID: "trx_id" } } })] },
      CONFIG_URL,
    );
    const quoted = blocks.find((block) => block.includes("environments[0].dialect")) ?? "";
    expect(quoted.trim().split("\n")).toEqual(state.ignored?.map(({ detail }) => detail));
  });
});
