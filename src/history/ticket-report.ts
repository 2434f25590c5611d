import { actionLabel, findAction } from "../catalog/catalog";
import { formatBytes } from "../lib/format-bytes";
import { parseJson } from "../lib/parse-json";
import { parseUrl } from "../lib/parse-url";
import type { ContractFinding } from "../request/contract-finding";
import { requestKey } from "../request/mask-key";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import { toCurl } from "../request/to-curl";
import type { SentTo } from "./make-entry";
import { keyScrubber } from "./redact";
import { outcomeLabel } from "./response-diff";

/** One send as a ticket tells it: what was sent where and when, what came back, how it differs from the contract. */
export interface TicketExchange {
  /** Which of several sends: "As imported", "Fixed to match the contract". */
  label?: string;
  actionId: string;
  target: SentTo & { live: boolean };
  sentAt: number;
  /** As sent, key included: the report masks it. */
  spec: RequestSpec;
  record: ResponseRecord;
  findings: ContractFinding[];
}

/** The body in a report stops after this many characters; its whole size is said. */
export const REPORT_BODY_CHARS = 4000;

/** The response headers a support ticket needs: the request's id, the server's date, when to retry. */
const TELLING_HEADERS = /^(?:(?:x-)?(?:amzn-)?(?:request|correlation|trace)-?id|date|retry-after)$/i;

/** A code block that its content cannot close: one backtick more than the longest run inside. */
function fenced(text: string, language: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

const code = (text: string) => (text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``);

function requestLine(exchange: TicketExchange): string {
  const url = parseUrl(exchange.spec.url);
  const action = findAction(exchange.actionId);
  const id = action ? ` (${code(action.id)})` : "";
  return `${actionLabel(exchange.actionId)}${id}, ${exchange.spec.method} ${code(url?.pathname ?? exchange.spec.url)}`;
}

function responseParts(record: ResponseRecord, scrub: (text: string) => string): string[] {
  if (record.kind === "failure") return ["### Response", "", `No response: ${record.failure}. ${record.detail}`.trim()];
  const telling = record.headers.filter(([name]) => TELLING_HEADERS.test(name));
  const headers =
    telling.length > 0
      ? telling.map(([name, value]) => `- ${code(name)}: ${code(value)}`)
      : ["None of the telling headers (request id, Date, Retry-After) came back."];
  // Scrubbed before it is cut: a cut first could leave the start of a key at the end.
  const body = scrub(record.body);
  const shown = body.length > REPORT_BODY_CHARS ? body.slice(0, REPORT_BODY_CHARS) : body;
  const size =
    shown === body
      ? formatBytes(record.sizeBytes)
      : `the first ${REPORT_BODY_CHARS} characters of ${formatBytes(record.sizeBytes)}: truncated`;
  const language = parseJson(body).ok ? "json" : "text";
  return [
    "### Response headers",
    "",
    ...headers,
    "",
    `### Response body (${size})`,
    "",
    body === "" ? "(empty)" : fenced(shown, language),
  ];
}

function findingLines(findings: readonly ContractFinding[]): string[] {
  if (findings.length === 0) return ["No differences from the contract."];
  return findings.map((finding) => `- ${code(finding.where)}: expected ${finding.expected}; got ${finding.got}.`);
}

function exchangeParts(exchange: TicketExchange, scrub: (text: string) => string): string[] {
  const { target, record } = exchange;
  const kind = target.live ? "live (real money)" : "sandbox or test";
  return [
    ...(exchange.label ? [`## ${exchange.label}`, ""] : []),
    `- **Action:** ${requestLine(exchange)}`,
    `- **Target:** ${kind}: ${target.environment}, ${code(target.baseUrl)}`,
    `- **Time:** ${new Date(exchange.sentAt).toISOString()}`,
    `- **Status:** ${outcomeLabel(record)}`,
    `- **Duration:** ${record.durationMs} ms`,
    "",
    "### Request",
    "",
    fenced(toCurl(exchange.spec, { key: "variable" }), "sh"),
    "",
    ...responseParts(record, scrub),
    "",
    "### Contract check",
    "",
    ...findingLines(exchange.findings),
  ];
}

/**
 * A support ticket's evidence as Markdown: for each send, the action, target, time, the request
 * as cURL with the key as $API_KEY, the status, the telling response headers, the body (cut
 * short, its size said), the duration and the contract findings. The key appears nowhere: the
 * whole text is scrubbed of every key given and every key the requests carried. Sections written
 * elsewhere (a reconciliation's findings) follow the sends, scrubbed the same way.
 */
export function ticketReport(
  exchanges: readonly TicketExchange[],
  keys: readonly (string | undefined)[],
  sections: readonly string[] = [],
): string {
  const first = exchanges[0];
  const title = first ? actionLabel(first.actionId) : "no request";
  const scrub = keyScrubber([...keys, ...exchanges.map((exchange) => requestKey(exchange.spec))]);
  const lines = [
    `# Ticket report: ${title}`,
    "",
    "From the Reseller API Console. The API key is written as $API_KEY and redacted everywhere else.",
    "",
    ...exchanges.flatMap((exchange) => [...exchangeParts(exchange, scrub), ""]),
    ...sections.flatMap((section) => [section, ""]),
  ];
  return scrub(lines.join("\n"));
}
