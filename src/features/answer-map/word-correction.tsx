import { useId, useRef } from "react";
import { STATUS_KINDS } from "../../answer/dialect";
import type { StatusKind, StatusReading } from "../../answer/status-words";
import { useMessages } from "../../contexts/i18n-context";
import { answerMapMessages } from "./answer-map-messages";
import { CorrectionSelect } from "./correction-select";
import type { ReadBy } from "./read-by";
import { useCorrectionChoice } from "./use-correction-choice";

interface WordCorrectionProps {
  reading: StatusReading;
  /** Who said what the word means, when someone did. */
  by: ReadBy | undefined;
  /** This browser holds a correction of the word: it can be undone. */
  corrected: boolean;
  onSave: (kind: StatusKind) => void;
  onUndo: () => void;
}

const isKind = (value: string): value is StatusKind => (STATUS_KINDS as readonly string[]).includes(value);

/** "This word means: final success / partly delivered / …", for the status word of the answer. */
export function WordCorrection({ reading, by, corrected, onSave, onUndo }: WordCorrectionProps) {
  const m = useMessages(answerMapMessages);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const { chosen, missing, choose, saved } = useCorrectionChoice(reading.kind, reading.kind ?? "");
  return (
    <form
      className="word-correction"
      aria-labelledby={`${id}-word`}
      onSubmit={(event) => {
        event.preventDefault();
        if (isKind(chosen)) onSave(chosen);
        saved(isKind(chosen));
      }}
    >
      <p id={`${id}-word`}>
        {m.word(reading.word)}: {reading.kind ? m.kinds[reading.kind] : m.unknownWord}
        {by && <span className="hint"> · {m.by[by]}</span>}
      </p>
      <div className="inline">
        <CorrectionSelect
          id={`${id}-means`}
          missingHint={`${id}-missing`}
          label={m.wordMeans}
          select={select}
          value={chosen}
          missing={missing}
          onChange={choose}
        >
          {reading.kind === undefined && <option value="">{m.chooseMeaning}</option>}
          {STATUS_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {m.kinds[kind]}
            </option>
          ))}
        </CorrectionSelect>
        <button type="submit" aria-label={m.saveWordFor(reading.word)}>
          {m.saveWord}
        </button>
        {corrected && (
          <button
            type="button"
            aria-label={m.undoWord(reading.word)}
            onClick={() => {
              onUndo();
              // The button goes with the correction: focus stays in the form.
              select.current?.focus();
            }}
          >
            {m.undo}
          </button>
        )}
      </div>
      {missing && (
        <p id={`${id}-missing`} role="alert" className="hint error">
          {m.meaningFirst}
        </p>
      )}
    </form>
  );
}
