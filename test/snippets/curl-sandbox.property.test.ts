import { execFile } from "node:child_process";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { buildRequest } from "../../src/request/build-request";
import { toCurl } from "../../src/request/to-curl";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { type SandboxServer, startSandboxServer } from "../../src/sandbox/node/start-sandbox-server";

let sandbox: SandboxServer;
beforeAll(async () => {
  sandbox = await startSandboxServer({
    port: 0,
    hostname: "127.0.0.1",
    rateLimit: { limit: 10_000, windowMs: 60_000 },
  });
});
afterAll(() => sandbox.close());

function run(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("bash", ["-c", `${command.replace(/^curl /m, "curl -s ")}`], { timeout: 15_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

describe("a copied cURL command, run against the standalone sandbox", () => {
  it("carries any player id, quotes and all, to the API unchanged", async () => {
    const userId = fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).filter((text) => !text.includes("\0"));
    await fc.assert(
      fc.asyncProperty(userId, async (user_id) => {
        const built = buildRequest(
          getAction("validate_player"),
          { params: { game_id: 2, user_id } },
          { baseUrl: sandbox.url, apiKey: DEMO_KEYS.funded, pathStyle: "console" },
        );
        if (!built.ok) throw new Error(built.message);
        const answer = JSON.parse(await run(toCurl(built.spec, { key: "include" }))) as {
          data?: { user_id: string };
          error?: { details?: { user_id: string } };
        };
        // The sandbox echoes the player id it read, in a success or in an INVALID_PLAYER error.
        expect(answer.data?.user_id ?? answer.error?.details?.user_id).toBe(user_id);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
