import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { actions, getAction } from "../catalog/catalog";
import { BatchOpenerProvider } from "../channels/batch-opener";
import { type ReconcileAsk, ReconcileOpenerProvider } from "../channels/reconcile-opener";
import { useI18n } from "../contexts/i18n-context";
import { usePageStarted } from "../contexts/runtime-config-context";
import { useSettings } from "../contexts/settings-context";
import { useWorkspace, useWorkspaceStore, WorkspaceProvider } from "../contexts/workspace-context";
import { ActionForm } from "../features/action-form/action-form";
import { ActionPicker } from "../features/action-picker/action-picker";
import { ApiKeyInput } from "../features/api-key/api-key-input";
import { CurlImport } from "../features/curl-import/curl-import";
import { EnvironmentBar } from "../features/environments/environment-bar";
import { browserStorage, useFormMemory } from "../features/form-memory/use-form-memory";
import { historyUnit } from "../features/history/load-history";
import { useHistoryLog } from "../features/history/use-history-log";
import { OrderTrackingSlot } from "../features/order-tracking/order-tracking-slot";
import { RequestPreview } from "../features/request-preview/request-preview";
import { RESPONSE_ID, ResponseView } from "../features/response/response-view";
import { SandboxProblemNote } from "../features/sandbox-state/sandbox-problem-note";
import { BaseUrlInput } from "../features/settings/base-url-input";
import { usePartsArriving } from "../lazy/idle-module";
import type { PanelId } from "../lib/i18n/en";
import { useLatestSend } from "../queries/latest-send";
import { focusSend } from "../ui/focus-send";
import { PanelBoundary } from "../ui/panel-boundary";
import { sentence } from "../ui/sentence";
import { FORMS_SET_ASIDE_KEY, type FormMemory, loadFormMemory } from "../workspace/form-memory";
import { createWorkspaceStore, type WorkspaceStore } from "../workspace/workspace-store";
import { ContractCheckSlot } from "./contract-check-slot";
import { requestTools } from "./load-request-tools";
import { pageStarted, showPage } from "./page-started";
import { BATCH_OPEN_KEY, SHARE_LINK_MARK } from "./prerendered-start";

const FIRST_ACTION = actions[0]?.id ?? "balance";
const HISTORY_PANEL_ID = "history-panel";
const BATCH_PANEL_ID = "batch-panel";
const RECONCILE_PANEL_ID = "reconcile-panel";
const FORM_ID = "action-form";
/** The longest a started page stays hidden for a part it starts with. */
const SHOWN_AT_MOST_AFTER_MS = 3000;

// The history panel (with compare and exports) loads with the history unit, the settings when first opened.
const HistoryPanel = lazy(() => historyUnit.load().then((unit) => ({ default: unit.HistoryPanel })));
const SettingsDialog = lazy(() => import("./settings-dialog"));
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

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether Batch orders is open, kept for the tab across reloads (read and kept once the page has started). */
function useBatchOpen(started: boolean) {
  const wasOpen = () => started && tabStorage()?.getItem(BATCH_OPEN_KEY) === "true";
  const [open, setOpen] = useState(wasOpen);
  const [startedFrom, setStartedFrom] = useState(started);
  if (startedFrom !== started) {
    setStartedFrom(started);
    setOpen(wasOpen());
  }
  useEffect(() => {
    if (!started) return;
    try {
      if (open) tabStorage()?.setItem(BATCH_OPEN_KEY, "true");
      else tabStorage()?.removeItem(BATCH_OPEN_KEY);
    } catch {
      // A tab that keeps nothing opens the region closed after a reload; the batch is in its journal.
    }
  }, [started, open]);
  return [open, setOpen] as const;
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

interface WorkRegionProps {
  className: string;
  panel: PanelId;
  /** What shows while its part loads. */
  opening: string;
  /** Counts the times it was asked for: each (not a region restored by a reload, 0) scrolls to it and focuses it. */
  asked: number;
  children: ReactNode;
}

/** A region of the workspace opened from the bar (History, Batch orders, Reconciliation), loaded behind its one fallback. */
function WorkRegion({ className, panel, opening, asked, children }: WorkRegionProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked === 0) return;
    region.current?.scrollIntoView?.({ block: "start" });
    region.current?.focus({ preventScroll: true });
  }, [asked]);
  return (
    <div className={className} ref={region} tabIndex={-1}>
      <PanelBoundary name={panel}>
        <Suspense fallback={<p className="hint">{opening}</p>}>{children}</Suspense>
      </PanelBoundary>
    </div>
  );
}

