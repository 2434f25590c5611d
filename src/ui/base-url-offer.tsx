import { sentence } from "./sentence";
import "./confirm-dialog.css";
import { type ReactNode, useId, useRef } from "react";
import type { PathStyle } from "../catalog/define-action";
import { environmentsOf } from "../config/runtime-config";
import { useMessages } from "../contexts/i18n-context";
import { useRuntimeConfig } from "../contexts/runtime-config-context";
import { useSettings } from "../contexts/settings-context";
import type { Parts } from "../lib/i18n/parts";
import { sameApiBase } from "../request/base-url";
import { baseUrlOfferMessages } from "./base-url-offer-messages";
import { focusSend } from "./focus-send";

/** A base URL that came from outside (a cURL command, a share link, a history entry). */
export interface BaseUrlOffer {
  baseUrl: string;
  /** Applied again after a switch to an environment, whose own path style would replace it. */
  pathStyle?: PathStyle;
}

interface BaseUrlOfferNoticeProps {
  offer: BaseUrlOffer;
  /** Where the offer came from, as a sentence around its address: "This command was sent to <url>." */
  source: (url: ReactNode) => Parts<ReactNode>;
}

/**
 * A base URL from outside is only ever offered: taking it silently would send the user's key to
 * whatever server a pasted command or a link names. Taking it needs a second, deliberate step in
 * a dialog that names the host and says where the key goes.
 */
export function BaseUrlOfferNotice({ offer, source }: BaseUrlOfferNoticeProps) {
  const { settings, update, switchEnvironment } = useSettings();
  const { config } = useRuntimeConfig();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const m = useMessages(baseUrlOfferMessages);
  if (sameApiBase(offer.baseUrl, settings.baseUrl)) return null;

  const host = new URL(offer.baseUrl).host;
  const environment = environmentsOf(config).find((env) => sameApiBase(env.baseUrl, offer.baseUrl));
  // A configured environment brings its own key; any other address gets the key entered now.
  const switching = environment !== undefined && environment.name !== settings.environment;

  const open = () => {
    dialog.current?.showModal();
    // showModal would focus the first button, the one that sends the key away: Enter must keep it home.
    keep.current?.focus();
  };
  const take = () => {
    dialog.current?.close();
    if (environment) switchEnvironment(environment.name);
    update({
      ...(environment ? {} : { baseUrl: offer.baseUrl }),
      ...(offer.pathStyle ? { pathStyle: offer.pathStyle } : {}),
    });
  };

  return (
    <div className="base-url-offer">
      <p role="status" className="notice">
        {sentence(source(<code>{offer.baseUrl}</code>))} {sentence(m.stillGo(<code>{settings.baseUrl}</code>))}{" "}
        <button type="button" onClick={open}>
          {m.use}
        </button>
      </p>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-what`}
        className="confirm"
        onClose={focusSend}
      >
        <h2 id={`${id}-title`}>{m.title(host)}</h2>
        <div id={`${id}-what`}>
          {environment?.live && <p className="live-badge">{m.live(environment.name)}</p>}
          <p>{sentence(m.sendTo(<code>{offer.baseUrl}</code>, <code>{settings.baseUrl}</code>))}</p>
          <p>{switching ? m.switching(environment.name) : settings.apiKey ? m.keySent(host) : m.noKey(host)}</p>
        </div>
        <div className="actions">
          <button type="button" onClick={take}>
            {m.take(host)}
          </button>
          <button type="button" className="primary" ref={keep} onClick={() => dialog.current?.close()}>
            {m.keep}
          </button>
        </div>
      </dialog>
    </div>
  );
}
