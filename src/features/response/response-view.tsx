import { getAction } from "../../catalog/catalog";
import { formatBytes, statusText } from "../../request/status-text";
import type { Sender } from "../action-form/use-send-action";
import { FailureExplanation } from "./failure-explanation";
import { ResponseBody } from "./response-body";

function statusClass(status: number): string {
  if (status >= 500) return "status server-error";
  if (status >= 400) return "status client-error";
  return "status ok";
}

/** The last answer, whatever it was: every status is a result, a failure is explained. */
export function ResponseView({ sender }: { sender: Sender }) {
  const { record, variables, pending } = sender;
  return (
    <section aria-label="Response" className="response" aria-busy={pending}>
      <h2>Response</h2>
      {pending && <p role="status">Sending…</p>}
      {!pending && !record && <p className="hint">Send a request to see what comes back.</p>}
      {!pending && record && variables && (
        <>
          <p className="hint">
            {getAction(variables.actionId).label} · {variables.spec.method} <code>{variables.spec.url}</code>
          </p>
          {record.kind === "http" ? (
            <>
              <p className="summary">
                <span className={statusClass(record.status)}>
                  {record.status} {statusText(record.status, record.statusText)}
                </span>
                <span>{record.durationMs} ms</span>
                <span>{formatBytes(record.sizeBytes)}</span>
              </p>
              <ResponseBody record={record} />
            </>
          ) : (
            <FailureExplanation record={record} spec={variables.spec} />
          )}
        </>
      )}
    </section>
  );
}
