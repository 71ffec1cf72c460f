import type { AppConfig } from "@parley/schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ping } from "../../db/client.ts";
import { DEMO_FORM_ID, DEMO_USER_ID } from "../demo/service.ts";

export const systemRoutes = new Hono<AppEnv>()
  .get("/health", async (c) => {
    const { database, engine } = c.get("deps");
    await ping(database.db);
    return c.json({ status: "ok" as const, database: database.kind, ai: engine.name });
  })
  .get("/config", (c) => {
    const { config } = c.get("deps");
    const body: AppConfig = {
      googleEnabled: Boolean(config.google),
      demo: { userId: DEMO_USER_ID, formId: DEMO_FORM_ID },
      plan: { formsPerMonth: config.plan.formsPerMonth, responsesPerForm: config.plan.responsesPerForm },
    };
    return c.json(body);
  });
