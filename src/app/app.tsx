import { lazy, useEffect, useState, useSyncExternalStore } from "react";
import { actions, getAction } from "../catalog/catalog";
import { BatchOpenerProvider } from "../channels/batch-opener";
import { type ReconcileAsk, ReconcileOpenerProvider } from "../channels/reconcile-opener";
import { useI18n } from "../contexts/i18n-context";
import { usePageStarted } from "../contexts/runtime-config-context";
import { useSettings } from "../contexts/settings-context";
import { useWorkspace, useWorkspaceStore, WorkspaceProvider } from "../contexts/workspace-context";
import { ActionForm } from "../features/action-form/action-form";
import { ActionPicker } from "../features/action-picker/action-picker";
import { browserStorage, useFormMemory } from "../features/form-memory/use-form-memory";
import { historyUnit } from "../features/history/load-history";
import { useHistoryLog } from "../features/history/use-history-log";
import { OrderTrackingSlot } from "../features/order-tracking/order-tracking-slot";
import { RequestPreview } from "../features/request-preview/request-preview";
import { RESPONSE_ID, ResponseView } from "../features/response/response-view";
import { useLatestSend } from "../queries/latest-send";
import { PanelBoundary } from "../ui/panel-boundary";
import { type FormMemory, loadFormMemory } from "../workspace/form-memory";
import { createWorkspaceStore, type WorkspaceStore } from "../workspace/workspace-store";
import { ContractCheckSlot } from "./contract-check-slot";
import { requestTools } from "./load-request-tools";
import { BATCH_OPEN_KEY, SHARE_LINK_MARK } from "./prerendered-start";
import { FORM_ID, TopBar } from "./top-bar";
import { usePageStart } from "./use-page-start";
import { useWorkRegion } from "./use-work-region";
import { WorkRegion } from "./work-region";

const FIRST_ACTION = actions[0]?.id ?? "balance";

// The history panel (with compare and exports) loads with the history unit.
const HistoryPanel = lazy(() => historyUnit.load().then((unit) => ({ default: unit.HistoryPanel })));
// Batch orders and Reconciliation, the work on many orders at once, load as one part when either is opened.
const bulkWork = () => import("./bulk-work");
const BatchPanel = lazy(() => bulkWork().then((unit) => ({ default: unit.BatchPanel })));
const ReconcilePanel = lazy(() => bulkWork().then((unit) => ({ default: unit.ReconcilePanel })));

// Whether the address holds a share link: the request tools (which open it) then load at once.
const subscribeHash = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};
const holdsShareLink = () => location.hash.includes(SHARE_LINK_MARK);

interface Workspace {
  memory: FormMemory;
  store: WorkspaceStore;
  /** Counts the stores: the form is made anew from each. */
  number: number;
}

const workspaceOf = (memory: FormMemory, number = 0): Workspace => ({
  memory,
  store: createWorkspaceStore({ actionId: FIRST_ACTION, drafts: memory.drafts }),
  number,
});

/**
 * The page, with one workspace store: what was typed into each form before the last reload comes
 * back. It is read when the page starts (the prerendered page has none); a store that gets drafts
 * then replaces the prerendered one, and the form is made anew from it.
 */
export function App() {
  const started = usePageStarted();
  const [workspace, setWorkspace] = useState(() =>
    workspaceOf(started ? loadFormMemory(browserStorage()) : { drafts: new Map() }),
  );
  const [startedFrom, setStartedFrom] = useState(started);
  if (startedFrom !== started) {
    setStartedFrom(started);
    const memory = loadFormMemory(browserStorage());
    if (memory.drafts.size > 0 || memory.problem) setWorkspace(workspaceOf(memory, workspace.number + 1));
  }
  return (
    <WorkspaceProvider store={workspace.store}>
      <Console memoryProblem={workspace.memory.problem} workspaceNumber={workspace.number} />
    </WorkspaceProvider>
  );
}

