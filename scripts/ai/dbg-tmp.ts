import { readFileSync } from "node:fs";
import { analyzeText } from "../../apps/server/src/ai/local/sentiment.ts";
import { collectThemes, findTopics, pickThemes, formatTheme } from "../../apps/server/src/ai/local/themes.ts";
const [file, idx] = [process.argv[2], Number(process.argv[3] ?? 0)];
const set = JSON.parse(readFileSync(`scripts/ai/eval/data/${file}`, "utf8")).sets[idx];
const texts = set.answers.map((a: any) => a.text).filter((t: string) => findTopics(t).length === 0);
const r = collectThemes(texts.map((text: string) => ({ text, clauses: analyzeText(text).clauses, polarity: -1 as const, group: "1" })));
console.log(pickThemes(r.all, 15, r.documents).map(formatTheme).join("; "));
