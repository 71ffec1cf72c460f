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
import { jsonBody, parseJson } from "../../lib/http.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { withOptionalUser } from "../../lib/session.ts";

// Signed-out callers (respondents asking for a follow-up, visitors drafting a form) need little;
// the large analyses are the owners'.
export const ANONYMOUS_AI_BODY_LIMIT_BYTES = 64 * 1024;
export const ANONYMOUS_ANALYSIS_MAX_RESPONSES = 200;

const anonymousBodyLimit = bodyLimit({
  maxSize: ANONYMOUS_AI_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large. Sign in to send more.");
  },
});

const callerLimits = [
  withOptionalUser,
  createMiddleware<AppEnv>((c, next) => (c.get("user") ? next() : anonymousBodyLimit(c, next))),
] as const;

/** The spec's four AI calls, same paths and bodies; the engine behind them is configurable. */
export const aiRoutes = new Hono<AppEnv>()
  .post(
    "/generate-questions",
    rateLimit("generateQuestions"),
    ...callerLimits,
    jsonBody(generateQuestionsBodySchema),
    async (c) => {
      const { message } = c.req.valid("json");
      const questions = await c.get("deps").engine.generateQuestions(message);
      return c.json({ message: { questions } });
    },
  )
  .post(
    "/generate-questions-title",
    rateLimit("generateTitle"),
    ...callerLimits,
    jsonBody(generateTitleBodySchema),
    async (c) => {
      const { questions } = c.req.valid("json");
      return c.json({ title: await c.get("deps").engine.generateTitle(questions) });
    },
  )
  .post("/poking-questions", rateLimit("followUp"), ...callerLimits, jsonBody(followUpBodySchema), async (c) => {
    return c.json({ message: await c.get("deps").engine.followUp(c.req.valid("json")) });
  })
  .post("/analyze-sentiment", rateLimit("analyzeSentiment"), ...callerLimits, async (c) => {
    const { engine } = c.get("deps");
    const maxResponses = c.get("user") ? undefined : ANONYMOUS_ANALYSIS_MAX_RESPONSES;
    const tooMany = () =>
      new AppError("PAYLOAD_TOO_LARGE", `Sign in to analyse more than ${maxResponses} responses at once.`);
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
