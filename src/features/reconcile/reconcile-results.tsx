import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { WordCorrections } from "../../answer/status-words";
import { setReconcileSection } from "../../channels/reconcile-report";
import { useSettings } from "../../contexts/settings-context";
import { useRequestTarget } from "../../contexts/use-request-target";
import { isoMinute } from "../../lib/iso-minute";
import { dayIn, formatInZone, readTime } from "../../lib/zoned-time";
import { useAnswerContext } from "../../queries/use-answer-context";
import { useWalletCurrency } from "../../queries/use-wallet-currency";
import type { IdentifiedFinding, ReconcileResult } from "../../reconcile/check";
import { findingsReport } from "../../reconcile/findings-report";
import type { FindingKind } from "../../reconcile/reconcile-types";
import { useElementWidth } from "../../ui/charts/use-element-width";
import { TableScroll } from "../../ui/table-scroll";
import { BalanceChart, type LineMark } from "./balance-chart";
import { findingDetail } from "./finding-detail";
import { ResultExports, UnmatchedList } from "./result-parts";
import type { ReconcileWords } from "./use-reconcile-text";
import { useReconcileWords } from "./use-reconcile-text";

type Filter = FindingKind | "all";

/** Rows of the findings table drawn at most: the CSV and the report have them all. */
const SHOWN_ROWS = 500;

const shortTime = (date: string | undefined) => (date === undefined ? "" : (isoMinute(date) ?? date));

