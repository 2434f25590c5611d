import { useId, useState } from "react";
import { applyTheme, loadTheme, saveTheme, type Theme } from "./theme";

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** Light, dark, or whatever the system prefers (the default). */
export function ThemeSwitch() {
  const id = useId();
  const [theme, setTheme] = useState<Theme>(() => loadTheme(storage()));
  const choose = (next: Theme) => {
    setTheme(next);
    applyTheme(next);
    saveTheme(storage(), next);
  };
  return (
    <div className="field narrow">
      <label htmlFor={id}>Theme</label>
      <select id={id} value={theme} onChange={(event) => choose(event.target.value as Theme)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
