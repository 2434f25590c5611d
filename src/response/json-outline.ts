export type JsonKind = "object" | "array" | "string" | "number" | "boolean" | "null";
export type JsonPath = (string | number)[];

export interface OutlineNode {
  key: string | number;
  kind: JsonKind;
  /** The value itself for scalars, a count for containers. */
  preview: string;
  /** Number of children, for objects and arrays. */
  size?: number;
}

export interface OutlinePage {
  nodes: OutlineNode[];
  total: number;
}

export function kindOf(value: unknown): JsonKind {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const type = typeof value;
  return type === "object" ? "object" : type === "string" ? "string" : type === "number" ? "number" : "boolean";
}

function node(key: string | number, value: unknown): OutlineNode {
  const kind = kindOf(value);
  if (kind === "array")
    return { key, kind, preview: `[${(value as unknown[]).length}]`, size: (value as unknown[]).length };
  if (kind === "object") {
    const size = Object.keys(value as object).length;
    return { key, kind, preview: `{${size}}`, size };
  }
  return { key, kind, preview: JSON.stringify(value) ?? String(value) };
}

export function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const step of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** One page of the children of the value at `path`: a tree view never renders more at once. */
export function childrenAt(root: unknown, path: JsonPath, offset = 0, limit = 200): OutlinePage {
  const value = valueAt(root, path);
  if (Array.isArray(value)) {
    return {
      nodes: value.slice(offset, offset + limit).map((item, at) => node(offset + at, item)),
      total: value.length,
    };
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    return {
      nodes: entries.slice(offset, offset + limit).map(([key, item]) => node(key, item)),
      total: entries.length,
    };
  }
  return { nodes: [], total: 0 };
}
