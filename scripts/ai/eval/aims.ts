/**
 * Aims coverage: purposes written for this check, each with the aims a reader finds in it. Every
 * aim must be asked about, no question may come from another domain's bank (the forbidden
 * patterns), none may be filler ("how did you hear about us?" when nobody asked), and an aspect is
 * never the subject ("How clean was your room at the breakfast buffet?"). The questions are
 * printed so a person can judge them.
 */
import { readFileSync } from "node:fs";
import type { Question } from "@parley/schema";
import aimData from "../../../apps/server/src/ai/local/data/aims.json" with { type: "json" };
import { DOMAINS, GENERIC } from "../../../apps/server/src/ai/local/domains.ts";
import { createLocalEngine } from "../../../apps/server/src/ai/local/index.ts";
import { readPurpose } from "../../../apps/server/src/ai/local/purpose.ts";
import { ABOUT_US } from "../../../apps/server/src/ai/local/questions.ts";

interface AimCase {
  purpose: string;
  domain: string;
  /** One entry per aim: patterns, any of which in a question shows the aim is asked about. */
  aims: string[][];
  /** Patterns no question may match: another domain's bank, an aspect in the subject's place. */
  forbidden: string[];
  /** Banks whose questions fit the purpose ("general": the generic set); any other bank's question is wrong. */
  allowed?: string[];
}

/** Each bank's templates as patterns, to tell which bank a drafted question came from. */
const BANK_PATTERNS: Array<[string, RegExp]> = [...DOMAINS, GENERIC].flatMap((d) =>
  d.bank.map((t): [string, RegExp] => [
    d.id,
    new RegExp(`^${t.text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{s\}/g, ".+")}$`, "i"),
  ]),
);

/** The general questions about the owner's business as "us" fit any purpose, whichever bank they resemble. */
const ABOUT_US_TEXTS = new Set(ABOUT_US.map((t) => t.text));

/** Questions taken from a bank the purpose does not belong to. */
export function wrongBank(questions: Question[], allowed: string[] | undefined): string[] {
  if (!allowed) return [];
  const from = (text: string) =>
    ABOUT_US_TEXTS.has(text) ? [GENERIC.id] : BANK_PATTERNS.filter(([, re]) => re.test(text)).map(([id]) => id);
  return questions
    .map((q) => q.question)
    .filter((text) => {
      const ids = from(text);
      return ids.length > 0 && !ids.some((id) => id === GENERIC.id || allowed.includes(id));
    });
}

function load(name: string): AimCase[] {
  return JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8"));
}
/**
 * Development purposes were read while tuning (each round's held-out set became development once
 * reported); the round-5 held-out set was written before round 5's tuning and first run at commit
 * cb58f55 (its reported figures); five general bugs it showed were fixed after that, so later runs
 * of it are no longer a held-out measure. Its forms are printed only with `--show-held-out`, the
 * older sets' only with `--verbose`. "any" as
 * the expected domain means only a wrong bank counts (the forbidden patterns), not which bank.
 */
