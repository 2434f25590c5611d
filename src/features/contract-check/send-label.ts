/** The names of the two requests "Send both" sends: kept as these codes, worded where shown. */
export type SendLabel = "imported" | "before" | "fixed";

/** A send's name in words (`labels`): "As imported", "Before the fix", "Fixed"; an older free text is shown as it is. */
export function sendLabel(labels: Record<SendLabel, string>, label: string): string {
  return (labels as Record<string, string | undefined>)[label] ?? label;
}