/** The findings: a summary, the balance drawn with each finding on it, the table, what was not matched, and how to share it. */
export function ReconcileResults({ result, madeFor }: { result: ReconcileResult; madeFor: string }) {
  const words = useReconcileWords();
  const { m, kinds: kindWords, format, count, money } = words;
  const ids = useId();
  const { settings } = useSettings();
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<string>();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 560);
  const { summary, unmatched } = result;
  const sameTarget = useRequestTarget().target === madeFor;
  // The pages' currency, else the wallet's as Check wallet balance names it, on the target checked.
  const wallet = useWalletCurrency(sameTarget && result.currency === undefined);
  const currency = result.currency ?? (sameTarget ? wallet : undefined);
  // The target's corrections, for what its status words mean; another target's findings read the list alone.
  const { dialect } = useAnswerContext({ askWallet: false });
  const corrections = (sameTarget && dialect?.words) || {};
  // In the order they happened, as the line draws them, their dates read as the check read them;
  // undated ones (and dates that do not read) last.
  const findings = useMemo(() => {
    const time = (at: string | undefined) => (at === undefined ? undefined : readTime(at, result.timeZone));
    const timed = result.findings.map((finding) => ({ finding, at: time(finding.at) ?? Number.POSITIVE_INFINITY }));
    return timed.sort((a, b) => (a.at === b.at ? 0 : a.at - b.at)).map(({ finding }) => finding);
  }, [result.findings, result.timeZone]);

  // The findings go into the ticket report (the request tools' one too) in English, without the key,
  // while they are on screen and the key and environment are the ones they were made with.
  const report = useMemo(
    () => findingsReport({ ...result, ...(currency && { currency }) }, [settings.apiKey]),
    [result, currency, settings.apiKey],
  );
  useEffect(() => {
    setReconcileSection(sameTarget ? report : undefined);
    return () => setReconcileSection(undefined);
  }, [report, sameTarget]);

  const found = (Object.keys(summary.counts) as FindingKind[]).filter((kind) => summary.counts[kind] > 0);
  const shown = filter === "all" ? findings : findings.filter((finding) => finding.kind === filter);
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
  const chartWords = () => {
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
    // Whole sentences, each one message: the summary, then what is marked and what is not drawn.
    const marked = marks.length > 0 && count(m.chartMarks, marks.length);
    const skipped = result.balanceSkipped > 0 && count(m.chartSkipped, result.balanceSkipped);
    return [text, marked, skipped].filter((sentence) => typeof sentence === "string").join(" ");
  };

  return (
    <div className="reconcile-results">
      {!sameTarget && <p className="warning">{m.otherTarget}</p>}
      <p role="status" className={findings.length === 0 && unmatched.length === 0 ? "clean" : undefined}>
        {findings.length === 0
          ? (unmatched.length === 0 ? m.clean : m.noFindingsUnmatched)(count(m.entries, summary.entries))
          : m.summary({
              entries: count(m.entries, summary.entries),
              findings: count(m.findings, findings.length),
              atStake: money(summary.atStake, currency),
            })}
      </p>
      {found.length > 0 && (
        <ul className="reconcile-counts" aria-label={m.counts}>
          {found.map((kind) => (
            <li key={kind}>{m.kindCount(kindWords[kind], format.number(summary.counts[kind]))}</li>
          ))}
        </ul>
      )}
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
                describedBy={`${ids}-chart-words`}
                width={width}
              />
            </div>
          ) : null}
          <figcaption id={`${ids}-chart-words`}>{chartWords()}</figcaption>
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
      {findings.length > 0 && (
        <>
          <div className="inline">
            <label htmlFor={`${ids}-filter`}>{m.filter}</label>
            <select id={`${ids}-filter`} value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
              <option value="all">{m.allKinds(format.number(findings.length))}</option>
              {found.map((kind) => (
                <option key={kind} value={kind}>
                  {m.kindCount(kindWords[kind], format.number(summary.counts[kind]))}
                </option>
              ))}
            </select>
          </div>
          {shown.length > SHOWN_ROWS && (
            <p className="hint">{m.firstRows(format.number(SHOWN_ROWS), format.number(shown.length))}</p>
          )}
          <TableScroll label={m.caption} className="reconcile-findings">
            <table>
              <caption>{m.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.columns.kind}</th>
                  <th scope="col">{m.columns.order}</th>
                  <th scope="col">{m.columns.reference}</th>
                  <th scope="col">{m.columns.amounts}</th>
                  <th scope="col">{m.columns.entries}</th>
                  <th scope="col">{m.columns.when}</th>
                </tr>
              </thead>
              <tbody>
                {shown.slice(0, SHOWN_ROWS).map((finding) => (
                  <FindingRow
                    key={finding.id}
                    finding={finding}
                    words={words}
                    result={result}
                    currency={currency}
                    corrections={corrections}
                    selected={finding.id === selected}
                    onSelect={() => setSelected(finding.id === selected ? undefined : finding.id)}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {unmatched.length > 0 && <UnmatchedList id={`${ids}-unmatched`} words={words} unmatched={unmatched} />}
      <ResultExports id={`${ids}-report`} words={words} findings={findings} currency={currency} report={report} />
    </div>
  );
}

interface FindingRowProps {
  finding: IdentifiedFinding;
  words: ReconcileWords;
  result: ReconcileResult;
  /** The pages' currency, else the wallet's: the summary's. */
  currency: string | undefined;
  corrections: WordCorrections;
  selected: boolean;
  onSelect: () => void;
}

function FindingRow({ finding, words, result, currency, corrections, selected, onSelect }: FindingRowProps) {
  const { m, money } = words;
  return (
    <tr className={selected ? "selected" : undefined}>
      <th scope="row">
        <button type="button" className="link" aria-pressed={selected} onClick={onSelect}>
          {words.kinds[finding.kind]}
        </button>
      </th>
      <td>{finding.orderId ?? ""}</td>
      <td>{finding.reference ?? ""}</td>
      <td className="amounts">{findingDetail(words, finding, currency, corrections)}</td>
      <td>
        <ul className="finding-entries">
          {finding.entryIndexes.map((index) => {
            const entry = result.entries[index];
            if (!entry) return null;
            return (
              <li key={index}>
                {m.entry({
                  id: entry.entryId ?? `#${index + 1}`,
                  when: shortTime(entry.date),
                  amount: money(entry.amount, currency, true),
                  balance: entry.balance === undefined ? "" : money(entry.balance, currency),
                })}
              </li>
            );
          })}
        </ul>
      </td>
      <td className="when">{shortTime(finding.at)}</td>
    </tr>
  );
}
