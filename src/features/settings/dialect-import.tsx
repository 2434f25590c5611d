import { useId, useState } from "react";
import { mergeDialects } from "../../answer/dialect-changes";
import { type DialectBlockReading, readDialectBlock } from "../../config/dialect-block";
import { browserDialectStore } from "../../config/dialect-store";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { plural } from "../../lib/i18n/plural";
import { answerCorrectionsMessages } from "./answer-corrections-messages";
import { wordDialectProblem } from "./word-dialect-problem";

/**
 * A dialect block pasted in (a team's config.json one, or another browser's copy), checked with the
 * schema config.json is checked with: its valid corrections join this browser's for the target, and
 * each wrong value is named. The text stays in the box until all of it was taken.
 */
export function DialectImport({ target }: { target: string }) {
  const m = useMessages(answerCorrectionsMessages);
  const { locale } = useI18n();
  const id = useId();
  const [text, setText] = useState("");
  const [result, setResult] = useState<DialectBlockReading | undefined>(undefined);
  const count = (n: number, forms: typeof m.values) => plural(locale, n, forms);
  const taken = result?.ok ? Object.keys(result.dialect.words).length + Object.keys(result.dialect.fields).length : 0;
  return (
    <form
      className="dialect-import"
      onSubmit={(event) => {
        event.preventDefault();
        const read = readDialectBlock(text);
        setResult(read);
        if (!read.ok) return;
        browserDialectStore.correct(target, (dialect) => mergeDialects(dialect, read.dialect));
        if (read.problems.length === 0) setText("");
      }}
    >
      <label htmlFor={`${id}-block`}>{m.importLabel(target)}</label>
      <textarea
        id={`${id}-block`}
        rows={5}
        spellCheck={false}
        value={text}
        aria-describedby={`${id}-hint`}
        aria-invalid={result?.ok === false || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {m.importHint}
      </p>
      <div className="inline">
        <button type="submit">{m.importButton}</button>
      </div>
      <div aria-live="polite">
        {result?.ok === true && <p>{taken > 0 ? m.imported(count(taken, m.corrections), target) : m.importNothing}</p>}
      </div>
      {result?.ok === false && (
        <p role="alert" className="hint error">
          {result.reason === "empty" ? m.importEmpty : m.importNotJson}
        </p>
      )}
      {result?.ok === true && result.problems.length > 0 && (
        <div role="alert" className="warning">
          <p>{m.setAside(count(result.problems.length, m.values))}</p>
          <ul>
            {result.problems.map((problem) => (
              <li key={JSON.stringify(problem)}>{wordDialectProblem(m, problem)}</li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
