import type { AiEngine } from "../engine.ts";
import { analyzeWithModel, hasAnswers, type ScoreAnswer } from "./analysis.ts";
import { asAiFailure, type CallSettings, type ModelInstance } from "./call.ts";
import { generateFollowUpWithModel } from "./follow-up.ts";
import { generateQuestionsWithModel } from "./questions.ts";
import { generateTitleWithModel } from "./title.ts";

export interface LlmEngineOptions {
  /** Shown by /api/health; defaults to the model's provider id. */
  name?: string;
  model: ModelInstance;
  /** Per-attempt timeout of every model call. */
  timeoutMs: number;
  /** Computes the analysis numbers over all responses, so the model only sees a sample. */
  local: Pick<AiEngine, "analyze" | "revision">;
  scoreAnswer: ScoreAnswer;
}

export interface LlmEngine extends AiEngine {
  readonly provider: string;
  readonly modelId: string;
}

/** The AI engine backed by a language model; every failure surfaces as AI_UNAVAILABLE (502). */
export function createLlmEngine(options: LlmEngineOptions): LlmEngine {
  const settings: CallSettings = { model: options.model, timeoutMs: options.timeoutMs };
  return {
    name: options.name ?? options.model.provider,
    provider: options.model.provider,
    modelId: options.model.modelId,
    // Its analysis is the local one's numbers with the model's themes and insights.
    revision: `${options.model.provider}:${options.model.modelId}|${options.local.revision ?? ""}`,
    generateQuestions: (purpose) => asAiFailure(() => generateQuestionsWithModel(settings, purpose)),
    generateTitle: (questions) => asAiFailure(() => generateTitleWithModel(settings, questions)),
    followUp: (input) => asAiFailure(() => generateFollowUpWithModel(settings, input)),
    analyze: (input) =>
      asAiFailure(async () => {
        const local = await options.local.analyze(input);
        // Nothing written or chosen yet: no call, the local (empty) result is the answer.
        if (!hasAnswers(input)) return local;
        return analyzeWithModel(settings, input, local, options.scoreAnswer);
      }),
  };
}
