import { useId, useState } from "react";
import type { HttpRecord } from "../../request/response-record";

const TABS = ["Raw", "Pretty", "Headers"] as const;
type Tab = (typeof TABS)[number];

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The body as received (Raw), indented when it is JSON (Pretty), and the headers. */
export function ResponseBody({ record }: { record: HttpRecord }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>("Raw");
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? "Raw";
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="response-body">
      <div role="tablist" aria-label="Response views" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling panel must be reachable by keyboard */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} tabIndex={0}>
        {tab === "Headers" ? (
          <table className="headers">
            <caption className="visually-hidden">Response headers</caption>
            <tbody>
              {record.headers.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>
                    <code>{value}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : record.body === "" ? (
          <p className="hint">(empty body)</p>
        ) : (
          <pre className="body">{tab === "Raw" ? record.body : pretty(record.body)}</pre>
        )}
      </div>
    </div>
  );
}
