import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { currentUser, requireUser } from "../../lib/session.ts";

/** A form's themes per question and the answers behind a theme, for its owner. */
export const formQuotesRoutes = new Hono<AppEnv>()
  .get("/:id/themes", requireUser, async (c) =>
    c.json(await c.get("deps").services.quotes.themes(currentUser(c).id, c.req.param("id"))),
  )
  .get("/:id/quotes", requireUser, async (c) =>
    c.json(await c.get("deps").services.quotes.quotes(currentUser(c).id, c.req.param("id"), c.req.query())),
  );
