import type { Question } from "@parley/schema";
import { gerund } from "./aim-questions.ts";
import { AIM_DATA } from "./aims.ts";
import { DOMAINS, type Domain, GENERIC } from "./domains.ts";
import { tagTexts } from "./nlp.ts";
import { joinHyphens, joinWords, nounPhrases } from "./phrases.ts";
import { asWritten, detectDomain, type PurposeReading } from "./purpose.ts";
import { escapeRegExp, wordSet } from "./util.ts";

export const MAX_TITLE_LENGTH = 60;
const ENTITIES = [...DOMAINS, GENERIC].flatMap((d) => d.entities);

/** Phrases every survey repeats; never the subject of a title. */
const NOT_TITLE = new Set(
  (
    "scale friend friends colleague colleagues family others someone visit thing things part parts way time day " +
    "experience option options answer reason highlight change edition member staff device devices people person " +
    "anything everything nothing one expectation expectations value money overall goal goals topic topics feature " +
    "features question questions step steps session sessions moment first order service instructor venue food prices " +
    "price quality job look feel child productivity views issue problem problems areas area attention"
  ).split(" "),
);
const SMALL_WORDS = wordSet("a an the and or of for in on at to with by from vs");
/** Qualifiers naming a kind of thing, dropped when the subject already names it ("React Workshop Evaluation"). */
const KIND_QUALIFIERS = new Set(["Course", "Website", "Product"]);

