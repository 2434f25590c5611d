import "./response-views.css";
import { parseUrl } from "../../lib/parse-url";
import type { RequestSpec } from "../../request/request-spec";
import type { FailureRecord } from "../../request/response-record";
import { toCurl } from "../../request/to-curl";
import { SANDBOX_ORIGIN } from "../../transport/sandbox-transport";

const TITLES: Record<FailureRecord["failure"], string> = {
  network: "No response: the request failed before an answer could be read",
  timeout: "No response: timed out",
  cancelled: "Cancelled",
  "invalid-request": "The browser refused to build this request",
};

function pageIsHttps(): boolean {
  return globalThis.location?.protocol === "https:";
}

/** Says what probably happened and what to try next, instead of "Failed to fetch". */
export function FailureExplanation({ record, spec }: { record: FailureRecord; spec: RequestSpec }) {
  // A stored or imported record may hold any text here: an address that does not parse is shown as written.
  const target = parseUrl(spec.url);
  if (record.failure === "network" && target?.origin === SANDBOX_ORIGIN) {
    return (
      <div className="failure" role="alert">
        <h3>The embedded sandbox did not answer</h3>
        <p>
          It runs inside this page, so no network was involved. Reload the page; if that does not help, the browser's
          developer console says what went wrong.
        </p>
        <p className="hint">Browser's message: {record.detail || "(none)"}</p>
      </div>
    );
  }
  return (
    <div className="failure" role="alert">
      <h3>{TITLES[record.failure]}</h3>
      {record.failure === "network" && (
        <>
          <p>The browser got no usable answer from {target?.origin ?? spec.url}. Likely causes:</p>
          <ul>
            <li>
              The API does not allow calls from this page's origin (CORS). Browsers hide the details; the browser's
              developer console names the missing header.
            </li>
            {pageIsHttps() && target?.protocol === "http:" && (
              <li>Mixed content: this page is HTTPS and the API is plain HTTP, which browsers block.</li>
            )}
            <li>Your IP address is not on the API's allow-list.</li>
            <li>The base URL is wrong, or the server is down or unreachable from this network.</li>
          </ul>
          <p>
            Try the same request outside the browser: if it works there, the cause is CORS. Ask the API provider to
            allow this origin, serve the console behind a proxy on the API's origin, or, on your machine, use the dev
            server's proxy (see the README). Also check the base URL for typos.
          </p>
        </>
      )}
      {record.failure === "timeout" && (
        <p>
          No answer within the timeout. The order or action may still have been carried out: check its status before
          retrying. Raise the timeout in the settings if the API is just slow.
        </p>
      )}
      {record.failure === "cancelled" && (
        <p>You cancelled the request. If it had reached the server, the server may still carry it out.</p>
      )}
      {record.failure === "invalid-request" && (
        <p>Check the API key and headers for characters that HTTP headers cannot carry (such as non-Latin letters).</p>
      )}
      <p className="hint">Browser's message: {record.detail || "(none)"}</p>
      {record.failure !== "cancelled" && (
        <details open={record.failure === "network"}>
          <summary>The same request as cURL</summary>
          <pre className="body">{toCurl(spec, { key: "variable" })}</pre>
        </details>
      )}
    </div>
  );
}
