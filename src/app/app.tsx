import { useCallback, useMemo, useRef, useState } from "react";
import { actions, getAction } from "../catalog/catalog";
import { fieldSpecs } from "../catalog/field-specs";
import { ActionForm } from "../features/action-form/action-form";
import { type FormDraft, newDraft } from "../features/action-form/form-draft";
import { useSendAction } from "../features/action-form/use-send-action";
import { ActionPicker } from "../features/action-picker/action-picker";
import { ApiKeyInput } from "../features/api-key/api-key-input";
import { ResponseView } from "../features/response/response-view";
import { useSettings } from "../features/settings/settings-context";
import { TargetSettings } from "../features/settings/target-settings";

const FIRST_ACTION = actions[0]?.id ?? "balance";

export function App() {
  const { settings, storageProblem } = useSettings();
  const [actionId, setActionId] = useState(FIRST_ACTION);
  const action = getAction(actionId);
  const sender = useSendAction();
  // What was typed into each action's form, so switching action loses nothing.
  const drafts = useRef(new Map<string, FormDraft>());
  const draft = useMemo(() => drafts.current.get(action.id) ?? newDraft(action, fieldSpecs(action.params)), [action]);
  const saveDraft = useCallback(
    (next: FormDraft) => {
      drafts.current.set(action.id, next);
    },
    [action.id],
  );

  return (
    <div className="app">
      <header className="top">
        <h1>Reseller API Console</h1>
        <ApiKeyInput />
        <TargetSettings />
        {storageProblem && <p className="warning">{storageProblem}</p>}
      </header>
      <nav className="sidebar" aria-label="Actions">
        <ActionPicker selected={action.id} pathStyle={settings.pathStyle} onSelect={setActionId} />
      </nav>
      <main className="workspace">
        <ActionForm key={action.id} action={action} draft={draft} onDraftChange={saveDraft} sender={sender} />
        <ResponseView sender={sender} />
      </main>
    </div>
  );
}
