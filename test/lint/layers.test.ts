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
  const run = spawnSync(biome, ["lint", "--max-diagnostics=50", "."], { cwd: dir, encoding: "utf8", timeout: 20_000 });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const exported = "export const value = 1;\n";

describe("the layers npm run lint enforces", () => {
  it("lets each layer import what it may", () => {
    const result = lint({
      "src/lib/a.ts": exported,
      "src/catalog/b.ts": 'import { value } from "../lib/a";\nexport const b = value;\n',
      "src/answer/w.ts": 'import { b } from "../catalog/b";\nexport const w = b;\n',
      "src/transport/t.ts": 'import { w } from "../answer/w";\nexport const t = w;\n',
      "src/pacing/p.ts": 'import { t } from "../transport/t";\nexport const p = t;\n',
      "src/batch/h.ts": 'import { p } from "../pacing/p";\nexport const h = p;\n',
      "src/reconcile/r.ts": 'import { h } from "../batch/h";\nexport const r = h;\n',
      "src/config/g.ts": 'import { r } from "../reconcile/r";\nexport const g = r;\n',
      // React, one way: lazy → contexts → queries → channels → ui → forms → features → app.
      "src/lazy/l.ts": 'import { useState } from "react";\nexport const l = useState;\n',
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
      "src/app/f.tsx": 'import { d } from "../features/one/d";\nexport const f = d;\n',
    });
    expect(result.output).not.toContain("noRestrictedImports");
    expect(result.failed).toBe(false);
  });

  it.each([
    ["React in a core folder", "src/catalog/a.ts", 'import { useState } from "react";\nexport const a = useState;\n'],
    [
      "react-query in a core folder",
      "src/workspace/a.ts",
      'import { QueryClient } from "@tanstack/react-query";\nexport const a = QueryClient;\n',
    ],
    ["a feature in a core folder", "src/request/a.ts", 'import { b } from "../features/one/b";\nexport const a = b;\n'],
    ["app/ in a feature", "src/features/one/a.ts", 'import { b } from "../../app/b";\nexport const a = b;\n'],
    ["another feature in a feature", "src/features/one/a.ts", 'import { b } from "../two/b";\nexport const a = b;\n'],
    ["a feature in shared UI", "src/ui/a.ts", 'import { b } from "../features/one/b";\nexport const a = b;\n'],
    ["forms/ in shared UI", "src/ui/a.ts", 'import { b } from "../forms/b";\nexport const a = b;\n'],
    ["a feature in forms/", "src/forms/a.ts", 'import { b } from "../features/one/b";\nexport const a = b;\n'],
    ["contexts/ in a core folder", "src/config/a.ts", 'import { b } from "../contexts/b";\nexport const a = b;\n'],
    ["queries/ in a core folder", "src/workspace/a.ts", 'import { b } from "../queries/b";\nexport const a = b;\n'],
    ["channels/ in a core folder", "src/batch/a.ts", 'import { b } from "../channels/b";\nexport const a = b;\n'],
    ["lazy/ in a core folder", "src/history/a.ts", 'import { b } from "../lazy/b";\nexport const a = b;\n'],
    // React folders in one direction: lazy → contexts → queries → channels → ui → forms → features → app.
    ["contexts/ in lazy/", "src/lazy/a.ts", 'import { b } from "../contexts/b";\nexport const a = b;\n'],
    ["queries/ in contexts/", "src/contexts/a.ts", 'import { b } from "../queries/b";\nexport const a = b;\n'],
    ["shared UI in contexts/", "src/contexts/a.tsx", 'import { b } from "../ui/b";\nexport const a = b;\n'],
    ["channels/ in queries/", "src/queries/a.ts", 'import { b } from "../channels/b";\nexport const a = b;\n'],
    ["shared UI in channels/", "src/channels/a.ts", 'import { b } from "../ui/b";\nexport const a = b;\n'],
    ["a feature in channels/", "src/channels/a.ts", 'import { b } from "../features/one/b";\nexport const a = b;\n'],
    [
      "a response view's own module in channels/ (only the unit's entry)",
      "src/channels/a.ts",
      'export const a = () => import("../features/response-views/response-body");\n',
    ],
    ["app/ in channels/", "src/channels/a.ts", 'import { b } from "../app/b";\nexport const a = b;\n'],
    ["app/ in queries/", "src/queries/a.ts", 'import { b } from "../app/b";\nexport const a = b;\n'],
    // Core folders in one direction: lib → catalog → request → response → answer → sandbox → history →
    // transport → pacing → workspace → batch → reconcile → config. Each of these goes the other way.
    [
      "request/ in lib/ (the cycle lib → request → lib)",
      "src/lib/i18n/a.ts",
      'import type { B } from "../../request/b";\nexport type A = B;\n',
    ],
    ["answer/ in response/", "src/response/a.ts", 'import { b } from "../answer/b";\nexport const a = b;\n'],
    ["sandbox/ in answer/", "src/answer/a.ts", 'import { b } from "../sandbox/b";\nexport const a = b;\n'],
    ["React in answer/", "src/answer/a.ts", 'import { useState } from "react";\nexport const a = useState;\n'],
    ["sandbox/ in catalog/", "src/catalog/a.ts", 'import { b } from "../sandbox/b";\nexport const a = b;\n'],
    ["transport/ in history/", "src/history/a.ts", 'import { b } from "../transport/b";\nexport const a = b;\n'],
    ["workspace/ in pacing/", "src/pacing/a.ts", 'import { b } from "../workspace/b";\nexport const a = b;\n'],
    ["batch/ in pacing/", "src/pacing/a.ts", 'import { b } from "../batch/b";\nexport const a = b;\n'],
    ["React in pacing/", "src/pacing/a.ts", 'import { useState } from "react";\nexport const a = useState;\n'],
    ["config/ in workspace/", "src/workspace/a.ts", 'import { b } from "../config/b";\nexport const a = b;\n'],
    ["batch/ in workspace/", "src/workspace/a.ts", 'import { b } from "../batch/b";\nexport const a = b;\n'],
    ["config/ in batch/", "src/batch/a.ts", 'import { b } from "../config/b";\nexport const a = b;\n'],
    ["React in batch/", "src/batch/a.ts", 'import { useState } from "react";\nexport const a = useState;\n'],
    ["reconcile/ in batch/", "src/batch/a.ts", 'import { b } from "../reconcile/b";\nexport const a = b;\n'],
    ["config/ in reconcile/", "src/reconcile/a.ts", 'import { b } from "../config/b";\nexport const a = b;\n'],
    ["React in reconcile/", "src/reconcile/a.ts", 'import { useState } from "react";\nexport const a = useState;\n'],
  ])("refuses %s", (_, path, text) => {
    const result = lint({ [path]: text });
    expect(result.output).toContain("lint/style/noRestrictedImports");
    expect(result.failed).toBe(true);
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
