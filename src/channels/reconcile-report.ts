import { useSyncExternalStore } from "react";

// The last reconciliation's findings as a ticket report section (Markdown, in English, no key):
// the Reconciliation region writes it, the ticket report of the request tools adds it. One owner.
let section: string | undefined;
const listeners = new Set<() => void>();

export function setReconcileSection(next: string | undefined): void {
  if (next === section) return;
  section = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The last reconciliation's section for a ticket report, or undefined when none was made. */
export function useReconcileSection(): string | undefined {
  return useSyncExternalStore(subscribe, () => section);
}
