import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { currentUser, requireUser } from "../../lib/session.ts";
import { responsesToCsv } from "../forms/csv.ts";

/**
 * Owner routes over a form's responses: read (whole or a page at a time), summarise, export, delete.
 * Each route checks the session itself: these share their base path with the forms routes.
 */
export const formResponsesRoutes = new Hono<AppEnv>()
  .get("/:id/responses", requireUser, async (c) => {
    const { forms, results } = c.get("deps").services;
    const owner = currentUser(c).id;
    const query = c.req.query();
    // Without paging parameters the answer stays the whole list, as earlier clients expect.
    if (query.cursor === undefined && query.limit === undefined) {
      return c.json(await forms.responses(owner, c.req.param("id")));
    }
    return c.json(await results.page(owner, c.req.param("id"), query));
  })
  .get("/:id/summary", requireUser, async (c) =>
    c.json(await c.get("deps").services.results.summary(currentUser(c).id, c.req.param("id"))),
  )
  .delete("/:id/responses/:responseId", requireUser, async (c) => {
    const { results } = c.get("deps").services;
    await results.removeOne(currentUser(c).id, c.req.param("id"), c.req.param("responseId"));
    return c.body(null, 204);
  })
  .delete("/:id/responses", requireUser, async (c) => {
    const { results } = c.get("deps").services;
    const deleted = await results.removeAll(currentUser(c).id, c.req.param("id"));
    return c.json({ deleted });
  })
  .get("/:id/responses.csv", requireUser, async (c) => {
    const { forms } = c.get("deps").services;
    const owner = currentUser(c).id;
    const form = await forms.get(owner, c.req.param("id"));
    const csv = responsesToCsv(form.questions, await forms.responses(owner, form.id));
    const name = (form.title || "responses").replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "responses";
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header(
      "Content-Disposition",
      `attachment; filename="${name}.csv"; filename*=UTF-8''${encodeURIComponent(name)}.csv`,
    );
    return c.body(csv);
  });
