import { useId } from "react";

interface MinorUnitsToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The field whose name says the numbers are cents, if one does. */
  namedBy?: string;
}

/**
 * Whether the numbers are cents is decided by a field's name or by the person reading: the API
 * publishes no unit, and guessing from the size of a number would be wrong as often as right.
 */
export function MinorUnitsToggle({ checked, onChange, namedBy }: MinorUnitsToggleProps) {
  const hint = useId();
  return (
    <div className="inline">
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hint}
          onChange={(event) => onChange(event.target.checked)}
        />
        Amounts are in cents (minor units)
      </label>
      <span id={hint} className="hint">
        {namedBy
          ? `The field ${namedBy} says so.`
          : checked
            ? "No field name says so: numbers are divided by the currency's minor unit."
            : "No field name says so: numbers are shown as sent."}
      </span>
    </div>
  );
}
