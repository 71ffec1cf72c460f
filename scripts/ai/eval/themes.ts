/**
 * Themes recovery: planted sets of answers whose topic frequencies we chose. Every planted topic
 * must come out as one theme, its count within 30% of what was planted, and contentment
 * ("Nothing, all good") must not read as a complaint. An answer may carry two topics ("a+b").
 * data/planted-themes.json: the first sets, written after the first vocabularies.
 * data/planted-themes-dev.json: restaurant and software sets written before the second round of
 * vocabulary work and tuned on. data/planted-themes-holdout.json: a hotel set written before that
 * work; it runs only with --holdout. Its first run (Room comfort counted 38 for 14 planted, as
 * every mention of a room counted) led to one general change, a room only implying comfort; it
 * was not tuned on further until round 5, which read its over-counts (things in a room said with
 * dirt or noise; a front desk counted as staff) and changed the vocabulary: it is development now.
 * data/planted-themes-holdout-5.json: a gym set (153 answers, three small
 * topics at 4-6%) written before round 5's work on other domains' vocabularies and run only at
 * its end; that round tuned on the leisure-centre set in planted-themes-dev.json. Its summary line
 * was seen once mid-round by mistake (equipment over-counted) and nothing was changed for it.
 * data/planted-themes-holdout-5b.json: a GP surgery set (154 answers, four topics at 4-6%) written
 * then, before any work on the health vocabulary, run only at the end.
 * data/planted-themes-open-dev.json (a public library) and planted-themes-open-holdout.json (a
 * ferry service, run only with --holdout): domains with no vocabulary of their own, written before
 * the work on themes from the answers' own words; that work tuned on the library set only.
 * data/planted-themes-dev-8.json: a bike-share scheme and a campsite, domains with no vocabulary of
 * their own, written before the work on general complaint families and tuned on. That work also
 * read the misses of the ferry and GP surgery sets (lateness, timetable, food and drink, call-backs):
 * they are development sets now, though they still run only with --holdout.
 * data/planted-themes-holdout-8.json (a vet practice and a bike-share scheme): written blind for
 * round 8 by someone who never read the engine or the other sets; figures only. Its answers were
 * never read while tuning, but the bike-share domain is also that of a dev-8 set (written by the
 * tuner), so only the vet practice is blind in domain as well.
 * data/planted-themes-holdout-9.json (a cinema and a children's nursery): written blind for round 9
 * from domains the round's tuners were not given; figures only.
 * data/planted-themes-holdout-10.json (a hair salon and children's swimming lessons): the same for
 * round 10.
 * data/planted-themes-holdout-11.json (a public library and a removals company): the same for round 11.
 * data/planted-themes-holdout-14.json (a phone repair shop and an allotment society): written blind at
 * the start of round 12 from domains no tuner was given; figures only.
 * data/planted-themes-holdout-15.json (a driving school and a climbing wall): the same, at the start of
 * round 13.
 * data/planted-themes-dev-8b.json: a student hall of residence (no vocabulary of its own), written
 * before the work on word-based themes (laundry, kitchens, heating, security, bins) and tuned on.
 * data/planted-themes-dev-9.json: an optician and a bus company (no vocabulary of their own, 150
 * answers over ten topics each), written before the round-9 work on general service themes (phone,
 * explanations, waiting, splitting large themes) and tuned on.
 * data/planted-themes-dev-9b.json: council bin collections, written after that work's families
 * to see whether they held beyond the two sets they were tuned on. They did not (3 of 10 topics,
 * "collections" read as a library's stock, every "bin" as dirt); it was tuned on then: the lone
 * word a form asks about names no theme, missed visits, frequency in weeks, reporting a problem.
 * data/planted-themes-dev-9c.json: a car hire company, written at the end of round 9 and not tuned
 * on in that round: its figures say how the round's work carries to a domain it never saw. Round 10
 * read its misses and tuned on it: it is development from then on.
 * data/planted-themes-dev-10.json: a yoga studio and a broadband provider (no vocabulary of their
 * own, 150 mentions over nine or ten topics each, heavy paraphrase), written before the round-10
 * work on unseen domains (wider families, splitting, word-theme labels, quotes) and tuned on.
 * data/planted-themes-dev-11.json: a golf club, a home cleaning company, a school canteen (asked of
 * parents) and a wedding photographer (no vocabulary of their own, about 80 answers over nine or ten
 * topics each, heavy paraphrase), written blind before the round-11 work for breadth and tuned on.
 * data/planted-themes-dev-12.json: a takeaway delivery service, an MOT and servicing garage, a lettings
 * agency (asked of tenants) and an adult dance school (no vocabulary of their own, about 80 answers
 * over ten topics each, heavy paraphrase), written blind before the round-12 work for breadth and
 * labels, and tuned on.
 * data/planted-themes-dev-16.json: a car dealership's service department and a children's holiday camp
 * (no vocabulary of their own, about 150 answers over ten topics each, heavy paraphrase), written
 * before the round-16 work on grouping by meaning where no family matches, and tuned on.
 * data/planted-themes-dev-17.json: a self-storage company and a dog grooming salon (no vocabulary of their
 * own, about 150 answers over ten topics each, heavy paraphrase), written before the round-17 work on
 * families any business that keeps people's things or animals shares, and tuned on. First run: storage 4 of
 * 10 topics, 61 of 153 mentions; grooming 5 of 10, 77 of 151.
 * data/planted-themes-dev-18.json: a hearing clinic and a surf school (no vocabulary of their own, 150
 * answers over ten topics each and 8 content ones, heavy paraphrase), written before the round-18 work
 * on themes by meaning, and tuned on. First run: hearing 3 of 10 topics, 67 of 156 mentions; surf
 * 2 of 10, 47 of 156. End of round 18: hearing 8 of 10, 122 of 156; surf 8 of 10, 113 of 156.
 * data/planted-themes-dev-18b.json: a soft play centre (150 answers over ten topics and 8 content ones,
 * same rules), written at the end of round 18 with the code frozen and not tuned on: its figures say
 * how that work carries to a domain it never saw. First run: 7 of 10 topics, 92 of 156 mentions (the
 * code before round 18: 7 of 10, 91 of 156).
 * data/planted-themes-dev-20.json: a garden centre and a language school (no vocabulary of their own, about
 * 155 answers over nine or ten topics each and 8 content ones, topics said mostly without their obvious
 * word), written before the round-20 work on themes by meaning (what went wrong with what, measures,
 * suggestions), and tuned on. First run: garden centre 2 of 9 topics, 58 of 152 mentions; language school
 * 2 of 10, 55 of 152. End of round 20: garden centre 4 of 9, 86 of 152; language school 4 of 10, 75 of 152.
 * data/planted-themes-dev-21.json: a board game café and a dry cleaner (no vocabulary of their own, about 155
 * answers over nine or ten topics each and 8 content ones), written before the round-21 work on side remarks
 * ("the dog is adorable" said while answering about games), the form's own subject and word senses, and
 * tuned on. Its "asides" name themes that must not be shown: things said in passing, the form's subject.
 * The café's space topic first listed "Busy times and crowding" beside "Seating and space" among its labels,
 * so it could never pass (two shown themes named it); corrected to the seating family. First run (labels
 * corrected): café 6 of 9 topics, 96 of 151 mentions, "Door: adorable, cute" and "Speed of service" (16)
 * shown; dry cleaner 3 of 10, 64 of 148.
 * data/planted-themes-dev-22.json: a dental practice and a coworking space, written before the round-22 work.
 * data/planted-themes-dev-23.json: council parking permits and a mobile library van (no vocabulary of their own,
 * about 155 answers over seven or eight topics and 8 content ones, heavy paraphrase), written by a helper who
 * did not tune, before the round-23 work on families any public service shares (website, enforcement, signs,
 * access), and tuned on. First run: parking 2 of 8 topics, 27 of 148 mentions; library 1 of 7, 51 of 147.
 * data/planted-themes-dev-28.json: an Italian restaurant and a café and bakery (160 answers each over nine
 * topics and 11-14 content ones, menu and cleanliness said mostly without those words), written by a helper
 * who did not tune, before the round-28 work on restaurant themes, and tuned on.
 * data/planted-themes-holdout-28.json: a restaurant (160 answers to "What could we do better?", nine topics and
 * 12 content ones, heavy paraphrase and typos), written blind in round 28 by a helper who never read the
 * engine, its label alternatives written before its first run; figures only.
 * From round 20 a word theme also holds the answers whose words folded into it ("lavender" under plants).
 */
