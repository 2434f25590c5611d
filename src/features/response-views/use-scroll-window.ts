import { useLayoutEffect, useRef, useState } from "react";
import { type RowRange, visibleRows } from "../../ui/virtual-window";

/** Until a row is drawn and measured: about what the stylesheet gives one. */
const ROW_HEIGHT = 30;

/**
 * The rows of a long table that a scrolling box shows: how far it is scrolled (in whole rows, so a
 * scroll within a row draws nothing again), how high it is and how high a row is, both measured.
 */
export function useScrollWindow(count: number) {
  const [topRow, setTopRow] = useState(0);
  const [viewport, setViewport] = useState(0);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const box = useRef<HTMLElement>(null);
  const firstRow = useRef<HTMLTableRowElement>(null);

  // Rows are one line high; their height in px depends on the reader's font size, so it is measured.
  useLayoutEffect(() => {
    const height = firstRow.current?.getBoundingClientRect().height ?? 0;
    if (height > 0 && Math.abs(height - rowHeight) > 0.1) setRowHeight(height);
    if (box.current && box.current.clientHeight !== viewport) setViewport(box.current.clientHeight);
  });

  const needed: RowRange = visibleRows({ scrollTop: topRow * rowHeight, viewportHeight: viewport, rowHeight, count });
  return {
    box,
    firstRow,
    rowHeight,
    needed,
    /** Back to the first row, as a new filter or order starts there. */
    fromTop: () => {
      if (box.current) box.current.scrollTop = 0;
      setTopRow(0);
    },
    onScroll: (event: { currentTarget: HTMLElement }) =>
      setTopRow(Math.floor(event.currentTarget.scrollTop / rowHeight)),
  };
}
