import { readTime } from "../../lib/zoned-time";
import type { IdentifiedFinding } from "../../reconcile/reconcile-result";

/**
 * Findings in the order they happened, as the line draws them, their dates read as the check read
 * them (in `timeZone`); undated ones (and dates that do not read) last.
 */
export function inTimeOrder(findings: readonly IdentifiedFinding[], timeZone: string): IdentifiedFinding[] {
  const time = (at: string | undefined) => (at === undefined ? undefined : readTime(at, timeZone));
  const timed = findings.map((finding) => ({ finding, at: time(finding.at) ?? Number.POSITIVE_INFINITY }));
  return timed.sort((a, b) => (a.at === b.at ? 0 : a.at - b.at)).map(({ finding }) => finding);
}
