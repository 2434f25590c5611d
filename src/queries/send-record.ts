import { type MutationState, type QueryClient, useMutationState } from "@tanstack/react-query";
import type { ResponseRecord } from "../request/response-record";
import { SEND_KEY, type SendVariables, sendKey } from "../transport/send-variables";

// react-query's mutation cache is the one record of sends: every panel that reads a send reads it
// here, through useSends or onSendSettled, and none keeps a copy of its own. What the record keeps
// is decided in one place, send-retention.ts.

export type SendState = MutationState<ResponseRecord, Error, SendVariables>;

/**
 * One send as the record holds it. The mutation's id tells two sends apart, whatever their times:
 * two orders answered in the same millisecond are two sends.
 */
export type SendInRecord = SendState & { mutationId: number };

/** The sends in the record, oldest first: all of them, or one action's. */
export function useSends(actionId?: string): SendInRecord[] {
  return useMutationState({
    filters: { mutationKey: actionId === undefined ? SEND_KEY : sendKey(actionId) },
    select: (mutation) => ({ ...(mutation.state as SendState), mutationId: mutation.mutationId }),
  });
}

/**
 * Calls `listener` once for each send that is answered from now on, whichever part of the page sent
 * it (a send never throws, so a settled send is an answered one). Returns the unsubscribe.
 */
export function onSendSettled(
  client: QueryClient,
  listener: (variables: SendVariables, record: ResponseRecord) => void,
): () => void {
  return client.getMutationCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.mutation.options.mutationKey?.[0] !== SEND_KEY[0]) return;
    listener(event.mutation.state.variables as SendVariables, event.action.data as ResponseRecord);
  });
}
