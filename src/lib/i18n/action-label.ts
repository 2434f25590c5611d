import type { Messages } from "./en";

type Lookup = Record<string, string | undefined> | undefined;

/** An action's name in the console's language; the catalog's own (English) label otherwise. */
export function actionLabel(t: Messages, action: { id: string; label: string }): string {
  return (t.catalogText?.actionLabels as Lookup)?.[action.id] ?? action.label;
}

/** What an action does, in the console's language. */
export function actionSummary(t: Messages, action: { id: string; summary: string }): string {
  return (t.catalogText?.actionSummaries as Lookup)?.[action.id] ?? action.summary;
}

/** A parameter's title in the console's language; the catalog's title for a name not translated. */
export function fieldTitle(t: Messages, field: { name: string; label: string }): string {
  return (t.catalogText?.parameterTitles as Lookup)?.[field.name] ?? field.label;
}

/** The spec's English label, shown as secondary text when the console speaks another language. */
export function englishLabel(t: Messages, action: { id: string; label: string }): string | undefined {
  const label = actionLabel(t, action);
  return label === action.label ? undefined : action.label;
}

/** A parameter's hint in the console's language: by action, since a parameter says different things in each. */
export function fieldHint(
  t: Messages,
  actionId: string,
  field: { name: string; description?: string; warning?: string },
): string | undefined {
  if (field.warning !== undefined) return t.catalogText?.unknownShape ?? field.warning;
  const hints = t.catalogText?.parameterHints as Record<string, Lookup> | undefined;
  return hints?.[actionId]?.[field.name] ?? field.description;
}
