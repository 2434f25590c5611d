import { useState } from "react";
import { formatCount, formatMoney } from "../../lib/format-money";
import type { BalanceSource, Ledger, LedgerRow } from "../../response/ledger";
import { MinorUnitsToggle } from "./minor-units-toggle";
import "./money-views.css";

function balanceNote(balance: BalanceSource | undefined, money: (value: number) => string): string {
  if (!balance) return "No balance column: the entries have no balance field and the body gives no starting balance.";
  if (balance.from === "field") return `Balance: the ${balance.field} field of each entry.`;
  if (balance.from === "before") return `Balance: computed as each entry's ${balance.field} plus its amount.`;
  const order =
    balance.order === "as listed" ? "in the order listed (no dates to order by)" : `${balance.order} by date`;
  return `Balance: computed from ${balance.field} ${money(balance.value)}, adding the entries ${order}.`;
}

const DIRECTION_WORD = { debit: "out", credit: "in", none: "" } as const;

// "2026-11-22T11:18:27.800Z" as "2026-11-22 11:18 UTC": the minute is what a person compares.
const ISO_TIME = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/;

function When({ date }: { date: string | undefined }) {
  const parts = date === undefined ? null : ISO_TIME.exec(date);
  if (!parts) return <>{date}</>;
  const zone = parts[3] === "Z" ? " UTC" : parts[3] ? ` ${parts[3]}` : "";
  return <time dateTime={date}>{`${parts[1]} ${parts[2]}${zone}`}</time>;
}

function EntryRow({ row, money, withBalance }: { row: LedgerRow; money: Money; withBalance: boolean }) {
  return (
    <tr className={`entry-${row.direction}`}>
      <td className="when">
        <When date={row.date} />
      </td>
      <td>
        {row.kind ?? row.direction}
        {row.direction !== "none" && <span className="direction-word"> ({DIRECTION_WORD[row.direction]})</span>}
      </td>
      <td className="number amount">{money(row.amount, row.currency, true)}</td>
      {withBalance && <td className="number">{row.balance === undefined ? "" : money(row.balance, row.currency)}</td>}
      <td className="description">{row.description}</td>
    </tr>
  );
}

type Money = (value: number, currency?: string, signed?: boolean) => string;

/** A wallet's entries: signed amounts, which way each went in words as well as colour, and the balance. */
export function LedgerView({ ledger }: { ledger: Ledger }) {
  const [minor, setMinor] = useState(ledger.minorUnitsField !== undefined);
  const money: Money = (value, currency = ledger.currency, signed = false) =>
    formatMoney(value, { currency, minor, signed });
  const totals = ledger.totals;
  const withBalance = ledger.balance !== undefined;
  return (
    <div className="ledger">
      <p className="hint">
        {formatCount(ledger.total)} entries{ledger.source && ` in ${ledger.source}`}
        {ledger.rows.length < ledger.total && `, the first ${formatCount(ledger.rows.length)} shown`}
        {ledger.skipped > 0 && ` (${formatCount(ledger.skipped)} records without an amount left out)`}. Signed by{" "}
        {ledger.signedBy}. {balanceNote(ledger.balance, (value) => money(value))}
      </p>
      {totals ? (
        <ul className="ledger-totals" aria-label="Totals">
          <li>
            Money out: {money(totals.debits, undefined, true)} in {formatCount(totals.debitCount)} entries
          </li>
          <li>
            Money in: {money(totals.credits, undefined, true)} in {formatCount(totals.creditCount)} entries
          </li>
          <li>Net: {money(totals.net, undefined, true)}</li>
        </ul>
      ) : (
        <p className="hint">No totals: the entries are in several currencies ({ledger.currencies.join(", ")}).</p>
      )}
      <MinorUnitsToggle checked={minor} onChange={setMinor} namedBy={ledger.minorUnitsField} />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard */}
      <section className="table-scroll" aria-label="Ledger entries" tabIndex={0}>
        <table className="ledger-table">
          <caption className="visually-hidden">Wallet ledger: signed amounts, money out negative</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Type</th>
              <th scope="col" className="number">
                Amount
              </th>
              {withBalance && (
                <th scope="col" className="number">
                  Balance
                </th>
              )}
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {ledger.rows.map((row, index) => (
              // Rows are positions in a fixed list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <EntryRow key={index} row={row} money={money} withBalance={withBalance} />
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
