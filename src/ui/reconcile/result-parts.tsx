import { useState } from "react";
import { useI18n } from "../../contexts/i18n-context";
import { copyText } from "../../lib/copy-text";
import { downloadText } from "../../lib/download-text";
import { fileStamp } from "../../lib/format-time";
import { findingsCsv } from "../../reconcile/findings-csv";
import type { IdentifiedFinding } from "../../reconcile/reconcile-result";
import type { Unmatched } from "../../reconcile/reconcile-types";
import { unmatchedLine } from "./unmatched-line";
import type { ReconcileWords } from "./use-reconcile-text";

/** Not matched: what the check could not read or match, each with its reason, never guessed. */
export function UnmatchedList({
  id,
  words,
  unmatched,
}: {
  id: string;
  words: ReconcileWords;
  unmatched: readonly Unmatched[];
}) {
  const { locale } = useI18n();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{words.m.unmatchedTitle}</h3>
      <ul>
        {unmatched.map((item, index) => (
          // Reasons are positions in a fixed list.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{unmatchedLine(words, item, locale)}</li>
        ))}
      </ul>
    </section>
  );
}

interface ResultExportsProps {
  id: string;
  words: ReconcileWords;
  findings: readonly IdentifiedFinding[];
  currency: string | undefined;
  /** The findings as the ticket report words them, in English, without the key. */
  report: string;
}

/** The findings as a CSV file, and the report copied (shown to copy by hand when the clipboard refuses). */
export function ResultExports({ id, words, findings, currency, report }: ResultExportsProps) {
  const { m } = words;
  const [copied, setCopied] = useState<boolean>();
  const [fallback, setFallback] = useState<string>();
  const downloadCsv = () =>
    downloadText(findingsCsv(findings, currency), `reconciliation-${fileStamp(Date.now())}.csv`, "text/csv");
  const copyReport = async () => {
    const done = await copyText(report);
    setCopied(done);
    setFallback(done ? undefined : report);
  };
  return (
    <>
      <div className="inline">
        <button type="button" onClick={downloadCsv} disabled={findings.length === 0}>
          {m.downloadCsv}
        </button>
        <button type="button" onClick={() => void copyReport()}>
          {m.copyReport}
        </button>
        <span aria-live="polite" className={copied === false ? "error" : "hint"}>
          {copied === undefined ? "" : copied ? m.reportCopied : m.copyFailed}
        </span>
      </div>
      {fallback && (
        <>
          <label htmlFor={id}>{m.report}</label>
          <textarea id={id} readOnly value={fallback} rows={8} />
        </>
      )}
    </>
  );
}
