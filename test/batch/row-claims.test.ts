import { describe, expect, it } from "vitest";
import type { HttpRecord } from "../../src/request/response-record";
import { answer } from "./fixtures";
import { digiflazzTopup } from "./market-answers";
import { BATCH, type Call, deferred, newBatch, ref, runnerFor, settle } from "./runner-harness";

const pending = (call: Call) => digiflazzTopup({ ref: call.reference, word: "Pending", rc: "03" });
/** How many order requests left for each reference. */
const ordersOf = (calls: Call[]) => {
  const count = new Map<string, number>();
  for (const call of calls) if (call.kind === "order") count.set(call.reference, (count.get(call.reference) ?? 0) + 1);
  return count;
};

describe("a row is claimed before anything awaits", () => {
  it("sends a row once for a double click on Send again while two rows go at once, and the journal counts each send", async () => {
    const journal = await newBatch(4);
    const held = deferred<void>();
    let lost = true;
    const { runner, calls } = runnerFor(
      journal,
      async (call): Promise<HttpRecord> => {
        // Line 3's first answer is a 502: unknown. Lines 4 and 5 wait so the batch is still running.
        if (call.reference === ref(3) && lost) {
          lost = false;
          return answer(502, "Bad Gateway");
        }
        if (call.reference === ref(4) || call.reference === ref(5)) await held.promise;
        return pending(call);
      },
      { concurrency: 2 },
    );
    const running = runner.run();
    for (let round = 0; round < 20 && (await journal.rows(BATCH))[1]?.state.kind !== "unknown"; round++) {
      await settle();
    }
    expect((await journal.rows(BATCH))[1]?.state.kind).toBe("unknown");
    // Two presses, the second before the first's write lands.
    const [first, second] = await Promise.all([runner.sendAgainSameReference(3), runner.sendAgainSameReference(3)]);
    expect([first.state.kind, second.state.kind].sort()).toEqual(["pending", "unknown"]);
    held.resolve();
    expect(await running).toMatchObject({ kind: "finished", counts: { placed: 4 } });
    expect(ordersOf(calls).get(ref(3))).toBe(2);
    // The journal's count of sends is the API's count of requests, row by row.
    const rows = await journal.rows(BATCH);
    expect(rows.map((row) => [row.order.reseller_ref, row.sends])).toEqual(
      rows.map((row) => [row.order.reseller_ref, ordersOf(calls).get(row.order.reseller_ref)]),
    );
  });
});
