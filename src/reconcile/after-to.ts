/**
 * How many days past "To" are read for refunds, when a range's reconciliation finds a refund missing.
 * A failed order debited late on the To day is refunded after midnight: the market refunds a failed
 * top-up at once or within hours, and an order left pending overnight the next day, so two days
 * cover both without reading a week of entries that belong to the next range.
 */
export const AFTER_TO_DAYS = 2;

/**
 * The days read past "To" (`from` the day after it, `to` AFTER_TO_DAYS after it), in the API's own
 * days as "To" is written ("2025-11-21"). Undefined when "To" is not such a day.
 */
export function afterTo(to: string): { from: string; to: string } | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(to.trim());
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const dayOf = (offset: number) => new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
  return { from: dayOf(1), to: dayOf(AFTER_TO_DAYS) };
}
