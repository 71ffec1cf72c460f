import { z } from "zod";
import { sentimentSchema } from "./analysis.ts";
import { questionTypeSchema } from "./forms.ts";
import { storedResponseSchema } from "./responses.ts";

export const RESPONSES_PAGE_DEFAULT = 50;
export const RESPONSES_PAGE_MAX = 200;

const completeFlagSchema = z.enum(["true", "false"], { error: "complete must be true or false." });

/** Query of GET /api/forms/:id/summary and /analysis: `complete=true` leaves partial responses out. */
export const completeOnlyQuerySchema = z.object({ complete: completeFlagSchema.optional() });

/** How many items a page holds: 1 to RESPONSES_PAGE_MAX, RESPONSES_PAGE_DEFAULT when not given. */
export const pageLimitSchema = z.coerce
  .number({ error: "limit must be a whole number." })
  .int({ error: "limit must be a whole number." })
  .min(1, { error: `limit must be from 1 to ${RESPONSES_PAGE_MAX}.` })
  .max(RESPONSES_PAGE_MAX, { error: `limit must be from 1 to ${RESPONSES_PAGE_MAX}.` })
  .default(RESPONSES_PAGE_DEFAULT);

/** Query of GET /api/forms/:id/responses when it pages (any of `cursor` or `limit` given). */
export const responsesPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: pageLimitSchema,
  /** With `choice`: only responses whose answer to this radio or checkbox question includes that option. */
  question: z
    .string()
    .regex(/^\d+$/, { error: "question must be a question id." })
    .optional()
    .describe("With `choice`: a radio or checkbox question's id"),
  choice: z.string().max(2000).optional().describe("With `question`: one of its options; responses that chose it"),
  /** Only responses with an open answer on this theme: one the theme's words were found in, or containing the text, any case. */
  theme: z.string().trim().min(1).max(200).optional().describe("Responses with an open answer on this theme"),
  /** Only responses with an open answer of this sentiment. */
  sentiment: sentimentSchema.optional().describe("Responses with an open answer of this sentiment"),
  /** Only this response (opened from a quote). */
  response: z.string().min(1).max(200).optional().describe("Only this response"),
  /** `true`: completed responses only; `false`: partial ones only; absent: both. */
  complete: completeFlagSchema.optional().describe("`true`: completed responses only; `false`: partial ones only"),
});
export type ResponsesPageQuery = z.infer<typeof responsesPageQuerySchema>;

/** One page of a form's responses, oldest first; `nextCursor` is null on the last page. */
export const responsesPageSchema = z.object({
  total: z.number().int(),
  items: z.array(storedResponseSchema),
  nextCursor: z.string().nullable(),
});
export type ResponsesPage = z.infer<typeof responsesPageSchema>;

const countSchema = z.object({ value: z.string(), count: z.number().int() });

/** Per-question figures that fit the type (GET /api/forms/:id/summary). */
export const questionSummarySchema = z.object({
  questionId: z.union([z.string(), z.number()]),
  type: questionTypeSchema,
  /** Responses that hold an entry for the question. */
  reached: z.number().int(),
  /** Responses with a non-blank answer. */
  answered: z.number().int(),
  /** radio and checkbox: every option of the form, in its order, then answers no longer an option. */
  options: z.array(countSchema).optional(),
  /** slider: one bar per whole number from min to max. */
  histogram: z.array(countSchema).optional(),
  mean: z.number().nullable().optional(),
  median: z.number().nullable().optional(),
  /** open-ended with Prompt: how many follow-ups were answered. */
  followUpsAnswered: z.number().int().optional(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const formResultsSummarySchema = z.object({
  /** Responses begun (partial and completed), and those finished: always of every response. */
  started: z.number().int(),
  completed: z.number().int(),
  completionRate: z.number().nullable(),
  /** From the first stored answer to completion, over responses whose progress was stored; null if none. */
  medianSeconds: z.number().nullable(),
  questions: z.array(questionSummarySchema),
});
export type FormResultsSummary = z.infer<typeof formResultsSummarySchema>;
