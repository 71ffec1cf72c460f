import { formInputSchema, LIMITS } from "@parley/schema";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";

const [driver] = testDrivers;

describe("the OpenAPI document", () => {
  let parley: TestParley;
  // biome-ignore lint/suspicious/noExplicitAny: the document is inspected field by field
  let doc: any;

  beforeAll(async () => {
    if (!driver) throw new Error("no database driver");
    parley = await startTestParley(driver);
    const res = await parley.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    doc = res.json;
  });
  afterAll(() => parley.stop());

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes every route the server answers, and no other", () => {
    const served = new Set<string>();
    for (const route of parley.app.routes) {
      // Middleware, the 404 catch-all and better-auth's catch-all (documented route by route) are not operations.
      if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
      served.add(`${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    }
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item as object)) documented.add(`${method} ${path}`);
    }
    expect(served.size).toBeGreaterThan(20);
    const authRoutes = [...documented].filter((op) => op.includes(" /api/auth/"));
    expect(authRoutes.sort()).toEqual([
      "get /api/auth/get-session",
      "post /api/auth/sign-in/email",
      "post /api/auth/sign-out",
      "post /api/auth/sign-up/email",
    ]);
    expect([...documented].filter((op) => !op.includes(" /api/auth/")).sort()).toEqual([...served].sort());
  });

  it("takes its bodies from the schemas the routes validate with", () => {
    const createForm = doc.paths["/api/forms"].post;
    expect(createForm.requestBody.content["application/json"].schema).toEqual(
      expect.objectContaining({ type: "object" }),
    );
    const { $schema: _, ...expected } = z.toJSONSchema(formInputSchema, { io: "input", unrepresentable: "any" });
    expect(createForm.requestBody.content["application/json"].schema).toEqual(expected);
    expect(createForm.requestBody.content["application/json"].schema.properties.title.maxLength).toBe(
      LIMITS.maxTitleLength,
    );
    const webhooks = doc.paths["/api/forms/{id}/webhooks"];
    expect(webhooks.post.requestBody.content["application/json"].schema.required).toEqual(["url"]);
    expect(webhooks.post.responses["201"].content["application/json"].schema.required.sort()).toEqual([
      "createdAt",
      "id",
      "partialUpdates",
      "secret",
      "url",
    ]);
    expect(webhooks.post.requestBody.content["application/json"].schema.properties.partialUpdates.type).toBe("boolean");
    expect(webhooks.get.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(
      doc.paths["/api/forms/{id}/webhooks/{webhookId}/deliveries"].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(["id", "webhookId"]);
  });

  it("is rendered at /api/docs from files this server serves", async () => {
    const page = await parley.call("GET", "/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url ?? "");
    expect(sources.length).toBe(3);
    for (const source of sources) {
      expect(source.startsWith("/api/docs/")).toBe(true);
      const asset = await parley.call("GET", source);
      expect(asset.status, source).toBe(200);
      expect(asset.text.length, source).toBeGreaterThan(50);
    }
    expect((await parley.call("GET", "/api/docs/package.json")).status).toBe(404);
  });
});
