import { useId, useState } from "react";
import { totalCoverage } from "../../batch/batch-funds";
import { createOrder } from "../../catalog/actions/create-order";
import { useConnection } from "../../contexts/use-connection";
import { buildRequest } from "../../request/build-request";
import { MoneyDialog } from "../../ui/money-dialog";
import { useBatchWords } from "./use-batch-text";
import type { DryRun } from "./use-dry-run";

interface BatchConfirmDialogProps {
  dry: DryRun;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "10,000", "10.000" and "10000" are the same count typed. */
const typedCount = (text: string) => text.replace(/[\s.,]/g, "");

/**
 * The batch's one confirmation: how many orders, what they cost as listed, the balance before and
 * after, and where they go (LIVE said in words, as for one order). The button spends only once the
 * number of orders is typed, so no Enter or stray click places a batch. It never guesses money: a
 * total or balance that could not be read says so, a total of some rows says how many it covers,
 * and a total not known for every row must also be accepted as such.
 */
export function BatchConfirmDialog({ dry, onConfirm, onCancel }: BatchConfirmDialogProps) {
  const id = useId();
  const { m, count, money, format } = useBatchWords();
  const { settings } = useConnection();
  const [typed, setTyped] = useState("");
  const orders = dry.summary.ready;
  const { funds } = dry.summary;
  const [accepted, setAccepted] = useState(false);
  const built = buildRequest(createOrder, { params: {} }, settings);
  const coverage = totalCoverage(funds, orders);
  const why = dry.listProblem ? "list" : funds.total === undefined ? "currencies" : "unpriced";
  const total =
    funds.total === undefined || coverage.kind === "none"
      ? m.totalUnknown[why]
      : coverage.kind === "partial"
        ? m.totalCovers(money(funds.total, funds.currency), format.number(coverage.covered), format.number(orders))
        : money(funds.total, funds.currency);
  // The balance after only follows from a total of every row: anything else would be a guess.
  const after =
    funds.balance !== undefined && funds.total !== undefined && coverage.kind === "all"
      ? money(Math.round((funds.balance - funds.total) * 1e6) / 1e6, funds.currency)
      : m.notKnown;
  const mustAccept = coverage.kind !== "all";
  // A figure is set as one (monospace); a sentence saying why there is none reads as prose.
  const as = (figure: boolean) => (figure ? undefined : "said");
  return (
    <MoneyDialog
      title={m.confirmTitle}
      liveWarning={m.live}
      confirmLabel={count(m.place, orders)}
      confirmDisabled={typedCount(typed) !== String(orders) || (mustAccept && !accepted)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl>
        <div>
          <dt>{m.orders}</dt>
          <dd>{format.number(orders)}</dd>
        </div>
        <div>
          <dt>{m.totalLabel}</dt>
          <dd className={as(coverage.kind === "all" && funds.total !== undefined)}>{total}</dd>
        </div>
        <div>
          <dt>{m.balanceBefore}</dt>
          <dd className={as(funds.balance !== undefined)}>
            {funds.balance === undefined ? m.balanceUnknown : money(funds.balance, funds.currency)}
          </dd>
        </div>
        <div>
          <dt>{m.balanceAfter}</dt>
          <dd className={as(after !== m.notKnown)}>{after}</dd>
        </div>
        <div>
          <dt>{m.sentTo}</dt>
          <dd>
            <code>{built.ok ? built.spec.url : settings.baseUrl}</code>
          </dd>
        </div>
      </dl>
      <p className="hint">{m.confirmHint}</p>
      <p>
        <label htmlFor={`${id}-count`}>{m.typeCount(format.number(orders))}</label>{" "}
        <input
          id={`${id}-count`}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </p>
      {mustAccept && (
        <p>
          <label>
            <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />{" "}
            {m.acceptUnknownTotal}
          </label>
        </p>
      )}
    </MoneyDialog>
  );
}
