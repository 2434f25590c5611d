import type { ReactNode } from "react";
import type { ActionDefinition } from "../../catalog/define-action";
import { useI18n } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useBuiltDraft } from "../../contexts/use-built-draft";
import { displayHeaders, displayUrl } from "../../request/mask-key";
import { HeadersTable } from "../../ui/headers-table";

/**
 * The open action's request as it stands, rendered from the one build of its draft that Send
 * uses too, so it cannot show anything else; what the page adds (the request as code) follows it.
 */
export function RequestPreview({ action, children }: { action: ActionDefinition; children?: ReactNode }) {
  const { t } = useI18n();
  const { revealKey } = useSettings().settings;
  const { request, fieldsValid } = useBuiltDraft(action);
  const spec = request.ok ? request.spec : undefined;
  const problem = !request.ok ? request.message : !fieldsValid ? t.form.notValidYet : undefined;
  return (
    <section aria-label={t.preview.title} className="request-preview">
      <h2>{t.preview.title}</h2>
      {problem && <p className="warning">{problem}</p>}
      {spec && (
        <>
          <p className="request-line">
            <span className={`method method-${spec.method.toLowerCase()}`}>{spec.method}</span>{" "}
            <code>{displayUrl(spec, revealKey)}</code>
          </p>
          <HeadersTable headers={displayHeaders(spec, revealKey)} caption={t.preview.headers} />
          {spec.body !== undefined && (
            <figure aria-label={t.preview.body}>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long body scrolls sideways, and a keyboard must be able to scroll it too */}
              <pre className="body" tabIndex={0}>
                {spec.body}
              </pre>
            </figure>
          )}
          {children}
        </>
      )}
    </section>
  );
}
