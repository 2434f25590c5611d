import { randomHex } from "../../catalog/new-reference";
import { historyEntryOf } from "../../history/record-send";
import type { ResponseRecord } from "../../request/response-record";
import type { RecordedSend } from "../../transport/send-variables";
import type { HistorySource } from "./history-source";

// The history's writing side, loaded after the first screen: what use-history-log hands work to.

export const NOT_KEPT =
  "This send was not kept in the history: it does not fit beside the pinned entries. Unpin or delete some to make room.";

function setAsideMessage(count: number): string {
  const records = count === 1 ? "1 record" : `${count} records`;
  return `${records} in the stored history could not be read (damaged, or written by something else) and ${count === 1 ? "was" : "were"} set aside, not deleted. The rest of the history is kept. Open History to download or delete ${count === 1 ? "it" : "them"}.`;
}

/** Opens the store on start: what is wrong with it, if anything. */
export async function checkHistory(source: HistorySource): Promise<string | undefined> {
  try {
    const { store, problem } = await source();
    const { setAsideNow } = await store.list();
    return problem ?? (setAsideNow > 0 ? setAsideMessage(setAsideNow) : undefined);
  } catch (error) {
    return `The history could not be read: ${String(error)}`;
  }
}

/** Keeps one answered send; says why when it could not be kept. */
export async function recordSend(
  source: HistorySource,
  variables: RecordedSend & { target: NonNullable<RecordedSend["target"]> },
  response: ResponseRecord,
): Promise<string | undefined> {
  try {
    const { store } = await source();
    const id = `h-${variables.sentAt.toString(36)}-${randomHex(4)}`;
    const { actionId, spec, sentAt, target } = variables;
    const outcome = await store.add([historyEntryOf({ id, sentAt, actionId, target, spec, record: response })]);
    // Otherwise the send silently goes missing from the history the user relies on.
    return outcome.notKept > 0 ? NOT_KEPT : undefined;
  } catch (error) {
    return `This send could not be kept in the history: ${String(error)}`;
  }
}
