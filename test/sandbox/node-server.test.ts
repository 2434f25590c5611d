import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { realSleep } from "../../src/sandbox/clock";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { type SandboxServer, startSandboxServer } from "../../src/sandbox/node/start-sandbox-server";
import { SCENARIO_HEADER } from "../../src/sandbox/scenarios";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX = fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url));
const auth = { Authorization: `Bearer ${DEMO_KEYS.funded}` };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

let server: SandboxServer | undefined;
let child: ChildProcess | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  if (child && child.exitCode === null) child.kill("SIGKILL");
  child = undefined;
});

describe("startSandboxServer", () => {
  it("serves the API over real HTTP on 127.0.0.1", async () => {
    server = await startSandboxServer({ port: 0 });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/v1`);
    const response = await fetch(`${server.url}/balance`, { headers: auth, signal: AbortSignal.timeout(5_000) });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-RateLimit-Limit")).toBe("120");
    expect(((await response.json()) as { data: { currency: string } }).data.currency).toBe("USD");
    const created = await fetch(`${server.url}/orders`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ product_id: 201, user_id: "123456789", reseller_ref: "http-1" }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(created.status).toBe(201);
  });

  it("answers the Rupiah key in the market's style over real HTTP", async () => {
    server = await startSandboxServer({ port: 0 });
    const headers = { Authorization: `Bearer ${DEMO_KEYS.rupiah}` };
    const balance = await fetch(`${server.url}/balance`, { headers, signal: AbortSignal.timeout(5_000) });
    expect(balance.status).toBe(200);
    expect(await balance.json()).toMatchObject({ status: 1, data: { balance: 1_500_000, currency: "IDR" } });
    const unknown = await fetch(`${server.url}/order_status?order_id=ord_999999`, {
      headers,
      signal: AbortSignal.timeout(5_000),
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: 0, error_msg: "Transaksi tidak ditemukan", rc: "50" });
  });

  it("releases a hung request when the client aborts, and still closes promptly", async () => {
    const released: boolean[] = [];
    const sleep = async (ms: number, signal?: AbortSignal) => {
      await realSleep(ms, signal);
      released.push(signal?.aborted ?? false);
    };
    server = await startSandboxServer({ port: 0, sleep });
    const hung = fetch(`${server.url}/balance`, {
      headers: { [SCENARIO_HEADER]: "hang" },
      signal: AbortSignal.timeout(200),
    });
    await expect(hung).rejects.toThrow();
    for (let waited = 0; released.length === 0 && waited < 3_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(released).toEqual([true]);
    const open = fetch(`${server.url}/balance`, { headers: { [SCENARIO_HEADER]: "hang" } }).catch(() => "closed");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await withTimeout(server.close(), 3_000, "close with a hung request open");
    server = undefined;
    expect(await withTimeout(open, 3_000, "hung request ends")).toBe("closed");
  });

  it("a fault that never answers ends when the client aborts, and the server still closes promptly", async () => {
    const released: boolean[] = [];
    const sleep = async (ms: number, signal?: AbortSignal) => {
      await realSleep(ms, signal);
      released.push(signal?.aborted ?? false);
    };
    server = await startSandboxServer({ port: 0, sleep });
    const set = await fetch(`${server.url}/_sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rate: 1, kinds: ["timeout", "lost_answer"], seed: 7 }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(set.status).toBe(200);
    await expect(fetch(`${server.url}/balance`, { headers: auth, signal: AbortSignal.timeout(200) })).rejects.toThrow();
    for (let waited = 0; released.length === 0 && waited < 3_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(released).toEqual([true]);
    // One left open, with no signal of its own: closing the server ends it, and its wait.
    const open = fetch(`${server.url}/games`, { headers: auth }).catch(() => "closed");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await withTimeout(server.close(), 3_000, "close with a request that never answers open");
    server = undefined;
    expect(await withTimeout(open, 3_000, "the open request ends")).toBe("closed");
    for (let waited = 0; released.length === 1 && waited < 3_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(released).toEqual([true, true]);
  });

  it("rejects when the port is taken", async () => {
    server = await startSandboxServer({ port: 0 });
    await expect(startSandboxServer({ port: server.port })).rejects.toThrow(/EADDRINUSE/);
  });
});

function startScript(port: string) {
  const proc = spawn(process.execPath, [TSX, "src/sandbox/node/serve.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  proc.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  proc.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve, reject) => {
    proc.stdout.on("data", () => {
      if (stdout.includes("\n")) resolve(stdout.split("\n")[0] ?? "");
    });
    proc.once("exit", () => reject(new Error(`exited before listening: ${stderr}`)));
  });
  // Awaited only by the tests that expect a listening line.
  firstLine.catch(() => undefined);
  return { proc, exited, firstLine, output: () => ({ stdout, stderr }) };
}

describe("npm run sandbox (src/sandbox/node/serve.ts)", () => {
  it("prints one line with its address, serves, and exits 0 on SIGTERM", async () => {
    const script = startScript("0");
    child = script.proc;
    const line = await withTimeout(script.firstLine, 20_000, "the listening line");
    const match = /^Sandbox API listening on (http:\/\/127\.0\.0\.1:\d+\/v1)$/.exec(line);
    expect(match, line).not.toBeNull();
    const response = await fetch(`${match?.[1]}/games`, { headers: auth, signal: AbortSignal.timeout(5_000) });
    expect(response.status).toBe(200);
    script.proc.kill("SIGTERM");
    expect(await withTimeout(script.exited, 10_000, "exit after SIGTERM")).toBe(0);
    expect(script.output().stdout).toBe(`${line}\n`);
  }, 40_000);

  it("exits 1 with a message for a bad PORT", async () => {
    const script = startScript("eighty");
    child = script.proc;
    expect(await withTimeout(script.exited, 20_000, "exit on bad PORT")).toBe(1);
    expect(script.output().stderr).toContain('PORT must be a whole number from 0 to 65535, not "eighty".');
  }, 40_000);
});
