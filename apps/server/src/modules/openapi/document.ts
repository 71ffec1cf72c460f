import { errorBodySchema } from "@parley/schema";
import { z } from "zod";
import { type Operation, operations } from "./operations.ts";

type JsonSchema = Record<string, unknown>;

// Transforms and defaults have no JSON Schema of their own: describe what is accepted (input)
// and what is sent (output).
const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const errorResponse = (description: string) => ({
  description,
  content: json({ $ref: "#/components/schemas/Error" }),
});

function operationObject(op: Operation) {
  const parameters = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  // Query parameters, each with its own schema and description, from the object the route parses.
  const query = op.query
    ? (toSchema(op.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] })
    : {};
  for (const [name, schema] of Object.entries(query.properties ?? {})) {
    const { description, ...rest } = schema;
    parameters.push({
      name,
      in: "query",
      required: query.required?.includes(name) ?? false,
      schema: rest as { type: string },
      ...(description ? { description } : {}),
    } as (typeof parameters)[number]);
  }
  const { status, schema, contentType, description } = op.response;
  const success: Record<string, unknown> = { description: description ?? op.summary };
  if (schema) success.content = json(toSchema(schema, "output"));
  else if (contentType) success.content = { [contentType]: { schema: { type: "string" } } };
  const responses: Record<string, unknown> = { [status]: success };
  if (op.body) responses[400] = errorResponse("The body is not valid; `details` names each problem");
  if (op.access === "owner") responses[401] = errorResponse("No session cookie or API key, or a revoked key");
  if (op.query) responses[400] ??= errorResponse("A query parameter is not valid");
  if (op.path.includes(":")) responses[404] = errorResponse("Not found, or not this owner's");
  return {
    summary: op.summary,
    tags: [op.tag],
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_m, c: string) => c.toUpperCase())}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: json(toSchema(op.body, "input")) } } : {}),
    responses,
    ...(op.access === "owner" ? { security: [{ session: [] }, { apiKey: [] }] } : {}),
    ...(op.access === "optional owner" ? { security: [{}, { session: [] }, { apiKey: [] }] } : {}),
  };
}

/** The OpenAPI 3.1 document of the API, made from the zod schemas the routes validate with. */
export function openApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, "{$1}");
    paths[path] ??= {};
    paths[path][op.method] = operationObject(op);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Parley API",
      version: "1.0.0",
      description:
        "Owner routes accept the session cookie of the web app or `Authorization: Bearer <API key>` (create keys in a form's settings: Settings on the dashboard, or the overview's Integrations tab). Errors are `{ error: { code, message, details? } }`.",
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas: { Error: toSchema(errorBodySchema, "output") },
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        apiKey: { type: "http", scheme: "bearer", description: "An API key made by the owner" },
      },
    },
  };
}
