import {
  analyzeSentimentBodySchema,
  followUpBodySchema,
  generateQuestionsBodySchema,
  generateTitleBodySchema,
} from "@parley/schema";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../errors.ts";
import { parseJson } from "../../lib/http.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { withOptionalUser } from "../../lib/session.ts";

// Signed-out callers (respondents asking for a follow-up, visitors drafting a form) need little;
// the large analyses are the owners'.
export const ANONYMOUS_AI_BODY_LIMIT_BYTES = 64 * 1024;
export const ANONYMOUS_ANALYSIS_MAX_RESPONSES = 200;

const anonymousBodyLimit = bodyLimit({
  maxSize: ANONYMOUS_AI_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError(413, "PAYLOAD_TOO_LARGE", "The request body is too large. Sign in to send more.");
  },
});

const callerLimits = [
  withOptionalUser,
  createMiddleware<AppEnv>((c, next) => (c.get("user") ? next() : anonymousBodyLimit(c, next))),
] as const;

/** The spec's four AI calls, same paths and bodies; the engine behind them is configurable. */
export const aiRoutes = new Hono<AppEnv>()
  .post("/generate-questions", rateLimit("generateQuestions"), ...callerLimits, async (c) => {
    const { message } = await parseJson(c, generateQuestionsBodySchema);
    const questions = await c.get("deps").engine.generateQuestions(message);
    return c.json({ message: { questions } });
  })
  .post("/generate-questions-title", rateLimit("generateTitle"), ...callerLimits, async (c) => {
    const { questions } = await parseJson(c, generateTitleBodySchema);
    return c.json({ title: await c.get("deps").engine.generateTitle(questions) });
  })
  .post("/poking-questions", rateLimit("followUp"), ...callerLimits, async (c) => {
    const body = await parseJson(c, followUpBodySchema);
    return c.json({ message: await c.get("deps").engine.followUp(body) });
  })
  .post("/analyze-sentiment", rateLimit("analyzeSentiment"), ...callerLimits, async (c) => {
    const { engine } = c.get("deps");
    const maxResponses = c.get("user") ? undefined : ANONYMOUS_ANALYSIS_MAX_RESPONSES;
    const tooMany = () =>
      new AppError(413, "PAYLOAD_TOO_LARGE", `Sign in to analyse more than ${maxResponses} responses at once.`);
    if (engine.analyzeRequest) {
      const analysis = await engine.analyzeRequest(await c.req.text(), { maxResponses });
      if (!analysis) throw tooMany();
      return c.json({ analysis });
    }
    const { responses, formQuestions } = await parseJson(c, analyzeSentimentBodySchema);
    if (maxResponses !== undefined && responses.length > maxResponses) throw tooMany();
    const analysis = await engine.analyze({ questions: formQuestions, responses: responses.map((r) => r.responses) });
    return c.json({ analysis });
  });
