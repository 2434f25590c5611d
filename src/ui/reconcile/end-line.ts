import type { KeptOutcome } from "../../reconcile/kept-reconciliation";
import type { ReconcileWords } from "./use-reconcile-text";

/** How a run ended short of its findings, in words: cancelled and how far it got, or the page it stopped at and why. */
export function endLine(words: ReconcileWords, outcome: KeptOutcome): string | undefined {
  const { m, count, format } = words;
  if (outcome.kind === "done") return undefined;
  if (outcome.kind === "cancelled") {
    return m.cancelled(count(m.pagesRead, outcome.pages), count(m.ordersAsked, outcome.orders));
  }
  const status = outcome.status === undefined ? (outcome.failure ?? "") : `HTTP ${outcome.status}`;
  // The API's own message beside its status, its last full stop left to the line: "HTTP 200: Saldo tidak cukup".
  return m.stopped[outcome.reason](
    format.number(outcome.page),
    outcome.said ? `${status}: ${outcome.said.replace(/\.$/, "")}` : status,
  );
}
