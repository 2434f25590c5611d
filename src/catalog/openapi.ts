import * as z from "zod/mini";
import { actions } from "./catalog";
import type { ActionDefinition, PathStyle } from "./define-action";

// The catalog as an OpenAPI 3.1 document, so the same API can be loaded into other tools.
// Only what the spec publishes is stated; everything else is marked as unknown, never guessed.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiServer {
  url: string;
  description?: string;
}

export const UNPUBLISHED_RESPONSE =
  "Not published by the API: its status codes, response bodies and errors are not documented, so none is assumed here.";

const UNPUBLISHED_PARAMETERS =
  "The API does not publish this action's parameters: these are the ones the console offers, a sensible guess.";

/** Where the build's openapi.json points: a placeholder to fill in, as the API's address is a deployment choice. */
const TEMPLATE_SERVER = {
  url: "https://{host}/v1",
  description: "Your Reseller API",
  variables: { host: { default: "api.example.com", description: "The API's host name" } },
};

const PATH_SET_TAGS: Record<PathStyle, string> = { console: "Console paths", rest: "REST paths" };

/** The parameters as JSON Schema 2020-12, the dialect OpenAPI 3.1 uses, as typed on the wire. */
function paramsSchema(action: ActionDefinition): JsonObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(action.params, { io: "input", unrepresentable: "any" });
  return schema as JsonObject;
}

function queryParameters(action: ActionDefinition): Json[] {
  const schema = paramsSchema(action);
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((schema.required ?? []) as string[]);
  const example = action.example as Record<string, Json | undefined>;
  return Object.entries(properties).map(([name, property]) => {
    const parameter: JsonObject = { name, in: "query", required: required.has(name), schema: property };
    if (typeof property.description === "string") parameter.description = property.description;
    const value = example[name];
    if (value !== undefined) parameter.example = value;
    return parameter;
  });
}

function operation(action: ActionDefinition, operationId: string, styles: PathStyle[]): JsonObject {
  const op: JsonObject = {
    operationId,
    summary: action.label,
    description: action.contractPublished ? action.summary : `${action.summary}\n\n${UNPUBLISHED_PARAMETERS}`,
    tags: styles.map((style) => PATH_SET_TAGS[style]),
    responses: { default: { description: UNPUBLISHED_RESPONSE } },
    "x-spends-money": action.spendsMoney,
    "x-parameters-published": action.contractPublished,
  };
  if (action.paramsIn === "query") {
    op.parameters = queryParameters(action);
  } else {
    const example = action.example as JsonObject;
    op.requestBody = { required: true, content: { "application/json": { schema: paramsSchema(action), example } } };
  }
  return op;
}

/** The paths of one set that the other set does not share, e.g. "/orders, /players/validate". */
function ownPaths(style: PathStyle): string {
  const differing = actions.filter((action) => action.path.console !== action.path.rest);
  return differing.map((action) => action.path[style]).join(", ");
}

/** Both path sets: one operation where they share a path, one per set where they differ. */
function paths(): JsonObject {
  const result: JsonObject = {};
  for (const action of actions) {
    const method = action.method.toLowerCase();
    if (action.path.console === action.path.rest) {
      result[action.path.console] = { [method]: operation(action, action.id, ["console", "rest"]) };
      continue;
    }
    result[action.path.console] = { [method]: operation(action, action.id, ["console"]) };
    result[action.path.rest] = { [method]: operation(action, `${action.id}_rest`, ["rest"]) };
  }
  return result;
}

export function openApiDocument({ servers = [] }: { servers?: OpenApiServer[] } = {}): JsonObject {
  const spending = actions.filter((action) => action.spendsMoney).map((action) => action.id);
  return {
    openapi: "3.1.0",
    info: {
      title: "Game Top-Up Reseller API",
      version: "1.0.0",
      description:
        "Every console action, with both published path sets. Response formats are not published, so every " +
        `response is left undescribed. Spends the wallet balance (x-spends-money): ${spending.join(", ")}.`,
    },
    servers: (servers.length > 0 ? servers : [TEMPLATE_SERVER]) as unknown as Json[],
    tags: [
      { name: PATH_SET_TAGS.console, description: `Console paths: ${ownPaths("console")} and the shared ones` },
      { name: PATH_SET_TAGS.rest, description: `REST paths: ${ownPaths("rest")} and the shared ones` },
    ],
    security: [{ bearerAuth: [] }],
    paths: paths(),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "Your reseller API key: Authorization: Bearer <key>",
        },
      },
    },
  };
}
