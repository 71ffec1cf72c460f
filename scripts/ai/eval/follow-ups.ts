/**
 * Follow-up screening: a labelled list of answers (gibberish, empty-ish, hostile, foreign,
 * off-topic, real), each asked twice as the conversation would. Checks that no screened answer is
 * quoted back, that each follow-up is one question, that none assumes a feeling the answer did not
 * state, that a second follow-up differs from the first and asks something new, and that no quote
 * ends in a chat tail, a time or the respondent's own body.
 */
import { readFileSync } from "node:fs";
import { followUp } from "../../../apps/server/src/ai/local/follow-up.ts";
import { screenAnswer } from "../../../apps/server/src/ai/local/screen.ts";

interface Case {
  kind: string;
  question: string;
  answer: string;
  /** For a real answer: patterns of its main point, one of which the first follow-up should take up. */
  main?: string[];
  /** What a skilled interviewer would ask (for reading, not scored). */
  ideal?: string;
  /** What the answer does: a neutral fact (use, source, reason), a complaint, a wish, praise, or praise then a complaint. */
  stance?: "neutral" | "complaint" | "wish" | "praise" | "mixed";
  /** Patterns the first follow-up must not contain: a side item, a person, a wrong-intent template. */
  avoid?: string[];
  /** The respondent's reply to the first follow-up, which the second follow-up builds on; without it the answer is given again. */
  reply?: string;
  /** What the reply does; the second follow-up is checked for a wrong-intent template against it. */
  stance2?: Case["stance"];
  /** Patterns the second follow-up must not contain: a side word of the reply, a template that misreads it. */
  avoid2?: string[];
  /**
   * The exchanges before this one on the same question, oldest first, as the chat sends them: with it, the
   * question is a follow-up already asked, the answer is the reply to it, and the first follow-up scored is
   * the conversation's next one (its main, stance and avoid apply to it).
   */
  thread?: Array<{ question: string; answer: string }>;
}

function load(name: string): Case[] {
  return JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8"));
}
/** The development set was read while the screen was built; the held-out set was written before and not tuned on. */
/**
 * Round 2: the first two sets were read while tuning; "held-out 2" was written before round 2's tuning
 * and run only at the end (its follow-ups are printed with `--show-held-out`).
 */
