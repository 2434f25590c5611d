import { memo, type Ref } from "react";
import type { TablePage } from "../../response/body-summary";
import type { ValueUse } from "../../response/value-uses";
import { spacers } from "../../ui/virtual-window";
import { ValueUseButtons } from "./value-use-buttons";

interface RecordRowsProps {
  page: TablePage;
  columnCount: number;
  rowHeight: number;
  /** True when the table has a Use column: each row's offers to other actions. */
  uses: boolean;
  onUse: (use: ValueUse) => void;
  /** The first drawn row, measured for the height every row has. */
  firstRow: Ref<HTMLTableRowElement>;
}

/** Blank space standing for rows out of view; hidden from assistive technology, which counts rows by aria-rowcount. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row without tabindex is not focusable
    <tr aria-hidden="true" className="spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

/**
 * The drawn rows of one page, between the spacers that stand for the others. Drawn again only
 * when the page changes, not at every scroll event.
 */
export const RecordRows = memo(function RecordRows({
  page,
  columnCount,
  rowHeight,
  uses,
  onUse,
  firstRow,
}: RecordRowsProps) {
  const gap = spacers({ start: page.offset, end: page.offset + page.rows.length }, page.matched, rowHeight);
  return (
    <tbody>
      {gap.above > 0 && <Spacer height={gap.above} columns={columnCount} />}
      {page.rows.map((row, at) => (
        <tr key={row.index} ref={at === 0 ? firstRow : undefined} aria-rowindex={page.offset + at + 2}>
          {uses && (
            <td className="use-cell">
              <ValueUseButtons uses={row.uses ?? []} onUse={onUse} compact />
            </td>
          )}
          {row.cells.map((value, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in a fixed list of columns
            <td key={column} title={value.length > (page.widths[column] ?? 0) ? value : undefined}>
              {value}
            </td>
          ))}
        </tr>
      ))}
      {gap.below > 0 && <Spacer height={gap.below} columns={columnCount} />}
    </tbody>
  );
});
