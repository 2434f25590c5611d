import { useEffect, useRef, useState } from "react";
import { environmentsOf } from "../../app/runtime-config";
import { useRuntimeConfig } from "../../app/runtime-config-context";
import { actionLabel } from "../../catalog/catalog";
import type { ShareState } from "../../history/share-link";
import type { ImportedForm } from "../curl-import/imported-form";
import { useSettings } from "../settings/settings-context";
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
export function ShareLinkOpener({ onOpen }: { onOpen: (form: ImportedForm) => void }) {
  const { settings, update, switchEnvironment } = useSettings();
  const { config } = useRuntimeConfig();
  const [opened, setOpened] = useState<Opened>({});
  const latest = useRef({ onOpen, update, baseUrl: settings.baseUrl });
  latest.current = { onOpen, update, baseUrl: settings.baseUrl };

  useEffect(() => {
    const open = (state: ShareState) => {
      latest.current.update({ pathStyle: state.pathStyle });
      latest.current.onOpen(sharedForm(state));
      const notice = `Opened a share link: ${actionLabel(state.actionId)}. Nothing has been sent: check the form, then press Send.`;
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
