import { readStatusWord, type WordCorrections } from "../../answer/status-words";
import type { IdentifiedFinding } from "../../reconcile/reconcile-result";
import type { ReconcileMessages } from "./reconcile-messages";
import type { ReconcileWords } from "./use-reconcile-text";

/** A finding's money as its message takes it: formatted, what the kind does not use left out. */
type ShownAmounts = Parameters<ReconcileMessages["stuck"]>[0];

/**
 * A finding's money in words, by its kind. A stuck order is said by what its status word is: none,
 * a word the list (or a correction) knows as not final, or a word the console does not know, read
 * with the target's corrections now, so a word corrected after the check reads so.
 */
export function findingDetail(
  words: ReconcileWords,
  finding: IdentifiedFinding,
  currency: string | undefined,
  corrections: WordCorrections,
): string {
  const { m } = words;
  const { amounts, status } = finding;
  const shown: ShownAmounts = {
    atStake: words.money(amounts.atStake, currency),
    entries: words.format.number(finding.entryIndexes.length),
  };
  for (const key of ["debited", "refunded", "price", "expected", "found"] as const) {
    const cents = amounts[key];
    if (cents !== undefined) shown[key] = words.money(cents, currency);
  }
  if (finding.kind !== "stuck") return m.detail[finding.kind](shown);
  if (status === undefined) return m.stuck(shown);
  const known = readStatusWord(status, corrections).kind !== undefined;
  return known ? m.stuckAs({ ...shown, status }) : m.stuckUnknownWord({ ...shown, status });
}
