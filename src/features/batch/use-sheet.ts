import { useCallback, useState } from "react";
import type { BatchField } from "../../batch/batch-columns";
import { parseInWorker } from "../../batch/parse-in-worker";
import type { ParsedSheet, SheetRow } from "../../batch/parse-sheet";

export interface Sheet {
  /** The file as read, for its problems and columns; undefined until rows are read. */
  parsed?: ParsedSheet;
  fileName?: string;
  /** The rows with a person's corrections. */
  rows: SheetRow[];
  excluded: ReadonlySet<number>;
  /** Bumped at every correction or exclusion: a dry run made before it is out of date. */
  revision: number;
}

const EMPTY: Sheet = { rows: [], excluded: new Set(), revision: 0 };

/** The batch file's rows as read (off the main thread), corrected cell by cell and with rows left out. */
export function useSheet() {
  const [sheet, setSheet] = useState<Sheet>(EMPTY);
  const [reading, setReading] = useState(false);

  const read = useCallback(async (text: string, fileName?: string) => {
    setReading(true);
    try {
      const parsed = await parseInWorker(text);
      setSheet((current) => ({
        parsed,
        ...(fileName !== undefined && { fileName }),
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
      rows: current.rows.map((row) => (row.line === line ? { ...row, cells: { ...row.cells, [field]: value } } : row)),
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
