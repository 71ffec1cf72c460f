import { z } from "zod";
import { sentimentSchema } from "./analysis.ts";
import { pageLimitSchema } from "./results.ts";

/** Query of GET /api/forms/:id/quotes: the open answers behind a theme. */
export const themeQuotesQuerySchema = z.object({
  theme: z.string({ error: "theme is required." }).trim().min(1, { error: "theme is required." }).max(200),
  /** Only the answers to this question and its follow-ups. */
  question: z.string().regex(/^\d+$/, { error: "question must be a question id." }).optional(),
  limit: pageLimitSchema,
});
export type ThemeQuotesQuery = z.infer<typeof themeQuotesQuerySchema>;

export const themeQuoteSchema = z.object({
  responseId: z.string(),
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
  sentiment: sentimentSchema,
  createdAt: z.string(),
});
export type ThemeQuote = z.infer<typeof themeQuoteSchema>;

/** The first `limit` quotes, oldest first, and how many there are. */
export const themeQuotesSchema = z.object({ total: z.number().int(), items: z.array(themeQuoteSchema) });
export type ThemeQuotes = z.infer<typeof themeQuotesSchema>;

export const themeCountSchema = z.object({
  label: z.string(),
  /** Open answers that speak of it. */
  count: z.number().int(),
  positive: z.number().int(),
  negative: z.number().int(),
  neutral: z.number().int(),
});
export type ThemeCount = z.infer<typeof themeCountSchema>;

/** GET /api/forms/:id/themes: the themes of each open question (follow-ups included), most said first. */
export const formThemesSchema = z.object({
  questions: z.array(z.object({ questionId: z.string(), themes: z.array(themeCountSchema) })),
});
export type FormThemes = z.infer<typeof formThemesSchema>;
