import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { messageFileProblems, NOT_PLURALS, type SourceFile } from "./message-files";

const repo = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): SourceFile[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative(repo, join(repo, path)), text: readFileSync(join(repo, path), "utf8") }];
  });
}

const catalog = (name: string) =>
  `import { defineMessages } from "../lib/i18n/define-messages";\nexport const ${name} = defineMessages({\n  en: { a: "A" },\n  id: { a: "B" },\n});\n`;

describe("one pattern for words", () => {
  it("finds a catalog outside the pattern and a count that picks its form with === 1 ?", () => {
    expect(
      messageFileProblems([
        { path: "src/ui/fine-messages.ts", text: catalog("fineMessages") },
        { path: "src/request/curl-words.ts", text: catalog("curlWords") },
        { path: "src/ui/bar.tsx", text: `const words = {\n  en: { bar: "Bar" },\n  id: { bar: "Batang" },\n};\n` },
        { path: "src/ui/two-messages.ts", text: catalog("one") + catalog("two") },
        { path: "src/ui/none-messages.ts", text: "export const none = 1;\n" },
        { path: "src/ui/rows.ts", text: 'export const rows = (count: number) => (count === 1\n  ? "row" : "rows");\n' },
        {
          path: "src/ui/use-combo-list.ts",
          text: "const a = step === 1 ? 0 : 1;\nconst b = count === 1 ? 'x' : 'y';\n",
        },
        { path: "src/ui/plain.tsx", text: 'const NAMES = { en: "English", id: "Bahasa Indonesia" };\n' },
      ]),
    ).toEqual([
      "src/request/curl-words.ts: a catalog (defineMessages) outside a *-messages.ts file",
      "src/request/curl-words.ts: a *-words.ts catalog: messages go in a *-messages.ts file",
      "src/ui/bar.tsx: an inline catalog (en and id branches) outside a *-messages.ts file",
      "src/ui/two-messages.ts: a *-messages.ts file exports one catalog built with defineMessages",
      "src/ui/none-messages.ts: a *-messages.ts file exports one catalog built with defineMessages",
      'src/ui/rows.ts: "=== 1 ?" picks a counted phrase\'s form: use plural() (src/lib/i18n/plural.ts)',
      'src/ui/use-combo-list.ts: "=== 1 ?" picks a counted phrase\'s form: use plural() (src/lib/i18n/plural.ts)',
    ]);
  });

  it("finds what in a catalog is not words: a choice by a code, a helper, a computation, a type the code uses, a fragment", () => {
    /** A catalog file with `before` above it and `message` among its English words. */
    const catalogWith = (name: string, before: string, message = 'a: "A",') =>
      [
        'import { defineMessages } from "../lib/i18n/define-messages";',
        before,
        `export const ${name} = defineMessages({`,
        `  en: {\n    ${message}\n  },`,
        '  id: { a: "B" },',
        "});",
        "",
      ].join("\n");
    const tick = "`";
    expect(
      messageFileProblems([
        {
          path: "src/ui/switch-messages.ts",
          text: catalogWith("s", "const word = (kind: string) => {\n  switch (kind) {}\n};"),
        },
        { path: "src/ui/table-messages.ts", text: catalogWith("t", 'const EN_KINDS = { a: "A" };') },
        { path: "src/ui/list-messages.ts", text: catalogWith("l", "", 'a: (names: string[]) => names.join(", "),') },
        {
          path: "src/ui/kind-messages.ts",
          text: catalogWith("k", 'export type Kind = "a" | "b";\nexport type KindMessages = { a: string };'),
        },
        { path: "src/ui/glue-messages.ts", text: catalogWith("g", "", 'notJson: " It is not valid JSON.",') },
        {
          path: "src/ui/glue-fn-messages.ts",
          text: catalogWith("f", "", `of: (time: string) => ${tick}, at $\{time}${tick},`),
        },
        {
          path: "src/ui/whole-messages.ts",
          text: catalogWith("w", "", 'stays: <T>(name: T): Parts<T> => [name, " stays."],'),
        },
      ]),
    ).toEqual([
      "src/ui/switch-messages.ts: a catalog chooses no message by a code (switch): the code that words the data does",
      "src/ui/switch-messages.ts: word beside the catalog: a catalog holds its words and nothing else",
      "src/ui/table-messages.ts: EN_KINDS beside the catalog: a catalog holds its words and nothing else",
      "src/ui/list-messages.ts: a catalog computes nothing: what it words comes in as parameters",
      "src/ui/kind-messages.ts: the type Kind belongs to the module that owns the idea, not to a catalog",
      "src/ui/glue-messages.ts: a message starts with a space or a punctuation mark: glued pieces are one message with parameters",
      "src/ui/glue-fn-messages.ts: a message starts with a space or a punctuation mark: glued pieces are one message with parameters",
    ]);
  });

  it("holds in src: every catalog a *-messages.ts file, every count through plural()", () => {
    const all = sources("src");
    expect(all.filter(({ path }) => path.endsWith("-messages.ts")).length).toBeGreaterThan(25);
    expect(messageFileProblems(all)).toEqual([]);
  });

  it("lists as not plurals only files that still have them", () => {
    const all = new Map(sources("src").map(({ path, text }) => [path, text]));
    for (const [path, { count }] of Object.entries(NOT_PLURALS)) {
      expect(all.get(path)?.match(/[!=]==\s*1\s*\?/g)?.length, path).toBe(count);
    }
  });
});
