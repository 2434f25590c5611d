/** The languages the console speaks. English is the source of every message. */
export const LANGUAGES = ["en", "id"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag used for <html lang> and for Intl. */
export const LOCALES: Record<Language, string> = { en: "en-US", id: "id-ID" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that the console speaks; English otherwise. */
export function pickLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split("-")[0];
    // "in" is the old ISO 639 code for Indonesian, still sent by some Android browsers.
    if (base === "id" || base === "in") return "id";
    if (base === "en") return "en";
  }
  return "en";
}
