import type { Question } from "@parley/schema";
import { normalizeQuestion } from "@parley/schema";
import {
  activityQuestions,
  clauseQuestions,
  fitOptions,
  joinMishaps,
  participle,
  type Subject,
  topicQuestion,
} from "./aim-questions.ts";
import { AIM_DATA, type Aim, AUDIENCE, type ClauseAim, type TopicAim } from "./aims.ts";
import { DOMAINS, GENERIC, type Template } from "./domains.ts";
import { tagTexts } from "./nlp.ts";
import { askedLists, ownerLists, withOwnerAnswers } from "./owner-lists.ts";
import {
  asWritten,
  listedAnswers,
  NEW_STAFF,
  type PurposeReading,
  plainPurpose,
  readPurpose,
  STAFF_SURVEY,
  usedByRespondents,
} from "./purpose.ts";
import { isEnglishWord } from "./screen.ts";
import { practicalItem, type SignUpKind, signUpKind, signUpQuestions, signUpTitle } from "./sign-up.ts";
import { rememberTitle, titleFromPurpose } from "./title.ts";
import { capitalise, escapeRegExp, hash, normalise, seededRandom, shuffled, wordSet } from "./util.ts";
import { headNounPhrase, isWellFormed, plainQuestionAbout, withoutNoteMarks } from "./well-formed.ts";

const MIN_QUESTIONS = 5;
const MAX_QUESTIONS = 8;

const PLURAL_VERBS: Array<[RegExp, string]> = [
  [/\b(does|is|was|has) \{s\}/g, "{verb} {s}"],
  [/\{s\} (does|is|was|has)\b/g, "{s} {verb}"],
];
const PLURAL_OF: Record<string, string> = { does: "do", is: "are", was: "were", has: "have" };

/** Puts the subject in, with the verb agreeing: "How well do the Saturday shifts keep you informed?". */
function fill(text: string, subject: string, plural: boolean): string {
  let out = text;
  if (plural) {
    for (const [re, shape] of PLURAL_VERBS) {
      out = out.replace(re, (_m, verb: string) => shape.replace("{verb}", PLURAL_OF[verb] ?? verb));
    }
  }
  return capitalise(out.replaceAll("{s}", subject));
}

/** "nhs or private": a word with no vowel the owner typed in lower case is initials ("NHS"). */
export function acronymsInCapitals(text: string): string {
  // An answer option starts with a capital: "Nhs"; "St", "Mr" and "Mrs" are spelled so.
  // "20-mph", "5-kph": units after a number stay in small letters.
  return text.replace(/\b(?<!\d-)(?!(?:hm+|sh+|nth|ps+t|tsk|brr|mrs|mph|kph|vs)\b)[b-df-hj-np-tv-xz]{2,5}\b/gi, (w) =>
    w === w.toLowerCase() || /^\p{Lu}\p{Ll}{2,}$/u.test(w) ? w.toUpperCase() : w,
  );
}

/**
 * "should ditch it it": a word doubled where two parts of a question meet goes; the owner's "ok" is
 * written "OK" in a question.
 */
