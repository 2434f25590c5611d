export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string };

/** JSON.parse that reports instead of throwing: bodies are often not JSON, and that is fine. */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
