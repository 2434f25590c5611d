// One of the two nginx test sites (e2e/deploy-nginx-config.ts), named by the first argument:
// "nested" (the console at /tools/console/) or "root" (at /). Serves the built dist/ with the
// shipped template and deploy/config.example.json, /v1 proxied to the standalone sandbox.
// Started and stopped by Playwright (a webServer entry); everything nginx writes stays in a
// temporary directory, removed when nginx stops.
import { readFileSync } from "node:fs";
import { TEST_SITES } from "./deploy-nginx-config";
import { type NginxSite, startNginxSite } from "./nginx-site";
import { SANDBOX_ORIGIN } from "./ports";

const name = process.argv[2];
const site = TEST_SITES[name as keyof typeof TEST_SITES];
if (!site) {
  console.error(`Which site? ${Object.keys(TEST_SITES).join(" or ")}`);
  process.exit(2);
}

let running: NginxSite | undefined;
let stopping = false;
// Playwright may stop this at any point, even while nginx starts: nginx and its directory go either way.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    stopping = true;
    if (running) void running.stop().then(() => process.exit(0));
    else process.exit(0);
  });
}

try {
  running = await startNginxSite({
    ...site,
    apiUpstream: SANDBOX_ORIGIN,
    configJson: readFileSync(new URL("../deploy/config.example.json", import.meta.url), "utf8"),
  });
  console.log(`nginx serves ${running.url}`);
  const { code, log } = await running.exited;
  if (!stopping) {
    console.error(`nginx stopped with code ${code}:\n${log}`);
    process.exit(code || 1);
  }
} catch (error) {
  console.error(`The nginx test site could not start: ${(error as Error).message}`);
  process.exit(1);
}
