import type { ActionDefinition } from "../../catalog/define-action";
import { fieldSpecs } from "../../catalog/field-specs";
import { isJsonObject, parseJson } from "../../lib/parse-json";
import type { RequestSpec } from "../../request/request-spec";
import { MoneyDialog } from "../../ui/money-dialog";

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
function summary(action: ActionDefinition, body: string | undefined): [string, string, string][] | undefined {
  const parsed = parseJson(body ?? "");
  if (!parsed.ok || !isJsonObject(parsed.value)) return undefined;
  const titles = new Map(fieldSpecs(action.params).map((spec) => [spec.name, spec.label]));
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
  const fields = summary(action, spec.body);
  return (
    <MoneyDialog
      title="Place this order?"
      liveWarning={(environment) => `this order is placed on ${environment} and real money will be spent.`}
      confirmLabel="Place order"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {retrying && (
        <p>This repeats the last attempt with the same reference, so an API that already placed it can recognise it.</p>
      )}
      <p>
        This spends the wallet balance of the key you entered. It is sent to <code>{spec.url}</code>
      </p>
      {fields ? (
        <dl>
          {fields.map(([title, name, value]) => (
            <div key={name}>
              <dt>
                {title} <code>{name}</code>
              </dt>
              <dd>
                {value}
                {described?.[name] && <span className="listed"> — {described[name]} (as listed)</span>}
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
