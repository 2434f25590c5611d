import "./response-views.css";
import { useMessages } from "../../contexts/i18n-context";
import { parseUrl } from "../../lib/parse-url";
import type { RequestSpec } from "../../request/request-spec";
import type { FailureRecord } from "../../request/response-record";
import { toCurl } from "../../request/to-curl";
import { SANDBOX_ORIGIN } from "../../transport/sandbox-transport";
import { responseViewsMessages } from "./response-views-messages";

function pageIsHttps(): boolean {
  return globalThis.location?.protocol === "https:";
}

/**
 * Says what probably happened and what to try next, instead of "Failed to fetch". The browser's
 * own message is shown as the browser wrote it; the cURL command is code, in no language.
 */
export function FailureExplanation({ record, spec }: { record: FailureRecord; spec: RequestSpec }) {
  const m = useMessages(responseViewsMessages);
  // A stored or imported record may hold any text here: an address that does not parse is shown as written.
  const target = parseUrl(spec.url);
  const browserMessage = (
    <p className="hint">
      {m.browserMessage} {record.detail || m.none}
    </p>
  );
  if (record.failure === "network" && target?.origin === SANDBOX_ORIGIN) {
    return (
      <div className="failure" role="alert">
        <h3>{m.sandboxTitle}</h3>
        <p>{m.sandboxText}</p>
        {browserMessage}
      </div>
    );
  }
  return (
    <div className="failure" role="alert">
      <h3>{m.failure[record.failure]}</h3>
      {record.failure === "network" && (
        <>
          <p>{m.noUsableAnswer(target?.origin ?? spec.url)}</p>
          <ul>
            <li>{m.causeCors}</li>
            {pageIsHttps() && target?.protocol === "http:" && <li>{m.causeMixed}</li>}
            <li>{m.causeAllowList}</li>
            <li>{m.causeDown}</li>
          </ul>
          <p>{m.tryOutside}</p>
        </>
      )}
      {record.failure === "timeout" && <p>{m.timeoutText}</p>}
      {record.failure === "cancelled" && <p>{m.cancelledText}</p>}
      {record.failure === "invalid-request" && <p>{m.invalidText}</p>}
      {browserMessage}
      {record.failure !== "cancelled" && (
        <details open={record.failure === "network"}>
          <summary>{m.asCurl}</summary>
          <pre className="body">{toCurl(spec, { key: "variable" })}</pre>
        </details>
      )}
    </div>
  );
}