/** Alt+R: to the response, wherever focus is. */
function useResponseShortcut() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== "KeyR") return;
      const response = document.getElementById(RESPONSE_ID);
      if (!response) return;
      event.preventDefault();
      response.focus();
      response.scrollIntoView?.({ block: "start" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

/** The screen: the bar, the actions, the work area, and the regions the bar opens below it. */
function Console({
  memoryProblem,
  workspaceNumber,
}: {
  memoryProblem: FormMemory["problem"];
  workspaceNumber: number;
}) {
  const { settings, keys } = useSettings();
  const { t } = useI18n();
  const started = usePageStarted();
  usePageStart(started);
  const store = useWorkspaceStore();
  const action = getAction(useWorkspace((state) => state.actionId));
  const history = useHistoryLog();
  useFormMemory(keys);
  useResponseShortcut();
  const regions = {
    history: useWorkRegion("history-panel"),
    // Kept for the tab: a batch running when the page is reloaded is found again where it was.
    batch: useWorkRegion<void>("batch-panel", { key: BATCH_OPEN_KEY, started, ask: undefined }),
    // Each ask of Reconciliation opens it anew, for what was asked.
    reconcile: useWorkRegion<ReconcileAsk>("reconcile-panel"),
  };
  const latest = useLatestSend();
  // The request tools (code to copy, share links, the contract check) load once the work starts, at
  // once when the address holds a share link to open.
  const tools = requestTools.use(useSyncExternalStore(subscribeHash, holdsShareLink, () => false) ? "now" : "work");
  return (
    <div className="app">
      <TopBar tools={tools} regions={regions} memoryProblem={memoryProblem} historyProblem={history.problem} />
      <aside className="sidebar" aria-label={t.top.actions}>
        <PanelBoundary name="actionPicker">
          <ActionPicker selected={action.id} pathStyle={settings.pathStyle} onSelect={store.select} />
        </PanelBoundary>
      </aside>
      <BatchOpenerProvider open={() => regions.batch.open()}>
        <ReconcileOpenerProvider open={regions.reconcile.open}>
          <main className="workspace">
            <div className="work-form" id={FORM_ID} tabIndex={-1}>
              <PanelBoundary name="actionForm">
                {/* Made anew for a store that replaced the prerendered one: its draft is the form's. */}
                <ActionForm key={`${action.id}:${workspaceNumber}`} action={action} />
              </PanelBoundary>
            </div>
            <div className="work-results">
              <PanelBoundary name="responseView">
                <ResponseView />
              </PanelBoundary>
              <PanelBoundary name="answerMap">{tools && <tools.AnswerMap />}</PanelBoundary>
              <PanelBoundary name="contractCheck">
                <ContractCheckSlot action={action} />
              </PanelBoundary>
              <PanelBoundary name="orderTracking">
                <OrderTrackingSlot />
              </PanelBoundary>
            </div>
            {/* Beside the form, after the response when the page is one column (right after Send on a phone). */}
            <div className="work-request">
              <RequestPreview action={action}>
                <PanelBoundary name="requestTools">{tools && <tools.SnippetPanel action={action} />}</PanelBoundary>
              </RequestPreview>
              <PanelBoundary name="requestTools">{tools && <tools.ShareLinkButton />}</PanelBoundary>
            </div>
            <WorkRegion
              region={regions.history}
              className="work-history"
              panel="historyPanel"
              opening={t.top.openingHistory}
            >
              {() => (
                <HistoryPanel
                  id={regions.history.id}
                  live={
                    latest?.data && latest.variables ? { record: latest.data, variables: latest.variables } : undefined
                  }
                />
              )}
            </WorkRegion>
            <WorkRegion region={regions.batch} className="work-batch" panel="batchPanel" opening={t.top.openingBatch}>
              {() => <BatchPanel id={regions.batch.id} />}
            </WorkRegion>
            <WorkRegion
              region={regions.reconcile}
              className="work-reconcile"
              panel="reconcilePanel"
              opening={t.top.openingReconcile}
            >
              {({ ask, asked }) => <ReconcilePanel key={asked} id={regions.reconcile.id} ask={ask} />}
            </WorkRegion>
          </main>
        </ReconcileOpenerProvider>
      </BatchOpenerProvider>
    </div>
  );
}
