import type { ActionDefinition } from "../../catalog/define-action";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { actionLabel } from "../../lib/i18n/action-label";
import { MoneyDialog } from "../../ui/money-dialog";
import { sentence } from "../../ui/sentence";
import { contractCheckMessages } from "./contract-check-messages";

interface SendBothDialogProps {
  action: ActionDefinition;
  baseUrl: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Two requests of an action that spends money: asked once, for both, before either is sent. */
export function SendBothDialog({ action, baseUrl, onConfirm, onCancel }: SendBothDialogProps) {
  const { t } = useI18n();
  const m = useMessages(contractCheckMessages);
  return (
    <MoneyDialog
      title={m.confirmTitle}
      liveWarning={m.confirmLive}
      confirmLabel={m.confirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{sentence(m.spends(actionLabel(t, action), <code>{baseUrl}</code>))}</p>
    </MoneyDialog>
  );
}