const SETS: Array<[string, Case[], boolean | "show"]> = [
  ["development", load("follow-up-cases.json"), false],
  ["round 1 held-out (read in round 2)", load("follow-up-holdout.json"), false],
  ["round 2 held-out (read in round 3)", load("follow-up-holdout-2.json"), false],
  ["development, round 3", load("follow-up-dev-3.json"), false],
  ["round 3 held-out (read in round 4)", load("follow-up-holdout-3.json"), false],
  ["development, round 4", load("follow-up-dev-4.json"), "show"],
  ["held-out 4 (read in round 5)", load("follow-up-holdout-4.json"), false],
  ["development, round 5", load("follow-up-dev-5.json"), false],
  ["development, round 6 (question intents)", load("follow-up-dev-6.json"), false],
  ["development, round 8 (other languages, chatter, main point)", load("follow-up-dev-8.json"), "show"],
  [
    "development, round 8c (off-topic and hostile beside look-alike real answers)",
    load("follow-up-dev-8c.json"),
    false,
  ],
  [
    "development, round 9 (new domains, languages and off-topic stories, written before round 9's changes)",
    load("follow-up-dev-9.json"),
    false,
  ],
  [
    "development, round 9b (look-alike stories beside off-topic ones, written mid-round to check the new off-topic rule)",
    load("follow-up-dev-9b.json"),
    false,
  ],
  [
    "development, round 9c (off-topic without story markers, hostile, questions to the bot, beside look-alike real answers; its round was not kept: blind 9 and 24 real answers it asked in general showed a loss)",
    load("follow-up-dev-9c.json"),
    false,
  ],
  [
    "development, round 10 (fifteen new domains: units and times, events and absences, asides, short and rambling answers; written before round 10's changes)",
    load("follow-up-dev-10.json"),
    "show",
  ],
  [
    "development, round 11 (seven new domains: short odd real answers beside off-topic asides and stories without story markers; written before round 11's changes)",
    load("follow-up-dev-11.json"),
    false,
  ],
  [
    "development, round 12 (ten new domains: long answers with the point mid-way, mixed praise and complaint, staff named in praise, complaints about objects; written before round 12's changes)",
    load("follow-up-dev-12.json"),
    "show",
  ],
  [
    "development, round 13 (eight domains typed the way people type: slang tails, times and weekdays, body parts, negated praise, names, rambles; written before round 13's changes)",
    load("follow-up-dev-13.json"),
    "show",
  ],
  [
    "development, round 16 (ten new domains: side details, slang, times and names beside the point, short real answers, junk that looks like words; written before round 16's changes; first run: 8 of 60 screened follow-ups quoted, 11 of 30 off the main point, 6 of 27 side items taken up, 2 wrong-intent templates)",
    load("follow-up-dev-16.json"),
    "show",
  ],
  [
    "development, round 17 (a tester's dog-groomer answers and three new domains: the respondent's own pet or child, negated things, idioms and intensifiers, verbs read as nouns, short real answers screened out, stance misread; written before round 17's changes)",
    load("follow-up-dev-17.json"),
    "show",
  ],
  [
    "development, round 18 (garden centre, barber, florist, karate club, bed and breakfast, carpet fitter: word salad of real words and off-topic remarks and stories beside short, slangy and rambling real answers, wishes, asides, and replies to the first follow-up; written before round 18's changes; first run: 39 of 58 screened follow-ups quoted, 0 of 13 word salads and 3 of 12 off-topic recognised, 6 of 43 off the main point)",
    load("follow-up-dev-18.json"),
    "show",
  ],
  [
    "development, round 19 (garden centre, barber, florist, karate club, bed and breakfast, carpet fitter: real answers the screen turned away, namely suggestions put as questions, stories of what the business did to the respondent's thing or person, and the respondent's own use told as a fact, beside off-topic stories of errands elsewhere with a judgement; written before round 19's changes)",
    load("follow-up-dev-19.json"),
    "show",
  ],
  [
    "development, round 19b (a tester's theatre-workshop chats and tutoring centre, music festival, bike shop: the respondent's own child taken as the thing, split phrasal nouns, time clashes read as wishes, second follow-ups on a side word of the reply or with a template that misreads it; written before round 19b's changes)",
    load("follow-up-dev-19b.json"),
    "show",
  ],
  [
    "development, round 20 (accountancy practice, independent bookshop, language school, physiotherapy clinic, farmers' market, brewery taproom, makerspace, community orchestra, hand car wash, dental practice: praise, complaints, mixed answers, suggestions with their reason told, side remarks and names beside the point; mash, word salad, part-junk with a real word, empty-ish, off-topic, hostile and other-language answers; written before round 20's changes)",
    load("follow-up-dev-20.json"),
    "show",
  ],
  [
    "development, round 21 (board game café, escape room, bike repair, pottery class, dog groomer, bookshop, climbing wall: the respondent's own name, greetings and sign-offs, verbs read as nouns (felt, took, set, left, run, fit), side remarks, screened answers, and 27 second turns read beside the first answer, whose reply is short and factual, has nothing to add, or makes a new point; written before round 21's changes)",
    load("follow-up-dev-21.json"),
    "show",
  ],
  [
    "development, round 22 (dental practice, coworking space: praise, complaints, mixed answers, wishes and plain facts; gibberish, empty-ish, off-topic, hostile and other-language answers; written before round 22's changes)",
    load("follow-up-dev-22.json"),
    "show",
  ],
  [
    "development, round 23 (screening only: keyboard mash, word salad, digits, empty-ish, off-topic, hostile and other-language answers in new domains; written before round 23's changes; first run: 5 of 82 follow-ups quoted back, hostile 4 of 7 and off-topic 3 of 6 recognised)",
    load("follow-up-dev-23.json"),
    "show",
  ],
  [
    "development, round 24 (bike repair, choir, vets, knitting patterns, ferry, holiday camp, recycling, language exchange, farm shop, museum audio guide: 55 screened answers of every kind, a third with a reply, beside 35 real ones; written by a helper who never read the engine, before round 24's changes; first run: 10 of 110 screened follow-ups quoted, off-topic 5 of 11, gibberish 9 of 12 and hostile 9 of 11 recognised, 5 of 35 off the main point)",
    load("follow-up-dev-24.json"),
    "show",
  ],
  [
    "development, round 26 (60 real answers with replies in twelve new domains, each with the first and second follow-ups a skilled interviewer would ask; written by a helper who never read the engine, mid-round; first run: 17 of 60 off the main point, 4 wrong-intent templates)",
    load("follow-up-dev-26.json"),
    "show",
  ],
  [
    "development, round 27 (driving school, allotments, tattoo studio, mobile library, repair café, brass band, parcel courier, climbing wall, dog groomer, student housing, model railway club, food bank: 45 real answers with replies and 25 screened ones, four word salads among them; written by a helper who never read the engine, before round 27's changes; first run: 16 of 50 screened follow-ups quoted, off-topic 1 of 7, gibberish 4 of 8 and hostile 4 of 5 recognised, 14 of 45 off the main point)",
    load("follow-up-dev-27.json"),
    "show",
  ],
  [
    "development, round 29 (window cleaning, kids' swimming lessons, community pharmacy, launderette, wedding DJ, scout group, bike hire, dental practice, podcast, church hall hire: 40 real answers with replies and 35 screened ones, seven word salads and two requests to unsubscribe among them; written by a helper who never read the engine, before round 29's changes; first run: 13 of 70 screened follow-ups quoted, off-topic 4 of 9, gibberish 3 of 10 recognised, 17 of 40 off the main point)",
    load("follow-up-dev-29.json"),
    "show",
  ],
  [
    "held-out 6, question intents, written before round 6's tuning (figures only)",
    load("follow-up-holdout-6.json"),
    true,
  ],
  [
    "held-out 5, written before round 5's tuning (only its figures were read: before tuning, mid-way and at the end)",
    load("follow-up-holdout-5.json"),
    true,
  ],
  [
    "held-out 8 (written blind by someone who never read the engine; its figures were read before and after round 8, and the round's last change used them to drop two word additions)",
    load("follow-up-holdout-8.json"),
    true,
  ],
  [
    "held-out 9 (written blind from domains the round's tuners were not given; figures only)",
    load("follow-up-holdout-9.json"),
    true,
  ],
  [
    "held-out 10 (written blind from domains round 10's tuners were not given; figures only)",
    load("follow-up-holdout-10.json"),
    true,
  ],
  [
    "held-out 11 (written blind from domains round 11's tuners were not given; figures only)",
    load("follow-up-holdout-11.json"),
    true,
  ],
  [
    "held-out 13 (follow-ups only, written blind late in round 11 from domains no tuner was given; figures only)",
    load("follow-up-holdout-13.json"),
    true,
  ],
  [
    "held-out 14 (written blind at the start of round 12 from domains no tuner was given; figures only)",
    load("follow-up-holdout-14.json"),
    true,
  ],
  [
    "held-out 15 (written blind at the start of round 13 from domains no tuner was given; figures only)",
    load("follow-up-holdout-15.json"),
    true,
  ],
  [
    "held-out 16 (farmers' market, bin collections; written blind at the start of round 22 by someone who did not tune; figures only)",
    load("follow-up-holdout-16.json"),
    true,
  ],
  [
    "held-out 17 (swimming pool, allotment society; written blind at the start of round 23 by someone who did not tune; figures only)",
    load("follow-up-holdout-17.json"),
    true,
  ],
];

