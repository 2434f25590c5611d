import { useCallback, useRef, useState } from "react";
import { actions, getAction } from "../catalog/catalog";
import { ActionForm } from "../features/action-form/action-form";
import type { FormDraft } from "../features/action-form/form-draft";
import { useSendAction } from "../features/action-form/use-send-action";
import { ActionPicker } from "../features/action-picker/action-picker";
import { ApiKeyInput } from "../features/api-key/api-key-input";
import { CurlImport, type ImportedForm } from "../features/curl-import/curl-import";
import { EnvironmentBar } from "../features/environments/environment-bar";
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
  // Bumped when a form is filled from outside (an import), so it starts from the new draft.
  const [formVersion, setFormVersion] = useState(0);
  const saveDraft = useCallback(
    (next: FormDraft) => {
      drafts.current.set(action.id, next);
    },
    [action.id],
  );
  const fillForm = useCallback((imported: ImportedForm) => {
    drafts.current.set(imported.actionId, imported.draft);
    setActionId(imported.actionId);
    setFormVersion((version) => version + 1);
  }, []);

  return (
    <div className="app">
      <header className="top">
        <h1>Reseller API Console</h1>
        <EnvironmentBar />
        <ApiKeyInput />
        <TargetSettings />
        <CurlImport onImport={fillForm} />
        {storageProblem && <p className="warning">{storageProblem}</p>}
      </header>
      <aside className="sidebar" aria-label="Actions">
        <ActionPicker selected={action.id} pathStyle={settings.pathStyle} onSelect={setActionId} />
      </aside>
      <main className="workspace">
        <ActionForm
          key={`${action.id}-${formVersion}`}
          action={action}
          draft={drafts.current.get(action.id)}
          onDraftChange={saveDraft}
          sender={sender}
        />
        <ResponseView record={sender.record} variables={sender.variables} pending={sender.pending} />
      </main>
    </div>
  );
}
