import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { actions, getAction } from "../../src/catalog/catalog";
import { openApiDocument, UNPUBLISHED_RESPONSE } from "../../src/catalog/openapi";

type Operation = {
  operationId: string;
  tags: string[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown>; example: unknown }> };
  responses: Record<string, { description: string }>;
  security?: unknown;
};

const document = openApiDocument();
const paths = document.paths as Record<string, Record<string, Operation>>;
const op = (path: string, method: string): Operation => {
  const found = paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
};

describe("the OpenAPI export", () => {
  it("is a valid OpenAPI 3.1 document for a maintained validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("would be refused by that validator if an operation lost its responses", async () => {
    const broken = structuredClone(document) as { paths: Record<string, Record<string, Partial<Operation>>> };
    delete broken.paths["/balance"]?.get?.responses;
    broken.paths["/games"] = { get: { operationId: "games", responses: { "2XX": { description: 1 } } } } as never;
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it("holds both path sets: a shared path once, a path of one set only under that set", () => {
    const published = new Set(actions.flatMap((action) => [action.path.console, action.path.rest]));
    expect(Object.keys(paths).sort()).toEqual([...published].sort());
    expect(op("/create_order", "post")).toMatchObject({ operationId: "create_order", tags: ["Console paths"] });
    expect(op("/orders", "post")).toMatchObject({ operationId: "create_order_rest", tags: ["REST paths"] });
    expect(op("/players/validate", "post").operationId).toBe("validate_player_rest");
    expect(op("/balance", "get").tags).toEqual(["Console paths", "REST paths"]);
    expect(document.tags).toEqual([
      { name: "Console paths", description: "Console paths: /create_order, /validate_player and the shared ones" },
      { name: "REST paths", description: "REST paths: /orders, /players/validate and the shared ones" },
    ]);
  });

  it("has one operation per action and path, with unique ids", () => {
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    const perAction = actions.map((action) => new Set(Object.values(action.path)).size);
    expect(ids).toHaveLength(perAction.reduce((sum, count) => sum + count, 0));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(actions.map((action) => action.id)));
  });

  it("puts GET parameters in the query, typed by the zod schemas", () => {
    const parameters = op("/wallet_history", "get").parameters ?? [];
    expect(parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ["page", "query", false],
      ["limit", "query", false],
      ["from", "query", false],
      ["to", "query", false],
    ]);
    expect(parameters[1]?.schema).toMatchObject({ type: "integer", maximum: 50000, title: "Limit" });
    expect(parameters[2]?.schema).toMatchObject({ type: "string", format: "date" });
    expect(op("/balance", "get").parameters).toEqual([]);
  });

  it("describes POST bodies as JSON objects, digit ids as strings", () => {
    const body = op("/orders", "post").requestBody;
    expect(body?.required).toBe(true);
    const schema = body?.content["application/json"]?.schema ?? {};
    expect(schema.required).toEqual(["product_id", "user_id", "reseller_ref"]);
    expect(schema.properties).toMatchObject({
      product_id: { type: "integer" },
      user_id: { type: "string", pattern: "^\\d+$" },
      zone_id: { type: "string" },
    });
    expect(schema).not.toHaveProperty("$schema");
    expect(body?.content["application/json"]?.example).toEqual(getAction("create_order").example);
  });

  it("authenticates every operation with a bearer key", () => {
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components).toMatchObject({ securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } });
  });

  it("marks every response as not published instead of inventing one", () => {
    for (const item of Object.values(paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.responses).toEqual({ default: { description: UNPUBLISHED_RESPONSE } });
      }
    }
    expect(UNPUBLISHED_RESPONSE).toMatch(/^Not published by the API/);
  });

  it("says which parameters are a guess and which action spends money", () => {
    expect(op("/statistics", "get")).toMatchObject({ "x-parameters-published": false });
    expect(op("/products", "get")).toMatchObject({ "x-parameters-published": true, "x-spends-money": false });
    expect(op("/create_order", "post")).toMatchObject({ "x-spends-money": true });
    expect(document.info).toMatchObject({ description: expect.stringMatching(/\(x-spends-money\): create_order\.$/) });
  });

  it("uses the given servers, or a template to fill in", () => {
    expect(document.servers).toEqual([
      expect.objectContaining({ url: "https://{host}/v1", variables: { host: expect.objectContaining({}) } }),
    ]);
    const servers = [{ url: "https://api.example.com/v1", description: "Production" }];
    expect(openApiDocument({ servers }).servers).toEqual(servers);
  });
});
