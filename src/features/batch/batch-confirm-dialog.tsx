import { useId, useState } from "react";
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
 * number of orders is typed, so no Enter or stray click places a batch.
 */
export function BatchConfirmDialog({ dry, onConfirm, onCancel }: BatchConfirmDialogProps) {
  const id = useId();
  const { m, count, money, format } = useBatchWords();
  const { settings } = useConnection();
  const [typed, setTyped] = useState("");
  const orders = dry.summary.ready;
  const { funds } = dry.summary;
  const built = buildRequest(createOrder, { params: {} }, settings);
  const after =
    funds.balance !== undefined && funds.total !== undefined
      ? money(Math.round((funds.balance - funds.total) * 1e6) / 1e6, funds.currency)
      : m.notKnown;
  return (
    <MoneyDialog
      title={m.confirmTitle}
      liveWarning={m.live}
      confirmLabel={count(m.place, orders)}
      confirmDisabled={typedCount(typed) !== String(orders)}
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
          <dd>{funds.total === undefined ? m.notKnown : money(funds.total, funds.currency)}</dd>
        </div>
        <div>
          <dt>{m.balanceBefore}</dt>
          <dd>{funds.balance === undefined ? m.notKnown : money(funds.balance, funds.currency)}</dd>
        </div>
        <div>
          <dt>{m.balanceAfter}</dt>
          <dd>{after}</dd>
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
    </MoneyDialog>
  );
}
