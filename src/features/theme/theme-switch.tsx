import { useId, useState } from "react";
import { useI18n } from "../../ui/i18n-context";
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
  const { t } = useI18n();
  const [theme, setTheme] = useState<Theme>(() => loadTheme(storage()));
  const choose = (next: Theme) => {
    setTheme(next);
    applyTheme(next);
    saveTheme(storage(), next);
  };
  return (
    <div className="field narrow">
      <label htmlFor={id}>{t.theme.label}</label>
      <select id={id} value={theme} onChange={(event) => choose(event.target.value as Theme)}>
        <option value="system">{t.theme.system}</option>
        <option value="light">{t.theme.light}</option>
        <option value="dark">{t.theme.dark}</option>
      </select>
    </div>
  );
}
