/** Sentiment of one answer: the local engine beside wink-nlp's own score, on labelled sets. */
import { readFileSync } from "node:fs";
import type { Sentiment } from "@parley/schema";
import { enableWinkSentiment, nlp } from "../../../apps/server/src/ai/local/nlp.ts";
import { scoreText } from "../../../apps/server/src/ai/local/sentiment.ts";

const verbose = process.argv.includes("--verbose");

// wink's sentiment is only the baseline here; the engine itself never needs it. It has to be
// switched on before anything makes the wink-nlp instance, so this module is imported first.
enableWinkSentiment();

interface Labelled {
  text: string;
  label: Sentiment;
  domain: string;
}
const LABELS: Sentiment[] = ["positive", "negative", "neutral"];

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function report(name: string, set: Labelled[], predict: (text: string) => Sentiment): void {
  const confusion = new Map<string, number>();
  let correct = 0;
  const misses: string[] = [];
  for (const item of set) {
    const got = predict(item.text);
    confusion.set(`${item.label}>${got}`, (confusion.get(`${item.label}>${got}`) ?? 0) + 1);
    if (got === item.label) correct++;
    else misses.push(`  [${item.label} -> ${got}] ${item.text}`);
  }
  console.log(`\n${name}: accuracy ${pct(correct / set.length)} (${correct}/${set.length})`);
  for (const label of LABELS) {
    const tp = confusion.get(`${label}>${label}`) ?? 0;
    const predicted = LABELS.reduce((n, l) => n + (confusion.get(`${l}>${label}`) ?? 0), 0);
    const actual = LABELS.reduce((n, l) => n + (confusion.get(`${label}>${l}`) ?? 0), 0);
    console.log(
      `  ${label.padEnd(9)} precision ${pct(predicted ? tp / predicted : 0).padStart(6)}  recall ${pct(actual ? tp / actual : 0).padStart(6)}  (n=${actual})`,
    );
  }
  console.log(`  confusion (rows = truth; columns = ${LABELS.join(", ")}):`);
  for (const label of LABELS) {
    console.log(
      `    ${label.padEnd(9)} ${LABELS.map((l) => String(confusion.get(`${label}>${l}`) ?? 0).padStart(5)).join("")}`,
    );
  }
  if (verbose) console.log(misses.join("\n"));
}

function load(file: string): Labelled[] {
  return JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), "utf8")) as Labelled[];
}

function sentimentSet(title: string, set: Labelled[]): void {
  const counts = LABELS.map((l) => `${l} ${set.filter((s) => s.label === l).length}`).join(", ");
  const domains = new Set(set.map((s) => s.domain));
  console.log(`\n== ${title}: ${set.length} labelled answers (${counts}) across ${domains.size} domains`);
  report("Local engine (scoreText)", set, (text) => scoreText(text).label);
  const wink = nlp();
  report("wink-nlp raw its.sentiment (> 0 positive, < 0 negative, 0 neutral)", set, (text) => {
    const s = wink.readDoc(text).out(wink.its.sentiment) as unknown as number;
    return s > 0 ? "positive" : s < 0 ? "negative" : "neutral";
  });
  // The 85% target is stated for clearly positive or negative answers: the polar classes.
  const polar = set.filter((s) => s.label !== "neutral");
  const polarRight = polar.filter((s) => scoreText(s.text).label === s.label).length;
  console.log(
    `\nClearly positive or negative answers read right: ${pct(polarRight / polar.length)} (${polarRight}/${polar.length})`,
  );
}

/**
 * Four labelled sets, written at different times. The lexicon was extended after a first run on
 * each of the first three (their first-run accuracies: 85.9%, 78.6%, 78.1%), so they flatter it;
 * the last was written after the final change and never used for tuning: it is the fair figure.
 */
const SETS: Array<[string, string]> = [
  ["main set", "labelled-answers.json"],
  ["second set", "labelled-holdout.json"],
  ["third set", "labelled-fresh.json"],
  ["unseen set, never tuned on", "labelled-unseen.json"],
];

export function sentimentSection(): void {
  for (const [name, file] of SETS)
    sentimentSet(`Sentiment of one answer, ${name} (scripts/ai/eval/data/${file})`, load(file));
}
