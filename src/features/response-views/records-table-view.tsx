import "./records-table.css";
import { useId } from "react";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { formatCount } from "../../lib/format-money";
import { plural } from "../../lib/i18n/plural";
import type { RecordsQuery } from "../../response/records-query";
import type { RecordsTable } from "../../response/records-table";
import type { ValueUse } from "../../response/value-uses";
import { RecordRows } from "./record-rows";
import { RecordsControls } from "./records-controls";
import { RecordsHead } from "./records-head";
import { RecordsSummaryLine } from "./records-summary-line";
import { responseViewsMessages } from "./response-views-messages";
import { type LoadRows, useRecordsPage } from "./use-records-page";
import { useRecordsQuery } from "./use-records-query";
import { useScrollWindow } from "./use-scroll-window";

interface RecordsTableViewProps {
  table: RecordsTable;
  /** Reads a page of rows of what a query shows. */
  load: LoadRows;
  /** Downloads what the table shows: its filter and its order, every row of it. */
  onDownloadCsv: (query: RecordsQuery) => void;
  /** Opens another action's form with a row's values. */
  onUse: (use: ValueUse) => void;
}

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
  // The whole list bounds what is asked for; the reader stops at what the filter left.
  const { box, firstRow, rowHeight, needed, fromTop, onScroll } = useScrollWindow(table.total);
  const { query, filter, filterColumn, sort, setFilter, setFilterColumn, sortBy } = useRecordsQuery(fromTop);
  const page = useRecordsPage(load, query, needed, table.total);

  const uses = table.offersUses === true;
  // The list's place in the body is the API's field name, as spelled.
  const records = table.source ? m.recordsIn(table.source) : m.records;

  return (
    <div className="records">
      <RecordsControls
        id={id}
        columns={table.columns}
        filter={filter}
        filterColumn={filterColumn}
        onFilter={setFilter}
        onFilterColumn={setFilterColumn}
        matchedRows={page && rows(page.matched)}
        onDownloadCsv={() => onDownloadCsv(query)}
      />
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
        onScroll={onScroll}
      >
        <table className="records-table" aria-rowcount={(page?.matched ?? table.total) + 1}>
          <caption className="visually-hidden">{records}</caption>
          <RecordsHead columns={table.columns} widths={page?.widths} uses={uses} sort={sort} onSort={sortBy} />
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
