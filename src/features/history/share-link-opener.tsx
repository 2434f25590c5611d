import { useEffect, useRef, useState } from "react";
import { getAction } from "../../catalog/catalog";
import { environmentsOf } from "../../config/runtime-config";
import type { ShareState } from "../../history/share-link";
import { useRuntimeConfig } from "../../ui/runtime-config-context";
import { useSettings } from "../../ui/settings-context";
import { useWorkspaceStore } from "../../ui/workspace";
import { sharedForm } from "./shared-form";

interface Opened {
  notice?: string;
  problem?: string;
  offer?: { baseUrl: string; pathStyle: ShareState["pathStyle"] };
}

/**
 * Opens the share link in the page's address (#share=…) when the page loads or the hash
 * changes: it fills the form and never sends. A base URL in the link is offered, not taken,
 * because a link from anyone could otherwise point the user's key at another server.
 */
export function ShareLinkOpener() {
  const workspace = useWorkspaceStore();
  const { settings, update, switchEnvironment } = useSettings();
  const { config } = useRuntimeConfig();
  const [opened, setOpened] = useState<Opened>({});
  const latest = useRef({ workspace, update, baseUrl: settings.baseUrl });
  latest.current = { workspace, update, baseUrl: settings.baseUrl };

  useEffect(() => {
    const open = (state: ShareState) => {
      latest.current.update({ pathStyle: state.pathStyle });
      const { actionId, draft } = sharedForm(state);
      latest.current.workspace.open(actionId, draft, { actionId, from: "Opened from a share link" });
      const notice = `Opened a share link: ${getAction(state.actionId).label}. Nothing has been sent: check the form, then press Send.`;
      const { baseUrl, pathStyle } = state;
      const offered = baseUrl !== undefined && baseUrl !== latest.current.baseUrl;
      setOpened({ notice, ...(offered ? { offer: { baseUrl, pathStyle } } : {}) });
    };
    const read = () => {
      const hash = window.location.hash;
      if (!hash.includes("share=")) return;
      void import("../../history/share-link").then(({ parseShareHash }) => {
        const parsed = parseShareHash(hash);
        if (parsed.kind === "none") return;
        // The link has done its job: a reload must not open it over what was typed since.
        window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
        if (parsed.kind === "ok") open(parsed.state);
        else
          setOpened({ problem: `This share link could not be read: ${parsed.message} Nothing was filled in or sent.` });
      });
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  const takeOffer = ({ baseUrl, pathStyle }: NonNullable<Opened["offer"]>) => {
    const environment = environmentsOf(config).find((env) => env.baseUrl === baseUrl);
    // A configured environment brings its own key; any other address is just a new base URL.
    if (environment) switchEnvironment(environment.name);
    update({ baseUrl, pathStyle });
    setOpened(({ notice }) => (notice ? { notice } : {}));
  };

  if (opened.problem) {
    return (
      <p role="alert" className="error share-opened">
        {opened.problem}
      </p>
    );
  }
  if (!opened.notice) return null;
  return (
    <div role="status" className="notice share-opened">
      <p>{opened.notice}</p>
      {opened.offer && (
        <p>
          The link was made for the base URL <code>{opened.offer.baseUrl}</code>; requests still go to{" "}
          <code>{settings.baseUrl}</code>.{" "}
          <button type="button" onClick={() => opened.offer && takeOffer(opened.offer)}>
            Use the link's base URL
          </button>
        </p>
      )}
    </div>
  );
}
