import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { parseJson } from "../../lib/parse-json";

interface RawBodyEditorProps {
  /** null while the body is generated from the form. */
  rawBody: string | null;
  /** Turns the raw body on (starting from the generated one) or off. */
  onToggle: (on: boolean) => void;
  /** The textarea's binding to the form's `rawBody` field. */
  field: UseFormRegisterReturn<"rawBody">;
  /** The warning's id: the form's fields point at it to say why they are switched off. */
  warningId: string;
}

/** Lets a tester send any body at all, with the form's checks visibly switched off. */
export function RawBodyEditor({ rawBody, onToggle, field, warningId }: RawBodyEditorProps) {
  const id = useId();
  return (
    <div className="raw-body">
      <label className="check">
        <input type="checkbox" checked={rawBody !== null} onChange={(event) => onToggle(event.target.checked)} />
        Edit raw JSON body
      </label>
      {rawBody !== null && (
        <>
          <label htmlFor={id}>Raw JSON body</label>
          <textarea id={id} {...field} rows={6} spellCheck={false} aria-describedby={warningId} />
          <p id={warningId} className="warning">
            The raw body is sent exactly as typed: the form's fields and checks are not used.
            {!parseJson(rawBody).ok && " It is not valid JSON."}
          </p>
        </>
      )}
    </div>
  );
}
