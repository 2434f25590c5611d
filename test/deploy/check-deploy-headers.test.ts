import { describe, expect, it } from "vitest";
import {
  checkCsp,
  checkFrameAncestors,
  checkNosniff,
  checkReferrerPolicy,
} from "../../scripts/deploy-check/security-headers";

const page = new URL("https://console.example.com/tools/console/");
const SAMPLE = "default-src 'self'; script-src 'self'; connect-src 'self' https:; frame-ancestors 'none'";
const headers = (values: Record<string, string>) => new Headers(values);
const csp = (policy: string) => checkCsp(headers({ "Content-Security-Policy": policy }), page, SAMPLE);

describe("the security headers of a deployment", () => {
  it("Content-Security-Policy: passes the sample's, fails none, a loose one, and one that refuses the console", () => {
    expect(csp(SAMPLE)).toMatchObject({ ok: true, summary: "script-src 'self': no inline script, no eval" });
    expect(checkCsp(headers({}), page, SAMPLE)).toMatchObject({
      ok: false,
      fix: `send the sample's policy as a header: add_header Content-Security-Policy "${SAMPLE}" always;`,
    });
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval' https:").details).toEqual([
      "script-src allows 'unsafe-eval' https:: code other than the console's could run",
    ]);
    expect(csp("object-src 'none'").details).toEqual(["neither script-src nor default-src: any script may run"]);
    expect(csp("default-src 'none'").details).toEqual([
      "script-src refuses the console's own files ('self')",
      "style-src refuses the console's own files ('self')",
      "connect-src refuses the console's own files ('self')",
    ]);
  });

  it("X-Content-Type-Options: nosniff only", () => {
    expect(checkNosniff(headers({ "X-Content-Type-Options": " NoSniff " })).ok).toBe(true);
    expect(checkNosniff(headers({ "X-Content-Type-Options": "sniff" }))).toMatchObject({
      ok: false,
      summary: '"sniff", not nosniff',
    });
    expect(checkNosniff(headers({})).summary).toBe("no header");
  });

  it("Referrer-Policy: nothing of the address leaves the site; in a list, the last known value counts", () => {
    const policy = (value: string) => checkReferrerPolicy(headers({ "Referrer-Policy": value }));
    expect(policy("no-referrer").ok).toBe(true);
    expect(policy("same-origin").ok).toBe(true);
    expect(policy("unsafe-url, no-referrer, made-up").ok).toBe(true);
    expect(policy("no-referrer, strict-origin-when-cross-origin").ok).toBe(false);
    expect(policy("unsafe-url").summary).toBe('"unsafe-url": the page\'s address can reach the API and other sites');
    expect(checkReferrerPolicy(headers({})).summary).toBe("no header");
  });

  it("frame ancestors: frame-ancestors when the policy has it, else X-Frame-Options", () => {
    const frames = (values: Record<string, string>) => checkFrameAncestors(headers(values));
    expect(frames({ "Content-Security-Policy": "frame-ancestors 'none'" }).ok).toBe(true);
    expect(frames({ "Content-Security-Policy": "frame-ancestors https://portal.example.com" }).ok).toBe(true);
    expect(frames({ "Content-Security-Policy": "frame-ancestors" }).ok).toBe(true);
    expect(frames({ "X-Frame-Options": "sameorigin" })).toMatchObject({
      ok: true,
      summary: "X-Frame-Options SAMEORIGIN",
    });
    // Browsers ignore X-Frame-Options where the policy names frame-ancestors.
    expect(frames({ "Content-Security-Policy": "frame-ancestors https:", "X-Frame-Options": "DENY" }).ok).toBe(false);
    expect(frames({ "Content-Security-Policy": "default-src 'self'" })).toMatchObject({
      ok: false,
      summary: "neither frame-ancestors nor X-Frame-Options: any site may frame the console and trick a click",
    });
  });
});
