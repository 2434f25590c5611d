import { en, type Messages } from "./en";
import type { Language } from "./language";

/**
 * The catalog of a language. English is the source and ships with the first screen; every other
 * catalog is its own chunk, fetched the first time that language is chosen.
 */
export function loadCatalog(language: Language): Promise<Messages> {
  switch (language) {
    case "en":
      return Promise.resolve(en);
    case "id":
      return import("./id").then((module) => module.id);
  }
}
