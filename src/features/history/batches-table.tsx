import type { ReactNode } from "react";
import { TableScroll } from "../../ui/table-scroll";

interface BatchesTableProps {
  /** Names the table (its caption, for screen readers) and the box it scrolls in. */
  caption: string;
  heads: readonly string[];
  className?: string;
  children: ReactNode;
}

/** A table of History's Batches or Reconciliations (the entries, one batch's rows, one run's requests): named, its column heads, its rows. */
export function BatchesTable({ caption, heads, className, children }: BatchesTableProps) {
  return (
    <TableScroll label={caption} {...(className !== undefined && { className })}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
