import { useMessages } from "../../contexts/i18n-context";
import { wordListProblem } from "../../response/list-problem";
import { listProblemMessages } from "../../response/list-problem-messages";
import { useBatchWords } from "./use-batch-text";
import type { DryRun } from "./use-dry-run";

/** The dry run in a few lines: rows by verdict, the total against the balance, what was not checked. */
export function DryRunSummary({ result, stale }: { result: DryRun; stale: boolean }) {
  const { m, count, money, format } = useBatchWords();
  const problem = useMessages(listProblemMessages);
  const { summary, listProblem } = result;
  const { funds } = summary;
  const total = funds.total === undefined ? undefined : money(funds.total, funds.currency);
  return (
    <div className="batch-summary" aria-live="polite">
      <p>
        <strong>
          {m.summary({
            rows: count(m.rows, summary.rows),
            ready: format.number(summary.ready),
            problems: count(m.withProblems, summary.problem),
            warned: count(m.withWarnings, summary.warned),
          })}
        </strong>
      </p>
      {total === undefined ? (
        summary.ready > 0 && <p>{m.noTotal}</p>
      ) : funds.balance === undefined ? (
        <p>{m.total(total)}</p>
      ) : (
        <p>
          {m.totalAgainst({
            total,
            balance: money(funds.balance, funds.currency),
            // Rounded where the sum was kept exact (batch-funds.ts): 0.3, not 0.30000000000000004.
            after: money(Math.round((funds.balance - (funds.total ?? 0)) * 1e6) / 1e6, funds.currency),
          })}
        </p>
      )}
      {funds.shortFromLine !== undefined && <p className="warning">{m.short(funds.shortFromLine)}</p>}
      {funds.unpriced > 0 && <p className="hint">{count(m.unpriced, funds.unpriced)}</p>}
      {listProblem && <p className="warning">{m.listProblem(wordListProblem(problem, listProblem, format.bytes))}</p>}
      {!result.balanceRead && <p className="warning">{m.balanceUnread}</p>}
      {stale && <p className="warning">{m.stale}</p>}
    </div>
  );
}
