import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startCorsApi } from "./cors-api";
import { type Certificate, makeCertificate, type NginxSite, type SiteOptions, startNginxSite } from "./nginx-site";
import { NGINX_SPARE_HTTP_PORT, NGINX_SPARE_HTTPS_PORT, SANDBOX_ORIGIN } from "./ports";

// `npm run check-deploy -- <url>` against real deployments: Debian's nginx with the shipped
// template, each test on its own private site, a good one and one broken per check. The APIs
// config.json names are HTTPS servers on loopback; the command trusts the test's certificate
// through NODE_EXTRA_CA_CERTS, as it would a private certificate authority.

let dir: string;
let tls: Certificate;
let partner: Awaited<ReturnType<typeof startCorsApi>>;
let forgetful: Awaited<ReturnType<typeof startCorsApi>>;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "check-deploy-"));
  tls = makeCertificate(dir);
  partner = await startCorsApi(tls, "allows");
  forgetful = await startCorsApi(tls, "forgets Authorization");
});

test.afterAll(async () => {
  await partner?.close();
  await forgetful?.close();
  rmSync(dir, { recursive: true, force: true });
});

const environment = (name: string, baseUrl: string, fields: object = {}) => ({ name, baseUrl, live: false, ...fields });
const config = (...environments: object[]) => JSON.stringify({ environments }, null, 2);
/** The same-origin proxy, and an API on another origin that allows the console's. */
const goodConfig = () =>
  config(
    environment("Proxy", "/v1", { live: true }),
    environment("Partner", `${partner.origin}/v1`, { pathStyle: "rest" }),
  );

interface Run {
  code: number | null;
  output: string;
  /** Each check's name and whether it passed, in the order printed. */
  checks: [string, boolean][];
  failed: string[];
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const env = { ...process.env, NODE_EXTRA_CA_CERTS: tls.certificate };
    execFile(command, args, { env, timeout: 60_000 }, (error, stdout) => {
      const checks = [...stdout.matchAll(/^(PASS|FAIL) {2}(.+?) {2,}/gm)].map(
        ([, verdict, name]) => [name, verdict === "PASS"] as [string, boolean],
      );
      const failed = checks.filter(([, ok]) => !ok).map(([name]) => name);
      resolve({
        code: error ? (typeof error.code === "number" ? error.code : null) : 0,
        output: stdout,
        checks,
        failed,
      });
    });
  });
}

const checkDeploy = (url: string) => run("node_modules/.bin/tsx", ["scripts/check-deploy.ts", url]);

interface SiteRun {
  /** The address given to the command, from the site's origin. */
  path?: string;
  check?: (url: string) => Promise<Run>;
  /** Something else to do while the site runs, such as opening it in the browser. */
  meanwhile?: (site: NginxSite) => Promise<void>;
}

/** Runs the command against a private site, the i-th of the spare ports, broken as the test says. */
async function checkSite(index: number, options: Partial<SiteOptions> = {}, run: SiteRun = {}) {
  const { path = "/tools/console/", check = checkDeploy, meanwhile } = run;
  const site = await startNginxSite({
    base: "/tools/console/",
    httpsPort: NGINX_SPARE_HTTPS_PORT + index,
    httpPort: NGINX_SPARE_HTTP_PORT + index,
    apiUpstream: SANDBOX_ORIGIN,
    configJson: goodConfig(),
    tls,
    ...options,
  });
  try {
    const result = await check(`${site.origin}${path}`);
    await meanwhile?.(site);
    return { site, result };
  } finally {
    await site.stop();
  }
}

const ALL_CHECKS = [
  "page",
  "assets",
  "config.json",
  "Content-Security-Policy",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "frame ancestors",
  'API "Proxy"',
  'API "Partner"',
];

/** The lines the command printed for one check: its own, its problems and its fix. */
function block(output: string, name: string): string {
  const lines = output.split("\n");
  const start = lines.findIndex((line) => new RegExp(`^(PASS|FAIL) {2}${name.replace(/[.()]/g, "\\$&")} `).test(line));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith(" "));
  return lines.slice(start, end).join("\n");
}

