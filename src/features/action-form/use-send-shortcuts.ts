import { type RefObject, useEffect } from "react";

/** Ctrl/Cmd+Enter sends from anywhere on the page; Esc cancels a pending request. */
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
