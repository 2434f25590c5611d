import { useEffect, useRef } from "react";
import type { RequestSpec } from "../../request/request-spec";

interface ConfirmOrderDialogProps {
  spec: RequestSpec;
  onConfirm: () => void;
  onCancel: () => void;
}

function bodyFields(body: string | undefined): [string, string][] | undefined {
  try {
    const parsed: unknown = JSON.parse(body ?? "");
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
    return Object.entries(parsed).map(([name, value]) => [name, JSON.stringify(value)]);
  } catch {
    return undefined;
  }
}

/** Money leaves the wallet only after this: a summary of what is bought, for whom, where. */
export function ConfirmOrderDialog({ spec, onConfirm, onCancel }: ConfirmOrderDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const fields = bodyFields(spec.body);
  return (
    <dialog ref={dialog} aria-labelledby="confirm-order-title" onCancel={onCancel} className="confirm">
      <h2 id="confirm-order-title">Place this order?</h2>
      <p>This spends the wallet balance of the key you entered. It is sent to:</p>
      <p>
        <code>
          {spec.method} {spec.url}
        </code>
      </p>
      {fields ? (
        <dl>
          {fields.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <pre className="body">{spec.body}</pre>
      )}
      <div className="actions">
        <button type="button" className="primary" onClick={onConfirm}>
          Place order
        </button>
        <button type="button" onClick={onCancel}>
          Go back
        </button>
      </div>
    </dialog>
  );
}
