// Test helpers: a scripted MockLanguageModelV4 and an offline stand-in for the local engine.
import type { Analysis, AnswerEntry } from "@parley/schema";
import { isFollowUpId } from "@parley/schema";
import { MockLanguageModelV4 } from "ai/test";
import type { AnalysisInput } from "../../ai/engine.ts";
import type { ScoreAnswer } from "../../ai/llm/analysis.ts";

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

/** A model reply whose text is `value` (JSON-encoded unless it already is a string). */
export function reply(value: unknown): GenerateResult {
  return {
    content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value) }],
    finishReason: { unified: "stop", raw: undefined },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 20, text: 20, reasoning: undefined },
    },
    warnings: [],
  };
}

/**
 * A model that plays `script` in order (the last step repeats): a reply, an Error to throw,
 * or "hang" to wait until the call is aborted.
 */
export function scriptedModel(...script: (GenerateResult | Error | "hang")[]): MockLanguageModelV4 {
  let call = 0;
  return new MockLanguageModelV4({
    provider: "mock",
    modelId: "mock-model",
    doGenerate: async (options) => {
      const step = script[Math.min(call++, script.length - 1)];
      if (step === "hang") {
        return new Promise<GenerateResult>((_, reject) => {
          options.abortSignal?.addEventListener("abort", () => reject(options.abortSignal?.reason));
        });
      }
      if (step instanceof Error) throw step;
      if (!step) throw new Error("empty script");
      return step;
    },
  });
}

/** Labels by keyword, like a tiny local sentiment model. */
export const keywordScore: ScoreAnswer = (entry: AnswerEntry) => {
  const text = entry.answer.toLowerCase();
  if (/\b(bad|slow|hate|broken|expensive)\b/.test(text)) return { label: "negative", score: -2 };
  if (/\b(good|great|love|fast|friendly)\b/.test(text)) return { label: "positive", score: 2 };
  return { label: "neutral", score: 0 };
};

/** Numbers as the local engine would give them; themes and insights marked as local. */
export function localAnalysis(input: AnalysisInput): Analysis {
  return {
    overallSentiment: { positive: 50, negative: 30, neutral: 20 },
    commonThemes: ["local theme"],
    actionableInsights: ["local insight"],
    questions: input.questions
      .filter((q) => !isFollowUpId(q.id))
      .map((q) => ({
        questionId: q.id,
        text: q.question,
        sentiment: "positive" as const,
        responsePatterns: { mostCommonKeywords: ["service", "price"] },
      })),
  };
}

export const stubLocal = { analyze: async (input: AnalysisInput) => localAnalysis(input) };
