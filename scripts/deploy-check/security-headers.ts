import { type CheckResult, fail, pass } from "./check-result";
import { effectiveSources, parseCsp, sourceMatches } from "./csp";

/** What the nginx sample sends, quoted in the fixes. */
export const RECOMMENDED = {
  nosniff: 'add_header X-Content-Type-Options "nosniff" always;',
  referrer: 'add_header Referrer-Policy "no-referrer" always;',
  frames: `frame-ancestors 'none' in the Content-Security-Policy, and add_header X-Frame-Options "DENY" always;`,
};

/** Sources that would let code other than the console's own files run. */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "blob:", "http:", "https:"];

export function checkCsp(headers: Headers, pageUrl: URL, recommended: string): CheckResult {
  const name = "Content-Security-Policy";
  const fix = `send the sample's policy as a header: add_header Content-Security-Policy "${recommended}" always;`;
  const header = headers.get("content-security-policy");
  if (!header) {
    return fail(name, "no header (a <meta> policy cannot refuse framing, and a header also covers errors)", fix);
  }
  const policy = parseCsp(header);
  const problems: string[] = [];
  const scripts = effectiveSources(policy, "script-src");
  if (scripts === undefined) problems.push("neither script-src nor default-src: any script may run");
  const unsafe = (scripts ?? []).filter((source) => UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase()));
  if (unsafe.length > 0)
    problems.push(`script-src allows ${unsafe.join(" ")}: code other than the console's could run`);
  for (const directive of ["script-src", "style-src", "connect-src"]) {
    const sources = effectiveSources(policy, directive);
    if (sources && !sources.some((source) => sourceMatches(source, pageUrl, pageUrl))) {
      problems.push(`${directive} refuses the console's own files ('self')`);
    }
  }
  if (problems.length > 0) return fail(name, "too loose or too strict for the console", fix, problems);
  return pass(name, `script-src ${(scripts ?? []).join(" ")}: no inline script, no eval`);
}

export function checkNosniff(headers: Headers): CheckResult {
  const name = "X-Content-Type-Options";
  const value = headers.get("x-content-type-options");
  if (value?.trim().toLowerCase() === "nosniff") return pass(name, "nosniff");
  return fail(name, value ? `"${value}", not nosniff` : "no header", RECOMMENDED.nosniff);
}

/** Policies under which nothing of the page's address reaches another site. */
const PRIVATE_REFERRERS = ["no-referrer", "same-origin"];
const REFERRER_POLICIES = [
  ...PRIVATE_REFERRERS,
  "no-referrer-when-downgrade",
  "origin",
  "origin-when-cross-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
  "unsafe-url",
];

export function checkReferrerPolicy(headers: Headers): CheckResult {
  const name = "Referrer-Policy";
  const value = headers.get("referrer-policy");
  // A list is allowed: the browser uses the last value it knows.
  const known = (value ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => REFERRER_POLICIES.includes(token));
  const policy = known.at(-1);
  if (policy && PRIVATE_REFERRERS.includes(policy)) return pass(name, policy);
  const summary = value ? `"${value}": the page's address can reach the API and other sites` : "no header";
  return fail(name, summary, RECOMMENDED.referrer);
}

export function checkFrameAncestors(headers: Headers): CheckResult {
  const name = "frame ancestors";
  const frames = parseCsp(headers.get("content-security-policy") ?? undefined)["frame-ancestors"];
  // Where the policy names frame-ancestors, browsers ignore X-Frame-Options.
  if (frames) {
    const open = frames.filter((source) => source === "*" || /^[a-z][a-z0-9+.-]*:$/i.test(source));
    // An empty list allows no one, like 'none'.
    if (open.length === 0) return pass(name, `frame-ancestors ${frames.join(" ") || "(empty: no one)"}`);
    const summary = `frame-ancestors ${frames.join(" ")}: any site may frame the console`;
    return fail(name, summary, RECOMMENDED.frames);
  }
  const option = headers.get("x-frame-options")?.trim().toUpperCase();
  if (option === "DENY" || option === "SAMEORIGIN") return pass(name, `X-Frame-Options ${option}`);
  return fail(
    name,
    "neither frame-ancestors nor X-Frame-Options: any site may frame the console and trick a click",
    RECOMMENDED.frames,
  );
}