/** Words that put a feeling in the respondent's mouth. */
const FEELINGS =
  /\b(so good|so bad|sorry|glad|great to hear|frustrat\w*|disappoint\w*|upset\w*|annoy\w*|happy|unhappy|lov\w+|hate\w*|enjoy\w*|delight\w*|thrill\w*|angry|excit\w*|pleased|impress\w*|amazing|awful|terrible)\b/gi;

/** Templates that judge: each is wrong for an answer of another stance. */
const JUDGES_BADLY = /\b(made .+ better|change about|work better|issue with|went wrong)\b/i;
const KEEP_IT = /\b(would not want us to change|so good|worked well)\b/i;
const WISHED = /\bwhat difference would\b|\bin what situations would\b/i;
function wrongIntent(stance: Case["stance"], f: string): boolean {
  if (stance === "neutral") return JUDGES_BADLY.test(f) || KEEP_IT.test(f) || WISHED.test(f);
  if (stance === "praise") return JUDGES_BADLY.test(f) || WISHED.test(f);
  if (stance === "wish") return KEEP_IT.test(f);
  if (stance === "complaint") return KEEP_IT.test(f);
  if (stance === "mixed") return KEEP_IT.test(f);
  return false;
}

/** Function words a probe may share with any answer. */
const COMMON = new Set(
  "a an the is are was it to of in on for and or you i what that this with have would your about there them they were been from could should make when time thing".split(
    " ",
  ),
);

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\d']+/gu) ?? [];
}

