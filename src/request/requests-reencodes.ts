const KEPT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Whether Python's requests (and HTTPie, built on it) would send this URL's path and query otherwise
 * than as written, as requests 2 and urllib3 2 do: they encode what urllib3 keeps out of a request
 * target (`[ ] { } | ^` and others), decode an escape of an unreserved character (`%7E` as `~`),
 * write escapes in capitals, and encode every `%` when one does not start an escape. What the
 * console builds from its own form never has these; extra parameters, as written, may.
 */
export function requestsReencodes(url: string): boolean {
  const { pathname, search } = new URL(url);
  const target = pathname + search;
  if (!KEPT.test(target)) return true;
  for (let at = target.indexOf("%"); at !== -1; at = target.indexOf("%", at + 1)) {
    const hex = target.slice(at + 1, at + 3);
    if (!/^[0-9A-F]{2}$/.test(hex) || UNRESERVED.test(String.fromCharCode(Number.parseInt(hex, 16)))) return true;
  }
  return false;
}

/** The snippet's first line, as a comment (`#` in Python and the shell), where the tool would not send the URL as written. */
export function reencodedNote(tool: string, url: string): string[] {
  return requestsReencodes(url)
    ? [
        `# ${tool} re-encodes parts of this URL's query (such as [ ] { } | ^, an escape like %7E or a lone %): the cURL and fetch snippets send it as written.`,
      ]
    : [];
}
