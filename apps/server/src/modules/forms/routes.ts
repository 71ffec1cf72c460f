import { formInputSchema } from "@parley/schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/http.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { currentUser, requireUser, withOptionalUser } from "../../lib/session.ts";
import { ownerOrDemo } from "../demo/service.ts";

const signedOutCreation = rateLimit("anonymousForm");

export const formsRoutes = new Hono<AppEnv>()
  .post(
    "/",
    withOptionalUser,
    async (c, next) => {
      // Signed out, the creator saves under the demo owner (spec section 3), limited per address.
      if (!c.get("user")) return signedOutCreation(c, next);
      await next();
    },
    jsonBody(formInputSchema),
    async (c) => {
      const { forms } = c.get("deps").services;
      const ownerId = ownerOrDemo(c.get("user"));
      const form = await forms.create(ownerId, c.req.valid("json"));
      return c.json(form, 201);
    },
  )
  .use("/*", requireUser)
  .get("/", async (c) => c.json(await c.get("deps").services.forms.list(currentUser(c).id)))
  .get("/:id", async (c) => c.json(await c.get("deps").services.forms.get(currentUser(c).id, c.req.param("id"))))
  .put("/:id", jsonBody(formInputSchema), async (c) => {
    const { forms } = c.get("deps").services;
    return c.json(await forms.update(currentUser(c).id, c.req.param("id"), c.req.valid("json")));
  })
  .delete("/:id", async (c) => {
    await c.get("deps").services.forms.remove(currentUser(c).id, c.req.param("id"));
    return c.body(null, 204);
  });
