import type { ComponentType } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useI18n } from "../../contexts/i18n-context";
import type { FormDraft } from "../../workspace/form-draft";
import type { RawBodyText } from "./raw-body-text";

interface RawBodyEditorProps {
  /** The editor of the text, with the form helpers (form-helpers.ts): there by the time the box is ticked. */
  TextEditor?: ComponentType<Parameters<typeof RawBodyText>[0]> | undefined;
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
export function RawBodyEditor({ TextEditor, draft, onToggle, field, onContentType, warningId }: RawBodyEditorProps) {
  const { rawBody, contentType } = draft;
  const { t } = useI18n();
  return (
    <div className="raw-body">
      <label className="check">
        <input type="checkbox" checked={rawBody !== null} onChange={(event) => onToggle(event.target.checked)} />
        {t.form.rawBody}
      </label>
      {rawBody === null && draft.parkedBody !== undefined && <p className="hint">{t.form.rawKept}</p>}
      {rawBody !== null && TextEditor && (
        <TextEditor
          rawBody={rawBody}
          contentType={contentType}
          field={field}
          onContentType={onContentType}
          warningId={warningId}
        />
      )}
    </div>
  );
}
