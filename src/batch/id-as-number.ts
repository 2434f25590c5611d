import type { SheetRow } from "./parse-sheet";

/** The id columns a spreadsheet can take for numbers: the player's id and its zone (digits, sent as text). */
export const ID_FIELDS = ["user_id", "zone_id"] as const;
export type IdField = (typeof ID_FIELDS)[number];

/**
 * How a spreadsheet that took an id column for numbers wrote an id back: `1.23457E+11` (Excel
 * shows a long number in scientific notation and saves it as shown, its digits lost; `1,23457E+11`
 * where the decimal mark is a comma) or `123456789.0` (a float, as Google Sheets or pandas write).
 */
export type NumberForm = "scientific" | "decimal";

const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?e[+-]?\d+$/i;
const DECIMAL = /^\d+[.,]0+$/;

/** The number form an id cell is in, or undefined for a cell that is not a number in disguise. */
export function numberFormOf(cell: string): NumberForm | undefined {
  const text = cell.trim();
  if (SCIENTIFIC.test(text)) return "scientific";
  if (DECIMAL.test(text)) return "decimal";
  return undefined;
}

/** The id cells of a row that a spreadsheet wrote as numbers, by field. */
export function numberIds(cells: SheetRow["cells"]): { field: IdField; value: string; form: NumberForm }[] {
  return ID_FIELDS.flatMap((field) => {
    const form = numberFormOf(cells[field]);
    return form ? [{ field, value: cells[field].trim(), form }] : [];
  });
}

/** The lines whose id cells a spreadsheet wrote as numbers, in file order: said as soon as the file is read. */
export function numberIdLines(rows: readonly SheetRow[]): number[] {
  return rows.filter((row) => numberIds(row.cells).length > 0).map((row) => row.line);
}
