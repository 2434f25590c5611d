import { findAction } from "../../catalog/catalog";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { actionLabel } from "../../lib/i18n/action-label";
import type { ValueUse } from "../../response/value-uses";
import { responseViewsMessages } from "./response-views-messages";
import "./value-uses.css";

/** An offer in the console's language: its verb, or "Open <action> with <parameters>". */
function useOfferText(): (use: ValueUse) => string {
  const { t } = useI18n();
  const m = useMessages(responseViewsMessages);
  return (use) => {
    if (use.offer !== "open") return m.offers[use.offer];
    const action = findAction(use.actionId);
    // An action the catalog does not hold keeps the words it came with.
    if (!action) return use.label;
    return m.openWith(actionLabel(t, action), Object.keys(use.values).join(", "));
  };
}

/**
 * "Order this package (201)": the values a button carries end its accessible name. Values only:
 * the parameter names would make every offer answer to a form field's label.
 */
function UseButton({ use, text, onUse }: { use: ValueUse; text: string; onUse: (use: ValueUse) => void }) {
  return (
    <button
      type="button"
      className="value-use"
      aria-label={`${text} (${Object.values(use.values).join(", ")})`}
      onClick={() => onUse(use)}
    >
      {text}
    </button>
  );
}

interface ValueUseButtonsProps {
  uses: readonly ValueUse[];
  onUse: (use: ValueUse) => void;
  /** The first offer only, the others behind "More": a table row stays one line high. */
  compact?: boolean;
}

/**
 * A record's offers to other actions, the likeliest first. Each button's name ends with the
 * values it carries, so twenty "Order this package" buttons in a table can be told apart by ear.
 */
export function ValueUseButtons({ uses, onUse, compact = false }: ValueUseButtonsProps) {
  const m = useMessages(responseViewsMessages);
  const textOf = useOfferText();
  const [first, ...others] = uses;
  if (!first) return null;
  const key = (use: ValueUse) => `${use.actionId} ${use.label}`;
  const button = (use: ValueUse) => <UseButton key={key(use)} use={use} text={textOf(use)} onUse={onUse} />;
  if (!compact || others.length === 0) {
    return <span className="value-uses">{uses.map(button)}</span>;
  }
  return (
    <span className="value-uses">
      {button(first)}
      <details className="more-uses">
        <summary aria-label={m.moreUses}>{m.more}</summary>
        <span className="value-uses">{others.map(button)}</span>
      </details>
    </span>
  );
}
