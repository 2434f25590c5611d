/**
 * A sentence with elements in it (a file name in <code>, a header), as its parts in reading order.
 * A message that takes elements is a function of them returning these parts, so a translator
 * writes the whole sentence, in the order the language needs, and never sees fragments glued
 * around markup. Catalogs stay free of React: the element's type is the caller's, and the page
 * renders the parts as one with `sentence()` (src/ui/sentence.ts).
 */
export type Parts<T> = readonly (string | T)[];
