import "./curl-import-dialog.css";
import { useId, useState } from "react";
import { maskAuthorization } from "../../request/mask-key";
import { type MatchedRequest, matchRequest } from "../../request/match-request";
import { parseCurl } from "../../request/parse-curl";
import { useModal } from "../../ui/use-modal";

interface CurlImportDialogProps {
  currentKey: string;
  /** What was pasted: kept by the caller, so closing the dialog loses nothing. */
  text: string;
  onText: (text: string) => void;
  onApply: (match: MatchedRequest, takeKey: boolean) => void;
  onClose: () => void;
}

/** The paste box. What was pasted stays put until it can be read, with what went wrong; nothing is sent from here. */
export default function CurlImportDialog({ currentKey, text, onText, onApply, onClose }: CurlImportDialogProps) {
  const id = useId();
  const dialog = useModal();
  const [error, setError] = useState<string | null>(null);
  const [keyOffer, setKeyOffer] = useState<MatchedRequest | null>(null);

  const read = () => {
    const parsed = parseCurl(text);
    if (!parsed.ok) return setError(parsed.message);
    const matched = matchRequest(parsed.request);
    if (!matched.ok) return setError(`The command was read, but it is not a request of this API: ${matched.message}`);
    setError(null);
    const match = { ...matched.match, notes: [...parsed.notes, ...matched.match.notes] };
    // A key in the paste is offered, never taken silently.
    if (match.apiKey && match.apiKey !== currentKey) setKeyOffer(match);
    else onApply(match, false);
  };

  return (
    <dialog ref={dialog} aria-labelledby={`${id}-title`} onClose={onClose} className="import">
      <h2 id={`${id}-title`}>Import a cURL command</h2>
      {keyOffer ? (
        <>
          <p>
            The command carries an API key (<code>{maskAuthorization(`Bearer ${keyOffer.apiKey ?? ""}`)}</code>). Use it
            instead of the key you entered?
          </p>
          <div className="actions">
            <button type="button" onClick={() => onApply(keyOffer, true)}>
              Use the key from the command
            </button>
            <button type="button" onClick={() => onApply(keyOffer, false)}>
              Keep my key
            </button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-text`}>cURL command</label>
          <p id={`${id}-hint`} className="hint">
            As copied from browser devtools (Copy as cURL, bash or cmd), Postman, a terminal (bash, cmd, PowerShell) or
            this console. Importing fills the form; nothing is sent until you press Send.
          </p>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => onText(event.target.value)}
            rows={10}
            spellCheck={false}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error !== null}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="error">
              {error}
            </p>
          )}
          <div className="actions">
            <button type="button" className="primary" onClick={read}>
              Import
            </button>
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
