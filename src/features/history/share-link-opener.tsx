import "./share-link.css";
import { useEffect, useRef, useState } from "react";
import { actionLabel } from "../../catalog/catalog";
import type { ShareState } from "../../history/share-link";
import type { BaseUrlOffer } from "../../ui/base-url-offer";
import { BaseUrlOfferSlot } from "../../ui/base-url-offer-slot";
import { useSettings } from "../../ui/settings-context";
import { useWorkspaceStore } from "../../ui/workspace";
import type { ImportedForm } from "../../workspace/imported-form";

interface Opened {
  notice?: string;
  problem?: string;
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
  const latest = useRef({ workspace, update });
  latest.current = { workspace, update };

  useEffect(() => {
    const open = (state: ShareState, sharedForm: (state: ShareState) => ImportedForm) => {
      latest.current.update({ pathStyle: state.pathStyle });
      const { actionId, draft } = sharedForm(state);
      latest.current.workspace.open(actionId, draft, { actionId, from: "Opened from a share link" });
      const notice = `Opened a share link: ${actionLabel(state.actionId)}. Nothing has been sent: check the form, then press Send.`;
      const { baseUrl, pathStyle } = state;
      setOpened({ notice, ...(baseUrl !== undefined ? { offer: { baseUrl, pathStyle } } : {}) });
    };
    const read = () => {
      const hash = window.location.hash;
      if (!hash.includes("share=")) return;
      // The codec and the form it fills load when a link is opened: the first screen does not need them.
      void Promise.all([import("../../history/share-link"), import("./shared-form")]).then(([codec, form]) => {
        const parsed = codec.parseShareHash(hash);
        if (parsed.kind === "none") return;
        // The link has done its job: a reload must not open it over what was typed since.
        window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
        if (parsed.kind === "ok") open(parsed.state, form.sharedForm);
        else
          setOpened({ problem: `This share link could not be read: ${parsed.message} Nothing was filled in or sent.` });
      });
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  if (opened.problem) {
    return (
      <p role="alert" className="error share-opened">
        {opened.problem}
      </p>
    );
  }
  if (!opened.notice) return null;
  return (
    <div className="share-opened">
      <p role="status" className="notice">
        {opened.notice}
      </p>
      {opened.offer && <BaseUrlOfferSlot offer={opened.offer} source="This link was made for" />}
    </div>
  );
}
