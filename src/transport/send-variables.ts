import type { SentTo } from "../history/make-entry";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";

/** One press of Send, as react-query's mutation carries it: every reader of a send reads this. */
export interface SendVariables {
  actionId: string;
  spec: RequestSpec;
  timeoutMs: number;
  /** Cancel aborts it, from the form or the keyboard. */
  controller: AbortController;
  /** When Send was pressed, in ms since the epoch. */
  sentAt: number;
  /** Where it went, as the settings said when it was sent: for the history. */
  target?: SentTo;
}

/** A send as the history keeps it, whoever made it. */
export type RecordedSend = Pick<SendVariables, "actionId" | "spec" | "sentAt" | "target">;

/**
 * What a query that calls the API (a picker's list, an order-status check) resolves with. A query
 * whose `meta` is `SENDS_TO_HISTORY` lands in the history like any send the user made.
 */
export interface SentExchange {
  sent: RecordedSend;
  record: ResponseRecord;
}

export const SENDS_TO_HISTORY = { history: true } as const;

/** Every send's mutation key starts with this; the action id follows. */
export const SEND_KEY = ["send"] as const;

export const sendKey = (actionId: string) => [...SEND_KEY, actionId] as const;
