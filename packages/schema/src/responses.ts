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

const answersSchema = z.array(answerEntrySchema).max(LIMITS.maxQuestions * (1 + LIMITS.maxFollowUpsPerQuestion));
/** Made on the respondent's device when the chat starts: the one response record of that conversation. */
const sessionIdSchema = z
  .string()
  .regex(/^[\w-]{8,100}$/, { error: "sessionId must be 8 to 100 letters, digits, '-' or '_'." });

export const submitResponseSchema = z.object({
  responses: answersSchema,
  /** Made once per submission by the respondent's browser, so a retry never stores twice. */
  idempotencyKey: z.string().min(8).max(100).optional(),
  /** The conversation's progress record, which this submission completes. */
  sessionId: sessionIdSchema.optional(),
});
export type SubmitResponseBody = z.infer<typeof submitResponseSchema>;

/** PUT .../progress: the answers so far of one conversation; a repeat changes nothing. */
export const saveProgressSchema = z.object({
  sessionId: sessionIdSchema,
  responses: answersSchema,
});
export type SaveProgressBody = z.infer<typeof saveProgressSchema>;

export const responseStatusSchema = z.enum(["completed", "partial"]);
export type ResponseStatus = z.infer<typeof responseStatusSchema>;

export const storedResponseSchema = z.object({
  id: z.string(),
  /** When the response was started (its first stored answer). */
  createdAt: z.string(),
  responses: z.array(answerEntrySchema),
  /** `partial` while the respondent has not finished; absent in bodies from older servers. */
  status: responseStatusSchema.optional(),
  completedAt: z.string().nullable().optional(),
});
export type StoredResponse = z.infer<typeof storedResponseSchema>;
