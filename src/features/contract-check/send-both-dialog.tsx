import { MoneyDialog } from "../../ui/money-dialog";

interface SendBothDialogProps {
  actionLabel: string;
  baseUrl: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Two requests of an action that spends money: asked once, for both, before either is sent. */
export function SendBothDialog({ actionLabel, baseUrl, onConfirm, onCancel }: SendBothDialogProps) {
  return (
    <MoneyDialog
      title="Send both requests?"
      liveWarning={(environment) => `both go to ${environment} and each may spend real money.`}
      confirmLabel="Send both"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {actionLabel} spends the wallet balance of the key you entered. The request as it was before the fix and the
        fixed one are sent one after the other to <code>{baseUrl}</code>: each that the API accepts places an order.
      </p>
    </MoneyDialog>
  );
}
