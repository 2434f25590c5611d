import { useEffect, useRef, useState } from "react";
import type { ActionDefinition } from "../catalog/define-action";
import { useI18n } from "../contexts/i18n-context";
import { useWorkspace } from "../contexts/workspace-context";
import { useLatestSend } from "../queries/latest-send";
import { requestTools } from "./load-request-tools";

/**
 * The contract check, once there is something to judge for the open action: a draft opened from
 * elsewhere (an import, a replay, a fix, a share link, a value used from an answer), a send, or a
 * press of "Check against the contract". Until then an untouched form is not judged; once shown for
 * an action it stays for that action.
 */
export function ContractCheckSlot({ action }: { action: ActionDefinition }) {
  const { t } = useI18n();
  const opened = useWorkspace((state) => state.note?.actionId === action.id);
  const sent = useLatestSend()?.variables?.actionId === action.id;
  const [shownFor, setShownFor] = useState<ReadonlySet<string>>(() => new Set());
  const [asked, setAsked] = useState(false);
  const shown = opened || sent || shownFor.has(action.id);
  // Kept once due, so typing after an import or a send does not take the findings away.
  if (shown && !shownFor.has(action.id)) setShownFor(new Set(shownFor).add(action.id));
  // Loaded with the request tools once the work starts, or at once when there is something to judge.
  const loaded = requestTools.use(shown ? "now" : "work");
  const region = useRef<HTMLDivElement>(null);

  // Asked for by a press: focus moves to what the press brought, not back to the top of the page.
  useEffect(() => {
    if (!asked || !loaded) return;
    region.current?.focus();
    setAsked(false);
  }, [asked, loaded]);

  if (!shown) {
    return (
      <div className="contract-offer">
        <button
          type="button"
          onClick={() => {
            setShownFor(new Set(shownFor).add(action.id));
            setAsked(true);
          }}
        >
          {t.contract.check}
        </button>
      </div>
    );
  }
  if (!loaded) return asked ? <p className="hint">{t.contract.opening}</p> : null;
  return (
    <div ref={region} tabIndex={-1}>
      <loaded.ContractCheck key={action.id} action={action} />
    </div>
  );
}
