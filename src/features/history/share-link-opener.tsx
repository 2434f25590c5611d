import "./share-link.css";
import { useEffect, useRef, useState } from "react";
import { actionLabel as catalogLabel } from "../../catalog/catalog";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useWorkspaceStore } from "../../contexts/workspace-context";
import { parseShareHash, type ShareProblem, type ShareState } from "../../history/share-link";
import { actionLabel } from "../../lib/i18n/action-label";
import type { BaseUrlOffer } from "../../ui/base-url-offer";
import { BaseUrlOfferNotice } from "../../ui/base-url-offer";
import { shareOpenerMessages } from "./share-opener-messages";
import { sharedForm } from "./shared-form";
import { wordShareProblem } from "./word-share-problem";

/** What opening a link did, as data: worded at render, so it follows the language. */
interface Opened {
  /** The action the link opened. */
  opened?: string;
  problem?: ShareProblem;
  offer?: BaseUrlOffer;
}

/**
 * Opens the share link in the page's address (#share=…) when the page loads or the hash
 * changes: it fills the form and never sends. A base URL in the link is offered, not taken,
 * because a link from anyone could otherwise point the user's key at another server.
 */
export function ShareLinkOpener() {
  const { update } = useSettings();
  const workspace = useWorkspaceStore();
  const [opened, setOpened] = useState<Opened>({});
  const t = useMessages(shareOpenerMessages);
  const { t: first } = useI18n();
  const action = (id: string) => actionLabel(first, { id, label: catalogLabel(id) });
  const latest = useRef({ workspace, update });
  latest.current = { workspace, update };

  useEffect(() => {
    const open = (state: ShareState) => {
      latest.current.update({ pathStyle: state.pathStyle });
      const { actionId, draft } = sharedForm(state);
      latest.current.workspace.open(actionId, draft, { actionId, from: { kind: "share-link" } });
      const { baseUrl, pathStyle } = state;
      setOpened({ opened: state.actionId, ...(baseUrl !== undefined ? { offer: { baseUrl, pathStyle } } : {}) });
    };
    const read = () => {
      const hash = window.location.hash;
      if (!hash.includes("share=")) return;
      const parsed = parseShareHash(hash);
      if (parsed.kind === "none") return;
      // The link has done its job: a reload must not open it over what was typed since.
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      if (parsed.kind === "ok") open(parsed.state);
      else setOpened({ problem: parsed.problem });
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  if (opened.problem) {
    return (
      <p role="alert" className="error share-opened">
        {t.notRead(wordShareProblem(t, opened.problem, action))}
      </p>
    );
  }
  if (!opened.opened) return null;
  return (
    <div className="share-opened">
      <p role="status" className="notice">
        {t.opened(action(opened.opened))}
      </p>
      {opened.offer && <BaseUrlOfferNotice offer={opened.offer} source={t.madeFor} />}
    </div>
  );
}
