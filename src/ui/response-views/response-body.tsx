import "./response-views.css";
import { useEffect, useState } from "react";
import { copyText } from "../../lib/copy-text";
import { downloadText } from "../../lib/download-text";
import type { HttpRecord } from "../../request/response-record";
import { analyzeBody, type BodyAnalysis } from "../../response/body-analysis";
import { bodyFileName } from "../../response/body-file-name";
import type { BodySummary } from "../../response/body-summary";
import { HeadersTable } from "../../ui/headers-table";
import { BodyTabs } from "./body-tabs";
import { ChunkedText } from "./chunked-text";
import { JsonTree } from "./json-tree";
import { RecordsTableView } from "./records-table-view";

type Tab = "Raw" | "Pretty" | "Tree" | "Table" | "Headers";

function contentType(record: HttpRecord): string | undefined {
  return record.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
}

/** Raw at once; Pretty, Tree and Table when the body has been read off the main thread. */
export function ResponseBody({ record, actionId }: { record: HttpRecord; actionId: string }) {
  const [tab, setTab] = useState<Tab>("Raw");
  const [analysis, setAnalysis] = useState<BodyAnalysis | null>(null);
  const [summary, setSummary] = useState<BodySummary | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const next = analyzeBody(record.body);
    let live = true;
    setAnalysis(next);
    setSummary(null);
    void next.summary().then((read) => live && setSummary(read));
    return () => {
      live = false;
      next.dispose();
    };
  }, [record]);

  const tabs: Tab[] = [
    "Raw",
    "Pretty",
    "Tree",
    ...(summary?.json && summary.table ? ["Table" as const] : []),
    "Headers",
  ];
  const shown = tabs.includes(tab) ? tab : "Raw";
  const received = new Date(record.receivedAt);
  const copyBody = async () => setMessage((await copyText(record.body)) ? "Body copied." : "Copying failed.");
  const downloadBody = () =>
    downloadText(record.body, bodyFileName(actionId, received, contentType(record)), "text/plain");
  const downloadCsv = async () => {
    const csv = await analysis?.csv();
    if (csv !== undefined) downloadText(csv, bodyFileName(actionId, received, undefined, "csv"), "text/csv");
  };

  return (
    <div className="response-body">
      <div className="inline">
        <button type="button" onClick={() => void copyBody()}>
          Copy body
        </button>
        <button type="button" onClick={downloadBody}>
          Download body
        </button>
        <span aria-live="polite" className="hint">
          {message}
        </span>
      </div>
      <BodyTabs tabs={tabs} selected={shown} onSelect={setTab} label="Response views">
        {shown === "Headers" && <HeadersTable headers={record.headers} caption="Response headers" />}
        {shown === "Raw" &&
          (record.body === "" ? (
            <p className="hint">(empty body)</p>
          ) : (
            <ChunkedText text={record.body} label="Raw body" />
          ))}
        {shown !== "Raw" && shown !== "Headers" && !summary && <p className="hint">Reading the body…</p>}
        {shown !== "Raw" && shown !== "Headers" && summary && !summary.json && (
          <p className="hint">Not JSON ({summary.reason}): the Raw view shows the body as received.</p>
        )}
        {shown === "Pretty" && summary?.json && <ChunkedText text={summary.pretty} label="Pretty body" />}
        {shown === "Tree" && summary?.json && analysis && <JsonTree analysis={analysis} />}
        {shown === "Table" && summary?.json && summary.table && (
          <RecordsTableView table={summary.table} onDownloadCsv={() => void downloadCsv()} />
        )}
      </BodyTabs>
    </div>
  );
}
