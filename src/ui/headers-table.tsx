import "./headers-table.css";

/** Headers as name/value rows, in the order they were sent or received. */
export function HeadersTable({ headers, caption }: { headers: [string, string][]; caption: string }) {
  return (
    <table className="headers">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {headers.map(([name, value], index) => (
          // A header may repeat (Set-Cookie), so its place is part of its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={`${index}-${name}`}>
            <th scope="row">{name}</th>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
