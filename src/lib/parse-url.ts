/** Why a base URL cannot be used; the request layer finds it, the words for it live in the catalogs. */
export type BaseUrlProblem = "not-url" | "credentials" | "query" | "https-only" | "scheme";

/** new URL that answers undefined instead of throwing: stored and imported addresses can be anything. */
export function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** An absolute http or https address, the only kind the console sends to. */
export function isHttpUrl(text: string): boolean {
  const protocol = parseUrl(text)?.protocol;
  return protocol === "http:" || protocol === "https:";
}
