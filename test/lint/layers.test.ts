import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The layer rules live in biome.json: this lints small trees with that very configuration, so a
// rule that stops catching what it is for fails here.
const repo = fileURLToPath(new URL("../..", import.meta.url));
const biome = join(repo, "node_modules", ".bin", "biome");
const config = JSON.parse(readFileSync(join(repo, "biome.json"), "utf8")) as Record<string, unknown>;
const made: string[] = [];

function lint(files: Record<string, string>): { failed: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), "layers-"));
  made.push(dir);
  const { $schema: _, ...rest } = config;
  writeFileSync(join(dir, "biome.json"), JSON.stringify({ ...rest, vcs: { enabled: false }, files: {} }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(biome, ["lint", "--max-diagnostics=200", "."], { cwd: dir, encoding: "utf8", timeout: 20_000 });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const exported = "export const value = 1;\n";

/** A file that imports `name` from `from` and exports it again as `as`. */
const importing = (from: string, name = "b", as = "a") =>
  `import { ${name} } from "${from}";\nexport const ${as} = ${name};\n`;

describe("the layers npm run lint enforces", () => {
  it("lets each layer import what it may", () => {
    const result = lint({
      "src/lib/a.ts": exported,
      "src/catalog/b.ts": importing("../lib/a", "value", "b"),
      "src/answer/w.ts": importing("../catalog/b", "b", "w"),
      "src/transport/t.ts": importing("../answer/w", "w", "t"),
      "src/pacing/p.ts": importing("../transport/t", "t", "p"),
      "src/batch/h.ts": importing("../pacing/p", "p", "h"),
      "src/reconcile/r.ts": importing("../batch/h", "h", "r"),
      "src/config/g.ts": importing("../reconcile/r", "r", "g"),
      // React, one way: lazy → contexts → queries → channels → ui → forms → features → app.
      "src/lazy/l.ts": importing("react", "useState", "l"),
      "src/contexts/x.tsx":
        'import { l } from "../lazy/l";\nimport { g } from "../config/g";\nexport const x = [l, g];\n',
      "src/queries/q.ts":
        'import { useQuery } from "@tanstack/react-query";\nimport { x } from "../contexts/x";\nexport const q = [useQuery, x];\n',
      "src/channels/o.ts":
        'import { q } from "../queries/q";\nexport const o = [q, () => import("../features/response-views/response-views")];\n',
      "src/features/response-views/response-views.ts": exported.replace("value", "views"),
      "src/ui/c.tsx":
        'import { useState } from "react";\nimport { b } from "../catalog/b";\nimport { o } from "../channels/o";\nexport const c = [useState, b, o];\n',
      "src/forms/m.tsx": 'import { c } from "../ui/c";\nexport const m = c;\n',
      "src/features/one/d.tsx":
        'import { c } from "../../ui/c";\nimport { m } from "../../forms/m";\nimport { o } from "../../channels/o";\nimport { e } from "./e";\nexport const d = [c, m, o, e];\n',
      "src/features/one/e.ts": exported.replace("value", "e"),
      "src/app/f.tsx": importing("../features/one/d", "d", "f"),
    });
    expect(result.output).not.toContain("noRestrictedImports");
    expect(result.failed).toBe(false);
  });

  const refusals: [name: string, path: string, text: string][] = [
    ["React in a core folder", "src/catalog/a.ts", importing("react", "useState")],
    ["react-query in a core folder", "src/workspace/a.ts", importing("@tanstack/react-query", "QueryClient")],
    ["a feature in a core folder", "src/request/a.ts", importing("../features/one/b")],
    ["app/ in a feature", "src/features/one/a.ts", importing("../../app/b")],
    ["another feature in a feature", "src/features/one/a.ts", importing("../two/b")],
    ["a feature in shared UI", "src/ui/a.ts", importing("../features/one/b")],
    ["forms/ in shared UI", "src/ui/a.ts", importing("../forms/b")],
    ["a feature in forms/", "src/forms/a.ts", importing("../features/one/b")],
    ["contexts/ in a core folder", "src/config/a.ts", importing("../contexts/b")],
    ["queries/ in a core folder", "src/workspace/a.ts", importing("../queries/b")],
    ["channels/ in a core folder", "src/batch/a.ts", importing("../channels/b")],
    ["lazy/ in a core folder", "src/history/a.ts", importing("../lazy/b")],
    // React folders in one direction: lazy → contexts → queries → channels → ui → forms → features → app.
    ["contexts/ in lazy/", "src/lazy/a.ts", importing("../contexts/b")],
    ["queries/ in contexts/", "src/contexts/a.ts", importing("../queries/b")],
    ["shared UI in contexts/", "src/contexts/a.tsx", importing("../ui/b")],
    ["channels/ in queries/", "src/queries/a.ts", importing("../channels/b")],
    ["shared UI in channels/", "src/channels/a.ts", importing("../ui/b")],
    ["a feature in channels/", "src/channels/a.ts", importing("../features/one/b")],
    [
      "a response view's own module in channels/ (only the unit's entry)",
      "src/channels/a.ts",
      'export const a = () => import("../features/response-views/response-body");\n',
    ],
    ["app/ in channels/", "src/channels/a.ts", importing("../app/b")],
    ["app/ in queries/", "src/queries/a.ts", importing("../app/b")],
    // Core folders in one direction: lib → catalog → request → response → answer → sandbox → history →
    // transport → pacing → workspace → batch → reconcile → config. Each of these goes the other way.
    [
      "request/ in lib/ (the cycle lib → request → lib)",
      "src/lib/i18n/a.ts",
      'import type { B } from "../../request/b";\nexport type A = B;\n',
    ],
    ["answer/ in response/", "src/response/a.ts", importing("../answer/b")],
    ["sandbox/ in answer/", "src/answer/a.ts", importing("../sandbox/b")],
    ["React in answer/", "src/answer/a.ts", importing("react", "useState")],
    ["sandbox/ in catalog/", "src/catalog/a.ts", importing("../sandbox/b")],
    ["transport/ in history/", "src/history/a.ts", importing("../transport/b")],
    ["workspace/ in pacing/", "src/pacing/a.ts", importing("../workspace/b")],
    ["batch/ in pacing/", "src/pacing/a.ts", importing("../batch/b")],
    ["React in pacing/", "src/pacing/a.ts", importing("react", "useState")],
    ["config/ in workspace/", "src/workspace/a.ts", importing("../config/b")],
    ["batch/ in workspace/", "src/workspace/a.ts", importing("../batch/b")],
    ["config/ in batch/", "src/batch/a.ts", importing("../config/b")],
    ["React in batch/", "src/batch/a.ts", importing("react", "useState")],
    ["reconcile/ in batch/", "src/batch/a.ts", importing("../reconcile/b")],
    ["config/ in reconcile/", "src/reconcile/a.ts", importing("../config/b")],
    ["React in reconcile/", "src/reconcile/a.ts", importing("react", "useState")],
  ];
  /** Each refused import planted in a file of its own (its case's number in the name), all linted at once. */
  const plantedAt = (index: number, path: string) => path.replace(/(\.tsx?)$/, `${index}$1`);
  let refused: { failed: boolean; output: string } | undefined;
  const lintRefusals = () =>
    (refused ??= lint(Object.fromEntries(refusals.map(([, path, text], index) => [plantedAt(index, path), text]))));

  it.each(refusals.map(([name, path], index) => [name, plantedAt(index, path)]))("refuses %s", (_, file) => {
    const { failed, output } = lintRefusals();
    const diagnostic = new RegExp(`^${file.replaceAll(".", "\\.")}:\\d+:\\d+ lint/style/noRestrictedImports`, "m");
    expect(output).toMatch(diagnostic);
    expect(failed).toBe(true);
  });

  it("refuses an import cycle, type-only imports included", () => {
    const result = lint({
      "src/sandbox/a.ts": 'import type { B } from "./b";\nexport interface A { b?: B }\n',
      "src/sandbox/b.ts": 'import type { A } from "./a";\nexport interface B { a?: A }\n',
    });
    expect(result.output).toContain("lint/suspicious/noImportCycles");
    expect(result.failed).toBe(true);
  });
});
