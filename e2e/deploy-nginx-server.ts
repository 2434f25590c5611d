// Serves the built dist/ under /console/ with Debian's nginx and the shipped deploy/nginx.conf,
// on 127.0.0.1 only, with /v1 proxied to the standalone sandbox. Started and stopped by
// Playwright (a webServer entry). Everything nginx writes stays in a temporary directory, which
// is removed when nginx stops; the system's nginx service is never involved.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { NGINX_HTTP_PORT, NGINX_HTTPS_PORT, testMainConfig, testSiteConfig } from "./deploy-nginx-config";
import { SANDBOX_ORIGIN } from "./ports";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const repo = fileURLToPath(new URL("..", import.meta.url));

function prepare(dir: string): void {
  const dist = join(repo, "dist");
  if (!existsSync(join(dist, "index.html"))) throw new Error("dist/ has no index.html: run `npm run build` first");
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/ensure-nginx.sh`);
  // nginx's workers may run as another user than its master: they must be able to read the site.
  chmodSync(dir, 0o755);
  for (const sub of ["temp", "tls"]) mkdirSync(join(dir, sub));
  const site = join(dir, "www", "console");
  cpSync(dist, site, { recursive: true });
  // A deployment edits config.json and nothing else: here, the documented example.
  copyFileSync(join(repo, "deploy", "config.example.json"), join(site, "config.json"));
  const certificate = join(dir, "tls", "cert.pem");
  const certificateKey = join(dir, "tls", "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"]
      .concat(["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"])
      .concat(["-keyout", certificateKey, "-out", certificate]),
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const shipped = readFileSync(join(repo, "deploy", "nginx.conf"), "utf8");
  const paths = {
    httpsPort: NGINX_HTTPS_PORT,
    httpPort: NGINX_HTTP_PORT,
    root: join(dir, "www"),
    certificate,
    certificateKey,
    apiOrigin: SANDBOX_ORIGIN,
  };
  writeFileSync(join(dir, "site.conf"), testSiteConfig(shipped, paths));
  writeFileSync(join(dir, "nginx.conf"), testMainConfig(dir));
}

const dir = mkdtempSync(join(tmpdir(), "console-nginx-"));
let nginx: ChildProcess | undefined;
const finish = (code: number) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
};

// Playwright may stop this at any point, even while preparing: the directory goes either way.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    // nginx usually got the signal too (same process group); its exit handler cleans up.
    if (nginx && nginx.exitCode === null) nginx.kill("SIGTERM");
    else finish(0);
  });
}

try {
  prepare(dir);
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"];
  nginx = spawn(NGINX, args, { stdio: "inherit" });
  nginx.once("exit", (code, signal) => {
    if (signal === null && code !== 0) console.error(`nginx stopped with code ${code}:\n${errorLog()}`);
    finish(signal === null ? (code ?? 1) : 0);
  });
  console.log(`nginx serves https://127.0.0.1:${NGINX_HTTPS_PORT}/console/ from ${dir}`);
} catch (error) {
  console.error(`The nginx test server could not start: ${(error as Error).message}`);
  finish(1);
}

function errorLog(): string {
  try {
    return readFileSync(join(dir, "error.log"), "utf8");
  } catch {
    return "(no error log)";
  }
}
