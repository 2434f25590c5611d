import { useId, useState } from "react";
import type { ActionDefinition } from "../../catalog/define-action";
import { useReconcileSection } from "../../channels/reconcile-report";
import { isLiveTarget } from "../../config/live-target";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { useSettings } from "../../contexts/settings-context";
import { useFormat } from "../../contexts/use-format";
import { ticketHar } from "../../history/ticket-har";
import { type TicketExchange, ticketReport } from "../../history/ticket-report";
import { copyText } from "../../lib/copy-text";
import { downloadText } from "../../lib/download-text";
import { fileStamp } from "../../lib/format-time";
import { plural } from "../../lib/i18n/plural";
import { useLatestSend } from "../../queries/latest-send";
import { type ContractContext, checkContract } from "../../request/contract-check";
import { contractCheckMessages } from "./contract-check-messages";
import { sendLabel } from "./send-label";
import type { LabelledSend } from "./use-send-both";

interface TicketToolsProps {
  action: ActionDefinition;
  /** The request before the fix and the fixed one, once both were sent; else the last send is reported. */
  sent: readonly LabelledSend[] | undefined;
  context: ContractContext;
}

/** What the last press did, and of what (the last send, or a count of requests), worded at render: it follows the language. */
type Message = { said: "copied" | "copy-failed" | "downloaded"; of: "last" | number };

/** "Copy ticket report" and "Download HAR": evidence for a ticket, the key nowhere in either. */
export function TicketTools({ action, sent, context }: TicketToolsProps) {
  const id = useId();
  const { locale } = useI18n();
  const m = useMessages(contractCheckMessages);
  const format = useFormat();
  const latest = useLatestSend();
  const { config } = useRuntimeConfig();
  const { settings } = useSettings();
  const [message, setMessage] = useState<Message>();
  const [fallback, setFallback] = useState<string>();
  const reconciliation = useReconcileSection();

  const last =
    latest?.status === "success" && latest.data && latest.variables?.actionId === action.id
      ? [{ label: "", answer: { record: latest.data, variables: latest.variables } }]
      : [];
  const sends = sent ?? last;
  if (sends.length === 0) {
    return <p className="hint">{m.ticketFirst}</p>;
  }
  const exchanges: TicketExchange[] = sends.map(({ label, answer: { record, variables } }) => {
    const target = variables.target ?? {
      environment: settings.environment,
      baseUrl: settings.baseUrl,
      pathStyle: settings.pathStyle,
    };
    // The report and the HAR are written for the API's support: in English, whatever the console speaks.
    return {
      ...(label ? { label: sendLabel(contractCheckMessages.en.labels, label) } : {}),
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
  const of: Message["of"] = sent ? exchanges.length : "last";
  const what = (reported: Message["of"]) =>
    reported === "last" ? m.lastSend : plural(locale, reported, m.requests, format.number(reported));

  const copy = async () => {
    const report = ticketReport(exchanges, keys, reconciliation ? [reconciliation] : []);
    const copied = await copyText(report);
    setFallback(copied ? undefined : report);
    setMessage({ said: copied ? "copied" : "copy-failed", of });
  };
  const download = () => {
    const har = JSON.stringify(ticketHar(exchanges, keys), null, 2);
    downloadText(har, `ticket-${action.id}-${fileStamp(Date.now())}.har`, "application/json");
    setMessage({ said: "downloaded", of });
  };

  const failed = message?.said === "copy-failed";
  const said =
    message &&
    (message.said === "copied"
      ? m.copied(what(message.of))
      : message.said === "downloaded"
        ? m.downloaded(what(message.of))
        : m.copyFailed);
  return (
    <div className="ticket">
      <h3>{m.ticket}</h3>
      <p className="hint">
        {sent
          ? m.contentsBoth(sends.map((send) => sendLabel(m.labels, send.label).toLowerCase()).join(", "))
          : m.contents}
        {reconciliation && <> {m.withReconciliation}</>}
      </p>
      <div className="inline">
        <button type="button" onClick={() => void copy()}>
          {m.copyReport}
        </button>
        <button type="button" onClick={download}>
          {m.downloadHar}
        </button>
      </div>
      {said && (
        <p role={failed ? "alert" : "status"} className={failed ? "error" : "hint"}>
          {said}
        </p>
      )}
      {fallback && (
        <>
          <label htmlFor={`${id}-report`}>{m.report}</label>
          <textarea id={`${id}-report`} readOnly value={fallback} rows={8} />
        </>
      )}
    </div>
  );
}
