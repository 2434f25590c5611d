/** Where one member of a JSON object stands in its text: the name as JSON reads it, the value's span. */
export interface JsonMember {
  name: string;
  /** Where the member's name (its opening quote) stands. */
  nameStart: number;
  valueStart: number;
  valueEnd: number;
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);

function skipWhitespace(text: string, at: number): number {
  let index = at;
  while (WHITESPACE.has(text[index] ?? "")) index += 1;
  return index;
}

/** The index just past the string token that opens at `at` (a `"`), escapes included. */
function skipString(text: string, at: number): number {
  let index = at + 1;
  while (index < text.length && text[index] !== '"') index += text[index] === "\\" ? 2 : 1;
  return index + 1;
}

/** The index just past the value that starts at `at`: a string, a nested object or array, or a bare literal. */
function skipValue(text: string, at: number): number {
  const first = text[at];
  if (first === '"') return skipString(text, at);
  if (first !== "{" && first !== "[") {
    let index = at;
    while (index < text.length && !WHITESPACE.has(text[index] ?? "") && !",}]".includes(text[index] ?? "")) index += 1;
    return index;
  }
  let depth = 0;
  let index = at;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      index = skipString(text, index);
      continue;
    }
    if (char === "{" || char === "[") depth += 1;
    else if (char === "}" || char === "]") depth -= 1;
    index += 1;
    if (depth === 0) return index;
  }
  return index;
}

/**
 * The top-level members of a JSON object text, in order and with repeats, or undefined when the
 * text is not a JSON object. Lets a caller change one value and keep every other byte as typed.
 */
export function topLevelMembers(text: string): JsonMember[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  } catch {
    return undefined;
  }
  // The text is valid JSON from here on, so the scan only has to find boundaries.
  const members: JsonMember[] = [];
  let index = skipWhitespace(text, skipWhitespace(text, 0) + 1);
  while (text[index] === '"') {
    const nameEnd = skipString(text, index);
    const name = JSON.parse(text.slice(index, nameEnd)) as string;
    const valueStart = skipWhitespace(text, skipWhitespace(text, nameEnd) + 1);
    const valueEnd = skipValue(text, valueStart);
    members.push({ name, nameStart: index, valueStart, valueEnd });
    index = skipWhitespace(text, valueEnd);
    if (text[index] === ",") index = skipWhitespace(text, index + 1);
  }
  return members;
}
