import type { ValueUse } from "../../response/value-uses";
import "./value-uses.css";

/**
 * "Order this package (201)": the values a button carries end its accessible name. Values only:
 * the parameter names would make every offer answer to a form field's label.
 */
const nameOf = (use: ValueUse) => `${use.label} (${Object.values(use.values).join(", ")})`;

/**
 * A record's offers to other actions. Each button's name ends with the values it carries, so
 * twenty "Order this package" buttons in a table can be told apart by ear.
 */
export function ValueUseButtons({ uses, onUse }: { uses: readonly ValueUse[]; onUse: (use: ValueUse) => void }) {
  return (
    <span className="value-uses">
      {uses.map((use) => (
        <button
          key={`${use.actionId} ${use.label}`}
          type="button"
          className="value-use"
          aria-label={nameOf(use)}
          onClick={() => onUse(use)}
        >
          {use.label}
        </button>
      ))}
    </span>
  );
}
