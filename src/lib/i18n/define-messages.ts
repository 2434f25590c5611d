import type { Language } from "./language";

/**
 * The messages of an area that loads after the first screen (a dialog, a panel), in every
 * language, kept in that area's chunk. English is the source: the other languages must have
 * exactly its keys and shapes, or the typecheck fails.
 */
export type AreaMessages<T> = Record<Language, T>;

export function defineMessages<T>(
  messages: { en: T } & { [L in Exclude<Language, "en">]: NoInfer<T> },
): AreaMessages<T> {
  return messages;
}
