import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Requests that wait (a batch, the dry run's player checks, reconciliation, order tracking) go
// through the one engine in src/pacing/: its gate, its back-off, its clock. This reads the source
// for the shapes a second way of waiting takes, so a new retry loop, pool or timer fails here.
const src = fileURLToPath(new URL("../../src", import.meta.url));
/** The engine itself; the sandbox, which plays the API's side and keeps time of its own. */
const EXEMPT = ["pacing/", "sandbox/"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(src)
  .map((path) => ({ name: relative(src, path).replaceAll("\\", "/"), text: readFileSync(path, "utf8") }))
  .filter(({ name }) => !EXEMPT.some((folder) => name.startsWith(folder)));

/** A module that sends requests: the transport, the engine, or react-query's fetchQuery. */
const sends = (text: string) => /from "[./]*(transport|pacing)\/|\.fetchQuery\(|sendRequest\(/.test(text);

/** Each way of waiting on an API the engine owns, and where else it may appear. */
const RULES: { what: string; pattern: RegExp; applies?: (text: string) => boolean; allowed?: string[] }[] = [
  { what: "a sleep of its own", pattern: /\.sleep\(/ },
  { what: "a pool of workers", pattern: /Promise\.all(Settled)?\(\s*Array\.from\(\s*\{\s*length/ },
  {
    what: "a loop of tries",
    pattern: /\b(tries|attempts?)\s*(\+\+|\+=|<=?|>=?)|for\s*\(\s*let\s+(tries|attempts?|tried)\b/,
  },
  {
    what: "a reading of rate-limit headers",
    pattern: /\b(pacingDelay|retryAfterMs|retryAfterIn)\(|["'](retry-after|x-ratelimit-\w+|ratelimit-\w+)["']/i,
    // Tracking's schedule decides when an order's next check is due from its answer (a 429's
    // Retry-After among it); the engine's loop does the waiting.
    allowed: ["workspace/order-tracking/tracked-order.ts"],
  },
  { what: "a timer where requests are sent", pattern: /\bset(Timeout|Interval)\(/, applies: sends },
];

describe("one engine for requests that wait", () => {
  it.each(RULES)("has no $what outside src/pacing/", ({ pattern, applies, allowed = [] }) => {
    const found = files
      .filter(({ name, text }) => !allowed.includes(name) && (applies?.(text) ?? true) && pattern.test(text))
      .map(({ name }) => name);
    expect(found).toEqual([]);
  });

  it("would catch each shape: the rules are not blind", () => {
    const planted = [
      "await clock.sleep(1000, signal);",
      "await Promise.all(Array.from({ length: 4 }, worker));",
      "for (let tries = 1; tries <= 3; tries++) {}",
      'const wait = pacingDelay(record.headers, now); headers.get("Retry-After");',
      'import { sendRequest } from "../transport/send-request";\nsetTimeout(check, 2000);',
    ];
    for (const [at, text] of planted.entries()) {
      const rule = RULES[at];
      expect(rule && (rule.applies?.(text) ?? true) && rule.pattern.test(text)).toBe(true);
    }
    // A timer that sends nothing (focus, a redraw) is no way of waiting on an API.
    expect(RULES[4]?.applies?.("setTimeout(() => button.focus(), 0);")).toBe(false);
  });
});
