import { targetShown } from "../../batch/batch-export";
import { useMessages } from "../../contexts/i18n-context";
import { batchLockMessages } from "./batch-lock-messages";
import type { useBatchRun } from "./use-batch-run";
import { useBatchWords } from "./use-batch-text";

interface BatchNoticesProps {
  run: ReturnType<typeof useBatchRun>;
  rows: number;
  /** The person answered Resume's question: resume anyway. */
  onResume: () => void;
}

/**
 * What the person must know before pressing anything: the batch did not finish (and, placed on
 * another target, waits for it), another tab runs it, or Resume could top players up twice.
 */
export function BatchNotices({ run, rows, onResume }: BatchNoticesProps) {
  const words = useBatchWords();
  const { m, format } = words;
  const l = useMessages(batchLockMessages);
  const { batch, elsewhere, asking } = run;
  if (!batch) return null;
  const otherTarget = batch.meta.target !== run.target;
  return (
    <>
      {batch.interrupted && !elsewhere && (
        <p className="warning" role="alert">
          {m.interrupted(format.dateTime(batch.meta.createdAt), words.count(m.rows, rows))}
          {otherTarget && ` ${l.otherTarget(targetShown(batch.meta.target))}`}
        </p>
      )}
      {elsewhere && (
        <p className="notice" role="status">
          {l.elsewhere}
        </p>
      )}
      {asking && (
        <div className="warning" role="alert">
          <p>
            {[
              asking.abandonedAt !== undefined && l.abandoned(format.dateTime(asking.abandonedAt)),
              asking.placedByOthers > 0 && l.placedByOthers(format.number(asking.placedByOthers)),
              l.resumeAsk,
            ]
              .filter(Boolean)
              .join(" ")}
          </p>
          <div className="inline">
            <button type="button" onClick={onResume}>
              {l.resumeAnyway}
            </button>
            <button type="button" onClick={run.cancelResume}>
              {l.cancel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
