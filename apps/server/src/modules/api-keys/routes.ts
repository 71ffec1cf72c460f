import { createApiKeySchema } from "@parley/schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../lib/session.ts";

export const apiKeysRoutes = new Hono<AppEnv>()
  .use("/*", requireUser)
  .get("/", async (c) => c.json(await c.get("deps").services.apiKeys.list(currentUser(c).id)))
  .post("/", jsonBody(createApiKeySchema), async (c) => {
    const { apiKeys } = c.get("deps").services;
    return c.json(await apiKeys.create(currentUser(c).id, c.req.valid("json").name), 201);
  })
  .delete("/:keyId", async (c) => {
    await c.get("deps").services.apiKeys.revoke(currentUser(c).id, c.req.param("keyId"));
    return c.body(null, 204);
  });
