import "./response-views.css";
import { useMemo } from "react";
import { readAnswer } from "../../answer/read-answer";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import type { HttpRecord } from "../../request/response-record";
import { statusMeaning, statusText } from "../../response/status-text";
import { statusTextMessages } from "../../response/status-text-messages";
import { sentence } from "../../ui/sentence";

/**
 * Bodies up to this size are read for their verdict on the page itself. A refusal inside a 2xx is
 * a few hundred bytes; a body of megabytes (a long wallet history) is a list, which the views read
 * off the main thread, and parsing it here on every answer would stall the page.
 */
export const JUDGED_BODY_CHARS = 256 * 1024;

interface StatusLineProps {
  record: HttpRecord;
  /** The status's class when the body gives no verdict (the live panel colours it by status class). */
  className: string;
  /** Beside the status, what it usually means (the live panel). */
  withMeaning?: boolean;
}

/**
 * The status of an answer as HTTP spells it and, for a 2xx whose body says the request failed
 * (`{"status": 0, "error_msg": "Saldo tidak mencukupi"}`), that verdict in the API's own words,
 * styled as the refusal it is: "200 OK · the body says it failed: Saldo tidak mencukupi", never
 * "the request worked". The verdict is the one reader's (answer/read-answer.ts); it comes from the
 * body's envelope alone, which no correction of the answer map changes, so no target's context is
 * needed and a history entry of any target reads the same. A body that gives no verdict (not JSON,
 * no envelope) is shown as before, with nothing invented.
 */
export function StatusLine({ record, className, withMeaning = false }: StatusLineProps) {
  const { language } = useI18n();
  const m = useMessages(statusTextMessages);
  const reading = useMemo(() => (record.body.length <= JUDGED_BODY_CHARS ? readAnswer(record) : undefined), [record]);
  const status = `${record.status} ${statusText(record.status, record.statusText)}`.trim();
  const envelope = reading?.envelope;
  if (reading?.bodyRefused && envelope) {
    const { message } = reading.words;
    const shown = <span className="status client-error">{status}</span>;
    return (
      <span className="body-refused">
        {sentence(
          message !== undefined
            ? m.bodyFailed(shown, message)
            : m.bodyFailedField(shown, envelope.field, String(envelope.value)),
        )}
      </span>
    );
  }
  return (
    <>
      <span className={className}>{status}</span>
      {withMeaning && <span className="hint">{statusMeaning(record.status, language)}</span>}
    </>
  );
}
