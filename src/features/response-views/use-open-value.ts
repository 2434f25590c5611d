import { useCallback } from "react";
import { useWorkspaceStore } from "../../contexts/workspace-context";
import type { ValueUse } from "../../response/value-uses";
import { draftWithValues } from "../../workspace/value-draft";

/**
 * Brings the form that was just filled into view, its heading focused: the offer was pressed in
 * the response, often a screen away from the form.
 */
export function focusOpenForm() {
  requestAnimationFrame(() => {
    const heading = document.querySelector<HTMLElement>(".action-form h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.scrollIntoView?.({ block: "start" });
    heading.focus();
  });
}

/** Opens a response's offer in its form, saying which response of when the values came from. */
export function useOpenValue(sourceActionId: string, receivedAt: number): (use: ValueUse) => void {
  const store = useWorkspaceStore();
  return useCallback(
    (use: ValueUse) => {
      store.open(use.actionId, draftWithValues(use.actionId, use.values), {
        actionId: use.actionId,
        from: { kind: "response", actionId: sourceActionId },
        at: receivedAt,
        ...(use.gameId === undefined ? {} : { gameId: use.gameId }),
      });
      focusOpenForm();
    },
    [store, sourceActionId, receivedAt],
  );
}