const verbose = process.argv.includes("--verbose");
const SETS: Array<[string, AimCase[], boolean]> = [
  [
    "development, rounds 1-2",
    [...load("aims-purposes.json"), ...load("aims-dev-2.json"), ...load("aims-holdout-2.json")],
    verbose,
  ],
  [
    "development, round 3 (held-out 3 read in round 4)",
    [...load("aims-dev-3.json"), ...load("aims-holdout-3.json")],
    verbose,
  ],
  [
    "development, round 4 (held-out 4 read in round 5)",
    [...load("aims-dev-4.json"), ...load("aims-holdout-4.json")],
    verbose,
  ],
  ["development, round 5", load("aims-dev-5.json"), true],
  ["held-out 5", load("aims-holdout-5.json"), process.argv.includes("--show-held-out")],
  // Round 6: written before round 6's fixes (clause aims with would/'d, "almost", proposals, ideas);
  // first read at commit 080fae4 (its reported figures); later runs are no longer a held-out measure.
  ["held-out 6", load("aims-holdout-6.json"), process.argv.includes("--show-held-out")],
  // Round 8: development purposes from domains no bank was written for (a vet, a coworking space, a
  // book club), five with no domain at all; written before round 8's fixes and tuned on.
  ["development, round 8", load("aims-dev-8.json"), process.argv.includes("--show-dev-8") || verbose],
  // Fifteen more development purposes, a third with no domain, written before the fixes they led to.
  ["development, round 8b", load("aims-dev-8b.json"), process.argv.includes("--show-dev-8") || verbose],
  // Round 9: development purposes from 24 more domains no bank was written for (a marina, a choir, a
  // car park), written before round 9's fixes and tuned on.
  ["development, round 9", load("aims-dev-9.json"), process.argv.includes("--show-dev-9") || verbose],
  // Round 10: development purposes from 20 more domains (a funeral home, a cattery, a taxi firm), in
  // strongly varied styles, written before round 10's fixes and tuned on.
  ["development, round 10", load("aims-dev-10.json"), process.argv.includes("--show-dev-10") || verbose],
  // Round 11: development purposes from 14 more domains (a yoga studio, a marina, a wine bar) with
  // either/or aims, frequency judgements, factual yes/no aims and comparisons, written before the
  // round's fixes to answer options.
  ["development, round 11", load("aims-dev-11.json"), process.argv.includes("--show-dev-11") || verbose],
  // Round 12: development purposes from 10 more domains (an estate agent, a skate park, a window
  // cleaner) in varied styles, written before the round's fixes to grammar, aims and options.
  ["development, round 12", load("aims-dev-12.json"), process.argv.includes("--show-dev-12") || verbose],
  // Round 13: development purposes from 12 more domains (a cattery, a comedy club, an ice rink), half of
  // them terse notes with shorthand, negated aims and groups, written before the round's fixes (first
  // run: 63/72 aims, 15 wrong-domain); one aim pattern was narrowed later as it matched "off" in another.
  ["development, round 13", load("aims-dev-13.json"), process.argv.includes("--show-dev-13") || verbose],
  // Round 14: development purposes from 8 domains (a gym, a bakery, an optician) that name an aspect, a
  // product line or a group of people before or instead of the business, written before the round's fixes
  // (first run: 39/40 aims, 4 openers/closers about the wrong thing by reading, 2 of them flagged).
  ["development, round 14", load("aims-dev-14.json"), process.argv.includes("--show-dev-14") || verbose],
  // Round 16: development purposes from 14 more domains (a car dealership, a day spa, a care home, a print
  // shop) in terse, listed, clause and question styles with comparisons and qualifiers, written before the
  // round's fixes to subjects, pasted shorthand and narrowed aims (first run: 65/72 aims, 13 wrong-domain
  // or forbidden; 42 of 121 questions broken by reading).
  ["development, round 16", load("aims-dev-16.json"), process.argv.includes("--show-dev-16") || verbose],
  // Round 17: development purposes from 14 more domains (a bike workshop, a tennis club, a locksmith, a
  // bridal shop), many never naming the business, in numbered notes, shorthand, clauses and questions,
  // written before the round's fixes to subjects, safe fallbacks and pasted shorthand (first run: 50/59
  // aims, 7 wrong-domain or forbidden; by reading 37 of 104 questions broken, 36/59 aims properly asked).
  ["development, round 17", load("aims-dev-17.json"), process.argv.includes("--show-dev-17") || verbose],
  // Round 18: development purposes from 10 more domains (an upholsterer, a pet crematorium, a juice bar, a
  // piano tuner) that never name the business or only imply it, written before the round's fixes to
  // openers and closers about an aspect instead of the business (first run: 27/30 aims, 6 wrong-domain
  // or forbidden; by reading 21 openers, closers and general questions about a thing, people or a
  // plan instead of the business, in all 10 purposes).
  ["development, round 18", load("aims-dev-18.json"), process.argv.includes("--show-dev-18") || verbose],
  // Round 19: development purposes from 9 more domains (an art gallery, a pharmacy, a roofer, an aquarium,
  // a call centre's staff, a meal-kit app's new users) in chatty, terse, shorthand, numbered, clause,
  // question and rambling styles, written before the round's fixes to spliced phrases and dropped aims
  // (first run: 59/64 aims, 8 wrong-domain or forbidden, 4 two-aims; by reading 22 of 111 questions
  // broken, 45/64 aims properly asked).
  ["development, round 19", load("aims-dev-19.json"), process.argv.includes("--show-dev-19") || verbose],
  // Round 20: development purposes from 20 more domains (an accountancy practice, a makerspace, a nail bar,
  // a funeral director) in messy styles with backstory, numbering, shorthand, slashes and brackets,
  // written before the round's well-formedness gate for drafted questions.
  ["development, round 20", load("aims-dev-20.json"), process.argv.includes("--show-dev-20") || verbose],
  // Round 21: development purposes from 30 small businesses and hobbies (a board game café, a tattoo studio,
  // a running club, a launderette) written as owners write: chatty paragraphs listing menu items, bullet
  // fragments, asides in brackets, two or three forms for one business; written before the round's changes.
  ["development, round 21", load("aims-dev-21.json"), process.argv.includes("--show-dev-21") || verbose],
  // Round 22: development purposes for a dental practice and a coworking space, in owners' styles,
  // written at the start of round 22 before its changes.
  ["development, round 22", load("aims-dev-22.json"), process.argv.includes("--show-dev-22") || verbose],
  // Round 24: 22 purposes in new domains (ghost walks, a taproom, a care home, tenants, a climbing wall),
  // ten of them long and messy with late aims, written by a helper who never read the engine, before the
  // round's changes (first run: 79 of 85 aims asked, 13 wrong-domain questions, 7 with two aims).
  ["development, round 24", load("aims-dev-24.json"), process.argv.includes("--show-dev-24") || verbose],
  // Round 25: 16 long, messy purposes (120-140 words: notes to self, things not to ask, the owner's own
  // answer lists, the most important aim last), written by a helper who never read the engine; their aims
  // turned into patterns by another helper. Written mid-round; first run at 2ad0d62, before round 25's long-purpose
  // changes: 54 of 93 aims asked, 8 wrong-domain questions, 7 with two aims.
  ["development, round 25", load("aims-dev-25.json"), process.argv.includes("--show-dev-25") || verbose],
  // Round 27: 16 long, messy purposes (151-170 words) in new sectors (a model railway show, a makerspace's
  // coding club, a courier, a tattoo studio, a mobile library, a 5-a-side league, a sauna not yet running),
  // written by a helper who never read the engine, at the start of round 27 (first run at e39dbe5: 61 of 93 aims asked, 12 wrong-domain questions, 6 with two aims).
  ["development, round 27", load("aims-dev-27.json"), process.argv.includes("--show-dev-27") || verbose],
  // Round 29: 12 long, messy purposes (153-185 words) and 8 medium ones in new sectors (a window cleaner, a
  // wedding DJ, a football podcast, a launderette, a cider festival, a phone repair kiosk, a BSL class, an
  // invoicing tool's lapsed trials), written by a helper who never read the engine, at the start of round 29
  // (first run at 430a6b4: 89 of 110 aims asked, 12 wrong-domain questions, 7 with two aims, 3 in the third person).
  ["development, round 29", load("aims-dev-29.json"), process.argv.includes("--show-dev-29") || verbose],
  // Round 8: written by someone who never read the engine or the other sets, before round 8's
  // tuning; only its figures are read.
  ["held-out 8 (blind)", load("aims-holdout-8.json"), process.argv.includes("--show-held-out")],
  // Round 9: written blind from domains the round's tuners were not given; figures only.
  ["held-out 9 (blind)", load("aims-holdout-9.json"), process.argv.includes("--show-held-out")],
  // Round 10: written blind from domains round 10's tuners were not given; figures only.
  ["held-out 10 (blind)", load("aims-holdout-10.json"), process.argv.includes("--show-held-out")],
  // Round 11: written blind from domains round 11's tuners were not given; figures only.
  ["held-out 11 (blind)", load("aims-holdout-11.json"), process.argv.includes("--show-held-out")],
  // Round 12: purposes only, written blind late in round 11 from domains no tuner was given; figures only.
  ["held-out 12 (blind)", load("aims-holdout-12.json"), process.argv.includes("--show-held-out")],
  // Round 14: written blind at the start of round 12 from domains no tuner was given; eight patterns
  // lost a word any question holds ("how many", "recommend", "meet", "hear") before the first run.
  ["held-out 14 (blind)", load("aims-holdout-14.json"), process.argv.includes("--show-held-out")],
  // Round 15: written blind at the start of round 13 from domains no tuner was given; figures only.
  ["held-out 15 (blind)", load("aims-holdout-15.json"), process.argv.includes("--show-held-out")],
  // Held-out 16: a farmers' market and bin collections, written blind at the start of round 22; figures only.
  ["held-out 16 (blind)", load("aims-holdout-16.json"), process.argv.includes("--show-held-out")],
  // Held-out 17: a swimming pool, an allotment society, a village shop and a toy library, written blind
  // at the start of round 23 by someone who did not tune; figures only.
  ["held-out 17 (blind)", load("aims-holdout-17.json"), process.argv.includes("--show-held-out")],
];

