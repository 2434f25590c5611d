import { useEffect, useRef, useState } from "react";
import type { FieldInputProps } from "../../forms/schema-fields";
import type { ListPickerProps } from "./list-picker";

type PickerModule = typeof import("./list-picker");

let loaded: PickerModule | undefined;
let loading: Promise<PickerModule> | undefined;

/** The picker is not part of the first screen: it loads once the page is idle, or when a form needs it. */
export function loadPicker(): Promise<PickerModule> {
  loading ??= import("./list-picker").then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

export function preloadPickerWhenIdle(): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => void loadPicker(), { timeout: 2000 });
  else setTimeout(() => void loadPicker(), 0);
}

/**
 * A listed parameter's field: the picker once its code is at hand, the plain input until then
 * (same registration, so nothing typed is lost, and focus moves over to the picker).
 */
export function PickerSlot(props: ListPickerProps) {
  const [module, setModule] = useState(loaded);
  const focused = useRef(false);
  useEffect(() => {
    if (module) return;
    let live = true;
    void loadPicker().then((found) => live && setModule(found));
    return () => {
      live = false;
    };
  }, [module]);
  if (module) {
    const inputProps: FieldInputProps = focused.current ? { ...props.inputProps, autoFocus: true } : props.inputProps;
    return <module.ListPicker {...props} inputProps={inputProps} />;
  }
  const { onBlur } = props.inputProps;
  return (
    <input
      {...props.inputProps}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(event) => {
        focused.current = false;
        void onBlur?.(event);
      }}
    />
  );
}
