import type { ContractCheckMessages } from "./contract-check-messages";

/** The names of the two requests "Send both" sends: kept as these codes, worded where shown. */
export type SendLabel = "imported" | "before" | "fixed";

/** A send's name: "As imported", "Before the fix", "Fixed"; an older free text is shown as it is. */
export function sendLabel(m: ContractCheckMessages, label: string): string {
  return (m.labels as Record<string, string | undefined>)[label] ?? label;
}
