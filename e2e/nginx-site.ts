// Runs the console in Debian's nginx as a deployer would: dist/ copied to a directory, a
// config.json beside it, and the site file rendered from deploy/nginx.conf.template by
// deploy/render-nginx-conf.sh. nginx runs in the foreground with its own prefix, pid, logs and
// temporary files in a temporary directory, on 127.0.0.1 only; the system's service is never used.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { originOf, renderEnvironment, type SiteAddress, testMainConfig, urlOf } from "./deploy-nginx-config";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const repo = fileURLToPath(new URL("..", import.meta.url));

export interface Certificate {
  certificate: string;
  key: string;
}

/** A throwaway certificate for 127.0.0.1, which a client can also trust as its own authority. */
export function makeCertificate(dir: string): Certificate {
  mkdirSync(dir, { recursive: true });
  const certificate = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"]
      .concat(["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"])
      .concat(["-keyout", key, "-out", certificate]),
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { certificate, key };
}

export interface SiteOptions extends SiteAddress {
  /** API_UPSTREAM. */
  apiUpstream: string;
  /** The deployment's config.json. */
  configJson: string;
  /** Default: a new throwaway certificate. */
  tls?: Certificate;
  /** Changes the rendered site file: a test of a broken deployment. */
  editSiteFile?: (conf: string) => string;
  /** Changes the copied files, given the site's directory: a test of a broken deployment. */
  editFiles?: (siteRoot: string) => void;
}

export interface NginxSite {
  url: string;
  origin: string;
  certificate: string;
  /** Resolves when nginx stops, whoever stopped it, with its exit code and error log. */
  exited: Promise<{ code: number | null; log: string }>;
  stop: () => Promise<void>;
}

function prepare(dir: string, options: SiteOptions): void {
  const dist = join(repo, "dist");
  if (!existsSync(join(dist, "index.html"))) throw new Error("dist/ has no index.html: run `npm run build` first");
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/ensure-nginx.sh`);
  // nginx's workers may run as another user than its master: they must be able to read the site.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, "temp"));
  const siteRoot = join(dir, "www");
  cpSync(dist, siteRoot, { recursive: true });
  // A deployment edits config.json and nothing else.
  writeFileSync(join(siteRoot, "config.json"), options.configJson);
  options.editFiles?.(siteRoot);
  const tls = options.tls ?? makeCertificate(join(dir, "tls"));
  const output = join(dir, "site.conf");
  const files = {
    siteRoot,
    certificate: tls.certificate,
    certificateKey: tls.key,
    apiUpstream: options.apiUpstream,
    output,
  };
  execFileSync("sh", [join(repo, "deploy", "render-nginx-conf.sh")], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...renderEnvironment(options, files) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (options.editSiteFile) writeFileSync(output, options.editSiteFile(readFileSync(output, "utf8")));
  writeFileSync(join(dir, "nginx.conf"), testMainConfig(dir));
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(true));
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.destroy());
  });

/** Starts nginx on the site; resolves once it accepts connections, or rejects with its error log. */
export async function startNginxSite(options: SiteOptions): Promise<NginxSite> {
  const dir = mkdtempSync(join(tmpdir(), "console-nginx-"));
  const errorLog = () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "");
  let nginx: ChildProcess;
  try {
    prepare(dir, options);
    const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"];
    nginx = spawn(NGINX, args, { stdio: ["ignore", "inherit", "inherit"] });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`The nginx test site could not be prepared: ${(error as Error).message}\n${stderr}`);
  }
  const exited = new Promise<{ code: number | null; log: string }>((resolve) => {
    nginx.once("exit", (code) => {
      const log = errorLog();
      rmSync(dir, { recursive: true, force: true });
      resolve({ code, log });
    });
  });
  let stopped = false;
  exited.then(() => {
    stopped = true;
  });
  // Bounded: 10 s for nginx to listen, checked every 50 ms.
  for (let attempt = 0; attempt < 200 && !stopped; attempt++) {
    if (await listening(options.httpsPort)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (stopped || !(await listening(options.httpsPort))) {
    nginx.kill("SIGKILL");
    const { log } = await exited;
    throw new Error(`nginx did not start on ${originOf(options)}:\n${log}`);
  }
  return {
    url: urlOf(options),
    origin: originOf(options),
    certificate: (options.tls ?? { certificate: join(dir, "tls", "cert.pem") }).certificate,
    exited,
    stop: async () => {
      if (!stopped) nginx.kill("SIGTERM");
      await exited;
    },
  };
}
