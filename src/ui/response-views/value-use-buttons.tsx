import type { ValueUse } from "../../response/value-uses";
import "./value-uses.css";

/**
 * "Order this package (201)": the values a button carries end its accessible name. Values only:
 * the parameter names would make every offer answer to a form field's label.
 */
const nameOf = (use: ValueUse) => `${use.label} (${Object.values(use.values).join(", ")})`;

function UseButton({ use, onUse }: { use: ValueUse; onUse: (use: ValueUse) => void }) {
  return (
    <button type="button" className="value-use" aria-label={nameOf(use)} onClick={() => onUse(use)}>
      {use.label}
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
  const [first, ...others] = uses;
  if (!first) return null;
  const key = (use: ValueUse) => `${use.actionId} ${use.label}`;
  if (!compact || others.length === 0) {
    return (
      <span className="value-uses">
        {uses.map((use) => (
          <UseButton key={key(use)} use={use} onUse={onUse} />
        ))}
      </span>
    );
  }
  return (
    <span className="value-uses">
      <UseButton use={first} onUse={onUse} />
      <details className="more-uses">
        <summary>
          More<span className="visually-hidden"> uses of these values</span>
        </summary>
        <span className="value-uses">
          {others.map((use) => (
            <UseButton key={key(use)} use={use} onUse={onUse} />
          ))}
        </span>
      </details>
    </span>
  );
}
