import * as z from "zod/mini";
import type * as core from "zod/v4/core";
import { type ApiResult, type FieldErrors, failure } from "./api-result";

/** A 422 whose `fields` carry the catalog schema's own messages, by parameter name. */
export function validationFailure(error: core.$ZodError): ApiResult {
  const flat = z.flattenError(error);
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(flat.fieldErrors as Record<string, string[] | undefined>)) {
    if (messages?.length) fields[name] = messages;
  }
  const message = flat.formErrors[0] ?? `Some parameters are not valid: ${Object.keys(fields).join(", ")}.`;
  return failure("VALIDATION_ERROR", message, { fields });
}

/** The same 422 for a rule the schema cannot express (it spans two fields). */
export function fieldsFailure(fields: FieldErrors, message: string): ApiResult {
  return failure("VALIDATION_ERROR", message, { fields });
}