function tidied(text: string): string {
  return acronymsInCapitals(
    // "How do we handle setup times?" asks the one answering how well we do it.
    asWritten(text)
      .replace(/^How do we (?!know\b)(?=[a-z]+ )/, "How well do we ")
      // "How much did you find the rooms?": finding takes no amount.
      .replace(/^How much (did|do) you find\b/, "How $1 you find")
      .replace(/\b(it|the|you|your|to|of|at|in|on|for|a|an) \1\b/gi, "$1")
      .replace(/\bok\b/g, "OK")
      // "What budget had you in mind?": "had" is the verb, and English asks it with "did".
      .replace(/^(What [\w ]{1,20}?) had you in mind\?$/, "$1 did you have in mind?")
      // "How would you rate the camping area for you?": a rating is the one answering's already.
      .replace(/^(How would you rate .+) for you\?$/, "$1?")
      // A tenant's home is lived in, and its rent is theirs.
      .replace(/\byour rent at your home\b/g, "your rent")
      .replace(/\bat your home\b/g, "in your home")
      // "Does staff feel safe": staff are many.
      .replace(
        /^(Does|Has|Is|Was) staff\b/,
        (_m, v: string) =>
          `${({ Does: "Do", Has: "Have", Is: "Are", Was: "Were" } as Record<string, string>)[v]} staff`,
      )
      // "What 's working?": a clitic split off by the tagger joins its word again.
      .replace(/(\w) '(s|re|ve|ll|d|m)\b/g, "$1'$2"),
  );
}

/**
 * "Would you come to events like quiz nights or live music? [Quiz nights | Live music | No preference]": the
 * examples are which ones they would come to, and none is an answer too.
 */
function whichOfTheExamples(d: Template): Template {
  const m = /^Would you (\w+)(?: to)? (\w+) like (.+) or (.+)\?$/.exec(d.text);
  if (d.type !== "radio" || !m?.[3] || !m[4] || !d.options?.includes("No preference")) return d;
  const to = /\bto\b/.test(d.text.split(" like ")[0] ?? "") ? " to" : "";
  return {
    type: "checkbox",
    text: `Which ${m[2]} would you ${m[1]}${to}?`,
    options: [...d.options.filter((o) => o !== "No preference"), "None of these"],
  };
}

/** Turns drafted templates into stored questions, ids from 1. */
function toQuestions(drafts: Template[]): Question[] {
  return drafts.map(whichOfTheExamples).map((d, i) =>
    normalizeQuestion(i + 1, {
      question: tidied(d.text),
      type: d.type,
      options: d.options?.map(acronymsInCapitals),
      requiresPrompt: d.prompt === true,
    }),
  );
}

const STOP = wordSet(
  "a an the of to in on at for with about and or how what which would you your do did does is are was were from by it this that our us any",
);

function contentWords(text: string): Set<string> {
  return new Set(
    (normalise(text).match(/[\p{L}-]+/gu) ?? [])
      .filter((w) => !STOP.has(w) && w.length > 2)
      .map((w) => w.replace(/s$/, "")),
  );
}

/** What a question asks, in words that differ between an aim and a bank: wanting it, paying for it. */
const INTENTS: RegExp[] = [
  // Two openings that rate the whole subject.
  /^on a scale of 0 to 10, how (would you rate .* overall|satisfied are you with)\b/i,
  /\b(interested|would you (want|use|buy|come|visit|try)|likely (would|are) you be to (buy|visit|come|use))\b/i,
  /\b(pay|price|cost|spend)\b/i,
  /\b(worr(y|ies)|concerns?|put you off|stop you from buying)\b/i,
];

/** "Would you want one?" and "How interested would you be in it?" ask the same thing. */
function sameIntent(a: string, b: string): boolean {
  return INTENTS.some((re) => re.test(a) && re.test(b));
}

/** Two questions that ask about the same thing: most of the shorter one's words are in the other. */
function overlaps(a: string, b: string, subjectWords: Set<string>): boolean {
  const wa = [...contentWords(a)].filter((w) => !subjectWords.has(w));
  const wb = contentWords(b);
  if (wa.length === 0) return false;
  const shared = wa.filter((w) => wb.has(w)).length;
  return shared / Math.min(wa.length, Math.max(1, [...wb].filter((w) => !subjectWords.has(w)).length)) >= 0.6;
}

/**
 * Drafts 5 to 8 questions for a purpose. Every aim the purpose names gets its own question, written
 * from the aim; the form opens on an overall rating of the subject and ends on an open question
 * with follow-ups. A domain's bank fills the form only when the subject is that domain's kind of
 * thing; otherwise a general set written for the subject's kind does. The purpose seeds every draw,
 * so the same purpose always gives the same form.
 */
function draftQuestions(reading: PurposeReading, seedText: string, signUp: SignUpKind | undefined): Template[] {
  const random = seededRandom(hash(normalise(seedText)));
  // "Beekeeping association membership renewal survey": members are asked about renewing, of the association.
  const renewal = RENEWAL.test(seedText) && !reading.idea && reading.aims.length === 0;
  const named = reading.subject || (reading.useBank ? reading.domain.fallback : GENERIC.fallback);
  const shownSubject = renewal ? named.replace(/\s+(membership|subscription)(\s+renewals?)?$/i, "") : named;
  const subject: Subject = {
    text: reading.subject,
    short: reading.short,
    kind: reading.kind,
    plural: reading.plural,
    leavers: LEAVERS.test(seedText),
  };
  // "the breakfast buffet at the Seaview Hotel" is part of a place: recommending it to a friend makes no sense.
  const partOfPlace = reading.short !== reading.subject;
  // Something planned ("we are designing", "thinking about starting", "the next model") cannot be
  // rated, recommended or have met expectations yet: only questions in "would" fit it.
  // "Feedback on the Summer Beats festival ... would people buy tickets again": it exists already.
  // "allotment society survey: plot rents, and should we hold a summer show": a proposal after the
  // subject is one more aim; the subject is there already.
  // "would people pay extra for a projector": paying more is for something already there.
  // "whether they would buy from an online shop if we opened one": the plan is that aim's own thing.
  // "opening hrs (thinking of opening mondays)": an aside in brackets plans nothing the form is about.
  const cue = FUTURE.exec(
    seedText
      .replace(/\s*\([^()]*\)/g, "")
      .replace(/\bwould \w+ pay (?:a bit |about |up to )?(?:more|extra|£?\d+\S* (?:more|extra))\b/gi, "")
      .replace(/\bwould [^.?!;]*? if we (?:added|opened|offered|started|launched|built) (?:one|it|them)\b/gi, ""),
  );
  const namedAt = reading.bare ? seedText.toLowerCase().indexOf(reading.bare.toLowerCase()) : -1;
  // "we manage a coworking space ... thinking of adding phone booths": a plan told in a later sentence
  // than the one naming the subject is an aim of its own; the subject itself runs already.
  const sentenceAt = (at: number) => (seedText.slice(0, at).match(/[.!?\n]+\s/g) ?? []).length;
  const planOfSubject =
    !cue ||
    ((!/^should we\b/i.test(cue[0]) || namedAt < 0 || namedAt >= cue.index) &&
      !(namedAt >= 0 && sentenceAt(cue.index) > sentenceAt(namedAt)));
  const future = cue !== null && planOfSubject && !/^(feedback|post-|after)\b/i.test(seedText.trim());
  // A subject that may be an aspect, an object or people ("the chairs", "Hirers") is never rated or
  // "improved" as a whole: the form asks customers about the owner's business as "us". The owner's
  // own offering ("our telehealth appointments"), an idea and what staff are asked about stay.
  const aboutUs =
    reading.subject !== "" &&
    // With no aims the subject is the form's one topic ("Parents' views on the school meals").
    reading.aims.length > 0 &&
    !reading.idea &&
    // "a smart water bottle we have not built yet": a planned product keeps its own bank.
    !(future && reading.useBank) &&
    !/^(our|my) /i.test(reading.subject) &&
    !KIND_OWN_SET.has(reading.kind) &&
    !(reading.useBank && OWN_SET_BANKS.has(reading.domain.id)) &&
    !OWN_PEOPLE.has(reading.respondents) &&
    !isBusiness(reading, seedText);
  // Staff, volunteers and members who leave have a role to leave; customers closing an account do not.
  const leaving =
    subject.leavers &&
    !reading.idea &&
    reading.kind !== "proposal" &&
    (OWN_PEOPLE.has(reading.respondents) || /^(member|student|tenant|volunteer)$/.test(reading.respondents));
  // "Interest check for a Saturday morning astronomy club": nothing runs yet, so it is asked as an idea.
  const interestCheck = future && /\binterest\b/i.test(seedText);
  const bank = (
    renewal
      ? RENEWAL_SET
      : leaving
        ? LEAVERS_SET
        : aboutUs
          ? ABOUT_US
          : reading.useBank && !(interestCheck && !hasFutureQuestions(reading.domain.bank))
            ? reading.domain.bank
            : interestCheck
              ? MARKET_BANK
              : GENERIC.bank
  ).filter(
    (t) =>
      (!t.kinds || t.kinds.includes(reading.kind)) &&
      !t.notKinds?.includes(reading.kind) &&
      !(partOfPlace && /recommend/.test(t.text)) &&
      // Staff asked about their own onboarding or rota have no friend to recommend it to.
      !(!reading.useBank && OWN_PEOPLE.has(reading.respondents) && /recommend/.test(t.text)) &&
      !t.notFor?.some((w) => shownSubject.toLowerCase().includes(w)) &&
      // A club or class being thought about has no brand or design to weigh.
      !(interestCheck && reading.kind !== "product" && t.options?.includes("Brand reputation")),
  );
  const subjectWords = contentWords(shownSubject);
  const drafts: Template[] = [];
  const has = (text: string) =>
    drafts.some(
      (d) => normalise(d.text) === normalise(text) || overlaps(text, d.text, subjectWords) || sameIntent(text, d.text),
    );
  const add = (t: Template, force = false): boolean => {
    // The first question names the subject in full, later ones by its short name.
    const full = drafts.length === 0 || !reading.short ? shownSubject : reading.short;
    // "get started with the meal kit app onboarding": the onboarding bank's questions are about the
    // thing being started with, so the step's own name is left off.
    const step = / (onboarding|sign-?up|set-?up|registration)$/i;
    const name =
      reading.domain.id === "onboarding" && reading.domain.bank.includes(t) && /^\S+ \S+ \S+/.test(full)
        ? full.replace(step, "")
        : full;
    const filled = t.text.includes("{s}") ? fill(t.text, name, reading.plural) : capitalise(t.text);
    const text = asYou(filled, [shownSubject, reading.short]);
    // "the proposed 20-mph limit" and "the proposed 20mph limit" are one question once written back.
    const shown = tidied(text);
    const same = drafts.some((d) => normalise(tidied(d.text)) === normalise(shown));
    if (drafts.length >= MAX_QUESTIONS || same || (!force && has(text)) || !isWellFormed(shown)) return false;
    drafts.push({ ...t, text });
    return true;
  };

  // Once the owner names aims, "recommend to a friend" and "met your expectations" are filler.
  const fits = (t: Template) =>
    !(reading.aims.length > 0 && FILLER_TEMPLATE.test(t.text)) &&
    (!future || (/\bwould\b/i.test(t.text) && !/\b(rate|recommend|expectations)\b/i.test(t.text)));
  const opening = bank.find((t) => t.type === "slider" && fits(t)) ?? bank.find((t) => t.type === "radio" && fits(t));
  // "A mood and sleep diary study": no product; the topics are the respondent's own.
  const study = !reading.subject && STUDY.test(seedText);
  // "we've just done a new menu - toasties, nachos, brownies": the things listed are asked about once.
  const listed = exampleList(reading);
  // "name, how many people, any dietary requirements": a gathering form asks those in its own words.
  const aimsAsked = joinMishaps(reasonsNamed(notFromStory(reading)).flatMap(trailingThing)).filter(
    (aim) =>
      !signUp || !practicalItem(signUp, aim.type === "topic" ? aim.phrase : `${aim.wh} ${aim.degree} ${aim.text}`),
  );
  // Told only in the owner's story ("we've added paninis, quiches ..."), the list still leads the aims.
  if (listed && !aimsAsked.includes(listed.first)) aimsAsked.unshift(listed.first);
  const answers = listedAnswers(seedText);
  const plainSeed = plainPurpose(seedText);
  const aimGroups = aimsAsked.flatMap((aim) =>
    (listed?.aims.has(aim)
      ? aim === listed.first
        ? [listed.questions]
        : []
      : wellFormedGroups(
          aim.type === "topic" && study
            ? ownTopic(aim.phrase)
            : withWhy(
                aim,
                withListedAnswers(
                  aim,
                  aim.type === "topic" ? [topicQuestion(aim, subject)] : clauseQuestions(aim, subject),
                  answers,
                ),
                plainSeed,
              ).map((q) => fitOptions(future ? ofPlanned(q) : q)),
          aim,
        )
    ).map((group) => ({ aim, group })),
  );
  const aimQuestions = aimGroups.map((g) => g.group);
  // Which sentence of the purpose an aim was told in: "main thing tho: are they happy ... and do they plan to renew".
  const sentences = plainSeed.toLowerCase().split(/(?<=[.?!:])\s+|\n+/);
  const sentenceOf = (aim: Aim) => {
    const told = (aim.type === "topic" ? aim.phrase : aim.text).toLowerCase();
    return sentences.findIndex((s) => s.includes(told));
  };
  if (signUp)
    return signUpQuestions(
      signUp,
      seedText,
      shownSubject,
      aimQuestions.map((group) => group[0]).filter((q): q is Template => q !== undefined),
      MAX_QUESTIONS,
    );
  const asksOverall = aimQuestions.flat().some((q) => q.type !== "open-ended" && aboutWhole(q.text, shownSubject));
  // A study of how people do something ("how people choose a holiday destination") has no product to
  // rate: its form is the aims' own questions, with none about "our service".
  // "staff pulse for our vineyard: workload, breaks, their manager": staff asked their aims, never to rate the business.
  const staffPulse =
    STAFF_SURVEY.test(seedText) &&
    !reading.useBank &&
    /^(place|other|service)$/.test(reading.kind) &&
    !/\b(switch|move|change|policy|scheme|rota|trial|pilot)\b/i.test(reading.subject) &&
    reading.aims.length >= 3;
  const aimsOnly =
    study ||
    (!reading.subject &&
      !reading.useBank &&
      reading.aims.length > 0 &&
      // "Wait times, cleanliness, value for money": a list of topics is about the owner's own service.
      !reading.aims.every((a) => a.type === "topic") &&
      // A business's own customers can still be asked about "our service"; anyone else is asked only the aims.
      !/^(customer|client|user|shopper|buyer|guest|diner|subscriber)$/.test(reading.respondents) &&
      // "people who got their phone fixed with us": the owner's own customers, whatever they are called.
      !/\b(with|w|from|by|to) us\b/i.test(seedText));
  // "Would people want one?" asks already what "How interested would you be?" would open with.
  const openingAsked = opening !== undefined && aimQuestions.flat().some((q) => sameIntent(q.text, opening.text));
  // Eight aims fill the form; five or more make a form of the owner's own, where a general rating is filler.
  const aimsFill = aimQuestions.filter((g) => g.length > 0).length >= 5;
  let openerText: string | undefined;
  if (opening && !asksOverall && !aimsOnly && !openingAsked && !aimsFill && !staffPulse && add(opening))
    openerText = drafts.at(-1)?.text;
  // Every aim's first question goes in before any aim's second one, so each aim is asked about.
  const seconds: Template[] = [];
  const aimFirsts = new Set<string>();
  // More aims than room: a thing rated plainly gives way first, and never the
  // last aim, where owners put what matters most ("most important tho: would they book again").
  // A form of the owner's own aims needs no closer of ours; it keeps its last aim above all.
  const roomForAims = MAX_QUESTIONS - drafts.length - (aimsFill ? 0 : 1);
  const kept = [...aimQuestions];
  const lastTold = aimGroups.length > 0 ? sentenceOf(aimGroups[aimGroups.length - 1]?.aim as Aim) : -1;
  const told = new Map(aimGroups.map((g) => [g.group, sentenceOf(g.aim)]));
  const plainRating = (g: Template[]) =>
    g.length > 0 && /^How (?:would you rate|important (?:is|are)) (?:the|our) /i.test(g[0]?.text ?? "");
  while (kept.filter((g) => g.length > 0).length > roomForAims) {
    // Later asides ("thinking of phone booths or a quiet room") give way before the owner's opening list,
    // then the aims just before the last.
    const weakest = kept.findLastIndex((g, i) => i < kept.length - 1 && plainRating(g));
    const beforeLast = kept.findLastIndex(
      (g, i) => i < kept.length - 1 && g.length > 0 && (lastTold < 0 || told.get(g) !== lastTold),
    );
    if (weakest < 0 && (!aimsFill || beforeLast < 0)) break;
    kept.splice(weakest >= 0 ? weakest : beforeLast, 1);
  }
  for (const group of kept) {
    const [first, ...more] = group;
    if (first && add(first, true)) aimFirsts.add(drafts.at(-1)?.text ?? "");
    seconds.push(...more);
  }
  // An aim the reading dropped ("was the menu a good mix", "match day communication") is asked plainly.
  if (!study)
    for (const t of droppedAims(reading, shownSubject, drafts))
      if (drafts.length < MAX_QUESTIONS - 1) add(fitOptions(t), true);
  // The form ends on what to change, unless an aim asks that already.
  // ...asked already, not an aim's second question that may find no room.
  const asksChange = drafts.some((q) => q.type === "open-ended" && /\b(change|improve|better)\b/i.test(q.text));
  const closing =
    asksChange || aimsOnly
      ? undefined
      : (bank.find((t) => t.type === "open-ended" && t.prompt && fits(t) && /change|improve|better/i.test(t.text)) ??
        bank.find((t) => t.type === "open-ended" && t.prompt && fits(t)));
  const room = () => MAX_QUESTIONS - drafts.length - (closing ? 1 : 0);
  for (const t of seconds) if (room() > 0) add(t, true);
  // A purpose that names no aims gets a full form from the bank; one that does is topped up to five.
  const target =
    reading.aims.length === 0
      ? MIN_QUESTIONS + Math.floor(random() * (MAX_QUESTIONS - MIN_QUESTIONS + 1))
      : MIN_QUESTIONS;
  const extras = shuffled(
    // The plain set's other closer is no question to top up with.
    bank.filter((t) => t !== opening && t !== closing && fits(t) && !(aboutUs && /\b(better|improve)\b/.test(t.text))),
    random,
  ).sort((a, b) => rank(a) - rank(b));
  const needsClosing = () => (closing ? 1 : 0);
  // An overall rating, a recommendation and "met your expectations" all measure the whole: two at most.
  // The subject rated by name ("How would you rate the beekeeping taster day?") is one of them.
  const measures = (text: string) =>
    OVERALL_MEASURE.test(text) ||
    (shownSubject !== "" &&
      /^how would you rate\b/i.test(text) &&
      text.toLowerCase().includes(shownSubject.toLowerCase()));
  const measuredEnough = (t: Template) => measures(t.text) && drafts.filter((d) => measures(d.text)).length >= 2;
  // Three or more named aims make a form of their own: general top-ups would be filler.
  for (const t of aimsOnly || (reading.aims.length >= 3 && !future) ? [] : extras) {
    if (drafts.length + needsClosing() >= target) break;
    if (measuredEnough(t)) continue;
    add(t);
  }
  // A study of what people do, with no product, is rounded out from the activity itself.
  if (aimsOnly && drafts.length < MIN_QUESTIONS) {
    const activity = reading.aims.map((a) => (a.type === "clause" ? activityQuestions(a) : [])).find((q) => q.length);
    const closingOwn = activity?.at(-1);
    // They share the activity's words with the aim that named it, yet ask something else.
    for (const t of activity?.slice(0, -1) ?? []) if (drafts.length + 1 < MIN_QUESTIONS) add(t, true);
    // One closing question, unless an aim already asks what to change.
    if (closingOwn && !asksChange) add(closingOwn, true);
  }
  // "Find out if members like the new classes": one yes or no is no form; room to say why rounds it out.
  // A general "anything else?" would be filler.
  if (aimsOnly && !study && drafts.length < 3) {
    const thing = reading.aims
      .map((a) => (a.type === "clause" ? a.rest : ""))
      .find((rest) => /^(the|your|our) [a-z][a-z -]*$/.test(rest) && rest.split(" ").length <= 5);
    if (thing && !drafts.some((d) => d.type === "open-ended"))
      add({ type: "open-ended", text: `What, if anything, would you change about ${thing}?`, prompt: true }, true);
  }
  // Too short a form reads as unfinished: a subject that can be recommended takes the general
  // questions the aims had made filler.
  if (!aimsOnly && !future && reading.subject && reading.aims.length < 3) {
    for (const t of bank.filter((t) => FILLER_TEMPLATE.test(t.text))) {
      if (drafts.length + needsClosing() >= MIN_QUESTIONS) break;
      if (measuredEnough(t)) continue;
      add(t);
    }
  }
  // The form ends on what to change, unless an aim already asked it.
  if (closing && !add(closing) && !drafts.some((d) => d.type === "open-ended" && d.prompt)) add(closing, true);
  // A full form with nothing open has no why to follow up: a top-up, else the opener, makes room.
  if (closing && drafts.length >= MAX_QUESTIONS && !drafts.some((d) => d.type === "open-ended" && d.prompt)) {
    const spare = drafts.findLastIndex((d, i) => i > 0 && !aimFirsts.has(d.text));
    // Only aims: a plain rating gives way, else the one before the last, where owners put what matters most.
    const rated = drafts.findLastIndex((d, i) => i < drafts.length - 1 && plainRating([d]));
    const at = spare >= 0 ? spare : !aimFirsts.has(drafts[0]?.text ?? "") ? 0 : rated >= 0 ? rated : drafts.length - 2;
    drafts.splice(at, 1);
    add(closing, true);
  }
  // "residents' and traders' views", "users and donors": which of the two is answering leads the form.
  const groups = twoGroups(seedText);
  if (groups && !drafts.some((d) => /describes you/.test(d.text))) {
    // Who answers is asked, never rated: "How would you rate the Exhibitors?" goes.
    for (const group of groups) {
      const rated = new RegExp(`\\brate the ${group}(?:e?s)?\\b`, "i");
      const at = drafts.findIndex((d) => rated.test(d.text));
      if (at >= 0) drafts.splice(at, 1);
    }
    drafts.unshift({ type: "radio", text: "Which of these best describes you?", options: [...groups, "Both"] });
    // Over the limit, the general opener goes before any aim's question does.
    // Then the general closer, and only then the last aim's question.
    const opener = drafts.findIndex((d, i) => i > 0 && d.text === openerText);
    const last = drafts.at(-1);
    const closer =
      last?.type === "open-ended" && /\b(change|improve|better)\b/i.test(last.text) ? drafts.length - 1 : -1;
    // An aim's second question goes before any aim's first.
    const second = drafts.findLastIndex((d, i) => i > 0 && !aimFirsts.has(d.text));
    if (drafts.length > MAX_QUESTIONS)
      drafts.splice(opener > 0 ? opener : closer > 0 ? closer : second > 0 ? second : drafts.length - 2, 1);
  }
  return drafts.map((d) => {
    const t: Template = { type: d.type, text: d.text };
    if (d.options) t.options = [...d.options];
    if (d.type === "open-ended") t.prompt = d.prompt === true;
    return t;
  });
}

/** Two kinds of respondent named together: "residents' and traders'", "users and donors". */
function twoGroups(purpose: string): [string, string] | undefined {
  const pair = /\b([a-z]+s|staff)(?:'|'s)? (?:and|&) ([a-z]+s|staff)(?:'|'s)?(?= |$|[,.:;])/i.exec(purpose);
  if (!pair) return undefined;
  // Named as who answers: opening the purpose, owning the views, or after "for", "ask" or "survey".
  const before = purpose.slice(0, pair.index);
  const asked =
    /^\W*([a-z]+\W+){0,2}$/i.test(before) ||
    // "...honey show. Exhibitors and visitors.": a sentence of its own.
    /[.:;–—-]\s*$/.test(before) ||
    /'s?\s*$|s'\s*$/.test(pair[0]) ||
    /\b(for|ask|asking|survey|surveying|from)\s+(our |the |all )?$/i.test(before);
  if (!asked) return undefined;
  const [first, second] = [pair[1]?.toLowerCase() ?? "", pair[2]?.toLowerCase() ?? ""];
  if (!AUDIENCE.has(first) || !AUDIENCE.has(second) || first === second) return undefined;
  const one = (w: string) =>
    capitalise(
      w
        .replace(/ies$/, "y")
        .replace(/(?<=(?:ch|sh|ss|x))es$/, "")
        .replace(/s$/, ""),
    );
  return [one(first), one(second)];
}

/** Words that make the tail of a clause a clause of its own, not a thing named. */
const TAIL_VERB = wordSet("is are was were be do does did would will could can should has have had it they we you");

/**
 * "were the staff friendly, toilets": a thing listed after a clause is an aim of its own; kept in the
 * clause, one question would ask two things.
 */
function trailingThing(aim: Aim): Aim[] {
  if (aim.type !== "clause") return [aim];
  const m = /^([^,]+?)(?:,| [-–—]+) +((?:the |your |our )?[a-z][a-z' -]*)$/.exec(aim.rest);
  const tail = m?.[2]?.trim() ?? "";
  const words = tail.split(" ");
  if (!m?.[1] || words.length > 4 || words.some((w) => TAIL_VERB.has(w) || /(ed|ing)$/.test(w))) return [aim];
  const phrase = tail.replace(/^(the|your|our) /, "");
  const det = /^(your|our) /.exec(tail)?.[1] ?? "the";
  const head = phrase.split(" ").at(-1) ?? phrase;
  return [
    { ...aim, rest: m[1], text: aim.text.replace(/(?:,| [-–—]+) +[^,]*$/, "") },
    { type: "topic", text: `${det} ${phrase}`, head: head.replace(/s$/, ""), phrase },
  ];
}

/** What a list of things the owner offers is asked with: what respondents did with them. */
const CHOOSING = wordSet("like love enjoy prefer buy order eat try choose pick");
/** Words of a part that asks or tells what the form is for, not what the owner has done. */
const ASKING_CUE =
  /\b(know|ask|asking|hear|feedback|about|on|views?|thoughts?|opinions?|questions?|survey|whether|if|how|what|which|why|check|rate|want|like|love|hoping)\b/;

interface ExampleList {
  aims: Set<Aim>;
  first: Aim;
  questions: Template[];
}

/**
 * "We've started doing sourdough, cinnamon buns, sausage rolls and a new soup": three or more things
 * listed in the owner's own story of what they did are examples of one offering. Rating each is a
 * form of its own; one question lists them as choices, and an open one asks what the respondent
 * thought. A list after "want to know" or "feedback on" names aims instead, each asked on its own.
 */
/** Kinds of group a respondent belongs to: "which team they were on". */
const GROUPS = /^(team|role|area|department|group|section|shift|zone|crew|stall|class|site|branch)$/i;
/** "across stewarding, bars, litter picking & the info tent": a list told after its lead word. */
const LISTED_AFTER =
  /\b(?:across|including|between|in|on|at)\s+((?:[\w' -]+,\s*)+[\w' -]+?\s*(?:&|\band\b)\s*[\w' -]+?)\s*(?:[.;!?]|$)/i;

function exampleList(reading: PurposeReading): ExampleList | undefined {
  const topics = reading.aims.filter((a): a is TopicAim => a.type === "topic");
  if (topics.length < 3) return undefined;
  for (const sentence of plainPurpose(reading.text).split(/(?<=[.?!])\s+|\n+/)) {
    const low = sentence.toLowerCase();
    const found = topics
      .map((a) => ({ a, at: low.search(new RegExp(`\\b${escapeRegExp(a.phrase)}\\b`)) }))
      .filter((x) => x.at >= 0)
      .sort((x, y) => x.at - y.at);
    let run: typeof found = [];
    const runs: (typeof found)[] = [];
    for (const x of found) {
      // "and the waffle cones are homemade now": a thing that does or is something starts a clause.
      if (/^\s+(?:is|are|was|were|has|have|had|will|would|can|could)\b/.test(low.slice(x.at + x.a.phrase.length))) {
        if (run.length > 0) runs.push(run);
        run = [];
        continue;
      }
      const prev = run.at(-1);
      const between = prev ? low.slice(prev.at + prev.a.phrase.length, x.at) : "";
      if (prev && /^\s*,?\s*(?:(?:and|or)\s+)?(?:(?:the|a|an|our|some)\s+)?$/.test(between) && between.trim() !== "")
        run.push(x);
      else {
        if (run.length > 0) runs.push(run);
        run = [x];
      }
    }
    runs.push(run);
    for (const r of runs) {
      const before = low.slice(0, r[0]?.at ?? 0);
      // The owner tells what they did ("we've started doing"), and nothing before asks.
      if (r.length < 3 || !/\b(we|we've|we're|i've)\b/.test(before) || ASKING_CUE.test(before)) continue;
      // "loads of new flavours, salted caramel, pistachio": the first new thing names the kind.
      const named = r.length >= 4 && /^new /.test(r[0]?.a.phrase ?? "") ? r[0]?.a : undefined;
      // "a new food menu with nachos, toasties, ...": the list starts after "with".
      const [kind, firstItem] = named ? splitWith(named) : [undefined, undefined];
      const items = [...(firstItem ? [firstItem] : []), ...r.map((x) => x.a).filter((a) => a !== named)];
      if (items.length < 3) continue;
      // "which ones people liked", "what they buy": the owner's own question about the list.
      const asks = reading.aims.find(
        (a): a is ClauseAim =>
          a.type === "clause" && /^(which|what)$/.test(a.wh) && a.audience && CHOOSING.has(a.verb) && a.rest === "",
      );
      // "across stewarding, bars, litter picking & the info tent ... which team they were on": the teams
      // are the answers to the owner's question about which one.
      const whichOne = reading.aims.find(
        (a): a is ClauseAim =>
          a.type === "clause" && a.wh === "which" && a.audience && GROUPS.test(a.whNoun) && !a.verb,
      );
      if (whichOne) {
        const told = LISTED_AFTER.exec(sentence)?.[1] ?? "";
        const all = told.toLowerCase().includes(r[0]?.a.phrase.toLowerCase() ?? "\u0000")
          ? told.split(/,\s*|\s*&\s*|\s+and\s+/).map((x) => x.trim().replace(/^the /i, ""))
          : items.map((a) => a.phrase);
        const where = /^(on|in|with|at)\b/i.exec(whichOne.rest)?.[1]?.toLowerCase() ?? "in";
        return {
          aims: new Set<Aim>([...items, whichOne]),
          first: items[0] ?? r[0]!.a,
          questions: [
            {
              type: "radio",
              text: `Which ${whichOne.whNoun} ${whichOne.tense === "past" ? "were" : "are"} you ${where}?`,
              options: [...all.filter(Boolean).map(capitalise), "Other"],
            },
          ],
        };
      }
      // "the new flavours" are the things; "the new food menu" holds them.
      const these = kind ? (/s$/.test(kind.head) ? `of ${kind.text}` : `items from ${kind.text}`) : "of these";
      const text = asks
        ? `Which ${these} ${asks.tense === "past" ? "did" : "do"} you ${asks.adverb ? `${asks.adverb} ` : ""}${asks.verb}?`
        : `Which ${these} have you tried?`;
      const options = [...items.map((a) => capitalise(a.phrase.replace(/^new /, ""))), "None of these"];
      return {
        aims: new Set<Aim>([...items, ...(named ? [named] : []), ...(asks ? [asks] : [])]),
        first: named ?? items[0] ?? r[0]!.a,
        questions: [
          { type: "checkbox", text, options },
          { type: "open-ended", text: "What did you think of the ones you tried?", prompt: true },
        ],
      };
    }
  }
  return undefined;
}

/** "the new food menu with nachos": the kind ("the new food menu") and the first thing of it ("nachos"). */
function splitWith(aim: TopicAim): [TopicAim, TopicAim | undefined] {
  const at = aim.phrase.indexOf(" with ");
  if (at < 0) return [aim, undefined];
  const phrase = aim.phrase.slice(0, at);
  const rest = aim.phrase.slice(at + 6);
  const textAt = aim.text.indexOf(" with ");
  const kind = { ...aim, phrase, text: aim.text.slice(0, textAt), head: phrase.split(" ").at(-1) ?? phrase };
  const item: TopicAim = { type: "topic", phrase: rest, text: rest, head: rest.split(" ").at(-1) ?? rest };
  return [kind, item];
}

/** Kinds whose general questions are written for that kind of thing ("the new parking policy"), not the business. */
const KIND_OWN_SET = new Set(["policy", "proposal", "process"]);

/** The general set asked about the owner's business in words that cannot be wrong. */
export const ABOUT_US: Template[] = [
  { type: "slider", text: "How satisfied are you with us overall, from 0 to 10?" },
  { type: "slider", text: "How likely are you to recommend us to a friend, from 0 to 10?" },
  {
    type: "radio",
    text: "How well did we meet your expectations?",
    options: ["Better than expected", "As expected", "A little worse than expected", "Much worse than expected"],
  },
  { type: "open-ended", text: "What do you like most about us?", prompt: true },
  { type: "open-ended", text: "What is one thing we could do better?", prompt: true },
  // Before a plan is carried out only "would" fits.
  { type: "open-ended", text: "What one change would most improve our service for you?", prompt: true },
];

/** "how they found us (google, facebook, word of mouth)": the aim's question offers the owner's answers. */
function withListedAnswers(aim: Aim, questions: Template[], answers: ReturnType<typeof listedAnswers>): Template[] {
  const said = aim.text.toLowerCase().replace(/[\s,.;:]+$/, "");
  // The aim's words may be spelled out ("they'd" as "they would"): its last word finds its list.
  const last = said.split(" ").at(-1) ?? said;
  const listed = aim.type === "clause" ? answers.find((a) => a.asked.split(" ").at(-1) === last) : undefined;
  const [first, ...rest] = questions;
  if (!listed || !first || !/^(how|what|which|where)\b/i.test(first.text) || /\b(rate|easy|well)\b/i.test(first.text))
    return questions;
  const options = [...listed.options.map((o) => capitalise(o)), "Other"];
  // "How did you find us?" takes one answer; "What films would you like?" may take several.
  return [{ type: /^(what|which)\b/i.test(first.text) ? "checkbox" : "radio", text: first.text, options }, ...rest];
}

/** "what they skipped and why": the aim's open question asks the why too. */
function withWhy(aim: Aim, questions: Template[], purpose: string): Template[] {
  const said = aim.text.replace(/[\s,.;:]+$/, "");
  const [first, ...rest] = questions;
  if (aim.type !== "clause" || !first || first.type !== "open-ended" || /\bwhy\b/i.test(first.text)) return questions;
  if (!purpose.toLowerCase().includes(`${said.toLowerCase()} and why`)) return questions;
  return [{ ...first, text: first.text.replace(/\?$/, ", and why?"), prompt: true }, ...rest];
}

/** People who are leaving are asked why, what would have kept them and whether they would come back. */
const LEAVERS_SET: Template[] = [
  {
    type: "checkbox",
    text: "What are your main reasons for leaving?",
    options: [
      "Not enough time",
      "Moving away",
      "A change in personal circumstances",
      "Not feeling valued",
      "Not enough support or training",
      "The role was not what I expected",
      "Something else",
    ],
  },
  { type: "open-ended", text: "What could we have done to keep you?", prompt: true },
  { type: "slider", text: "On a scale of 0 to 10, how would you rate your time with us overall?" },
  { type: "open-ended", text: "What did you value most about your time with us?", prompt: true },
  { type: "radio", text: "Would you consider coming back in the future?", options: ["Yes", "Maybe", "No"] },
  { type: "open-ended", text: "What one thing should we change for those who stay?", prompt: true },
];

const RENEWAL =
  /\b(membership|subscription) renewals?\b|\brenew(?:al|ing)? (?:of )?(?:their |your |the )?(membership|subscription)s?\b/i;
const RENEWAL_SET: Template[] = [
  {
    type: "radio",
    text: "Do you plan to renew your membership of {s}?",
    options: ["Yes", "Probably", "Not sure", "Probably not", "No"],
  },
  { type: "open-ended", text: "What do you value most about being a member?", prompt: true },
  {
    type: "radio",
    text: "How would you rate your membership's value for money?",
    options: ["Very good value", "Good value", "Fair", "Poor value", "Very poor value"],
  },
  {
    type: "open-ended",
    text: "If you are unsure about renewing or do not plan to, what is the main reason?",
    prompt: true,
  },
  { type: "open-ended", text: "What would make your membership more worthwhile?", prompt: true },
];

/** Banks written for a plan or a process, whose questions fit their subject whatever it is. */
const OWN_SET_BANKS = new Set(["market", "onboarding"]);
/** Respondents who work for the owner: their shifts and rotas are what they are asked about. */
const OWN_PEOPLE = new Set([...AIM_DATA.staff, "employee", "worker", "colleague", "volunteer", ...NEW_STAFF]);
/** Words written with a capital that name no business. */
const CAPITALISED_COMMON =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)$/i;

/** Banks whose entities are things, features or parts of a workplace ("the rota"), not a business. */
const NOT_BUSINESS_BANKS = new Set(["product", "market", "onboarding", "app", "website", "employee"]);
/**
 * Head nouns of a business, an organisation, a venue or an event a business runs: other banks'
 * entities with one sense only, and kinds of business no bank is written for.
 */
const BUSINESS_HEADS = new Set([
  ...DOMAINS.filter((d) => !NOT_BUSINESS_BANKS.has(d.id)).flatMap((d) =>
    d.entities.filter((e) => !d.weakEntities?.includes(e)),
  ),
  ...GENERIC.entities,
  ...(
    "centre center venue hall practice surgery firm agency parlour parlor crematorium kennels cattery stables " +
    "marina farm nursery camp rink arena stadium lido agent hire rental workshop garage studio spa salon gym club society trust company business " +
    "service shop store organisation organization app website platform software"
  ).split(" "),
]);
/** "car park", "beer garden": compounds that end in a business's word but are no business. */
const NOT_BUSINESS = DOMAINS.flatMap((d) => d.notEntities ?? []).filter((n) => !BUSINESS_HEADS.has(n));
/** Whose a possessed thing is: "the people's homes" are theirs, not the business's. */
const PEOPLE_OWNERS = new Set(AIM_DATA.audience);

/**
 * The subject is surely the business itself: it is named ("Ironworks Gym", "the PTA"), or its head
 * is a known kind of business, organisation, venue or event ("our dental practice", "the bike shop").
 */
function isBusiness(reading: PurposeReading, purpose: string): boolean {
  const bare = reading.bare.toLowerCase();
  // A capital not owed to the start of a sentence, initials, a capital inside a word ("BeanBox"), a
  // word no dictionary has ("Lensworks") or one the purpose defines ("X is a ...") name something.
  const named = reading.subject.split(" ").some((word) => {
    const at = purpose.indexOf(word);
    const before = purpose.slice(0, Math.max(0, at)).trimEnd();
    if (!/^\p{Lu}/u.test(word) || CAPITALISED_COMMON.test(word)) return false;
    const midSentence = at > 0 && !/(^|[.?!:])$/.test(before);
    const defined = purpose.startsWith(`${word} is `, at);
    const coined = /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word) || !isEnglishWord(word.toLowerCase().replace(/s$/, ""));
    return /^\p{Lu}{2,}$/u.test(word) || midSentence || defined || coined;
  });
  if (named) return true;
  // "Visitors who used the museum audio guide": a thing respondents used is the owner's to rate.
  if (usedByRespondents(purpose, bare)) return true;
  const owner = /^(?:\S+ )*?(\S+?)'s? /.exec(bare)?.[1];
  if (owner && PEOPLE_OWNERS.has(owner.replace(/'$/, ""))) return false;
  const ends = (b: string, word: string) => b === word || b.endsWith(` ${word}`) || b.endsWith(`-${word}`);
  if (NOT_BUSINESS.some((n) => ends(bare, n))) return false;
  // "the union bar": a word with other senses names the business once the purpose's words confirm its bank.
  const confirmed = reading.useBank ? (reading.domain.weakEntities ?? []) : [];
  const singular = bare.replace(/ies$/, "y").replace(/(?<=[^s])s$/, "");
  return [bare, singular].some((b) => [...BUSINESS_HEADS, ...confirmed].some((e) => ends(b, e)));
}

const FUTURE =
  /\b(interest check|gauge interest|gauging interest|(see|check) if there'?s (any )?interest|register (your )?interest|no (business|product|app|company|shop|service|brand) yet|(just|only) an idea|idea so far|prototype|mock-?up|concept|thinking (about|of) (starting|opening|launching|adding|making|building|creating|offering|running)|(nothing|not) (built|made|launched|ready) yet|planning (to|a|an|on)|we plan|designing|developing|launching|might (switch|start|open|add|launch)|considering|next model|upcoming|before (we|it) launch|if we (added|opened|offered|started|launched|built)|would (people|folks|customers|users|drivers|families|staff|commuters) (buy|use|come|pay|sign|want)|should we (set up|start|open|introduce|launch|add|run|create|build|hold|offer))\b/i;
const STUDY = /\b(study|research|diary|diaries)\b/i;
/** The market bank: interest in something planned, asked of people who have not used it. */
const MARKET_BANK = DOMAINS.find((d) => d.id === "market")?.bank ?? GENERIC.bank;
/** A bank with questions a planned thing can be asked ("would you use it"). */
function hasFutureQuestions(bank: Template[]): boolean {
  return (
    bank.filter((t) => /\bwould\b/i.test(t.text) && !/\b(rate|recommend|expectations)\b/i.test(t.text)).length >= 2
  );
}
/** Questions that measure the whole thing at once. */
const OVERALL_MEASURE =
  /\b(overall|recommend \S+( \S+)* to a friend|meet your expectations|how do you feel about|how satisfied are you with|how well did we meet)\b/i;
/** An exit survey: everyone asked is leaving. */
const LEAVERS =
  /\b(exit (survey|interview|questionnaire)s?|leavers|(employees|staff|people|members|volunteers|tenants|students) (who are )?leaving)\b/i;

/** "mood", "sleep" in a study: how the respondent's own has been, on a plain scale. */
function ownTopic(phrase: string): Template[] {
  const topic = phrase
    .replace(/^(the|your|their|our) /i, "")
    .replace(/\s+(diary|diaries|study|research|patterns?)$/i, "");
  return [
    {
      type: "radio",
      text: `How would you describe your ${topic} over the past week?`,
      options: ["Very good", "Good", "Mixed", "Poor", "Very poor"],
    },
    { type: "open-ended", text: `What affected your ${topic} most over the past week?`, prompt: true },
  ];
}
const FILLER_TEMPLATE = /\brecommend\b|\bexpectations\b/i;
const IMPORTANCE = ["Very important", "Somewhat important", "Not very important", "Not important at all"];

/** "How would you rate the grip of the next model?" before it exists: how much the grip matters. */
function ofPlanned(q: Template): Template {
  const rated =
    /^How (?:would you rate|do you find|satisfied are you with) (the [^?]+?)(?: (?:of|for|at|in|with) [^?]+)?\?$/i.exec(
      q.text,
    );
  if (!rated?.[1] || q.type === "open-ended") return q;
  const last = rated[1].split(" ").at(-1) ?? "";
  const plural = /s$/.test(last) && !/(ss|us|is)$/.test(last);
  return { type: "radio", text: `How important ${plural ? "are" : "is"} ${rated[1]} to you?`, options: IMPORTANCE };
}

/** "How would you rate the new policy?" rates the whole subject; "the food at our cafe" rates a part. */
function aboutWhole(text: string, subject: string): boolean {
  const t = text.toLowerCase();
  const s = subject.toLowerCase();
  return [`rate ${s}?`, `with ${s}?`, `oppose ${s}?`].some((end) => t.endsWith(end));
}

const LEAVING = new Set(AIM_DATA.leavingVerbs);

/**
 * "Why do owners cancel ...? Is the renewal price the reason?": the reason is for what the question
 * before asked about, so the question says so.
 */
function reasonsNamed(aims: Aim[]): Aim[] {
  return aims.map((aim, i) => {
    const why = aims[i - 1];
    if (
      aim.type !== "clause" ||
      aim.wh !== "whether" ||
      aim.verb ||
      !/^(is|was)$/.test(aim.aux) ||
      !/\b(the|a|one) (main )?reason$/.test(aim.text) ||
      why?.type !== "clause" ||
      why.wh !== "why" ||
      !why.audience ||
      !why.verb
    )
      return aim;
    const left = LEAVING.has(why.verb);
    const did = left ? participle(why.verb) : why.verb;
    return {
      ...aim,
      aux: left ? "was" : aim.aux,
      tense: left ? "past" : aim.tense,
      rest: [aim.rest, "you", did, why.rest].filter((w) => w !== "").join(" "),
    };
  });
}

/** Top-ups in survey order: ratings, then choices, then open questions. */
function rank(t: Template): number {
  return t.type === "slider" ? 0 : t.type === "radio" ? 1 : t.type === "checkbox" ? 2 : 3;
}

const QUALITY = ["Excellent", "Good", "Fair", "Poor"];

/**
 * "Would the bridal boutique tell friends about us?": the business cannot be the doer and "us" at
 * once; the doer is the one answering.
 */
export function asYou(text: string, names: string[]): string {
  if (!/\bus\b/.test(text)) return text;
  for (const name of names.filter((n) => n !== "")) {
    const escaped = escapeRegExp(name);
    const doer = new RegExp(`^(Would|Will|Could|Do|Does|Did|Can) ${escaped} (?!us\\b)`, "i").exec(text);
    if (doer) return `${doer[1] === "Does" ? "Do" : doer[1]} you ${text.slice(doer[0].length)}`;
  }
  return text;
}
/** A sentence where the owner tells their story: "we're a volunteer-run makerspace, membership has dropped". */
const STORY = /^(?:we|we're|we've|i|i'm|i've|our|my)\b/i;
const ASKS_ANYTHING =
  /\b(whether|if|why|how|what|which|when|where|would|should|could|want|wants|like|love|know|ask|find out|feedback|thoughts|views)\b|\?/i;

/** The aims, less a thing named only in the owner's story ("membership has dropped from 120 to 80"). */
function notFromStory(reading: PurposeReading): Aim[] {
  const sentences = plainPurpose(reading.text).split(/(?<=[.?!])\s+|\n+/);
  // "Our single origin beans and the monthly subscription." names topics; a story has a verb.
  const told = (s: string) => /\b(has|have|had|is|are|was|were)\b|'(re|ve|m)\b|^(we|i) [a-z]+/i.test(s);
  const story = sentences.filter((s) => STORY.test(s) && told(s) && !ASKS_ANYTHING.test(s)).map((s) => s.toLowerCase());
  if (story.length === 0) return reading.aims;
  const rest = sentences
    .filter((s) => !story.includes(s.toLowerCase()))
    .join(" ")
    .toLowerCase();
  return reading.aims.filter(
    (a) =>
      a.type !== "topic" ||
      rest.includes(a.phrase.toLowerCase()) ||
      !story.some((s) => s.includes(a.phrase.toLowerCase())),
  );
}

/** Heads that name people, who are asked, not asked about. */
const PEOPLE_HEADS = new Set([...AIM_DATA.audience, "group", "team", "party"]);
const STATES =
  /^(?!(?:is|are|was|were|has|have|had|do|does|did|how|what|which|why|when|where|whether|if)\b)[\p{L}' -]+? (?:is|are|was|were|has|have|had) (?!(?:it|they|there|the|this|that|these|those)\b\s*[^.?!]*\?)/iu;
const ASKS =
  /\b(like|want|love|need|hoping|hope|keen|trying|try) to (know|find|learn|understand|hear|ask|see|work out|figure out|gauge)\b|\bwant (?:2|two|3|three|a few) things\b/i;
const TELLS =
  /^(?!(?:how|what|which|why|when|where|whether|if|please)\b)[\p{L}' -]+? (?:sells?|makes?|fix(?:es)?|repairs?|runs?|offers?|serves?|bakes?|teach(?:es)?|provides?|stocks?|hosts?|grows?|builds?|cooks?|brews?|mends?|sews?|cleans?|delivers?|go to|goes to|trade at|trades at|pitch up at|have|has|own|owns)\b/iu;
/** Openings of a part of a purpose that tells the owner's story or the survey's, not an aim. */
const NOT_AN_AIM =
  /^(we|we're|we've|we'd|i|i'm|i've|i'd|our|my|it's|it is|there|so|trying|open (?:mon|tue|wed|thu|fri|sat|sun|daily|weekends|every|from|till|until|late|\d)|want|wanting|would like|would love|hoping|just|please|thanks|survey|questions?|feedback|main things|things|been|sometimes|currently|about|around|(?:overall )?satisfaction)\b/i;
const SURVEY_WORDS = /\b(survey|feedback|poll|questionnaire|research|evaluation|views|opinions|thoughts)\b/i;
const DIRECT =
  /^(how|what|which|why|when|where)(?: \S+)? (do|does|did|is|are|was|were|would|will|can|could|should|has|have|had)\b/i;
const ASKS_ITSELF =
  /^(is|are|was|were|do|does|did|would|will|could|can|should|has|have|how|what|which|why|when|where)\b/i;

/**
 * The parts of the purpose ("..., was the menu a good mix, ...", "- match day communication") whose
 * head noun no drafted question, aim or subject holds: the reading dropped them. A part that asks
 * the respondent already ("Was the menu a good mix?") is kept as written if it reads well; any other
 * is asked plainly about its head noun phrase.
 */
function droppedAims(reading: PurposeReading, subject: string, drafts: Template[]): Template[] {
  const held = normalise(
    [
      subject,
      reading.respondentWord,
      ...drafts.flatMap((d) => [d.text, ...(d.options ?? [])]),
      ...reading.aims.map((a) => (a.type === "clause" ? [a.text, ...(a.choices ?? [])].join(" ") : a.text)),
    ].join(" "),
  );
  // The first part names the form ("Dental practice patient survey"); only a list's later items are aims.
  // A sentence that states ("Millbrook Village Hall is hired out for parties, classes and meetings") is
  // the owner's story; a part after a name ("Vino Veritas, small wine bar") says what the name is.
  const sentences = plainPurpose(reading.text).split(/(?<=[.?!])\s+|\n+/);
  // "Volunteers fix toasters, lamps and bikes. I'd like to know...": what someone does, told before the ask.
  const asksAt = sentences.findIndex((sentence) => ASKS.test(sentence));
  // "mostly fineline, blackwork, some colour realism.": a list with no verb, before the ask, says what the owner does.
  const verbless = (sentence: string) =>
    sentence.includes(",") && (tagTexts([sentence])[0] ?? []).every((t) => !/^(VERB|AUX)$/.test(t.pos));
  const asking = sentences
    .filter((sentence, i) => !STATES.test(sentence) && !(i < asksAt && (TELLS.test(sentence) || verbless(sentence))))
    .join("\n");
  const parts = asking.split(/[,;:?!\n]+|\.(?=\s|$)|\s[-–—]+\s|\s&\s/).map((p) =>
    p
      .trim()
      .replace(/^(?:(?:oh|and|also|plus|or|then|but)\s+)+/i, "")
      .replace(/[.?!\s]+$/, ""),
  );
  const items = parts
    .filter((_part, i) => i > 0 && !/\p{Lu}[\p{L}'-]*$/u.test(parts[i - 1] ?? ""))
    .filter((p) => /\p{L}{3,}/u.test(p) && !NOT_AN_AIM.test(p) && !/^\p{Lu}/u.test(p) && !SURVEY_WORDS.test(p));
  const out: Template[] = [];
  for (const part of items) {
    const phrase = headNounPhrase(part);
    const words = phrase?.split(" ") ?? [];
    const head = words
      .at(-1)
      ?.toLowerCase()
      .replace(/(?<=[^s])s$/, "");
    // Asked already when every word of it is in the form, or an aim names its head ("the drive" of
    // "test drive"); "toddler sessions" is not asked by "the skating sessions" of the subject.
    const covered =
      words
        .slice(1)
        .map((w) => w.toLowerCase().replace(/(?<=[^s])s$/, ""))
        .every((w) => w.length < 3 || held.includes(w)) ||
      reading.aims.some((a) => a.type === "topic" && a.head.replace(/(?<=[^s])s$/, "") === head);
    // "corporate groups" are people; "skate hire" is a thing.
    if (!phrase || !head || head.length < 3 || covered) continue;
    if (PEOPLE_HEADS.has(head) && (words.length === 2 || /[^s]s$/.test(words.at(-1) ?? ""))) continue;
    // A part that is a noun phrase ("reception staff friendliness", "the cafe corner") or that asks
    // ("was the menu a good mix").
    const named = phrase.replace(/^the /, "");
    const bare =
      part.replace(/^(the|a|an|our|your) /i, "").startsWith(named) &&
      words.length >= part.split(" ").length - 2 &&
      words.length <= 5;
    if (!bare && !ASKS_ITSELF.test(part)) continue;
    const asked = capitalise(`${part.replace(/\bok\b/g, "OK")}?`);
    // "how crowded it gets" is reported, not asked: a direct question has its auxiliary up front.
    const direct = !/^(how|what|which|why|when|where)\b/i.test(part) || DIRECT.test(part);
    const asIs = ASKS_ITSELF.test(part) && direct && !/\b(they|them|their|people)\b/i.test(part) && isWellFormed(asked);
    if (asIs && /^(how|what|which|why|when|where)\b/i.test(part))
      out.push({ type: "open-ended", text: asked, prompt: true });
    else if (asIs) out.push({ type: "radio", text: asked, options: ["Yes", "Partly", "No"] });
    // "grading fees": a price is found reasonable or high, not excellent or poor.
    else if (bare && /^(fees?|prices?|costs?|charges?|subs|rates?)$/i.test(words.at(-1) ?? ""))
      out.push({
        type: "radio",
        text: `How do you find the ${named}?`,
        options: ["Very reasonable", "Reasonable", "A bit high", "Far too high"],
      });
    else if (bare) out.push({ type: "radio", text: plainQuestionAbout(phrase), options: QUALITY });
  }
  return out;
}
const YES_NO_LIKE = /^(yes|no)\b/i;

/**
 * An aim's question, mended if it does not read as a person would write it: the owner's note marks
 * taken out ("(weekly/monthly)" goes, "A/B" reads "A or B"), a second part after a comma cut off
 * ("How was the service on the day, anything ...?"), else asked plainly about the aim's head noun
 * phrase ("How would you rate the homestay families?"). Undefined when nothing sound is left.
 */
export function mendedQuestion(q: Template, aimText: string): Template | undefined {
  if (isWellFormed(q.text)) return q;
  const yesNo = (q.options ?? []).some((o) => YES_NO_LIKE.test(o));
  const tries = [
    withoutNoteMarks(q.text.replace(/\?$/, "")),
    // "when its sunny".
    q.text.replace(/\bits\b/, "it's"),
    // "dried/ clean inside" asked yes or no: the first of the two.
    q.text.replace(/(?<=\p{L})\s*\/\s*[\p{L}-]+(?: [\p{L}-]+)?(?=\?|,)/u, ""),
    q.text.split(/,\s*/)[0] ?? "",
    q.text.replace(/\s+(?:as|because|since) (?:it|we|they|the|our)\b.*$/i, ""),
    // "... a weekday evening market too to the farmers market?": the place a template added goes.
    q.text.replace(/ (?:to|at|in|for|with|of) (?:the|our) [^?]*\?$/, "?"),
  ].map((t) => `${t.replace(/[?\s]+$/, "")}?`);
  // "Are the lessons too easy or too hard?" cannot be answered yes or no.
  const fits = (t: string) => isWellFormed(t) && !(yesNo && / or /.test(t) && !/ or /.test(q.text));
  const mended = tries.find(fits);
  if (mended) return { ...q, text: mended };
  const phrase = headNounPhrase(aimText);
  if (!phrase) return undefined;
  const plain = plainQuestionAbout(phrase);
  return isWellFormed(plain) ? { type: "radio", text: plain, options: QUALITY } : undefined;
}

/**
 * An aim's questions through the gate: the first is mended or rebuilt, a broken second one dropped.
 * A noun phrase cut off the first one is an aim of its own, with its own group.
 */
function wellFormedGroups(group: Template[], aim: Aim): Template[][] {
  const aimText =
    aim.type === "topic" ? aim.text : aim.subject && !aim.audience ? `${aim.subject} ${aim.rest}` : aim.text;
  const out: Template[] = [];
  const own: Template[][] = [];
  for (const [i, drafted] of group.entries()) {
    const q = { ...drafted, text: tidied(drafted.text) };
    const kept = isWellFormed(q.text) ? q : i === 0 ? mendedQuestion(q, aimText) : undefined;
    if (!kept) continue;
    // A question mended from the purpose's own words gets the answers its wording asks for.
    out.push(kept === q ? kept : fitOptions(kept));
    // "..., the textbook?" cut off its question is an aim of its own.
    const spliced = /,\s*((?:the|your|our) [\p{L} -]+)\?$/u.exec(q.text)?.[1];
    if (kept !== q && spliced && !kept.text.includes(spliced)) {
      const text = plainQuestionAbout(spliced.replace(/^(your|our) /, "the "));
      if (isWellFormed(text)) own.push([{ type: "radio", text, options: QUALITY }]);
    }
  }
  return [out, ...own];
}

/**
 * "How would you rate the tickets at Riverside Folk Festival?", "... the camping at Riverside Folk
 * Festival?": once the form has named its subject, the topics after it need not name it again.
 */
function withoutRepeatedPlace(drafts: Template[], subject: string): Template[] {
  if (!subject) return drafts;
  const escaped = escapeRegExp(subject);
  const tail = new RegExp(` (?:at|of|in|on|for) (?:\\{s\\}|${escaped})\\?$`);
  const placed = drafts.filter(
    (t) => /^How (would you rate|do you find|clean|easy)\b/.test(t.text) && tail.test(t.text),
  );
  if (placed.length < 4) return drafts;
  return drafts.map((t) => (placed.includes(t) && t !== placed[0] ? { ...t, text: t.text.replace(tail, "?") } : t));
}

/** The general set's closer, for a form whose own closer the owner's answers turned into a choice. */
const OPEN_CLOSER =
  GENERIC.bank.find((t) => t.type === "open-ended" && /^What one change would most improve/.test(t.text))?.text ??
  "What one change would most improve {s} for you?";

export function generateQuestions(purpose: string): Question[] {
  // "why - too long? too hard?", "Options: a, b or c. We want residents to rank these.": asked as one choice.
  const listed = ownerLists(purpose);
  // "what kind of work ppl want done - options: patio, fencing, other": the owner's answers to their own ask.
  const answers = askedLists(listed.rest);
  const reading = readPurpose(answers.rest);
  const signUp = signUpKind(purpose);
  const drafts = withOwnerAnswers(draftQuestions(reading, purpose, signUp), answers.lists);
  const named = reading.subject || "it";
  // The owner's answers may turn the form's last open question into a choice: a closer keeps a why to follow up.
  if (reading.subject && !signUp && !drafts.some((d) => d.type === "open-ended")) {
    if (drafts.length >= MAX_QUESTIONS) {
      const rated = drafts.findLastIndex((d, i) => i < drafts.length - 1 && /^How would you rate /.test(d.text));
      drafts.splice(rated >= 0 ? rated : drafts.length - 2, 1);
    }
    drafts.push({ type: "open-ended", text: fill(OPEN_CLOSER, reading.short || named, reading.plural), prompt: true });
  }
  const opener = drafts[0]?.type === "slider" ? 1 : 0;
  drafts.splice(opener, 0, ...listed.questions.map((q) => ({ ...q, text: q.text.replace("{s}", named) })));
  // The owner's own lists come on top of the drafted form: it still keeps to its length, and to its closer.
  while (drafts.length > MAX_QUESTIONS) drafts.splice(drafts.length - 2, 1);
  const questions = toQuestions(withoutRepeatedPlace(drafts, reading.subject));
  rememberTitle(questions, signUp ? signUpTitle(signUp, purpose, reading.subject) : titleFromPurpose(reading));
  return questions;
}
