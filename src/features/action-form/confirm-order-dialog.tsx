import type { ActionDefinition } from "../../catalog/define-action";
import { fieldSpecs } from "../../catalog/field-specs";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { actionLabel, englishLabel, fieldTitle } from "../../lib/i18n/action-label";
import type { Messages } from "../../lib/i18n/en";
import { isJsonObject, parseJson } from "../../lib/parse-json";
import type { RequestSpec } from "../../request/request-spec";
import { MoneyDialog } from "../../ui/money-dialog";
import { sentence } from "../../ui/sentence";
import { confirmOrderMessages } from "./confirm-order-messages";

interface ConfirmOrderDialogProps {
  action: ActionDefinition;
  spec: RequestSpec;
  /** The order repeats an attempt whose outcome is unknown, with the same reference. */
  retrying: boolean;
  /** What the API's lists say about a value, by parameter name: the package's name, price and game. */
  described?: Readonly<Record<string, string>>;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The body's fields with the catalog's titles, or nothing when the body is not an object. */
function summary(
  t: Messages,
  action: ActionDefinition,
  body: string | undefined,
): [string, string, string][] | undefined {
  const parsed = parseJson(body ?? "");
  if (!parsed.ok || !isJsonObject(parsed.value)) return undefined;
  const titles = new Map(fieldSpecs(action.params).map((spec) => [spec.name, fieldTitle(t, spec)]));
  return Object.entries(parsed.value).map(([name, value]) => [titles.get(name) ?? name, name, JSON.stringify(value)]);
}

/** The order's confirmation: a summary of what is bought, for whom, where. */
export function ConfirmOrderDialog({
  action,
  spec,
  retrying,
  described,
  onConfirm,
  onCancel,
}: ConfirmOrderDialogProps) {
  const { t } = useI18n();
  const m = useMessages(confirmOrderMessages);
  const fields = summary(t, action, spec.body);
  const english = englishLabel(t, action);
  return (
    <MoneyDialog title={m.title} liveWarning={m.live} confirmLabel={m.place} onConfirm={onConfirm} onCancel={onCancel}>
      {english && (
        <p className="secondary-label">
          {actionLabel(t, action)} · <span lang="en">{english}</span>
        </p>
      )}
      {retrying && <p>{m.retrying}</p>}
      <p>{sentence(m.spends(<code>{spec.url}</code>))}</p>
      {fields ? (
        <dl>
          {fields.map(([title, name, value]) => (
            <div key={name}>
              <dt>
                {title} <code>{name}</code>
              </dt>
              <dd>
                {value}
                {described?.[name] && <span className="listed"> — {m.asListed(described[name])}</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <pre className="body">{spec.body}</pre>
      )}
    </MoneyDialog>
  );
}