test.describe("npm run check-deploy", () => {
  test.use({ ignoreHTTPSErrors: true });

  test("passes a good deployment, found from the site's front page, and sends the browser's preflights", async () => {
    const before = partner.preflights.length;
    // Through npm, as the README says, from the site's front page, which leads to the console.
    const viaNpm = (url: string) => run("npm", ["run", "--silent", "check-deploy", "--", url]);
    const { site, result } = await checkSite(0, {}, { path: "/", check: viaNpm });
    expect(result.checks, result.output).toEqual(ALL_CHECKS.map((name) => [name, true]));
    expect(result.code).toBe(0);
    expect(result.output).toContain(`${site.origin}/tools/console/ (from ${site.origin}/): 200`);
    expect(result.output).toMatch(/assets +\d{2,} files/);
    expect(result.output).toMatch(/9 checks: 9 passed, 0 failed\./);
    const sent = partner.preflights.slice(before);
    expect(sent).toHaveLength(8);
    for (const preflight of sent) {
      expect(preflight.origin).toBe(site.origin);
      expect(preflight.authorization).toBeUndefined();
    }
    expect(sent.find((preflight) => preflight.path === "/v1/orders")).toMatchObject({
      method: "POST",
      headers: "authorization,content-type",
    });
    expect(sent.find((preflight) => preflight.path === "/v1/balance")).toMatchObject({
      method: "GET",
      headers: "authorization",
    });
  });

  test("page: an address where the console is not", async () => {
    const { result } = await checkSite(1, {}, { path: "/elsewhere/" });
    expect(result.code).toBe(1);
    expect(result.checks).toEqual([["page", false]]);
    expect(result.output).toMatch(/FAIL {2}page +https:\/\/127\.0\.0\.1:\d+\/elsewhere\/: HTTP 404/);
  });

  test("assets: a style sheet and a lazily loaded chunk missing from the copy", async () => {
    let removed: string[] = [];
    const { result } = await checkSite(2, {
      editFiles: (root) => {
        const assets = readdirSync(join(root, "assets"));
        removed = [
          assets.find((name) => /^index-.*\.css$/.test(name)),
          assets.find((name) => /^history-unit-.*\.js$/.test(name)),
        ].filter((name): name is string => name !== undefined);
        for (const name of removed) rmSync(join(root, "assets", name));
      },
    });
    expect(removed).toHaveLength(2);
    expect(result.failed).toEqual(["assets"]);
    expect(result.code).toBe(1);
    for (const name of removed) expect(block(result.output, "assets")).toContain(`- ${name}: HTTP 404`);
  });

  test("config.json: every mistake at once, with its place and what is expected, as the console shows them", async ({
    page,
  }) => {
    let onScreen: string[] = [];
    const { result } = await checkSite(
      3,
      {
        configJson: JSON.stringify({
          environments: [
            environment("Prod", "http://api.example.com/v1", { live: true }),
            environment("Prod", `${partner.origin}/v1`, { pathStyle: "REST" }),
          ],
          defaultEnvironment: "Production",
        }),
      },
      {
        meanwhile: async (site) => {
          await page.goto(site.url);
          const alert = page.getByRole("alert", {
            name: "config.json has 4 mistakes, so only demo mode is available.",
          });
          // The console shows the box once config.json has answered.
          await expect(alert.getByRole("listitem")).toHaveCount(4);
          onScreen = await alert.getByRole("listitem").allTextContents();
        },
      },
    );
    expect(result.failed).toEqual(["config.json"]);
    const report = block(result.output, "config.json").split("\n");
    expect(report[0]).toMatch(/^FAIL {2}config\.json +config\.json has 4 mistakes, so only demo mode is available\.$/);
    const listed = report.slice(1, 5).map((line) => line.replace(/^ +- /, ""));
    expect(listed).toEqual([
      "environments[0].baseUrl: The API is served over HTTPS only: use https:// (plain http is allowed on localhost)",
      'environments[1].name: Another environment is already called "Prod"',
      'environments[1].pathStyle: Invalid option: expected one of "console"|"rest"',
      'defaultEnvironment: No environment is called "Production": expected one of "Prod", "Embedded sandbox"',
    ]);
    expect(onScreen).toEqual(listed);
    expect(report[5]).toMatch(/fix: correct https:\/\/127\.0\.0\.1:\d+\/tools\/console\/config\.json/);
  });

  test("Content-Security-Policy: a header that lets inline scripts run", async () => {
    const { result } = await checkSite(4, {
      editSiteFile: (conf) => conf.replace("script-src 'self';", "script-src 'self' 'unsafe-inline';"),
    });
    expect(result.failed).toEqual(["Content-Security-Policy"]);
    expect(block(result.output, "Content-Security-Policy")).toContain("script-src allows 'unsafe-inline'");
  });

  test("X-Content-Type-Options: a missing header", async () => {
    const { result } = await checkSite(5, {
      editSiteFile: (conf) => conf.replace(/^ *add_header X-Content-Type-Options .*\n/m, ""),
    });
    expect(result.failed).toEqual(["X-Content-Type-Options"]);
    expect(block(result.output, "X-Content-Type-Options")).toContain(
      'fix: add_header X-Content-Type-Options "nosniff" always;',
    );
  });

  test("Referrer-Policy: one that sends the page's address everywhere", async () => {
    const { result } = await checkSite(6, {
      editSiteFile: (conf) => conf.replace('Referrer-Policy "no-referrer"', 'Referrer-Policy "unsafe-url"'),
    });
    expect(result.failed).toEqual(["Referrer-Policy"]);
    expect(block(result.output, "Referrer-Policy")).toContain('"unsafe-url": the page\'s address can reach');
  });

  test("frame ancestors: neither frame-ancestors nor X-Frame-Options", async () => {
    const { result } = await checkSite(7, {
      editSiteFile: (conf) =>
        conf.replace("; frame-ancestors 'none'", "").replace(/^ *add_header X-Frame-Options .*\n/m, ""),
    });
    expect(result.failed).toEqual(["frame ancestors"]);
    expect(block(result.output, "frame ancestors")).toContain("any site may frame the console");
  });

  test("API: a CORS preflight refused, because Access-Control-Allow-Headers forgets Authorization", async () => {
    const { site, result } = await checkSite(8, {
      configJson: config(environment("Proxy", "/v1"), environment("Gateway", `${forgetful.origin}/v1`)),
    });
    expect(result.failed).toEqual(['API "Gateway"']);
    const report = block(result.output, 'API "Gateway"');
    expect(report).toContain(`the browser would refuse to call it from ${site.origin}`);
    expect(report).toContain("- Access-Control-Allow-Headers does not list authorization (all 8 actions)");
    expect(report).toContain(`Access-Control-Allow-Origin: ${site.origin}`);
  });

  test("API: one the Content-Security-Policy does not let the console reach", async () => {
    // The standalone sandbox allows any origin, but over plain http, which the header's connect-src refuses.
    const { result } = await checkSite(9, {
      configJson: config(environment("Proxy", "/v1"), environment("Local", `${SANDBOX_ORIGIN}/v1`)),
    });
    expect(result.failed).toEqual(['API "Local"']);
    expect(block(result.output, 'API "Local"')).toContain(
      `the Content-Security-Policy (header) refuses to connect to ${SANDBOX_ORIGIN}`,
    );
  });
});
