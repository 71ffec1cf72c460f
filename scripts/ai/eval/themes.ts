/**
 * Themes recovery: a planted set of answers whose topic frequencies we chose
 * (data/planted-themes.json). Every planted topic must come out as one theme, its count within
 * 30% of what was planted, and contentment ("Nothing, all good") must not read as a complaint.
 */
import { readFileSync } from "node:fs";
import type { AnswerEntry, Question } from "@parley/schema";
import { analyze } from "../../../apps/server/src/ai/local/analysis.ts";
import { aspectTheme, findTopics } from "../../../apps/server/src/ai/local/themes.ts";

interface Planted {
  question: string;
  topics: Record<string, string>;
  answers: Array<{ topic: string; text: string }>;
}

export function themesSection(): boolean {
  const data = JSON.parse(readFileSync(new URL("./data/planted-themes.json", import.meta.url), "utf8")) as Planted;
  const question: Question = { id: 1, question: data.question, type: "open-ended" };
  const responses: AnswerEntry[][] = data.answers.map((a) => [
    { id: "1", question: data.question, type: "open-ended", answer: a.text, isFollowUp: false },
  ]);
  const result = analyze({ questions: [question], responses });
  console.log(
    `\n== Themes recovery on planted answers (scripts/ai/eval/data/planted-themes.json, ${data.answers.length} answers, never tuned on)`,
  );
  let ok = true;
  for (const [topic, label] of Object.entries(data.topics)) {
    const planted = data.answers.filter((a) => a.topic === topic);
    const shown = result.commonThemes.filter((t) => t.startsWith(`${label} (`));
    const count = Number(/\((\d+)/.exec(shown[0] ?? "")?.[1] ?? 0);
    // Split: another theme claiming 30% or more of this topic's answers as its only theme.
    const others = new Map<string, number>();
    for (const a of planted) {
      const labels = findTopics(a.text).map((m) => aspectTheme(m.theme).label);
      if (!labels.includes(label)) for (const l of labels) others.set(l, (others.get(l) ?? 0) + 1);
    }
    const split = [...others].filter(([, n]) => n >= planted.length * 0.3).map(([l]) => l);
    const within = Math.abs(count - planted.length) <= planted.length * 0.3;
    const pass = shown.length === 1 && within && split.length === 0;
    ok &&= pass;
    console.log(
      `  ${pass ? "ok  " : "MISS"} ${label.padEnd(36)} planted ${String(planted.length).padStart(3)}, found ${String(count).padStart(3)} (${shown[0] ?? "not shown"})${split.length ? `; split into ${split.join(", ")}` : ""}`,
    );
  }
  const content = data.answers.filter((a) => a.topic === "none").map((a) => a.text);
  const contentResult = analyze({
    questions: [question],
    responses: content.map((text) => [
      { id: "1", question: data.question, type: "open-ended", answer: text, isFollowUp: false },
    ]),
  });
  console.log(
    `  contentment answers read as complaints: ${contentResult.overallSentiment.negative}% of ${content.length} (want 0%)`,
  );
  console.log("  insights:");
  for (const i of result.actionableInsights) console.log(`    - ${i}`);
  console.log(`  all planted topics recovered: ${ok ? "yes" : "NO"}`);
  return ok;
}
