import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { Cleanups } from "./cleanups";

const tail = (output: string) => stripVTControlCharacters(output).slice(-2000);

/**
 * Builds the console with the project's own Vite config into `outDir`. Vite runs as a direct
 * child of node (not through npx), so the process to stop on timeout or Ctrl+C is known by id.
 */
export function buildConsole(outDir: string, cleanups: Cleanups, timeoutMs = 180_000): Promise<string> {
  const vitePackage = createRequire(import.meta.url).resolve("vite/package.json");
  const viteBin = join(dirname(vitePackage), "bin", "vite.js");
  const child = spawn(
    process.execPath,
    [viteBin, "build", "--configLoader", "runner", "--outDir", outDir, "--emptyOutDir", "--logLevel", "info"],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  cleanups.add("vite build", stop);
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      stop();
      fail(new Error(`vite build took longer than ${timeoutMs} ms\n${tail(output)}`));
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done(output);
      else fail(new Error(`vite build failed (${signal ?? `exit ${code}`})\n${tail(output)}`));
    });
  });
}
