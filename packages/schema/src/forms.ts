import { z } from "zod";
import { LIMITS, stripBidiControls } from "./limits.ts";
import { hasOptions, questionTypes } from "./question-types.ts";

/** Text an owner writes and others read: bidirectional controls are dropped. */
const shownText = () => z.string().overwrite(stripBidiControls);

export const questionTypeSchema = z.enum(questionTypes, {
  error: () => `Question type must be one of: ${questionTypes.join(", ")}.`,
});

export const optionSchema = z.object({ key: z.number().int().nonnegative(), value: z.string() });
export type QuestionOption = z.infer<typeof optionSchema>;

/** A question as stored: ids from 1, or '{parentId}.{n}' for a generated follow-up. */
export const questionSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+(\.\d+)?$/)]),
  question: z.string(),
  type: questionTypeSchema,
  options: z.array(optionSchema).optional(),
  requiresPrompt: z.boolean().optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type Question = z.infer<typeof questionSchema>;

const textTooLong = `text must be at most ${LIMITS.maxTextLength} characters.`;

/** Options arrive as plain strings while editing, or as {key, value} objects. */
const optionInputSchema = z.union([
  shownText().max(LIMITS.maxTextLength, { error: `Option ${textTooLong}` }),
  z.object({
    key: z.number().int().nonnegative().optional(),
    value: shownText().max(LIMITS.maxTextLength, { error: `Option ${textTooLong}` }),
  }),
]);

export const questionInputSchema = z
  .object({
    id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).optional(),
    question: shownText().max(LIMITS.maxTextLength, { error: `Question ${textTooLong}` }),
    type: questionTypeSchema,
    options: z
      .array(optionInputSchema)
      .max(LIMITS.maxOptions, { error: `A question can have at most ${LIMITS.maxOptions} options.` })
      .optional(),
    requiresPrompt: z.boolean().optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.question.trim() === "")
      ctx.addIssue({ code: "custom", message: "Question cannot be empty!", path: ["question"] });
    for (const option of q.options ?? []) {
      const value = typeof option === "string" ? option : option.value;
      if (hasOptions(q.type) && value.trim() === "") {
        ctx.addIssue({ code: "custom", message: "Option cannot be empty!", path: ["options"] });
        break;
      }
    }
    if (q.type === "slider" && (q.min ?? 0) >= (q.max ?? 10)) {
      ctx.addIssue({ code: "custom", message: "Slider minimum must be less than its maximum.", path: ["min"] });
    }
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const formInputSchema = z.object({
  title: shownText()
    .max(LIMITS.maxTitleLength, { error: `Title must be at most ${LIMITS.maxTitleLength} characters.` })
    .default(""),
  questions: z
    .array(questionInputSchema)
    .max(LIMITS.maxQuestions, { error: `A form can have at most ${LIMITS.maxQuestions} questions.` }),
});
export type FormInput = z.input<typeof formInputSchema>;

export const formSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  title: z.string(),
  questions: z.array(questionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Form = z.infer<typeof formSchema>;

export const formSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  responseCount: z.number().int(),
  createdAt: z.string(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

export const publicFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  questions: z.array(questionSchema),
  acceptingResponses: z.boolean(),
});
export type PublicForm = z.infer<typeof publicFormSchema>;