function Console({
  memoryProblem,
  workspaceNumber,
}: {
  memoryProblem: FormMemory["problem"];
  workspaceNumber: number;
}) {
  const { settings, storageProblem } = useSettings();
  const { t, pending } = useI18n();
  const started = usePageStarted();
  useLayoutEffect(() => {
    if (started) pageStarted();
  }, [started]);
  const store = useWorkspaceStore();
  const action = getAction(useWorkspace((state) => state.actionId));
  const history = useHistoryLog();
  useFormMemory(settings.apiKey);
  useResponseShortcut();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [batchOpen, setBatchOpen] = useBatchOpen(started);
  // Asked for (the bar's button, the order form's link), not restored by a reload: then focus moves there.
  const [batchAsked, setBatchAsked] = useState(0);
  const latest = useLatestSend();
  // The request tools (code to copy, share links, the contract check) load once the work starts, at
  // once when the address holds a share link to open.
  const tools = requestTools.use(useSyncExternalStore(subscribeHash, holdsShareLink, () => false) ? "now" : "work");
  // Shown once it is the page as started, in its language, with the parts it starts with (a share
  // link's form and its note): a task after the render that completed it, so whatever that render
  // set off is rendered too; a few seconds at most after the last change, whatever is on its way.
  const arriving = usePartsArriving();
  useLayoutEffect(() => {
    if (!started) return;
    const timer = setTimeout(showPage, pending === "loading" || arriving ? SHOWN_AT_MOST_AFTER_MS : 0);
    return () => clearTimeout(timer);
  }, [started, pending, arriving]);

  const openBatch = () => {
    setBatchOpen(true);
    setBatchAsked((asked) => asked + 1);
  };
  // What Reconciliation was last asked to do; each ask opens the region anew (and moves focus there).
  const [reconcile, setReconcile] = useState<{ ask: ReconcileAsk; asked: number }>();
  const openReconcile = (ask: ReconcileAsk) => setReconcile((last) => ({ ask, asked: (last?.asked ?? 0) + 1 }));
  return (
    <div className="app">
      <header className="top">
        <nav aria-label={t.top.skipLinks} className="skip-links">
          <a href={`#${FORM_ID}`}>{t.top.skipToForm}</a>
          <a href={`#${RESPONSE_ID}`}>{t.top.skipToResponse}</a>
        </nav>
        <h1>{t.top.title}</h1>
        <PanelBoundary name="headerTools">
          <EnvironmentBar />
          <BaseUrlInput />
          <ApiKeyInput {...(tools && { DemoKeysList: tools.DemoKeysList })} />
          <CurlImport />
          <button
            type="button"
            aria-expanded={historyOpen}
            aria-controls={HISTORY_PANEL_ID}
            onClick={() => setHistoryOpen(!historyOpen)}
          >
            {t.top.history}
          </button>
          <button
            type="button"
            aria-expanded={batchOpen}
            aria-controls={BATCH_PANEL_ID}
            onClick={() => (batchOpen ? setBatchOpen(false) : openBatch())}
            aria-label={t.top.batch}
          >
            {t.top.batchShort}
          </button>
          <button
            type="button"
            aria-expanded={reconcile !== undefined}
            aria-controls={RECONCILE_PANEL_ID}
            onClick={() => (reconcile ? setReconcile(undefined) : openReconcile({ from: "bar" }))}
            aria-label={t.top.reconcile}
          >
            {t.top.reconcileShort}
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setSettingsOpen(true)}
            aria-label={t.top.settings}
            title={t.top.settings}
          >
            {/* A gear, as text (no emoji colours): its name is the label. */}
            <span aria-hidden="true">{"\u2699\uFE0E"}</span>
          </button>
          {tools && <tools.ShareLinkOpener />}
        </PanelBoundary>
        {storageProblem && <p className="warning bar-note">{storageProblem}</p>}
        {memoryProblem && (
          <p className="warning bar-note">
            {sentence(t.formsSetAside(memoryProblem.setAside, <code>{FORMS_SET_ASIDE_KEY}</code>))}
          </p>
        )}
        {history.problem && (
          <p role="alert" className="warning bar-note">
            {history.problem}
          </p>
        )}
        <SandboxProblemNote />
        {settingsOpen && (
          <Suspense fallback={<span className="hint">{t.top.openingSettings}</span>}>
            <SettingsDialog
              onClose={() => {
                setSettingsOpen(false);
                focusSend();
              }}
            />
          </Suspense>
        )}
      </header>
      <aside className="sidebar" aria-label={t.top.actions}>
        <PanelBoundary name="actionPicker">
          <ActionPicker selected={action.id} pathStyle={settings.pathStyle} onSelect={store.select} />
        </PanelBoundary>
      </aside>
      <BatchOpenerProvider open={openBatch}>
        <ReconcileOpenerProvider open={openReconcile}>
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
            {historyOpen && (
              <WorkRegion className="work-history" panel="historyPanel" opening={t.top.openingHistory} asked={1}>
                <HistoryPanel
                  id={HISTORY_PANEL_ID}
                  live={
                    latest?.data && latest.variables ? { record: latest.data, variables: latest.variables } : undefined
                  }
                />
              </WorkRegion>
            )}
            {batchOpen && (
              <WorkRegion className="work-batch" panel="batchPanel" opening={t.top.openingBatch} asked={batchAsked}>
                <BatchPanel id={BATCH_PANEL_ID} />
              </WorkRegion>
            )}
            {reconcile && (
              <WorkRegion
                className="work-reconcile"
                panel="reconcilePanel"
                opening={t.top.openingReconcile}
                asked={reconcile.asked}
              >
                <ReconcilePanel key={reconcile.asked} id={RECONCILE_PANEL_ID} ask={reconcile.ask} />
              </WorkRegion>
            )}
          </main>
        </ReconcileOpenerProvider>
      </BatchOpenerProvider>
    </div>
  );
}
