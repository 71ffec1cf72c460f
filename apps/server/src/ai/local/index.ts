import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { AiEngine, AnalysisInput } from "../engine.ts";
import { analyze } from "./analysis.ts";
import {
  analysisPoolLoaded,
  analyzeBodyOffThread,
  analyzeOffThread,
  DEFAULT_ANALYSIS_TIMEOUT_MS,
} from "./analysis-pool.ts";
import { DOMAINS } from "./domains.ts";
import { followUp } from "./follow-up.ts";
import { tagTexts } from "./nlp.ts";
import { generateQuestions } from "./questions.ts";
import { generateTitle } from "./title.ts";

export { noteOffThread } from "./analysis-pool.ts";
export { scoreAnswer } from "./sentiment.ts";
export { isVocabularyTheme, THEME_WORD_ENDINGS, themeHead, themeLabelsForForm, themeWord } from "./themes.ts";

/**
 * The offline engine: deterministic, no network, built on wink-nlp and our own survey lexicon.
 * Loading the language model takes a moment, so it happens shortly after the engine is made, not
 * on the first request.
 */
let warmed = false;
const WARM_UP_DELAY_MS = 2000;

const sampleAnswers = ["Great coffee but slow service", "The staff were lovely", "Too expensive", "It was ok"];

/** A tiny form and its answers, for the warm-up. */
function sampleForm(): AnalysisInput {
  const questions = generateQuestions("Feedback on our new coffee shop");
  generateTitle(questions);
  return {
    questions,
    responses: sampleAnswers.map((answer, i) =>
      questions.map((q) => ({
        id: String(q.id),
        question: q.question,
        type: q.type,
        answer:
          q.type === "open-ended" ? answer : q.type === "slider" ? String(i * 3) : (q.options?.[i % 2]?.value ?? ""),
        isFollowUp: false,
      })),
    ),
  };
}

/** Runs each task once on a tiny form so the first real request does not pay for loading and compiling. */
const warmUpSteps: Array<() => void> = [
  () => {
    analyze(sampleForm());
    // The analysis worker too, so that the first analysis does not wait for it to load.
    analysisPoolLoaded().catch(() => undefined);
  },
  () => followUp({ question: "What could we improve?", answer: "The queue was long" }),
  // The tagger's first large document is several times slower than the next: give it one now,
  // made of every question the engine can draft (a few thousand words).
  () => tagTexts(DOMAINS.flatMap((d) => d.bank.map((t) => t.text.replaceAll("{s}", "the service")))),
];

/** One step per turn of the event loop, after start-up: requests that come meanwhile are not held up. */
function warmUp(steps = warmUpSteps): void {
  const [step, ...rest] = steps;
  if (!step) return;
  step();
  setImmediate(warmUp, rest).unref();
}

let revision: string | undefined;
/** A digest of the engine's own code and data: an upgrade that can read answers differently changes it. */
export function engineRevision(): string {
  if (revision) return revision;
  const dir = new URL(".", import.meta.url);
  const hash = createHash("sha256");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|json|bin)$/.test(f) && !f.endsWith(".test.ts"))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(new URL(file, dir)));
  revision = hash.digest("hex").slice(0, 16);
  return revision;
}

export function createLocalEngine(options: { analysisTimeoutMs?: number } = {}): AiEngine {
  if (!warmed) {
    warmed = true;
    // Not before the server listens, nor in the way of the health checks that follow its start.
    setTimeout(warmUp, WARM_UP_DELAY_MS).unref();
  }
  const analysisTimeoutMs = options.analysisTimeoutMs ?? DEFAULT_ANALYSIS_TIMEOUT_MS;
  return {
    name: "local",
    revision: engineRevision(),
    generateQuestions: async (purpose) => generateQuestions(purpose),
    generateTitle: async (questions) => generateTitle(questions),
    followUp: async (input) => followUp(input),
    analyze: (input) => analyzeOffThread(input, analysisTimeoutMs),
    analyzeRequest: (body, { maxResponses }) =>
      analyzeBodyOffThread(body, { maxResponses, timeoutMs: analysisTimeoutMs }),
  };
}
