import { useMemo } from "react";
import type { SheetEncoding } from "../../batch/decode-sheet";
import { numberIdLines } from "../../batch/id-as-number";
import type { ParsedSheet, SheetProblem } from "../../batch/parse-sheet";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { plural } from "../../lib/i18n/plural";
import { type BatchMessages, batchMessages } from "./batch-messages";

/** What is wrong with the sheet as a whole, in words; columns are counted from 1. */
function sheetProblem(m: BatchMessages, problem: SheetProblem): string {
  switch (problem.code) {
    case "no_header":
      return m.noHeader;
    case "missing_column":
      return m.missingColumn(problem.field);
    case "repeated_column":
      return m.repeatedColumn(String(problem.column + 1), problem.header, problem.field);
    case "unclosed_quote":
      return m.unclosedQuote(problem.line);
    case "malformed_quote":
      return m.malformedQuote(problem.line);
  }
}

/** Lines named one by one before the rest are counted. */
const LINES_SHOWN = 5;

interface SheetNotesProps {
  parsed: ParsedSheet;
  /** The encoding a chosen file was read in; undefined for pasted text. */
  encoding?: SheetEncoding | undefined;
}

/**
 * What reading the file found: the encoding it was read in, how many rows, anything that keeps it
 * from reading as it stands, and ids a spreadsheet turned into numbers (the dry run blocks those rows).
 */
export function SheetNotes({ parsed, encoding }: SheetNotesProps) {
  const m = useMessages(batchMessages);
  const { locale } = useI18n();
  const format = useFormat();
  const unknown = parsed.unknownColumns.map((column) => column.header).join(", ");
  const numberLines = useMemo(() => numberIdLines(parsed.rows), [parsed.rows]);
  const listedLines = () => {
    const shown = numberLines.slice(0, LINES_SHOWN).map(String);
    const rest = numberLines.length - shown.length;
    if (rest > 0) shown.push(plural(locale, rest, m.moreLines, format.number(rest)));
    return new Intl.ListFormat(locale, { type: "conjunction" }).format(shown);
  };
  return (
    <div className="batch-notes">
      {encoding && (
        <p className={encoding === "windows-1252" ? "warning" : "hint"}>
          {m.readAs[encoding === "utf-16le" || encoding === "utf-16be" ? "utf-16" : encoding]}
        </p>
      )}
      {parsed.problems.length > 0 && (
        <ul role="alert" className="error">
          {parsed.problems.map((problem) => (
            <li key={JSON.stringify(problem)}>{sheetProblem(m, problem)}</li>
          ))}
        </ul>
      )}
      {unknown && <p className="warning">{m.unknownColumns(unknown)}</p>}
      {numberLines.length > 0 && <p className="warning">{m.numberIds(listedLines())}</p>}
      <p className="hint" aria-live="polite">
        {parsed.rows.length === 0 && parsed.problems.length === 0
          ? m.noRows
          : plural(locale, parsed.rows.length, m.rowsRead, format.number(parsed.rows.length))}
      </p>
    </div>
  );
}
