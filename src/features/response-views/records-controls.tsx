import { useMessages } from "../../contexts/i18n-context";
import { responseViewsMessages } from "./response-views-messages";

interface RecordsControlsProps {
  /** The page's own id for the table, which the fields' ids start with. */
  id: string;
  columns: readonly string[];
  filter: string;
  filterColumn: string;
  onFilter: (filter: string) => void;
  onFilterColumn: (column: string) => void;
  /** How many rows the download holds ("12 rows"), once the reader has counted them. */
  matchedRows: string | undefined;
  onDownloadCsv: () => void;
}

/** Above the records table: the text its rows are filtered by, the column it is looked for in, the CSV download. */
export function RecordsControls({
  id,
  columns,
  filter,
  filterColumn,
  onFilter,
  onFilterColumn,
  matchedRows,
  onDownloadCsv,
}: RecordsControlsProps) {
  const m = useMessages(responseViewsMessages);
  return (
    <div className="records-controls">
      <span className="records-field">
        <label htmlFor={`${id}-filter`}>{m.filterRows}</label>
        <input id={`${id}-filter`} type="search" value={filter} onChange={(event) => onFilter(event.target.value)} />
      </span>
      {/* Not wrapped in its label: a wrapping label's text would hold every option, every column name. */}
      <span className="records-field">
        <label htmlFor={`${id}-column`}>{m.inColumn}</label>
        <select id={`${id}-column`} value={filterColumn} onChange={(event) => onFilterColumn(event.target.value)}>
          <option value="">{m.anyColumn}</option>
          {columns.map((column) => (
            <option key={column} value={column}>
              {column}
            </option>
          ))}
        </select>
      </span>
      <button type="button" onClick={onDownloadCsv}>
        {m.downloadCsv}
        {matchedRows && ` (${matchedRows})`}
      </button>
    </div>
  );
}
