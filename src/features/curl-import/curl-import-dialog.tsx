import "./curl-import-dialog.css";
import { useId, useMemo, useState } from "react";
import { getAction } from "../../catalog/catalog";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { actionLabel } from "../../lib/i18n/action-label";
import type { Messages } from "../../lib/i18n/en";
import type { Language } from "../../lib/i18n/language";
import { curlMessages } from "../../request/curl-messages";
import { maskAuthorization } from "../../request/mask-key";
import { type MatchResult, matchRequest, writtenAuthorization } from "../../request/match-request";
import { parseCurl } from "../../request/parse-curl";
import { BaseUrlOfferNotice } from "../../ui/base-url-offer";
import { sentence } from "../../ui/sentence";
import { useModal } from "../../ui/use-modal";
import { type ImportedForm, importedForm, withKeyReplaced } from "../../workspace/imported-form";
import { curlImportMessages } from "./curl-import-messages";

/** A command read and matched to an action, with its notes, in one language. */
export function readCommand(text: string, language: Language, t: Messages): MatchResult {
  const parsed = parseCurl(text, language);
  if (!parsed.ok) return parsed;
  const matched = matchRequest(parsed.request, language, (action) => actionLabel(t, action));
  if (!matched.ok) return { ok: false, message: curlMessages[language].notThisApi(matched.message) };
  return { ok: true, match: { ...matched.match, notes: [...parsed.notes, ...matched.match.notes] } };
}

interface CurlImportDialogProps {
  currentKey: string;
  /** What was pasted: kept by the caller, so closing the dialog loses nothing. */
  text: string;
  onText: (text: string) => void;
  /**
   * The command read, with the form it fills (made here, so the first screen does not carry it), the
   * key taken or not, the text it was read from (its notes are worded from it), and whether the
   * command's key, declined, stood in the query or the body too and was replaced there by the person's.
   */
  onApply: (
    read: MatchResult & { ok: true },
    form: ImportedForm,
    takeKey: boolean,
    command: string,
    keyReplaced: boolean,
  ) => void;
  onClose: () => void;
}

/** The paste box. What was pasted stays put until it can be read, with what went wrong; nothing is sent from here. */
export default function CurlImportDialog({ currentKey, text, onText, onApply, onClose }: CurlImportDialogProps) {
  const apply = (read: MatchResult & { ok: true }, takeKey: boolean, command: string) => {
    const form = importedForm(read.match);
    const key = read.match.apiKey;
    // Declined, the command's key is never sent: where it also stands in the query or the body, the person's goes.
    const kept =
      !takeKey && key && key !== currentKey ? withKeyReplaced(form, key, currentKey) : { form, replaced: false };
    onApply(read, kept.form, takeKey, command, kept.replaced);
  };
  const id = useId();
  const dialog = useModal();
  const { t, language } = useI18n();
  const m = useMessages(curlImportMessages);
  // The text that could not be read: its message is worded at render, so it follows the language.
  const [refused, setRefused] = useState<string | null>(null);
  const [keyOffer, setKeyOffer] = useState<{ read: MatchResult & { ok: true }; command: string } | null>(null);
  const error = useMemo(() => {
    if (refused === null) return null;
    const read = readCommand(refused, language, t);
    return read.ok ? null : read.message;
  }, [refused, language, t]);

  const read = () => {
    const result = readCommand(text, language, t);
    if (!result.ok) return setRefused(text);
    setRefused(null);
    // A key in the paste is offered, never taken silently.
    if (result.match.apiKey && result.match.apiKey !== currentKey) setKeyOffer({ read: result, command: text });
    else apply(result, false, text);
  };

  return (
    <dialog ref={dialog} aria-labelledby={`${id}-title`} onClose={onClose} className="import">
      <h2 id={`${id}-title`}>{m.title}</h2>
      {keyOffer ? (
        <>
          <p>{sentence(m.carriesKey(<code>{maskAuthorization(writtenAuthorization(keyOffer.read.match))}</code>))}</p>
          <div className="actions">
            <button type="button" onClick={() => apply(keyOffer.read, true, keyOffer.command)}>
              {m.useCommandKey}
            </button>
            <button type="button" onClick={() => apply(keyOffer.read, false, keyOffer.command)}>
              {m.keepMine}
            </button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-text`}>{m.label}</label>
          <p id={`${id}-hint`} className="hint">
            {m.hint}
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
              {m.import}
            </button>
            <button type="button" onClick={onClose}>
              {m.close}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

/** What the last import did: the action, its notes and the host offer, worded from the command in the language shown. */
export function ImportOutcome({ command, keyReplaced }: { command: string; keyReplaced: boolean }) {
  const { t, language } = useI18n();
  const m = useMessages(curlImportMessages);
  const read = useMemo(() => readCommand(command, language, t), [command, language, t]);
  if (!read.ok) return null;
  const { match } = read;
  return (
    <>
      <div role="status" className="notice">
        {m.imported(actionLabel(t, getAction(match.actionId)))}
        {(match.notes.length > 0 || keyReplaced) && (
          <ul>
            {match.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
            {keyReplaced && <li>{m.keyReplaced}</li>}
          </ul>
        )}
      </div>
      {match.baseUrl !== undefined && (
        <BaseUrlOfferNotice offer={{ baseUrl: match.baseUrl, pathStyle: match.pathStyle }} source={m.sentTo} />
      )}
    </>
  );
}
