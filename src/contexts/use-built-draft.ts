import type { ActionDefinition } from "../catalog/define-action";
import { requestSettingsFrom } from "../config/request-settings";
import type { BuiltDraft } from "../workspace/build-draft";
import { builtDraftOf } from "../workspace/built-draft-of";
import { useSettings } from "./settings-context";
import { useDraft } from "./workspace-context";

/**
 * The request the action's draft makes as it stands, from the workspace store that owns the draft:
 * the form's Send, the preview, its snippets and the contract check all read this one value.
 */
export function useBuiltDraft(action: ActionDefinition): BuiltDraft {
  const draft = useDraft(action.id);
  const { settings } = useSettings();
  return builtDraftOf(action, draft, requestSettingsFrom(settings));
}
