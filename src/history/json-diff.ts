export type JsonPath = (string | number)[];

export type JsonChange =
  | { kind: "added"; path: JsonPath; after: unknown }
  | { kind: "removed"; path: JsonPath; before: unknown }
  | { kind: "changed"; path: JsonPath; before: unknown; after: unknown };

export interface JsonDiff {
  changes: JsonChange[];
  /** False when the limit was reached and later differences were not listed. */
  complete: boolean;
}

type Shape = "object" | "array" | "scalar";

function shapeOf(value: unknown): Shape {
  if (Array.isArray(value)) return "array";
  return value !== null && typeof value === "object" ? "object" : "scalar";
}

/**
 * The structural difference between two parsed JSON values: which paths were added, removed
 * or changed, with the old and new values. Object keys are matched by name (their order does
 * not matter); array items by position. A value whose type changed (object to array, number
 * to string…) is one change at its path. Depth first, in the order of the first value's keys.
 */
export function diffJson(before: unknown, after: unknown, limit = Number.POSITIVE_INFINITY): JsonDiff {
  const changes: JsonChange[] = [];
  // One past the limit: finding it is how we know the list is incomplete.
  const stop = limit + 1;
  const walk = (a: unknown, b: unknown, path: JsonPath): boolean => {
    if (changes.length >= stop) return false;
    const shape = shapeOf(a);
    if (shape !== shapeOf(b) || shape === "scalar") {
      if (a !== b) changes.push({ kind: "changed", path, before: a, after: b });
      return true;
    }
    if (shape === "array") {
      const left = a as unknown[];
      const right = b as unknown[];
      for (let at = 0; at < Math.max(left.length, right.length); at += 1) {
        if (changes.length >= stop) return false;
        if (at >= right.length) changes.push({ kind: "removed", path: [...path, at], before: left[at] });
        else if (at >= left.length) changes.push({ kind: "added", path: [...path, at], after: right[at] });
        else if (!walk(left[at], right[at], [...path, at])) return false;
      }
      return true;
    }
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    for (const key of Object.keys(left)) {
      if (changes.length >= stop) return false;
      if (!Object.hasOwn(right, key)) changes.push({ kind: "removed", path: [...path, key], before: left[key] });
      else if (!walk(left[key], right[key], [...path, key])) return false;
    }
    for (const key of Object.keys(right)) {
      if (Object.hasOwn(left, key)) continue;
      if (changes.length >= stop) return false;
      changes.push({ kind: "added", path: [...path, key], after: right[key] });
    }
    return true;
  };
  walk(before, after, []);
  return { changes: changes.slice(0, limit), complete: changes.length <= limit };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `data[0].status`, `meta["total pages"]`; the whole value is "(root)". */
export function formatPath(path: JsonPath): string {
  if (path.length === 0) return "(root)";
  return path
    .map((part, at) => {
      if (typeof part === "number") return `[${part}]`;
      if (IDENTIFIER.test(part)) return at === 0 ? part : `.${part}`;
      return `[${JSON.stringify(part)}]`;
    })
    .join("");
}
