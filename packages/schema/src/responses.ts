import { z } from "zod";
import { parseAnswerId } from "./answer-id.ts";
import { questionTypeSchema } from "./forms.ts";
import { LIMITS } from "./limits.ts";

/** One answer; multiple checkbox choices are joined with ', '. */
export const answerEntrySchema = z.object({
  id: z
    .string()
    .refine((id) => parseAnswerId(id) !== null, { error: "Answer id must be a question id or '{parentId}.{n}'." }),
  question: z.string().max(LIMITS.maxTextLength),
  type: questionTypeSchema,
  answer: z
    .string()
    .max(LIMITS.maxAnswerLength, { error: `Answers must be at most ${LIMITS.maxAnswerLength} characters.` }),
  isFollowUp: z.boolean(),
});
export type AnswerEntry = z.infer<typeof answerEntrySchema>;

export const submitResponseSchema = z.object({
  responses: z.array(answerEntrySchema).max(LIMITS.maxQuestions * (1 + LIMITS.maxFollowUpsPerQuestion)),
  /** Made once per submission by the respondent's browser, so a retry never stores twice. */
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export type SubmitResponseBody = z.infer<typeof submitResponseSchema>;

export const storedResponseSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  responses: z.array(answerEntrySchema),
});
export type StoredResponse = z.infer<typeof storedResponseSchema>;
