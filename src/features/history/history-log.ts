import { randomHex } from "../../catalog/new-reference";
import { historyEntryOf } from "../../history/record-send";
import { type Language, LOCALES } from "../../lib/i18n/language";
import { plural } from "../../lib/i18n/plural";
import type { ResponseRecord } from "../../request/response-record";
import type { RecordedSend } from "../../transport/send-variables";
import { historyLogMessages } from "./history-log-messages";
import type { HistorySource } from "./history-source";

// The history's writing side, loaded after the first screen: what use-history-log hands work to.

/**
 * What is wrong with keeping the history, as data: the bar words it in the console's language when
 * it shows it (see logProblemText), so a switch of language changes it at once.
 */
export type HistoryLogProblem =
  | { kind: "not-kept" }
  | { kind: "set-aside"; count: number }
  | { kind: "unavailable"; why: string }
  | { kind: "read-failed"; detail: string }
  | { kind: "keep-failed"; detail: string };

/** A problem, to be worded in whichever language the console speaks when it is shown. */
export type Said = (language: Language) => string;

function wordProblem(problem: HistoryLogProblem, language: Language): string {
  const m = historyLogMessages[language];
  switch (problem.kind) {
    case "not-kept":
      return m.notKept;
    case "set-aside":
      return plural(LOCALES[language], problem.count, m.setAside);
    case "unavailable":
      return m.unavailable(problem.why);
    case "read-failed":
      return m.readFailed(problem.detail);
    case "keep-failed":
      return m.keepFailed(problem.detail);
  }
}

const said =
  (problem: HistoryLogProblem): Said =>
  (language) =>
    wordProblem(problem, language);

/** Opens the store on start: what is wrong with it, if anything. */
export async function problemOpeningHistory(source: HistorySource): Promise<Said | undefined> {
  try {
    const { store, unavailable } = await source();
    const { setAsideNow } = await store.list();
    if (unavailable !== undefined) return said({ kind: "unavailable", why: unavailable });
    return setAsideNow > 0 ? said({ kind: "set-aside", count: setAsideNow }) : undefined;
  } catch (error) {
    return said({ kind: "read-failed", detail: String(error) });
  }
}

/** Keeps one answered send; says why when it could not be kept. */
export async function recordSend(
  source: HistorySource,
  variables: RecordedSend & { target: NonNullable<RecordedSend["target"]> },
  response: ResponseRecord,
): Promise<Said | undefined> {
  try {
    const { store } = await source();
    const id = `h-${variables.sentAt.toString(36)}-${randomHex(4)}`;
    const { actionId, spec, sentAt, target } = variables;
    const outcome = await store.add([historyEntryOf({ id, sentAt, actionId, target, spec, record: response })]);
    // Otherwise the send silently goes missing from the history the user relies on.
    return outcome.notKept > 0 ? said({ kind: "not-kept" }) : undefined;
  } catch (error) {
    return said({ kind: "keep-failed", detail: String(error) });
  }
}
