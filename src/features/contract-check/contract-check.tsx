import "./contract-check.css";
import { lazy, Suspense, useId, useMemo, useState } from "react";
import type { ActionDefinition } from "../../catalog/define-action";
import { requestSettingsFrom } from "../../config/request-settings";
import { type ContractContext, checkContract } from "../../request/contract-check";
import { useSettings } from "../../ui/settings-context";
import { useEnvironment } from "../../ui/use-environment";
import { useWorkspace, useWorkspaceStore } from "../../ui/workspace";
import { buildDraft } from "../../workspace/build-draft";
import { fixToContract } from "../../workspace/contract-fix";
import type { DraftNote } from "../../workspace/workspace-store";
import { FindingsTable } from "./findings-table";
import { TicketTools } from "./ticket-tools";
import type { LabelledSend } from "./use-send-both";

// The diff, the comparison and sending both load once there is a fix to show.
const FixChanges = lazy(() => import("./fix-changes"));

interface ContractCheckProps {
  action: ActionDefinition;
}

const IMPORTED = "Imported from cURL";

/**
 * The "Contract check" region: every way the request in the form differs from its action's
 * contract, "Fix to match the contract" (a corrected draft opened in the form, shown as a diff),
 * both sent and compared, and the ticket report. Loaded after the first screen.
 */
export default function ContractCheck({ action }: ContractCheckProps) {
  const id = useId();
  const { settings, update } = useSettings();
  const { environment } = useEnvironment();
  const store = useWorkspaceStore();
  const note = useWorkspace((state) => (state.note?.actionId === action.id ? state.note : undefined));
  // The request in the form as it stands (typed, imported or replayed), from the store that owns it.
  const draft = useWorkspace((state) => state.drafts.get(action.id)) ?? store.draftOf(action.id);
  const built = useMemo(() => buildDraft(action, draft, requestSettingsFrom(settings)), [action, draft, settings]);
  const sentTo = note?.sentTo;
  const context = useMemo<ContractContext>(
    () => ({
      ...(environment ? { pathStyle: environment.pathStyle, environment: environment.name } : {}),
      ...(sentTo ? { sentTo } : {}),
    }),
    [environment, sentTo],
  );
  const spec = built.request.ok ? built.request.spec : undefined;
  const findings = useMemo(() => (spec ? checkContract(action, spec, context) : []), [action, spec, context]);
  // Both answers belong to the fix they were sent for: a new fix or import starts afresh.
  const [sent, setSent] = useState<{ note: DraftNote; answers: [LabelledSend, LabelledSend] }>();
  const answers = sent && sent.note === note ? sent.answers : undefined;

  const fixedFrom = note?.fixedFrom;
  const before = useMemo(() => {
    if (!fixedFrom) return undefined;
    const request = buildDraft(action, fixedFrom.draft, {
      ...requestSettingsFrom(settings),
      pathStyle: fixedFrom.pathStyle,
    }).request;
    return request.ok ? { label: fixedFrom.label, spec: request.spec, pathStyle: fixedFrom.pathStyle } : undefined;
  }, [action, fixedFrom, settings]);

  const fix = () => {
    if (!spec) return;
    const current = store.draftOf(action.id);
    const result = fixToContract(action, current, spec, context);
    if (result.pathStyle) update({ pathStyle: result.pathStyle });
    store.open(action.id, result.draft, {
      actionId: action.id,
      from: "Fixed to match the contract",
      fixedFrom: {
        draft: current,
        pathStyle: settings.pathStyle,
        label: note?.from === IMPORTED ? "As imported" : "Before the fix",
      },
      fixNotes: result.notes,
      ...(sentTo ? { sentTo } : {}),
    });
  };

  const count = findings.length === 1 ? "1 difference" : `${findings.length} differences`;
  return (
    <section aria-labelledby={`${id}-title`} className="contract-check">
      <h2 id={`${id}-title`}>Contract check</h2>
      {!spec ? (
        <p className="hint">The request cannot be built yet, so it cannot be checked.</p>
      ) : findings.length === 0 ? (
        <p>This request matches the contract of {action.label}.</p>
      ) : (
        <>
          <p>
            {count} from the contract of {action.label}:
          </p>
          <FindingsTable findings={findings} />
          <div className="actions">
            <button type="button" onClick={fix}>
              Fix to match the contract
            </button>
            <span className="hint">Opens the corrected request in the form; nothing is sent.</span>
          </div>
        </>
      )}
      {!action.contractPublished && (
        <p className="hint">
          The API publishes no parameters for this action: unknown query parameters are not counted as differences.
        </p>
      )}
      {before && spec && (
        <Suspense fallback={<p className="hint">Opening the fix…</p>}>
          <FixChanges
            action={action}
            before={before}
            after={spec}
            notes={note?.fixNotes ?? []}
            sent={answers}
            onSent={(pair) => note && setSent({ note, answers: pair })}
          />
        </Suspense>
      )}
      <TicketTools action={action} sent={answers} context={context} />
    </section>
  );
}
