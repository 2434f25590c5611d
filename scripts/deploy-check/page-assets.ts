// The files a deployed console loads: those index.html names, and the chunks its scripts load
// later (lazily loaded panels, the worker), found by their hashed names.

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");

function attribute(tag: string, name: string): string | undefined {
  const found = ATTRIBUTE(name).exec(tag);
  return found ? (found[1] ?? found[2] ?? found[3]) : undefined;
}

const LOADED_LINKS = ["stylesheet", "modulepreload", "preload", "icon"];

/** The scripts, style sheets, preloads and icons index.html loads, resolved against the page. */
export function assetsOfPage(html: string, pageUrl: URL): URL[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) found.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attribute(tag, "href");
    if (href && rel.some((value) => LOADED_LINKS.includes(value))) found.push(href);
  }
  return unique(found.map((reference) => new URL(reference, pageUrl)));
}

/** The policy index.html carries in a <meta http-equiv>, if any. */
export function metaPolicyOf(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (attribute(tag, "http-equiv")?.toLowerCase() === "content-security-policy") return attribute(tag, "content");
  }
  return undefined;
}

/** A build file name: a name, a dash and Vite's eight-character hash. */
const HASHED = /["'`](?:\.\/)?([A-Za-z0-9_.-]+-[A-Za-z0-9_-]{8}\.(?:js|css))["'`]/g;

/** The other hashed build files a script loads, resolved against the script (they sit beside it). */
export function chunksOfScript(script: string, scriptUrl: URL): URL[] {
  return unique([...script.matchAll(HASHED)].map(([, name]) => new URL(`./${name}`, scriptUrl)));
}

function unique(urls: URL[]): URL[] {
  return [...new Map(urls.map((url) => [url.href, url])).values()];
}

const JAVASCRIPT = { type: "text/javascript", pattern: /^(text|application)\/javascript\b/i };
const TYPES: Record<string, { type: string; pattern: RegExp }> = {
  js: JAVASCRIPT,
  mjs: JAVASCRIPT,
  css: { type: "text/css", pattern: /^text\/css\b/i },
  svg: { type: "image/svg+xml", pattern: /^image\/svg\+xml\b/i },
  json: { type: "application/json", pattern: /^application\/json\b/i },
};

/** Why the browser would not use this answer for that file, or undefined if it would. */
export function assetProblem(url: URL, status: number, contentType: string | null): string | undefined {
  const file = url.pathname.split("/").at(-1) ?? url.pathname;
  if (status !== 200) return `${file}: HTTP ${status}`;
  const expected = TYPES[file.split(".").at(-1)?.toLowerCase() ?? ""];
  // With nosniff, a script or style sheet served as anything else is refused.
  if (expected && !expected.pattern.test(contentType ?? "")) {
    return `${file}: served as ${contentType ?? "no Content-Type"}, expected ${expected.type}`;
  }
  return undefined;
}
