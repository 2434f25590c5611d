import type { Messages } from "./en";

/** An action's name in the console's language; the catalog's own label when the catalog has none. */
export function actionLabel(t: Messages, action: { id: string; label: string }): string {
  return (t.actionLabels as Record<string, string | undefined>)[action.id] ?? action.label;
}

/** What an action does, in the console's language. */
export function actionSummary(t: Messages, action: { id: string; summary: string }): string {
  return (t.actionSummaries as Record<string, string | undefined>)[action.id] ?? action.summary;
}

/** A parameter's title in the console's language; the catalog's title for a name the catalog lacks. */
export function fieldTitle(t: Messages, field: { name: string; label: string }): string {
  return (t.fieldTitles as Record<string, string | undefined>)[field.name] ?? field.label;
}

/** The spec's English label, shown as secondary text when the console speaks another language. */
export function englishLabel(t: Messages, action: { id: string; label: string }): string | undefined {
  const label = actionLabel(t, action);
  return label === action.label ? undefined : action.label;
}
