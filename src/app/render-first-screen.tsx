import { renderToString } from "react-dom/server";
import { LANGUAGES } from "../lib/i18n/language";
import { Page } from "./page";
import { pageMessages } from "./page-messages";
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

/**
 * What the page says when JavaScript is off, where the first screen shows but cannot send: in
 * every language the console speaks, since which one the reader chose cannot be read without it.
 */
export function renderNoScriptNote(): string {
  const notes = LANGUAGES.map((language) => (
    <p key={language} className="warning" lang={language}>
      {pageMessages[language].needsJavaScript}
    </p>
  ));
  return notes.map((note) => renderToString(note)).join("");
}
