import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A load boundary is a part fetched after the first screen: each costs a request, a loading state
// and a failure to handle, so there are few, each a unit a person opens (see docs/architecture.md),
// and one that only a deployment's mistake needs (the wording of config.json's mistakes, which no
// page with a correct file fetches). Each unit has one loader, the one `import()` in src that
// fetches it; a second call site for the same unit goes through that loader, so counting `import()`
// calls counts units.
const MAX_BOUNDARIES = 11;

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** Every `import(…)` call in a source text, by what it imports (a type's `typeof import(…)` is no call). */
function dynamicImports(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(typeof\s+)?\bimport\s*\(\s*(["'`])([^"'`]*)\2/g)) {
    if (!match[1]) found.push(match[3] ?? "");
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function boundaries(): string[] {
  return sourceFiles(join(repo, "src"))
    .flatMap((file) => {
      const name = relative(repo, file).split("\\").join("/");
      return dynamicImports(readFileSync(file, "utf8")).map((target) => `${name} ${target}`);
    })
    .sort();
}

describe("load boundaries", () => {
  it("finds a dynamic import however it is written, and not a type's", () => {
    const text = [
      'const a = () => import("./a");',
      "const b = lazy(() =>\n  import(\n    './b'\n  ));",
      'let c: typeof import("./c") | undefined;',
      'void Promise.all([import("./d"), import("./e")]);',
    ].join("\n");
    expect(dynamicImports(text)).toEqual(["./a", "./b", "./d", "./e"]);
  });

  it(`keeps the lazily loaded units of src to ${MAX_BOUNDARIES} at most, each with one loader`, () => {
    const found = boundaries();
    expect(found.length, `the load boundaries in src:\n${found.join("\n")}`).toBeLessThanOrEqual(MAX_BOUNDARIES);
  });
});
