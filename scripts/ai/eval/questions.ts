/** Question generation: drafted questions and titles for a list of purposes, with automatic checks. */
import type { Question } from "@parley/schema";
import { createLocalEngine } from "../../../apps/server/src/ai/local/index.ts";
import { readPurpose } from "../../../apps/server/src/ai/local/purpose.ts";
import { normalise } from "../../../apps/server/src/ai/local/util.ts";
import { PURPOSES } from "./purposes.ts";

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
    const types = new Set(questions.map((q) => q.type));
    const setKey = texts.map(normalise).join("|");
    const duplicateSet = seenSets.get(setKey);
    seenSets.set(setKey, purpose);
    const checks: Array<[string, boolean]> = [
      ["5-8 questions", questions.length >= 5 && questions.length <= 8],
      ["subject named in every question", texts.every((t) => t.toLowerCase().includes(subject))],
      ["no duplicates", new Set(texts.map(normalise)).size === texts.length],
      ["all four types", types.size === 4],
      ["Prompt on an open question", questions.some((q) => q.type === "open-ended" && q.requiresPrompt === true)],
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
    for (const q of questions) {
      const extra = q.options
        ? `  [${q.options.map((o) => o.value).join(" | ")}]`
        : q.requiresPrompt
          ? "  (Prompt)"
          : "";
      console.log(`  ${q.id}. ${q.type.padEnd(10)} ${q.question}${extra}`);
    }
    console.log(`  checks: ${failed.length === 0 ? "all passed" : `FAILED ${failed.join(", ")}`}`);
  }
  console.log(`\nQuestion checks: ${passed}/${PURPOSES.length} purposes pass every check`);
}

function lastWord(text: string): string {
  return text.split(/\s+/).at(-1) ?? text;
}

function storedShape(q: Question, i: number): boolean {
  if (q.id !== i + 1) return false;
  if (q.type === "slider")
    return q.min === 0 && q.max === 10 && q.options === undefined && q.requiresPrompt === undefined;
  if (q.type === "open-ended") return typeof q.requiresPrompt === "boolean" && q.options === undefined;
  return (
    q.requiresPrompt === undefined &&
    (q.options ?? []).length >= 2 &&
    (q.options ?? []).every((o, k) => o.key === k && o.value.trim() !== "")
  );
}
