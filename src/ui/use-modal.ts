import { type RefObject, useEffect, useRef } from "react";

/**
 * A <dialog> shown modally while its component is mounted and closed when it goes. Focus starts on
 * `start` when given, explicitly after showModal: React's autoFocus runs while the dialog is still
 * closed, and showModal would then pick the first button.
 */
export function useModal(start?: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    start?.current?.focus();
    return () => element?.close();
  }, [start]);
  return dialog;
}
