import { saveProgressSchema, submitResponseSchema } from "@parley/schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/http.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { isDemoForm } from "../demo/service.ts";

// Only a form with a responses cap can be closed by one address's posts.
const perFormLimit = rateLimit("submitPerForm", (c) => {
  const formId = c.req.param("formId") ?? "";
  return c.get("deps").config.plan.responsesPerForm > 0 && !isDemoForm(formId) ? formId : null;
});

export const publicFormsRoutes = new Hono<AppEnv>()
  .get("/:userId/:formId", async (c) => {
    const { responses } = c.get("deps").services;
    return c.json(await responses.publicForm(c.req.param("userId"), c.req.param("formId")));
  })
  .put("/:userId/:formId/progress", rateLimit("saveProgress"), jsonBody(saveProgressSchema), async (c) => {
    const { responses } = c.get("deps").services;
    return c.json(await responses.saveProgress(c.req.param("userId"), c.req.param("formId"), c.req.valid("json")));
  })
  .post(
    "/:userId/:formId/responses",
    rateLimit("submitResponse"),
    perFormLimit,
    jsonBody(submitResponseSchema),
    async (c) => {
      const { responses } = c.get("deps").services;
      const result = await responses.submit(c.req.param("userId"), c.req.param("formId"), c.req.valid("json"));
      // A repeat answers exactly as the first submission did.
      return c.json({ id: result.id }, 201);
    },
  );
