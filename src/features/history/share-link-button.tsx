import "./share-link.css";
import { useId, useState } from "react";
import { useMessages } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useWorkspace, useWorkspaceStore } from "../../contexts/workspace-context";
import { keyScrubber } from "../../history/redact";
import { encodeShareHash } from "../../history/share-link";
import { copyText } from "../../lib/copy-text";
import { type ShareLinkMessages, shareLinkMessages } from "./share-link-messages";
import { type ShareOutcome, shareOutcome, shareStateOf } from "./shared-form";

/** What copying did, in whole sentences: copied or not, that the link holds no key, and the reference's fate. */
function wordShareOutcome(t: ShareLinkMessages, { copied, leftOut, inBody }: ShareOutcome): string {
  const sentences = [
    copied ? t.copied : t.copyFailed,
    t.holdsNoKey,
    leftOut.length > 0 && t.leftOut(leftOut.join(", ")),
    inBody.length > 0 && t.inBody(inBody.join(", ")),
  ];
  return sentences.filter((sentence) => typeof sentence === "string").join(" ");
}

/** "Copy share link": this action, path style and form in a link; the base URL only if ticked. */
export function ShareLinkButton() {
  const { settings, keys } = useSettings();
  const store = useWorkspaceStore();
  const actionId = useWorkspace((state) => state.actionId);
  const id = useId();
  const [withBase, setWithBase] = useState(false);
  const [link, setLink] = useState("");
  const t = useMessages(shareLinkMessages);
  const [outcome, setOutcome] = useState<ShareOutcome>();

  const copy = async () => {
    const scrub = keyScrubber(keys);
    const target = { pathStyle: settings.pathStyle, ...(withBase ? { baseUrl: settings.baseUrl } : {}) };
    const url = new URL(window.location.href);
    const state = shareStateOf(actionId, store.draftOf(actionId), target, scrub);
    url.hash = encodeShareHash(state);
    setLink(url.href);
    setOutcome(shareOutcome(state, await copyText(url.href)));
  };

  return (
    <div className="share-link">
      <div className="inline">
        <button type="button" onClick={() => void copy()}>
          {t.copy}
        </button>
        <label className="check">
          <input type="checkbox" checked={withBase} onChange={(event) => setWithBase(event.target.checked)} />
          {t.includeBase}
        </label>
      </div>
      <p className="hint" aria-live="polite">
        {outcome && wordShareOutcome(t, outcome)}
      </p>
      {link && (
        <>
          <label htmlFor={id} className="visually-hidden">
            {t.shareLink}
          </label>
          <input id={id} className="share-link-text" readOnly value={link} onFocus={(event) => event.target.select()} />
        </>
      )}
    </div>
  );
}
