import { z } from "zod";
import { analysisSchema } from "./analysis.ts";
import { questionSchema } from "./forms.ts";
import { LIMITS } from "./limits.ts";
import { answerEntrySchema } from "./responses.ts";

export const generateQuestionsBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: "Describe the purpose of your form." })
    .max(LIMITS.maxPurposeLength, { error: `The purpose must be at most ${LIMITS.maxPurposeLength} characters.` }),
});
export const generateQuestionsResultSchema = z.object({ message: z.object({ questions: z.array(questionSchema) }) });

export const generateTitleBodySchema = z.object({
  questions: z.array(questionSchema).min(1).max(LIMITS.maxQuestions),
});
export const generateTitleResultSchema = z.object({ title: z.string() });

/** One exchange of a chat thread: a question asked and the respondent's answer to it. */
const followUpTurnSchema = z.object({
  question: z.string().max(LIMITS.maxTextLength),
  answer: z.string().max(LIMITS.maxAnswerLength),
});

export const followUpBodySchema = z.object({
  question: z.string().trim().min(1).max(LIMITS.maxTextLength),
  answer: z.string().trim().min(1).max(LIMITS.maxAnswerLength),
  /** Follow-ups already asked for this question, so a new one does not repeat them. */
  previous: z.array(z.string().max(LIMITS.maxTextLength)).max(LIMITS.maxFollowUpsPerQuestion).optional(),
  /**
   * The exchanges before this one on the same question, oldest first: the question first asked and
   * its answer, then each earlier follow-up and its reply. A reply ("yes, twice") reads right only beside them.
   */
  thread: z.array(followUpTurnSchema).max(LIMITS.maxFollowUpsPerQuestion).optional(),
});
export type FollowUpTurn = z.infer<typeof followUpTurnSchema>;
export const followUpResultSchema = z.object({ message: z.string() });

export const analyzeSentimentBodySchema = z.object({
  responses: z
    .array(z.object({ responses: z.array(answerEntrySchema) }).passthrough())
    .max(LIMITS.maxResponsesPerAnalysisRequest),
  formQuestions: z.array(questionSchema).max(LIMITS.maxQuestions),
});
export const analyzeSentimentResultSchema = z.object({ analysis: analysisSchema });

/** What the web app needs to know about this server before it renders. */
export const appConfigSchema = z.object({
  googleEnabled: z.boolean(),
  demo: z.object({ userId: z.string(), formId: z.string() }),
  plan: z.object({ formsPerMonth: z.number().int(), responsesPerForm: z.number().int() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  ai: z.string(),
});
