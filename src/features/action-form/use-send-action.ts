import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useTransport } from "../../app/transport-context";
import type { RequestSpec } from "../../request/request-spec";
import { sendRequest } from "../../transport/send-request";

export interface SendVariables {
  actionId: string;
  spec: RequestSpec;
  timeoutMs: number;
  signal: AbortSignal;
}

/** One mutation per send over the injected transport. Resolves with a record, never throws. */
export function useSendAction() {
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
  });
  return {
    send: (variables: Omit<SendVariables, "signal">): boolean => {
      if (inFlight.current) return false;
      inFlight.current = true;
      controller.current = new AbortController();
      mutation.mutate({ ...variables, signal: controller.current.signal });
      return true;
    },
    cancel: () => controller.current?.abort(),
    pending: mutation.isPending,
    record: mutation.data,
    variables: mutation.variables,
  };
}

export type Sender = ReturnType<typeof useSendAction>;
