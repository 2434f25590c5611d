import { useId, useRef } from "react";
import { dayIn, formatInZone } from "../../lib/zoned-time";
import type { BalancePoint, IdentifiedFinding, ReconcileResult } from "../../reconcile/reconcile-result";
import { useElementWidth } from "../../ui/charts/use-element-width";
import type { FindingsFilter } from "../../ui/reconcile/findings-table";
import type { ReconcileWords } from "../../ui/reconcile/use-reconcile-text";
import { TableScroll } from "../../ui/table-scroll";
import { BalanceChart, type LineMark } from "./balance-chart";

/** The chart's words for those who cannot see it: whole sentences, each one message. */
function chartWords(
  { m, count }: ReconcileWords,
  points: readonly BalancePoint[],
  marks: number,
  skipped: number,
  balanceOf: (cents: number) => string,
  day: (ms: number) => string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return m.chartNone;
  let low = first.balance;
  let high = first.balance;
  for (const point of points) {
    low = Math.min(low, point.balance);
    high = Math.max(high, point.balance);
  }
  const text = m.chartSummary({
    first: day(first.at),
    last: day(last.at),
    start: balanceOf(first.balance),
    end: balanceOf(last.balance),
    low: balanceOf(low),
    high: balanceOf(high),
  });
  // The summary, then what is marked and what is not drawn.
  const marked = marks > 0 && count(m.chartMarks, marks);
  const notDrawn = skipped > 0 && count(m.chartSkipped, skipped);
  return [text, marked, notDrawn].filter((sentence) => typeof sentence === "string").join(" ");
}

interface BalanceLineProps {
  words: ReconcileWords;
  result: ReconcileResult;
  /** In the order they happened. */
  findings: readonly IdentifiedFinding[];
  currency: string | undefined;
  /** The finding chosen in the table, and the kind it is filtered to: their marks stand out. */
  selected: string | undefined;
  filter: FindingsFilter;
}

/** The running balance, drawn with each finding marked at its last entry on the line, and as a table. */
export function BalanceLine({ words, result, findings, currency, selected, filter }: BalanceLineProps) {
  const { m, kinds: kindWords, money } = words;
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 560);
  const points = result.balanceLine;
  const pointAt = new Map(points.map((point) => [point.index, point]));
  const marks: LineMark[] = findings.flatMap((finding) => {
    const last = [...finding.entryIndexes].reverse().find((index) => pointAt.has(index));
    const point = last === undefined ? undefined : pointAt.get(last);
    if (!point) return [];
    return [
      {
        id: finding.id,
        at: point.at,
        balance: point.balance,
        title: kindWords[finding.kind],
        selected: finding.id === selected || (filter !== "all" && finding.kind === filter),
      },
    ];
  });
  const markedAt = new Map<number, string[]>();
  for (const finding of findings) {
    const last = finding.entryIndexes.at(-1);
    if (last === undefined || !pointAt.has(last)) continue;
    markedAt.set(last, [...(markedAt.get(last) ?? []), kindWords[finding.kind]]);
  }
  const balanceOf = (cents: number) => money(cents, currency);
  // Days and times on the clock of the zone the check read the entries in.
  const day = (ms: number) => dayIn(ms, result.timeZone);
  return (
    <div className="reconcile-layout">
      <figure className="reconcile-figure">
        {points.length > 0 ? (
          <div ref={frame} className="chart-frame">
            <BalanceChart
              points={points}
              marks={marks}
              money={balanceOf}
              day={day}
              label={m.chartLabel}
              describedBy={`${id}-chart-words`}
              width={width}
            />
          </div>
        ) : null}
        <figcaption id={`${id}-chart-words`}>
          {chartWords(words, points, marks.length, result.balanceSkipped, balanceOf, day)}
        </figcaption>
      </figure>
      {points.length > 0 && (
        <TableScroll label={m.chartTable} className="reconcile-points">
          <table>
            <caption>{m.chartCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.chartColumns.when(result.timeZone)}</th>
                <th scope="col" className="number">
                  {m.chartColumns.balance}
                </th>
                <th scope="col">{m.chartColumns.finding}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.index} className={markedAt.has(point.index) ? "marked" : undefined}>
                  <td>{formatInZone(point.at, result.timeZone)}</td>
                  <td className="number">{balanceOf(point.balance)}</td>
                  <td>{markedAt.get(point.index)?.join(", ") ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
