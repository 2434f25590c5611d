import "./response-views.css";
import { useEffect, useState } from "react";
import { useOpenReconcile } from "../../channels/reconcile-opener";
import { useMessages } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { copyText } from "../../lib/copy-text";
import { downloadText } from "../../lib/download-text";
import type { RequestSpec } from "../../request/request-spec";
import type { HttpRecord } from "../../request/response-record";
import { analyzeBody, type BodyAnalysis } from "../../response/body-analysis";
import { bodyFileName } from "../../response/body-file-name";
import type { BodySummary } from "../../response/body-summary";
import type { LedgerMiss, LedgerResult } from "../../response/ledger";
import type { RecordsQuery } from "../../response/records-query";
import type { SeriesResult } from "../../response/series";
import { HeadersTable } from "../../ui/headers-table";
import { actionViewFor, openingViewFor, type ResponseTab } from "./action-views";
import { BodyTabs } from "./body-tabs";
import { ChunkedText } from "./chunked-text";
import { JsonTree } from "./json-tree";
import { LedgerView } from "./ledger-view";
import { PlayerOrderOffer } from "./player-order-offer";
import { RawView } from "./raw-view";
import { RecordsTableView } from "./records-table-view";
import { responseViewsMessages } from "./response-views-messages";
import { SalesChartView } from "./sales-chart-view";
import { useOpenValue } from "./use-open-value";

/** Why a body holds no ledger, in words: the amount field by its name when one was found. */
function ledgerMiss(m: (typeof responseViewsMessages)["en"], miss: LedgerMiss): string {
  return miss.reason === "no-amount" && miss.field !== undefined
    ? m.noAmountIn(miss.field)
    : m.ledgerMisses[miss.reason];
}

function contentType(record: HttpRecord): string | undefined {
  return record.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
}

interface ResponseBodyProps {
  record: HttpRecord;
  actionId: string;
  /** The request that got this answer: a next step can reuse what it sent. */
  spec: RequestSpec;
  /** The live answer: opens in the view last chosen for this action, and keeps the choice. */
  rememberView?: boolean;
}

/** The view last chosen for each action's answers: the next answer opens in it when it has it. */
const chosenViews = new Map<string, ResponseTab>();

