import "./findings.css";
import { useId } from "react";
import type { WordCorrections } from "../../answer/status-words";
import { isoMinute } from "../../lib/iso-minute";
import type { IdentifiedFinding, ReconcileResult } from "../../reconcile/reconcile-result";
import type { FindingKind } from "../../reconcile/reconcile-types";
import { TableScroll } from "../table-scroll";
import { findingDetail } from "./finding-detail";
import type { ReconcileWords } from "./use-reconcile-text";

/** The kind of finding the table shows, or all of them. */
export type FindingsFilter = FindingKind | "all";

/** Rows of the findings table drawn at most: the CSV and the report have them all. */
const SHOWN_ROWS = 500;

const shortTime = (date: string | undefined) => (date === undefined ? "" : (isoMinute(date) ?? date));

/** What the table reads beside the findings: the counts of each kind and the entries they name. */
type Named = Pick<ReconcileResult, "summary" | "entries">;

interface FindingsTableProps {
  words: ReconcileWords;
  result: Named;
  /** In the order they happened. */
  findings: readonly IdentifiedFinding[];
  /** The kinds found, in the summary's order. */
  found: readonly FindingKind[];
  currency: string | undefined;
  /** The target's corrections of what status words mean. */
  corrections: WordCorrections;
  filter: FindingsFilter;
  onFilter: (filter: FindingsFilter) => void;
  /** The finding chosen, whose mark stands out on the line. */
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}

/** The findings, one kind or all, each with its order, amounts and entries; choosing one marks it on the line. */
export function FindingsTable(props: FindingsTableProps) {
  const { words, findings, found, filter, selected } = props;
  const { m, kinds: kindWords, format } = words;
  const id = useId();
  const { counts } = props.result.summary;
  const shown = filter === "all" ? findings : findings.filter((finding) => finding.kind === filter);
  return (
    <>
      <div className="inline">
        <label htmlFor={`${id}-filter`}>{m.filter}</label>
        <select
          id={`${id}-filter`}
          value={filter}
          onChange={(event) => props.onFilter(event.target.value as FindingsFilter)}
        >
          <option value="all">{m.allKinds(format.number(findings.length))}</option>
          {found.map((kind) => (
            <option key={kind} value={kind}>
              {m.kindCount(kindWords[kind], format.number(counts[kind]))}
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
                result={props.result}
                currency={props.currency}
                corrections={props.corrections}
                selected={finding.id === selected}
                onSelect={() => props.onSelect(finding.id === selected ? undefined : finding.id)}
              />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

interface FindingRowProps {
  finding: IdentifiedFinding;
  words: ReconcileWords;
  result: Named;
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
