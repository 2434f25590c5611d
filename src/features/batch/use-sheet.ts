import { useCallback, useState } from "react";
import type { BatchField } from "../../batch/batch-columns";
import type { SheetEncoding } from "../../batch/decode-sheet";
import { parseInWorker } from "../../batch/parse-in-worker";
import type { ParsedSheet, SheetRow } from "../../batch/parse-sheet";

export interface Sheet {
  /** The file as read, for its problems and columns; undefined until rows are read. */
  parsed?: ParsedSheet;
  fileName?: string;
  /** The encoding the chosen file was read in; undefined for pasted text. */
  encoding?: SheetEncoding;
  /** The rows with a person's corrections. */
  rows: SheetRow[];
  excluded: ReadonlySet<number>;
  /** Bumped at every correction or exclusion: a dry run made before it is out of date. */
  revision: number;
}

/** The file the text came from, when it came from one. */
export interface ChosenFile {
  name: string;
  encoding: SheetEncoding;
}

const EMPTY: Sheet = { rows: [], excluded: new Set(), revision: 0 };

/** The batch file's rows as read (off the main thread), corrected cell by cell and with rows left out. */
export function useSheet() {
  const [sheet, setSheet] = useState<Sheet>(EMPTY);
  const [reading, setReading] = useState(false);

  const read = useCallback(async (text: string, file?: ChosenFile) => {
    setReading(true);
    try {
      const parsed = await parseInWorker(text);
      setSheet((current) => ({
        parsed,
        ...(file && { fileName: file.name, encoding: file.encoding }),
        rows: parsed.rows,
        excluded: new Set(),
        revision: current.revision + 1,
      }));
    } finally {
      setReading(false);
    }
  }, []);

  const edit = useCallback((line: number, field: BatchField, value: string) => {
    setSheet((current) => ({
      ...current,
      rows: current.rows.map((row) =>
        row.line === line
          ? {
              ...row,
              cells: { ...row.cells, [field]: value },
              // Typed here, not by a spreadsheet: check-rows takes the cell as written.
              edited: row.edited?.includes(field) ? row.edited : [...(row.edited ?? []), field],
            }
          : row,
      ),
      revision: current.revision + 1,
    }));
  }, []);

  const include = useCallback((line: number, on: boolean) => {
    setSheet((current) => {
      const excluded = new Set(current.excluded);
      if (on) excluded.delete(line);
      else excluded.add(line);
      return { ...current, excluded, revision: current.revision + 1 };
    });
  }, []);

  const clear = useCallback(() => setSheet((current) => ({ ...EMPTY, revision: current.revision + 1 })), []);

  return { sheet, reading, read, edit, include, clear };
}
