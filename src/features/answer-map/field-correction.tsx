import { useId, useRef } from "react";
import type { FieldChoice } from "../../answer/field-choices";
import { useMessages } from "../../contexts/i18n-context";
import { answerMapMessages } from "./answer-map-messages";
import { CorrectionSelect } from "./correction-select";
import { useCorrectionChoice } from "./use-correction-choice";

interface FieldCorrectionProps {
  /** The role, as a sentence names it ("the order id"). */
  role: string;
  choices: FieldChoice[];
  /** The field the role is read from now, when found. */
  current: string | undefined;
  /** This browser holds a correction of the role: it can be undone. */
  corrected: boolean;
  onSave: (field: string) => void;
  onUndo: () => void;
}

/** A value as the body wrote it, short enough for an option. */
function shortValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** "This field is the order id": a choice among the answer's fields that the reader could take for the role. */
export function FieldCorrection({ role, choices, current, corrected, onSave, onUndo }: FieldCorrectionProps) {
  const m = useMessages(answerMapMessages);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const known = current !== undefined && choices.some((choice) => choice.path === current);
  const { chosen, missing, choose, saved } = useCorrectionChoice(current, known ? current : "");
  const undo = corrected && (
    <button
      type="button"
      aria-label={m.undoField(role)}
      onClick={() => {
        onUndo();
        select.current?.focus();
      }}
    >
      {m.undo}
    </button>
  );
  if (choices.length === 0) {
    return (
      <div className="inline">
        <span className="hint">{m.noChoice}</span>
        {undo}
      </div>
    );
  }
  return (
    <form
      className="field-correction"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onSave(chosen);
        saved(chosen !== "");
      }}
    >
      <div className="inline">
        <CorrectionSelect
          id={`${id}-field`}
          missingHint={`${id}-missing`}
          label={m.fieldFor(role)}
          select={select}
          value={chosen}
          missing={missing}
          onChange={choose}
        >
          {!known && <option value="">{m.chooseField}</option>}
          {choices.map((choice) => (
            <option key={choice.path} value={choice.path}>
              {`${choice.path} = ${shortValue(choice.value)}`}
            </option>
          ))}
        </CorrectionSelect>
        <button type="submit" aria-label={m.takeFieldFor(role)}>
          {m.takeField}
        </button>
        {undo}
      </div>
      {missing && (
        <p id={`${id}-missing`} role="alert" className="hint error">
          {m.chooseFirst}
        </p>
      )}
    </form>
  );
}
