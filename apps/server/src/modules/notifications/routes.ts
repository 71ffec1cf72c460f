import { updateNotificationsSchema } from "@parley/schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../lib/session.ts";

/** Mounted under /api/forms: how the owner hears of a form's new responses. */
export const notificationsRoutes = new Hono<AppEnv>()
  .use("/:id/notifications", requireUser)
  .get("/:id/notifications", async (c) =>
    c.json(await c.get("deps").services.notifications.read(currentUser(c).id, c.req.param("id"))),
  )
  .put("/:id/notifications", jsonBody(updateNotificationsSchema), async (c) => {
    const { notifications } = c.get("deps").services;
    return c.json(await notifications.update(currentUser(c).id, c.req.param("id"), c.req.valid("json")));
  });
