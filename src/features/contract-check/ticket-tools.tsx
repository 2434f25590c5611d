import { useId, useState } from "react";
import type { ActionDefinition } from "../../catalog/define-action";
import { isLiveTarget } from "../../config/live-target";
import type { TicketExchange } from "../../history/ticket-report";
import { copyText } from "../../lib/copy-text";
import { downloadText } from "../../lib/download-text";
import { fileStamp } from "../../lib/format-time";
import { type ContractContext, checkContract } from "../../request/contract-check";
import { useLatestSend } from "../../ui/latest-send";
import { useRuntimeConfig } from "../../ui/runtime-config-context";
import { useSettings } from "../../ui/settings-context";
import type { LabelledSend } from "./use-send-both";

interface TicketToolsProps {
  action: ActionDefinition;
  /** The request before the fix and the fixed one, once both were sent; else the last send is reported. */
  sent: readonly LabelledSend[] | undefined;
  context: ContractContext;
}

type Message = { text: string; failed: boolean };

/** "Copy ticket report" and "Download HAR": evidence for a ticket, the key nowhere in either. */
export function TicketTools({ action, sent, context }: TicketToolsProps) {
  const id = useId();
  const latest = useLatestSend();
  const { config } = useRuntimeConfig();
  const { settings } = useSettings();
  const [message, setMessage] = useState<Message>();
  const [fallback, setFallback] = useState<string>();

  const last =
    latest?.status === "success" && latest.data && latest.variables?.actionId === action.id
      ? [{ label: "", answer: { record: latest.data, variables: latest.variables } }]
      : [];
  const sends = sent ?? last;
  if (sends.length === 0) {
    return <p className="hint">Send the request to make a ticket report or a HAR file of it.</p>;
  }
  const exchanges: TicketExchange[] = sends.map(({ label, answer: { record, variables } }) => {
    const target = variables.target ?? {
      environment: settings.environment,
      baseUrl: settings.baseUrl,
      pathStyle: settings.pathStyle,
    };
    return {
      ...(label ? { label } : {}),
      actionId: variables.actionId,
      target: { ...target, live: isLiveTarget(config, target.environment, target.baseUrl) },
      sentAt: variables.sentAt,
      spec: variables.spec,
      record,
      findings: checkContract(action, variables.spec, context),
    };
  });
  // The key in use now is taken out too: it may have been typed into a field before the key box.
  const keys = [settings.apiKey];
  const what = exchanges.length === 1 ? "the last send" : `${exchanges.length} requests`;

  // The report and HAR writers load when first used.
  const copy = async () => {
    const { ticketReport } = await import("../../history/ticket-report");
    const report = ticketReport(exchanges, keys);
    const copied = await copyText(report);
    setFallback(copied ? undefined : report);
    setMessage(
      copied
        ? { text: `Ticket report copied: ${what}, the key as $API_KEY.`, failed: false }
        : { text: "Copying failed: copy the report below.", failed: true },
    );
  };
  const download = async () => {
    const { ticketHar } = await import("../../history/ticket-har");
    const har = JSON.stringify(ticketHar(exchanges, keys), null, 2);
    downloadText(har, `ticket-${action.id}-${fileStamp(Date.now())}.har`, "application/json");
    setMessage({ text: `Downloaded ${what} as HAR, keys redacted.`, failed: false });
  };

  return (
    <div className="ticket">
      <h3>Ticket</h3>
      <p className="hint">
        {sent ? `For both requests (${sends.map((send) => send.label.toLowerCase()).join(", ")})` : "For the last send"}
        : action, target, time, the request as cURL, status, the telling headers, the body and the contract check.
      </p>
      <div className="inline">
        <button type="button" onClick={() => void copy()}>
          Copy ticket report
        </button>
        <button type="button" onClick={() => void download()}>
          Download HAR
        </button>
      </div>
      {message && (
        <p role={message.failed ? "alert" : "status"} className={message.failed ? "error" : "hint"}>
          {message.text}
        </p>
      )}
      {fallback && (
        <>
          <label htmlFor={`${id}-report`}>Ticket report</label>
          <textarea id={`${id}-report`} readOnly value={fallback} rows={8} />
        </>
      )}
    </div>
  );
}
