import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { actions, getAction } from "../catalog/catalog";
import { ActionForm } from "../features/action-form/action-form";
import type { FormDraft } from "../features/action-form/form-draft";
import { useSendAction } from "../features/action-form/use-send-action";
import { ActionPicker } from "../features/action-picker/action-picker";
import { ApiKeyInput } from "../features/api-key/api-key-input";
import { CurlImport, type ImportedForm } from "../features/curl-import/curl-import";
import { EnvironmentBar } from "../features/environments/environment-bar";
import { useFormMemory } from "../features/form-memory/use-form-memory";
import type { ReplayNote } from "../features/history/replay-note";
import { ShareLinkOpener } from "../features/history/share-link-opener";
import { useHistoryLog } from "../features/history/use-history-log";
import { ResponseView } from "../features/response/response-view";
import { useSettings } from "../features/settings/settings-context";
import { TargetSettings } from "../features/settings/target-settings";
import { PanelBoundary } from "../features/shared/panel-boundary";
import { ThemeSwitch } from "../features/theme/theme-switch";

const FIRST_ACTION = actions[0]?.id ?? "balance";
const HISTORY_PANEL_ID = "history-panel";

// The history panel, compare and exports load when History is first opened.
const HistoryPanel = lazy(() => import("../features/history/history-panel"));

export function App() {
  const { settings, storageProblem } = useSettings();
  const [actionId, setActionId] = useState(FIRST_ACTION);
  const action = getAction(actionId);
  const history = useHistoryLog();
  const sender = useSendAction({ onDone: history.record });
  // What was typed into each action's form, kept across action switches and reloads.
  const memory = useFormMemory(settings.apiKey);
  const drafts = useRef(memory.drafts);
  // Bumped when a form is filled from outside (an import), so it starts from the new draft.
  const [formVersion, setFormVersion] = useState(0);
  const [note, setNote] = useState<ReplayNote>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const { save } = memory;
  const saveDraft = useCallback(
    (next: FormDraft) => {
      drafts.current.set(action.id, next);
      save(drafts.current);
    },
    [action.id, save],
  );
  const fillForm = useCallback((imported: ImportedForm, replayNote?: ReplayNote) => {
    drafts.current.set(imported.actionId, imported.draft);
    setActionId(imported.actionId);
    setNote(replayNote);
    setFormVersion((version) => version + 1);
  }, []);

  return (
    <div className="app">
      <header className="top">
        <h1>Reseller API Console</h1>
        <PanelBoundary name="header tools">
          <EnvironmentBar />
          <ApiKeyInput />
          <TargetSettings />
          <ThemeSwitch />
          <CurlImport onImport={fillForm} />
          <button
            type="button"
            className="history-toggle"
            aria-expanded={historyOpen}
            aria-controls={HISTORY_PANEL_ID}
            onClick={() => setHistoryOpen(!historyOpen)}
          >
            History
          </button>
          <ShareLinkOpener onOpen={fillForm} />
        </PanelBoundary>
        {storageProblem && <p className="warning">{storageProblem}</p>}
        {memory.problem && <p className="warning">{memory.problem}</p>}
        {history.problem && (
          <p role="alert" className="warning">
            {history.problem}
          </p>
        )}
      </header>
      <aside className="sidebar" aria-label="Actions">
        <PanelBoundary name="action picker">
          <ActionPicker selected={action.id} pathStyle={settings.pathStyle} onSelect={setActionId} />
        </PanelBoundary>
      </aside>
      <main className="workspace">
        <PanelBoundary name="action form">
          <ActionForm
            key={`${action.id}-${formVersion}`}
            action={action}
            draft={drafts.current.get(action.id)}
            onDraftChange={saveDraft}
            sender={sender}
            note={note}
          />
        </PanelBoundary>
        <PanelBoundary name="response view">
          <ResponseView record={sender.record} variables={sender.variables} pending={sender.pending} />
        </PanelBoundary>
        {historyOpen && (
          <PanelBoundary name="history panel">
            <Suspense fallback={<p className="hint">Opening the history…</p>}>
              <HistoryPanel
                id={HISTORY_PANEL_ID}
                revision={history.revision}
                live={
                  !sender.pending && sender.record && sender.variables
                    ? { record: sender.record, variables: sender.variables }
                    : undefined
                }
                onReplay={fillForm}
                onChanged={history.changed}
              />
            </Suspense>
          </PanelBoundary>
        )}
      </main>
    </div>
  );
}
