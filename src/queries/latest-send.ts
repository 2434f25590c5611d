import { type SendInRecord, useSends } from "./send-record";

export type { SendState } from "./send-record";

/** The latest send, pending or answered, from the one record of sends (send-record.ts). */
export function useLatestSend(): SendInRecord | undefined {
  return useSends().at(-1);
}
