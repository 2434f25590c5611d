import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { keptBeforeSend, makeRoomForSend, ORDERS_KEPT } from "../../src/queries/send-retention";
import type { ResponseRecord } from "../../src/request/response-record";
import { SEND_KEY, type SendVariables, sendKey } from "../../src/transport/send-variables";

const answer = (body: string): ResponseRecord => ({
  kind: "http",
  status: 200,
  statusText: "OK",
  headers: [],
  body,
  sizeBytes: body.length,
  durationMs: 1,
  receivedAt: 1,
});

/** A send as useSendAction makes it: a mutation under the send key, answered with `body`. */
async function sent(client: QueryClient, actionId: string, body: string) {
  const variables = {
    actionId,
    spec: { method: "GET", url: `https://api.test/v1/${actionId}`, headers: [] },
    timeoutMs: 1000,
    controller: new AbortController(),
    // Every send in the same millisecond: the record tells them apart by their mutations.
    sentAt: 1,
  } as unknown as SendVariables;
  await client
    .getMutationCache()
    .build(client, {
      mutationKey: sendKey(actionId),
      mutationFn: async () => answer(body),
      gcTime: Number.POSITIVE_INFINITY,
    })
    .execute(variables);
}

const bodies = (client: QueryClient) =>
  client
    .getMutationCache()
    .findAll({ mutationKey: SEND_KEY })
    .map((mutation) => (mutation.state.data as { body: string }).body);

describe("what the record of sends keeps", () => {
  it("drops every earlier answer but the orders before a new send, so a 12 MB body is not kept twice", async () => {
    const client = new QueryClient();
    await sent(client, "wallet_history", "x".repeat(12 * 1024 * 1024));
    await sent(client, "create_order", "order 1");
    makeRoomForSend(client);
    await sent(client, "wallet_history", "the second history");
    expect(bodies(client)).toEqual(["order 1", "the second history"]);
    makeRoomForSend(client);
    expect(bodies(client)).toEqual(["order 1"]);
  });

  it(`keeps the last ${ORDERS_KEPT} orders, each its own send even when sent in the same millisecond`, async () => {
    const client = new QueryClient();
    for (let n = 1; n <= ORDERS_KEPT + 2; n++) await sent(client, "create_order", `order ${n}`);
    makeRoomForSend(client);
    expect(bodies(client)).toEqual(Array.from({ length: ORDERS_KEPT }, (_, i) => `order ${i + 3}`));
  });

  it("is one rule over plain sends: orders only, newest last", () => {
    const sends = [
      { actionId: "create_order", n: 1 },
      { actionId: "balance", n: 2 },
      { actionId: undefined, n: 3 },
      { actionId: "create_order", n: 4 },
    ];
    expect(keptBeforeSend(sends).map(({ n }) => n)).toEqual([1, 4]);
  });
});