/** Any run of two answer words, or any single answer word of 4+ letters, repeated in the follow-up. */
function quotes(answer: string, question: string, followUpText: string): string[] {
  const a = words(answer);
  const asked = new Set(words(question));
  const f = ` ${words(followUpText).join(" ")} `;
  const found: string[] = [];
  for (let i = 0; i < a.length; i++) {
    const w = a[i] ?? "";
    if (w.length >= 4 && !asked.has(w) && !COMMON.has(w) && f.includes(` ${w} `)) found.push(w);
    const pair = `${w} ${a[i + 1] ?? ""}`;
    const informative = !COMMON.has(w) || !COMMON.has(a[i + 1] ?? "");
    if (a[i + 1] && informative && f.includes(` ${pair} `) && !found.includes(pair)) found.push(pair);
  }
  return found;
}

/** What a probe asks for; a second follow-up of the same kind about the same thing repeats the first. */
const ASKS: Array<[string, RegExp]> = [
  [
    "fix",
    /\b(change about|made .+ (better|easier)|want(ed)? to be different|work better|made the difference|liked us to handle|like to see done|to do differently)\b/i,
  ],
  ["effect", /\b(affect|difference (did|would)|change things for you)\b/i],
  [
    "detail",
    /\b(stood out|tell me (a bit )?more|say a bit more|walk me through|what happened|example|in particular)\b/i,
  ],
];
const askOf = (f: string) => ASKS.find(([, re]) => re.test(f))?.[0];
/** Content words of the answer the follow-up takes up. */
function takenUp(answer: string, f: string): Set<string> {
  const said = new Set(words(answer).filter((w) => w.length >= 3 && !COMMON.has(w)));
  return new Set(words(f).filter((w) => said.has(w)));
}
function repeatsAsk(answer: string, first: string, second: string): boolean {
  const kind = askOf(first);
  if (!kind || kind !== askOf(second)) return false;
  const a = takenUp(answer, first);
  const b = takenUp(answer, second);
  return (a.size === 0 && b.size === 0) || [...a].some((w) => b.has(w));
}
/** A quoted phrase that is no clean thing: a chat tail, a time, the respondent's own body. */
const BROKEN_QUOTE =
  /\b(tho|tbh|lol|lmao|ngl|imo|ffs|idk)\b|\b(the|your|a)\s+(\w+\s+){0,2}(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|today)s?\b|\b(the|your)\s+(\w+\s+)?(night|morning|evening|afternoon|week|weekend|month|year)s?\s+(make|better|stood|affect)|(?<!\b(getting|get|put|putting|using|use) )\byour (back|knees?|neck|jaws?|gums|teeth|tooth|hips?|legs?|arms?|feet|foot|hands?|shoulders?|stomach|eyes?)\b/i;

