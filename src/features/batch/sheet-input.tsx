import { useId, useState } from "react";
import { useMessages } from "../../ui/i18n-context";
import { batchMessages } from "./batch-messages";

interface SheetInputProps {
  reading: boolean;
  /** Reads the text as the batch's rows; the file's name when it came from one. */
  onRead: (text: string, fileName?: string) => void;
  disabled: boolean;
}

/** The batch file: pasted into "CSV", or chosen, which shows its text there too. */
export function SheetInput({ reading, onRead, disabled }: SheetInputProps) {
  const id = useId();
  const m = useMessages(batchMessages);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const content = await file.text();
      setProblem(undefined);
      setText(content);
      onRead(content, file.name);
    } catch (error) {
      setProblem(m.fileNotRead(file.name, error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <div className="batch-input">
      <label htmlFor={`${id}-csv`}>{m.csv}</label>
      <textarea
        id={`${id}-csv`}
        aria-describedby={`${id}-csv-hint`}
        rows={6}
        spellCheck={false}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-csv-hint`} className="hint">
        {m.csvHint}
      </p>
      <div className="inline">
        <button type="button" disabled={disabled || reading || text.trim() === ""} onClick={() => onRead(text)}>
          {m.readRows}
        </button>
        <label htmlFor={`${id}-file`}>{m.chooseFile}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          disabled={disabled}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {reading && (
          <span className="hint" role="status">
            {m.reading}
          </span>
        )}
      </div>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </div>
  );
}
