/** Question generation: drafted questions and titles for a list of purposes, with automatic checks. */

import { readFileSync } from "node:fs";
import { createLocalEngine } from "../../../apps/server/src/ai/local/index.ts";
import { readPurpose } from "../../../apps/server/src/ai/local/purpose.ts";
import { normalise } from "../../../apps/server/src/ai/local/util.ts";
import { FILLER, printQuestions, storedShape } from "./aims.ts";

/** Purposes for the question-generation report, one or two sentences each, with the domain expected. */
const PURPOSES: Array<{ domain: string; purpose: string }> = JSON.parse(
  readFileSync(new URL("./data/question-purposes.json", import.meta.url), "utf8"),
);

export async function questionSection(): Promise<void> {
  const engine = createLocalEngine();
  console.log(`\n== Question generation: ${PURPOSES.length} purposes`);
  const seenSets = new Map<string, string>();
  let passed = 0;
  for (const { domain: expected, purpose } of PURPOSES) {
    const reading = readPurpose(purpose);
    const questions = await engine.generateQuestions(purpose);
    const title = await engine.generateTitle(questions);
    const texts = questions.map((q) => q.question);
    const subject = reading.bare.toLowerCase();
    const setKey = texts.map(normalise).join("|");
    const duplicateSet = seenSets.get(setKey);
    seenSets.set(setKey, purpose);
    const checks: Array<[string, boolean]> = [
      ["5-8 questions", questions.length >= 5 && questions.length <= 8],
      ["subject named in the first question", (texts[0] ?? "").toLowerCase().includes(subject)],
      ["no duplicates", new Set(texts.map(normalise)).size === texts.length],
      [
        "a rating scale",
        questions.some((q) => q.type === "slider" || (q.type === "radio" && /how|rate/i.test(q.question))),
      ],
      ["Prompt on an open question", questions.some((q) => q.type === "open-ended" && q.requiresPrompt === true)],
      ["no filler", !texts.some((t) => FILLER.test(t))],
      ["stored shape", questions.every(storedShape)],
      ["title <= 60 and names subject", title.length <= 60 && title.toLowerCase().includes(lastWord(subject))],
      ["domain", reading.domain.id === expected],
      ["set unlike other purposes", duplicateSet === undefined],
    ];
    const failed = checks.filter(([, ok]) => !ok).map(([name]) => name);
    if (failed.length === 0) passed++;
    console.log(`\n- ${purpose}`);
    console.log(
      `  domain ${reading.domain.id} (expected ${expected}); subject "${reading.subject}"; title "${title}" (${title.length})`,
    );
    printQuestions(questions);
    console.log(`  checks: ${failed.length === 0 ? "all passed" : `FAILED ${failed.join(", ")}`}`);
  }
  console.log(`\nQuestion checks: ${passed}/${PURPOSES.length} purposes pass every check`);
}

function lastWord(text: string): string {
  return text.split(/\s+/).at(-1) ?? text;
}
