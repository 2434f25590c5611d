import { type InputHTMLAttributes, type Ref, useRef } from "react";
import "./combobox.css";
import { useMessages } from "../contexts/i18n-context";
import { ComboPopup } from "./combo-popup";
import { comboboxMessages } from "./combobox-messages";
import { type ComboListProps, useComboList } from "./use-combo-list";

type InputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> };

interface ComboboxProps extends ComboListProps {
  /** The text input's own props (a form library's registration included): it stays a free-text field. */
  inputProps: InputProps;
  /** The listbox's name, e.g. "Packages". */
  listLabel: string;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * An editable combobox (the ARIA pattern with list autocomplete): free text stays allowed, and the
 * list filters by what was typed since it opened. Focus stays in the input; the active option is
 * pointed at with aria-activedescendant. Long lists are capped, with a count, so typing is never slow.
 */
export function Combobox({ inputProps, listLabel, ...props }: ComboboxProps) {
  const m = useMessages(comboboxMessages);
  const { ref: outerRef, onChange, onBlur, onKeyDown, id, ...rest } = inputProps;
  const input = useRef<HTMLInputElement | null>(null);
  const listId = `${id}-listbox`;
  const list = useComboList(listId, props, { onChange, onBlur, onKeyDown });
  const { expanded } = list;

  return (
    <div className="combobox">
      <div className="combobox-row">
        <input
          {...rest}
          id={id}
          ref={(element) => {
            input.current = element;
            setRef(outerRef, element);
          }}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={list.activeId}
          {...list.handlers}
        />
        <button
          type="button"
          className="combobox-toggle"
          tabIndex={-1}
          // The list's name inside a sentence: lower case in both languages ("Show packages").
          aria-label={expanded ? m.hide(listLabel.toLowerCase()) : m.show(listLabel.toLowerCase())}
          aria-expanded={expanded}
          aria-controls={listId}
          disabled={rest.disabled}
          // The input keeps the focus, so the list does not close under the pointer.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            if (expanded) list.close();
            else list.show();
          }}
        >
          ▾
        </button>
      </div>
      <ComboPopup
        {...list}
        listId={listId}
        listLabel={listLabel}
        options={props.options}
        text={props.text}
        onChoose={list.choose}
      />
    </div>
  );
}
