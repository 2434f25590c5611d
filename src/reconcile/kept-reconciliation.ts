import { readAnswer, refusedInBody } from "../answer/read-answer";
import { keyScrubber } from "../history/redact";
import type { FailureKind, ResponseRecord } from "../request/response-record";
import type { IdentifiedFinding, ReconcileResult } from "./reconcile-result";
import type { ReconcileSource, RunOutcome, SentRequest, StopReason } from "./run-reconciliation";

/**
 * How much of a reconciliation History keeps. A run over a big wallet asks tens of thousands of
 * statuses: its record keeps the first KEPT_REQUESTS requests and, past them, those refused or not
 * answered (what a ticket needs), up to twice as many; the first KEPT_FINDINGS findings, with the
 * entries they name; the first KEPT_UNMATCHED lines of Not matched. The counts stay whole.
 */
export const KEPT_REQUESTS = 1000;
export const KEPT_FINDINGS = 1000;
export const KEPT_UNMATCHED = 200;
/** What an answer that refused said: its first characters, enough for the API's error. */
export const KEPT_SAID = 500;

/** One request of a run, as History lists it: never a header, never the key. */
export interface KeptRequest {
  actionId: string;
  method: string;
  /** As sent, any copy of the key in it replaced. */
  url: string;
  /** ms since the epoch. */
  sentAt: number;
  /** The HTTP status; none when no answer came. */
  status?: number;
  /** Why no answer came. */
  failure?: FailureKind;
  durationMs: number;
  /** An answer that refused (not 2xx, or a 2xx whose body says it failed): its first KEPT_SAID characters, the key taken out. */
  said?: string;
}

/** What was reconciled: a range, one answer's entries (not kept: they are in the answer), or a batch's orders. */
export type KeptSource =
  | { kind: "range"; from?: string; to?: string }
  | { kind: "entries" }
  | { kind: "batch"; from: string };

/** The findings as the Reconciliation region showed them, cut to what History keeps. */
export type KeptFindings = Pick<
  ReconcileResult,
  "summary" | "unmatched" | "entries" | "currency" | "timeZone" | "range"
> & {
  findings: IdentifiedFinding[];
  /** Findings and Not matched lines past the kept ones. */
  leftOut: { findings: number; unmatched: number };
};

export type KeptOutcome =
  | { kind: "done"; findings: KeptFindings }
  | { kind: "cancelled"; pages: number; orders: number }
  | {
      kind: "stopped";
      reason: StopReason;
      page: number;
      status?: number;
      failure?: FailureKind;
      /** The API's message in the answer it stopped at, the keys taken out. */
      said?: string;
    };

/** One reconciliation as History keeps it, beside the sends and never among them. */
export interface KeptReconciliation {
  id: string;
  startedAt: number;
  endedAt: number;
  /** Where it ran, as ReconcileConnection.target says it (the key only as a fingerprint). */
  target: string;
  source: KeptSource;
  requests: KeptRequest[];
  /** Every request the run made, kept or not. */
  requestCount: number;
  outcome: KeptOutcome;
}

const isOk = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;
const refused = (record: ResponseRecord) => record.kind === "http" && (!isOk(record.status) || refusedInBody(record));

/** Collects a run's requests as they are answered, the key taken out, within KEPT_REQUESTS. */
export function requestKeeper(key: string) {
  const scrub = keyScrubber([key]);
  const requests: KeptRequest[] = [];
  let count = 0;
  return {
    add(sent: SentRequest, record: ResponseRecord): void {
      count += 1;
      if (requests.length >= KEPT_REQUESTS * 2) return;
      const said = refused(record);
      if (requests.length >= KEPT_REQUESTS && record.kind === "http" && !said) return;
      requests.push({
        actionId: sent.actionId,
        method: sent.spec.method,
        url: scrub(sent.spec.url),
        sentAt: sent.sentAt,
        ...(record.kind === "http" ? { status: record.status } : { failure: record.failure }),
        durationMs: record.durationMs,
        ...(record.kind === "http" && said && { said: scrub(record.body.slice(0, KEPT_SAID)) }),
      });
    },
    kept: () => ({ requests: [...requests], requestCount: count }),
  };
}

function keptSource(source: ReconcileSource): KeptSource {
  if (source.kind === "entries") return { kind: "entries" };
  if (source.kind === "batch") return { kind: "batch", from: source.from };
  return { kind: "range", ...(source.from && { from: source.from }), ...(source.to && { to: source.to }) };
}

/** The findings within the limits, with only the entries the kept findings name. */
function keptFindings(result: ReconcileResult): KeptFindings {
  const findings = result.findings.slice(0, KEPT_FINDINGS);
  const entries: ReconcileResult["entries"] = {};
  for (const finding of findings) {
    for (const index of finding.entryIndexes) {
      const entry = result.entries[index];
      if (entry) entries[index] = entry;
    }
  }
  return {
    summary: result.summary,
    findings,
    unmatched: result.unmatched.slice(0, KEPT_UNMATCHED),
    entries,
    ...(result.currency !== undefined && { currency: result.currency }),
    timeZone: result.timeZone,
    ...(result.range && { range: result.range }),
    leftOut: {
      findings: result.findings.length - findings.length,
      unmatched: Math.max(0, result.unmatched.length - KEPT_UNMATCHED),
    },
  };
}

/**
 * How a run ended, as kept: a stopped run's page, its status and the API's message there (as the
 * answer reader finds it, without `keys`), not the page itself.
 */
export function keptOutcome(outcome: RunOutcome, keys: readonly (string | undefined)[]): KeptOutcome {
  if (outcome.kind === "done") return { kind: "done", findings: keptFindings(outcome.result) };
  if (outcome.kind === "cancelled") return outcome;
  const { record } = outcome;
  const said = record.kind === "http" ? readAnswer(record).words.message : undefined;
  return {
    kind: "stopped",
    reason: outcome.reason,
    page: outcome.page,
    ...(record.kind === "http" ? { status: record.status } : { failure: record.failure }),
    ...(said !== undefined && { said: keyScrubber(keys)(said) }),
  };
}

/** A run that ended, as History keeps it. */
export function keptReconciliation(run: {
  id: string;
  startedAt: number;
  endedAt: number;
  target: string;
  source: ReconcileSource;
  requests: { requests: KeptRequest[]; requestCount: number };
  outcome: RunOutcome;
  /** The key it ran with: no copy of it is kept. */
  key: string;
}): KeptReconciliation {
  return {
    id: run.id,
    startedAt: run.startedAt,
    endedAt: run.endedAt,
    target: run.target,
    source: keptSource(run.source),
    ...run.requests,
    outcome: keptOutcome(run.outcome, [run.key]),
  };
}
