import "./response.css";
import { memo, useEffect, useRef } from "react";
import { findAction } from "../../catalog/catalog";
import { loadResponseViews, useResponseViews } from "../../channels/use-response-views";
import { useI18n } from "../../contexts/i18n-context";
import { formatBytes } from "../../lib/format-bytes";
import { formatDuration } from "../../lib/format-duration";
import { actionLabel } from "../../lib/i18n/action-label";
import { useLatestSend } from "../../queries/latest-send";
import { displayUrl } from "../../request/mask-key";

function statusClass(status: number): string {
  if (status >= 500) return "status server-error";
  if (status >= 400) return "status client-error";
  return "status ok";
}

/** The response's landmark: skip link, Alt+R and a new answer bring it into view. */
export const RESPONSE_ID = "response";

/** The last answer, whatever it was: every status is a result, a failure is explained. */
export const ResponseView = memo(function ResponseView() {
  const latest = useLatestSend();
  const { t, locale } = useI18n();
  const pending = latest?.status === "pending";
  const record = latest?.data;
  const variables = latest?.variables;
  const http = !pending && record?.kind === "http" ? record : undefined;
  const views = useResponseViews();
  // Loaded once the work starts, or at the first send if that comes sooner.
  useEffect(() => {
    if (pending) void loadResponseViews();
  }, [pending]);
  // Each new answer's status is brought into view (on a phone it is just below Send).
  const status = useRef<HTMLParagraphElement>(null);
  const answered = record ? latest?.mutationId : undefined;
  useEffect(() => {
    if (answered !== undefined) status.current?.scrollIntoView?.({ block: "nearest" });
  }, [answered]);
  return (
    <section aria-label={t.response.title} className="response" aria-busy={pending} id={RESPONSE_ID} tabIndex={-1}>
      <h2>{t.response.title}</h2>
      {/* One live region, so the outcome of every send is announced. */}
      <p role="status" className="summary" ref={status}>
        {pending && t.response.sending}
        {http && (
          <>
            {views ? (
              // With its meaning, or the body's own verdict when a 2xx says it failed.
              <views.StatusLine record={http} className={statusClass(http.status)} withMeaning />
            ) : (
              <span className={statusClass(http.status)}>
                {http.status} {http.statusText}
              </span>
            )}
            <span>{formatDuration(http.durationMs, locale)}</span>
            <span>{formatBytes(http.sizeBytes, locale)}</span>
          </>
        )}
      </p>
      {!pending && !record && <p className="hint">{t.response.empty}</p>}
      {!pending && record && variables && (
        <>
          <details className="sent">
            <summary>
              {/* Masked like the request preview: a key typed into a query value is not shown here. */}
              {t.response.sent}{" "}
              {actionLabel(t, findAction(variables.actionId) ?? { id: variables.actionId, label: variables.actionId })}{" "}
              · {variables.spec.method} <code>{displayUrl(variables.spec, false)}</code>
            </summary>
            {variables.spec.body !== undefined && <pre className="body">{variables.spec.body}</pre>}
          </details>
          {!views ? (
            <p className="hint">{t.response.loadingViews}</p>
          ) : record.kind === "http" ? (
            // Each answer opens in its own action's view, even when no render came between two sends.
            <views.ResponseBody
              key={latest.mutationId}
              record={record}
              actionId={variables.actionId}
              spec={variables.spec}
              rememberView
            />
          ) : (
            <views.FailureExplanation record={record} spec={variables.spec} />
          )}
        </>
      )}
    </section>
  );
});
