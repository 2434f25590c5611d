import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative } from "node:path";
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

/** A source tree as text by path from the repository's root ("src/app/app.tsx"). */
type Tree = Record<string, string>;

/** Every `import(…)` call in a source text, by what it imports (a type's `typeof import(…)` is no call). */
function dynamicImports(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(typeof\s+)?\bimport\s*\(\s*(["'`])([^"'`]*)\2/g)) {
    if (!match[1]) found.push(match[3] ?? "");
  }
  return found;
}

function sourceTree(dir: string, tree: Tree = {}): Tree {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceTree(path, tree);
    else if (/\.(ts|tsx)$/.test(entry.name))
      tree[relative(repo, path).split("\\").join("/")] = readFileSync(path, "utf8");
  }
  return tree;
}

/** The module an import in `file` names: relative specifiers from the file's folder, without an extension. */
const moduleOf = (file: string, specifier: string) =>
  specifier.startsWith(".") ? posix.join(posix.dirname(file), specifier).replace(/\.(ts|tsx|js)$/, "") : specifier;

/** The tree's load boundaries ("file target", sorted), and what breaks the rules, each naming its culprits. */
function checkBoundaries(tree: Tree, max = MAX_BOUNDARIES) {
  const found: string[] = [];
  const loaders = new Map<string, string[]>();
  for (const [file, text] of Object.entries(tree)) {
    for (const target of dynamicImports(text)) {
      found.push(`${file} ${target}`);
      const module = moduleOf(file, target);
      loaders.set(module, [...(loaders.get(module) ?? []), file]);
    }
  }
  found.sort();
  const problems: string[] = [];
  if (found.length > max) problems.push(`${found.length} load boundaries, more than ${max}:\n${found.join("\n")}`);
  for (const [module, files] of loaders) {
    if (files.length > 1) problems.push(`${module} has ${files.length} loaders: ${files.sort().join(", ")}`);
  }
  return { found, problems };
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
    const { found, problems } = checkBoundaries(sourceTree(join(repo, "src")));
    expect(found.length, `the load boundaries in src:\n${found.join("\n")}`).toBeLessThanOrEqual(MAX_BOUNDARIES);
    expect(problems).toEqual([]);
  });

  it("fails a tree with one unit more than allowed, listing every boundary", () => {
    const tree: Tree = {};
    for (let n = 1; n <= MAX_BOUNDARIES + 1; n++)
      tree[`src/part-${n}/load.ts`] = `export const load = () => import("./unit");\n`;
    const { problems } = checkBoundaries(tree);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${MAX_BOUNDARIES + 1} load boundaries, more than ${MAX_BOUNDARIES}:`));
    expect(problems[0]).toContain(`src/part-${MAX_BOUNDARIES + 1}/load.ts ./unit`);
    // One fewer is within the limit.
    delete tree[`src/part-${MAX_BOUNDARIES + 1}/load.ts`];
    expect(checkBoundaries(tree).problems).toEqual([]);
  });

  it("fails a tree where one unit has two loaders, naming the unit and both call sites", () => {
    const tree: Tree = {
      "src/app/app.tsx": 'const Settings = lazy(() => import("./settings-dialog"));\n',
      "src/features/history/open.ts": 'export const open = () => import("../../app/settings-dialog.tsx");\n',
      "src/features/history/load-history.ts": 'export const unit = () => import("./history-unit");\n',
    };
    expect(checkBoundaries(tree).problems).toEqual([
      "src/app/settings-dialog has 2 loaders: src/app/app.tsx, src/features/history/open.ts",
    ]);
    // Two calls in one file are two loaders too.
    tree["src/app/app.tsx"] += 'const again = () => import("./settings-dialog");\n';
    expect(checkBoundaries(tree).problems).toEqual([
      "src/app/settings-dialog has 3 loaders: src/app/app.tsx, src/app/app.tsx, src/features/history/open.ts",
    ]);
  });
});
