import { type RefObject, useEffect } from "react";

/** Ctrl/Cmd+Enter sends from anywhere on the page outside a dialog; Esc cancels a pending request. */
export function useSendShortcuts({
  formRef,
  pending,
  cancel,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  pending: boolean;
  cancel: () => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog or popover keeps its keys: Esc closes it, and neither cancels nor sends what is behind.
      if (event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest("dialog[open], [popover]")) return;
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        formRef.current?.requestSubmit();
      } else if (event.key === "Escape" && pending) {
        cancel();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [formRef, pending, cancel]);
}
