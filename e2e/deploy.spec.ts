import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { NGINX_HTTP_PORT, NGINX_ORIGIN } from "./deploy-nginx-config";
import { parseCsp, watchPage } from "./deploy-watch";
import { FUNDED_KEY, inSettings, pickAction, response } from "./fixtures";

// The deployment as it will run: Debian's nginx with deploy/nginx.conf, started by Playwright
// (e2e/deploy-nginx-server.ts), serving dist/ under /console/ and proxying /v1 to the sandbox.

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

test.describe("behind nginx at /console/, with the shipped deploy/nginx.conf", () => {
  test.use({ baseURL: `${NGINX_ORIGIN}/console/`, ignoreHTTPSErrors: true });

  test.beforeEach(async ({ page }) => {
    // The example config names APIs on the Internet; nothing may reach them from a test.
    await page.route(/^https:\/\/(staging-)?api\.example\.com\//, (route) => route.abort());
  });

  test("runs an action through the same-origin /v1 proxy and the in-page sandbox, with no CSP violation", async ({
    page,
  }) => {
    const watch = await watchPage(page, NGINX_ORIGIN);
    const page0 = await page.goto("./");
    expect(page0?.status()).toBe(200);
    expectStrictCsp(page0?.headers()["content-security-policy"]);
    expect(page0?.headers()).toMatchObject(SECURITY_HEADERS);

    const environment = page.getByRole("combobox", { name: "Environment" });
    await expect(environment).toHaveValue("Staging");
    await environment.selectOption("Production");
    await expect(page.getByLabel("Base URL")).toHaveValue(`${NGINX_ORIGIN}/v1`);
    await expect(page.getByText("LIVE — real money", { exact: true })).toBeVisible();
    await page.getByRole("textbox", { name: "API key" }).fill(FUNDED_KEY);
    await pickAction(page, "Check wallet balance");
    const proxied = page.waitForResponse(`${NGINX_ORIGIN}/v1/balance`);
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

  test("downloads the OpenAPI document, with this deployment's APIs as servers", async ({ page }) => {
    const watch = await watchPage(page, NGINX_ORIGIN);
    await page.goto("./");
    const downloading = page.waitForEvent("download");
    await inSettings(page, (dialog) => dialog.getByRole("button", { name: "Download OpenAPI" }).click());
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("reseller-api.openapi.json");
    const path = await download.path();
    const document = JSON.parse(readFileSync(path, "utf8"));
    expect(document.servers).toEqual([
      { url: "https://staging-api.example.com/v1", description: "Staging" },
      { url: `${NGINX_ORIGIN}/v1`, description: "Production (LIVE — real money)" },
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

  test("redirects plain http to https, and / to the console", async ({ request }) => {
    const plain = await request.get(`http://127.0.0.1:${NGINX_HTTP_PORT}/console/`, { maxRedirects: 0 });
    expect(plain.status()).toBe(301);
    expect(plain.headers().location).toBe("https://127.0.0.1/console/");
    const root = await request.get(`${NGINX_ORIGIN}/`, { maxRedirects: 0 });
    expect(root.status()).toBe(302);
    expect(root.headers().location).toBe(`${NGINX_ORIGIN}/console/`);
  });
});
