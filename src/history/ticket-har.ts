import { type HarLog, toHar } from "./har";
import { HISTORY_LIMITS } from "./history-limits";
import { makeHistoryEntry } from "./make-entry";
import type { TicketExchange } from "./ticket-report";

/**
 * The sends of a ticket as a HAR 1.2 log, redacted as the history is (the key out of headers,
 * URLs and bodies); each entry's comment says which send it was ("As imported").
 */
export function ticketHar(exchanges: readonly TicketExchange[], keys: readonly (string | undefined)[]): HarLog {
  const entries = exchanges.map((exchange, index) => {
    const { target, spec, record, sentAt, actionId } = exchange;
    const entry = makeHistoryEntry({ id: `ticket-${index}`, sentAt, actionId, target, spec, record }, HISTORY_LIMITS);
    return { entry, label: exchange.label };
  });
  const har = toHar(
    entries.map(({ entry }) => entry),
    keys,
  );
  // toHar keeps the order of sending; the labels follow the same order.
  const labels = [...entries].sort((a, b) => a.entry.sentAt - b.entry.sentAt).map(({ label }) => label);
  har.log.entries.forEach((entry, index) => {
    const label = labels[index];
    if (label) entry.comment = `${label} · ${entry.comment}`;
  });
  return har;
}
