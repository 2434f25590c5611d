import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { englishInJsx } from "./jsx-text";

const repo = fileURLToPath(new URL("../..", import.meta.url));

function components(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? components(join(dir, entry.name))
      : entry.name.endsWith(".tsx")
        ? [relative(repo, join(repo, dir, entry.name))]
        : [],
  );
}

describe("English left in JSX", () => {
  it("finds text, read attributes and strings written into JSX", () => {
    const found = englishInJsx(join(repo, "test/i18n/fixtures/unconverted.tsx")).map((left) => left.text);
    expect(found).toEqual(["Loading…", "Close the panel", "Sending…", "Yes", "No", "Both"]);
  });

  it("is none in any component: every word shown or spoken comes from a catalog", () => {
    const all = components("src");
    expect(all.length).toBeGreaterThan(70);
    const left = all.flatMap((file) =>
      englishInJsx(join(repo, file)).map(({ line, text }) => `${file}:${line} ${text}`),
    );
    expect(left).toEqual([]);
  });
});
