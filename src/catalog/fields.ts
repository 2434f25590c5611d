import "../lib/zod-setup";
import * as z from "zod/mini";

// Field schemas shared by several actions. Each says what is valid on the wire; the
// form and the sandbox's query parser turn typed text into these types first. The
// catalog uses zod's mini build: it tree-shakes, and the first screen carries it.

const requiredOr =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? "Required" : message;

export const wholeNumber = () =>
  z.int({ error: requiredOr("Enter a whole number") }).check(z.positive("Must be 1 or more"));

/** Digits only, sent as a JSON string (player and zone ids can have leading zeros). */
export const digits = () =>
  z.string({ error: requiredOr("Enter digits") }).check(z.regex(/^\d+$/, "Digits only (0-9), no spaces or signs"));

export const text = () => z.string({ error: requiredOr("Enter text") }).check(z.minLength(1, "Required"));

export const isoDate = () => z.iso.date({ error: requiredOr("Enter a date as YYYY-MM-DD") });

/** Title, description and examples, kept with the schema for forms, docs and the OpenAPI export. */
export const about = (meta: { title: string; description: string; examples?: unknown[] }) => z.meta(meta);