export function titleCase(words: string[]): string {
  return words
    .map((w, i) => {
      if (/\p{Lu}/u.test(w)) return w; // keeps "iOS", "HR", "React"
      if (i > 0 && SMALL_WORDS.has(w)) return w;
      // "20-mph": a unit after a number keeps its small letters.
      if (/^\d+-\p{Ll}+$/u.test(w)) return w;
      return w.replace(/(^|-)(\p{Ll})/gu, (_m, dash: string, c: string) => dash + c.toUpperCase());
    })
    .join(" ")
    .replace(/ 'S\b/g, "'s")
    .replace(/ 's\b/g, "'s");
}

interface SubjectGuess {
  words: string[];
  questions: number;
}

/** The noun phrase most questions share ("our new coffee shop" in 7 of 8). */
function sharedSubject(texts: string[]): SubjectGuess | undefined {
  const tagged = tagTexts(texts);
  const stats = new Map<string, { words: string[]; questions: number; first: number; proper: boolean }>();
  tagged.forEach((tokens, qi) => {
    const seen = new Set<string>();
    for (const p of nounPhrases(joinHyphens(tokens))) {
      // Sub-phrases too: "the food at X" and "your visit to X" share X even when one adds a word.
      for (let from = 0; from < p.words.length; from++) {
        const lemmas = p.lemmas.slice(from);
        const headLemma = (lemmas.at(-1) ?? "").toLowerCase();
        if (NOT_TITLE.has(headLemma) || lemmas.length === 0) continue;
        const key = lemmas.join(" ").toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        const entry = stats.get(key) ?? {
          words: p.words.slice(from),
          questions: 0,
          first: qi,
          proper: /^\p{Lu}/u.test(p.words.at(-1) ?? ""),
        };
        entry.questions++;
        stats.set(key, entry);
      }
    }
  });
  let best: { words: string[]; questions: number; first: number; proper: boolean } | undefined;
  for (const s of stats.values()) {
    if (
      !best ||
      s.questions > best.questions ||
      (s.questions === best.questions && s.words.length > best.words.length) ||
      (s.questions === best.questions && s.words.length === best.words.length && s.first < best.first)
    ) {
      best = s;
    }
  }
  return best && { words: best.words, questions: best.questions };
}

function fit(parts: string[]): string | undefined {
  const title = parts.filter(Boolean).join(" ").replace(/\s+/g, " ").trim();
  return title.length <= MAX_TITLE_LENGTH ? title : undefined;
}

/** "{Subject} {qualifier} {core}", shortened until it fits in 60 characters. */
function composeTitle(subjectWords: string[], domain: Domain): string {
  const subject = titleCase(subjectWords.map((w) => w.trim()).filter(Boolean));
  const lower = subject.toLowerCase();
  const qualifierWords = domain.qualifier.split(" ").filter(Boolean);
  const redundant =
    qualifierWords.some((w) => lower.includes(w.toLowerCase())) ||
    (KIND_QUALIFIERS.has(domain.qualifier) &&
      domain.entities.some(
        (e) =>
          lower.endsWith(e) ||
          lower
            .replace(/sses$/, "ss")
            .replace(/(?<=[^s])s$/, "")
            .endsWith(e),
      ));
  const qualifier = redundant ? "" : domain.qualifier;
  const core = domain.core
    .split(" ")
    .filter((w) => !lower.split(/\s+/).includes(w.toLowerCase()))
    .join(" ");
  if (!subject) return domain === GENERIC ? "Feedback Survey" : `${domain.qualifier} ${domain.core}`.trim();
  const tried = fit([subject, qualifier, core || "Survey"]) ?? fit([subject, core || "Survey"]);
  if (tried) return tried;
  // Long subject: drop leading modifiers and keep the head noun ("... Leadership Conference").
  const words = subject.split(" ");
  const suffix = core || "Survey";
  while (words.length > 1) {
    words.shift();
    while (words.length > 1 && SMALL_WORDS.has((words[0] ?? "").toLowerCase())) words.shift();
    const t = fit([words.join(" "), suffix]);
    if (t) return t;
  }
  return `${(words[0] ?? "").slice(0, MAX_TITLE_LENGTH - suffix.length - 1)} ${suffix}`.trim();
}

const ROLES = new Set(AIM_DATA.roles);

/** A title from the purpose: "Riverside Park Visitor Survey", "Oakwood Apartments Tenant Survey". */
/** "how people choose a holiday destination" -> "holiday destination": what a study without a subject is about. */
function aimTopic(reading: PurposeReading): string {
  for (const aim of reading.aims) {
    // "why donations dropped this year": the thing, not the time.
    const rest = /^(this|last|next) (year|week|month|term|season)$/.test(aim.type === "clause" ? aim.rest : "");
    // "is the intranet search actually useful": the thing described, not the description.
    // "how often does the connection drop": the thing that does it.
    // "whether the text reminders we send are useful", "whether our fee feels fair": a thing and how it is.
    const described =
      aim.type === "clause" &&
      (!aim.verb ||
        !aim.rest ||
        /^(be|is|are|was|were|feel|feels|seem|seems|look|looks|sound|sounds)$/.test(aim.verb)) &&
      !aim.audience &&
      /\w/.test(aim.subject) &&
      aim.subject !== "it";
    // "how they cook at home together": the activity, where it happens ("cooking at home").
    const where =
      aim.type === "clause" && aim.verb && !described && /^(at|in|on|with|for|during|around|outside)\b/.test(aim.rest)
        ? `${gerund(aim.verb)} ${aim.rest.replace(/\s+(together|more|less|again|now|anymore|alone|often)$/, "")}`
        : "";
    if (where && where.split(" ").length <= 3) return where;
    const text = aim.type === "topic" ? aim.phrase : rest || described ? aim.subject : aim.rest;
    const words = text
      .replace(/^(you|your|us|from|about|for|with|the|a|an|\w+ing|\s)+\b/i, "")
      // "us over other insurers": the ones not chosen are not what the form is about.
      .replace(/^(over|instead of|rather than|than) .*$/i, "")
      // "text reminders we send": what the owner says of it is no part of its name.
      .split(/,? (?:to|for|in|at|with|from|on|of|and|or|when|if|because|we|i|you|they) |, /)[0]
      ?.replace(/^(the|a|an|your|our) /, "")
      .replace(/\s+(anymore|any more|again|now|today|these days|lately|ok|okay|fine|alright)$/i, "")
      .trim()
      // "the new break room coffee machine": a long name is known by its head.
      .split(" ")
      .filter((_w, i, all) => all.length <= 3 || i >= all.length - 2)
      .join(" ");
    // "feel appreciated" names no thing.
    const describing = /^\w+(ed|ing|ly|ful|ous|ive|able)$/i.test(words ?? "");
    if (words && !describing && /\p{L}{3}/u.test(words) && words.split(" ").length <= 3) return words;
    if (aim.type === "clause" && aim.whNoun && !/\b(much|many|time|day|days)\b/.test(aim.whNoun)) return aim.whNoun;
  }
  return "";
}

/** The kind of survey the owner names: "exit interview", "post-stay survey", "end of course feedback". */
const SURVEY_KINDS: Array<[RegExp, string]> = [
  [/\bexit interviews?\b/i, "Exit Interview"],
  [
    /\bexit (survey|questionnaire|feedback)\b|\b(people|staff|employees|volunteers|members) (who are )?leaving\b|\bleaving (volunteers|staff|employees|members)\b|\bleavers\b/i,
    "Exit Survey",
  ],
  [/\bpost[- ]stay\b/i, "Post-Stay Survey"],
  [/\bpost[- ]visit\b/i, "Post-Visit Survey"],
  [/\bpost[- ]event\b/i, "Post-Event Survey"],
  [/\bend[- ]of[- ](course|module|term|semester)\b/i, "End-of-$1 Evaluation"],
  [/\bpulse (survey|check)\b/i, "Pulse Survey"],
];

function surveyKind(text: string): string | undefined {
  for (const [re, core] of SURVEY_KINDS) {
    const m = re.exec(text);
    if (m) return core.replace("$1", titleCase([(m[1] ?? "").toLowerCase()]));
  }
  return undefined;
}

/** "the lift breakdowns, security and the communal garden": the first two topics, when no subject is named. */
function listedTopics(reading: PurposeReading): string[] {
  const topics = reading.aims
    .filter((a) => a.type === "topic")
    .map((a) => a.phrase.split(" ").slice(-2).join(" "))
    .filter((p) => !NOT_TITLE.has(p.split(" ").at(-1) ?? ""));
  if (topics.length === 0) return [];
  return topics.length === 1
    ? (topics[0] ?? "").split(" ")
    : [...(topics[0] ?? "").split(" "), "and", ...(topics[1] ?? "").split(" ")];
}

export function titleFromPurpose(reading: PurposeReading): string {
  // "Exit Survey", "Post-Stay Survey": the kind of survey the owner names says more than "Feedback".
  const kind = surveyKind(reading.text);
  const role = ROLES.has(reading.respondents) ? titleCase([reading.respondentWord || reading.respondents]) : "";
  // "the proposed cycle lane": a consultation on the cycle lane; an idea not built yet is researched.
  const named = reading.bare.replace(/^(proposed|planned|possible|potential|suggested) /i, "").split(" ");
  if (reading.bare && reading.kind === "proposal")
    return composeTitle(named, { ...GENERIC, qualifier: "", core: "Consultation" });
  if (reading.bare && reading.idea && reading.domain.core !== "Research")
    return composeTitle(named, { ...GENERIC, qualifier: "", core: "Research" });
  // "what our pharmacy customers think of ...": the kind of business its customers are named by, inside a clause.
  const ownedBy = reading.respondentWord
    ? new RegExp(`\\b(?:our|the) ([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}) ${reading.respondentWord}s?\\b`, "i").exec(
        reading.text,
      )?.[1]
    : undefined;
  const business =
    ownedBy && ENTITIES.some((e) => ownedBy.toLowerCase() === e || ownedBy.toLowerCase().endsWith(` ${e}`))
      ? ownedBy.toLowerCase()
      : undefined;
  if (!reading.bare && (reading.domain === GENERIC || !reading.useBank)) {
    // "window cleaning customers: ...": the service a heading names its respondents by is what the form is about.
    const service = reading.respondentWord
      ? new RegExp(
          `^(?:our |the )?([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}) ${reading.respondentWord}s? ?[:—–-]`,
          "i",
        ).exec(reading.text)?.[1]
      : undefined;
    // "people who got their phone fixed with us": the work done names the service.
    const done =
      /\b(?:got|had|have|getting|having) (?:their|your|my|his|her|our) [\w/ -]{1,30}? (fixed|repaired|serviced|cleaned|fitted|installed|groomed)\b/i.exec(
        reading.text,
      )?.[1];
    const work = done
      ? (
          {
            fixed: "repair",
            repaired: "repair",
            serviced: "servicing",
            cleaned: "cleaning",
            fitted: "fitting",
            installed: "installation",
            groomed: "grooming",
          } as Record<string, string>
        )[done.toLowerCase()]
      : undefined;
    const topic = service ?? business ?? work ?? aimTopic(reading);
    if (!topic) return kind ?? "Feedback Survey";
    return composeTitle(topic.split(" "), { ...GENERIC, qualifier: kind ? "" : role, core: kind ?? "Survey" });
  }
  // No subject named: the topics listed say what the form is about ("Repairs and Noise Tenant Survey").
  const topics = reading.bare || kind ? [] : business ? business.split(" ") : listedTopics(reading);
  // "our café ... about the new loyalty card": a form about one thing of a business is named by both,
  // so two forms for one business differ.
  const only = reading.aims.length === 1 ? reading.aims[0] : undefined;
  const focus =
    reading.bare &&
    !kind &&
    only?.type === "topic" &&
    only.phrase.split(" ").length <= 3 &&
    !NOT_TITLE.has(only.head) &&
    !reading.bare.toLowerCase().includes(only.phrase)
      ? only.phrase
      : undefined;
  const words =
    topics.length > 0
      ? topics
      : [
          ...(reading.bare || reading.domain.fallback.replace(/^(our|the|my|your)\s+/, "")).split(" "),
          ...(focus ? focus.split(" ") : []),
        ];
  // "Market Research" stays as it is; elsewhere the respondents name the survey ("Tenant Survey").
  // A domain whose questions were not used names no audience of its own ("Employee" for a company's customers).
  const own = reading.useBank ? reading.domain.qualifier : "";
  const qualifier = kind || focus ? "" : (reading.domain.core !== "Research" && role) || own;
  const core = kind ?? (reading.domain === GENERIC ? "Survey" : reading.domain.core);
  return composeTitle(words, { ...reading.domain, qualifier, core });
}

/** Titles of forms drafted here, so the title call that follows a draft names what the purpose named. */
const drafted = new Map<string, string>();
const DRAFTED_MAX = 500;

function key(questions: Question[]): string {
  return questions.map((q) => q.question.trim()).join("\n");
}

export function rememberTitle(questions: Question[], title: string): void {
  drafted.delete(key(questions));
  drafted.set(key(questions), asWritten(title));
  if (drafted.size > DRAFTED_MAX) drafted.delete(drafted.keys().next().value ?? "");
}

/** A title naming what the questions are about, at most 60 characters. */
export function generateTitle(questions: Question[]): string {
  const known = drafted.get(key(questions));
  if (known) return known;
  const texts = questions.map((q) => q.question).filter((t) => t.trim() !== "");
  if (texts.length === 0) return "Feedback Survey";
  const guess = sharedSubject(texts);
  // A phrase in one question of many is a detail, not the subject.
  const subject = guess && (guess.questions >= 2 || texts.length <= 2) ? guess.words : [];
  return composeTitle(subject, domainOf(texts, joinWords(subject)));
}

/** The domain whose question bank the texts come from, else the one their words point to. */
function domainOf(texts: string[], subject: string): Domain {
  let best: Domain | undefined;
  let bestHits = 1;
  for (const domain of [...DOMAINS, GENERIC]) {
    const patterns = domain.bank.map((t) => templatePattern(t.text));
    const hits = texts.filter((text) => patterns.some((p) => p.test(text))).length;
    if (hits > bestHits) {
      best = domain;
      bestHits = hits;
    }
  }
  if (best) return best;
  const lemmas = tagTexts([texts.join(". ")])[0]?.map((t) => t.lemma.toLowerCase()) ?? [];
  return detectDomain(lemmas, subject);
}

const patternCache = new Map<string, RegExp>();
function templatePattern(template: string): RegExp {
  let re = patternCache.get(template);
  if (!re) {
    const parts = template.split("{s}").map((p) => escapeRegExp(p));
    re = new RegExp(`^${parts.join(".+")}$`, "i");
    patternCache.set(template, re);
  }
  return re;
}
