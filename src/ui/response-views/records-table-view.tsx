import type { RecordsTable } from "../../response/records-table";
import type { ValueUse } from "../../response/value-uses";
import { ValueUseButtons } from "./value-use-buttons";

interface RecordsTableViewProps {
  table: RecordsTable;
  onDownloadCsv: () => void;
  /** Opens another action's form with a row's values. */
  onUse: (use: ValueUse) => void;
}

/**
 * Arrays of records as a table; the CSV download has every row, the table the first ones. A row
 * whose fields name another action's parameters offers that action first, where it is seen.
 */
export function RecordsTableView({ table, onDownloadCsv, onUse }: RecordsTableViewProps) {
  const uses = table.uses;
  return (
    <div className="records">
      <div className="inline">
        <button type="button" onClick={onDownloadCsv}>
          Download CSV
        </button>
        <span className="hint">
          {table.total} records{table.source && ` in ${table.source}`}
          {table.rows.length < table.total && `, first ${table.rows.length} shown`}
        </span>
      </div>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">Records{table.source && ` in ${table.source}`}</caption>
          <thead>
            <tr>
              {uses && (
                <th scope="col" className="use-column">
                  Use
                </th>
              )}
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              // Rows are positions in a fixed list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                {uses && (
                  <td>
                    <ValueUseButtons uses={uses[index] ?? []} onUse={onUse} compact />
                  </td>
                )}
                {row.map((value, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions too
                  <td key={column}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
