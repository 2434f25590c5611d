import { type ReactNode, useId } from "react";

/** The words every section of long runs says about its listing (each section's messages extend these). */
export interface KeptSectionWords {
  title: string;
  intro: string;
  memoryOnly: string;
  reading: string;
  readFailed: (error: string) => string;
  none: string;
}

interface KeptSectionProps {
  m: KeptSectionWords;
  listing: { durable: boolean; pending: boolean; error: unknown; read: boolean; count: number };
  children: ReactNode;
}

/**
 * A section of History for long runs kept apart from the sends (Batches, Reconciliations): its
 * title and what it holds, whether it lasts for this page only, and while reading, a failure or
 * nothing kept, said as such; then its entries.
 */
export function KeptSection({ m, listing, children }: KeptSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="history-batches">
      <h3 id={titleId}>{m.title}</h3>
      <p className="hint">{m.intro}</p>
      {!listing.durable && <p className="warning">{m.memoryOnly}</p>}
      {listing.pending && <p className="hint">{m.reading}</p>}
      {listing.error != null && (
        <p role="alert" className="warning">
          {m.readFailed(String(listing.error))}
        </p>
      )}
      {listing.read && listing.count === 0 && <p className="hint">{m.none}</p>}
      {children}
    </section>
  );
}
