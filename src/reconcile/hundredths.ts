import { minorDigits } from "../lib/money-text";

/**
 * The one unit reconciliation counts money in: hundredths of the currency's unit, whatever the
 * currency's own minor digits (`value × 100`). Rp 177.000 is 17,700,000, $14.99 is 1,499, so sums
 * and comparisons are whole numbers, and every view divides by 100 (`fromHundredths`) before it
 * formats the amount with the currency's own digits (none for Rupiah). A field whose name says
 * minor units (`amount_cents`) holds the currency's own minor units: 10^digits of them to the unit.
 */
export function toHundredths(value: number, minor = false, currency?: string): number {
  return Math.round(minor ? (value / 10 ** minorDigits(currency)) * 100 : value * 100);
}

/** Hundredths back to the currency's unit: what every view, the CSV and the report show. */
export const fromHundredths = (hundredths: number) => hundredths / 100;
