import { useLayoutEffect, useRef, useState } from "react";
import { BATCH_FIELDS, type BatchField } from "../../batch/batch-columns";
import { useMessages } from "../../contexts/i18n-context";
import { spacers, visibleRows } from "../../ui/virtual-window";
import { batchMessages } from "./batch-messages";

/** One row as the table shows it: its cells, and what the dry run or the batch says of it. */
export interface TableRow {
  line: number;
  cells: Record<BatchField, string>;
  /** Whether the row takes part; undefined once the batch has started (no Include column). */
  included?: boolean;
  verdict: string;
  reason: string;
  tone: "ok" | "problem" | "warning" | "none";
  /** An unknown row: offers "Send again with the same reference". */
  sendAgain?: boolean;
}

interface BatchTableProps {
  count: number;
  /** The row at a position, asked for only for the rows drawn. */
  rowAt: (index: number) => TableRow;
  /** Cells are inputs while the file can still be corrected. */
  editable: boolean;
  /** The last column's title: the dry run's verdict, or the batch's state. */
  verdictTitle: string;
  onEdit: (line: number, field: BatchField, value: string) => void;
  onInclude: (line: number, on: boolean) => void;
  onSendAgain: (line: number) => void;
  /** What "Send again with the same reference" does, said once beside the table. */
  sendAgainDescribedBy?: string;
}

/** Blank space standing for rows out of view; hidden from assistive technology, which counts rows by aria-rowcount. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row without tabindex is not focusable
    <tr aria-hidden="true" className="spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

/** Until a row is drawn and measured. */
const ROW_HEIGHT = 36;

/**
 * The batch's rows, a screenful drawn at a time: rows out of view are blank space of the same
 * height, so the scrollbar is true and 10,000 rows cost what 30 do.
 */
export function BatchTable({
  count,
  rowAt,
  editable,
  verdictTitle,
  onEdit,
  onInclude,
  onSendAgain,
  sendAgainDescribedBy,
}: BatchTableProps) {
  const m = useMessages(batchMessages);
  const box = useRef<HTMLElement>(null);
  const firstRow = useRef<HTMLTableRowElement>(null);
  const [topRow, setTopRow] = useState(0);
  const [viewport, setViewport] = useState(0);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const drawn = visibleRows({ scrollTop: topRow * rowHeight, viewportHeight: viewport, rowHeight, count, overscan: 8 });
  const gap = spacers(drawn, count, rowHeight);
  const columns = 3 + BATCH_FIELDS.length + (editable ? 1 : 0);

  useLayoutEffect(() => {
    const height = firstRow.current?.getBoundingClientRect().height ?? 0;
    if (height > 0 && Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
    if (box.current && box.current.clientHeight !== viewport) setViewport(box.current.clientHeight);
  });

  const rows = [];
  for (let index = drawn.start; index < drawn.end; index++) {
    const row = rowAt(index);
    rows.push(
      <tr
        key={row.line}
        ref={index === drawn.start ? firstRow : undefined}
        aria-rowindex={index + 2}
        className={`tone-${row.tone}`}
      >
        {editable && (
          <td>
            <input
              type="checkbox"
              aria-label={m.includeRow(row.line)}
              checked={row.included ?? true}
              onChange={(event) => onInclude(row.line, event.target.checked)}
            />
          </td>
        )}
        <td>{row.line}</td>
        {BATCH_FIELDS.map((field) => (
          <td key={field}>
            {editable ? (
              <input
                aria-label={m.cell(field, row.line)}
                value={row.cells[field]}
                spellCheck={false}
                onChange={(event) => onEdit(row.line, field, event.target.value)}
              />
            ) : (
              <span className="cell">{row.cells[field]}</span>
            )}
          </td>
        ))}
        <td>{row.verdict}</td>
        <td className="reason">
          {row.reason}
          {row.sendAgain && (
            <button
              type="button"
              className="send-again"
              aria-label={m.sendAgainRow(row.line)}
              aria-describedby={sendAgainDescribedBy}
              onClick={() => onSendAgain(row.line)}
            >
              {m.sendAgain}
            </button>
          )}
        </td>
      </tr>,
    );
  }

  return (
    <section
      ref={box}
      className="batch-scroll"
      aria-label={m.caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard
      tabIndex={0}
      onScroll={(event) => setTopRow(Math.floor(event.currentTarget.scrollTop / rowHeight))}
    >
      <table className="batch-table" aria-rowcount={count + 1}>
        <caption className="visually-hidden">{m.caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {editable && <th scope="col">{m.columns.include}</th>}
            <th scope="col">{m.columns.line}</th>
            {BATCH_FIELDS.map((field) => (
              <th key={field} scope="col">
                <code>{field}</code>
              </th>
            ))}
            <th scope="col">{verdictTitle}</th>
            <th scope="col">{m.columns.reason}</th>
          </tr>
        </thead>
        <tbody>
          {gap.above > 0 && <Spacer height={gap.above} columns={columns} />}
          {rows}
          {gap.below > 0 && <Spacer height={gap.below} columns={columns} />}
        </tbody>
      </table>
    </section>
  );
}
