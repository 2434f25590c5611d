import { describe, expect, it } from "vitest";
import { spentOn } from "../../src/batch/batch-funds";
import type { ResponseRecord } from "../../src/request/response-record";
import { duplicateAnswers } from "../answer/duplicate-answers";
import { answer } from "./fixtures";
import { digiflazzTopup } from "./market-answers";
import { BATCH, type Call, newBatch, ref, runnerFor } from "./runner-harness";

const placed = (call: Call) =>
  answer(201, { data: { order_id: `ord-${call.reference}`, reseller_ref: call.reference, status: "pending" } });
const asked = (calls: Call[]) => calls.map((call) => `${call.kind} ${call.reference}`);

/**
 * A batch of two rows whose second order's answer was lost (a 503), then sent again by a person
 * with the same reference: the API answers that repeat with `repeat`, and Check order status with `status`.
 */
async function sentAgain(repeat: ResponseRecord, status: (call: Call) => ResponseRecord) {
  const journal = await newBatch(2);
  let orders = 0;
  const { runner, calls } = runnerFor(journal, (call) => {
    if (call.kind === "status") return status(call);
    orders++;
    if (call.reference !== ref(3)) return placed(call);
    return orders === 2 ? answer(503) : repeat;
  });
  await runner.run();
  await runner.sendAgainSameReference(3);
  const end = await runner.run();
  return { journal, calls, end, row: (await journal.rows(BATCH))[1] };
}

describe("the batch runner: a repeat refused because its reference was used", () => {
  it.each(duplicateAnswers.map((each) => [`${each.api}: ${each.name}`, each.record] as const))(
    "asks Check order status at once after %s, and the row is placed when the order is found",
    async (_, repeat) => {
      const { calls, row, end } = await sentAgain(repeat, (call) =>
        answer(200, { order_id: "ord-found", reseller_ref: call.reference, status: "pending" }),
      );
      // The first run asked nothing (a 503 is asked about on Resume); the resume asks first, then
      // sends again once a person asked; the refusal as a repeat is asked about at once.
      expect(asked(calls)).toEqual([`order ${ref(2)}`, `order ${ref(3)}`, `order ${ref(3)}`, `status ${ref(3)}`]);
      expect(row?.state).toMatchObject({ kind: "placed", via: "status_check", orderId: "ord-found" });
      expect(end).toMatchObject({ kind: "finished", counts: { placed: 2, refused: 0, unknown: 0 } });
    },
  );

  it("reads a Digiflazz status check in its top-up shape: the row is placed, so it counts as spent", async () => {
    const { journal, row } = await sentAgain(duplicateAnswers[0]?.record ?? answer(409), (call) =>
      digiflazzTopup({ ref: call.reference, word: "Pending", rc: "03" }),
    );
    expect(row?.state).toMatchObject({ kind: "placed", via: "status_check", orderStatus: "Pending" });
    const rows = await journal.rows(BATCH);
    expect(rows.map((each) => each.state.kind)).toEqual(["placed", "placed"]);
    const priced = rows.map((each) => ({ ...each, product: { id: "201", price: "19000", currency: "IDR" } }));
    expect(spentOn(priced)).toEqual({ total: 38_000, currency: "IDR" });
  });

  it("stays unknown, never refused and never sent a third time, when the status check tells nothing", async () => {
    const { calls, row, end } = await sentAgain(answer(409, { error: { code: "DUPLICATE_REFERENCE" } }), () =>
      answer(500),
    );
    expect(row?.state).toMatchObject({
      kind: "unknown",
      cause: { kind: "duplicate", status: 409, code: "DUPLICATE_REFERENCE" },
      lastCheck: { note: { code: "no_answer" } },
    });
    expect(calls.filter((call) => call.kind === "order" && call.reference === ref(3))).toHaveLength(2);
    expect(end).toMatchObject({ counts: { refused: 0, unknown: 1 } });
  });
});
