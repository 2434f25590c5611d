import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// A component or a hook that a newcomer reads in one sitting: none over 120 lines, and the hooks
// over long runs thin shells over their stores (useBatchRun at most 60). A part that grows past
// its limit fails here, and is split where a reader would name the parts.
const src = fileURLToPath(new URL("../../src", import.meta.url));
const LIMIT = 120;
const THIN_HOOKS: Record<string, number> = { useBatchRun: 60 };

/** Each function-valued declaration named as a component (Capitalised) or a hook (useSomething). */
function componentSizes(fileName: string, text: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer;
      // memo(function …) and forwardRef((…) => …) count as the component they wrap.
      const wrapped = ts.isCallExpression(value) ? value.arguments[0] : value;
      if (wrapped && (ts.isArrowFunction(wrapped) || ts.isFunctionExpression(wrapped))) name = node.name.text;
    }
    if (name && /^([A-Z]|use[A-Z])/.test(name)) {
      found.push({ name, lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const limitOf = (name: string) => THIN_HOOKS[name] ?? LIMIT;

describe("components and hooks a reader takes in at once", () => {
  const all = sources(src).flatMap((path) =>
    componentSizes(path, readFileSync(path, "utf8")).map((part) => ({
      ...part,
      file: relative(src, path).replaceAll("\\", "/"),
    })),
  );

  it("finds the console's components and hooks, useBatchRun among them", () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.map((part) => part.name)).toEqual(expect.arrayContaining(["App", "useBatchRun"]));
  });

  it("has no component or hook over its limit", () => {
    const over = all
      .filter((part) => part.lines > limitOf(part.name))
      .map((part) => `${part.file} ${part.name}: ${part.lines} lines (limit ${limitOf(part.name)})`);
    expect(over).toEqual([]);
  });

  it("measures a planted component, a wrapped one and a hook, and not a plain function", () => {
    const body = (lines: number) => Array.from({ length: lines - 2 }, (_, index) => `  const v${index} = ${index};`);
    const planted = [
      "export function Long() {",
      ...body(121),
      "}",
      "export const Wrapped = memo(() => {",
      ...body(5),
      "});",
      "function useThing() {",
      ...body(4),
      "}",
      "function helper() {",
      ...body(200),
      "}",
    ].join("\n");
    expect(componentSizes("planted.tsx", planted)).toEqual([
      { name: "Long", lines: 121 },
      { name: "Wrapped", lines: 5 },
      { name: "useThing", lines: 4 },
    ]);
  });
});
