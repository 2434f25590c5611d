import { useId, useMemo } from "react";
import { batchExport } from "../../batch/batch-export";
import type { BatchMeta } from "../../batch/batch-journal";
import { batchStateMessages } from "../../batch/batch-state-messages";
import { finalStatus, resultMessage, resultsCsv } from "../../batch/results-csv";
import type { BatchRow } from "../../batch/row-state";
import { useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { downloadText } from "../../lib/download-text";
import { useMoney } from "../../queries/use-money";
import { numberOf } from "../../response/field-names";
import type { BatchesMessages } from "./batches-messages";
import { BatchesTable } from "./batches-table";

/** The rows a batch's table draws; the results CSV and the export have them all. */
export const SHOWN_ROWS = 500;

/** The table's columns, in the order of the results CSV. */
const ROW_COLUMNS = [
  "line",
  "reference",
  "product",
  "player",
  "zone",
  "orderId",
  "status",
  "price",
  "message",
] as const satisfies readonly (keyof BatchesMessages["rowColumns"])[];

interface OpenBatchProps {
  meta: BatchMeta;
  rows: BatchRow[];
  name: string;
  m: BatchesMessages;
  onClose: () => void;
}

/** One batch: its rows (the first SHOWN_ROWS), its results CSV and its export. */
export function OpenBatch({ meta, rows, name, m, onClose }: OpenBatchProps) {
  const titleId = useId();
  const s = useMessages(batchStateMessages);
  const format = useFormat();
  const money = useMoney({ askWallet: false });
  const shown = useMemo(() => rows.slice(0, SHOWN_ROWS), [rows]);
  const price = (row: BatchRow) => {
    const amount = numberOf(row.product?.price);
    if (amount === undefined) return row.product?.price ?? "";
    const currency = row.product?.currency;
    return money(amount, currency ? { currency } : {});
  };
  const status = (row: BatchRow) =>
    row.state.kind === "placed" ? m.placedAs(finalStatus(row)) : s.states[row.state.kind];
  return (
    <section aria-labelledby={titleId} className="history-entry">
      <h4 id={titleId}>{m.batchTitle(name, format.dateTime(meta.createdAt))}</h4>
      <div className="inline">
        <button
          type="button"
          onClick={() => downloadText(resultsCsv(rows), `batch-${meta.id}-results.csv`, "text/csv")}
        >
          {m.downloadCsv}
        </button>
        <button
          type="button"
          aria-describedby={`${titleId}-export`}
          onClick={() =>
            downloadText(
              `${JSON.stringify(batchExport(meta, rows, Date.now()), null, 2)}\n`,
              `batch-${meta.id}.json`,
              "application/json",
            )
          }
        >
          {m.exportJson}
        </button>
        <button type="button" onClick={onClose}>
          {m.closeBatch}
        </button>
        <span id={`${titleId}-export`} className="hint">
          {m.exportHint}
        </span>
      </div>
      {rows.length > SHOWN_ROWS && (
        <p className="notice">{m.firstRows(format.number(SHOWN_ROWS), format.number(rows.length))}</p>
      )}
      <BatchesTable caption={m.rowsCaption(name)} heads={ROW_COLUMNS.map((column) => m.rowColumns[column])}>
        {shown.map((row) => (
          <tr key={row.line}>
            <td>{row.line}</td>
            <td>
              <code>{row.order.reseller_ref}</code>
            </td>
            <td>{String(row.order.product_id)}</td>
            <td>{row.order.user_id}</td>
            <td>{row.order.zone_id ?? ""}</td>
            <td>{row.state.kind === "placed" ? (row.state.orderId ?? "") : ""}</td>
            <td>{status(row)}</td>
            <td>{price(row)}</td>
            <td>{resultMessage(row)}</td>
          </tr>
        ))}
      </BatchesTable>
    </section>
  );
}
