import type { AiEngine } from "../engine.ts";
import { analyze } from "./analysis.ts";
import { followUp } from "./follow-up.ts";
import { nlp } from "./nlp.ts";
import { generateQuestions } from "./questions.ts";
import { generateTitle } from "./title.ts";

export { scoreAnswer } from "./sentiment.ts";

/**
 * The offline engine: deterministic, no network, built on wink-nlp and our own survey lexicon.
 * Loading the language model takes a moment, so it happens when the engine is made, not on the
 * first request.
 */
export function createLocalEngine(): AiEngine {
  nlp().readDoc("Warm up the tagger.");
  return {
    name: "local",
    generateQuestions: async (purpose) => generateQuestions(purpose),
    generateTitle: async (questions) => generateTitle(questions),
    followUp: async (input) => followUp(input),
    analyze: async (input) => analyze(input),
  };
}
