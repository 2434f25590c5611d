import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { NESTED_SITE, originOf, ROOT_SITE, urlOf } from "./deploy-nginx-config";
import { parseCsp, watchPage } from "./deploy-watch";
import { FUNDED_KEY, inSettings, pickAction, response } from "./fixtures";

// The deployment as it will run: Debian's nginx with deploy/nginx.conf.template rendered by
// deploy/render-nginx-conf.sh, started by Playwright (e2e/deploy-nginx-server.ts): dist/ under a
// nested sub-path on one site and at the root of another, /v1 proxied to the sandbox on both.

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "strict-transport-security": "max-age=31536000",
};

function expectStrictCsp(header: string | undefined) {
  const csp = parseCsp(header);
  expect(csp["script-src"]).toEqual(["'self'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["connect-src"]).toEqual(["'self'", "https:"]);
  expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(header).not.toMatch(/unsafe-inline|unsafe-eval/);
}

async function send(page: Page) {
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByText("200 OK")).toBeVisible();
}

for (const site of [NESTED_SITE, ROOT_SITE]) {
  const origin = originOf(site);
  test.describe(`behind nginx at ${site.base}, with the shipped template`, () => {
    test.use({ baseURL: urlOf(site), ignoreHTTPSErrors: true });

    test.beforeEach(async ({ page }) => {
      // The example config names APIs on the Internet; nothing may reach them from a test.
      await page.route(/^https:\/\/(staging-)?api\.example\.com\//, (route) => route.abort());
    });

    test("runs an action through the same-origin /v1 proxy and the in-page sandbox, with no CSP violation", async ({
      page,
    }) => {
      const watch = await watchPage(page, origin);
      const page0 = await page.goto("./");
      expect(page0?.status()).toBe(200);
      expectStrictCsp(page0?.headers()["content-security-policy"]);
      expect(page0?.headers()).toMatchObject(SECURITY_HEADERS);

      const environment = page.getByRole("combobox", { name: "Environment" });
      await expect(environment).toHaveValue("Staging");
      await environment.selectOption("Production");
      await expect(page.getByLabel("Base URL")).toHaveValue(`${origin}/v1`);
      await expect(page.getByText("LIVE — real money", { exact: true })).toBeVisible();
      await page.getByRole("textbox", { name: "API key" }).fill(FUNDED_KEY);
      await pickAction(page, "Check wallet balance");
      const proxied = page.waitForResponse(`${origin}/v1/balance`);
      await send(page);
      const answer = await proxied;
      expect(answer.headers()["x-request-id"]).toMatch(/^req_/);
      await expect(response(page).getByRole("tabpanel")).toContainText('"currency":"USD"');

      await environment.selectOption("Embedded sandbox");
      await page.getByRole("button", { name: "Use demo key" }).click();
      await pickAction(page, "List games");
      await send(page);
      await expect(response(page).getByRole("tabpanel")).toContainText("Sky Raiders");

      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleErrors()).toEqual([]);
      expect(watch.offOrigin()).toEqual([]);

      // The policy is really enforced, and the listener really hears it: an injected inline script is
      // refused, and reported twice, by nginx's header and by the <meta> policy in index.html.
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "document.title = 'inline script ran'";
        document.body.append(script);
      });
      const refused = expect.stringMatching(/^script-src-elem inline at /);
      await expect.poll(() => watch.violations()).toEqual([refused, refused]);
      expect(await page.title()).toBe("Reseller API Console");
    });

    test("downloads the OpenAPI document, with this deployment's APIs as servers", async ({ page }) => {
      const watch = await watchPage(page, origin);
      await page.goto("./");
      const downloading = page.waitForEvent("download");
      await inSettings(page, (dialog) => dialog.getByRole("button", { name: "Download OpenAPI" }).click());
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("reseller-api.openapi.json");
      const path = await download.path();
      const document = JSON.parse(readFileSync(path, "utf8"));
      expect(document.servers).toEqual([
        { url: "https://staging-api.example.com/v1", description: "Staging" },
        { url: `${origin}/v1`, description: "Production (LIVE — real money)" },
      ]);
      expect((await new Validator().validate(document)).valid).toBe(true);
      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleErrors()).toEqual([]);
    });

    test("sends the security headers everywhere; caches hashed files for a year and revalidates the rest", async ({
      request,
    }) => {
      const html = await (await request.get("./")).text();
      const asset = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeDefined();
      const expected: [string, number, string | undefined][] = [
        ["./", 200, "no-cache"],
        ["./index.html", 200, "no-cache"],
        ["./config.json", 200, "no-cache"],
        ["./openapi.json", 200, "no-cache"],
        [`./${asset}`, 200, "public, max-age=31536000, immutable"],
        ["./no-such-file.js", 404, "no-cache"],
        ["/v1/games", 401, undefined],
      ];
      for (const [path, status, cacheControl] of expected) {
        const answer = await request.get(path);
        expect(answer.status(), path).toBe(status);
        expect(answer.headers()["cache-control"], path).toBe(cacheControl);
        expect(answer.headers(), path).toMatchObject(SECURITY_HEADERS);
        expectStrictCsp(answer.headers()["content-security-policy"]);
      }
    });

    test("redirects plain http to https", async ({ request }) => {
      const plain = await request.get(`http://127.0.0.1:${site.httpPort}${site.base}`, { maxRedirects: 0 });
      expect(plain.status()).toBe(301);
      expect(plain.headers().location).toBe(`https://127.0.0.1${site.base}`);
    });
  });
}

test.describe("a live environment behind nginx", () => {
  test.use({ baseURL: urlOf(NESTED_SITE), ignoreHTTPSErrors: true });

  test("a live environment's order confirmation says real money will be spent", async ({ page }) => {
    await page.goto("./");
    await page.getByRole("combobox", { name: "Environment" }).selectOption("Production");
    await page.getByRole("textbox", { name: "API key" }).fill(FUNDED_KEY);
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Send" }).click();
    const dialog = page.getByRole("dialog", { name: "Place this order?" });
    await expect(dialog).toContainText("real money will be spent");
    await dialog.getByRole("button", { name: "Go back" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("the site around a console under a sub-path", () => {
  test.use({ ignoreHTTPSErrors: true });

  test("leads / and the sub-path without its slash to the console, and serves nothing else", async ({ request }) => {
    const origin = originOf(NESTED_SITE);
    for (const path of ["/", "/tools/console"]) {
      const answer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers().location, path).toBe(`${origin}/tools/console/`);
    }
    for (const path of ["/index.html", "/config.json", "/tools/config.json", "/tools/console.json"]) {
      const answer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(404);
      expect(answer.headers(), path).toMatchObject(SECURITY_HEADERS);
    }
  });
});

test.describe("a console at the site's root", () => {
  test.use({ ignoreHTTPSErrors: true });

  test("serves the console at /, with the API still at /v1", async ({ request }) => {
    const origin = originOf(ROOT_SITE);
    const page = await request.get(`${origin}/`, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("<title>Reseller API Console</title>");
    expect((await request.get(`${origin}/config.json`)).headers()["content-type"]).toMatch(/^application\/json/);
    expect((await request.get(`${origin}/v1/games`)).status()).toBe(401);
  });
});