import { readFileSync } from "node:fs";
import type { AnswerEntry, Question } from "@parley/schema";
import { analyze, analyzeWithWords } from "../../../apps/server/src/ai/local/analysis.ts";
import {
  askedWords,
  aspectTheme,
  findTopics,
  subjectWords,
  themesForAnswers,
} from "../../../apps/server/src/ai/local/themes.ts";

interface Planted {
  name: string;
  question: string;
  topics: Record<string, string>;
  answers: Array<{ topic: string; text: string }>;
  /** Topic names are the writer's own; see plantedSet. */
  labelFree?: boolean;
  /** Words said in passing or the form's own subject ("Dog", "Door"): no shown theme may be named by them. */
  asides?: string[];
}

function mostCommon(items: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function themesSection(): boolean {
  const files = [
    "planted-themes.json",
    "planted-themes-dev.json",
    "planted-themes-open-dev.json",
    "planted-themes-dev-8.json",
    "planted-themes-dev-8b.json",
    "planted-themes-dev-9.json",
    "planted-themes-dev-9b.json",
    "planted-themes-dev-9c.json",
    "planted-themes-dev-10.json",
    "planted-themes-dev-11.json",
    "planted-themes-dev-12.json",
    "planted-themes-dev-16.json",
    "planted-themes-dev-17.json",
    "planted-themes-dev-18.json",
    "planted-themes-dev-18b.json",
    "planted-themes-dev-20.json",
    "planted-themes-dev-21.json",
    "planted-themes-dev-22.json",
    "planted-themes-dev-23.json",
    "planted-themes-dev-28.json",
  ];
  if (process.argv.includes("--holdout"))
    files.push(
      "planted-themes-holdout.json",
      "planted-themes-holdout-5.json",
      "planted-themes-holdout-5b.json",
      "planted-themes-open-holdout.json",
      "planted-themes-holdout-8.json",
      "planted-themes-holdout-9.json",
      "planted-themes-holdout-10.json",
      "planted-themes-holdout-11.json",
      "planted-themes-holdout-14.json",
      "planted-themes-holdout-15.json",
      "planted-themes-holdout-16.json",
      "planted-themes-holdout-17.json",
      "planted-themes-holdout-28.json",
    );
  let ok = true;
  for (const file of files) {
    const { sets } = JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), "utf8")) as {
      sets: Planted[];
    };
    for (const set of sets) ok = plantedSet(set, file) && ok;
  }
  return ok;
}

