import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCurl } from "../../src/request/parse-curl";
import { wireDifferences } from "./curl-corpus/compare-wire";
import { type CorpusCase, curlCorpus } from "./curl-corpus/corpus";
import { curlVersion, runBash } from "./curl-corpus/run-bash";
import { startWireServer, type WireServer } from "./curl-corpus/wire-server";

type Verdict = { kind: "exact" } | { kind: "refused"; message: string } | { kind: "different"; why: string[] };

let server: WireServer;
beforeAll(async () => {
  server = await startWireServer();
});
afterAll(() => server.close());

/** Runs the case with Debian's curl and the console's parser, and says how the two compare. */
async function judge(entry: CorpusCase): Promise<Verdict> {
  const readings = [entry.command, ...(entry.posix ? [entry.posix] : [])].map((text) => parseCurl(text));
  if (entry.refused) {
    const [reading] = readings;
    if (reading?.ok !== false) return { kind: "different", why: ["expected a refusal, got a request"] };
    if (entry.curlFails) {
      const run = await runBash(entry.posix ?? entry.command);
      const sent = await server.take(300);
      if (run.code === 0 || sent.length > 0) return { kind: "different", why: ["curl did not fail as expected"] };
    }
    return { kind: "refused", message: reading.message };
  }
  const run = await runBash(entry.posix ?? entry.command);
  const sent = await server.take(3_000);
  if (sent.length !== 1)
    return {
      kind: "different",
      why: [`curl sent ${sent.length} requests (exit ${run.code}): ${run.stderr.slice(0, 200)}`],
    };
  const [wire] = sent as [(typeof sent)[0]];
  const why: string[] = [];
  for (const [at, reading] of readings.entries()) {
    const form = at === 0 ? "" : "POSIX form: ";
    if (!reading.ok) {
      why.push(`${form}refused: ${reading.message}`);
      continue;
    }
    why.push(...wireDifferences(wire, reading.request, server.host, entry.browserSets).map((line) => form + line));
    for (const note of entry.notes ?? []) {
      if (at === 0 && !reading.notes.some((each) => note.test(each)))
        why.push(`no note ${note}: ${reading.notes.join(" | ")}`);
    }
  }
  return why.length === 0 ? { kind: "exact" } : { kind: "different", why };
}

describe("the cURL import against Debian's curl", () => {
  it("reads each command of the corpus as curl sends it, or refuses it saying what it could not read", async () => {
    const version = await curlVersion();
    const corpus = curlCorpus(server.origin, server.host);
    const counts = { exact: 0, refused: 0, different: 0 };
    const problems: string[] = [];
    for (const entry of corpus) {
      const verdict = await judge(entry);
      counts[verdict.kind] += 1;
      if (verdict.kind === "different") problems.push(`${entry.name}:\n  ${verdict.why.join("\n  ")}`);
      if (verdict.kind === "refused" && !entry.refused?.test(verdict.message)) {
        problems.push(`${entry.name}: refused with "${verdict.message}", expected ${entry.refused}`);
      }
    }
    process.stdout.write(
      `cURL corpus against curl ${version}: ${corpus.length} commands, ${counts.exact} exact, ${counts.refused} refused, ${counts.different} different\n`,
    );
    expect(problems).toEqual([]);
    expect(counts.different).toBe(0);
    expect(corpus.length).toBeGreaterThanOrEqual(60);
  }, 60_000);
});
