import { getAction } from "../../catalog/catalog";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { actionLabel } from "../../lib/i18n/action-label";
import type { Finding } from "../../request/contract-finding";
import { contractMessages } from "../../request/contract-messages";
import { wordGot, wordPlace, wordWant } from "../../request/word-finding";
import { TableScroll } from "../../ui/table-scroll";
import { contractCheckMessages } from "./contract-check-messages";

// What the request carries, shown as code; the console's own words are not.
const AS_SENT = new Set(["as-sent", "value"]);

/** Each difference from the contract: where, what the contract expects, what the request has. */
export function FindingsTable({ findings }: { findings: readonly Finding[] }) {
  const { t } = useI18n();
  const m = useMessages(contractCheckMessages);
  const words = useMessages(contractMessages);
  const name = (actionId: string) => actionLabel(t, getAction(actionId));
  return (
    <TableScroll label={m.findings}>
      <table className="rows-table findings">
        <caption className="visually-hidden">{m.findings}</caption>
        <thead>
          <tr>
            <th scope="col">{m.where}</th>
            <th scope="col">{m.expected}</th>
            <th scope="col">{m.got}</th>
          </tr>
        </thead>
        <tbody>
          {findings.map((finding, index) => {
            const where = wordPlace(words, finding.where);
            const got = wordGot(words, finding.got);
            return (
              // The same field can differ twice (a repeat and a type): the position keeps rows apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: findings are derived afresh and never reordered
              <tr key={`${finding.kind}-${where}-${index}`}>
                <th scope="row">{finding.where.at === "field" ? <code>{where}</code> : where}</th>
                <td>{wordWant(words, finding.expected, name)}</td>
                <td>{AS_SENT.has(finding.got.got) ? <code>{got}</code> : got}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
