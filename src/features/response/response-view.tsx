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
  const http = !pending && record?.kind === "http" ? record : undefined;
  return (
    <section aria-label="Response" className="response" aria-busy={pending}>
      <h2>Response</h2>
      {/* One live region, so the outcome of every send is announced. */}
      <p role="status" className="summary">
        {pending && "Sending…"}
        {http && (
          <>
            <span className={statusClass(http.status)}>
              {http.status} {statusText(http.status, http.statusText)}
            </span>
            <span>{http.durationMs} ms</span>
            <span>{formatBytes(http.sizeBytes)}</span>
          </>
        )}
      </p>
      {!pending && !record && <p className="hint">Send a request to see what comes back.</p>}
      {!pending && record && variables && (
        <>
          <p className="hint">
            {getAction(variables.actionId).label} · {variables.spec.method} <code>{variables.spec.url}</code>
          </p>
          {record.kind === "http" ? (
            <ResponseBody record={record} />
          ) : (
            <FailureExplanation record={record} spec={variables.spec} />
          )}
        </>
      )}
    </section>
  );
}