/** Sets written blind for a later round: only their figures are printed, never a theme or a quote. */
const FIGURES_ONLY = new Set([
  "planted-themes-holdout-16.json",
  "planted-themes-holdout-17.json",
  "planted-themes-holdout-28.json",
]);

function plantedSet(data: Planted, file: string): boolean {
  const blind = FIGURES_ONLY.has(file) && !process.argv.includes("--show-held-out");
  const log = (line: string) => {
    if (!blind) console.log(line);
  };
  const question: Question = { id: 1, question: data.question, type: "open-ended" };
  const responses: AnswerEntry[][] = data.answers.map((a) => [
    { id: "1", question: data.question, type: "open-ended", answer: a.text, isFollowUp: false },
  ]);
  const { analysis: result, wordThemes: named } = analyzeWithWords({ questions: [question], responses });
  console.log(
    `\n== Themes recovery on planted answers, ${data.name} (scripts/ai/eval/data/${file}, ${data.answers.length} answers to "${data.question}")`,
  );
  // Matched as the analysis does: with the themes that fit the form only.
  const candidates = data.answers.map(() => [] as ReturnType<typeof findTopics>);
  const asked = askedWords([data.question]);
  const read = data.answers.map((a, i) => findTopics(a.text, undefined, candidates[i], asked));
  const allowed = themesForAnswers([data.question], read, candidates);
  for (const w of subjectWords(read)) asked.add(w);
  const vocabularyOf = (text: string) =>
    findTopics(text, allowed, undefined, asked).map((m) => aspectTheme(m.theme).label);
  // Themes named by the answers' own words hold the answers that say the word, or a word folded
  // into it ("lavender" under plants), whatever the label shown ("Tee: temporary, worn").
  const vocabulary = new Set(data.answers.flatMap((a) => vocabularyOf(a.text)));
  const literal = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const wordThemes = named
    .filter((w) => !vocabulary.has(w.label))
    .map((w) => ({
      label: w.label,
      pattern: new RegExp(`\\b(?:${[w.word, ...w.said].map(literal).join("|")})`, "i"),
    }));
  const topicsOf = (text: string) => [
    ...vocabularyOf(text),
    ...wordThemes.filter((w) => w.pattern.test(text)).map((w) => w.label),
  ];
  const plantedOf = (topic: string) => data.answers.filter((a) => a.topic.split("+").includes(topic));
  const ownerOf = (theme: string) =>
    mostCommon(
      Object.keys(data.topics).flatMap((t) =>
        plantedOf(t)
          .filter((a) => topicsOf(a.text).includes(theme))
          .map(() => t),
      ),
    );
  const merged = new Map<string, string>();
  let ok = true;
  let found = 0;
  let topics = 0;
  let recovered = 0;
  for (const [topic, labels] of Object.entries(data.topics)) {
    const planted = plantedOf(topic);
    // "A|B": any of these labels names the topic (sets for domains without a vocabulary, whose
    // labels come from the answers' own words).
    const names = labels.split("|");
    // Case aside: a theme named by the answers' words is shown capitalised ("Dock" for "dock"),
    // and may say what is said of it ("Dock: docking station").
    let shown = result.commonThemes.filter((t) =>
      names.some(
        (n) => t.toLowerCase().startsWith(`${n.toLowerCase()} (`) || t.toLowerCase().startsWith(`${n.toLowerCase()}: `),
      ),
    );
    // Sets written blind name topics in their own words: then the topic is the shown theme that
    // holds most of its answers, provided no other topic has more of its answers in that theme.
    if (data.labelFree && shown.length === 0) {
      const theme = mostCommon(planted.flatMap((a) => topicsOf(a.text)));
      const owner = theme && ownerOf(theme);
      if (theme && owner === topic) shown = result.commonThemes.filter((t) => t.startsWith(`${theme} (`));
      else if (theme) merged.set(topic, theme);
    }
    const label = shown[0]?.replace(/ \(\d.*$/, "") ?? names[0] ?? topic;
    const count = Number(/\((\d+)/.exec(shown[0] ?? "")?.[1] ?? 0);
    // Split: another theme claiming 30% or more of this topic's answers as its only theme.
    const others = new Map<string, number>();
    let hits = 0;
    for (const a of planted) {
      const got = topicsOf(a.text);
      if (got.includes(label)) hits++;
      else for (const l of got) others.set(l, (others.get(l) ?? 0) + 1);
    }
    const split = [...others].filter(([, n]) => n >= planted.length * 0.3).map(([l]) => l);
    const within = Math.abs(count - planted.length) <= planted.length * 0.3;
    const pass = shown.length === 1 && within && split.length === 0;
    ok &&= pass;
    if (pass) recovered++;
    found += hits;
    topics += planted.length;
    log(
      `  ${pass ? "ok  " : "MISS"} ${label.padEnd(36)} planted ${String(planted.length).padStart(3)}, found ${String(count).padStart(3)}, of them planted ${String(hits).padStart(3)} (${shown[0] ?? "not shown"})${merged.has(topic) ? `; merged into ${merged.get(topic)}` : ""}${split.length ? `; split into ${split.join(", ")}` : ""}`,
    );
    if (process.argv.includes("--misses") && !blind)
      for (const a of planted) {
        const got = topicsOf(a.text);
        if (!got.includes(label)) console.log(`         missed: ${a.text} -> ${got.join(", ") || "none"}`);
      }
  }
  const content = data.answers.filter((a) => a.topic === "none").map((a) => a.text);
  const contentResult = analyze({
    questions: [question],
    responses: content.map((text) => [
      { id: "1", question: data.question, type: "open-ended", answer: text, isFollowUp: false },
    ]),
  });
  console.log(`  planted topics recovered: ${recovered} of ${Object.keys(data.topics).length}`);
  console.log(`  planted mentions recovered: ${found} of ${topics} (${Math.round((found / topics) * 100)}%)`);
  console.log(
    `  contentment answers read as complaints: ${contentResult.overallSentiment.negative}% of ${content.length} (want 0%)`,
  );
  if (data.asides) {
    const asides = result.commonThemes.filter((t) =>
      data.asides?.some(
        (n) => t.toLowerCase().startsWith(`${n.toLowerCase()} (`) || t.toLowerCase().startsWith(`${n.toLowerCase()}: `),
      ),
    );
    ok &&= asides.length === 0;
    console.log(
      `  side remarks or the form's subject shown as themes: ${blind ? asides.length : asides.join("; ") || "none"} (want none)`,
    );
  }
  log(`  common themes: ${result.commonThemes.join("; ")}`);
  log("  insights:");
  for (const i of result.actionableInsights) log(`    - ${i}`);
  console.log(`  all planted topics recovered: ${ok ? "yes" : "NO"}`);
  return ok;
}
