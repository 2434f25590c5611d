import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import "./combobox.css";
import { useMessages } from "../contexts/i18n-context";
import { useFormat } from "../contexts/use-format";
import { comboboxMessages } from "./combobox-messages";

export interface ComboOption {
  /** What choosing it puts in the field. */
  value: string;
  label: string;
  /** A second line: price, game … */
  detail?: string;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> };

interface ComboboxProps {
  /** The text input's own props (a form library's registration included): it stays a free-text field. */
  inputProps: InputProps;
  /** The input's current text. */
  text: string;
  /** The choices, or undefined while there are none to show (not loaded, or no list). */
  options: readonly ComboOption[] | undefined;
  /** The listbox's name, e.g. "Packages". */
  listLabel: string;
  /** Called whenever the list is opened (typing in the field opens it too): the caller loads it the first time. */
  onOpen: () => void;
  /** The list is being fetched: the field counts as open meanwhile, its loading said by the caller. */
  loading?: boolean;
  /** Told when the list opens and closes. */
  onExpandedChange?: (expanded: boolean) => void;
  onChoose: (value: string) => void;
  /** At most this many options are in the page at once; typing narrows the rest. */
  limit?: number;
}

const DEFAULT_LIMIT = 100;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * An editable combobox (the ARIA pattern with list autocomplete): free text stays allowed, and the
 * list filters by what was typed since it opened. Focus stays in the input; the active option is
 * pointed at with aria-activedescendant. Long lists are capped, with a count, so typing is never slow.
 */
export function Combobox({
  inputProps,
  text,
  options,
  listLabel,
  onOpen,
  onChoose,
  loading = false,
  onExpandedChange,
  limit = DEFAULT_LIMIT,
}: ComboboxProps) {
  const m = useMessages(comboboxMessages);
  const format = useFormat();
  const { ref: outerRef, onChange, onBlur, onKeyDown, id, ...rest } = inputProps;
  const input = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  // Filtering applies to what was typed while the list was shown, not to a value already chosen.
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-listbox`;

  const searchable = useMemo(
    () => (options ?? []).map((option) => `${option.label}\u0000${option.value}`.toLowerCase()),
    [options],
  );
  const matches = useMemo(() => {
    if (!options) return [];
    const needle = typed ? text.trim().toLowerCase() : "";
    if (needle === "") return options;
    return options.filter((_, index) => searchable[index]?.includes(needle));
  }, [options, searchable, typed, text]);
  const shown = matches.slice(0, limit);
  const expanded = open && (options !== undefined || loading);
  const activeId = expanded && active >= 0 && active < shown.length ? `${listId}-${active}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);
  useEffect(() => {
    onExpandedChange?.(expanded);
  }, [expanded, onExpandedChange]);

  const show = () => {
    if (!open) {
      setOpen(true);
      setTyped(false);
      setActive(-1);
    }
    onOpen();
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: ComboOption) => {
    onChoose(option.value);
    close();
  };
  const move = (step: 1 | -1) => {
    if (shown.length === 0) return;
    setActive((current) => {
      if (current < 0) return step === 1 ? 0 : shown.length - 1;
      return (current + step + shown.length) % shown.length;
    });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (event.altKey) {
        if (event.key === "ArrowDown") show();
        else close();
      } else if (!expanded) show();
      else move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && expanded && activeId) {
      // Enter chooses the option pointed at; with none, it submits the form as in any field.
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    void onChange?.(event);
    // Typing is the clearest sign of wanting the list: it opens it (loaded the first time), filtering.
    if (!open) {
      setOpen(true);
      onOpen();
    }
    setTyped(true);
    setActive(-1);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    void onBlur?.(event);
    close();
  };

  const total = options?.length ?? 0;
  const count =
    matches.length > shown.length
      ? m.capped(format.number(shown.length), format.number(matches.length))
      : typed && matches.length < total
        ? m.matching(format.number(matches.length), format.number(total))
        : "";

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
          aria-activedescendant={activeId}
          onChange={change}
          onBlur={blur}
          onKeyDown={keyDown}
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
            if (expanded) close();
            else show();
          }}
        >
          ▾
        </button>
      </div>
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
                onClick={() => choose(option)}
              >
                <span className="combobox-label">{option.label}</span>
                {option.detail && <span className="combobox-detail">{option.detail}</span>}
              </div>
            ))}
        </div>
        {expanded && options && shown.length === 0 && <p className="hint">{m.none}</p>}
        {expanded && count && <p className="hint">{count}</p>}
      </div>
    </div>
  );
}
