import { describe, expect, it } from "vitest";
import type { CheckResult } from "../../scripts/deploy-check/check-result";
import { assetProblem, assetsOfPage, chunksOfScript, metaPolicyOf } from "../../scripts/deploy-check/page-assets";
import { formatReport } from "../../scripts/deploy-check/report";

const page = new URL("https://console.example.com/tools/console/");

// The shape of a built index.html: relative URLs, a module script, preloads, a style sheet, an icon.
const HTML = `<!doctype html>
<html><head>
<meta charset="UTF-8" />
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'" />
<link rel="icon" href="./favicon.svg" type="image/svg+xml" />
<script type="module" crossorigin src="./assets/index-BMife8FX.js"></script>
<link rel="modulepreload" crossorigin href="./assets/react-sySUN5R7.js">
<link rel=stylesheet href='./assets/index-DxoarCmr.css'>
<link rel="canonical" href="https://elsewhere.example/">
</head><body><div id="root"></div></body></html>`;

describe("the files a deployed console loads", () => {
  it("reads index.html's scripts, preloads, style sheets and icon, against the page's address", () => {
    expect(assetsOfPage(HTML, page).map((url) => url.pathname)).toEqual([
      "/tools/console/assets/index-BMife8FX.js",
      "/tools/console/favicon.svg",
      "/tools/console/assets/react-sySUN5R7.js",
      "/tools/console/assets/index-DxoarCmr.css",
    ]);
  });

  it("finds the hashed chunks a script loads later, beside it, and nothing else", () => {
    const script =
      'import("./history-panel-B798eMFx.js");const m=["./curl-import-dialog-C-1ko2l9.css"];' +
      "new Worker(new URL(`body-worker-BSHOKkPf.js`,import.meta.url));const name='index.js';\"./a-b.js\"";
    expect(chunksOfScript(script, new URL("assets/index-BMife8FX.js", page)).map((url) => url.pathname)).toEqual([
      "/tools/console/assets/history-panel-B798eMFx.js",
      "/tools/console/assets/curl-import-dialog-C-1ko2l9.css",
      "/tools/console/assets/body-worker-BSHOKkPf.js",
    ]);
  });

  it("reads the policy of the <meta http-equiv> tag", () => {
    expect(metaPolicyOf(HTML)).toBe("default-src 'self'; script-src 'self'");
    expect(metaPolicyOf("<meta charset=utf-8>")).toBeUndefined();
  });

  it("says why a file cannot be used: its status, or a type the browser refuses", () => {
    const file = (name: string) => new URL(`assets/${name}`, page);
    expect(assetProblem(file("a-12345678.js"), 404, "text/html")).toBe("a-12345678.js: HTTP 404");
    expect(assetProblem(file("a-12345678.js"), 200, "text/plain")).toBe(
      "a-12345678.js: served as text/plain, expected text/javascript",
    );
    expect(assetProblem(file("a-12345678.css"), 200, null)).toBe(
      "a-12345678.css: served as no Content-Type, expected text/css",
    );
    expect(assetProblem(file("a-12345678.js"), 200, "application/javascript; charset=utf-8")).toBeUndefined();
    expect(assetProblem(file("a-12345678.css"), 200, "text/css")).toBeUndefined();
  });
});

describe("the report", () => {
  it("prints one line per check, then each problem and the fix under a failure, then the count", () => {
    const results: CheckResult[] = [
      { name: "page", ok: true, summary: "200" },
      { name: "config.json", ok: false, summary: "2 mistakes", details: ["a: x", "b: y"], fix: "correct it" },
      { name: "Referrer-Policy", ok: false, summary: "no header", fix: "add it" },
    ];
    expect(formatReport("https://c.example/", results)).toBe(
      [
        "Checking the console at https://c.example/",
        "",
        "PASS  page             200",
        "FAIL  config.json      2 mistakes",
        "                       - a: x",
        "                       - b: y",
        "                       fix: correct it",
        "FAIL  Referrer-Policy  no header",
        "                       fix: add it",
        "",
        "3 checks: 1 passed, 2 failed.",
        "",
      ].join("\n"),
    );
  });
});
