import { useQuery } from "@tanstack/react-query";
import { useCallback, useId, useMemo, useState } from "react";
import type { WordCorrections } from "../../answer/status-words";
import { batchExport, targetPlace, targetShown } from "../../batch/batch-export";
import { refundedOn, spentOn } from "../../batch/batch-funds";
import type { BatchMeta } from "../../batch/batch-journal";
import { batchStateMessages } from "../../batch/batch-state-messages";
import { finalStatus, resultMessage, resultsCsv } from "../../batch/results-csv";
import type { BatchRow } from "../../batch/row-state";
import { countStates } from "../../batch/run-end";
import { batchJournal, mayHoldBatches } from "../../channels/batch-journal-source";
import { dialectFor, dialectTarget } from "../../config/dialect-store";
import { findEnvironment } from "../../config/runtime-config";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { useFormat } from "../../contexts/use-format";
import { downloadText } from "../../lib/download-text";
import { formatMoney } from "../../lib/format-money";
import { plural } from "../../lib/i18n/plural";
import { useStoredDialects } from "../../queries/use-answer-context";
import { numberOf } from "../../response/field-names";
import { TableScroll } from "../../ui/table-scroll";
import { type BatchesMessages, batchesMessages } from "./batches-messages";

/** The rows a batch's table draws; the results CSV and the export have them all. */
export const SHOWN_ROWS = 500;

const BATCHES_KEY = ["batch-journal", "history"] as const;

interface BatchListing {
  durable: boolean;
  batches: { meta: BatchMeta; rows: BatchRow[] }[];
}

/** Every batch in the journal with its rows, newest first: read when History opens. */
function useBatchListing() {
  return useQuery({
    queryKey: [...BATCHES_KEY, "listing"],
    queryFn: async (): Promise<BatchListing> => {
      if (!(await mayHoldBatches())) return { durable: true, batches: [] };
      const { journal, durable } = await batchJournal();
      const metas = (await journal.batches()).sort((a, b) => b.createdAt - a.createdAt);
      const batches = await Promise.all(metas.map(async (meta) => ({ meta, rows: await journal.rows(meta.id) })));
      return { durable, batches };
    },
    refetchOnMount: "always",
  });
}

/**
 * The status words' corrections of the target each batch was placed on (batches of many targets are
 * listed): the deployment's for its environment when that environment still has its base URL, as
 * useAnswerContext takes them, then this browser's. Read at render, so a correction shows at once.
 */
function useCorrectionsOf(): (batchTarget: string) => WordCorrections | undefined {
  const { config } = useRuntimeConfig();
  const stored = useStoredDialects();
  return useCallback(
    (batchTarget) => {
      const place = targetPlace(batchTarget);
      if (!place) return undefined;
      const target = dialectTarget(place.baseUrl);
      const environment = findEnvironment(config, place.environment);
      const shipped = environment && dialectTarget(environment.baseUrl) === target ? environment.dialect : undefined;
      return dialectFor(target, shipped, stored).words;
    },
    [config, stored],
  );
}

function useMoney() {
  const { locale } = useI18n();
  return (amount: { total?: number; currency?: string }) =>
    amount.total === undefined
      ? undefined
      : formatMoney(amount.total, { locale, ...(amount.currency && { currency: amount.currency }) });
}

