import type { ParsedSheet } from "../../batch/parse-sheet";
import { plural } from "../../lib/i18n/plural";
import { useI18n, useMessages } from "../../ui/i18n-context";
import { useFormat } from "../../ui/use-format";
import { batchMessages } from "./batch-messages";

/** What reading the file found: how many rows, and anything that keeps it from reading as it stands. */
export function SheetNotes({ parsed }: { parsed: ParsedSheet }) {
  const m = useMessages(batchMessages);
  const { locale } = useI18n();
  const format = useFormat();
  const unknown = parsed.unknownColumns.map((column) => column.header).join(", ");
  return (
    <div className="batch-notes">
      {parsed.problems.length > 0 && (
        <ul role="alert" className="error">
          {parsed.problems.map((problem) => (
            <li key={JSON.stringify(problem)}>{m.sheetProblem(problem)}</li>
          ))}
        </ul>
      )}
      {unknown && <p className="warning">{m.unknownColumns(unknown)}</p>}
      <p className="hint" aria-live="polite">
        {parsed.rows.length === 0 && parsed.problems.length === 0
          ? m.noRows
          : plural(locale, parsed.rows.length, m.rowsRead, format.number(parsed.rows.length))}
      </p>
    </div>
  );
}
