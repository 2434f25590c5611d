import { lazy, type ReactNode, Suspense, useState } from "react";
import type { ReconcileAsk } from "../channels/reconcile-opener";
import { useI18n } from "../contexts/i18n-context";
import { useSettings } from "../contexts/settings-context";
import { ApiKeyInput } from "../features/api-key/api-key-input";
import { CurlImport } from "../features/curl-import/curl-import";
import { EnvironmentBar } from "../features/environments/environment-bar";
import { RESPONSE_ID } from "../features/response/response-view";
import { SandboxProblemNote } from "../features/sandbox-state/sandbox-problem-note";
import { BaseUrlInput } from "../features/settings/base-url-input";
import { focusSend } from "../ui/focus-send";
import { PanelBoundary } from "../ui/panel-boundary";
import { sentence } from "../ui/sentence";
import { FORMS_SET_ASIDE_KEY, type FormMemory } from "../workspace/form-memory";
import type { requestTools } from "./load-request-tools";
import type { WorkRegionState } from "./use-work-region";

// The settings load when first opened.
const SettingsDialog = lazy(() => import("./settings-dialog"));

export const FORM_ID = "action-form";

interface TopBarProps {
  /** The request tools, once loaded: the demo keys under the key's ▾, and the opener of a share link. */
  tools: ReturnType<typeof requestTools.use>;
  regions: {
    history: WorkRegionState<void>;
    batch: WorkRegionState<void>;
    reconcile: WorkRegionState<ReconcileAsk>;
  };
  memoryProblem: FormMemory["problem"];
  /** Why the history cannot be kept, or what it had to set aside. */
  historyProblem: string | undefined;
}

/** The top of the page: where requests go and with which key, the regions and Settings it opens, and what went wrong keeping things. */
export function TopBar({ tools, regions, memoryProblem, historyProblem }: TopBarProps) {
  const { storageProblem } = useSettings();
  const { t } = useI18n();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { history, batch, reconcile } = regions;
  return (
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
        <RegionButton region={history} ask={undefined}>
          {t.top.history}
        </RegionButton>
        <RegionButton region={batch} ask={undefined} label={t.top.batch}>
          {t.top.batchShort}
        </RegionButton>
        <RegionButton region={reconcile} ask={{ from: "bar" }} label={t.top.reconcile}>
          {t.top.reconcileShort}
        </RegionButton>
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
      {historyProblem && (
        <p role="alert" className="warning bar-note">
          {historyProblem}
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
  );
}

interface RegionButtonProps<Ask> {
  region: WorkRegionState<Ask>;
  /** What the bar asks the region for when it opens it. */
  ask: Ask;
  /** Its full name, where the button shows a short one. */
  label?: string;
  children: ReactNode;
}

/** The bar's button of a region: opens it, or closes it when open. */
function RegionButton<Ask>({ region, ask, label, children }: RegionButtonProps<Ask>) {
  return (
    <button
      type="button"
      aria-expanded={region.shown !== undefined}
      aria-controls={region.id}
      onClick={() => region.toggle(ask)}
      aria-label={label}
    >
      {children}
    </button>
  );
}
