/**
 * Offline evaluation of the local engine (`npm run eval:ai`): sentiment accuracy on a labelled set
 * beside wink-nlp's own sentiment score, a question-generation report with automatic checks, and
 * analysis timings. `--verbose` also lists the misread answers.
 */
import { readFileSync } from "node:fs";
import type { AnswerEntry, Question, Sentiment } from "@parley/schema";
import { createLocalEngine } from "../index.ts";
import { enableWinkSentiment, nlp } from "../nlp.ts";
import { readPurpose } from "../purpose.ts";
import { scoreText } from "../sentiment.ts";
import { normalise, seededRandom } from "../util.ts";
import { PURPOSES } from "./purposes.ts";

// wink's sentiment is only the baseline here; the engine itself never needs it.
enableWinkSentiment();
const engine = createLocalEngine();
const verbose = process.argv.includes("--verbose");

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
  return JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")) as Labelled[];
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
  ["main set", "./labelled-answers.json"],
  ["second set", "./labelled-holdout.json"],
  ["third set", "./labelled-fresh.json"],
  ["unseen set, never tuned on", "./labelled-unseen.json"],
];

function sentimentSection(): void {
  for (const [name, file] of SETS) sentimentSet(`Sentiment of one answer, ${name} (eval/${file.slice(2)})`, load(file));
}

async function questionSection(): Promise<void> {
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

/** Varied, mostly unique answers built from parts, so the tagger cannot lean on repeats. */
function syntheticAnswer(random: () => number): string {
  const pick = (list: string[]) => list[Math.floor(random() * list.length)] ?? "";
  const subjects = [
    "the staff",
    "the checkout",
    "the app",
    "delivery",
    "the food",
    "parking",
    "the instructor",
    "the wait",
    "customer support",
    "the booking process",
    "the room",
    "the prices",
    "the new dashboard",
    "the speakers",
    "the coffee",
  ];
  const verdicts = [
    "was great",
    "was really slow",
    "was fine",
    "was not very helpful",
    "could be better",
    "was excellent",
    "took forever",
    "was confusing",
    "was friendly and quick",
    "was too expensive",
    "was ok",
    "was a nightmare",
  ];
  const tails = ["", "", " to be honest", " this time", ` on day ${Math.floor(random() * 30) + 1}`, "!", " :)", "."];
  const first = `${pick(subjects)} ${pick(verdicts)}${pick(tails)}`;
  const r = random();
  const text =
    r < 0.35
      ? `${first} but ${pick(subjects)} ${pick(verdicts)}`
      : r < 0.6
        ? `${first}. ${pick(subjects)} ${pick(verdicts)}`
        : first;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function form(): Question[] {
  return [
    { id: 1, question: "How satisfied are you overall?", type: "slider", min: 0, max: 10 },
    {
      id: 2,
      question: "How would you rate the service?",
      type: "radio",
      options: ["Excellent", "Good", "Fair", "Poor"].map((value, key) => ({ key, value })),
    },
    {
      id: 3,
      question: "What did you enjoy most?",
      type: "checkbox",
      options: ["The food", "Friendly staff", "The prices", "The atmosphere"].map((value, key) => ({ key, value })),
    },
    { id: 4, question: "What could we do better?", type: "open-ended", requiresPrompt: true },
    { id: 5, question: "Anything else you want to tell us?", type: "open-ended", requiresPrompt: false },
  ];
}

function responsesFor(questions: Question[], count: number, seed: number): AnswerEntry[][] {
  const random = seededRandom(seed);
  const out: AnswerEntry[][] = [];
  for (let r = 0; r < count; r++) {
    out.push(
      questions.map((q) => {
        const answer =
          q.type === "slider"
            ? String(Math.floor(random() * 11))
            : q.type === "open-ended"
              ? syntheticAnswer(random)
              : q.type === "radio"
                ? (q.options?.[Math.floor(random() * (q.options?.length ?? 1))]?.value ?? "")
                : (q.options ?? [])
                    .filter(() => random() < 0.4)
                    .map((o) => o.value)
                    .join(", ");
        return { id: String(q.id), question: q.question, type: q.type, answer, isFollowUp: false };
      }),
    );
  }
  return out;
}

async function time(label: string, questions: Question[], responses: AnswerEntry[][]): Promise<void> {
  const answers = responses.reduce((n, r) => n + r.length, 0);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await engine.analyze({ questions, responses });
    runs.push(performance.now() - start);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(
    `  ${label}: ${answers} answers, first run ${(runs[0] ?? 0).toFixed(0)} ms, median of 5 ${(sorted[2] ?? 0).toFixed(0)} ms`,
  );
}

async function timingSection(): Promise<void> {
  console.log("\n== Analysis timing (one engine instance, this machine)");
  const questions = form();
  const openOnly = [questions[3] as Question];
  const unique = new Set(responsesFor(openOnly, 10_000, 7).map((r) => r[0]?.answer)).size;
  await time(
    `10,000 written answers (${unique} distinct texts), 1 question`,
    openOnly,
    responsesFor(openOnly, 10_000, 7),
  );
  await time("2,000 responses x 5 questions", questions, responsesFor(questions, 2_000, 11));
  await time("10,000 responses x 5 questions", questions, responsesFor(questions, 10_000, 13));
}

sentimentSection();
await questionSection();
await timingSection();
