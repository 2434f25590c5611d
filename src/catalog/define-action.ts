import type * as z from "zod/mini";

/** The two published path sets. Most actions have one path in both; ordering and player validation differ. */
export type PathStyle = "console" | "rest";

export type HttpMethod = "GET" | "POST";

export interface ActionDefinition<S extends z.ZodMiniObject = z.ZodMiniObject> {
  /** Stable id, also used in share links and file names. */
  id: string;
  /** The console label, exactly as the spec lists it. */
  label: string;
  method: HttpMethod;
  path: Record<PathStyle, string>;
  /** Parameters with their types as sent on the wire; labels live in their metadata. */
  params: S;
  /** GET actions send parameters in the query string, POST actions as a JSON body. */
  paramsIn: "query" | "body";
  /** Sending it spends the reseller's balance: confirm first, never twice. */
  spendsMoney: boolean;
  /** False where the spec does not publish the parameters: ours are a sensible guess. */
  contractPublished: boolean;
  summary: string;
  /** Fields given a new value for every attempt, such as an idempotency reference. */
  fresh?: Record<string, () => string>;
  /** A valid set of parameters, used in docs and tests. */
  example: z.input<S>;
}

/** Identity helper: fixes the generics so each action file stays plain data. */
export function defineAction<S extends z.ZodMiniObject>(action: ActionDefinition<S>): ActionDefinition<S> {
  return action;
}
