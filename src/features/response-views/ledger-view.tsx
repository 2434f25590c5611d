import { useState } from "react";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { formatCount } from "../../lib/format-money";
import { plural } from "../../lib/i18n/plural";
import { isoMinute } from "../../lib/iso-minute";
import type { BalanceSource, Ledger, LedgerRow, SignedBy } from "../../response/ledger";
import { MinorUnitsToggle } from "./minor-units-toggle";
import { responseViewsMessages } from "./response-views-messages";
import "./money-views.css";
import { useMoney } from "../../queries/use-money";
import { TableScroll } from "../../ui/table-scroll";

type Words = (typeof responseViewsMessages)["en"];

function balanceNote(m: Words, balance: BalanceSource | undefined, money: (value: number) => string): string {
  if (!balance) return m.noBalance;
  if (balance.from === "field") return m.balanceField(balance.field);
  if (balance.from === "before") return m.balanceBefore(balance.field);
  return m.balanceOpening[balance.order](balance.field, money(balance.value));
}

function signedNote(m: Words, by: SignedBy): string {
  if (by.by === "separate") return m.signedBySeparate(by.debit, by.credit);
  return by.by === "word" ? m.signedByWord(by.direction, by.amount) : m.signedBySign(by.amount);
}

function When({ date }: { date: string | undefined }) {
  const shown = date === undefined ? undefined : isoMinute(date);
  return shown === undefined ? date : <time dateTime={date}>{shown}</time>;
}

function EntryRow({ row, money, withBalance, m }: { row: LedgerRow; money: Money; withBalance: boolean; m: Words }) {
  return (
    <tr className={`entry-${row.direction}`}>
      <td className="when">
        <When date={row.date} />
      </td>
      <td>
        {row.kind ?? row.direction}
        {row.direction !== "none" && <span className="direction-word"> ({m.direction[row.direction]})</span>}
      </td>
      <td className="number amount">{money(row.amount, row.currency, true)}</td>
      {withBalance && <td className="number">{row.balance === undefined ? "" : money(row.balance, row.currency)}</td>}
      <td className="description">{row.description}</td>
    </tr>
  );
}

type Money = (value: number, currency?: string, signed?: boolean) => string;

interface LedgerViewProps {
  ledger: Ledger;
  onReconcile?: (() => void) | undefined;
  /** The answer came from the settings' target: amounts that name no currency are in its wallet's. */
  askWallet?: boolean;
}

/** A wallet's entries: signed amounts, which way each went in words as well as colour, and the balance. */
export function LedgerView({ ledger, onReconcile, askWallet = false }: LedgerViewProps) {
  const m = useMessages(responseViewsMessages);
  const { locale } = useI18n();
  const [minor, setMinor] = useState(ledger.minorUnitsField !== undefined);
  // Amounts and balances are the console's figures (signed, in the currency): in the chosen locale.
  // Entries in several currencies are not given the wallet's.
  const formatMoney = useMoney({ askWallet: askWallet && ledger.currencies.length === 0 });
  const money: Money = (value, currency = ledger.currency, signed = false) =>
    formatMoney(value, { ...(currency && { currency }), minor, signed });
  const count = (value: number) => formatCount(value, locale);
  const entries = (value: number) => plural(locale, value, m.entries, count(value));
  const totals = ledger.totals;
  const withBalance = ledger.balance !== undefined;
  return (
    <div className="ledger">
      <p className="hint">
        {m.ledgerSummary({
          entries: entries(ledger.total),
          source: ledger.source || undefined,
          shown: ledger.rows.length < ledger.total ? count(ledger.rows.length) : undefined,
          skipped: ledger.skipped > 0 ? plural(locale, ledger.skipped, m.skipped, count(ledger.skipped)) : undefined,
        })}{" "}
        {signedNote(m, ledger.signedBy)} {balanceNote(m, ledger.balance, (value) => money(value))}
      </p>
      {totals ? (
        <ul className="ledger-totals" aria-label={m.totals}>
          <li>{m.moneyOut(money(totals.debits, undefined, true), entries(totals.debitCount))}</li>
          <li>{m.moneyIn(money(totals.credits, undefined, true), entries(totals.creditCount))}</li>
          <li>{m.net(money(totals.net, undefined, true))}</li>
        </ul>
      ) : (
        <p className="hint">{m.noTotals(ledger.currencies.join(", "))}</p>
      )}
      <MinorUnitsToggle checked={minor} onChange={setMinor} namedBy={ledger.minorUnitsField} />
      {onReconcile && (
        <div className="inline">
          <button type="button" onClick={onReconcile}>
            {m.reconcileEntries}
          </button>
          <span className="hint">{m.reconcileEntriesHint}</span>
        </div>
      )}
      <TableScroll label={m.ledgerEntries}>
        <table className="ledger-table">
          <caption className="visually-hidden">{m.ledgerCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.columns.date}</th>
              <th scope="col">{m.columns.type}</th>
              <th scope="col" className="number">
                {m.columns.amount}
              </th>
              {withBalance && (
                <th scope="col" className="number">
                  {m.columns.balance}
                </th>
              )}
              <th scope="col">{m.columns.description}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.rows.map((row, index) => (
              // Rows are positions in a fixed list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <EntryRow key={index} row={row} money={money} withBalance={withBalance} m={m} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
