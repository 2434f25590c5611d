/** Quotes a string for POSIX shells: single quotes, with embedded ones closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
