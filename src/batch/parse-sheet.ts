import Papa from "papaparse";
import { BATCH_FIELDS, type BatchField, fieldOfHeader, REQUIRED_FIELDS } from "./batch-columns";

/** The separators spreadsheets write: a comma, a semicolon (Excel where the decimal mark is a comma), a tab. */
export const DELIMITERS = [",", ";", "\t"] as const;

/** One order row of the file: its cells by field ("" when empty or absent), and where it starts. */
export interface SheetRow {
  /** The physical line of the file the row starts on, from 1, counting line breaks inside quotes. */
  line: number;
  cells: Record<BatchField, string>;
  /**
   * Cells a person corrected in the console: no spreadsheet touched them, so what they hold is
   * taken as written (a short player id is not suspected of a lost leading zero).
   */
  edited?: readonly BatchField[];
}

export interface SheetColumn {
  header: string;
  /** Its position in the header row, from 0. */
  column: number;
}

/** What keeps the file from being read as it stands, as a code with its place: worded where shown. */
export type SheetProblem =
  | { code: "no_header" }
  | { code: "missing_column"; field: BatchField }
  | { code: "repeated_column"; field: BatchField; header: string; column: number }
  | { code: "unclosed_quote"; line: number }
  | { code: "malformed_quote"; line: number };

export interface ParsedSheet {
  delimiter: string;
  /** The columns read, by field. */
  columns: Partial<Record<BatchField, SheetColumn>>;
  /** Columns whose header names no field: not read, reported so a typo is seen. */
  unknownColumns: SheetColumn[];
  rows: SheetRow[];
  problems: SheetProblem[];
}

/** Line numbers for offsets met in increasing order: linear in the text however many rows ask. */
function lineCounter(text: string) {
  let offset = 0;
  let line = 1;
  return (to: number): number => {
    for (; offset < to; offset++) {
      const char = text.charCodeAt(offset);
      // \n, \r\n and a lone \r each end a line.
      if (char === 10 || (char === 13 && text.charCodeAt(offset + 1) !== 10)) line++;
    }
    return line;
  };
}

function readHeader(headers: string[], problems: SheetProblem[]) {
  const columns: Partial<Record<BatchField, SheetColumn>> = {};
  const unknownColumns: SheetColumn[] = [];
  headers.forEach((raw, column) => {
    const header = raw.trim();
    if (header === "") return;
    const field = fieldOfHeader(header);
    if (field === undefined) unknownColumns.push({ header, column });
    else if (columns[field]) problems.push({ code: "repeated_column", field, header, column });
    else columns[field] = { header, column };
  });
  for (const field of REQUIRED_FIELDS) if (!columns[field]) problems.push({ code: "missing_column", field });
  return { columns, unknownColumns };
}

const QUOTE_PROBLEMS: Record<string, "unclosed_quote" | "malformed_quote"> = {
  MissingQuotes: "unclosed_quote",
  InvalidQuotes: "malformed_quote",
};

/**
 * The file's separator, guessed by papaparse from its first rows with blank lines left out: counted
 * in, a trailing blank line makes a two-column file look like one column of commas.
 */
function guessDelimiter(text: string): string {
  const preview = Papa.parse<string[]>(text, {
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: "greedy",
    preview: 10,
  });
  return preview.meta.delimiter;
}

/**
 * A batch file's text → its order rows. The first row with any text is the header; columns are
 * matched by name in any order, blank rows are skipped, cells are trimmed. Pure and linear in the
 * text, so the worker and the tests run the very same code.
 */
export function parseSheet(fileText: string): ParsedSheet {
  const text = fileText.startsWith("\uFEFF") ? fileText.slice(1) : fileText;
  const lineAt = lineCounter(text);
  const problems: SheetProblem[] = [];
  const rows: SheetRow[] = [];
  let header: ReturnType<typeof readHeader> | undefined;
  let rowStart = 0;

  // Blank lines are kept here (and skipped below) so each row's cursor is where the next one starts.
  const delimiter = guessDelimiter(text);
  Papa.parse<string[]>(text, {
    delimiter,
    step: (step) => {
      const line = lineAt(rowStart);
      rowStart = step.meta.cursor;
      for (const error of step.errors) {
        const code = QUOTE_PROBLEMS[error.code];
        if (code) problems.push({ code, line });
      }
      const cells = step.data;
      if (cells.every((cell) => cell.trim() === "")) return;
      if (!header) {
        header = readHeader(cells, problems);
        return;
      }
      const columns = header.columns;
      const row = Object.fromEntries(
        BATCH_FIELDS.map((field) => {
          const at = columns[field]?.column;
          return [field, at === undefined ? "" : (cells[at] ?? "").trim()];
        }),
      ) as Record<BatchField, string>;
      rows.push({ line, cells: row });
    },
  });

  if (!header) problems.push({ code: "no_header" });
  return {
    delimiter,
    columns: header?.columns ?? {},
    unknownColumns: header?.unknownColumns ?? [],
    rows,
    problems,
  };
}
