import type { ReactNode } from "react";

/**
 * A table that may be wider or longer than its place scrolls inside this box. A box that scrolls
 * must be reachable by keyboard (WCAG 2.1.1), so it takes focus and is named after its table.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard
    <section className={className ? `table-scroll ${className}` : "table-scroll"} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
