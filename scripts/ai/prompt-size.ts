// Measures the analysis prompt for a large survey: node scripts/ai/prompt-size.ts [responses]

import { ANALYSIS_INSTRUCTIONS, buildAnalysisPrompt } from "../../apps/server/src/ai/llm/analysis.ts";
import { createLocalEngine, scoreAnswer } from "../../apps/server/src/ai/local/index.ts";
import { fixtureQuestions, generateSurvey } from "../../apps/server/src/test/fakes/survey.ts";

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isSafeInteger(count) || count < 1) {
  console.error("Usage: node scripts/ai/prompt-size.ts [number of responses]");
  process.exit(1);
}

const input = generateSurvey(count);
const answers = input.responses.reduce((sum, r) => sum + r.length, 0);

let started = performance.now();
const local = await createLocalEngine().analyze(input);
const localMs = performance.now() - started;

started = performance.now();
const prompt = buildAnalysisPrompt(input, local, scoreAnswer);
const buildMs = performance.now() - started;

const total = ANALYSIS_INSTRUCTIONS.length + prompt.length;
const sampled = prompt.split("\n").filter((line) => /^- \[(positive|negative|neutral)\]/.test(line)).length;
// chars/4 is the usual rule of thumb for English text with OpenAI-style tokenizers; it is an estimate.
const tokens = (chars: number) => Math.ceil(chars / 4).toLocaleString("en-US");

console.log(
  `Analysis prompt for ${count.toLocaleString("en-US")} responses to a ${fixtureQuestions.length}-question form`,
);
console.log(`  answers in the input:      ${answers.toLocaleString("en-US")}`);
console.log(`  written answers sampled:   ${sampled}`);
console.log(
  `  user prompt:               ${prompt.length.toLocaleString("en-US")} chars (~${tokens(prompt.length)} tokens, chars/4)`,
);
console.log(`  with instructions:         ${total.toLocaleString("en-US")} chars (~${tokens(total)} tokens, chars/4)`);
console.log(`  local analysis:            ${localMs.toFixed(0)} ms; prompt build: ${buildMs.toFixed(0)} ms`);
