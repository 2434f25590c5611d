import { useId, useRef, useState } from "react";
import type { Dialect } from "../../answer/dialect";
import { withField, withWord } from "../../answer/dialect-changes";
import type { OrderRole } from "../../answer/roles";
import type { StatusKind } from "../../answer/status-words";
import { dialectBlockText } from "../../config/dialect-block";
import { browserDialectStore } from "../../config/dialect-store";
import { useMessages } from "../../contexts/i18n-context";
import { copyText } from "../../lib/copy-text";
import { answerCorrectionsMessages } from "./answer-corrections-messages";

interface TargetCorrectionsProps {
  target: string;
  /** The environment of config.json with this Base URL, when there is one. */
  environment: string | undefined;
  /** This browser's corrections for the target. */
  own: Dialect;
  /** config.json's dialect and these over it: what a team would ship. */
  shipped: Dialect;
  onRemoveAll: () => void;
  /** The last correction was removed: this part goes, and focus with it. */
  onEmptied: () => void;
}

/** One target's corrections, each with a way to remove it, and the target's dialect as config.json takes it. */
export function TargetCorrections({
  target,
  environment,
  own,
  shipped,
  onRemoveAll,
  onEmptied,
}: TargetCorrectionsProps) {
  const m = useMessages(answerCorrectionsMessages);
  const id = useId();
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  const block = dialectBlockText(shipped);
  const words = Object.entries(own.words) as [string, StatusKind][];
  const fields = Object.entries(own.fields) as [OrderRole, string][];
  const copy = useRef<HTMLButtonElement>(null);
  // A removed correction takes its button away: focus goes to this target's Copy, or on when none is left.
  const remove = (edit: (dialect: Dialect) => Dialect) => {
    browserDialectStore.correct(target, edit);
    if (words.length + fields.length > 1) copy.current?.focus();
    else onEmptied();
  };
  return (
    <section className="target-corrections" aria-labelledby={`${id}-target`}>
      <h4 id={`${id}-target`}>{environment ? `${target} (${environment})` : target}</h4>
      <ul>
        {words.map(([word, kind]) => (
          <li key={`word:${word}`}>
            <span>{m.means(word, m.kinds[kind])}</span>{" "}
            <button
              type="button"
              aria-label={m.removeWord(word)}
              onClick={() => remove((dialect) => withWord(dialect, word, undefined))}
            >
              {m.remove}
            </button>
          </li>
        ))}
        {fields.map(([role, field]) => (
          <li key={`field:${role}`}>
            <span>{m.readFrom(m.roles[role], field)}</span>{" "}
            <button
              type="button"
              aria-label={m.removeField(m.roles[role])}
              onClick={() => remove((dialect) => withField(dialect, role, undefined))}
            >
              {m.remove}
            </button>
          </li>
        ))}
      </ul>
      <div className="inline">
        <button
          type="button"
          ref={copy}
          aria-describedby={`${id}-copy`}
          onClick={() => void copyText(block).then(setCopied)}
        >
          {m.copy}
        </button>
        <button type="button" onClick={onRemoveAll}>
          {m.removeAll(target)}
        </button>
        <span aria-live="polite" className="hint">
          {copied === undefined ? "" : copied ? m.copied : m.copyFailed}
        </span>
      </div>
      <p id={`${id}-copy`} className="hint">
        {m.copyHint}
      </p>
      <details>
        <summary>{m.block}</summary>
        <pre className="dialect-block">{block}</pre>
      </details>
    </section>
  );
}
