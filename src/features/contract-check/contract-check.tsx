import "./contract-check.css";
import { useId, useMemo, useState } from "react";
import type { ActionDefinition } from "../../catalog/define-action";
import { requestSettingsFrom } from "../../config/request-settings";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useBuiltDraft } from "../../contexts/use-built-draft";
import { useEnvironment } from "../../contexts/use-environment";
import { useFormat } from "../../contexts/use-format";
import { useWorkspace, useWorkspaceStore } from "../../contexts/workspace-context";
import { actionLabel } from "../../lib/i18n/action-label";
import { plural } from "../../lib/i18n/plural";
import { type ContractContext, contractFindings } from "../../request/contract-check";
import { buildDraft } from "../../workspace/build-draft";
import { fixToContract } from "../../workspace/contract-fix";
import type { DraftNote } from "../../workspace/workspace-store";
import { contractCheckMessages } from "./contract-check-messages";
import { FindingsTable } from "./findings-table";
import FixChanges from "./fix-changes";
import type { SendLabel } from "./send-label";
import { TicketTools } from "./ticket-tools";
import type { LabelledSend } from "./use-send-both";

interface ContractCheckProps {
  action: ActionDefinition;
}

/**
 * The "Contract check" region: every way the request in the form differs from its action's
 * contract, "Fix to match the contract" (a corrected draft opened in the form, shown as a diff),
 * both sent and compared, and the ticket report. Loaded after the first screen. Findings are
 * data, worded here: they change language with the console.
 */
export default function ContractCheck({ action }: ContractCheckProps) {
  const id = useId();
  const { t, locale } = useI18n();
  const m = useMessages(contractCheckMessages);
  const format = useFormat();
  const { settings, update } = useSettings();
  const { environment } = useEnvironment();
  const store = useWorkspaceStore();
  const note = useWorkspace((state) => (state.note?.actionId === action.id ? state.note : undefined));
  // The request in the form as it stands (typed, imported or replayed): the one build the form and preview read.
  const built = useBuiltDraft(action);
  const sentTo = note?.sentTo;
  const context = useMemo<ContractContext>(
    () => ({
      ...(environment ? { pathStyle: environment.pathStyle, environment: environment.name } : {}),
      ...(sentTo ? { sentTo } : {}),
    }),
    [environment, sentTo],
  );
  const spec = built.request.ok ? built.request.spec : undefined;
  // A field whose list is open holds a filter being typed ("Diamonds"), not yet a value: not judged.
  const picking = useWorkspace((state) => (state.actionId === action.id ? state.picking : undefined));
  const findings = useMemo(
    () =>
      (spec ? contractFindings(action, spec, context) : []).filter(
        ({ where }) => !(where.at === "field" || where.at === "query") || where.name !== picking,
      ),
    [action, spec, context, picking],
  );
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
  // The fix's notes are worded from data, found again from the request it started from: a note
  // kept as a sentence could not follow the language.
  const fixNotes = useMemo(
    () => (fixedFrom && before ? fixToContract(action, fixedFrom.draft, before.spec, context).notes : []),
    [action, fixedFrom, before, context],
  );

  const fix = () => {
    if (!spec) return;
    const current = store.draftOf(action.id);
    const result = fixToContract(action, current, spec, context);
    if (result.pathStyle) update({ pathStyle: result.pathStyle });
    const label: SendLabel = note?.from.kind === "curl" ? "imported" : "before";
    store.open(action.id, result.draft, {
      actionId: action.id,
      from: { kind: "contract-fix" },
      // The label is kept as a code ("imported", "before") and worded where it is shown.
      fixedFrom: { draft: current, pathStyle: settings.pathStyle, label },
      ...(sentTo ? { sentTo } : {}),
    });
  };

  const name = actionLabel(t, action);
  const count = plural(locale, findings.length, m.differences, format.number(findings.length));
  return (
    <section aria-labelledby={`${id}-title`} className="contract-check">
      <h2 id={`${id}-title`}>{m.title}</h2>
      {!spec ? (
        <p className="hint">{m.cannotBuild}</p>
      ) : findings.length === 0 ? (
        <p>{m.matches(name)}</p>
      ) : (
        <>
          <p>{m.fromContract(count, name)}</p>
          <FindingsTable findings={findings} />
          <div className="actions">
            <button type="button" onClick={fix}>
              {m.fix}
            </button>
            <span className="hint">{m.fixHint}</span>
          </div>
        </>
      )}
      {!action.contractPublished && <p className="hint">{m.unpublished}</p>}
      {before && spec && (
        <FixChanges
          action={action}
          before={before}
          after={spec}
          notes={fixNotes}
          sent={answers}
          onSent={(pair) => note && setSent({ note, answers: pair })}
        />
      )}
      <TicketTools action={action} sent={answers} context={context} />
    </section>
  );
}
