import { useId } from "react";

interface HintedCheckboxProps {
  label: string;
  /** What ticking it does, said beside it and read with it. */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with a short line beside it that says what it changes. */
export function HintedCheckbox({ label, hint, checked, onChange }: HintedCheckboxProps) {
  const hintId = useId();
  return (
    <div className="inline">
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <span id={hintId} className="hint">
        {hint}
      </span>
    </div>
  );
}
