import type { ActionDefinition } from "../../catalog/define-action";
import { useI18n } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { actionLabel, actionSummary, englishLabel } from "../../lib/i18n/action-label";

/** The open action's name (with its English one beside a translation), its method, path and what it does. */
export function ActionHeading({ action, titleId }: { action: ActionDefinition; titleId: string }) {
  const { settings } = useSettings();
  const { t } = useI18n();
  const english = englishLabel(t, action);
  return (
    <>
      <h2 id={titleId}>
        {actionLabel(t, action)}
        {english && (
          <>
            {" "}
            <span className="secondary-label" lang="en">
              {english}
            </span>
          </>
        )}
      </h2>
      <p className="hint">
        <span className={`method method-${action.method.toLowerCase()}`}>{action.method}</span>{" "}
        <code>{action.path[settings.pathStyle]}</code> — {actionSummary(t, action)}
      </p>
    </>
  );
}
