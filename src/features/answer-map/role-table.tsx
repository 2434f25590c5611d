import type { ReactNode } from "react";
import type { Dialect } from "../../answer/dialect";
import type { FieldChoice } from "../../answer/field-choices";
import { CONCEPT_OF, type Found } from "../../answer/order-fields";
import { type AnswerReading, WALLET_FIELD } from "../../answer/read-answer";
import { ORDER_ROLES, type OrderRole } from "../../answer/roles";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { formatMoney } from "../../lib/format-money";
import { FIELD_NAMES } from "../../response/field-names";
import { TableScroll } from "../../ui/table-scroll";
import { type AnswerMapMessages, answerMapMessages } from "./answer-map-messages";
import { FieldCorrection } from "./field-correction";
import type { ReadBy } from "./read-by";

interface RoleTableProps {
  reading: AnswerReading;
  /** This browser's corrections for the target. */
  own: Dialect;
  choicesFor: (role: OrderRole) => FieldChoice[];
  /** Names the role's field, or (undefined) leaves it to the console's list again. */
  onField: (role: OrderRole, field: string | undefined) => void;
}

/** Where a role was read: its field, said apart when that came from a correction. */
function foundOf(reading: AnswerReading, role: OrderRole): Found<unknown> | undefined {
  if (role === "price") {
    const problem = reading.priceProblem;
    return reading.price ?? (problem && { value: problem.text, field: problem.field });
  }
  return reading[role];
}

function valueText(reading: AnswerReading, role: OrderRole, m: AnswerMapMessages, locale: string): string {
  const currency = reading.currency?.value;
  const money = (amount: number) => formatMoney(amount, { locale, ...(currency && { currency }) });
  switch (role) {
    case "status": {
      const status = reading.status?.value;
      if (!status) return "";
      return `“${status.word}”: ${status.kind ? m.kinds[status.kind] : m.unknownWord}`;
    }
    case "price": {
      if (reading.price) return money(reading.price.value);
      const problem = reading.priceProblem;
      if (!problem) return "";
      const either = new Intl.ListFormat(locale, { type: "disjunction" }).format(problem.readings.map(money));
      return m.priceUnclear(problem.text, either);
    }
    default:
      return reading[role]?.value ?? "";
  }
}

/** The roles of an order's answer, one row each: the field read, its value, and the field to read instead. */
export function RoleTable({ reading, own, choicesFor, onField }: RoleTableProps) {
  const m = useMessages(answerMapMessages);
  const { locale } = useI18n();
  const readFrom = (role: OrderRole): ReactNode => {
    const found = foundOf(reading, role);
    const mine = own.fields[role];
    const missing = mine !== undefined && !found?.corrected && <p className="hint">{m.missingCorrection(mine)}</p>;
    if (!found) {
      return (
        <>
          {role === "currency" ? m.noCurrency : m.notFound}
          {role !== "currency" && <p className="hint">{m.lookedFor(FIELD_NAMES[CONCEPT_OF[role]].join(", "))}</p>}
          {missing}
        </>
      );
    }
    if (role === "currency" && found.field === WALLET_FIELD) return m.walletCurrency;
    const by: ReadBy | undefined = found.corrected ? (mine !== undefined ? "yours" : "shipped") : undefined;
    return (
      <>
        <code>{found.field}</code>
        {by && <span className="hint"> · {m.by[by]}</span>}
        {missing}
      </>
    );
  };
  return (
    <TableScroll label={m.fields} className="answer-roles">
      <table>
        <thead>
          <tr>
            <th scope="col">{m.what}</th>
            <th scope="col">{m.readFrom}</th>
            <th scope="col">{m.value}</th>
            <th scope="col">{m.correct}</th>
          </tr>
        </thead>
        <tbody>
          {ORDER_ROLES.map((role) => {
            const found = foundOf(reading, role);
            return (
              <tr key={role}>
                <th scope="row">{m.roleTitles[role]}</th>
                <td>{readFrom(role)}</td>
                <td className="answer-value">{valueText(reading, role, m, locale)}</td>
                <td>
                  <FieldCorrection
                    role={m.roles[role]}
                    choices={choicesFor(role)}
                    current={found?.field === WALLET_FIELD ? undefined : found?.field}
                    corrected={own.fields[role] !== undefined}
                    onSave={(field) => onField(role, field)}
                    onUndo={() => onField(role, undefined)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
