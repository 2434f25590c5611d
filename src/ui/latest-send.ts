import { type MutationState, useMutationState } from "@tanstack/react-query";
import type { ResponseRecord } from "../request/response-record";
import { SEND_KEY, type SendVariables } from "../transport/send-variables";

export type SendState = MutationState<ResponseRecord, Error, SendVariables>;

/** The latest send, pending or answered, from react-query's mutation cache: one source for every panel. */
export function useLatestSend(): SendState | undefined {
  const states = useMutationState({ filters: { mutationKey: SEND_KEY }, select: (mutation) => mutation.state });
  return states.at(-1) as SendState | undefined;
}