/** History's "Batches": each batch of the journal as one entry, opened to its rows, downloaded and exported. */
export function BatchesSection() {
  const titleId = useId();
  const m = useMessages(batchesMessages);
  const s = useMessages(batchStateMessages);
  const { locale } = useI18n();
  const format = useFormat();
  const money = useMoney();
  const correctionsOf = useCorrectionsOf();
  const query = useBatchListing();
  const [openId, setOpenId] = useState<string>();
  const batches = query.data?.batches ?? [];
  const open = batches.find((batch) => batch.meta.id === openId);
  const nameOf = (meta: BatchMeta) => meta.fileName ?? m.pasted;

  return (
    <section aria-labelledby={titleId} className="history-batches">
      <h3 id={titleId}>{m.title}</h3>
      <p className="hint">{m.intro}</p>
      {query.data && !query.data.durable && <p className="warning">{m.memoryOnly}</p>}
      {query.isPending && <p className="hint">{m.reading}</p>}
      {query.error && (
        <p role="alert" className="warning">
          {m.readFailed(String(query.error))}
        </p>
      )}
      {query.data && batches.length === 0 && <p className="hint">{m.none}</p>}
      {batches.length > 0 && (
        <TableScroll label={m.caption} className="history-list">
          <table>
            <caption className="visually-hidden">{m.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.columns.placed}</th>
                <th scope="col">{m.columns.file}</th>
                <th scope="col">{m.columns.target}</th>
                <th scope="col">{m.columns.summary}</th>
                <th scope="col">{m.columns.entry}</th>
              </tr>
            </thead>
            <tbody>
              {batches.map(({ meta, rows }) => {
                const counts = countStates(rows);
                const shown = Object.fromEntries(
                  Object.entries(counts).map(([kind, value]) => [kind, format.number(value)]),
                ) as Record<keyof typeof counts, string>;
                const spent = money(spentOn(rows));
                const refunded = counts.placed > 0 ? money(refundedOn(rows, correctionsOf(meta.target))) : undefined;
                const time = format.dateTime(meta.createdAt);
                return (
                  <tr key={meta.id} aria-current={meta.id === openId ? "true" : undefined}>
                    <td>{time}</td>
                    <td>{nameOf(meta)}</td>
                    <td>
                      <code>{targetShown(meta.target)}</code>
                    </td>
                    <td>
                      {[
                        plural(locale, rows.length, m.rows, format.number(rows.length)),
                        s.counts(shown),
                        spent && s.spent(spent),
                        refunded && s.refunded(refunded),
                        meta.stoppedAt !== undefined && m.stopped(format.dateTime(meta.stoppedAt)),
                      ]
                        .filter(Boolean)
                        .join(" ")}
                    </td>
                    <td>
                      <button
                        type="button"
                        aria-label={m.openBatch(nameOf(meta), time)}
                        aria-pressed={meta.id === openId}
                        onClick={() => setOpenId(meta.id === openId ? undefined : meta.id)}
                      >
                        {m.open}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {open && (
        <OpenBatch
          key={open.meta.id}
          meta={open.meta}
          rows={open.rows}
          name={nameOf(open.meta)}
          m={m}
          onClose={() => setOpenId(undefined)}
        />
      )}
    </section>
  );
}

interface OpenBatchProps {
  meta: BatchMeta;
  rows: BatchRow[];
  name: string;
  m: BatchesMessages;
  onClose: () => void;
}

/** One batch: its rows (the first SHOWN_ROWS), its results CSV and its export. */
function OpenBatch({ meta, rows, name, m, onClose }: OpenBatchProps) {
  const titleId = useId();
  const s = useMessages(batchStateMessages);
  const format = useFormat();
  const { locale } = useI18n();
  const shown = useMemo(() => rows.slice(0, SHOWN_ROWS), [rows]);
  const price = (row: BatchRow) => {
    const amount = numberOf(row.product?.price);
    if (amount === undefined) return row.product?.price ?? "";
    const currency = row.product?.currency;
    return formatMoney(amount, { locale, ...(currency && { currency }) });
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
      <TableScroll label={m.rowsCaption(name)}>
        <table>
          <caption className="visually-hidden">{m.rowsCaption(name)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.rowColumns.line}</th>
              <th scope="col">{m.rowColumns.reference}</th>
              <th scope="col">{m.rowColumns.product}</th>
              <th scope="col">{m.rowColumns.player}</th>
              <th scope="col">{m.rowColumns.zone}</th>
              <th scope="col">{m.rowColumns.orderId}</th>
              <th scope="col">{m.rowColumns.status}</th>
              <th scope="col">{m.rowColumns.price}</th>
              <th scope="col">{m.rowColumns.message}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
