import type { KeptRequest } from "../../reconcile/kept-reconciliation";
import { BatchesTable } from "./batches-table";
import { outcomeOf } from "./history-list";
import type { ReconciliationsMessages } from "./reconciliations-messages";
import { useHistoryWords } from "./use-history-words";

const COLUMNS = [
  "sent",
  "action",
  "url",
  "status",
  "duration",
  "said",
] as const satisfies readonly (keyof ReconciliationsMessages["requestColumns"])[];

interface ReconciliationRequestsProps {
  requests: readonly KeptRequest[];
  caption: string;
  m: ReconciliationsMessages;
}

/** A kept run's requests as it sent them, oldest first: the URL without the key, what came back, and what a refusal said. */
export function ReconciliationRequests({ requests, caption, m }: ReconciliationRequestsProps) {
  const { t, format, actionName } = useHistoryWords();
  return (
    <BatchesTable caption={caption} heads={COLUMNS.map((column) => m.requestColumns[column])} className="kept-requests">
      {requests.map((request, index) => (
        // A run may ask the same URL twice (a page read again): its place is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <tr key={index}>
          <td>{format.dateTime(request.sentAt)}</td>
          <td>{actionName(request.actionId)}</td>
          <td>
            <code>
              {request.method} {request.url}
            </code>
          </td>
          <td>{outcomeOf(t, { status: request.status ?? null, failure: request.failure ?? null })}</td>
          <td>{format.duration(request.durationMs)}</td>
          <td>{request.said === undefined ? "" : <code>{request.said}</code>}</td>
        </tr>
      ))}
    </BatchesTable>
  );
}