/** Raw at once; Pretty, Tree, Table and a chart when the body has been read off the main thread. */
export function ResponseBody({ record, actionId, spec, rememberView = false }: ResponseBodyProps) {
  const m = useMessages(responseViewsMessages);
  const [tab, setChosen] = useState<ResponseTab>(
    () => (rememberView ? chosenViews.get(actionId) : undefined) ?? openingViewFor(actionId) ?? "Raw",
  );
  const setTab = (next: ResponseTab) => {
    if (rememberView) chosenViews.set(actionId, next);
    setChosen(next);
  };
  // Whether the last copy worked, worded at render so a switch of language rewords it.
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  const special = actionViewFor(actionId);
  const { analysis, summary, found } = useBodyReading(record, actionId, special);
  const openValue = useOpenValue(actionId, record.receivedAt);
  const openReconcile = useOpenReconcile();
  // An answer from the settings' base URL: its amounts that name no currency are in its wallet's.
  const fromTarget = spec.url.startsWith(useSettings().settings.baseUrl);
  const reconcileEntries = openReconcile
    ? () => openReconcile({ from: "entries", body: record.body, receivedAt: record.receivedAt })
    : undefined;

  // The views a body earns (its action's own, the Table) join the tabs together, once all are
  // known: a tab that appeared later between them would move the others under a pointer.
  const known = summary !== null && (!special || !summary.json || found !== undefined);
  const tabs: ResponseTab[] = [
    "Raw",
    "Pretty",
    "Tree",
    ...(known && special && found?.ok ? [special] : []),
    ...(known && summary.json && summary.table ? ["Table" as const] : []),
    "Headers",
  ];
  const shown = tabs.includes(tab) ? tab : "Raw";
  const received = new Date(record.receivedAt);
  const copyBody = async () => setCopied(await copyText(record.body));
  const downloadBody = () =>
    downloadText(record.body, bodyFileName(actionId, received, contentType(record)), "text/plain");
  const downloadCsv = async (query?: RecordsQuery) => {
    const csv = await analysis?.csv(query);
    if (csv !== undefined) downloadText(csv, bodyFileName(actionId, received, undefined, "csv"), "text/csv");
  };

  return (
    <div className="response-body">
      <PlayerOrderOffer actionId={actionId} record={record} spec={spec} onUse={openValue} />
      <div className="inline">
        <button type="button" onClick={() => void copyBody()}>
          {m.copyBody}
        </button>
        <button type="button" onClick={downloadBody}>
          {m.downloadBody}
        </button>
        <span aria-live="polite" className="hint">
          {copied === undefined ? "" : copied ? m.bodyCopied : m.copyFailed}
        </span>
      </div>
      {special && found && !found.ok && record.status < 300 && (
        <p className="hint">
          {special === "Ledger"
            ? m.noLedger(ledgerMiss(m, found as Extract<LedgerResult, { ok: false }>))
            : m.noChart(m.seriesMiss[(found as Extract<SeriesResult, { ok: false }>).reason])}
        </p>
      )}
      <BodyTabs tabs={tabs} selected={shown} onSelect={setTab} label={m.viewsLabel} names={m.tabs}>
        {shown === "Headers" && <HeadersTable headers={record.headers} caption={m.responseHeaders} />}
        {shown === "Raw" &&
          (record.body === "" ? (
            <p className="hint">{m.emptyBody}</p>
          ) : (
            <RawView text={record.body} label={m.rawBody} />
          ))}
        {shown !== "Raw" && shown !== "Headers" && !summary && <p className="hint">{m.readingBody}</p>}
        {shown !== "Raw" && shown !== "Headers" && summary && !summary.json && (
          <p className="hint">
            {summary.reason === "empty"
              ? m.emptyNotJson
              : summary.reason === "too-deep"
                ? m.tooDeep
                : m.notJson(summary.detail)}
          </p>
        )}
        {(shown === "Pretty" || shown === "Tree" || shown === "Table") && summary?.json && summary.unsafeInteger && (
          <p className="warning">{m.unsafeInteger(summary.unsafeInteger)}</p>
        )}
        {shown === "Pretty" && summary?.json && <ChunkedText text={summary.pretty} label={m.prettyBody} />}
        {shown === "Tree" && summary?.json && analysis && <JsonTree analysis={analysis} onUse={openValue} />}
        {shown === "Ledger" && found?.ok && "ledger" in found && (
          <LedgerView ledger={found.ledger} onReconcile={reconcileEntries} askWallet={fromTarget} />
        )}
        {shown === "Chart" && found?.ok && "groups" in found && (
          <SalesChartView
            groups={found.groups}
            currency={found.currency}
            minorUnitsField={found.minorUnitsField}
            askWallet={fromTarget}
          />
        )}
        {shown === "Table" && summary?.json && summary.table && analysis && (
          <RecordsTableView
            table={summary.table}
            load={analysis.table}
            onDownloadCsv={(query) => void downloadCsv(query)}
            onUse={openValue}
          />
        )}
      </BodyTabs>
    </div>
  );
}

/**
 * The body as its reader (off the main thread) reads it: the analysis the views draw from, its
 * summary once read, and what the action's own view found, asked of the reader only for that action.
 */
function useBodyReading(record: HttpRecord, actionId: string, special: ReturnType<typeof actionViewFor>) {
  const [analysis, setAnalysis] = useState<BodyAnalysis | null>(null);
  const [summary, setSummary] = useState<BodySummary | null>(null);
  const [found, setFound] = useState<LedgerResult | SeriesResult | undefined>(undefined);
  useEffect(() => {
    const next = analyzeBody(record.body, actionId);
    let live = true;
    setAnalysis(next);
    setSummary(null);
    setFound(undefined);
    void next
      .summary()
      .then(async (read) => {
        if (!live) return;
        setSummary(read);
        if (!read.json || !special) return;
        const result = await (special === "Ledger" ? next.ledger() : next.series());
        if (live) setFound(result);
      })
      // A reading that fails says why, rather than "Reading the body…" for ever.
      .catch((error: unknown) => live && setSummary({ json: false, reason: "invalid", detail: String(error) }));
    return () => {
      live = false;
      next.dispose();
    };
  }, [record, actionId, special]);
  return { analysis, summary, found };
}
