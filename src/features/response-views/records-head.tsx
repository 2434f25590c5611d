import { useMessages } from "../../contexts/i18n-context";
import type { RecordsQuery } from "../../response/records-query";
import { responseViewsMessages } from "./response-views-messages";

interface RecordsHeadProps {
  columns: readonly string[];
  /** Each column's widest text in characters (undefined until the first rows come). */
  widths: readonly number[] | undefined;
  /** True when the table has a Use column before the record's own. */
  uses: boolean;
  sort: RecordsQuery["sort"];
  onSort: (column: string) => void;
}

/**
 * Column widths fixed by the longest text of every row, not the drawn ones, so columns do not
 * jump as rows scroll by; and a header button per column that sorts by it, its state in aria-sort.
 */
export function RecordsHead({ columns, widths, uses, sort, onSort }: RecordsHeadProps) {
  const m = useMessages(responseViewsMessages);
  return (
    <>
      <colgroup>
        {uses && <col className="use-column" />}
        {columns.map((column, at) => (
          <col key={column} style={{ width: `${(widths?.[at] ?? column.length) + 2}ch` }} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          {uses && <th scope="col">{m.use}</th>}
          {columns.map((column) => (
            <th key={column} scope="col" aria-sort={sort?.column === column ? sort.direction : undefined}>
              <button type="button" className="sort" onClick={() => onSort(column)}>
                {column}
              </button>
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
