import { targetShown } from "../../batch/batch-export";
import { refundedOn, spentOn } from "../../batch/batch-funds";
import type { BatchMeta } from "../../batch/batch-journal";
import { batchStateMessages } from "../../batch/batch-state-messages";
import { countStates } from "../../batch/run-end";
import { rowsOf, type ShownBatch } from "../../batch/shown-batch";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { plural } from "../../lib/i18n/plural";
import { useMoney } from "../../queries/use-money";
import { BatchEntryActions } from "./batch-entry-actions";
import type { BatchesMessages } from "./batches-messages";
import { BatchesTable } from "./batches-table";
import { useCorrectionsOf } from "./use-corrections-of";

const COLUMNS = [
  "placed",
  "file",
  "target",
  "summary",
  "entry",
] as const satisfies readonly (keyof BatchesMessages["columns"])[];

interface BatchEntriesProps {
  batches: readonly ShownBatch[];
  openId: string | undefined;
  nameOf: (meta: BatchMeta) => string;
  m: BatchesMessages;
  onToggle: (batchId: string) => void;
}

/** The batches as one entry each: when, which file, where, and its rows and money in one line. */
export function BatchEntries({ batches, openId, nameOf, m, onToggle }: BatchEntriesProps) {
  const s = useMessages(batchStateMessages);
  const { locale } = useI18n();
  const format = useFormat();
  // Batches of many targets are listed: an amount without a currency stays plain, no wallet is asked.
  const money = useMoney({ askWallet: false });
  const correctionsOf = useCorrectionsOf();
  const amount = ({ total, currency }: { total?: number; currency?: string }) =>
    total === undefined ? undefined : money(total, currency ? { currency } : {});

  return (
    <BatchesTable
      caption={m.caption}
      heads={COLUMNS.map((column) => m.columns[column])}
      className="history-list kept-list"
    >
      {batches.map((batch) => {
        const { meta } = batch;
        const rows = rowsOf(batch);
        const counts = countStates(rows);
        const shown = Object.fromEntries(
          Object.entries(counts).map(([kind, value]) => [kind, format.number(value)]),
        ) as Record<keyof typeof counts, string>;
        const spent = amount(spentOn(rows));
        const refunded = counts.placed > 0 ? amount(refundedOn(rows, correctionsOf(meta.target))) : undefined;
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
                meta.abandonedAt !== undefined && m.abandoned(format.dateTime(meta.abandonedAt)),
              ]
                .filter(Boolean)
                .join(" ")}
            </td>
            <td>
              <button
                type="button"
                aria-label={m.openBatch(nameOf(meta), time)}
                aria-pressed={meta.id === openId}
                onClick={() => onToggle(meta.id)}
              >
                {m.open}
              </button>
              <BatchEntryActions batch={batch} name={nameOf(meta)} time={time} m={m} />
            </td>
          </tr>
        );
      })}
    </BatchesTable>
  );
}
