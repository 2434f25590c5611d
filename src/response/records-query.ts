import { numberOf } from "./field-names";
import { type RecordsSummary, summarizeRecords } from "./records-summary";
import { cellText, fieldOf } from "./records-table";

export type SortDirection = "ascending" | "descending";

export interface RecordsQuery {
  /** Words every row shown contains, in any order and case ("a phrase" in quotes); empty shows every row. */
  filter?: string;
  /** The column the words are looked for in; every column when absent. */
  filterColumn?: string;
  sort?: { column: string; direction: SortDirection };
}

export interface RecordsPage {
  /** How many rows the filter left, of `total`. */
  matched: number;
  total: number;
  /** The position of the first row below among the `matched` ones. */
  offset: number;
  /** `index` is the record's position in the body's list: what stays the same through filter and sort. */
  rows: { index: number; cells: string[] }[];
  /** Of the rows the filter left, all of them, not only this page's. */
  summary: RecordsSummary;
  /** Each column's widest text in characters, capped at WIDEST: what the table sizes its columns by. */
  widths: number[];
}

export const WIDEST = 80;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** The filter's words, lower case as rows are searched; "a quoted phrase" is one word, spaces and all. */
export function wordsOf(filter = ""): string[] {
  const words = [...filter.toLowerCase().matchAll(/"([^"]*)"?|(\S+)/g)].map((match) => match[1] ?? match[2] ?? "");
  return words.map((word) => word.trim()).filter(Boolean);
}

/**
 * Filter, sort and pages over one list of records, for a table that shows a few dozen rows of
 * any number. Cell text, search text and sort orders are built on first use and kept: the second
 * question about a 50,000-row list costs a walk over it, not a sort.
 */
export function createRecordsIndex(records: readonly Record<string, unknown>[], columns: readonly string[]) {
  let grid: string[][] | undefined;
  let haystacks: string[] | undefined;
  const columnTexts = new Map<number, string[]>();
  const sorted = new Map<string, Uint32Array>();
  let selected: { key: string; order: Uint32Array } | undefined;
  let summarized: { key: string; summary: RecordsSummary } | undefined;

  const cells = () => {
    grid ??= records.map((record) => columns.map((column) => cellText(fieldOf(record, column))));
    return grid;
  };
  // Cells joined by a character no word holds, so a word never matches across two cells.
  const haystack = () => {
    haystacks ??= cells().map((row) => row.join("\u0000").toLowerCase());
    return haystacks;
  };

  const lowerCells = (at: number) => {
    let texts = columnTexts.get(at);
    if (!texts) {
      texts = cells().map((row) => (row[at] as string).toLowerCase());
      columnTexts.set(at, texts);
    }
    return texts;
  };

  /** Positions in the column's order, stable, empty cells last in either direction. */
  function sortedBy(column: string, direction: SortDirection): Uint32Array {
    const key = `${direction} ${column}`;
    const known = sorted.get(key);
    if (known) return known;
    const at = columns.indexOf(column);
    const texts = cells().map((row) => row[at] ?? "");
    const numbers = texts.map((text) => (text === "" ? undefined : numberOf(text)));
    const numeric = texts.every((text, row) => text === "" || numbers[row] !== undefined);
    const sign = direction === "ascending" ? 1 : -1;
    const order = Uint32Array.from(records, (_, row) => row);
    order.sort((a, b) => {
      const emptyA = texts[a] === "";
      const emptyB = texts[b] === "";
      if (emptyA || emptyB) return emptyA === emptyB ? a - b : emptyA ? 1 : -1;
      const byValue = numeric
        ? (numbers[a] as number) - (numbers[b] as number)
        : collator.compare(texts[a] as string, texts[b] as string);
      return byValue === 0 ? a - b : sign * byValue;
    });
    sorted.set(key, order);
    return order;
  }

  /** The records a query shows, as positions in the body's list, in the order shown. */
  function select(query: RecordsQuery = {}): Uint32Array {
    const words = wordsOf(query.filter);
    const column = query.filterColumn === undefined ? -1 : columns.indexOf(query.filterColumn);
    const sort = query.sort && columns.includes(query.sort.column) ? query.sort : undefined;
    const key = JSON.stringify([words, column, sort?.column, sort?.direction]);
    if (selected?.key === key) return selected.order;
    const all = sort ? sortedBy(sort.column, sort.direction) : Uint32Array.from(records, (_, row) => row);
    let order = all;
    if (words.length > 0) {
      const texts = column < 0 ? haystack() : lowerCells(column);
      order = all.filter((row) => {
        const text = texts[row] as string;
        return words.every((word) => text.includes(word));
      });
    }
    selected = { key, order };
    return order;
  }

  function summaryOf(query: RecordsQuery, order: Uint32Array): RecordsSummary {
    // The sort changes no total: one summary per filter.
    const key = JSON.stringify([wordsOf(query.filter), query.filterColumn]);
    if (summarized?.key !== key) summarized = { key, summary: summarizeRecords(records, columns, order) };
    return summarized.summary;
  }

  let widths: number[] | undefined;
  const widthsOf = () => {
    widths ??= columns.map((column, at) => {
      let widest = column.length;
      for (const row of cells()) widest = Math.max(widest, (row[at] as string).length);
      return Math.min(widest, WIDEST);
    });
    return widths;
  };

  return {
    select,
    /** The rows from `offset` on, at most `limit`, of what the query shows, with its summary. */
    page(query: RecordsQuery, offset: number, limit: number): RecordsPage {
      const order = select(query);
      const start = Math.max(0, Math.min(offset, order.length));
      const rows = [...order.subarray(start, start + Math.max(0, limit))].map((index) => ({
        index,
        cells: cells()[index] as string[],
      }));
      return {
        matched: order.length,
        total: records.length,
        offset: start,
        rows,
        summary: summaryOf(query, order),
        widths: widthsOf(),
      };
    },
  };
}
