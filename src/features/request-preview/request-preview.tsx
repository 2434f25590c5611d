import { displayHeaders, displayUrl } from "../../request/mask-key";
import type { RequestSpec } from "../../request/request-spec";
import { HeadersTable } from "../../ui/headers-table";
import { SnippetPanel } from "./snippet-panel";

interface RequestPreviewProps {
  spec: RequestSpec | undefined;
  problem?: string;
  revealKey: boolean;
}

/** Rendered from the same RequestSpec that Send uses, so it cannot show anything else. */
export function RequestPreview({ spec, problem, revealKey }: RequestPreviewProps) {
  return (
    <section aria-label="Request" className="request-preview">
      <h2>Request</h2>
      {problem && <p className="warning">{problem}</p>}
      {spec && (
        <>
          <p className="request-line">
            <span className={`method method-${spec.method.toLowerCase()}`}>{spec.method}</span>{" "}
            <code>{displayUrl(spec, revealKey)}</code>
          </p>
          <HeadersTable headers={displayHeaders(spec, revealKey)} caption="Request headers" />
          {spec.body !== undefined && (
            <figure aria-label="Request body">
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a body wider than the panel scrolls, and must be reachable by keyboard */}
              <pre className="body" tabIndex={0}>
                {spec.body}
              </pre>
            </figure>
          )}
          <SnippetPanel spec={spec} />
        </>
      )}
    </section>
  );
}
