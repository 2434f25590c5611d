/**
 * The first whole number in a JSON text beyond what JavaScript keeps exactly (2^53 − 1), as written
 * (`1234567890123456789`), or undefined. Parsed, such a number is rounded: a view that shows it, or
 * an action that sends it, would show or send another number.
 */
export function unsafeIntegerIn(json: string): string | undefined {
  for (let at = 0; at < json.length; at++) {
    const char = json.charCodeAt(at);
    if (char === 34) {
      // A string: skipped whole, escapes included.
      for (at++; at < json.length && json.charCodeAt(at) !== 34; at++) if (json.charCodeAt(at) === 92) at++;
      continue;
    }
    if (char !== 45 && (char < 48 || char > 57)) continue;
    const literal = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(json.slice(at, at + 400))?.[0] ?? "";
    at += Math.max(literal.length - 1, 0);
    if (/^-?\d{16,}$/.test(literal) && !Number.isSafeInteger(Number(literal))) return literal;
  }
  return undefined;
}
