import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { currentUser, requireUser } from "../../lib/session.ts";
import { completeOnly } from "../responses/completion.ts";

/** Mounted under /api/forms: the analysis of a form's stored responses. */
export const analysisRoutes = new Hono<AppEnv>().use("/:id/analysis", requireUser).get("/:id/analysis", async (c) =>
  c.json({
    analysis: await c
      .get("deps")
      .services.analysis.forForm(currentUser(c).id, c.req.param("id"), completeOnly(c.req.query())),
  }),
);
