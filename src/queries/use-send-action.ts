import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ActionDefinition } from "../catalog/define-action";
import { useTransport } from "../contexts/transport-context";
import { useWorkspaceStore } from "../contexts/workspace-context";
import type { ResponseRecord } from "../request/response-record";
import { sendRequest } from "../transport/send-request";
import { SEND_KEY, type SendVariables, sendKey } from "../transport/send-variables";
import { afterAnswer } from "../workspace/after-answer";
import { makeRoomForSend } from "./send-retention";

/** A send and what came back. */
export interface SentAnswer {
  record: ResponseRecord;
  variables: SendVariables;
}

/**
 * Send as a react-query mutation over the injected transport. Its mutation is the send's one record:
 * the response panel, order tracking and the history read it from the mutation cache (send-record.ts).
 * It never throws.
 */
export function useSendAction(action: ActionDefinition) {
  const client = useQueryClient();
  const transport = useTransport();
  const store = useWorkspaceStore();
  const mutation = useMutation({
    mutationKey: sendKey(action.id),
    mutationFn: ({ spec, timeoutMs, controller }: SendVariables) =>
      sendRequest(transport, spec, { timeoutMs, signal: controller.signal }),
    // Money: a request the user sent is never sent again on its own, nor paused to be sent later.
    retry: false,
    networkMode: "always",
    // The answer stays on screen however long the user looks elsewhere; send-retention.ts says what is kept.
    gcTime: Number.POSITIVE_INFINITY,
    // Mutation-level, so it runs even when the form has been closed meanwhile.
    onSuccess: (record, { spec }) => afterAnswer(store, action, spec, record),
  });
  /** Sends, or answers undefined while another send is pending; the promise never rejects. */
  return (variables: Omit<SendVariables, "controller" | "sentAt">): Promise<SentAnswer> | undefined => {
    // The cache knows at once, so a second Send before the next render is refused too.
    if (client.isMutating({ mutationKey: SEND_KEY }) > 0) return undefined;
    makeRoomForSend(client);
    const sent: SendVariables = { ...variables, controller: new AbortController(), sentAt: Date.now() };
    return mutation.mutateAsync(sent).then((record) => ({ record, variables: sent }));
  };
}
