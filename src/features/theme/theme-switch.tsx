import { useId, useState } from "react";
import { useMessages } from "../../contexts/i18n-context";
import { applyTheme, loadTheme, saveTheme, type Theme } from "./theme";
import { themeMessages } from "./theme-messages";

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
  const m = useMessages(themeMessages);
  const [theme, setTheme] = useState<Theme>(() => loadTheme(storage()));
  const choose = (next: Theme) => {
    setTheme(next);
    applyTheme(next);
    saveTheme(storage(), next);
  };
  return (
    <div className="field narrow">
      <label htmlFor={id}>{m.label}</label>
      <select id={id} value={theme} onChange={(event) => choose(event.target.value as Theme)}>
        <option value="system">{m.system}</option>
        <option value="light">{m.light}</option>
        <option value="dark">{m.dark}</option>
      </select>
    </div>
  );
}
