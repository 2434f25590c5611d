export type Theme = "system" | "light" | "dark";

export const THEME_STORAGE_KEY = "reseller-console.theme";
const THEMES: readonly Theme[] = ["system", "light", "dark"];

/** The stored choice; anything unreadable means "follow the system". */
export function loadTheme(storage: Pick<Storage, "getItem"> | undefined): Theme {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return THEMES.find((theme) => theme === stored) ?? "system";
  } catch {
    return "system";
  }
}

/** "system" leaves the choice to prefers-color-scheme; the others pin it. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", theme);
}

export function saveTheme(storage: Pick<Storage, "setItem"> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice still holds for this page.
  }
}
