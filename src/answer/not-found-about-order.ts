import type { BodyReading } from "./read-answer";

/** The order a Check order status request asked about: by its id, its reference, or both. */
export interface AskedOrder {
  orderId?: string;
  reference?: string;
}

/**
 * Whether a 404 from Check order status means "no such order" rather than "no such route". Only JSON
 * can be about the order (an HTML 404 comes from a proxy or a wrong path), and only when it is:
 * the body names the order asked about, or this endpoint has already answered a 2xx naming the very
 * order it was asked about (`lookupProven`), so it is known to look orders up. Batch orders resends
 * only on such a 404; reconciliation calls a debit "with no order" only on one. Anything else says
 * nothing of the order.
 */
export function notFoundAboutOrder(
  reading: Pick<BodyReading, "orderId" | "reference">,
  json: boolean,
  asked: AskedOrder,
  lookupProven: boolean,
): boolean {
  if (!json) return false;
  if (lookupProven) return true;
  const namesAsked = (found: string | undefined, wanted: string | undefined) =>
    wanted !== undefined && found === wanted;
  return namesAsked(reading.reference?.value, asked.reference) || namesAsked(reading.orderId?.value, asked.orderId);
}

/** A 2xx status answer that names the order it was asked about proves the endpoint looks orders up. */
export function provesLookupOf(reading: Pick<BodyReading, "orderId" | "reference">, asked: AskedOrder): boolean {
  return (
    (asked.reference !== undefined && reading.reference?.value === asked.reference) ||
    (asked.orderId !== undefined && reading.orderId?.value === asked.orderId)
  );
}

/**
 * The order an answer names instead of the one asked, by a field it was asked by (its id, its
 * reference); undefined when it names the one asked, or none. Such an answer says nothing of the
 * order asked: Batch orders, order tracking and reconciliation all set it aside.
 */
export function otherOrderNamed(
  reading: Pick<BodyReading, "orderId" | "reference">,
  asked: AskedOrder,
): string | undefined {
  const other = (found: string | undefined, wanted: string | undefined) =>
    wanted !== undefined && found !== undefined && found !== wanted ? found : undefined;
  return other(reading.orderId?.value, asked.orderId) ?? other(reading.reference?.value, asked.reference);
}
