import { renderToString } from "react-dom/server";
import { Page } from "./page";
import { createQueryClient } from "./providers";

/**
 * The first screen as HTML, rendered at build time (scripts/prerender-plugin.ts) from the same
 * components the browser then hydrates. It is the page as it starts before anything of the
 * browser is read: the built-in configuration, no stored settings or drafts, English, no share
 * link (see usePageStarted). Nothing on it suspends, so the synchronous renderer is enough.
 */
export function renderFirstScreen(): string {
  return renderToString(<Page queryClient={createQueryClient()} />);
}
