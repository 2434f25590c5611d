import "./records-table.css";
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { formatCount } from "../../lib/format-money";
import { plural } from "../../lib/i18n/plural";
import type { RecordsQuery } from "../../response/records-query";
import type { RecordsTable } from "../../response/records-table";
import type { ValueUse } from "../../response/value-uses";
import { visibleRows } from "../../ui/virtual-window";
import { RecordRows } from "./record-rows";
import { RecordsHead } from "./records-head";
import { RecordsSummaryLine } from "./records-summary-line";
import { responseViewsMessages } from "./response-views-messages";
import { type LoadRows, useRecordsPage } from "./use-records-page";

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
  const m = useMessages(responseViewsMessages);
  const { locale } = useI18n();
  const count = (value: number) => formatCount(value, locale);
  const rows = (value: number) => plural(locale, value, m.rows, count(value));
  const [filter, setFilter] = useState("");
  const [filterColumn, setFilterColumn] = useState("");
  const [sort, setSort] = useState<Sort>(undefined);
  // How far the box is scrolled, in whole rows: a scroll within a row draws nothing again.
  const [topRow, setTopRow] = useState(0);
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
  const needed = visibleRows({
    scrollTop: topRow * rowHeight,
    viewportHeight: viewport,
    rowHeight,
    count: table.total,
  });
  const page = useRecordsPage(load, query, needed, table.total);

  // A new filter or order starts at its first row.
  const fromTop = () => {
    if (box.current) box.current.scrollTop = 0;
    setTopRow(0);
  };

  // Rows are one line high; their height in px depends on the reader's font size, so it is measured.
  useLayoutEffect(() => {
    const height = firstRow.current?.getBoundingClientRect().height ?? 0;
    if (height > 0 && Math.abs(height - rowHeight) > 0.1) setRowHeight(height);
    if (box.current && box.current.clientHeight !== viewport) setViewport(box.current.clientHeight);
  });

  const uses = table.offersUses === true;
  // The list's place in the body is the API's field name, as spelled.
  const records = table.source ? m.recordsIn(table.source) : m.records;

  return (
    <div className="records">
      <div className="records-controls">
        <span className="records-field">
          <label htmlFor={`${id}-filter`}>{m.filterRows}</label>
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
          <label htmlFor={`${id}-column`}>{m.inColumn}</label>
          <select
            id={`${id}-column`}
            value={filterColumn}
            onChange={(event) => {
              setFilterColumn(event.target.value);
              fromTop();
            }}
          >
            <option value="">{m.anyColumn}</option>
            {table.columns.map((column) => (
              <option key={column} value={column}>
                {column}
              </option>
            ))}
          </select>
        </span>
        <button type="button" onClick={() => onDownloadCsv(query)}>
          {m.downloadCsv}
          {page && ` (${rows(page.matched)})`}
        </button>
      </div>
      {/* Announced as the filter narrows; not role="status", which names the response's status line. */}
      <p className="hint" aria-live="polite" aria-atomic="true">
        {page
          ? m.rowsLine(
              rows(page.total),
              table.source,
              count(page.matched),
              page.matched === 0 ? filter.trim() : undefined,
            )
          : m.rowsLine(rows(table.total), table.source)}
      </p>
      {page && <RecordsSummaryLine summary={page.summary} />}
      <section
        ref={box}
        className="records-scroll"
        aria-label={records}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard
        tabIndex={0}
        onScroll={(event) => setTopRow(Math.floor(event.currentTarget.scrollTop / rowHeight))}
      >
        <table className="records-table" aria-rowcount={(page?.matched ?? table.total) + 1}>
          <caption className="visually-hidden">{records}</caption>
          <RecordsHead
            columns={table.columns}
            widths={page?.widths}
            uses={uses}
            sort={sort}
            onSort={(column) => {
              setSort(nextSort(sort, column));
              fromTop();
            }}
          />
          {page && (
            <RecordRows
              page={page}
              columnCount={table.columns.length + (uses ? 1 : 0)}
              rowHeight={rowHeight}
              uses={uses}
              onUse={onUse}
              firstRow={firstRow}
            />
          )}
        </table>
      </section>
    </div>
  );
}
