import { lazy, Suspense, useState } from "react";
import { actions, getAction } from "../catalog/catalog";
import { ActionForm } from "../features/action-form/action-form";
import { ActionPicker } from "../features/action-picker/action-picker";
import { ApiKeyInput } from "../features/api-key/api-key-input";
import { CurlImport } from "../features/curl-import/curl-import";
import { EnvironmentBar } from "../features/environments/environment-bar";
import { browserStorage, useFormMemory } from "../features/form-memory/use-form-memory";
import { ShareLinkButton } from "../features/history/share-link-button";
import { ShareLinkOpener } from "../features/history/share-link-opener";
import { useHistoryLog } from "../features/history/use-history-log";
import { OrderTrackingSlot } from "../features/order-tracking/order-tracking-slot";
import { RequestPreview } from "../features/request-preview/request-preview";
import { ResponseView } from "../features/response/response-view";
import { TargetSettings } from "../features/settings/target-settings";
import { ThemeSwitch } from "../features/theme/theme-switch";
import { useLatestSend } from "../ui/latest-send";
import { PanelBoundary } from "../ui/panel-boundary";
import { useSettings } from "../ui/settings-context";
import { useWorkspace, useWorkspaceStore, WorkspaceProvider } from "../ui/workspace";
import type { BuiltDraft } from "../workspace/build-draft";
import { loadFormMemory } from "../workspace/form-memory";
import { createWorkspaceStore } from "../workspace/workspace-store";

const FIRST_ACTION = actions[0]?.id ?? "balance";
const HISTORY_PANEL_ID = "history-panel";

// The history panel, compare and exports load when History is first opened.
const HistoryPanel = lazy(() => import("../features/history/history-panel"));
// The contract check (its fix, comparison and ticket report) loads just after the first screen.
const ContractCheck = lazy(() => import("../features/contract-check/contract-check"));

/** The page, with one workspace store: what was typed into each form before the last reload comes back. */
export function App() {
  const [memory] = useState(() => loadFormMemory(browserStorage()));
  const [store] = useState(() => createWorkspaceStore({ actionId: FIRST_ACTION, drafts: memory.drafts }));
  return (
    <WorkspaceProvider store={store}>
      <Console memoryProblem={memory.problem} />
    </WorkspaceProvider>
  );
}

function Console({ memoryProblem }: { memoryProblem: string | undefined }) {
  const { settings, storageProblem } = useSettings();
  const store = useWorkspaceStore();
  const action = getAction(useWorkspace((state) => state.actionId));
  const history = useHistoryLog();
  useFormMemory(settings.apiKey);
  const [historyOpen, setHistoryOpen] = useState(false);
  const latest = useLatestSend();

  const preview = ({ request, fieldsValid }: BuiltDraft) => (
    <RequestPreview
      spec={request.ok ? request.spec : undefined}
      revealKey={settings.revealKey}
      {...(!request.ok
        ? { problem: request.message }
        : !fieldsValid
          ? { problem: "Some fields are not valid yet: Send will point them out." }
          : {})}
    />
  );

  return (
    <div className="app">
      <header className="top">
        <h1>Reseller API Console</h1>
        <PanelBoundary name="header tools">
          <EnvironmentBar />
          <ApiKeyInput />
          <TargetSettings />
          <ThemeSwitch />
          <CurlImport />
          <button
            type="button"
            className="history-toggle"
            aria-expanded={historyOpen}
            aria-controls={HISTORY_PANEL_ID}
            onClick={() => setHistoryOpen(!historyOpen)}
          >
            History
          </button>
          <ShareLinkOpener />
        </PanelBoundary>
        {storageProblem && <p className="warning">{storageProblem}</p>}
        {memoryProblem && <p className="warning">{memoryProblem}</p>}
        {history.problem && (
          <p role="alert" className="warning">
            {history.problem}
          </p>
        )}
      </header>
      <aside className="sidebar" aria-label="Actions">
        <PanelBoundary name="action picker">
          <ActionPicker selected={action.id} pathStyle={settings.pathStyle} onSelect={store.select} />
        </PanelBoundary>
      </aside>
      <main className="workspace">
        <PanelBoundary name="action form">
          <ActionForm key={action.id} action={action} renderPreview={preview} />
          <ShareLinkButton />
        </PanelBoundary>
        <PanelBoundary name="response view">
          <ResponseView />
        </PanelBoundary>
        <PanelBoundary name="contract check">
          <Suspense fallback={null}>
            <ContractCheck key={action.id} action={action} />
          </Suspense>
        </PanelBoundary>
        <PanelBoundary name="order tracking">
          <OrderTrackingSlot />
        </PanelBoundary>
        {historyOpen && (
          <PanelBoundary name="history panel">
            <Suspense fallback={<p className="hint">Opening the history…</p>}>
              <HistoryPanel
                id={HISTORY_PANEL_ID}
                live={
                  latest?.data && latest.variables ? { record: latest.data, variables: latest.variables } : undefined
                }
              />
            </Suspense>
          </PanelBoundary>
        )}
      </main>
    </div>
  );
}
