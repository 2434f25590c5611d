import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useTransport } from "../../app/transport-context";
import type { SendTarget } from "../../history/make-entry";
import type { RequestSpec } from "../../request/request-spec";
import type { ResponseRecord } from "../../request/response-record";
import { sendRequest } from "../../transport/send-request";

export interface SendVariables {
  actionId: string;
  spec: RequestSpec;
  timeoutMs: number;
  signal: AbortSignal;
  /** When Send was pressed, in ms since the epoch. */
  sentAt: number;
  /** Where it went, as the settings said when it was sent: for the history. */
  target?: SendTarget;
}

interface SendOptions {
  /** Told about every finished send, whatever came back (the history keeps them). */
  onDone?: (variables: SendVariables, record: ResponseRecord) => void;
}

/** One mutation per send over the injected transport. Resolves with a record, never throws. */
export function useSendAction({ onDone }: SendOptions = {}) {
  const transport = useTransport();
  const controller = useRef<AbortController | null>(null);
  // Set synchronously, so a second send before the next render is refused too.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async ({ spec, timeoutMs, signal }: SendVariables) => {
      try {
        return await sendRequest(transport, spec, { timeoutMs, signal });
      } finally {
        inFlight.current = false;
      }
    },
    onSuccess: (record, variables) => onDone?.(variables, record),
  });
  return {
    /** Sends unless a send is in flight; `onRecord` hears what came back, even if its form has gone. */
    send: (
      variables: Omit<SendVariables, "signal" | "sentAt">,
      onRecord?: (record: ResponseRecord) => void,
    ): boolean => {
      if (inFlight.current) return false;
      inFlight.current = true;
      controller.current = new AbortController();
      mutation.mutate(
        { ...variables, signal: controller.current.signal, sentAt: Date.now() },
        { onSuccess: (record) => onRecord?.(record) },
      );
      return true;
    },
    cancel: () => controller.current?.abort(),
    pending: mutation.isPending,
    record: mutation.data,
    variables: mutation.variables,
  };
}

export type Sender = ReturnType<typeof useSendAction>;
