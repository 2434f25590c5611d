import { useLayoutEffect } from "react";
import { useI18n } from "../contexts/i18n-context";
import { usePartsArriving } from "../lazy/idle-module";
import { pageStarted, showPage } from "./page-started";

/** The longest a started page stays hidden for a part it starts with. */
const SHOWN_AT_MOST_AFTER_MS = 3000;

/**
 * The prerendered page handed over once the page has started (what was typed and pressed on it),
 * and shown once it is the page as started, in its language, with the parts it starts with (a share
 * link's form and its note): a task after the render that completed it, so whatever that render set
 * off is rendered too; a few seconds at most after the last change, whatever is on its way.
 */
export function usePageStart(started: boolean): void {
  const { pending } = useI18n();
  useLayoutEffect(() => {
    if (started) pageStarted();
  }, [started]);
  const arriving = usePartsArriving();
  useLayoutEffect(() => {
    if (!started) return;
    const timer = setTimeout(showPage, pending === "loading" || arriving ? SHOWN_AT_MOST_AFTER_MS : 0);
    return () => clearTimeout(timer);
  }, [started, pending, arriving]);
}
