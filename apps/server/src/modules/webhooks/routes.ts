import { createWebhookSchema } from "@parley/schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../lib/session.ts";

/** Mounted under /api/forms: the endpoints of one owner's form. */
export const webhooksRoutes = new Hono<AppEnv>()
  .use("/:id/webhooks", requireUser)
  .use("/:id/webhooks/*", requireUser)
  .get("/:id/webhooks", async (c) =>
    c.json(await c.get("deps").services.webhooks.list(currentUser(c).id, c.req.param("id"))),
  )
  .post("/:id/webhooks", jsonBody(createWebhookSchema), async (c) => {
    const { webhooks } = c.get("deps").services;
    const created = await webhooks.create(currentUser(c).id, c.req.param("id"), c.req.valid("json"));
    return c.json(created, 201);
  })
  .delete("/:id/webhooks/:webhookId", async (c) => {
    await c.get("deps").services.webhooks.remove(currentUser(c).id, c.req.param("id"), c.req.param("webhookId"));
    return c.body(null, 204);
  })
  .post("/:id/webhooks/:webhookId/test", async (c) => {
    const { webhooks } = c.get("deps").services;
    return c.json(await webhooks.test(currentUser(c).id, c.req.param("id"), c.req.param("webhookId")), 202);
  })
  .get("/:id/webhooks/:webhookId/deliveries", async (c) => {
    const { webhooks } = c.get("deps").services;
    return c.json(await webhooks.deliveries(currentUser(c).id, c.req.param("id"), c.req.param("webhookId")));
  });
