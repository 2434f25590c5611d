// npm run check-deploy -- <url>: checks a deployed console from outside, as a browser would meet
// it: the page and every file it loads, config.json, the security headers, and a CORS preflight
// to each API config.json names. Prints a pass/fail list; exits 1 if anything failed.
import { readFileSync } from "node:fs";
import { NGINX_TEMPLATE, nginxPolicy } from "./csp-meta-plugin";
import { formatReport } from "./deploy-check/report";
import { checkDeployment } from "./deploy-check/run-checks";

const USAGE = `Usage: npm run check-deploy -- <url of the deployed console>
  e.g. npm run check-deploy -- https://console.example.com/tools/console/
A server with a private certificate authority: NODE_EXTRA_CA_CERTS=ca.pem npm run check-deploy -- <url>`;

async function main(args: string[]): Promise<number> {
  const [address, ...rest] = args;
  if (!address || rest.length > 0 || address === "--help" || address === "-h") {
    console.error(USAGE);
    return 2;
  }
  let url: URL;
  try {
    url = new URL(address);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("not http(s)");
  } catch {
    console.error(`Not an http(s) address: ${address}\n${USAGE}`);
    return 2;
  }
  const recommendedPolicy = nginxPolicy(readFileSync(NGINX_TEMPLATE, "utf8"));
  const results = await checkDeployment(url.href, { recommendedPolicy });
  process.stdout.write(formatReport(url.href, results));
  return results.every((result) => result.ok) ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
