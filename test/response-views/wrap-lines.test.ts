import { describe, expect, it } from "vitest";
import { loadWrapLines, saveWrapLines, WRAP_LINES_STORAGE_KEY } from "../../src/features/response-views/wrap-lines";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

const broken = {
  getItem: (): string | null => {
    throw new Error("blocked");
  },
  setItem: () => {
    throw new Error("blocked");
  },
};

describe("the Wrap lines preference", () => {
  it("wraps unless turning it off was stored", () => {
    expect(loadWrapLines(memoryStorage())).toBe(true);
    expect(loadWrapLines(memoryStorage({ [WRAP_LINES_STORAGE_KEY]: "off" }))).toBe(false);
    expect(loadWrapLines(memoryStorage({ [WRAP_LINES_STORAGE_KEY]: "on" }))).toBe(true);
    expect(loadWrapLines(memoryStorage({ [WRAP_LINES_STORAGE_KEY]: "<b>" }))).toBe(true);
    expect(loadWrapLines(undefined)).toBe(true);
    expect(loadWrapLines(broken)).toBe(true);
  });

  it("stores each choice, and says when storage refused it", () => {
    const storage = memoryStorage();
    expect(saveWrapLines(storage, false)).toBe(true);
    expect(loadWrapLines(storage)).toBe(false);
    expect(saveWrapLines(storage, true)).toBe(true);
    expect(loadWrapLines(storage)).toBe(true);
    expect(saveWrapLines(broken, false)).toBe(false);
    expect(saveWrapLines(undefined, false)).toBe(false);
  });
});
