import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { readJson } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../lib/session.ts";

export const apiKeysRoutes = new Hono<AppEnv>()
  .use("/*", requireUser)
  .get("/", async (c) => c.json(await c.get("deps").services.apiKeys.list(currentUser(c).id)))
  .post("/", async (c) => {
    const { apiKeys } = c.get("deps").services;
    return c.json(await apiKeys.create(currentUser(c).id, await readJson(c)), 201);
  })
  .delete("/:keyId", async (c) => {
    await c.get("deps").services.apiKeys.revoke(currentUser(c).id, c.req.param("keyId"));
    return c.body(null, 204);
  });
