import type { Analysis, Sentiment } from "@parley/schema";

export interface SentimentSlice {
  name: string;
  value: number;
  color: string;
}

/** Spec section 2: positive blue, negative red, neutral yellow. */
export const SENTIMENT_COLORS: Record<Sentiment, string> = {
  positive: "blue.6",
  negative: "red.6",
  neutral: "yellow.5",
};

export const SENTIMENT_LABELS: Record<Sentiment, string> = {
  positive: "Positive",
  negative: "Negative",
  neutral: "Neutral",
};

const ORDER: Sentiment[] = ["positive", "negative", "neutral"];

export function overallSlices(overall: Analysis["overallSentiment"]): SentimentSlice[] {
  return ORDER.map((s) => ({ name: SENTIMENT_LABELS[s], value: overall[s], color: SENTIMENT_COLORS[s] }));
}

/** A question's pie shows how its answers split; an analysis stored without the split shows its one sentiment. */
export function questionSlices(
  question: Pick<Analysis["questions"][number], "sentiment" | "breakdown">,
): SentimentSlice[] {
  return overallSlices(
    question.breakdown ?? {
      positive: question.sentiment === "positive" ? 100 : 0,
      negative: question.sentiment === "negative" ? 100 : 0,
      neutral: question.sentiment === "neutral" ? 100 : 0,
    },
  );
}
