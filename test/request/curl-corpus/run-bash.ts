import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// An empty home and working directory: no ~/.curlrc, no file that -d @… or a glob could find.
const home = mkdtempSync(join(tmpdir(), "curl-corpus-"));

export interface BashRun {
  code: number | null;
  stderr: string;
}

/**
 * Runs a command line as a person would in bash, with Debian's curl first on the PATH and a
 * bare environment (no proxy variables, no API_KEY), within a time limit.
 */
export function runBash(command: string, timeoutMs = 10_000): Promise<BashRun> {
  return new Promise((resolve) => {
    execFile(
      "/bin/bash",
      ["-c", command],
      {
        cwd: home,
        env: { PATH: "/usr/bin:/bin", HOME: home, LANG: "C.UTF-8" },
        timeout: timeoutMs,
        killSignal: "SIGKILL",
        maxBuffer: 4 * 1024 * 1024,
        encoding: "utf8",
      },
      (error, _stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        resolve({ code, stderr });
      },
    );
  });
}

/** "curl 7.88.1 (x86_64-pc-linux-gnu) …" → "7.88.1". */
export async function curlVersion(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("/usr/bin/curl", ["--version"], { timeout: 5_000, encoding: "utf8" }, (error, stdout) => {
      if (error) reject(error);
      else resolve(/^curl (\S+)/.exec(stdout)?.[1] ?? "unknown");
    });
  });
}
