import { z } from "zod";

export const sentimentSchema = z.enum(["positive", "negative", "neutral"]);
export type Sentiment = z.infer<typeof sentimentSchema>;

const percentsSchema = z.object({
  positive: z.number().int().min(0).max(100),
  negative: z.number().int().min(0).max(100),
  neutral: z.number().int().min(0).max(100),
});

/** The sentiment analysis result of spec section 3; percents are integers summing to 100. */
export const analysisSchema = z.object({
  overallSentiment: percentsSchema,
  commonThemes: z.array(z.string()),
  actionableInsights: z.array(z.string()),
  questions: z.array(
    z.object({
      questionId: z.union([z.string(), z.number()]),
      text: z.string(),
      sentiment: sentimentSchema,
      /** How the question's answers split, for its pie; analyses stored before it have none. */
      breakdown: percentsSchema.optional(),
      responsePatterns: z.object({ mostCommonKeywords: z.array(z.string()) }),
    }),
  ),
});
export type Analysis = z.infer<typeof analysisSchema>;
