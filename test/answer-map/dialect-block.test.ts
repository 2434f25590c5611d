import { describe, expect, it } from "vitest";
import { NO_DIALECT } from "../../src/answer/dialect";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { dialectBlockText, readDialectBlock } from "../../src/config/dialect-block";

describe("Copy as config.json dialect", () => {
  it("writes the block an environment of config.json takes", () => {
    expect(dialectBlockText({ words: { terkirim: "success" }, fields: { orderId: "data.trx_id" } })).toBe(
      [
        "{",
        '  "dialect": {',
        '    "words": {',
        '      "terkirim": "success"',
        "    },",
        '    "fields": {',
        '      "orderId": "data.trx_id"',
        "    }",
        "  }",
        "}",
      ].join("\n"),
    );
  });

  it("leaves out an empty section", () => {
    expect(JSON.parse(dialectBlockText({ words: {}, fields: { price: "data.harga" } }))).toEqual({
      dialect: { fields: { price: "data.harga" } },
    });
  });

  it("gives a block that config.json reads back as the same dialect", () => {
    const dialect = { words: { "sukses sebagian": "partial" as const }, fields: { reference: "ref_id" } };
    const { dialect: block } = JSON.parse(dialectBlockText(dialect)) as { dialect: unknown };
    const state = parseRuntimeConfig(
      { environments: [{ name: "R", baseUrl: "https://api.r.example/v1", live: false, dialect: block }] },
      "https://console.example.com/config.json",
    );
    expect(state.ignored).toBeUndefined();
    expect(state.config.environments[0]?.dialect).toEqual(dialect);
  });
});

describe("Importing a pasted dialect block", () => {
  it("takes the block, the member as copied out of config.json, or the dialect itself", () => {
    const want = { ok: true, dialect: { words: { terkirim: "success" }, fields: {} }, problems: [] };
    expect(readDialectBlock('{"dialect": {"words": {"Terkirim": "success"}}}')).toEqual(want);
    expect(readDialectBlock('  "dialect": {"words": {"Terkirim": "success"}},\n')).toEqual(want);
    expect(readDialectBlock('{"words": {"TERKIRIM": "success"}}')).toEqual(want);
  });

  it("says when there is nothing to read", () => {
    expect(readDialectBlock("  \n")).toEqual({ ok: false, reason: "empty" });
    expect(readDialectBlock("dialect: words: Sukses")).toEqual({ ok: false, reason: "not-json" });
  });

  it("keeps every valid value and names each one set aside", () => {
    const read = readDialectBlock(
      JSON.stringify({
        dialect: {
          words: { Terkirim: "success", Gagal: "gagal", "": "failed" },
          fields: { orderID: "trx_id", price: "data.price", reference: "a b" },
          extra: 1,
        },
      }),
    );
    expect(read).toEqual({
      ok: true,
      dialect: { words: { terkirim: "success" }, fields: { price: "data.price" } },
      problems: [
        { kind: "meaning", word: "Gagal", written: "gagal" },
        { kind: "word", word: "" },
        { kind: "field", role: "reference", written: "a b" },
        { kind: "unknown-field", at: "fields", name: "orderID", meant: "orderId" },
        { kind: "unknown-field", at: "dialect", name: "extra" },
      ],
    });
  });

  it("sets aside a value that is no dialect, or a section that is no object, and keeps the rest", () => {
    expect(readDialectBlock('{"dialect": "Sukses"}')).toEqual({
      ok: true,
      dialect: NO_DIALECT,
      problems: [{ kind: "not-object", at: "dialect", written: "Sukses" }],
    });
    expect(readDialectBlock('{"words": ["Sukses"], "fields": {"status": "data.state"}}')).toEqual({
      ok: true,
      dialect: { words: {}, fields: { status: "data.state" } },
      problems: [{ kind: "not-object", at: "words", written: '["Sukses"]' }],
    });
  });

  it("shows a long value cut, never whole", () => {
    const read = readDialectBlock(JSON.stringify({ words: { Sukses: "x".repeat(500) } }));
    expect(read.ok && read.problems[0]).toEqual({ kind: "meaning", word: "Sukses", written: `${"x".repeat(79)}…` });
  });
});
