import {
  analyzeSentimentBodySchema,
  followUpBodySchema,
  generateQuestionsBodySchema,
  generateTitleBodySchema,
} from "@parley/schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseJson } from "../../lib/http.ts";
import { rateLimit } from "../../lib/rate-limit.ts";

/** The spec's four AI calls, same paths and bodies; the engine behind them is configurable. */
export const aiRoutes = new Hono<AppEnv>()
  .post("/generate-questions", rateLimit("generateQuestions"), async (c) => {
    const { message } = await parseJson(c, generateQuestionsBodySchema);
    const questions = await c.get("deps").engine.generateQuestions(message);
    return c.json({ message: { questions } });
  })
  .post("/generate-questions-title", rateLimit("generateTitle"), async (c) => {
    const { questions } = await parseJson(c, generateTitleBodySchema);
    return c.json({ title: await c.get("deps").engine.generateTitle(questions) });
  })
  .post("/poking-questions", rateLimit("followUp"), async (c) => {
    const body = await parseJson(c, followUpBodySchema);
    return c.json({ message: await c.get("deps").engine.followUp(body) });
  })
  .post("/analyze-sentiment", rateLimit("analyzeSentiment"), async (c) => {
    const { responses, formQuestions } = await parseJson(c, analyzeSentimentBodySchema);
    const analysis = await c.get("deps").engine.analyze({
      questions: formQuestions,
      responses: responses.map((r) => r.responses),
    });
    return c.json({ analysis });
  });
