import "./batch.css";
import { useId } from "react";
import { useMessages } from "../../ui/i18n-context";
import { batchMessages } from "./batch-messages";
import { BatchTable, type TableRow } from "./batch-table";
import { SheetInput } from "./sheet-input";
import { SheetNotes } from "./sheet-notes";
import { useSheet } from "./use-sheet";

/** The "Batch orders" region: a spreadsheet of top-ups, a dry run, then the orders, paced and resumable. */
export default function BatchPanel({ id }: { id: string }) {
  const titleId = useId();
  const m = useMessages(batchMessages);
  const { sheet, reading, read, edit, include } = useSheet();

  const rowAt = (index: number): TableRow => {
    const row = sheet.rows[index];
    if (!row) throw new Error(`no batch row at ${index}`);
    const included = !sheet.excluded.has(row.line);
    return {
      line: row.line,
      cells: row.cells,
      included,
      verdict: included ? m.verdicts.unchecked : m.verdicts.excluded,
      reason: "",
      tone: "none",
    };
  };

  return (
    <section id={id} aria-labelledby={titleId} className="batch">
      <h2 id={titleId}>{m.title}</h2>
      <p className="hint">{m.intro}</p>
      <SheetInput reading={reading} onRead={(text, fileName) => void read(text, fileName)} disabled={false} />
      {sheet.parsed && <SheetNotes parsed={sheet.parsed} />}
      {sheet.rows.length > 0 && (
        <BatchTable
          count={sheet.rows.length}
          rowAt={rowAt}
          editable
          verdictTitle={m.columns.verdict}
          onEdit={edit}
          onInclude={include}
          onSendAgain={() => undefined}
        />
      )}
    </section>
  );
}
