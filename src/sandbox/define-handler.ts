import type * as z from "zod/mini";
import type { ActionDefinition } from "../catalog/define-action";
import { textInputSchema } from "../catalog/text-input";
import type { Account } from "./account";
import type { AnswerStyle } from "./answer-style";
import type { ApiResult } from "./api-result";
import { validationFailure } from "./validation-error";

export interface HandlerContext {
  account: Account;
  /** Sandbox time of this request. */
  now: number;
  /** How the account says what the handler decides: its money, times and records. */
  style: AnswerStyle;
}

export interface ActionHandler {
  action: ActionDefinition;
  /** `input` is the JSON body object, or the query string as a plain record of strings. */
  run(input: Record<string, unknown>, context: HandlerContext): ApiResult;
}

/**
 * Binds a handler to its catalog action and validates with the catalog's schema: the
 * body as it is, a query string through the same text conversion the console's form uses.
 */
export function defineHandler<S extends z.ZodMiniObject>(
  action: ActionDefinition<S>,
  handle: (params: z.output<S>, context: HandlerContext) => ApiResult,
): ActionHandler {
  const schema = action.paramsIn === "body" ? action.params : textInputSchema(action.params);
  return {
    action,
    run(input, context) {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return validationFailure(parsed.error);
      // textInputSchema wraps each field of action.params, so its output has the same type.
      return handle(parsed.data as z.output<S>, context);
    },
  };
}
