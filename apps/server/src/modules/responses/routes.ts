import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { readJson } from "../../lib/http.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { DEMO_FORM_ID } from "../demo/service.ts";

// Only a form with a responses cap can be closed by one address's posts.
const perFormLimit = rateLimit("submitPerForm", (c) => {
  const formId = c.req.param("formId") ?? "";
  return c.get("deps").config.plan.responsesPerForm > 0 && formId !== DEMO_FORM_ID ? formId : null;
});

export const publicFormsRoutes = new Hono<AppEnv>()
  .get("/:userId/:formId", async (c) => {
    const { responses } = c.get("deps").services;
    return c.json(await responses.publicForm(c.req.param("userId"), c.req.param("formId")));
  })
  .put("/:userId/:formId/progress", rateLimit("saveProgress"), async (c) => {
    const { responses } = c.get("deps").services;
    return c.json(await responses.saveProgress(c.req.param("userId"), c.req.param("formId"), await readJson(c)));
  })
  .post("/:userId/:formId/responses", rateLimit("submitResponse"), perFormLimit, async (c) => {
    const { responses } = c.get("deps").services;
    const body = await readJson(c);
    const result = await responses.submit(c.req.param("userId"), c.req.param("formId"), body);
    // A repeat answers exactly as the first submission did.
    return c.json({ id: result.id }, 201);
  });
