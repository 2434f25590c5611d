import { configSummary } from "../../src/config/config-summary";
import { type Environment, environmentsOf } from "../../src/config/runtime-config";
import { type ConfigState, loadRuntimeConfig } from "../../src/config/runtime-config-load";
import { isLoopback } from "../../src/request/base-url";
import { type CheckResult, fail, pass } from "./check-result";
import { preflightsFor, refusal } from "./cors-preflight";
import { allowsConnect, parseCsp } from "./csp";
import { assetProblem, assetsOfPage, chunksOfScript, metaPolicyOf } from "./page-assets";
import { checkCsp, checkFrameAncestors, checkNosniff, checkReferrerPolicy } from "./security-headers";

export interface CheckOptions {
  fetchImpl?: typeof fetch;
  /** Per request. */
  timeoutMs?: number;
  /** The policy the nginx sample sends, quoted in the fix for a missing or weak one. */
  recommendedPolicy: string;
}

interface Context {
  fetch: (url: URL | string, init?: RequestInit) => Promise<Response>;
}

/** At most this many requests at once, and this many files in all: bounded either way. */
const PARALLEL = 6;
const MAX_FILES = 400;

async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (error instanceof Error && error.name === "TimeoutError") return "no answer in time";
  const text = [error instanceof Error ? error.message : String(error), cause?.code ?? cause?.message]
    .filter(Boolean)
    .join(": ");
  // Browsers would refuse it too; a private authority can be trusted for this command.
  const untrusted = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(cause?.code ?? "");
  return untrusted ? `${text} (certificate not trusted; a private authority: NODE_EXTRA_CA_CERTS=ca.pem)` : text;
}

async function checkPage(context: Context, address: string) {
  const name = "page";
  let response: Response;
  try {
    response = await context.fetch(address);
  } catch (error) {
    const fix = "check the address and that the server answers; the other checks start from the page";
    return { result: fail(name, `${address} could not be loaded: ${reason(error)}`, fix) };
  }
  const pageUrl = new URL(response.url || address);
  const html = await response.text();
  const fixCopy = "copy all of dist/ to the directory the server serves at this address";
  if (response.status !== 200) return { result: fail(name, `${pageUrl.href}: HTTP ${response.status}`, fixCopy) };
  if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) {
    return { result: fail(name, `${pageUrl.href} is not served as text/html`, "serve index.html as text/html") };
  }
  // The console's code: a module script, or (the prerendered page) a modulepreload link its first script runs.
  if (!/<script\b[^>]*type=["']?module|<link\b[^>]*rel=["']?modulepreload/i.test(html) || !html.includes('id="root"')) {
    return { result: fail(name, `${pageUrl.href} is not the console's index.html`, fixCopy) };
  }
  if (pageUrl.protocol !== "https:" && !isLoopback(pageUrl.hostname)) {
    const fix = "serve the console over HTTPS, and redirect http to https";
    return { result: fail(name, `${pageUrl.href} is plain http: the API key would travel in clear`, fix) };
  }
  const redirected = pageUrl.href === address ? "" : ` (from ${address})`;
  return { result: pass(name, `${pageUrl.href}${redirected}: 200, the console's index.html`), pageUrl, html, response };
}

async function checkAssets(context: Context, html: string, pageUrl: URL): Promise<CheckResult> {
  const name = "assets";
  const seen = new Set<string>();
  const problems: string[] = [];
  let queue = assetsOfPage(html, pageUrl);
  while (queue.length > 0 && seen.size < MAX_FILES) {
    const batch = queue.filter((url) => !seen.has(url.href)).slice(0, MAX_FILES - seen.size);
    for (const url of batch) seen.add(url.href);
    const found: URL[] = [];
    await eachLimited(batch, async (url) => {
      try {
        const response = await context.fetch(url, { redirect: "manual" });
        const problem = assetProblem(url, response.status, response.headers.get("content-type"));
        if (problem) problems.push(problem);
        else if (/\.m?js$/.test(url.pathname)) found.push(...chunksOfScript(await response.text(), url));
        else await response.body?.cancel();
      } catch (error) {
        problems.push(`${url.pathname}: ${reason(error)}`);
      }
    });
    queue = found.filter((url) => !seen.has(url.href));
  }
  if (problems.length > 0) {
    const fix = "copy all of dist/, assets/ included, and serve .js as text/javascript and .css as text/css";
    return fail(name, `${problems.length} of ${seen.size} files cannot be used`, fix, problems.sort());
  }
  return pass(name, `${seen.size} files (index.html's and the chunks its scripts load): each 200, with its type`);
}

