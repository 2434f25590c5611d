import { useId } from "react";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { isLanguage, LANGUAGES, type Language, LOCALES } from "../../lib/i18n/language";
import { settingsMessages } from "./settings-messages";

/** Each language named in itself, so a reader finds theirs whatever is shown. */
const LANGUAGE_NAMES: Record<Language, string> = { en: "English", id: "Bahasa Indonesia" };

/**
 * Language, with the other language's word for it beside the label ("Language · Bahasa"), so a
 * reader of either finds it. Each language is named in itself. The switch is immediate.
 */
export function LanguageSelect() {
  const id = useId();
  const { settings, update } = useSettings();
  const { language, pending } = useI18n();
  const m = useMessages(settingsMessages);
  const other = language === "en" ? "id" : "en";
  return (
    <div className="field narrow">
      <label htmlFor={id}>
        {m.language} · <span lang={LOCALES[other]}>{m.languageBeside}</span>
      </label>
      <select
        id={id}
        value={settings.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) update({ language: event.target.value });
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={LOCALES[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {pending && (
        <p className={pending === "failed" ? "warning" : "hint"} role="status">
          {pending === "failed" ? m.languageFailed : m.languageLoading}
        </p>
      )}
    </div>
  );
}
