/** Sentiment of one answer: the local engine beside wink-nlp's own score, on labelled sets. */
import { existsSync, readFileSync } from "node:fs";
import type { Sentiment } from "@parley/schema";
import { enableWinkSentiment, nlp } from "../../../apps/server/src/ai/local/nlp.ts";
import { lexiconText, scoreText } from "../../../apps/server/src/ai/local/sentiment.ts";
import { modelLogits, sentimentModel } from "../../../apps/server/src/ai/local/sentiment-model.ts";
import { DATA_DIR, type Example, loadExamples } from "../train-sentiment.ts";

const verbose = process.argv.includes("--verbose");

// wink's sentiment is only the baseline here; the engine itself never needs it. It has to be
// switched on before anything makes the wink-nlp instance, so this module is imported first.
enableWinkSentiment();

interface Labelled {
  text: string;
  label: Sentiment;
  domain: string;
  /** Survey sets 5, 10, 11 and 16: what kind of answer (event, fact, suggestion, question, mild, mixed, use, change, nonanswer, clear, lean, understated, sarcasm, resigned, request). */
  kind?: string;
}
const LABELS: Sentiment[] = ["positive", "negative", "neutral"];

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function report(name: string, set: Labelled[], predict: (text: string) => Sentiment, showMisses = verbose): void {
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
  if (showMisses) console.log(misses.join("\n"));
}

function load(file: string): Labelled[] {
  return JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), "utf8")) as Labelled[];
}