/** Auxiliaries and verbs that may stand between a wh-word and "you" in a direct question. */
const BEFORE_YOU =
  /^(do|does|did|would|will|can|could|should|are|is|was|were|have|has|had|might|must|made|makes|make|stops?|stopped|helps?|helped|brings?|brought|leads?|led|keeps?|kept|gets?|got|gives?|gave|causes?|caused|matters|mattered|prompted|motivates?|motivated|encouraged?|tells?|told|lets?|stands|shapes|works|appeals|bothers|frustrates|worries|worried|interests?|interested|surprised?|put|puts|drew|draws|attracted|attracts|confused|confuses|struck|convinced)$/;

/**
 * An indirect question turned direct without do-support: "Which product pages you skip?". The words
 * between the opening wh-word and the first "you" must hold an auxiliary or a verb.
 */
export function missingAuxiliary(question: string): boolean {
  const m = /^(what|which|how many|how much|how often|how long|when|where|why|who)\b(.*?)\byou\b/i.exec(question);
  if (!m) return false;
  const between = (m[2] ?? "").toLowerCase().match(/[a-z'-]+/g) ?? [];
  if (/^how (often|long|much|many)$/i.test(m[1] ?? "") && between.length === 0) return true;
  // "What distracts you?", "What, if anything, concerns you?": "what" is the doer of the verb before "you".
  const doer = between.filter((w) => !/^(if|anything)$/.test(w));
  if (/^what$/i.test(m[1] ?? "") && doer.length === 1 && /[^s]s$/.test(doer[0] ?? "")) return false;
  // "Which features matter to you?", "Which times suit you?": the things asked about do the verb.
  const verbOfThings = between.some((w) => /^(matter|suit|help|work|affect)s?$/.test(w));
  return (
    !verbOfThings && !between.some((w) => BEFORE_YOU.test(w)) && (between.length > 0 || !/^(who)$/i.test(m[1] ?? ""))
  );
}

/**
 * A clause pasted as a question: "Which local news topics residents care about?" has no auxiliary
 * or verb form that a direct question needs anywhere after its wh-word.
 */
export function pastedClause(question: string): boolean {
  const m = /^(what|which|how|when|where|why|who)\b(.*)\?$/i.exec(question.trim());
  if (!m) return false;
  const words = (m[2] ?? "").toLowerCase().match(/[a-z'-]+/g) ?? [];
  // "What distracts you?": a verb in -s right after "what".
  if (/^what$/i.test(m[1] ?? "") && /[^s]s$/.test(words.filter((w) => !/^(if|anything)$/.test(w))[0] ?? ""))
    return false;
  return !words.some((w) => BEFORE_YOU.test(w) || /^(matter|suit|help|work|affect|feel|seem)s?$|ed$/.test(w));
}

/** Whole-experience questions (the opener and the closer) and where their subject stands. */
const WHOLE = [
  /how would you rate (.+?) overall\?/i,
  /how satisfied are you with (.+?)(?: overall)?(?:, from 0 to 10)?\?/i,
  /how would you rate your (?:visit to|care at|experience (?:at|with)) (.+?)\?/i,
  /what one change would (?:most improve|make) (.+?)(?: better)? for you\?/i,
  /what is one thing (.+?) could do/i,
  /if you could change one thing about (.+?), what/i,
  /what keeps you coming back to (.+?)\?/i,
];
const PEOPLE_WORDS = new Set(aimData.audience);

/**
 * An opener or closer about the wrong thing: people ("the members") or something one of the aims
 * asks about ("How would you rate the locker queues overall?") instead of the business or place.
 */
export function wrongWholeSubject(question: string, aims: string[][], purpose: string): string | undefined {
  const said = purpose.toLowerCase().match(/[a-z'-]+/g) ?? [];
  // Only named inside an aim ("whether the frame range suits them"), not what the purpose is about
  // ("feedback on the new expense policy", "how they feel about the proposed parking charges").
  const onlyInAim = (word: string) => {
    const at = said.findIndex((w) => w === word || w === `${word}s`);
    if (at < 0) return false;
    const before = said.slice(0, at);
    const cue = before.findLastIndex((w) => /^(whether|if|how|what|which|why|are|is|do|does|did|was|were)$/.test(w));
    return cue >= 0 && !before.slice(cue).some((w) => /^(about|on|regarding|with)$/.test(w));
  };
  for (const re of WHOLE) {
    const subject = re.exec(question)?.[1];
    if (!subject || /^(us|it)$/i.test(subject)) continue;
    const words = subject.toLowerCase().match(/[a-z'-]+/g) ?? [];
    const last = words.at(-1) ?? "";
    if (PEOPLE_WORDS.has(last)) return subject;
    const aimNoun = aims.some((alternatives) => alternatives.some((p) => new RegExp(`^(?:${p})$`, "i").test(last)));
    if (aimNoun && onlyInAim(last)) return subject;
    return undefined;
  }
  return undefined;
}

/** Questions nobody asked for: the channel, the device, a catch-all. */
export const FILLER =
  /how did you (first )?hear|how did you arrive|which device|is there anything else|anything else you/i;

const YES_NO_LIKE = /^(yes|no|partly|not sure|maybe|somewhat)\b/i;
/**
 * Options that do not answer the question: an either/or question ("online or by phone?") offered
 * Yes/No, or "Partly" on a factual "was anything..." or an "often enough" judgement.
 */
export function optionsMisfit(q: Question): boolean {
  const values = (q.options ?? []).map((o) => o.value);
  if (values.length === 0) return false;
  const yesNo = values.every((v) => YES_NO_LIKE.test(v));
  const partly = values.some((v) => /^partly\b/i.test(v));
  const text = q.question;
  const eitherOr =
    /\b[a-z][a-z-]+ or (a |an |the |by |in |at |on )?[a-z][a-z-]+\b/i.test(text) &&
    !/\bor (not|anything|other|so|more)\b/i.test(text) &&
    // "Did any puzzle feel broken or unfair?" asks whether one did at all.
    !/^(did|do|does|was|were|is|are|has|have) any\b/i.test(text);
  if (yesNo && eitherOr) return true;
  return partly && (/^(was|were|did|is|are)\b.*\bany/i.test(text) || /often enough/i.test(text));
}

export function storedShape(q: Question, i: number): boolean {
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

export function printQuestions(questions: Question[]): void {
  for (const q of questions) {
    const extra = q.options ? `  [${q.options.map((o) => o.value).join(" | ")}]` : q.requiresPrompt ? "  (Prompt)" : "";
    console.log(`  ${q.id}. ${q.type.padEnd(10)} ${q.question}${extra}`);
  }
}

export async function aimsSection(): Promise<void> {
  // Held-out sets only with `--holdout`: a tuner's everyday run never shows their figures.
  const sets = process.argv.includes("--holdout") ? SETS : SETS.filter(([name]) => !name.startsWith("held-out"));
  for (const [name, cases, show] of sets) await runSet(name, cases, show);
}

async function runSet(name: string, CASES: AimCase[], show: boolean): Promise<void> {
  const engine = createLocalEngine();
  console.log(`\n== Aims coverage, ${name} set: ${CASES.length} purposes written for this check`);
  let aimsTotal = 0;
  let aimsAsked = 0;
  let wrongDomain = 0;
  let filler = 0;
  let questionsTotal = 0;
  let domainRight = 0;
  let shapeBad = 0;
  let titlesGeneric = 0;
  let ungrammatical = 0;
  let slowest = 0;
  let twoAims = 0;
  let thirdPerson = 0;
  let misfit = 0;
  let wrongWhole = 0;
  let noOpen = 0;
  let ratingRuns = 0;
  let sameTitle = 0;
  const titles = new Set<string>();
  for (const c of CASES) {
    const started = performance.now();
    readPurpose(c.purpose);
    await engine.generateQuestions(`${c.purpose} `);
    slowest = Math.max(slowest, performance.now() - started);
    const reading = readPurpose(c.purpose);
    const questions = await engine.generateQuestions(c.purpose);
    const title = await engine.generateTitle(questions);
    const texts = questions.map((q) => `${q.question} ${(q.options ?? []).map((o) => o.value).join(" ")}`);
    const missed = c.aims.filter(
      (alternatives) => !alternatives.some((p) => texts.some((t) => new RegExp(p, "i").test(t))),
    );
    const bad = [
      ...c.forbidden.filter((p) => texts.some((t) => new RegExp(p, "i").test(t))),
      ...wrongBank(questions, c.allowed),
    ];
    // One aim per question: a question matching two aims' patterns asks two things at once.
    const doubled = questions.filter(
      (q) => c.aims.filter((alternatives) => alternatives.some((p) => new RegExp(p, "i").test(q.question))).length > 1,
    );
    // A clause pasted in: third-person words the purpose used about the respondents.
    const pasted = questions.filter((q) => /\b(they|their|them|themselves)\b/i.test(q.question));
    twoAims += doubled.length;
    thirdPerson += pasted.length;
    const wholeWrong = questions.filter(
      (q, i) =>
        (i === 0 || i === questions.length - 1) && wrongWholeSubject(q.question, c.aims, c.purpose) !== undefined,
    );
    wrongWhole += wholeWrong.length;
    const misfits = questions.filter(optionsMisfit);
    misfit += misfits.length;
    const noAux = questions.filter((q) => missingAuxiliary(q.question) || pastedClause(q.question));
    ungrammatical += noAux.length;
    const fillers = questions.filter((q) => FILLER.test(q.question) && !/hear|found|find/i.test(c.purpose));
    aimsTotal += c.aims.length;
    aimsAsked += c.aims.length - missed.length;
    wrongDomain += bad.length;
    filler += fillers.length;
    questionsTotal += questions.length;
    if (reading.domain.id === c.domain || c.domain === "any" || (c.domain === "general" && !reading.useBank))
      domainRight++;
    if (!questions.every(storedShape)) shapeBad++;
    if (/^(feedback survey|survey|feedback)$/i.test(title)) titlesGeneric++;
    // Nothing open for the why: no follow-ups and no themes to read.
    const open = questions.some((q) => q.type === "open-ended");
    if (!open) noOpen++;
    // One "How would you rate the X?" per thing listed instead of one question about the list.
    const rates = questions.filter((q) => /^how would you rate (the|your) /i.test(q.question));
    if (rates.length >= 3) ratingRuns++;
    if (titles.has(title.toLowerCase())) sameTitle++;
    titles.add(title.toLowerCase());
    const notes = [
      ...missed.map((m) => `aim not asked: ${m.join(" / ")}`),
      ...bad.map((b) => `forbidden: ${b}`),
      ...fillers.map((f) => `filler: ${f.question}`),
      ...noAux.map((f) => `no auxiliary: ${f.question}`),
      ...doubled.map((f) => `two aims: ${f.question}`),
      ...pasted.map((f) => `third person: ${f.question}`),
      ...misfits.map((f) => `options misfit: ${f.question}`),
      ...wholeWrong.map((f) => `whole-experience subject: ${f.question}`),
      ...(open ? [] : ["no open-ended question"]),
      ...(rates.length >= 3 ? [`${rates.length} "How would you rate the ...?"`] : []),
    ];
    if (!show) continue;
    console.log(`\n- ${c.purpose}`);
    console.log(
      `  domain ${reading.domain.id}${reading.useBank ? " (bank)" : ""} (expected ${c.domain}); subject "${reading.subject}"; title "${title}"`,
    );
    printQuestions(questions);
    console.log(`  ${notes.length === 0 ? "every aim asked, nothing forbidden" : notes.join("; ")}`);
  }
  console.log(`\nAims asked about:        ${aimsAsked}/${aimsTotal}`);
  console.log(`Wrong-domain questions:  ${wrongDomain}`);
  console.log(`Filler questions:        ${filler} of ${questionsTotal}`);
  console.log(`Domain read as expected: ${domainRight}/${CASES.length}`);
  console.log(`Stored shape broken:     ${shapeBad}`);
  console.log(`Generic titles:          ${titlesGeneric}`);
  console.log(`Missing auxiliary/verb:  ${ungrammatical} of ${questionsTotal}`);
  console.log(`Two aims in a question:  ${twoAims}`);
  console.log(`Third person pasted in:  ${thirdPerson}`);
  console.log(`Options misfit:          ${misfit} of ${questionsTotal}`);
  console.log(`Opener/closer subject:   ${wrongWhole} about people or an aim's thing`);
  console.log(`No open-ended question:  ${noOpen} of ${CASES.length} drafts`);
  console.log(`Three+ "rate the X":     ${ratingRuns} drafts`);
  console.log(`Title of another form:   ${sameTitle}`);
  console.log(`Slowest draft:           ${slowest.toFixed(1)} ms`);
}
