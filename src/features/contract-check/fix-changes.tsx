import { useId, useMemo, useState } from "react";
import type { ActionDefinition, PathStyle } from "../../catalog/define-action";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { diffRequests } from "../../history/request-diff";
import type { RequestSpec } from "../../request/request-spec";
import { ChangesTable } from "../../ui/compare/changes-table";
import { CompareView } from "../../ui/compare/compare-view";
import { TableScroll } from "../../ui/table-scroll";
import type { FixNote } from "../../workspace/contract-fix";
import { wordFixNote } from "../../workspace/word-fix-note";
import { contractCheckMessages } from "./contract-check-messages";
import { SendBothDialog } from "./send-both-dialog";
import { type SendLabel, sendLabel } from "./send-label";
import { type LabelledSend, useSendBoth } from "./use-send-both";

export const FIXED_LABEL: SendLabel = "fixed";

interface FixChangesProps {
  action: ActionDefinition;
  /** The request the fix started from, as it is sent now, and its name ("As imported"). */
  before: { label: string; spec: RequestSpec; pathStyle: PathStyle };
  /** The request in the form: the fixed one, and anything typed since. */
  after: RequestSpec;
  notes: readonly FixNote[];
  /** Both answers, once both are sent: the comparison shows them and the ticket reports them. */
  sent: readonly [LabelledSend, LabelledSend] | undefined;
  onSent: (sent: [LabelledSend, LabelledSend]) => void;
}

/** What the fix changed, as a diff against the request it started from; then both sent and compared. */
export default function FixChanges({ action, before, after, notes, sent, onSent }: FixChangesProps) {
  const id = useId();
  const { settings } = useSettings();
  const { language } = useI18n();
  const m = useMessages(contractCheckMessages);
  const beforeLabel = sendLabel(m.labels, before.label);
  const changes = useMemo(() => diffRequests(before.spec, after), [before.spec, after]);
  const both = useSendBoth(action);
  const [confirming, setConfirming] = useState(false);
  const [comparing, setComparing] = useState(true);

  const sendBoth = async () => {
    setConfirming(false);
    const answers = await both.run({ before, after: { label: FIXED_LABEL, spec: after } });
    if (answers) {
      onSent(answers);
      setComparing(true);
    }
  };

  return (
    <section className="fix-changes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{m.changesTitle}</h3>
      {changes.length === 0 ? (
        <p>{m.same(beforeLabel.toLowerCase())}</p>
      ) : (
        <TableScroll label={m.changesCaption(beforeLabel.toLowerCase())}>
          <ChangesTable
            caption={m.changesCaption(beforeLabel.toLowerCase())}
            subject={m.part}
            sides={[beforeLabel, m.fixedSide]}
            rows={changes.map((change) => ({
              key: change.part,
              label: <code>{change.part}</code>,
              kind: change.kind,
              ...(change.before !== undefined ? { before: change.before } : {}),
              ...(change.after !== undefined ? { after: change.after } : {}),
            }))}
          />
        </TableScroll>
      )}
      {notes.length > 0 && (
        <ul className="hint">
          {notes.map((note) => {
            const words = wordFixNote(note, language);
            return <li key={words}>{words}</li>;
          })}
        </ul>
      )}
      <div className="actions">
        <button
          type="button"
          disabled={both.pending}
          onClick={() => (action.spendsMoney ? setConfirming(true) : void sendBoth())}
        >
          {m.sendBoth}
        </button>
        <span className="hint" aria-live="polite">
          {both.pending ? m.sendingBoth : m.order(beforeLabel, settings.baseUrl)}
        </span>
      </div>
      {both.problem && (
        <p role="alert" className="error">
          {m.busy}
        </p>
      )}
      {confirming && (
        <SendBothDialog
          action={action}
          baseUrl={settings.baseUrl}
          onConfirm={() => void sendBoth()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {sent && comparing && (
        <CompareView
          before={{ label: sendLabel(m.labels, sent[0].label), record: sent[0].answer.record }}
          after={{ label: sendLabel(m.labels, sent[1].label), record: sent[1].answer.record }}
          onClose={() => setComparing(false)}
        />
      )}
    </section>
  );
}