function sentimentSet(title: string, set: Labelled[], heldOut: boolean): void {
  const counts = LABELS.map((l) => `${l} ${set.filter((s) => s.label === l).length}`).join(", ");
  const domains = new Set(set.map((s) => s.domain));
  console.log(`\n== ${title}: ${set.length} labelled answers (${counts}) across ${domains.size} domains`);
  // A held-out set's misses are printed only with `--show-held-out`: they must not steer tuning.
  const showMisses = heldOut ? process.argv.includes("--show-held-out") : verbose;
  report("Local engine (scoreText)", set, (text) => scoreText(text).label, showMisses);
  const kinds = new Map<string, { right: number; n: number }>();
  for (const item of set) {
    if (!item.kind) continue;
    const k = kinds.get(`${item.label} ${item.kind}`) ?? { right: 0, n: 0 };
    k.n++;
    if (scoreText(item.text).label === item.label) k.right++;
    kinds.set(`${item.label} ${item.kind}`, k);
  }
  if (kinds.size > 0) console.log(`  by kind: ${[...kinds].map(([k, v]) => `${k} ${v.right}/${v.n}`).join(", ")}`);
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
 * The project's own labelled answers, four sets written at different times. The lexicon was
 * extended after a first run on each of the first three (their first-run accuracies: 85.9%,
 * 78.6%, 78.1%), so they flatter it; the last was written after that and never used for tuning.
 * The learned model was trained and tuned on none of them (its own answers are in
 * scripts/ai/train-data).
 */
const SETS: Array<[string, string, boolean?]> = [
  ["main set, the lexicon was tuned on it", "labelled-answers.json"],
  ["second set, the lexicon was tuned on it", "labelled-holdout.json"],
  ["third set, the lexicon was tuned on it", "labelled-fresh.json"],
  ["unseen set, never tuned on", "labelled-unseen.json"],
  [
    "survey answers held out from the neutral-band work (written before it, looked at once at its end)",
    "labelled-survey-holdout.json",
  ],
  ["round 5 survey dev set (read while tuning the neutral band)", "labelled-survey-dev-5.json"],
  [
    "round 5 survey held-out set (written before round 5's tuning; only its figures were read: before tuning, mid-way and at the end)",
    "labelled-survey-holdout-5.json",
    true,
  ],
  [
    "round 10 survey dev set (written before reading the engine: balanced mixed, leaning contrasts, understated and sarcastic answers; first run 70.7%, then read while tuning)",
    "labelled-survey-dev-10.json",
  ],
  [
    "round 11 survey dev set (complaints and praise told as plain facts or events, beside neutral facts that must stay neutral; written before reading the engine, then read while tuning)",
    "labelled-survey-dev-11.json",
  ],
  [
    "round 16 survey dev set (wine bar, boat tours, kennels, ferry, solicitor, council tax office, phone shop, tyre fitter: understated, event, suggestion, question and sarcastic complaints beside neutral facts and suggestions; written before reading the engine: first run 70.0%, negative recall 55.0%; then read while tuning)",
    "labelled-survey-dev-16.json",
  ],
  [
    "round 17 survey dev set (dog groomer, self-storage, landscaper, wedding florist, pottery class, vintage clothes, window fitter, student letting: praise told as events or facts and balanced mixed answers beside complaints and neutral facts; written before reading the engine: first run 63.7%, positive recall 60.0%, neutral mixed 7 of 26; then read while tuning)",
    "labelled-survey-dev-17.json",
  ],
  [
    "round 18 survey dev set (kebab shop, antiques shop, archery club, accountant, photography studio, pet insurance: understated, sarcastic and suggested complaints, praise told as events, balanced mixed answers and plain facts; written before reading the engine: first run 61.9%, positive recall 53.7%, sarcasm 3 of 8, neutral mixed 6 of 15; then read while tuning)",
    "labelled-survey-dev-18.json",
  ],
  [
    "round 20 survey dev set (nail bar, ice rink, cookery school, funeral director, garden centre, estate agent, coffee subscription, pet insurance, youth football club, brewery taproom: events, facts, understatement, suggestions, sarcasm and leaning or balanced mixed answers beside neutral descriptions, questions and plans; written before reading the engine: first run 74.0%, positive recall 68.0%, negative recall 64.0%, sarcasm 1 of 8; then read while tuning)",
    "labelled-survey-dev-20.json",
  ],
  [
    "round 22 survey dev set (dental practice, coworking space: events, understatement, sarcasm, suggestions and mixed answers beside plain facts; written at the start of round 22, before its changes; then read while tuning)",
    "labelled-survey-dev-22.json",
  ],
  [
    "round 28 survey dev set (plumber, community orchestra, dog daycare, phone network, bakery café, swimming club: events, facts, understatement, sarcasm, suggestions, questions, plans and mixed answers; written by a helper who never read the engine, before round 28's sentiment work: first run 82.7%, neutral recall 86.0%; then read while tuning)",
    "labelled-survey-dev-28.json",
  ],
  [
    "round 8 blind survey set (written by someone who never read the engine or the other sets; figures only)",
    "labelled-survey-holdout-8.json",
    true,
  ],
  [
    "round 9 blind survey set (written from domains the round's tuners were not given; figures only)",
    "labelled-survey-holdout-9.json",
    true,
  ],
  [
    "round 10 blind survey set (written from domains round 10's tuners were not given; figures only)",
    "labelled-survey-holdout-10.json",
    true,
  ],
  [
    "round 11 blind survey set (written from domains round 11's tuners were not given; figures only)",
    "labelled-survey-holdout-11.json",
    true,
  ],
  [
    "round 14 blind survey set (written at the start of round 12 from domains no tuner was given; figures only)",
    "labelled-survey-holdout-14.json",
    true,
  ],
  [
    "round 15 blind survey set (written at the start of round 13 from domains no tuner was given; figures only)",
    "labelled-survey-holdout-15.json",
    true,
  ],
  [
    "round 16 blind survey set (farmers' market, bin collections; written at the start of round 22 by someone who did not tune; figures only)",
    "labelled-survey-holdout-16.json",
    true,
  ],
  [
    "round 17 blind survey set (swimming pool, allotment society; written at the start of round 23 by someone who did not tune; figures only)",
    "labelled-survey-holdout-17.json",
    true,
  ],
  [
    "round 28 blind survey set (car wash, university library, wedding venue, physio clinic, food bank volunteers, bus-on-demand; written with the round-28 dev set by a helper who never read the engine; figures only)",
    "labelled-survey-holdout-28.json",
    true,
  ],
];

const SET_NAMES: Record<string, string> = {
  movie: "movie review snippets (Pang & Lee 2005)",
  sst2: "SST-2 sentences (its own test split)",
  mpqa: "MPQA phrases",
  cr: "customer review sentences (Hu & Liu 2004)",
  semeval: "SemEval 2014-16 restaurant sentences (its test split)",
  mams: "MAMS restaurant sentences (its test split)",
  subj: "subjectivity objective sentences (neutral)",
  own: "",
};

/**
 * Accuracy on the held-out test part of every shared corpus: never trained on, never used for a
 * choice (the dev parts chose epochs, blend and thresholds). Strict: a neutral reading of a
 * positive or negative sentence is a miss.
 */
function sharedSetsSection(): void {
  if (!existsSync(DATA_DIR)) {
    console.log(`\n== Shared sentiment corpora: ${DATA_DIR.pathname} not found, skipped`);
    return;
  }
  const model = sentimentModel();
  const test = loadExamples().filter((e) => e.part === "test");
  console.log("\n== Sentiment on the held-out test part of each shared corpus (never trained or tuned on)");
  console.log(
    "   set                                                                        n   engine  model alone  lexicon alone  read neutral",
  );
  const pool = new Map<string, { right: number; n: number }>();
  for (const set of Object.keys(SET_NAMES)) {
    const rows = test.filter((e: Example) => e.set === set);
    if (rows.length === 0) continue;
    let engine = 0;
    let alone = 0;
    let lexicon = 0;
    let neutral = 0;
    for (const e of rows) {
      const got = scoreText(e.text).label;
      if (got === e.label) engine++;
      if (got === "neutral") neutral++;
      if (lexiconText(e.text).label === e.label) lexicon++;
      const logits = model ? modelLogits(model, e.text) : { polarity: 0, neutral: 0 };
      const byModel =
        e.label === "neutral" ? (logits.neutral > 0 ? "neutral" : "x") : logits.polarity > 0 ? "positive" : "negative";
      if (byModel === e.label) alone++;
      for (const [group, sets] of [
        ["real review sentences (restaurants, electronics, films)", ["cr", "semeval", "mams", "movie", "sst2"]],
        ["review sentences like survey answers (restaurants, electronics)", ["cr", "semeval", "mams"]],
      ] as const) {
        if (!(sets as readonly string[]).includes(set) || e.label === "neutral") continue;
        const p = pool.get(group) ?? { right: 0, n: 0 };
        p.n++;
        if (got === e.label) p.right++;
        pool.set(group, p);
      }
    }
    const polarNote = rows.some((e) => e.label === "neutral") && set !== "subj" ? " (incl. neutral)" : "";
    console.log(
      `   ${`${SET_NAMES[set]}${polarNote}`.padEnd(72)} ${String(rows.length).padStart(5)}   ${pct(engine / rows.length).padStart(6)}  ${pct(alone / rows.length).padStart(11)}  ${pct(lexicon / rows.length).padStart(13)}  ${pct(neutral / rows.length).padStart(12)}`,
    );
  }
  for (const [group, p] of pool) {
    console.log(`   ${group}, positive or negative, strict: ${pct(p.right / p.n)} (${p.right}/${p.n})`);
  }
  console.log(
    "   (MPQA phrases are fragments; the engine reads most as neutral on purpose. The model alone is its polarity head; for the neutral set its no-opinion head.)",
  );
  console.log(
    "   (Tuned on: the dev parts (15% of each corpus) and our own answers in scripts/ai/train-data. These test figures were looked at during development (the review figure to keep it at 85% or more); every choice was made on the dev parts.)",
  );
}

/**
 * 450 short review sentences (restaurants, phones and accessories, films; positive or negative)
 * written blind in round 28 by someone who never read the engine. Even lines are the dev half
 * (read while adding words to the lexicon), odd lines the held-out half (figures only).
 */
function reviewSentencesSection(heldOut: boolean): void {
  const rows = readFileSync(new URL("./data/review-sentences-28.jsonl", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { text: string; label: Sentiment; domain: string });
  console.log(
    "\n== Short review sentences written blind in round 28 (scripts/ai/eval/data/review-sentences-28.jsonl), strict",
  );
  for (const [half, parity] of [
    ["dev half, read while tuning", 0],
    ["held-out half, figures only", 1],
  ] as const) {
    if (parity === 1 && !heldOut) continue;
    const part = rows.filter((_row, i) => i % 2 === parity).map((row) => ({ ...row, got: scoreText(row.text).label }));
    const figures = ["restaurant", "phone", "film"].map((domain) => {
      const of = part.filter((row) => row.domain === domain);
      return `${domain} ${pct(of.filter((row) => row.got === row.label).length / of.length)}`;
    });
    const right = part.filter((row) => row.got === row.label).length;
    const neutral = part.filter((row) => row.got === "neutral").length;
    console.log(
      `   ${half}: ${pct(right / part.length)} (${right}/${part.length}; ${figures.join(", ")}; read neutral ${neutral})`,
    );
  }
}

export function sentimentSection(): void {
  sharedSetsSection();
  reviewSentencesSection(process.argv.includes("--holdout"));
  // Held-out sets only with `--holdout`: a tuner's everyday run never shows their figures.
  const sets = process.argv.includes("--holdout") ? SETS : SETS.filter(([, , heldOut]) => !heldOut);
  for (const [name, file, heldOut] of sets)
    sentimentSet(`Sentiment of one answer, ${name} (scripts/ai/eval/data/${file})`, load(file), heldOut === true);
}
