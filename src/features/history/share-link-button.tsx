import "./share-link.css";
import { useId, useState } from "react";
import { getAction } from "../../catalog/catalog";
import { scrubKey } from "../../history/redact";
import { copyText } from "../../lib/copy-text";
import { useSettings } from "../../ui/settings-context";
import { useWorkspace, useWorkspaceStore } from "../../ui/workspace";
import { shareStateOf } from "./shared-form";

/** "Copy share link": this action, path style and form in a link; the base URL only if ticked. */
export function ShareLinkButton() {
  const { settings } = useSettings();
  const store = useWorkspaceStore();
  const actionId = useWorkspace((state) => state.actionId);
  const id = useId();
  const [withBase, setWithBase] = useState(false);
  const [link, setLink] = useState("");
  const [message, setMessage] = useState("");

  const copy = async () => {
    // The codec loads when first used: the first screen does not need it.
    const { encodeShareHash, freshInLink } = await import("../../history/share-link");
    const scrub = (text: string) => scrubKey(text, settings.apiKey);
    const target = { pathStyle: settings.pathStyle, ...(withBase ? { baseUrl: settings.baseUrl } : {}) };
    const url = new URL(window.location.href);
    const state = shareStateOf(actionId, store.draftOf(actionId), target, scrub);
    url.hash = encodeShareHash(state);
    setLink(url.href);
    const copied = await copyText(url.href);
    // Said from what the link holds, so the message cannot claim a value is left out that is in it.
    const fresh = Object.keys(getAction(actionId).fresh ?? {});
    const kept = freshInLink(state, fresh);
    const left = fresh.filter((name) => !kept.includes(name));
    const leftOut = left.length > 0 ? ` ${left.join(", ")} is left out: whoever opens it gets a fresh one.` : "";
    const inBody =
      kept.length > 0 ? ` ${kept.join(", ")} is in it as typed in the raw body (not text, so it is not renewed).` : "";
    const outcome = copied ? "Share link copied." : "Copying failed: copy the link below.";
    setMessage(`${outcome} It holds no key, and opening it sends nothing.${leftOut}${inBody}`);
  };

  return (
    <div className="share-link">
      <div className="inline">
        <button type="button" onClick={() => void copy()}>
          Copy share link
        </button>
        <label className="check">
          <input type="checkbox" checked={withBase} onChange={(event) => setWithBase(event.target.checked)} />
          Include the API address in the link
        </label>
      </div>
      <p className="hint" aria-live="polite">
        {message}
      </p>
      {link && (
        <>
          <label htmlFor={id} className="visually-hidden">
            Share link
          </label>
          <input id={id} className="share-link-text" readOnly value={link} onFocus={(event) => event.target.select()} />
        </>
      )}
    </div>
  );
}