function checkConfig(state: ConfigState, configUrl: URL): CheckResult {
  const name = "config.json";
  if (state.problem) {
    const fix = `correct ${configUrl.href}; until then the console offers the embedded sandbox only`;
    return fail(name, configSummary(state.problem.cause), fix, state.problem.details);
  }
  if (state.source === "built-in") {
    return pass(name, "none (404, or a page in its place): the console offers the embedded sandbox only");
  }
  const names = environmentsOf(state.config).map((env) => `"${env.name}"`);
  return pass(name, `valid: ${names.join(", ")}`);
}

async function checkApi(context: Context, env: Environment, pageUrl: URL, policies: [string, string][]) {
  const name = `API "${env.name}"`;
  const base = new URL(env.baseUrl);
  const blocked = policies.filter(([, policy]) => !allowsConnect(parseCsp(policy), base, pageUrl));
  if (blocked.length > 0) {
    const where = blocked.map(([source]) => source).join(" and ");
    return fail(
      name,
      `${env.baseUrl}: the Content-Security-Policy (${where}) refuses to connect to ${base.origin}`,
      `add ${base.origin} to connect-src, or serve the API through this site's /v1 proxy`,
    );
  }
  if (base.origin === pageUrl.origin) return pass(name, `${env.baseUrl}: same origin as the console, no CORS needed`);
  const refused = new Map<string, string[]>();
  let unreachable = 0;
  const preflights = preflightsFor(env.baseUrl, env.pathStyle, pageUrl.origin);
  await eachLimited(preflights, async (preflight) => {
    let why: string | undefined;
    try {
      const init = { method: "OPTIONS", headers: preflight.headers, redirect: "manual" } as const;
      const answer = await context.fetch(preflight.url, init);
      await answer.body?.cancel();
      why = refusal(preflight, answer);
    } catch (error) {
      unreachable++;
      why = `no answer: ${reason(error)}`;
    }
    if (why) refused.set(why, [...(refused.get(why) ?? []), preflight.label]);
  });
  const all = `all ${preflights.length} actions`;
  if (refused.size === 0) return pass(name, `${env.baseUrl}: CORS preflights of ${all} allowed for ${pageUrl.origin}`);
  const details = [...refused].map(
    ([why, labels]) => `${why} (${labels.length === preflights.length ? all : labels.join(", ")})`,
  );
  if (unreachable === preflights.length) {
    const fix = "check the address in config.json, and that the API is reachable where the console's users are";
    return fail(name, `${env.baseUrl}: the API does not answer`, fix, details.sort());
  }
  const fix =
    `have the API answer OPTIONS without a key with 2xx, Access-Control-Allow-Origin: ${pageUrl.origin} and ` +
    'Access-Control-Allow-Headers: Authorization, Content-Type; or proxy it through this site ("baseUrl": "/v1")';
  return fail(name, `${env.baseUrl}: the browser would refuse to call it from ${pageUrl.origin}`, fix, details.sort());
}

/** Every check, in the order a deployer would fix them. Always resolves; failures are results. */
export async function checkDeployment(address: string, options: CheckOptions): Promise<CheckResult[]> {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const context: Context = {
    fetch: (url, init) => fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  };
  const page = await checkPage(context, address);
  if (!page.pageUrl) return [page.result];
  const { pageUrl, html, response } = page;
  const configUrl = new URL("config.json", pageUrl);
  const [assets, state] = await Promise.all([
    checkAssets(context, html, pageUrl),
    loadRuntimeConfig({ configUrl: configUrl.href, fetchImpl }),
  ]);
  const results = [
    page.result,
    assets,
    checkConfig(state, configUrl),
    checkCsp(response.headers, pageUrl, options.recommendedPolicy),
    checkNosniff(response.headers),
    checkReferrerPolicy(response.headers),
    checkFrameAncestors(response.headers),
  ];
  const policies: [string, string][] = [];
  const header = response.headers.get("content-security-policy");
  if (header) policies.push(["header", header]);
  const meta = metaPolicyOf(html);
  if (meta) policies.push(["index.html's <meta>", meta]);
  if (!state.problem) {
    for (const env of state.config.environments) results.push(await checkApi(context, env, pageUrl, policies));
  }
  return results;
}
