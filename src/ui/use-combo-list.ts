import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useEffect,
  useState,
} from "react";
import { type ComboOption, useComboMatches } from "./use-combo-matches";

export interface ComboListProps {
  /** The input's current text. */
  text: string;
  /** The choices, or undefined while there are none to show (not loaded, or no list). */
  options: readonly ComboOption[] | undefined;
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

/** The input's own handlers (a form library's), called before the list's. */
type InputHandlers = Pick<InputHTMLAttributes<HTMLInputElement>, "onChange" | "onBlur" | "onKeyDown">;

const DEFAULT_LIMIT = 100;

/**
 * A combobox's list: whether it is open, what was typed since it opened, the option pointed at, and
 * the keys that move through it (the ARIA pattern: arrows, Alt+arrows, Enter, Escape), all from the input.
 */
export function useComboList(
  listId: string,
  { text, options, onOpen, onChoose, onExpandedChange, loading = false, limit = DEFAULT_LIMIT }: ComboListProps,
  input: InputHandlers,
) {
  const [open, setOpen] = useState(false);
  // Filtering applies to what was typed while the list was shown, not to a value already chosen.
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const { matches, shown } = useComboMatches(options, text, typed, limit);
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    input.onKeyDown?.(event);
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
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void input.onChange?.(event);
    // Typing is the clearest sign of wanting the list: it opens it (loaded the first time), filtering.
    if (!open) {
      setOpen(true);
      onOpen();
    }
    setTyped(true);
    setActive(-1);
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    void input.onBlur?.(event);
    close();
  };

  return {
    expanded,
    typed,
    active,
    activeId,
    matches,
    shown,
    show,
    close,
    choose,
    handlers: { onChange, onBlur, onKeyDown },
  };
}
