import "./compare.css";
import type { ReactNode } from "react";
import { useMessages } from "../../contexts/i18n-context";
import { compareMessages } from "./compare-messages";

export interface ChangeRow {
  key: string;
  label: ReactNode;
  kind: "added" | "removed" | "changed";
  before?: string;
  after?: string;
}

interface ChangesTableProps {
  rows: ChangeRow[];
  caption: string;
  subject: string;
  /** The two sides' column headings. */
  sides?: [string, string];
}

/** What differs between A and B, a row per header or body path. */
export function ChangesTable({ rows, caption, subject, sides = ["A", "B"] }: ChangesTableProps) {
  const m = useMessages(compareMessages);
  return (
    <table className="rows-table changes">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{subject}</th>
          <th scope="col">{m.change}</th>
          <th scope="col">{sides[0]}</th>
          <th scope="col">{sides[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{m.kinds[row.kind]}</td>
            <td>{row.kind !== "added" && <code>{row.before}</code>}</td>
            <td>{row.kind !== "removed" && <code>{row.after}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