export function followUpSection(verbose = process.argv.includes("--verbose")): void {
  // Held-out sets only with `--holdout`: a tuner's everyday run never shows their figures.
  const sets = process.argv.includes("--holdout") ? SETS : SETS.filter(([, , mode]) => mode !== true);
  for (const [name, cases, mode] of sets)
    runSet(
      name,
      cases,
      mode === true ? process.argv.includes("--show-held-out") : verbose || mode === "show",
      mode === true,
    );
}

function runSet(name: string, CASES: Case[], verbose: boolean, heldOut: boolean): void {
  console.log(`\n== Follow-ups, ${name} set: ${CASES.length} labelled answers, two follow-ups each`);
  const byKind = new Map<string, { total: number; screened: number }>();
  let quoted = 0;
  let notOneQuestion = 0;
  let assumed = 0;
  let repeated = 0;
  let invalid = 0;
  let offPoint = 0;
  let withMain = 0;
  let engaged = 0;
  let wrongOpener = 0;
  let withStance = 0;
  let wrongTemplate = 0;
  let withAvoid = 0;
  let sideQuoted = 0;
  let sameAsk = 0;
  let withSecond = 0;
  let secondWrong = 0;
  let broken = 0;
  let valid = 0;
  let turns = 0;
  let turnsWrong = 0;
  const problems: string[] = [];
  let slowest = 0;
  for (const c of CASES) {
    const started = performance.now();
    followUp({ question: `${c.question} `, answer: c.answer, ...(c.thread ? { thread: c.thread } : {}) });
    slowest = Math.max(slowest, performance.now() - started);
    const kind = screenAnswer(c.answer, c.question);
    const stats = byKind.get(c.kind) ?? { total: 0, screened: 0 };
    stats.total++;
    if (kind === c.kind) stats.screened++;
    byKind.set(c.kind, stats);
    // As the chat asks: the follow-ups asked so far on this question, and the exchanges before this one.
    const thread = c.thread ?? [];
    const askedBefore = thread.length > 0 ? [...thread.slice(1).map((t) => t.question), c.question] : [];
    const first = followUp({
      question: c.question,
      answer: c.answer,
      ...(thread.length > 0 ? { previous: askedBefore, thread } : {}),
    });
    const second = followUp({
      question: first,
      answer: c.reply ?? c.answer,
      previous: [...askedBefore, first],
      thread: [...thread, { question: c.question, answer: c.answer }],
    });
    for (const f of [first, second]) {
      if ((f.match(/\?/g) ?? []).length !== 1 || !f.trim().endsWith("?")) {
        notOneQuestion++;
        problems.push(`not one question: ${f}`);
      }
      const feelings = (f.match(FEELINGS) ?? []).filter((w) => !c.answer.toLowerCase().includes(w.toLowerCase()));
      if (feelings.length > 0) {
        assumed++;
        problems.push(`assumes "${feelings.join(", ")}": ${f}`);
      }
      if (c.kind !== "valid") {
        invalid++;
        const q = quotes(c.answer, c.question, f);
        if (q.length > 0) {
          quoted++;
          problems.push(`quotes ${c.kind} answer (${q.join(", ")}): ${c.answer} -> ${f}`);
        }
      }
    }
    if (c.main?.length) {
      withMain++;
      if (!c.main.some((p) => new RegExp(p, "i").test(first))) {
        offPoint++;
        problems.push(`misses the main point (${c.main.join(" / ")}): ${c.answer} -> ${first}`);
      }
    }
    if (c.stance) {
      withStance++;
      if (wrongIntent(c.stance, first)) {
        wrongTemplate++;
        problems.push(`wrong-intent template for a ${c.stance} answer: ${c.answer} -> ${first}`);
      }
    }
    if (c.avoid) {
      withAvoid++;
      const hit = c.avoid.filter((p) => new RegExp(p, "i").test(first));
      if (hit.length > 0) {
        sideQuoted++;
        problems.push(`takes up what it should not (${hit.join(" / ")}): ${c.answer} -> ${first}`);
      }
    }
    if (thread.length > 0) {
      turns++;
      const wrong =
        (c.main?.length && !c.main.some((p) => new RegExp(p, "i").test(first))) ||
        (c.stance && wrongIntent(c.stance, first)) ||
        (c.avoid ?? []).some((p) => new RegExp(p, "i").test(first));
      if (wrong) turnsWrong++;
    }
    if (c.stance2 || c.avoid2) {
      withSecond++;
      const hit = (c.avoid2 ?? []).filter((p) => new RegExp(p, "i").test(second));
      if (hit.length > 0 || (c.stance2 && wrongIntent(c.stance2, second))) {
        secondWrong++;
        problems.push(`second follow-up off the reply (${hit.join(" / ") || c.stance2}): ${c.reply} -> ${second}`);
      }
    }
    // A hostile or off-topic answer gets the question again, gently: none of its words come back.
    if ((c.kind === "hostile" || c.kind === "off-topic") && quotes(c.answer, c.question, first).length > 0) engaged++;
    if (/^(sorry to hear|no problem|no worries|great)\b/i.test(first) && !(c.kind === "empty")) {
      wrongOpener++;
      problems.push(`opener: ${first}`);
    }
    if (c.kind === "valid") {
      valid++;
      if (repeatsAsk(c.answer, first, second)) {
        sameAsk++;
        problems.push(`second asks the same as the first: ${first} / ${second}`);
      }
      const bad = [first, second].filter((f) => BROKEN_QUOTE.test(f) && !BROKEN_QUOTE.test(c.question));
      if (bad.length > 0) {
        broken++;
        problems.push(`quotes a tail, time or body word: ${c.answer} -> ${bad.join(" / ")}`);
      }
    }
    if (first === second) {
      repeated++;
      problems.push(`repeats itself: ${first}`);
    }
    if (verbose || (kind !== c.kind && !heldOut)) {
      for (const t of thread) console.log(`  (${t.question} | ${t.answer})`);
      console.log(`  [${c.kind}${kind === c.kind ? "" : ` read as ${kind}`}] ${c.question} | ${c.answer}`);
      console.log(`      -> ${first}`);
      if (c.reply) console.log(`      <- ${c.reply}`);
      console.log(`      -> ${second}`);
    }
  }
  for (const [kind, s] of byKind) console.log(`  ${kind.padEnd(10)} ${s.screened}/${s.total} recognised`);
  const asked = CASES.length * 2;
  console.log(`  screened answers quoted back: ${quoted} of ${invalid} follow-ups`);
  console.log(`  not exactly one question:     ${notOneQuestion} of ${asked}`);
  console.log(`  assumed feelings:             ${assumed} of ${asked}`);
  console.log(`  second follow-up = first:     ${repeated} of ${CASES.length}`);
  console.log(`  second asks the same kind about the same thing: ${sameAsk} of ${valid}`);
  console.log(`  quotes a slang/time/body word: ${broken} of ${valid}`);
  if (withMain > 0) console.log(`  misses the answer's main point: ${offPoint} of ${withMain}`);
  if (withStance > 0) console.log(`  wrong-intent templates:       ${wrongTemplate} of ${withStance}`);
  if (withAvoid > 0) console.log(`  side item/person/bad template taken up: ${sideQuoted} of ${withAvoid}`);
  if (withSecond > 0)
    console.log(`  second follow-up misreads the reply or takes a side word: ${secondWrong} of ${withSecond}`);
  if (turns > 0)
    console.log(
      `  later follow-up off its thread (main missed, wrong template or avoided text): ${turnsWrong} of ${turns}`,
    );
  console.log(`  engages hostile/off-topic:    ${engaged}`);
  console.log(`  'Sorry to hear'/'No problem' openers: ${wrongOpener} of ${CASES.length}`);
  console.log(`  slowest follow-up:            ${slowest.toFixed(1)} ms`);
  if (!heldOut || verbose) for (const p of problems) console.log(`  ! ${p}`);
}
