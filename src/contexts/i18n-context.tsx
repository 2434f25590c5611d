import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import type { AreaMessages } from "../lib/i18n/define-messages";
import { en, type Messages } from "../lib/i18n/en";
import { type Language, LOCALES } from "../lib/i18n/language";
import { loadCatalog } from "../lib/i18n/load-catalog";
import { useSettings } from "./settings-context";

export interface I18nValue {
  /** The language whose messages are shown (the chosen one once its catalog is in). */
  language: Language;
  locale: string;
  t: Messages;
  /** Set while a chosen language's catalog is on its way, or when it failed to arrive. */
  pending?: "loading" | "failed";
}

const englishValue: I18nValue = { language: "en", locale: LOCALES.en, t: en };
const I18nContext = createContext<I18nValue>(englishValue);

interface Loaded {
  language: Language;
  t: Messages;
}

/**
 * The messages of the chosen language (Settings → Language). Until another catalog has arrived the
 * current one stays on screen, so switching never blanks the page; then everything changes at once,
 * with `<html lang>`.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useSettings().settings;
  const [loaded, setLoaded] = useState<Loaded>({ language: "en", t: en });
  const [failed, setFailed] = useState<Language | undefined>();

  useEffect(() => {
    let current = true;
    setFailed(undefined);
    loadCatalog(language).then(
      (t) => current && setLoaded((previous) => (previous.language === language ? previous : { language, t })),
      () => current && setFailed(language),
    );
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    document.documentElement.lang = LOCALES[loaded.language];
  }, [loaded.language]);

  const value = useMemo<I18nValue>(() => {
    const locale = LOCALES[loaded.language];
    const pending = loaded.language === language ? undefined : failed === language ? "failed" : "loading";
    return {
      language: loaded.language,
      locale,
      t: loaded.t,
      ...(pending ? { pending } : {}),
    };
  }, [loaded, language, failed]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The first screen's messages in the console's language; English outside a provider. */
export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/** An area's own messages (see defineMessages) in the console's language. */
export function useMessages<T>(area: AreaMessages<T>): T {
  return area[useI18n().language];
}
