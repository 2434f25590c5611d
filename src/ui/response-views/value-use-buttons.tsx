import type { ValueUse } from "../../response/value-uses";
import "./value-uses.css";

/** "product_id 201, game_id 2": which values a button carries, for its accessible name. */
const carried = (use: ValueUse) =>
  Object.entries(use.values)
    .map(([name, value]) => `${name} ${value}`)
    .join(", ");

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
          aria-label={`${use.label}: ${carried(use)}`}
          onClick={() => onUse(use)}
        >
          {use.label}
        </button>
      ))}
    </span>
  );
}
