import { describe, expect, it } from "vitest";
import { loadTheme, saveTheme, THEME_STORAGE_KEY } from "../../src/features/theme/theme";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

describe("theme preference", () => {
  it("follows the system unless a valid choice was stored", () => {
    expect(loadTheme(memoryStorage())).toBe("system");
    expect(loadTheme(memoryStorage({ [THEME_STORAGE_KEY]: "dark" }))).toBe("dark");
    expect(loadTheme(memoryStorage({ [THEME_STORAGE_KEY]: "<script>" }))).toBe("system");
    expect(loadTheme(undefined)).toBe("system");
  });

  it("stores a choice and survives storage that throws", () => {
    const storage = memoryStorage();
    saveTheme(storage, "light");
    expect(loadTheme(storage)).toBe("light");
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => saveTheme(broken, "dark")).not.toThrow();
    expect(loadTheme(broken)).toBe("system");
  });
});
