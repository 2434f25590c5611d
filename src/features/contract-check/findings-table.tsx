import type { ContractFinding } from "../../request/contract-check";

/** Each difference from the contract: where, what the contract expects, what the request has. */
export function FindingsTable({ findings }: { findings: readonly ContractFinding[] }) {
  return (
    <div className="table-scroll">
      <table className="rows-table findings">
        <caption className="visually-hidden">Differences from the contract</caption>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Expected</th>
            <th scope="col">Got</th>
          </tr>
        </thead>
        <tbody>
          {findings.map((finding, index) => (
            // The same field can differ twice (a repeat and a type): the position keeps rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: findings are derived afresh and never reordered
            <tr key={`${finding.kind}-${finding.where}-${index}`}>
              <th scope="row">
                <code>{finding.where}</code>
              </th>
              <td>{finding.expected}</td>
              <td>
                <code>{finding.got}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
