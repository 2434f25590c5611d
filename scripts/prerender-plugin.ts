import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig, type Rolldown } from "vite";
import { CONSOLE_CODE_ID } from "../src/app/prerendered-start";

/** The first screen as HTML, rendered with the page's own components (exports renderFirstScreen). */
const SERVER_ENTRY = "src/app/render-first-screen.tsx";
/** The page's first script, run before the first paint (src/app/page-boot.ts says why). */
const BOOT_ENTRY = "src/app/page-boot.ts";
const EMPTY_ROOT = '<div id="root"></div>';

const run = promisify(execFile);
const shortHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 8);

/** One build's output chunk: the code of its single entry. */
function entryCode(output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | unknown): string {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((one) => one.output).find((file) => file.type === "chunk" && file.isEntry);
  if (chunk?.type !== "chunk") throw new Error(`${BOOT_ENTRY}: the build gave no script`);
  return chunk.code;
}

/** The first script as a classic script: it must run in <head>, before the body is parsed, which a module never does. */
async function buildBootScript(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      target: "es2022",
      minify: true,
      copyPublicDir: false,
      rolldownOptions: { input: resolve(root, BOOT_ENTRY), output: { format: "iife" } },
    },
  });
  return entryCode(output);
}

/**
 * Renders the first screen with Vite's SSR build of the page's own components, run by node in a
 * process of its own (a clean module state, and not the config loader's module runner). The build
 * goes under node_modules/ so that it finds the same React as the page, and is removed after.
 */
interface Rendered {
  /** The first screen, for #root. */
  markup: string;
  /** What the page says when JavaScript is off. */
  noScript: string;
}

async function renderFirstScreen(root: string): Promise<Rendered> {
  const cache = join(root, "node_modules", ".cache");
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(join(cache, "prerender-"));
  try {
    await build({
      configFile: false,
      root,
      logLevel: "warn",
      publicDir: false,
      plugins: [react()],
      build: {
        ssr: SERVER_ENTRY,
        outDir,
        target: "node20",
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: "render-first-screen.mjs" } },
      },
    });
    const entry = pathToFileURL(join(outDir, "render-first-screen.mjs")).href;
    const render =
      "const page = await import(process.argv[1]);" +
      "process.stdout.write(JSON.stringify({ markup: page.renderFirstScreen(), noScript: page.renderNoScriptNote() }));";
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", render, entry], {
      env: { ...process.env, NODE_ENV: "production" },
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    const rendered = JSON.parse(stdout) as Rendered;
    if (!rendered.markup.startsWith("<") || !rendered.noScript.startsWith("<")) {
      throw new Error(`${SERVER_ENTRY} rendered no markup`);
    }
    return rendered;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const STYLE_SHEET = /<link rel="stylesheet"[^>]*>/g;

/**
 * The built page's console code becomes a modulepreload link (fetched at once, run by the first
 * script once the page is painted), and the page's first script comes after the style sheet: the
 * first paint needs the sheet anyway, and the script reads nothing from it.
 */
function withBootScript(html: string, bootSrc: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const sheets = [...html.matchAll(STYLE_SHEET)];
  const [script, src] = scripts[0] ?? [];
  const [sheet] = sheets[0] ?? [];
  if (scripts.length !== 1 || !script || !src) throw new Error("index.html: expected the build's one module script");
  if (sheets.length !== 1 || !sheet) throw new Error("index.html: expected the build's one style sheet");
  return html
    .replace(script, "")
    .replace(
      sheet,
      `<link rel="preload" href="./config.json" as="fetch" crossorigin>\n    ${sheet}\n    <link rel="modulepreload" crossorigin href="${src}" id="${CONSOLE_CODE_ID}">\n    <script src="${bootSrc}"></script>`,
    );
}

/** The dev server's page runs its module as written; the first script goes before it. */
function withDevBootScript(html: string): string {
  const first = html.indexOf("<script");
  if (first < 0) throw new Error("index.html: no script to put the page's first script before");
  return `${html.slice(0, first)}<script type="module" src="/${BOOT_ENTRY}"></script>\n    ${html.slice(first)}`;
}

/**
 * dist/index.html with the first screen in it, rendered at build time from the same components,
 * which the browser hydrates (src/main.tsx); and the page's first script, from a file, as the
 * Content-Security-Policy allows (script-src 'self': no inline script), which runs the console's
 * code once the page is painted. dist/ stays plain files. The dev server gets the first script
 * only: its page is rendered in the browser.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let bootFile = "";
  return {
    name: "prerender-first-screen",
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== "build") return;
      const code = await buildBootScript(config.root);
      bootFile = `assets/page-boot-${shortHash(code)}.js`;
      this.emitFile({ type: "asset", fileName: bootFile, source: code });
    },
    transformIndexHtml: {
      order: "post",
      handler: (html) => (config.command === "build" ? withBootScript(html, `./${bootFile}`) : withDevBootScript(html)),
    },
    async closeBundle() {
      if (config.command !== "build") return;
      const page = join(resolve(config.root, config.build.outDir), "index.html");
      const html = await readFile(page, "utf8");
      if (html.split(EMPTY_ROOT).length !== 2) throw new Error(`${page}: expected one ${EMPTY_ROOT}`);
      const { markup, noScript } = await renderFirstScreen(config.root);
      await writeFile(
        page,
        html.replace(EMPTY_ROOT, `<noscript>${noScript}</noscript>\n    <div id="root">${markup}</div>`),
      );
    },
  };
}
