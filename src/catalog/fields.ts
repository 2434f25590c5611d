import { z } from "zod";

// Field schemas shared by several actions. Each says what is valid on the wire; the
// form and the sandbox's query parser turn typed text into these types first.

const requiredOr =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? "Required" : message;

export const wholeNumber = () => z.int({ error: requiredOr("Enter a whole number") }).positive("Must be 1 or more");

/** Digits only, sent as a JSON string (player and zone ids can have leading zeros). */
export const digits = () =>
  z.string({ error: requiredOr("Enter digits") }).regex(/^\d+$/, "Digits only (0-9), no spaces or signs");

export const text = () => z.string({ error: requiredOr("Enter text") }).min(1, "Required");

export const isoDate = () => z.iso.date({ error: requiredOr("Enter a date as YYYY-MM-DD") });
