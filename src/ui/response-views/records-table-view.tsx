import type { RecordsTable } from "../../response/records-table";

/** Arrays of records as a table; the CSV download has every row, the table the first ones. */
export function RecordsTableView({ table, onDownloadCsv }: { table: RecordsTable; onDownloadCsv: () => void }) {
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
