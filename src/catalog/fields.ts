import * as z from "zod/mini";
import { type FieldMessage, fieldMessage } from "../lib/zod-setup";

// Field schemas shared by several actions. Each says what is valid on the wire; the
// form and the sandbox's query parser turn typed text into these types first. The
// catalog uses zod's mini build: it tree-shakes, and the first screen carries it.

// Messages are looked up as zod parses, so the form can have them in its language (withZodWords).
const requiredOr =
  (key: FieldMessage) =>
  (issue: { input?: unknown }): string =>
    fieldMessage(issue.input === undefined ? "required" : key);
const says = (key: FieldMessage) => ({ error: () => fieldMessage(key) });

export const wholeNumber = () => z.int({ error: requiredOr("wholeNumber") }).check(z.positive(says("atLeastOne")));

/** Digits only, sent as a JSON string (player and zone ids can have leading zeros). */
export const digits = () => z.string({ error: requiredOr("digits") }).check(z.regex(/^\d+$/, says("digitsOnly")));

export const text = () => z.string({ error: requiredOr("text") }).check(z.minLength(1, says("required")));

/** A number's upper bound, said in the form's language. */
export const atMost = (limit: number) =>
  z.maximum(limit, { error: () => fieldMessage("atMost").replace("#", String(limit)) });

export const isoDate = () => z.iso.date({ error: requiredOr("date") });

/** Title, description and examples, kept with the schema for forms, docs and the OpenAPI export. */
export const about = (meta: { title: string; description: string; examples?: unknown[] }) => z.meta(meta);
