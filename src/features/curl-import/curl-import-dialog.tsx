import "./curl-import-dialog.css";
import { useEffect, useId, useRef, useState } from "react";
import { maskAuthorization } from "../../request/mask-key";
import { type MatchedRequest, matchRequest } from "../../request/match-request";
import { parseCurl } from "../../request/parse-curl";

interface CurlImportDialogProps {
  currentKey: string;
  onApply: (match: MatchedRequest, takeKey: boolean) => void;
  onClose: () => void;
}

/** The paste box. What was pasted stays put until it can be read, with what went wrong. */
export default function CurlImportDialog({ currentKey, onApply, onClose }: CurlImportDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [keyOffer, setKeyOffer] = useState<MatchedRequest | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const read = () => {
    const parsed = parseCurl(text);
    if (!parsed.ok) return setError(parsed.message);
    const matched = matchRequest(parsed.request);
    if (!matched.ok) return setError(matched.message);
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
            As copied from browser devtools (Copy as cURL, bash), Postman or this console.
          </p>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
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
