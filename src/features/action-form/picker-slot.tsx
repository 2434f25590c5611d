import { useLayoutEffect, useRef } from "react";
import type { ListPickerProps } from "./list-picker";
import { formHelpers as picker } from "./load-form-helpers";

interface Caret {
  start: number | null;
  end: number | null;
}

/**
 * A listed parameter's field: a plain input until the picker has loaded (once the work starts, or
 * at once when the field is focused), then the picker. The form keeps the value; if the swap
 * happens while the field has focus, focus and caret move to the picker's input.
 */
export function PickerSlot(props: ListPickerProps) {
  const loaded = picker.use();
  const { inputProps } = props;
  const caret = useRef<Caret | null>(null);
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    const input = document.getElementById(inputProps.id);
    if (!loaded || !at || !(input instanceof HTMLInputElement)) return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(at.start ?? end, at.end ?? end);
  }, [loaded, inputProps.id]);
  if (loaded) return <loaded.ListPicker {...props} />;
  return (
    <input
      {...inputProps}
      onFocus={(event) => {
        const { selectionStart: start, selectionEnd: end } = event.currentTarget;
        caret.current = { start, end };
        void picker.load();
        inputProps.onFocus?.(event);
      }}
      onBlur={(event) => {
        caret.current = null;
        void inputProps.onBlur?.(event);
      }}
      onSelect={(event) => {
        const { selectionStart: start, selectionEnd: end } = event.currentTarget;
        caret.current = { start, end };
      }}
    />
  );
}
