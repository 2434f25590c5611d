import "./share-link.css";
import { useId, useState } from "react";
import { getAction } from "../../catalog/catalog";
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
    // The codec and the key scrubbing load when first used: the first screen does not need them.
    const [{ encodeShareHash }, { scrubKey }] = await Promise.all([
      import("../../history/share-link"),
      import("../../history/redact"),
    ]);
    const scrub = (text: string) => scrubKey(text, settings.apiKey);
    const target = { pathStyle: settings.pathStyle, ...(withBase ? { baseUrl: settings.baseUrl } : {}) };
    const url = new URL(window.location.href);
    url.hash = encodeShareHash(shareStateOf(actionId, store.draftOf(actionId), target, scrub));
    setLink(url.href);
    const copied = await copyText(url.href);
    const fresh = Object.keys(getAction(actionId).fresh ?? {});
    const left = fresh.length > 0 ? ` ${fresh.join(", ")} is left out: whoever opens it gets a fresh one.` : "";
    const outcome = copied ? "Share link copied." : "Copying failed: copy the link below.";
    setMessage(`${outcome} It holds no key, and opening it sends nothing.${left}`);
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
