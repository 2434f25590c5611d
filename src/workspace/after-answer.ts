import type { ActionDefinition } from "../catalog/define-action";
import { type RequestSpec, sentField } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import { isSettled, unsettledReason } from "../request/settled-outcome";
import type { WorkspaceStore } from "./workspace-store";

/**
 * After an answer, the fresh fields (the order reference) of the action's draft: renewed when
 * the answer is definite, so the next Send is a new order; kept as sent otherwise, so the next
 * Send retries the same order and the API can recognise it.
 */
export function afterAnswer(
  store: WorkspaceStore,
  action: ActionDefinition,
  sent: RequestSpec,
  record: ResponseRecord,
) {
  const names = Object.keys(action.fresh ?? {});
  if (names.length === 0) return;
  if (isSettled(record)) {
    store.renewFresh(action.id);
    return;
  }
  const values = Object.fromEntries(names.map((name) => [name, sentField(sent, name) ?? ""]));
  store.keepForRetry({ actionId: action.id, values, reason: unsettledReason(record) });
}
