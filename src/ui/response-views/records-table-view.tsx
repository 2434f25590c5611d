import "./records-table.css";
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { formatCount } from "../../lib/format-money";
import type { RecordsQuery } from "../../response/records-query";
import type { RecordsTable } from "../../response/records-table";
import type { ValueUse } from "../../response/value-uses";
import { RecordsSummaryLine } from "./records-summary-line";
import { type LoadRows, useRecordsPage } from "./use-records-page";
import { ValueUseButtons } from "./value-use-buttons";
import { spacers, visibleRows } from "./virtual-window";

interface RecordsTableViewProps {
  table: RecordsTable;
  /** Reads a page of rows of what a query shows. */
  load: LoadRows;
  /** Downloads what the table shows: its filter and its order, every row of it. */
  onDownloadCsv: (query: RecordsQuery) => void;
  /** Opens another action's form with a row's values. */
  onUse: (use: ValueUse) => void;
}

type Sort = RecordsQuery["sort"];

/** A header's click: ascending, then descending, then the body's own order again. */
function nextSort(sort: Sort, column: string): Sort {
  if (sort?.column !== column) return { column, direction: "ascending" };
  return sort.direction === "ascending" ? { column, direction: "descending" } : undefined;
}

/** Until a row is drawn and measured: about what the stylesheet gives one. */
const ROW_HEIGHT = 30;

/**
 * Every record of the body's largest list, a screenful drawn at a time: rows out of view are
 * blank space of the same height, so the scrollbar is true and 50,000 rows cost what 50 do.
 * Filter and sort run where the body was read, off the main thread. A row whose fields name
 * another action's parameters offers that action first, where it is seen.
 */
export function RecordsTableView({ table, load, onDownloadCsv, onUse }: RecordsTableViewProps) {
  const id = useId();
  const [filter, setFilter] = useState("");
  const [filterColumn, setFilterColumn] = useState("");
  const [sort, setSort] = useState<Sort>(undefined);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(0);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const box = useRef<HTMLElement>(null);
  const firstRow = useRef<HTMLTableRowElement>(null);

  const query = useMemo<RecordsQuery>(
    () => ({
      ...(filter.trim() ? { filter } : {}),
      ...(filter.trim() && filterColumn ? { filterColumn } : {}),
      ...(sort ? { sort } : {}),
    }),
    [filter, filterColumn, sort],
  );
  // The whole list bounds what is asked for; the reader stops at what the filter left.
  const needed = visibleRows({ scrollTop, viewportHeight: viewport, rowHeight, count: table.total });
  const { page } = useRecordsPage(load, query, needed, table.total);

  // A new filter or order starts at its first row.
  const fromTop = () => {
    if (box.current) box.current.scrollTop = 0;
    setScrollTop(0);
  };

  // Rows are one line high; their height in px depends on the reader's font size, so it is measured.
  useLayoutEffect(() => {
    const height = firstRow.current?.getBoundingClientRect().height ?? 0;
    if (height > 0 && Math.abs(height - rowHeight) > 0.1) setRowHeight(height);
    if (box.current && box.current.clientHeight !== viewport) setViewport(box.current.clientHeight);
  });

  const uses = table.offersUses === true;
  const shown = page ? { start: page.offset, end: page.offset + page.rows.length } : { start: 0, end: 0 };
  const gap = spacers(shown, page?.matched ?? 0, rowHeight);
  const columnCount = table.columns.length + (uses ? 1 : 0);
  const where = table.source && ` in ${table.source}`;

  return (
    <div className="records">
      <div className="records-controls">
        <span className="records-field">
          <label htmlFor={`${id}-filter`}>Filter rows</label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              fromTop();
            }}
          />
        </span>
        {/* Not wrapped in its label: a wrapping label's text would hold every option, every column name. */}
        <span className="records-field">
          <label htmlFor={`${id}-column`}>in column</label>
          <select
            id={`${id}-column`}
            value={filterColumn}
            onChange={(event) => {
              setFilterColumn(event.target.value);
              fromTop();
            }}
          >
            <option value="">any</option>
            {table.columns.map((column) => (
              <option key={column} value={column}>
                {column}
              </option>
            ))}
          </select>
        </span>
        <button type="button" onClick={() => onDownloadCsv(query)}>
          Download CSV{page && ` (${formatCount(page.matched)} rows)`}
        </button>
      </div>
      {/* Announced as the filter narrows; not role="status", which names the response's status line. */}
      <p className="hint" aria-live="polite" aria-atomic="true">
        {page
          ? `${formatCount(page.matched)} of ${formatCount(page.total)} rows${where}`
          : `${formatCount(table.total)} rows${where}`}
        {page?.matched === 0 && `: none has every word of “${filter.trim()}”`}
      </p>
      {page && <RecordsSummaryLine summary={page.summary} />}
      <section
        ref={box}
        className="records-scroll"
        aria-label={`Records${where}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard
        tabIndex={0}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <table className="records-table" aria-rowcount={(page?.matched ?? table.total) + 1}>
          <caption className="visually-hidden">Records{where}</caption>
          <colgroup>
            {uses && <col className="use-column" />}
            {table.columns.map((column, at) => (
              <col key={column} style={{ width: `${(page?.widths[at] ?? column.length) + 2}ch` }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              {uses && <th scope="col">Use</th>}
              {table.columns.map((column) => (
                <th key={column} scope="col" aria-sort={sort?.column === column ? sort.direction : undefined}>
                  <button
                    type="button"
                    className="sort"
                    onClick={() => {
                      setSort(nextSort(sort, column));
                      fromTop();
                    }}
                  >
                    {column}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {gap.above > 0 && <Spacer height={gap.above} columns={columnCount} />}
            {page?.rows.map((row, at) => (
              <tr key={row.index} ref={at === 0 ? firstRow : undefined} aria-rowindex={page.offset + at + 2}>
                {uses && (
                  <td className="use-cell">
                    <ValueUseButtons uses={row.uses ?? []} onUse={onUse} compact />
                  </td>
                )}
                {row.cells.map((value, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in a fixed list of columns
                  <td key={column} title={value.length > (page.widths[column] ?? 0) ? value : undefined}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
            {gap.below > 0 && <Spacer height={gap.below} columns={columnCount} />}
          </tbody>
        </table>
      </section>
    </div>
  );
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
