import { useId, useState } from "react";
import { decodeSheet } from "../../batch/decode-sheet";
import { useMessages } from "../../contexts/i18n-context";
import { batchMessages } from "./batch-messages";
import type { ChosenFile } from "./use-sheet";

interface SheetInputProps {
  reading: boolean;
  /** Reads the text as the batch's rows; the file (name and encoding read) when it came from one. */
  onRead: (text: string, file?: ChosenFile) => void;
  disabled: boolean;
}

/**
 * The batch file: pasted into "CSV", or chosen, which shows its text there too. A chosen file is
 * read from its bytes (decode-sheet.ts), not with File.text(), which takes every file for UTF-8
 * and turns Excel's windows-1252 "José" into "Jos�".
 */
export function SheetInput({ reading, onRead, disabled }: SheetInputProps) {
  const id = useId();
  const m = useMessages(batchMessages);
  const [text, setText] = useState("");
  // The chosen file, while the box still holds its text as read: "Read rows" then still names it.
  const [chosen, setChosen] = useState<{ file: ChosenFile; text: string }>();
  const [problem, setProblem] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const decoded = decodeSheet(await file.arrayBuffer());
      const read = { name: file.name, encoding: decoded.encoding };
      setProblem(undefined);
      setText(decoded.text);
      setChosen({ file: read, text: decoded.text });
      onRead(decoded.text, read);
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
        <button
          type="button"
          disabled={disabled || reading || text.trim() === ""}
          onClick={() => onRead(text, chosen?.text === text ? chosen.file : undefined)}
        >
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
