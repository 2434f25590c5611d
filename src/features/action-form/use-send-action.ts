import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useTransport } from "../../app/transport-context";
import type { RequestSpec } from "../../request/request-spec";
import { sendRequest } from "../../transport/send-request";

export interface SendVariables {
  actionId: string;
  spec: RequestSpec;
  timeoutMs: number;
}

/** One mutation per send over the injected transport. Resolves with a record, never throws. */
export function useSendAction() {
  const transport = useTransport();
  const controller = useRef<AbortController | null>(null);
  // Set synchronously, so a second click before the next render is refused too.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async ({ spec, timeoutMs }: SendVariables) => {
      controller.current = new AbortController();
      try {
        return await sendRequest(transport, spec, { timeoutMs, signal: controller.current.signal });
      } finally {
        inFlight.current = false;
      }
    },
  });
  return {
    send: (variables: SendVariables): boolean => {
      if (inFlight.current) return false;
      inFlight.current = true;
      mutation.mutate(variables);
      return true;
    },
    cancel: () => controller.current?.abort(),
    pending: mutation.isPending,
    record: mutation.data,
    variables: mutation.variables,
  };
}

export type Sender = ReturnType<typeof useSendAction>;
