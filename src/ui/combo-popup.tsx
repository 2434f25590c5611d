import { useMessages } from "../contexts/i18n-context";
import { useFormat } from "../contexts/use-format";
import { comboboxMessages } from "./combobox-messages";
import type { ComboMatches, ComboOption } from "./use-combo-matches";

interface ComboPopupProps extends ComboMatches {
  listId: string;
  listLabel: string;
  expanded: boolean;
  /** The options given, or undefined while there are none to show. */
  options: readonly ComboOption[] | undefined;
  typed: boolean;
  /** The index of the option pointed at, or -1. */
  active: number;
  /** The field's text: the option it equals is marked as the current one. */
  text: string;
  onChoose: (option: ComboOption) => void;
}

/** A combobox's popup: the listbox of options shown, and a line on how many match when not all are shown. */
export function ComboPopup({
  listId,
  listLabel,
  expanded,
  options,
  typed,
  active,
  text,
  matches,
  shown,
  onChoose,
}: ComboPopupProps) {
  const m = useMessages(comboboxMessages);
  const format = useFormat();
  const total = options?.length ?? 0;
  const count =
    matches.length > shown.length
      ? m.capped(format.number(shown.length), format.number(matches.length))
      : typed && matches.length < total
        ? m.matching(format.number(matches.length), format.number(total))
        : "";
  return (
    <div className="combobox-popup" hidden={!expanded}>
      <div id={listId} role="listbox" aria-label={listLabel}>
        {expanded &&
          shown.map((option, index) => (
            // The keyboard works from the input (aria-activedescendant), so options take clicks only.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: an API's ids can repeat; the list never reorders while shown.
              key={index}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={option.value === text ? "current" : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
            >
              <span className="combobox-label">{option.label}</span>
              {option.detail && <span className="combobox-detail">{option.detail}</span>}
            </div>
          ))}
      </div>
      {expanded && options && shown.length === 0 && <p className="hint">{m.none}</p>}
      {expanded && count && <p className="hint">{count}</p>}
    </div>
  );
}
