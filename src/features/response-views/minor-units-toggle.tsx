import { useMessages } from "../../contexts/i18n-context";
import { HintedCheckbox } from "../../ui/hinted-checkbox";
import { responseViewsMessages } from "./response-views-messages";

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
  const m = useMessages(responseViewsMessages);
  const hint = namedBy ? m.minorNamedBy(namedBy) : checked ? m.minorDivided : m.minorAsSent;
  return <HintedCheckbox label={m.minorUnits} hint={hint} checked={checked} onChange={onChange} />;
}
