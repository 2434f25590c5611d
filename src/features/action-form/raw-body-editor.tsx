import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { parseJson } from "../../lib/parse-json";
import type { FormDraft } from "../../workspace/form-draft";

const JSON_TYPE = "application/json";

interface RawBodyEditorProps {
  /** The form's draft: its raw body (null while the body is generated), Content-Type and text put aside. */
  draft: FormDraft;
  /** Turns the raw body on (the text put aside, or the generated body) or off. */
  onToggle: (on: boolean) => void;
  /** The textarea's binding to the form's `rawBody` field. */
  field: UseFormRegisterReturn<"rawBody">;
  /** A new Content-Type for the raw body: undefined for application/json, null for none. */
  onContentType: (type: string | null | undefined) => void;
  /** The warning's id: the form's fields point at it to say why they are switched off. */
  warningId: string;
}

/** Lets a tester send any body at all, with any Content-Type, the form's checks visibly switched off. */
export function RawBodyEditor({ draft, onToggle, field, onContentType, warningId }: RawBodyEditorProps) {
  const id = useId();
  const { rawBody, contentType } = draft;
  return (
    <div className="raw-body">
      <label className="check">
        <input type="checkbox" checked={rawBody !== null} onChange={(event) => onToggle(event.target.checked)} />
        Edit raw JSON body
      </label>
      {rawBody === null && draft.parkedBody !== undefined && (
        <p className="hint">Your raw body is kept: switch it back on to get it, with the fields' changes.</p>
      )}
      {rawBody !== null && (
        <>
          <label htmlFor={id}>Raw JSON body</label>
          <textarea id={id} {...field} rows={6} spellCheck={false} aria-describedby={warningId} />
          <label htmlFor={`${id}-type`}>Content-Type</label>
          <input
            id={`${id}-type`}
            value={contentType === null ? "" : (contentType ?? JSON_TYPE)}
            onChange={({ target: { value } }) => onContentType(value === JSON_TYPE ? undefined : value || null)}
            aria-describedby={warningId}
            spellCheck={false}
          />
          <p id={warningId} className="warning">
            The raw body is sent exactly as typed, with this Content-Type (none when empty): the form's fields and
            checks are not used.
            {!parseJson(rawBody).ok && " It is not valid JSON."}
          </p>
        </>
      )}
    </div>
  );
}
