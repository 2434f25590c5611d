import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useMessages } from "../../contexts/i18n-context";
import { parseJson } from "../../lib/parse-json";
import type { FormDraft } from "../../workspace/form-draft";
import { rawBodyMessages } from "./raw-body-messages";

const JSON_TYPE = "application/json";

interface RawBodyTextProps {
  rawBody: string;
  contentType: FormDraft["contentType"];
  field: UseFormRegisterReturn<"rawBody">;
  onContentType: (type: string | null | undefined) => void;
  warningId: string;
}

/** The raw body as typed, its Content-Type, and the warning that the form's checks are off. */
export function RawBodyText({ rawBody, contentType, field, onContentType, warningId }: RawBodyTextProps) {
  const id = useId();
  const m = useMessages(rawBodyMessages);
  return (
    <>
      <label htmlFor={id}>{m.label}</label>
      <textarea id={id} {...field} rows={6} spellCheck={false} aria-describedby={warningId} />
      <label htmlFor={`${id}-type`}>
        <code>Content-Type</code>
      </label>
      <input
        id={`${id}-type`}
        value={contentType === null ? "" : (contentType ?? JSON_TYPE)}
        onChange={({ target: { value } }) => onContentType(value === JSON_TYPE ? undefined : value || null)}
        aria-describedby={warningId}
        spellCheck={false}
      />
      <p id={warningId} className="warning">
        {m.warning}
        {!parseJson(rawBody).ok && <> {m.notJson}</>}
      </p>
    </>
  );
}
