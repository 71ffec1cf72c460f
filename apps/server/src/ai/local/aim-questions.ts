import { AIM_DATA, CHANGE_GERUND, type ClauseAim, flipPeople, RESPONDENT_VERBS, type TopicAim } from "./aims.ts";
import type { SubjectKind, Template } from "./domains.ts";
import { isEnglishWord } from "./screen.ts";
import { capitalise, escapeRegExp, wordSet } from "./util.ts";

/** What a question needs to know about the form's subject. */
export interface Subject {
  /** "our new coffee shop", "Pennywise"; "" when the purpose names none. */
  text: string;
  /** Without the place it is at: "the breakfast buffet" for "the breakfast buffet at the Seaview Hotel". */
  short: string;
  kind: SubjectKind;
  plural: boolean;
  /** Everyone asked is leaving (an exit survey). */
  leavers?: boolean;
}

const S = AIM_DATA.scales;
/** People a form is asked of, never the ones who keep them informed. */
const ASKED_OF =
  /^(with|for) (the |our )?(parents|customers|members|guests|residents|tenants|patients|students|users|visitors|clients|families|carers|learners)$/;
const scale = (name: string): string[] => S[name] ?? [];
/** A box, a clean or a sharpening comes weeks or months apart, never "every day". */
const OCCASIONAL =
  /\b((?<!lunch )box|(?<!lunch )boxes|subscriptions?|sharpen\w*|clean(s|ing)?|repairs?|servic(e|es|ing)|haircuts?|groom\w*|treatments?|appointments?|massages?|valet\w*|tun(e|ing)|check-?ups?)\b/i;
function frequencyScale(...about: string[]): string[] {
  return about.some((text) => OCCASIONAL.test(text)) ? scale("occasional") : scale("frequency");
}
const LEAVING = new Set(AIM_DATA.leavingVerbs);
const ABOUT = new Set(AIM_DATA.aboutVerbs);
const FROM = new Set(AIM_DATA.fromVerbs);
const TO = new Set(AIM_DATA.toVerbs);
const DOUBLED = new Set(AIM_DATA.doubledGerunds);
/** Adjectives with two wrong ends: "too hard" or "not hard enough". */
const DIMENSIONS = wordSet(
  "hard soft long short big small hot cold sweet salty strong weak fast slow loud bright dark heavy thick thin spicy dry sour",
);
/**
 * "too small": the other way it can be wrong is "too big", never "not small enough". Not "hard": a
 * quiz too hard is not "too soft".
 */
const OPPOSITE_DIMENSIONS: Record<string, string> = Object.fromEntries(
  [
    ["long", "short"],
    ["big", "small"],
    ["hot", "cold"],
    ["strong", "weak"],
    ["fast", "slow"],
    ["bright", "dark"],
    ["heavy", "light"],
    ["thick", "thin"],
  ].flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);
const ADJECTIVE_FEELINGS = wordSet(
  "safe welcome confident comfortable supported valued included respected prepared informed listened appreciated",
);
/** "whether the goals were met": done or not, whatever the spelling. */
const PARTICIPLES = new Set([
  ...Object.values(AIM_DATA.pastParticiples),
  ..."met done made given taken kept paid built sent found held shown seen known understood told sold won lost".split(
    " ",
  ),
]);
const HABITS = wordSet("skip use read buy order eat watch listen visit play do check open");
const PLACES_OF_VISIT = wordSet("visit come go shop train eat work study swim drop");

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const radio = (text: string, options: string[]): Template => ({ type: "radio", text, options });
const slider = (text: string): Template => ({ type: "slider", text });
const open = (text: string, prompt = true): Template => ({ type: "open-ended", text, prompt });

export function gerund(lemma: string): string {
  if (DOUBLED.has(lemma)) return `${lemma}${lemma.at(-1)}ing`;
  if (/ie$/.test(lemma)) return `${lemma.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(lemma) && lemma !== "be") return `${lemma.slice(0, -1)}ing`;
  return `${lemma}ing`;
}

/** "using" -> "use", "running" -> "run", "visiting" -> "visit": the known word wins. */
export function lemmaOfGerund(ing: string): string {
  const stem = ing.replace(/ing$/, "");
  if (/([^aeiouls])\1$/.test(stem)) return stem.slice(0, -1);
  const withE = `${stem}e`;
  if (isEnglishWord(withE) && (!isEnglishWord(stem) || stem.length <= 3)) return withE;
  return isEnglishWord(stem) ? stem : withE;
}

export function participle(lemma: string): string {
  const known = AIM_DATA.pastParticiples[lemma];
  if (known) return known;
  if (DOUBLED.has(lemma)) return `${lemma}${lemma.at(-1)}ed`;
  if (/e$/.test(lemma)) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  return `${lemma}ed`;
}

function join(...parts: string[]): string {
  return parts
    .filter((p) => p.trim() !== "")
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/ ([,?])/g, "$1")
    .trim();
}

function ask(...parts: string[]): string {
  return `${capitalise(join(...parts))}?`;
}

const HAS_PLACE = /\b(in|on|at|about|from|with|to|of|for|during|after|before|into|through|by|per|here|there|us|you)\b/;

/** Where the question points when the clause names no place: "in our weekly newsletter", "about Pennywise". */
function context(verb: string, rest: string, subject: Subject): string {
  if (!subject.text || HAS_PLACE.test(rest) || rest.toLowerCase().includes(subject.text.toLowerCase())) return "";
  // "opening on Sundays": a change proposed is no place to come to or be asked about.
  if (subject.kind === "proposal" && /^\w+ing\b/.test(subject.text)) return "";
  // "how often they visit": you visit the place itself.
  if (verb === "visit" && !rest) return subject.text;
  // "how they track repairs now": what they do today, without the thing asked about.
  if (/\b(now|today|currently|at the moment|these days|at present)$/i.test(rest)) return "";
  // "what they think a fair callout charge is": a clause of its own says all it is about.
  if (ABOUT.has(verb) && /\b(is|are|was|were|be)$/i.test(rest)) return "";
  // "what type of farming they mainly do": what they do is theirs, wherever it is.
  if (verb === "do") return "";
  // "how the change affected their journeys": the respondent's own thing needs no place.
  if (/^(your|their|my) \w+/i.test(rest) && !ABOUT.has(verb)) return "";
  // "how they found booking their tickets online": what they judged is named already.
  if (ABOUT.has(verb) && rest && /^\w+ing\b/.test(rest)) return "";
  if (ABOUT.has(verb)) return `about ${subject.text}`;
  if (FROM.has(verb) && !/^(get|find|look)$/.test(verb)) return `from ${subject.text}`;
  if (TO.has(verb)) return `to ${subject.text}`;
  const prep = AIM_DATA.prepositions[subject.kind] ?? "of";
  // "why people pause or cancel": a second verb is no object to be "about" the place.
  if (/^(or|and) [a-z]+$/i.test(rest)) return "";
  // "how the fit and sizing worked out": a thing working out takes no place.
  if (verb === "work" && /^out\b/.test(rest)) return "";
  // "how long they waited": a verb with nothing after it is never "about" the place.
  if (prep === "of" && !rest) return "";
  return prep === "of" ? `about ${subject.text}` : `${prep} ${subject.text}`;
}

function be(plural: boolean, past: boolean): string {
  return past ? (plural ? "were" : "was") : plural ? "are" : "is";
}

function doSupport(c: ClauseAim): string {
  if (c.tense === "past") return "did";
  if (c.perfectModal) return `${c.aux} have`;
  if (c.tense === "modal") return c.aux;
  if (c.tense === "perfect") return c.plural ? "have" : "has";
  return c.plural ? "do" : "does";
}

/** The verb phrase after an auxiliary: "pay for express delivery", "been given a tour". */
function base(c: ClauseAim): string {
  // "helps or slows things down": after "does", the second verb is bare too.
  const rest =
    c.tense === "present"
      ? c.rest.replace(
          /^(or|and) ([a-z]+?)(ies|(?<=ch|sh|ss|x|o)es|(?<!s)s)\b/,
          (_m, joint: string, stem: string, end: string) => `${joint} ${stem}${end === "ies" ? "y" : ""}`,
        )
      : c.rest;
  return join(c.adverb ?? "", c.tense === "perfect" ? participle(c.verb) : c.verb, rest);
}

/** "how easy", "how clean": a four-step scale of the adjective. */
function adjectiveScale(adjective: string): string[] {
  // "Fairly fair" is no answer.
  if (adjective === "fair") return ["Very fair", "Mostly fair", "Somewhat unfair", "Very unfair"];
  return [`Very ${adjective}`, `Fairly ${adjective}`, `Not very ${adjective}`, `Not at all ${adjective}`];
}

/**
 * Splits "easy to use" into the adjective and what follows. "enough" marks a yes-or-no question,
 * and so do "worth the price" and "faster", which have no "very" and "fairly".
 */
function predicate(rest: string): { adjective: string; complement: string; enough: boolean } {
  // "actually useful": the adverb says nothing the scale does not.
  const [adjective = "", ...more] = rest
    .replace(/^(actually|really|still|ever|generally|usually|always) /, "")
    .split(" ");
  const complement = more.join(" ");
  const yesNo =
    // "ever late": whether it happened at all, not how late.
    /^ever\b/.test(rest) ||
    /^enough\b/.test(complement) ||
    (complement !== "" &&
      !/^to\b/.test(complement) &&
      // "interested in home visits", "confident in the advice": a feeling about a thing has degrees.
      !(
        /^(interested|confident|comfortable|worried|concerned)$/.test(adjective) &&
        /^(in|with|about)\b/.test(complement)
      )) ||
    /^(worth|available|open|free|possible|ready|there|right|wrong|correct|ok|okay|alright|fine)$/.test(adjective) ||
    // "solved", "delivered on time": a done-or-not participle.
    PARTICIPLES.has(adjective) ||
    (/ed$/.test(adjective) &&
      !/^(tired|varied|detailed|crowded|complicated|organised|organized|balanced|skilled|qualified|interested|motivated|informed|relaxed|satisfied|advanced)$/.test(
        adjective,
      )) ||
    (/er$/.test(adjective) && !/^(clever|tender|proper|bitter|sober|over|under)$/.test(adjective)) ||
    /^(more|less)$/.test(adjective);
  return { adjective, complement, enough: yesNo };
}

/** "big enough": yes, mostly, no; "faster": yes, about the same, no; else yes, partly, no. */
function yesNoScale(rest: string): string {
  if (/\benough\b/.test(rest)) return "yesMostly";
  // "ever late": the adverb is no comparative.
  const bare = rest.replace(/^(actually|really|still|ever|generally|usually|always) /, "");
  if (/^(more|less)\b|^\w+er\b/.test(bare)) return "comparison";
  return "yesPartly";
}

function recommendQuestion(subject: Subject, rest: string): Template {
  // "would they recommend Dr Patel": the one named is who is recommended.
  const named = /^((?:Dr|Mr|Mrs|Ms|Miss)\.? )?\p{Lu}[\p{L}'-]*( \p{Lu}[\p{L}'-]*)*$/u.exec(rest.trim())?.[0];
  // "would they recommend the artist": a person or thing of the subject's, named, is recommended.
  const thing = /^(?:the|our) [a-z]+(?: [a-z]+)?$/
    .exec(rest.trim())
    ?.filter((t) => !subject.text.toLowerCase().endsWith(t.split(" ").at(-1) ?? ""))[0];
  const target = named ?? thing ?? (/\bus\b/.test(rest) || !subject.text ? "us" : subject.text);
  // "recommend us for a hen party", "recommend it to colleagues": the occasion or the people named stay.
  const purpose = /\b(?:us|it|them)\b (for|to|as) (.+)$/.exec(rest.trim());
  if (
    purpose?.[1] &&
    purpose[2] &&
    !named &&
    !/^(?:to )?(?:a |your |their )?(friends?|others|people|family)$/.test(`${purpose[1]} ${purpose[2]}`)
  )
    return radio(`Would you recommend ${target} ${purpose[1]} ${flipToYou(purpose[2])}?`, scale("likelihood"));
  return slider(`How likely are you to recommend ${target} to a friend, from 0 to 10?`);
}

/** "their friends" said to the one answering. */
function flipToYou(text: string): string {
  return text
    .replace(/\btheir\b/g, "your")
    .replace(/\bthem(selves)?\b/g, (_m, selves) => (selves ? "yourselves" : "you"));
}

function channelQuestion(rest: string, subject: Subject): Template {
  const target = /\bus\b/.test(rest) || !subject.text ? "us" : subject.text;
  return radio(`How did you first hear about ${target}?`, scale("channels"));
}

function feelQuestions(about: string): Template[] {
  // "pay, hours and training": one question each, never three in one.
  const items = about.split(/,\s*(?:and\s+)?|\s+and\s+/).filter((w) => w.trim() !== "");
  // "the new water charges and the compost bays": longer items too, while no preposition joins them.
  const short = (w: string) =>
    w.split(" ").length <= 3 || (w.split(" ").length <= 5 && !/\b(between|of|with|to|from|for|in|on)\b/.test(w));
  // "repairs response times, the state of communal areas, safety at night": three or more listed are a list.
  const listed = items.length >= 3 && items.every((w) => w.trim().split(" ").length <= 6);
  // "the home check and adoption process": the first article goes with the next bare thing too.
  const article = /^the /.test(items[0]?.trim() ?? "") ? "the " : "";
  const withArticle = (item: string) =>
    article && !/^(the|a|an|our|your|their|my|his|her|its|any|some|\w+'s?)\s/i.test(item) && !/[^s]s$/.test(item)
      ? `${article}${item}`
      : item;
  if (items.length >= 2 && items.length <= 4 && (items.every(short) || listed))
    return items.map((item) => radio(`How do you feel about ${withArticle(item.trim())}?`, scale("feeling")));
  return [
    radio(`Overall, how do you feel about ${about}?`, scale("feeling")),
    open(`What most shapes how you feel about ${about}?`),
  ];
}

function whyQuestion(c0: ClauseAim, subject: Subject): Template {
  // "why people stop coming after a few months because we lose loads": the owner's own reason for asking.
  const c = { ...c0, rest: c0.rest.replace(/,?\s+(?:because|cos|coz|as|since) (?:we|i|it's|its)\b.*$/i, "") };
  if (!c.audience) {
    // "why attendance drops on weekdays" read with no verb: the words already make the clause.
    if (!c.verb && !c.aux && c.subject.split(" ").length >= 3 && !c.rest)
      return open(ask("why do you think", c.subject));
    // "some groups don't book again after their first event": theirs is not the respondent's.
    const rest = c.rest.replace(/\byour\b/g, "the");
    // "why beginners don't book a second week": the negation is the question.
    const not = c.negated ? "not" : "";
    if (!c.verb) return open(ask("why do you think", c.subject, be(c.plural, c.tense === "past"), not, rest));
    if (c.negated && (!c.aux || /^(do|does|did)$/.test(c.aux)))
      return open(
        ask(
          "why do you think",
          c.subject,
          c.tense === "past" ? "didn't" : c.plural ? "don't" : "doesn't",
          c.verb,
          rest,
        ),
      );
    const verb = c.verbText.toLowerCase();
    return open(
      ask("why do you think", c.subject, c.aux && (c.tense !== "present" || c.negated) ? c.aux : "", not, verb, rest),
    );
  }
  if (!c.verb) return open(ask("what makes you", c.rest));
  if (c.negated)
    return open(
      ask(
        "what stops you from",
        gerund(c.verb),
        c.rest
          .replace(/\s*\b(anymore|any more)$/, "")
          // "come back and buy a second one": both verbs after "from" take "-ing".
          .replace(
            /\band (buy|book|renew|join|sign up|use|pay|try|stay|get|come|go|bring|order)\b/,
            (_m, v: string) => `and ${v.replace(/^\w+/, (w) => gerund(w))}`,
          ),
      ),
    );
  // "why are people leaving": "What is the main reason you are leaving?"
  // "why are people leaving": not everyone asked is leaving, so ask those who thought of it.
  if (/^(are|is|am)$/.test(c.aux) && /ing$/.test(c.verbText)) {
    // In an exit survey everyone asked is leaving.
    if (LEAVING.has(c.verb) && subject.leavers) return open(ask("what is your main reason for", c.verbText, c.rest));
    if (LEAVING.has(c.verb))
      return open(`If you have ever thought about ${join(c.verbText, c.rest)}, what made you consider it?`);
    return open(ask("what is the main reason you are", c.verbText, c.rest));
  }
  // "why they chose to withdraw": a choice to act is a decision; "what made you choose" asks about a provider.
  // "why people only stay for one glass": the adverb kept says what is asked.
  const verb = join(c.adverb ?? "", c.verb === "choose" && /^to \w/.test(c.rest) ? "decide" : c.verb);
  if (c.tense === "modal") return open(ask("what would make you", verb, c.rest));
  if (c.tense === "past") return open(ask("what made you", verb, c.rest));
  // "leave reviews" is something done, "leave" alone is leaving.
  // "why they give": the reason they give to the cause.
  if (/^(give|donate)$/.test(c.verb) && !/^up\b/.test(c.rest))
    return open(ask("what is the main reason you", c.verb, c.rest, subject.short ? `to ${subject.short}` : ""));
  // "give up" is leaving, "give monthly" is giving.
  // "walk away after the finance chat", "go elsewhere": leaving said with a particle.
  const leaving =
    (LEAVING.has(c.verb) && (c.verb !== "give" || /^up\b/.test(c.rest))) ||
    (/^(walk|turn|go|drive)$/.test(c.verb) && /^(away|out|elsewhere)\b/.test(c.rest));
  if (leaving && !/^(a |an )?(reviews?|feedback|comments?|ratings?|tips?|messages?)\b/.test(c.rest))
    return open(`If you have ever ${join(participle(c.verb), c.rest)}, what was the main reason?`);
  return open(ask("what makes you", verb, c.rest, context(c.verb, c.rest, subject)));
}

/** "find test results, book appointments and message your doctor easily" -> three tasks. */
function tasksOf(c: ClauseAim): string[] {
  const parts = `${c.verb} ${c.rest}`
    .replace(/\s+(easily|quickly|without help|on their own|on your own)$/, "")
    .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
  return parts.length >= 2 && parts.length <= 4 && parts.every((p) => p.split(" ").length >= 2) ? parts : [];
}

function yesNoQuestions(c: ClauseAim, subject: Subject): Template[] {
  if (c.subject === "there") {
    // "if there's anything we could have done better on the day": what, if anything.
    const couldHave = /^anything (we|you|they|i) (could|should|might) have (\w+) (.+)$/.exec(c.rest);
    if (couldHave)
      return [open(`What, if anything, ${couldHave[2]} ${couldHave[1]} have ${couldHave[3]} ${couldHave[4]}?`)];
    // "if there's any extra support they wish we'd offered": which, asked openly.
    const wished = /^any (.+?) you wish (.+)$/.exec(c.rest);
    if (wished) return [open(`What ${wished[1]} do you wish ${wished[2]}?`)];
  }
  if (c.audience) {
    if (c.verb === "recommend") return [recommendQuestion(subject, c.rest)];
    // "do they feel listened to by management": a state with its preposition is had or not, never "How listened".
    if (c.verb === "feel" && /^(listened to|cared for|looked after|taken seriously|talked down to)\b/.test(c.rest))
      return [
        radio(
          ask(c.tense === "past" ? "did" : "do", "you feel", c.rest),
          scale(c.tense === "past" ? "yesNo" : "yesPartly"),
        ),
      ];
    // "whether they'd support raising the rent": how far they support it or oppose it.
    // "whether they'd support us on Patreon": supporting us is giving, asked as any "would you".
    if (c.verb === "support" && !c.negated && c.rest && !/^(us|me|our|my)\b/.test(c.rest))
      return [radio(ask("how much do you support or oppose", c.rest), scale("support"))];
    // "would families visit more often": wink tags the verb as a noun; the modal still asks it.
    if (!c.verb && c.tense === "modal" && /^(would|will)$/.test(c.aux) && /^[a-z]+\b/.test(c.rest))
      return [radio(ask(c.aux, "you", c.rest), scale("likelihood"))];
    // "have you had any problems since": the "had" is the verb, whatever the tagger made of it.
    if (!c.verb && c.tense === "perfect" && /^(any|a|an|no|enough)\b/.test(c.rest))
      return [radio(ask(c.aux || "have", "you had", c.rest), scale("yesNo"))];
    if (!c.verb) {
      const { adjective, complement, enough } = predicate(c.rest);
      if (enough || !adjective)
        return [radio(ask(be(true, c.tense === "past"), "you", c.rest), scale(yesNoScale(c.rest)))];
      return [radio(ask("how", adjective, be(true, c.tense === "past"), "you", complement), adjectiveScale(adjective))];
    }
    // "do customers find it easy to send money": how easy the task is.
    const easy = c.verb === "find" ? /^(it|[\w' ]+?) (easy|simple|hard|difficult) to (.+)$/.exec(c.rest) : null;
    if (easy?.[3]) {
      // "find classes easy to book": what is booked goes after the verb.
      const thing = (easy[1] ?? "").toLowerCase();
      const what =
        thing === "it" || [subject.short, subject.text].some((x) => x.toLowerCase() === thing) ? "" : (easy[1] ?? "");
      const [verb = "", ...after] = easy[3].split(" ");
      const named = subject.short !== "" && easy[3].toLowerCase().includes(subject.short.toLowerCase());
      const using = /^(digital|product)$/.test(subject.kind) && subject.short && !named ? ` with ${subject.short}` : "";
      return [radio(ask("how easy is it to", verb, what, after.join(" "), using), scale("ease"))];
    }
    // "do they feel it is secure": how secure they feel using it.
    const feelIs = c.verb === "feel" ? /^(?:it|[\w' ]+?) (?:is|was|are) (\w+)$/.exec(c.rest) : null;
    if (feelIs?.[1] && /^(digital|product|service)$/.test(subject.kind) && subject.short)
      return [radio(ask("how", feelIs[1], "do you feel using", subject.short), adjectiveScale(feelIs[1]))];
    // "visit more often about the proposal": one visits a place, never "about" something.
    const where = PLACES_OF_VISIT.has(c.verb) ? context(c.verb, c.rest, subject).replace(/^about .*/, "") : "";
    // "whether they feel safe there": how safe, on the adjective's own scale.
    const feeling = c.verb === "feel" ? /^(\w+)\b(.*)$/.exec(c.rest) : null;
    // "feel listened to": a participle with its preposition left over has no degree to ask.
    const stranded = /^\s*(to|with|at|for|about|by|on|of)\s*$/.test(feeling?.[2] ?? "");
    if (feeling?.[1] && ADJECTIVE_FEELINGS.has(feeling[1]) && c.tense !== "modal" && !stranded)
      return [radio(ask("how", feeling[1], doSupport(c), "you feel", feeling[2] ?? ""), adjectiveScale(feeling[1]))];
    // "would they pay 50p more": for what.
    // "pay a small fee to extend remotely": what the money buys is said already.
    const paysFor = c.verb === "pay" && !/\b(for|to \w+)\b/.test(c.rest) && subject.text ? `for ${subject.text}` : "";
    // "whether they have enough time": yes, mostly, no.
    if (c.verb === "have" && /\benough\b/.test(c.rest) && c.tense !== "modal")
      return [radio(ask(doSupport(c), "you", "have", c.rest), scale("yesMostly"))];
    if (c.tense === "modal" && /^(would|will)$/.test(c.aux)) {
      const out = [radio(ask(c.aux, "you", c.verb, c.rest, where, paysFor), scale("likelihood"))];
      const paidFor = c.verb === "pay" ? /^for (.+)$/.exec(c.rest)?.[1] : undefined;
      if (paidFor) out.push(open(ask("what would make", paidFor, "worth paying for")));
      return out;
    }
    // "can patients find test results, book appointments and message their doctor": how easy each task is.
    const tasks = c.aux === "can" || c.aux === "could" ? tasksOf(c) : [];
    if (tasks.length >= 2) return tasks.map((task) => radio(ask("how easy is it to", task), scale("ease")));
    return [radio(ask(doSupport(c), "you", base(c), where), scale("yesNo"))];
  }
  // About a thing: "whether the portions are big enough", "whether the quizzes help".
  // "if £12 is fair": a bare sum is the price it names.
  // "if boats were clean", "are sizes right": things of the place named bare are the place's own.
  const bare =
    !c.verb &&
    /^[a-z][a-z-]*(?: [a-z-]+){0,2}s$/.test(c.subject) &&
    !/^(all|some|most|many|any|few|both|these|those|such|other|people|things|you|the|our|your|their|my|its|his|her|this|that|a|an|thats|whats|theres|lets)\b/.test(
      c.subject,
    );
  const thing =
    /^[£$€]\s?\d[\d.,]*$/.test(c.subject) && /^\w+$/.test(c.rest)
      ? `the ${c.subject} price`
      : bare
        ? `the ${c.subject}`
        : c.subject || subject.text || "it";
  // "whether notifications are useful or annoying": the two words are the answers.
  const either = !c.verb ? /^(\w+) or (\w+)$/.exec(c.rest) : null;
  if (either?.[1] && either[2])
    return [
      radio(ask("do you find", thing, c.rest), [
        capitalise(either[1]),
        capitalise(either[2]),
        "A bit of both",
        "Neither",
      ]),
    ];
  // "Is the newsletter actually read?": the respondent is the reader, so ask how often they read it.
  // "whether the labels were easy to read" asks how easy, not how often.
  const done =
    !c.verb && !/\bto \w+$/.test(c.rest)
      ? /^(.*?)\s*\b(?:actually |really |ever )?(read|used|opened|watched|visited|listened to)$/.exec(
          `${c.subject} ${c.rest}`.trim(),
        )
      : null;
  if (done?.[2]) {
    const verbs: Record<string, string> = {
      read: "read",
      used: "use",
      opened: "open",
      watched: "watch",
      visited: "visit",
    };
    const what = /\w+ \w+/.test(done[1] ?? "") ? (done[1] ?? thing) : thing;
    return [radio(ask("how often do you", verbs[done[2]] ?? "listen to", what), scale("frequency"))];
  }
  // "should the high street be pedestrianised": the respondent's view on a proposal.
  if (c.tense === "modal" && c.aux === "should") {
    const split = c.verb ? undefined : /^(.*?)\s*\b(be|have)\b(.*)$/.exec(`${c.subject} ${c.rest}`);
    const who = split ? (split[1] ?? "") : c.subject || thing;
    // "should the hall be kept as a market": the passive keeps its "be".
    const passive =
      c.verb &&
      c.verbText.toLowerCase() !== c.verb &&
      (PARTICIPLES.has(c.verbText.toLowerCase()) || /[^e]ed$/.test(c.verbText.toLowerCase()));
    // "should there be an off-lead area": the "be" read as the auxiliary goes back in.
    const what = split
      ? `${split[2]}${split[3]}`
      : passive
        ? join("be", c.verbText.toLowerCase(), c.rest)
        : c.verb
          ? base(c)
          : join("be", c.rest);
    return [radio(ask("do you think", who, "should", what), scale("yesNo"))];
  }
  if (!c.verb) {
    // "whether the crust is too hard": too hard, about right, not hard enough.
    const too = /^too (\w+)$/.exec(c.rest);
    // "are the bar queues too long": a wait is never too short; it is too long at times or not.
    // "are the dryers too slow": a machine or a service is never too fast.
    if (
      (too?.[1] === "long" && /\b(queues?|waits?|waiting times?|wait times?|delays?|lines?)\b/i.test(c.subject)) ||
      too?.[1] === "slow"
    )
      return [radio(ask(be(c.plural, c.tense === "past"), thing, c.rest), ["Yes, usually", "Sometimes", "No"])];
    if (too?.[1] && DIMENSIONS.has(too[1]))
      return [
        radio(ask(be(c.plural, c.tense === "past"), thing, c.rest), [
          `Yes, too ${too[1]}`,
          "About right",
          OPPOSITE_DIMENSIONS[too[1]] ? `No, too ${OPPOSITE_DIMENSIONS[too[1]]}` : `Not ${too[1]} enough`,
        ]),
      ];
    // "whether the stories were scary enough or too scary for kids": how scary, either way wrong.
    const either =
      /^(\w+) enough,? or too \1\b\s*(.*)$/i.exec(c.rest) ?? /^too (\w+),? or not \1 enough\b\s*(.*)$/i.exec(c.rest);
    if (either?.[1])
      return [
        radio(ask("how", either[1], be(c.plural, c.tense === "past"), thing, either[2] ?? ""), [
          `Not ${either[1]} enough`,
          "About right",
          `Too ${either[1]}`,
        ]),
      ];
    const { adjective, complement, enough } = predicate(c.rest);
    if (enough || !adjective)
      return [
        radio(
          ask(be(c.plural || pluralAfterThere(thing, c.rest), c.tense === "past"), thing, c.rest),
          scale(yesNoScale(c.rest)),
        ),
      ];
    // "gel manicure lasting?": how well it lasts, never "how lasting" it is.
    const holding = /^(lasting|working|holding|wearing)$/.exec(adjective);
    if (holding && !complement)
      return [
        radio(
          ask("how well", c.tense === "past" ? "did" : c.plural ? "do" : "does", thing, lemmaOfGerund(adjective)),
          scale("well"),
        ),
      ];
    // "whether the training was enough": enough or not, never "very enough".
    if (/^(enough|sufficient|adequate)$/.test(adjective))
      return [
        radio(capitalise(ask(be(c.plural, c.tense === "past"), thing, adjective, complement)), scale("yesPartly")),
      ];
    return [
      radio(ask("how", adjective, be(c.plural, c.tense === "past"), thing, complement), adjectiveScale(adjective)),
    ];
  }
  if (c.verb === "change" && c.rest) return [radio(ask("how has", thing, "changed", c.rest), scale("change"))];
  const forYou = RESPONDENT_VERBS.has(c.verb) && !c.rest ? (c.verb === "work" ? "for you" : "you") : "";
  const options = c.tense === "past" ? scale("yesNo") : scale("yesPartly");
  return [radio(ask(doSupport(c), thing, base(c), forYou), options)];
}

function whatQuestions(c: ClauseAim, subject: Subject): Template[] {
  // "what topics to add": which ones they would like added.
  const wanted = !c.whNoun ? /^([\w -]+?) to$/.exec(c.subject) : null;
  if (wanted?.[1] && c.verb) return [open(ask("which", wanted[1], "would you like us to", c.verb, c.rest), false)];
  // "what members want next term": what they would like to see then.
  const when = /^(next|this coming|in the coming) (term|season|year|month|week|semester|series|time)$/.exec(c.rest);
  if (c.audience && !c.whNoun && c.verb === "want" && when && c.tense !== "past")
    return [open(ask("what would you like to see", c.rest), true)];
  // "what goes wrong": when they use the thing, if anything does.
  if (!c.subject && !c.whNoun && c.verb === "go" && /^wrong$/.test(c.rest)) {
    const using = subject.short
      ? subject.kind === "event"
        ? ` at ${subject.short}`
        : ` when you use ${subject.short}`
      : "";
    return [open(`What, if anything, ${c.tense === "past" ? "went" : "goes"} wrong${using}?`)];
  }
  // "which nights suit ppl": the days of the week to tick.
  if (/^(nights|evenings|days|mornings|afternoons|weekdays)$/.test(c.whNoun) && /^(suit|work)$/.test(c.verb))
    return [
      {
        type: "checkbox",
        text: ask("which", c.whNoun, "suit you", c.rest.replace(/^you\b\s*/, "") || "best"),
        options: WEEKDAYS,
      },
    ];
  // "what times they usually visit": the parts of the week to tick.
  const [doing = "", ...after] = c.verb === "usually" ? c.rest.split(" ") : [c.verb, c.rest];
  if (
    /^times?$/.test(c.whNoun) &&
    c.audience &&
    /^(visit|come|go|train|shop|swim|climb|use|play|eat|call)$/.test(doing)
  )
    return [
      {
        type: "checkbox",
        text: ask("what times do you", /\busually\b/.test(c.text) ? "usually" : "", doing, ...after),
        options: [
          "Weekday mornings",
          "Weekday afternoons",
          "Weekday evenings",
          "Weekend mornings",
          "Weekend afternoons",
          "Weekend evenings",
        ],
      },
    ];
  const noun = c.whNoun ? `${c.wh} ${c.whNoun}` : c.wh;
  const factual = /\b(time|day|days|times)\b/.test(c.whNoun);
  // "what stops people from using public transport": how often they do it tells how much it stops them.
  const stops =
    !c.subject &&
    /^(stop|prevent|keep)$/.test(c.verb) &&
    /^(you|your) from (\w+ing)\b/.exec(c.rest.replace(/^your /, "you "));
  if (stops) {
    const doing = c.rest.replace(/^(you|your) from /, "");
    const [ing = "", ...more] = doing.split(" ");
    const often = radio(ask("how often do you", lemmaOfGerund(ing), ...more), scale("frequency"));
    return [open(ask("what", c.verbText.toLowerCase(), "you from", doing)), often];
  }
  // "what donors care about": about what, when it comes to the subject.
  if (c.audience && c.verb && !c.whNoun && /^(about|for|with|of)$/.test(c.rest) && subject.text)
    return [
      open(ask(noun, doSupport({ ...c, plural: true }), "you", c.verb, c.rest, "most when it comes to", subject.text)),
    ];
  if (!c.subject) {
    // "what stops them from...", "what would make them stay", "which features work well".
    // "what is missing": from the thing the form is about.
    const from = /^(missing|lacking)$/.test(c.rest) && subject.text ? `from ${subject.text}` : "";
    // "I don't know what's working": what works well for them, there.
    if (c.rest === "working" && !c.verb)
      return [open(ask("what is working well for you", subject.text ? placeOf(subject, "") : ""), true)];
    // "what could be better next year": a modal keeps its "be".
    const beAfter = /^(would|could|should|might|must|will|can|may)$/.test(c.aux) && !/^be\b/.test(c.rest) ? "be" : "";
    if (!c.verb) return [open(ask(noun, c.aux || "is", beAfter, c.rest, from), !factual)];
    // "what price seems fair": a figure, for the thing the form is about.
    if (/\b(price|cost|fee|amount)\b/.test(c.whNoun) && /^(seem|sound|feel)$/.test(c.verb))
      return [open(ask(noun, "would", c.verb, c.rest, "to you", subject.text ? `for ${subject.text}` : ""), false)];
    // "what almost made them leave": the hedge stays before the verb.
    // "what is stopping you": the progressive keeps its "is".
    const progressive = /^(is|are|was|were)$/.test(c.aux) && /ing$/i.test(c.verbText);
    const verb =
      c.tense === "modal" || progressive
        ? join(c.aux, progressive ? c.verbText.toLowerCase() : c.verb)
        : join(c.adverb ?? "", c.verbText.toLowerCase());
    // "what matters most when choosing": "What matters most to you when choosing?"
    if (c.verb === "matter" && !/\b(you|your)\b/.test(c.rest)) {
      const most = /^most\b/.test(c.rest) ? "most" : "";
      return [open(ask(noun, verb, most, "to you", c.rest.replace(/^most\b/, "")), !factual)];
    }
    // "what time would work better": it works better for you, it does not work you.
    // When the aim already says whom it works for ("better for our club"), it stays as written.
    if (c.verb === "work" && !/\b(you|your)\b/.test(c.rest))
      return [open(ask(noun, verb, c.rest, /\bfor\b/.test(c.rest) ? "" : "for you"), !factual)];
    // "which lessons helped most": "Which lessons helped you most?"
    if (RESPONDENT_VERBS.has(c.verb) && !/\b(you|your)\b/.test(c.rest))
      return [open(ask(noun, verb, "you", c.rest), !factual)];
    const where = /^(you|your)$/.test(c.rest.split(" ").at(-1) ?? "") || c.rest.split(" ").length <= 2;
    // "which ramps need repair": things that need something are at the place, not wanted from it.
    const placeVerb = c.whNoun && FROM.has(c.verb) ? "" : c.verb;
    return [open(ask(noun, verb, c.rest, where ? context(placeVerb, c.rest, subject) : ""), !factual)];
  }
  const doer = c.audience ? "you" : c.subject;
  // "which features matter": wink reads "matter" into the noun.
  const matters = !c.verb && !c.aux ? /^(\w+) matters?$/.exec(c.subject) : null;
  if (matters?.[1]) return [open(ask(noun, matters[1], "matter most to you"), false)];
  // "what problems have people had": after "have", "had" is the verb.
  if (!c.verb && /^(have|has)$/.test(c.aux) && c.audience)
    return [open(ask(noun, c.aux, doer, "had", c.rest), !factual)];
  // "what they spent on food": an amount.
  if (/^(spend|pay|cost)$/.test(c.verb) && c.audience && !c.whNoun && c.wh === "what" && c.tense !== "modal")
    return [open(ask("how much", doSupport({ ...c, plural: true }), "you", c.verb, c.rest), false)];
  // "what would they pay": for what is the form's subject.
  // "what they'd pay for a premium plan": an amount, for the plan.
  if (c.verb === "pay" && c.audience && c.tense === "modal" && !c.whNoun && (!c.rest || /^for\b/.test(c.rest)))
    return [open(ask("how much", c.aux, "you pay", c.rest || `for ${subject.text || "it"}`), false)];
  if (!c.verb) return [open(ask(noun, c.aux || be(c.plural, false), doer, c.rest), !factual)];
  // "what price they would expect to pay": a figure, for the thing the form is about.
  if (/\b(price|cost|amount|budget|fee)\b/.test(c.whNoun) && /\bpay\b/.test(`${c.verb} ${c.rest}`)) {
    const forWhat = /\bfor\b/.test(c.rest) || !subject.text ? "" : `for ${subject.text}`;
    const verb =
      c.tense === "modal" ? join(c.aux, "you", c.verb) : join(doSupport({ ...c, plural: true }), "you", c.verb);
    return [open(ask(noun, verb, c.rest, forWhat), false)];
  }
  // "what could we have done to keep them": the owner's own question, kept as asked.
  if (!c.audience && c.tense === "modal") {
    if (c.perfectModal) return [open(ask(noun, c.aux, doer, "have", participle(c.verb), c.rest), !factual)];
    return [open(ask(noun, c.aux, doer, c.verb, c.rest), !factual)];
  }
  if (/^(am|is|are|was|were)$/.test(c.aux) && /ing$/.test(c.verbText))
    return [open(ask(noun, be(c.plural, c.tense === "past"), doer, c.verbText, c.rest), !factual)];
  const usually =
    c.negated && c.tense === "present"
      ? "never"
      : c.tense === "present" &&
          HABITS.has(c.verb) &&
          !/\b(most|usually|often)\b|\b(daily|weekly|monthly|every \w+|always)$/.test(c.rest)
        ? "usually"
        : "";
  // "which features do you use most in our app"; "which games do you like" needs no place.
  const inside = /^(in|on)$/.test(AIM_DATA.prepositions[subject.kind] ?? "") && !ABOUT.has(c.verb);
  // "which features of our app": the place is already named.
  const named = subject.text !== "" && noun.toLowerCase().includes(subject.text.toLowerCase());
  const where = (c.whNoun && !inside) || named ? "" : context(c.verb, c.rest, subject);
  const aux = c.audience ? doSupport({ ...c, plural: true }) : doSupport(c);
  const text = ask(noun, aux, doer, usually, base(c), where);
  // "which style: rock, folk or jazz": the owner's list is the answers.
  if (c.choices) return [radio(text, [...c.choices.map(capitalise), "Other"])];
  return [open(text, !factual)];
}

function howQuestions(c: ClauseAim, subject: Subject): Template[] {
  // "how is the animal settling in", "how are the kids coping": asked as it goes on.
  if (!c.degree && /^(is|are|was|were)$/.test(c.aux) && /ing$/.test(c.verbText) && (c.subject || c.audience))
    return [open(ask("how", c.aux, c.audience ? "you" : c.subject, c.verbText.toLowerCase(), c.rest))];
  // "how shifts are organised": how well, never "How are shifts organised in our charity?" to describe.
  if (
    !c.degree &&
    !c.audience &&
    !c.verb &&
    c.subject &&
    /^(is|are|was|were)$/.test(c.aux) &&
    /^(organi[sz]ed|run|managed|planned|handled|communicated|scheduled|arranged|advertised|explained|signposted|led|coordinated)$/.test(
      c.rest,
    )
  )
    return [radio(ask("how well", c.aux, c.subject, c.rest), scale("well"))];
  // "how our prices compared to a garage": better or worse than it, not an open "how".
  const against = /^(?:to|with) (.+)$/.exec(c.rest)?.[1];
  if (!c.degree && !c.audience && c.verb === "compare" && c.subject && against)
    return [comparisonQuestion(c.subject, against)];
  const doer = c.audience ? "you" : c.subject || subject.text;
  const plural = c.audience || c.plural;
  // "how customers book (app, phone or street)": the ways the owner lists are the answers.
  // "how they pay (cash, card or transfer)", "how they prefer to pay (...)": the ways listed are the answers.
  const bracket = /^(.*?)\s*\(\s*([^()]+?)\s*\)$/.exec(c.rest);
  const ways = bracket?.[2]?.split(/\s*,\s*(?:or\s+)?|\s+or\s+/);
  if (!c.degree && c.audience && c.verb && ways && ways.length >= 2 && ways.length <= 6)
    return [
      radio(ask(c.verb === "prefer" ? "how do you" : "how do you usually", c.verb, bracket?.[1] ?? ""), [
        ...ways.map(capitalise),
        "Other",
      ]),
    ];
  // "how the artist listened": staff listen to the respondent, not to the place.
  const where =
    !c.audience && c.subject && /^(listen|talk|speak|respond|reply)$/.test(c.verb) && !c.rest
      ? "to you"
      : // "how healing went", "how the launch went": a thing that went well or badly went nowhere.
        // "how the healing is going" too; rehearsals go on in the choir.
        !c.audience &&
          c.subject &&
          ((c.verb === "go" && !c.rest) ||
            (!c.verb && c.rest === "going" && OWN_PROCESSES.has(c.subject.replace(/^(the|your) /, "")))) &&
          !/^(he|she|they|we|i)$/i.test(c.subject)
        ? ""
        : context(c.verb, c.rest, subject);
  switch (c.degree.startsWith("far ahead") ? "far ahead" : c.degree) {
    case "often": {
      // "how often they use it each week": the answers already span days to months.
      const rest = c.rest.replace(/\s*\b(each|every|per|a) (day|week|month|year)$/, "");
      // "how often we should meet" is the owner's own question.
      if (!c.audience && c.tense === "modal")
        return [radio(ask("how often", c.aux, doer, c.verb, rest), frequencyScale(rest, subject.text))];
      // "would drivers use it, how often": still hypothetical.
      return [
        radio(
          // "how often they cook": something done on one's own needs no place.
          ask(
            "how often",
            c.tense === "modal" ? c.aux : c.audience ? "do" : doSupport(c),
            doer,
            c.verb || "visit",
            rest,
            c.verb && c.audience && (rest || PLACES_OF_VISIT.has(c.verb) || HABITS.has(c.verb)) ? where : "",
          ),
          frequencyScale(rest, subject.text),
        ),
      ];
    }
    case "likely": {
      const goal = c.rest.replace(/^to /, "");
      if (/^recommend\b/.test(goal)) return [recommendQuestion(subject, goal)];
      return [slider(`How likely ${be(plural, false)} ${doer} to ${goal}, from 0 to 10?`)];
    }
    case "far ahead": {
      const verb = c.verb || "book";
      return [
        radio(
          ask(
            `how ${c.degree}`,
            c.aux || doSupport({ ...c, plural }),
            doer,
            c.tense === "past" ? "" : "usually",
            verb,
            c.rest,
          ),
          scale("ahead"),
        ),
      ];
    }
    case "far":
      return [open(ask("how far", c.aux || doSupport({ ...c, plural }), doer, c.verb, c.rest), false)];
    case "much":
    case "many":
      // "how many visitors stopped at your stall": the people counted are the doers, not the ones asked.
      if (c.degree === "many" && !c.whNoun && !c.audience && !c.aux && c.verb && c.plural && /^\w+s$/.test(c.subject))
        return [open(ask("how many", c.subject, c.verbText.toLowerCase(), c.rest), false)];
      // "how much progress has your dog made": the perfect keeps its participle.
      return [open(ask("how", c.degree, c.whNoun, c.aux || doSupport(c), doer, base(c)), false)];
    case "long": {
      // "how long till their first loaf": how long it was until then, in days.
      const until = /^(?:till|until|before) (.+)$/.exec(c.subject);
      if (until?.[1] && !c.verb) return [radio(`How long was it until ${until[1]}?`, scale("days"))];
      // "how long until someone called you": a call back is waited for in hours.
      if (until?.[1] && c.verb)
        return [
          radio(
            `How long was it until ${until[1]} ${join(c.verbText.toLowerCase(), c.rest)}?`,
            /^(call|ring|phone|reply|respond|answer|get)$/.test(c.verb) ? scale("hours") : scale("days"),
          ),
        ];
      // "how long students need the laptops for": a loan is counted in days and weeks.
      if (/^(need|borrow|keep|hire|rent|have)$/.test(c.verb) && /\bfor$/.test(c.rest) && c.audience)
        return [radio(ask("how long", "do", "you", "usually", c.verb, c.rest), scale("days"))];
      // "how long it took vs what we promised": how the time compared with the promise, not a length.
      const promised =
        /\b(?:vs\.?|versus|compared (?:to|with)|against) (what (?:we|you) (?:promised?|quoted|said|told (?:you|them))|the (?:quote|estimate|promise))/i.exec(
          c.text,
        );
      if (promised?.[1]) {
        const against = promised[1].replace(/\bpromise\b/, "promised").replace(/\btold them\b/, "told you");
        return [
          radio(`How did the time it took compare with ${against}?`, [
            "Quicker",
            "About the same",
            "A little longer",
            "Much longer",
          ]),
        ];
      }
      // "how long it takes patients to get a GP appointment": the wait, in days.
      if (c.audience && /^it takes? /.test(c.text) && c.verb)
        return [
          radio(
            ask("how long does it usually take you to", c.verb, c.rest),
            scale(
              /\b(appointment|repair|deliver|refund|reply|response|visa|permit|approval)/.test(c.rest)
                ? "days"
                : "minutes",
            ),
          ),
        ];
      // Work made to order (printing, framing, tailoring) is waited for in days, as repairs are.
      const madeToOrder =
        /\border\b/.test(c.rest) &&
        /\b(print\w*|fram\w*|tailor\w*|engrav\w*|signs?|upholster\w*|bespoke|custom)\b/i.test(subject.text);
      // "how long did you keep the costume": a thing borrowed is kept for days, wherever it came from.
      const kept = /^(keep|borrow|hire|rent|loan)$/.test(c.verb);
      const unit =
        madeToOrder ||
        kept ||
        // "how long did it take to get your laptop back": the "it" is the work the form is about.
        /\b(repair|deliver|refund|reply|respond|response|fix|arrive|appointment|claim|approv|proof|photos|pictures|prints|results|report|invoice|parcel)|\bback\b/.test(
          `${c.verb} ${c.subject === "it" ? subject.text : c.subject} ${c.rest}`,
        )
          ? "days"
          : // "how long it took to get a dev job", "to sell the house": months of looking.
            /\b(get|find|land|sell|let|buy)\b.*\b(job|work|role|house|home|flat|property|tenant|buyer)s?\b/.test(c.rest)
            ? "months"
            : "minutes";
      const verb = c.audience ? c.verb : c.verb;
      return [
        radio(
          // "How long did you wait": one past wait has no "usually".
          ask(
            "how long",
            c.aux || doSupport({ ...c, plural }),
            doer,
            c.tense === "past" ? "" : "usually",
            verb,
            c.rest,
            c.audience && !kept ? where : "",
          ),
          scale(unit),
        ),
      ];
    }
    case "well":
      return [radio(ask("how well", c.aux || doSupport({ ...c, plural }), doer, base(c)), scale("well"))];
    case "satisfied":
    case "happy": {
      // "with shift patterns and staffing levels on Ward 7": one question per thing, never two at once.
      const list = /^with (.+?)( (?:on|at|in) .+)?$/.exec(c.rest);
      const items = list?.[1]?.split(/,\s*(?:and\s+)?|\s+and\s+/) ?? [];
      if (items.length >= 2 && items.length <= 4)
        return items.map((item) =>
          radio(
            ask(
              `how ${c.degree}`,
              be(plural, c.tense === "past"),
              doer,
              "with",
              /^(the|your|our|their|a|an)\b/.test(item) ? item : `the ${item}`,
              list?.[2] ?? "",
            ),
            scale("satisfaction"),
          ),
        );
      return [
        radio(
          ask(`how ${c.degree}`, be(plural, c.tense === "past"), doer, c.rest || `with ${subject.text || "us"}`),
          scale("satisfaction"),
        ),
      ];
    }
    case "":
      break;
    default: {
      // "how easy it is to book", "how clean the toilets are", "how safe they feel".
      const adjective = c.degree;
      const options = /^(easy|hard|difficult)$/.test(adjective) ? scale("ease") : adjectiveScale(adjective);
      const shown = /^(hard|difficult)$/.test(adjective) ? "easy" : adjective;
      if (c.verb)
        return [radio(ask("how", shown, c.aux || doSupport({ ...c, plural }), doer, c.verb, c.rest), options)];
      return [radio(ask("how", shown, c.aux || be(plural, false), doer, c.rest), options)];
    }
  }
  if ((/^(find|hear|learn)$/.test(c.verb) && /\b(us|about)\b/.test(c.rest)) || c.verb === "discover")
    return [channelQuestion(c.rest, subject)];
  if (/\b(hear from|be contacted|contact|stay in touch|get updates|receive updates|be kept informed)\b/.test(c.rest))
    return [
      radio(
        ask("how would you prefer to hear from", /\bus\b/.test(c.rest) || !subject.text ? "us" : subject.text),
        scale("contact"),
      ),
    ];
  if (c.verb === "feel") {
    // "how did the appointment feel": the appointment is what is felt about, not the business.
    const felt = !c.audience && c.subject !== "" && c.subject !== "you" ? c.subject : "";
    const about = c.rest.replace(/^about /, "") || felt || subject.text || "it";
    return feelQuestions(about);
  }
  if (c.verb === "experience") return [open(ask("how would you describe your experience of", c.rest || subject.text))];
  // "how the lifts are": a rating of them.
  if (
    !c.verb &&
    !c.audience &&
    /^(is|are|was|were)$/.test(c.aux) &&
    !c.rest &&
    /^(the|your|our) [\w' -]+$/.test(c.subject)
  ) {
    const about = c.subject.replace(/^your /, "the ");
    const head = about.split(" ").at(-1) ?? about;
    return [topicQuestion({ type: "topic", text: about, head, phrase: about.replace(/^(the|our) /, "") }, subject)];
  }
  // "how was booking online": how easy the task was.
  if (!c.verb && !c.audience && /^(is|are|was|were)$/.test(c.aux) && /^\w+ing$/.test(c.subject))
    return [radio(ask("how easy", c.aux, c.subject, c.rest), adjectiveScale("easy"))];
  // "how they rate the waiting room", "how they found the audio guide": a rating of that thing.
  if (c.audience && /^(rate|find|judge)$/.test(c.verb) && /^(the|your|our) [\w' -]+$/.test(c.rest)) {
    const about = c.rest.replace(/^your /, "the ");
    const compared = comparedParts(about);
    if (compared) return [comparisonQuestion(...compared)];
    // "the value for money": the head comes before its "for" or "of".
    const head =
      about
        .split(/ (?:for|of) /)[0]
        ?.split(" ")
        .at(-1) ?? about;
    return [topicQuestion({ type: "topic", text: about, head, phrase: about.replace(/^(the|our) /, "") }, subject)];
  }
  // "how management communicates changes": how well the one named does it.
  // "how older adults learn" is a study of people, not a rating.
  if (!c.audience && !c.aux && c.verb && c.subject && c.tense === "present" && !c.plural) {
    const verb = c.verbText.toLowerCase() === c.verb && /[^s]s$/.test(c.verb) ? c.verb.slice(0, -1) : c.verb;
    // "how their dog seems after walks": a verb of seeming asks how, not how well.
    if (/^(seem|look|sound|appear)$/.test(verb)) return [open(ask("how does", c.subject, verb, c.rest))];
    // "how it affects childcare": for better or worse, not how well.
    if (/^(affect|impact)$/.test(verb)) return [radio(ask("how does", c.subject, verb, c.rest), scale("affect"))];
    return [radio(ask("how well does", c.subject, verb, c.rest), scale("well"))];
  }
  if (!c.audience && c.aux && c.verb) return [open(ask("how", c.aux, doer, base(c)))];
  // "how people choose a holiday destination": what weighs most in the choice is the next thing to ask.
  if (c.audience && /^(choose|pick|select|decide|compare)$/.test(c.verb) && c.rest)
    return [
      open(ask("how", doSupport({ ...c, plural: true }), "you", c.verb, c.rest)),
      open(ask("what matters most to you when", gerund(c.verb), c.rest)),
    ];
  return [open(ask("how", c.aux || doSupport({ ...c, plural }), doer, c.verb, c.rest, where))];
}

function whenWhereWho(c: ClauseAim, subject: Subject): Template[] {
  // "who used it": whether the one answering did.
  if (c.wh === "who" && !c.subject && c.verb && c.tense === "past") {
    const rest = c.rest === "it" && subject.short ? subject.short : c.rest;
    return [radio(ask("did you", c.verb, rest), scale("yesNo"))];
  }
  const doer = c.audience ? "you" : c.subject || subject.text;
  const aux = c.aux || doSupport({ ...c, plural: c.audience || c.plural });
  const where = context(c.verb, c.rest, subject);
  if (c.wh === "when" && c.audience && PLACES_OF_VISIT.has(c.verb))
    return [
      radio(ask("when", aux, doer, "usually", c.verb, c.rest, /^in$/.test(c.rest) ? "" : where), scale("timesOfDay")),
    ];
  if (c.wh === "where" && /^(hear|find|learn)$/.test(c.verb)) return [channelQuestion(c.rest, subject)];
  if (c.wh === "who" && c.audience && /\bwith\b/.test(c.rest) && PLACES_OF_VISIT.has(c.verb))
    return [
      radio(ask("who", aux, doer, "usually", c.verb, c.rest.replace(/\s*\bwith\b\s*$/, ""), "with"), scale("company")),
    ];
  // "where else it could go": the place asked for is not the subject's.
  if (c.whNoun === "else") return [open(ask(c.wh, "else", aux, doer, c.verb, c.rest), false)];
  // "where it should go": the thing itself is what goes somewhere; no place of it is added.
  if (c.wh === "where" && doer === subject.text && /^(go|be|sit|stand)$/.test(c.verb))
    return [open(ask(c.wh, aux, doer, c.verb, c.rest), false)];
  return [open(ask(c.wh, aux, doer, c.verb, c.rest, where), false)];
}

/** "whether there are enough bins": the noun after "there" sets the verb. */
function pluralAfterThere(thing: string, rest: string): boolean {
  // "there enough time for viewings": the noun before the preposition is what there is.
  const noun =
    rest
      .split(/ (?:for|at|in|on|of|to|with|during|after|before|from) /)[0]
      ?.split(" ")
      .at(-1) ?? "";
  return thing === "there" && /[^s]s$/.test(noun);
}

/** States a thing is in, never a person: "are they big enough", "how often do they get full". */
const THING_STATE =
  /^(too \w+|big|small|full|empty|clean|dirty|heavy|broken|expensive|cheap|emptied|collected|damaged|stolen|working|reliable)\b/;

/**
 * "whether two classes a week is often enough": after a number the tagger reads the noun as the
 * verb; the "is" later in the clause is the real one.
 */
function countedNoun(c: ClauseAim): ClauseAim | undefined {
  if (!c.verb || c.aux || !/^(one|two|three|four|five|six|\d+)$/i.test(c.subject)) return undefined;
  const be = /^(.*?)\b(is|are|was|were)\b (.+)$/.exec(c.rest);
  if (!be?.[1] || !be[2] || !be[3]) return undefined;
  return {
    ...c,
    subject: join(c.subject, c.verbText, be[1].trim()),
    verb: "",
    verbText: "",
    aux: be[2],
    plural: /^(are|were)$/.test(be[2]),
    tense: /^(was|were)$/.test(be[2]) ? "past" : "present",
    rest: be[3],
  };
}

/** Questions that ask exactly what a clause of the purpose wants to learn. */
export function clauseQuestions(aim: ClauseAim, subject: Subject): Template[] {
  // "did they feel ready on test day, bc a couple of fails were nerves": the owner's reason for asking.
  // "if they felt supported on shift too": the owner's "too" adds to their list, not to the question.
  const c0 =
    aim.wh === "why"
      ? aim
      : {
          ...aim,
          rest: aim.rest
            .replace(/,?\s+because (?!of\b)(?:\S+ ){2,}\S+$/i, "")
            .replace(
              /^(?!.*\bif\b)(.*?)(?<!\b(?:is|are|was|were|much|far|way|not|me|them|that|it|this))\s+(?:too|as well)$/i,
              "$1",
            ),
        };
  // "the new recycling bins ...: are they big enough": "they" are the bins, not the people.
  const state = c0.verb === "get" ? c0.rest : c0.verb ? "" : c0.rest;
  const thingThey =
    c0.audience && subject.plural && subject.short !== "" && /\bthey\b/.test(c0.text) && THING_STATE.test(state);
  const c: ClauseAim = thingThey
    ? { ...c0, audience: false, subject: subject.short, plural: true }
    : (countedNoun(c0) ?? c0);
  // "what worries them about it": the question names what "it" was.
  const named = subject.short || subject.text;
  // "which of A, B or C": the owner's list is the answers, whatever the question's shape.
  const choices = c.choices;
  const listed = (q: Template): Template =>
    choices && q.type === "open-ended" ? radio(q.text, [...choices.map(capitalise), "Other"]) : q;
  // "why people still pay at the machine instead": instead of the thing the form is about.
  // "would they want sunday mornings instead": a time asked for instead of the times there are now.
  const instead = (q: Template): Template =>
    named && !/\b(?:mornings?|afternoons?|evenings?|nights?|weekends?|weekdays?|\w+days?)\s+instead\?$/i.test(q.text)
      ? { ...q, text: q.text.replace(/\binstead\?$/, `instead of using ${named}?`) }
      : q;
  // "come back next spring to the fair": the place goes with the verb, the time last.
  const timeLast = (q: Template): Template => ({
    ...q,
    text: q.text.replace(
      / ((?:next|this|last) (?:spring|summer|autumn|fall|winter|year|month|week|season|term|time)) ((?:to|at|in|from) [^?]+)\?$/,
      " $2 $1?",
    ),
  });
  // "what stopped people going to the workshops": not everyone was stopped, so the question allows none.
  const ifAny = (q: Template): Template => ({
    ...q,
    text: q.text.replace(/^What (?=(?:stopped|prevented|put|kept|held) you\b)/, "What, if anything, "),
  });
  // "what frustrates them": about the thing the form is about.
  const about = (q: Template): Template =>
    named &&
    // "The council is changing bin collection...": the body asking is not what worries anyone.
    !/\b(council|committee|board|authority|association|trust)$/i.test(named) &&
    /^What (frustrates|worries|annoys|bothers|concerns|confuses|excites) you\?$/.test(q.text)
      ? { ...q, text: q.text.replace(/\?$/, ` about ${named}?`) }
      : q;
  return clauseQuestionsOf(c, subject).map((q) =>
    about(
      whFirst(
        ifAny(
          listed(
            timeLast(instead(named ? { ...q, text: q.text.replace(/\b(about|with|of) it\?$/, `$1 ${named}?`) } : q)),
          ),
        ),
      ),
    ),
  );
}

/** "Do you think speeding is a problem on which roads?" asks which, not yes or no: "On which roads, if any, ...?". */
function whFirst(q: Template): Template {
  if (q.type === "open-ended") return q;
  const m = /^(Do|Did|Would) you (\w+) (.+?) (?:(on|in|at|for|with|from|to|about|near) )?(which|what) ([\w-]+)\?$/.exec(
    q.text,
  );
  if (!m) return q;
  const [, aux = "", verb, middle, preposition, wh, noun] = m;
  const asked = `${preposition ? `${preposition} ` : ""}${wh} ${noun}`;
  return open(`${capitalise(asked)}, if any, ${aux.toLowerCase()} you ${verb} ${middle}?`, false);
}

function clauseQuestionsOf(c: ClauseAim, subject: Subject): Template[] {
  if (c.verb === "recommend" && c.audience) return [recommendQuestion(subject, c.rest)];
  // "how the flowers looked on the day vs what they imagined": how it compared with what they pictured.
  const pictured =
    /^(.*?)\s*(?:vs\.?|versus|compared (?:to|with))\s+what (?:you|they) (imagined|expected|pictured|hoped)$/i.exec(
      c.rest,
    );
  if (c.wh === "how" && c.verb && c.subject && pictured?.[2]) {
    const verb = pictured[2].toLowerCase();
    return [
      radio(`How did ${c.subject} ${c.verb}${pictured[1] ? ` ${pictured[1]}` : ""} compared with what you ${verb}?`, [
        `Better than I ${verb}`,
        `About as I ${verb}`,
        `Not as good as I ${verb}`,
      ]),
    ];
  }
  // "whether residents support it" of a proposal: the support question, asked of whoever answers.
  if (
    subject.kind === "proposal" &&
    subject.text &&
    /^(support|oppose|back|want|like|agree)$/.test(c.verb) &&
    (/^(with )?(it|this|them|the (proposal|plan|plans|idea|scheme|change))$/i.test(c.rest) ||
      c.rest.toLowerCase() === subject.text.toLowerCase())
  )
    return [radio(ask("how much do you support or oppose", subject.text), scale("support"))];
  // "whether they are thinking of switching provider": a plan of theirs, yes or no.
  if (c.audience && c.verb === "think" && /^(are|is)$/.test(c.aux) && /^(of|about) \w+ing\b/.test(c.rest))
    return [radio(ask("are you thinking", c.rest), ["Yes", "Maybe", "No"])];
  if ((c.verb === "think" || c.verb === "thought") && /^(of|about)\b/.test(c.rest)) {
    // "what customers think of the café's new menu" at the café: "the new menu".
    const bare = (s: string) => s.toLowerCase().replace(/^(the|your|our) /, "");
    const about = c.rest
      .replace(/^(of|about) /, "")
      // "the cold plunge bit": the owner's "bit" is the thing itself.
      .replace(/(\S) bit$/, "$1")
      .replace(/^(?:the |your |our )?(.+?)'s (?=\S)/i, (whole, owner: string) =>
        [subject.short, subject.text].some((s) => s && bare(s) === owner.toLowerCase()) ? "the " : whole,
      );
    // "moving the start time to 9am": a change is supported or opposed, and felt, before it is rated.
    if (CHANGE_GERUND.test(about))
      return [
        radio(ask("how much do you support or oppose", about), scale("support")),
        radio(ask("how would", about, "affect you"), scale("affect")),
        open(`What, if anything, concerns you about ${about}?`, true),
      ];
    // "the price per pint": what is rated stands before "per".
    const head = about.split(" per ")[0]?.split(" ").at(-1) ?? about;
    const rating = topicQuestion(
      { type: "topic", text: about, head, phrase: about.replace(/^(the|your|our) /, "") },
      subject,
    );
    return [rating, open(`What stands out to you about ${about}, good or bad?`)];
  }
  // "which sections get read": which ones the one asked reads.
  const done = PASSIVE_USE[c.rest];
  if ((c.wh === "which" || c.wh === "what") && c.whNoun && c.verb === "get" && !c.subject && done)
    return [open(`${capitalise(c.wh)} ${c.whNoun} do you ${done}${subject.short ? ` in ${subject.short}` : ""}?`)];
  switch (c.wh) {
    case "why":
      return [whyQuestion(c, subject)];
    case "whether": {
      // "whether it's the price or the route setting or the crowding": the causes to choose among.
      const causes = /^it (is|was|'s)\b/i.test(c.text) && !c.verb ? c.rest.split(/,? or |, /) : [];
      if (causes.length >= 2 && causes.every((x) => x.split(" ").length <= 5))
        return [
          {
            type: "checkbox",
            text: "Which of these, if any, played a part?",
            options: [...causes.map((x) => capitalise(x.replace(/^(the|a|an) /i, ""))), "Something else"],
          },
        ];
      // "whether parking matters": wink reads "matters" as a noun.
      const matters = !c.verb && !c.aux ? /^(.+?) matters?$/i.exec(c.subject) : null;
      if (matters?.[1])
        return [radio(ask("how much does", matters[1], "matter to you"), ["A lot", "A little", "Not at all"])];
      // "are rehearsal times on Tuesday still OK": asked as it was, for the one answering.
      const ok = /^(still )?(ok|okay|alright|all right|fine)$/i.exec(c.rest);
      if (ok && /^(is|are)$/.test(c.aux) && c.subject && !c.verb)
        return [radio(ask(c.aux, c.subject, ok[1] ?? "", "OK for you"), ["Yes", "Not really", "No"])];
      // "were we on time setting up": the owner asks of themselves as they wrote it.
      const ofUs = /^(were|was) we (.+)$/i.exec(c.text);
      if (ofUs?.[1] && ofUs[2]?.includes(" "))
        return [radio(`${capitalise(ofUs[1].toLowerCase())} we ${ofUs[2]}?`, scale("yesPartly"))];
      // "if the booking system is a pain": the owner's slang leads; how easy it is to use does not.
      if (
        /^(a (pain|hassle|faff|nightmare|chore)|annoying|fiddly|clunky|a bit of a (pain|faff))$/i.test(c.rest) &&
        c.subject &&
        !c.audience &&
        !c.verb
      )
        return [
          radio(`How easy ${/s$/.test(c.subject) && c.plural ? "are" : "is"} ${c.subject} to use?`, scale("ease")),
        ];
      // "is the new rota software actually helping": still going on, asked as it was.
      if (
        /^(is|are)$/.test(c.aux) &&
        !c.verb &&
        c.subject &&
        !c.audience &&
        /^(helping|improving|paying off)$/.test(c.rest)
      )
        return [radio(ask(c.aux, c.subject, c.rest), scale("yesPartly"))];
      // "whether the trek length felt right": a measure is too little, about right or too much, not yes or no.
      const measured = /\b(length|duration|pace|speed|level|difficulty|size|temperature|amount)$/i.exec(c.subject);
      if (measured?.[1] && /\b(right|ok|okay|fine)$/i.test(c.rest) && !c.audience) {
        const scaleOf: Record<string, string> = {
          length: "length",
          duration: "length",
          pace: "pace",
          speed: "pace",
          level: "difficulty",
          difficulty: "difficulty",
          size: "size",
          temperature: "temperature",
          amount: "amount",
        };
        return [radio(`How did you find ${c.subject}?`, scale(scaleOf[measured[1].toLowerCase()] ?? "length"))];
      }
      // "was the talk pitched at the right level": too basic, about right or too advanced.
      if (/\bat the right level$/i.test(c.rest) && c.subject && !c.audience)
        return [
          radio(ask(c.aux || "was", c.subject, c.verb ? participle(c.verb) : "", c.rest), [
            "Too basic",
            "About right",
            "Too advanced",
          ]),
        ];
      // "is their kid improving": still going on, so asked as it was, never "Does your kid improve?".
      if (
        /^(is|are)$/.test(c.aux) &&
        c.verb &&
        !RESPONDENT_VERBS.has(c.verb) &&
        // "is the waiting list putting people off": what it does to them, asked as a habit.
        !/^you\b/.test(c.rest) &&
        !c.audience &&
        c.subject &&
        c.text.includes(` ${gerund(c.verb)}`)
      )
        return [radio(ask(c.aux, c.subject, gerund(c.verb), c.rest), scale("yesPartly"))];
      // "are they looking to move": looking to is meaning to, never "Do you look to move?".
      if (/^(is|are)$/.test(c.aux) && c.verb === "look" && /^to /.test(c.rest) && c.text.includes("looking"))
        return [radio(ask(c.aux, c.subject, "looking", c.rest), scale("yesNo"))];
      return yesNoQuestions(c, subject);
    }
    case "what":
    case "which":
      return whatQuestions(c, subject);
    case "how":
      return howQuestions(c, subject);
    default:
      return whenWhereWho(c, subject);
  }
}

/** Heads of a measure one business is compared on with another: "servicing price vs main dealer". */
const MEASURES = wordSet(
  "price prices pricing cost costs fee fees rate rates charge charges value quality service speed choice range valuation quote quotes",
);
const PRICE_HEADS = wordSet("price prices pricing cost costs fee fees rate rates charge charges quote quotes");
/** A price in a question: a sum, or a word for what something costs. */
const PRICED =
  /[£$€]\s?\d|\b\d+\s?(p|pence|euros?|dollars?|pounds?)\b|\b(prices?|pricing|costs?|fees?|charges?|tickets?|subs|subscriptions?|membership|pay|paying|spend|money|rent|fares?)\b/i;

/**
 * "the price per night compared to other kennels": how it compares, answered better or worse (cheaper
 * or dearer for a price), never a bare rating that drops what it is compared with.
 */
function comparisonQuestion(thing: string, against: string): Template {
  // "the price per night": the noun before "per", "of" or "for" is what is compared.
  const head =
    thing
      .split(/ (?:of|for|per) /)[0]
      ?.split(" ")
      .at(-1) ?? "";
  const many = /[^s]s$/.test(head);
  const options = PRICE_HEADS.has(head.toLowerCase())
    ? ["Cheaper", "About the same", "More expensive", "Not sure"]
    : ["Better", "About the same", "Worse", "Not sure"];
  return radio(ask("how", many ? "do" : "does", thing, "compare with", against), options);
}

/** "our valuation compared to the online quotes": the thing and what it is measured against. */
export function comparedParts(text: string): [string, string] | undefined {
  const m = /^(.+?) (?:compared (?:to|with)|vs\.?|versus) (.+)$/i.exec(text);
  if (!m?.[1] || !m[2]) return undefined;
  return [m[1], m[2]];
}

/** "the toilets" at a park, "the talks" at a conference: how the topic joins the subject. */
/** Subjects that are things, not people or places that could keep anyone informed. */
const THINGS_KINDS = new Set<SubjectKind>(["product", "publication", "policy", "proposal", "process"]);
/** What goes on in the respondent, wherever they are: "how the healing is going". */
const OWN_PROCESSES = wordSet("healing recovery progress sleep mood health wellbeing");

function placeOf(subject: Subject, topic: string): string {
  if (!subject.short || / (of|at|in|on|with|for|after|before|during) /.test(topic)) return "";
  // "our new sourdough" is the owner's already: "at our bakery" after it says nothing more.
  if (/^(our|my) /i.test(topic) && /^(our|my) /i.test(subject.short)) return "";
  // "what parents think of the new phone ban" when the ban is the form's subject.
  const bareTopic = topic.toLowerCase().replace(/^(the|your|our) /, "");
  if ([subject.short, subject.text].some((s) => s.toLowerCase().replace(/^(the|your|our) /, "") === bareTopic))
    return "";
  // "the tapas at Casa Verde": a name of no known kind is most often a place.
  const named = subject.kind === "other" && /^\p{Lu}/u.test(subject.short);
  // "the turnaround of the bridal appointments": with no kind known, "of" guesses; the topic stands alone.
  if (subject.kind === "other" && !named) return "";
  const prep = named ? "at" : (AIM_DATA.prepositions[subject.kind] ?? "of");
  return ` ${prep} ${subject.short}`;
}

/** "the politeness of the agent" asks how polite the agent was. */
const QUALITY_ADJECTIVES: Record<string, string> = {
  politeness: "polite",
  friendliness: "friendly",
  cleanliness: "clean",
  clarity: "clear",
  usefulness: "useful",
  helpfulness: "helpful",
  comfort: "comfortable",
  reliability: "reliable",
  accuracy: "accurate",
  speed: "quick",
  quality: "good",
  safety: "safe",
  freshness: "fresh",
  professionalism: "professional",
  knowledge: "knowledgeable",
  responsiveness: "responsive",
  relevance: "relevant",
  variety: "varied",
  accessibility: "accessible",
  affordability: "affordable",
  ease: "easy",
  fairness: "fair",
};

/** "the cleanliness of the changing rooms" -> "How clean are the changing rooms?" */
function qualityOf(t: TopicAim, subject: Subject): Template | undefined {
  // "accessibility for wheelchair users": how accessible the place is for them.
  const forWhom = /^(?:(?:the|your|our) )?([\w-]+) for (.+)$/i.exec(t.text);
  const forAdjective = forWhom ? QUALITY_ADJECTIVES[(forWhom[1] ?? "").toLowerCase()] : undefined;
  if (forWhom && forAdjective && forAdjective !== "good" && subject.short)
    return radio(
      `How ${forAdjective} ${subject.plural ? "are" : "is"} ${subject.short} for ${forWhom[2]}?`,
      adjectiveScale(forAdjective),
    );
  const m = /^(?:(?:the|your|our) )?([\w-]+) of (.+)$/i.exec(t.text);
  const adjective = m ? QUALITY_ADJECTIVES[(m[1] ?? "").toLowerCase()] : undefined;
  if (!m || !adjective) return undefined;
  let thing = m[2] ?? "";
  // "the ease of booking": an activity takes no article, and happens at the place.
  if (/^[a-z]+ing$/.test(thing) && adjective === "easy")
    return radio(
      `How easy ${subject.kind === "event" ? "was" : "is"} ${thing}${placeOf(subject, t.text)}?`,
      scale("ease"),
    );
  if (!/^(the|your|our|their|its|this|these|those|\p{Lu})/u.test(thing)) thing = `the ${thing}`;
  thing = thing.replace(/^their /, "your ");
  const last = thing.split(" ").at(-1) ?? "";
  const plural = /s$/.test(last) && !/ss$/.test(last);
  const past = subject.kind === "event" || subject.kind === "process" || subject.kind === "service";
  const verb = past ? (plural ? "were" : "was") : plural ? "are" : "is";
  if (adjective === "good") return radio(`How would you rate the quality of ${thing}?`, scale("quality"));
  if (adjective === "varied") return radio(`How would you rate the variety of ${thing}?`, scale("quality"));
  return radio(`How ${adjective} ${verb} ${thing}?`, adjectiveScale(adjective));
}

const QUALITY_ADJECTIVE: Record<string, string> = {
  reliability: "reliable",
  courtesy: "courteous",
  friendliness: "friendly",
  politeness: "polite",
  punctuality: "punctual",
  helpfulness: "helpful",
  comfort: "comfortable",
  clarity: "clear",
  cleanliness: "clean",
  fairness: "fair",
};
/** "bus reliability": a thing, then the quality of it the map above knows. */
const QUALITY_NAMED = new RegExp(`^(.+) (${Object.keys(QUALITY_ADJECTIVE).join("|")})$`);

/**
 * "cancellation reasons", "preferred opening hours", "the concerns": a kind of answer the owner
 * wants collected, not a thing to rate. The question asks for the thing itself.
 */
function categoryQuestion(t: TopicAim, subject: Subject): Template | undefined {
  const phrase = t.phrase.toLowerCase().replace(/^(the|our|your|their|any) /, "");
  const about = subject.short ? ` about ${subject.short}` : "";
  const at = placeOf(subject, t.text);
  // "feeling appreciated": how appreciated they feel.
  const feeling = /^feeling (\w+)$/.exec(phrase);
  if (feeling?.[1])
    return radio(`How ${feeling[1]} do you feel${at.replace(/^ of /, " at ")}?`, adjectiveScale(feeling[1]));
  // "desk availability": how easy it is to get one.
  const available = /^(.+?) availability$/.exec(phrase);
  if (available?.[1]) {
    const article = /^[aeiou]/i.test(available[1]) ? "an" : "a";
    const from = at.replace(/^ of /, " with ");
    return radio(`How easy is it to get ${article} ${available[1]}${from}?`, scale("ease"));
  }
  // "ideal episode length": what it would be, not a rating of the ideal.
  const ideal = /^ideal (.+)$/.exec(phrase);
  if (ideal) return open(`What would be your ideal ${ideal[1]}?`, false);
  // "meeting frequency": too often, about right or not often enough.
  const frequency = /^(?:(.+?) )?frequency$/.exec(phrase);
  if (frequency)
    return radio(`How do you find the ${frequency[1] ? `${frequency[1]} ` : ""}frequency${at}?`, [
      "Too often",
      "About right",
      "Not often enough",
    ]);
  // "shift lengths", "check-in speed": the measure of the thing named before it.
  // "stress levels": how high they are, never how difficult.
  const feltLevel = /^(stress|anxiety|energy|fatigue|tiredness|morale|confidence|motivation) levels?$/.exec(phrase);
  if (feltLevel?.[1])
    return radio(`How would you describe your ${phrase} at the moment?`, [
      "Very low",
      "Low",
      "Moderate",
      "High",
      "Very high",
    ]);
  const measure = /^([\w-]+(?: [\w-]+)?) (lengths?|duration|pace|speed|difficulty|level)$/.exec(phrase);
  if (measure?.[1] && measure[2]) {
    const options = /^(pace|speed)$/.test(measure[2])
      ? scale("pace")
      : /^(difficulty|level)$/.test(measure[2])
        ? scale("difficulty")
        : scale("length");
    return radio(`How do you find the ${phrase}${at}?`, options);
  }
  // "favourite segments": which ones they like most, not a rating of the favourites.
  const favourite = /^favou?rite (.+)$/.exec(phrase);
  if (favourite) return open(`Which ${favourite[1]} do you like most${placeOf(subject, t.text)}?`, false);
  // "print vs online": which of the two they prefer; "servicing price vs main dealer": how a measure compares.
  const versus = /^(.+?) (?:vs|versus)\.? (.+)$/.exec(phrase);
  if (versus?.[1] && versus[2] && MEASURES.has(versus[1].split(" ").at(-1) ?? ""))
    return comparisonQuestion(`the ${versus[1]}`, `the ${versus[2].replace(/^(the|a|an) /, "")}`);
  if (versus?.[1] && versus[2])
    return radio(`Which do you prefer: ${versus[1]} or ${versus[2]}?`, [
      capitalise(versus[1]),
      capitalise(versus[2]),
      "No preference",
    ]);
  // "salary band", "age group": where the respondent falls, never a rating.
  if (/^(salary|income|pay|age|price) (band|bracket|range|group)s?$/.test(phrase))
    return open(`Which ${phrase.replace(/s$/, "")} are you in?`, false);
  const preferred = /^(?:preferred|best|better|ideal) (.+)$/.exec(phrase);
  // "better day of week": the days to tick.
  if (preferred && /^days?(?: of (?:the )?week)?$/.test(preferred[1] ?? ""))
    return { type: "checkbox", text: "Which days of the week would suit you best?", options: WEEKDAYS };
  if (preferred) return open(`Which ${preferred[1]} would suit you best?`, false);
  // "main reason for leaving": "main" is already said by the question.
  const reasonPhrase = phrase.replace(/^(main|biggest|top|key) (?=reasons?\b)/, "");
  const reasons = reasonPhrase === phrase ? /^(.+?) reasons?$/.exec(phrase) : null;
  if (reasons) return open(`What were your main reasons for ${reasons[1]}?`);
  if (/^reasons?\b/.test(reasonPhrase))
    return open(`What were your main ${reasonPhrase.replace(/^reason\b/, "reasons")}?`);
  // "ideas for reaching younger families".
  const forDoing = /^(ideas|suggestions) (for \w.*)$/.exec(phrase);
  if (forDoing) return open(`What ${forDoing[1]} do you have ${forDoing[2]}?`);
  // "concerns about emergency access": what the concerns are about is asked with them.
  const worry = /^(concerns?|worries|worry|fears|questions|complaints|doubts) about (.+)$/.exec(phrase);
  if (worry) return open(`What ${worry[1]}, if any, do you have about ${worry[2]}${at}?`);
  // "the difficulty of questions": how hard they are.
  const measureOf = /^(difficulty|length|pace|speed) of (?:the )?(.+)$/.exec(phrase);
  if (measureOf?.[1] && measureOf[2])
    return radio(
      `How do you find the ${measureOf[1]} of the ${measureOf[2]}${at}?`,
      // Speed and pace share one scale.
      scale(measureOf[1] === "speed" ? "pace" : measureOf[1]),
    );
  // "the difficulty of questions" is no question to collect: the head is the word before "of".
  const head = phrase.split(" of ")[0]?.split(" ").at(-1) ?? "";
  // "allergy concerns": not everyone has one, so the question allows none.
  if (/^(concerns?|worries|worry|complaints)$/.test(head)) return open(`What ${phrase}, if any, do you have${about}?`);
  if (/^(questions|ideas|suggestions|needs|wishes)$/.test(head)) return open(`What ${phrase} do you have${about}?`);
  if (/^(problems|issues|difficulties)$/.test(head))
    return open(`What ${phrase} have you had${subject.short ? ` with ${subject.short}` : ""}?`);
  // "bus reliability", "front desk friendliness": the quality of the thing named before it.
  const quality = QUALITY_NAMED.exec(phrase);
  if (quality?.[1] && quality[2]) {
    const adjective = QUALITY_ADJECTIVE[quality[2]] ?? "good";
    const plural = /s$/.test(quality[1]) && !/(ss|us|is)$/.test(quality[1]);
    return radio(`How ${adjective} ${plural ? "are" : "is"} the ${quality[1]}?`, adjectiveScale(adjective));
  }
  if (/^topics?$/.test(head))
    return open(`Which ${phrase.replace(/topic$/, "topics")} would you like to see more of?`, false);
  return undefined;
}

/** A group, a programme or a process: what is "in" it reads as a part of it, which a trip or a fee is not. */
const isWhole = (subject: Subject) => /^(group|programme|process)$/.test(subject.kind);

/** Things nobody wants more of: rated, "excellent waste" makes no sense. */
const UNWANTED = wordSet("waste litter mess rubbish clutter smell smells damage dirt graffiti congestion pollution");

/** Harm that befalls the one answering: had or not, never excellent or poor. */
const AILMENTS = wordSet(
  "injury injuries pain pains ache aches niggle niggles strain strains sprain sprains blister blisters cramp cramps soreness illness illnesses accident accidents",
);
/** What a visitor does to get something ("booking", "ordering"): before a plural thing, the errand itself. */
const ERRANDS = wordSet(
  "booking buying ordering finding getting paying reserving renewing collecting returning choosing",
);
/** "booking fees", "ordering times": a compound naming a thing of the errand, not the errand. */
const NOT_ERRAND_OBJECTS =
  /^(fees|charges|costs|prices|times|hours|systems|processes|pages|sites|offices|forms|lines|desks|options|confirmations|policies|terms|rules|slots)$/;
/** Words after an "-ing" word that make it a verb with its object ("finding stuff"), not a noun ("training sessions"). */
const VERB_OBJECT =
  /^(stuff|things?|everything|anything|something|what|where|it|them|out|up|around|your|the|a|an|our|my|their)\b/;

/**
 * "finding stuff", "sore feet", "injuries": an activity or an ailment is no thing to rate. An activity
 * is asked as how easy it was; an ailment as whether the one answering had any.
 */
function notRated(t: TopicAim, at: string): Template | undefined {
  const doing = /^([a-z]+ing) (.+)$/.exec(t.phrase);
  // "booking tickets", "ordering drinks": a visitor's errand with the things it is done to.
  const errand =
    doing?.[1] &&
    ERRANDS.has(doing[1]) &&
    /^[a-z]+[^s]s$/.test(doing[2] ?? "") &&
    !NOT_ERRAND_OBJECTS.test(doing[2] ?? "");
  if (doing?.[1] && doing[2] && (VERB_OBJECT.test(doing[2]) || errand)) {
    const object = doing[2].replace(/^stuff\b/, "things").replace(/\b(their|our|my)\b/g, "your");
    return radio(`How easy was it to ${lemmaOfGerund(doing[1])} ${object}${at}?`, adjectiveScale("easy"));
  }
  const words = t.phrase.split(" ");
  if (AILMENTS.has(words.at(-1) ?? "") || (words.length === 2 && /^(sore|aching|painful|stiff)$/.test(words[0] ?? "")))
    return radio(`Did you have any ${t.phrase}?`, scale("yesNo"));
  // "fatigue", "stress": how often they feel it, never rated from excellent to poor.
  const felt = STATES_FELT[t.phrase];
  if (felt) return radio(`How often do you feel ${felt}?`, scale("often"));
  // "any errors", "glitches": met or not, never rated.
  if (MISHAPS.has(words.at(-1) ?? "")) return radio(`Did you run into any ${t.phrase}${at}?`, scale("yesNo"));
  return undefined;
}

const STATES_FELT: Record<string, string> = {
  fatigue: "tired",
  tiredness: "tired",
  exhaustion: "exhausted",
  stress: "stressed",
  burnout: "burnt out",
  loneliness: "lonely",
  isolation: "isolated",
  anxiety: "anxious",
};
const MISHAPS = wordSet("errors glitches hiccups snags bugs crashes freezes outages");

/** "any bugs or crashes they've hit": mishaps named together are asked about in one question. */
export function joinMishaps<A extends { type: string }>(aims: A[]): A[] {
  const isMishap = (a: A): a is A & TopicAim =>
    a.type === "topic" && MISHAPS.has((a as A & TopicAim).phrase.split(" ").at(-1) ?? "");
  const mishaps = aims.filter(isMishap);
  const first = mishaps[0];
  if (!first || mishaps.length < 2) return aims;
  const phrase = mishaps.map((m) => m.phrase).join(" or ");
  const joined = { ...first, phrase, text: `the ${phrase}` };
  return aims.flatMap((a) => (a === first ? [joined] : isMishap(a) ? [] : [a]));
}

/** One question about a topic the owner names, with a scale that suits it. */
export function topicQuestion(t: TopicAim, subject: Subject): Template {
  if (t.against) return comparisonQuestion(t.text, t.against);
  // "raising the water charge": a change is supported or opposed, never rated.
  if (CHANGE_GERUND.test(t.text)) return radio(ask("how much do you support or oppose", t.text), scale("support"));
  // "views on the proposed pedestrianisation: parking, deliveries, footfall": nothing to rate yet, only
  // what people expect it to do to each.
  // "...and views on the new bus timetable": a thing of its own beside the proposal, asked about as such.
  const ownThing = /^the (new|current|existing) /i.test(t.text);
  if (subject.kind === "proposal" && ownThing)
    return topicQuestion(t, { ...subject, kind: "other", text: "", short: "" });
  if (
    subject.kind === "proposal" &&
    subject.short &&
    !ownThing &&
    !t.text.toLowerCase().includes(subject.short.toLowerCase())
  ) {
    // "... and adding a street food area": a second change is weighed as the first is, never "an effect on adding".
    if (/^\w+ing (?:a|an|the|our|more|new)\b/i.test(t.text))
      return radio(ask("how much do you support or oppose", t.text), scale("support"));
    // "concerns about enforcement": asked openly, if they have any.
    const worry = /^(?:concerns?|worries|worry|fears?) (about|over|with|around) (.+)$/.exec(t.phrase);
    if (worry?.[2]) return open(`What concerns, if any, do you have about ${flipPeople(worry[2])}?`);
    const on = /^(?:impacts?|effects?) on (.+)$/.exec(t.phrase);
    if (on?.[1])
      return radio(`What effect do you expect ${subject.short} to have on ${flipPeople(on[1])}?`, scale("effect"));
    return radio(
      `What effect do you expect ${subject.short} to have on ${t.text.replace(/^the /, "")}?`,
      scale("effect"),
    );
  }
  const unrated = notRated(t, placeOf(subject, t.text));
  if (unrated) return unrated;
  const category = categoryQuestion(t, subject);
  if (category) return category;
  const quality = qualityOf(t, subject);
  if (quality) return quality;
  const at = placeOf(subject, t.text);
  // "communication with the landlord" says what it is about already.
  // "value for money" is one fixed phrase, not value governing money.
  const governed = / (with|of|for|from) /.test(t.text.replace(/\bvalue for money\b/, "value"));
  // "the difficulty of the route": the first noun says what is asked, the rest says of what.
  const firstHead = governed ? (t.phrase.split(/ (?:with|of|for|from) /)[0] ?? "") : "";
  const entry = governed
    ? AIM_DATA.topics.find((e) => e.heads.includes(firstHead) && !e.rename && !e.adjective)
    : (AIM_DATA.topics.find((e) => e.heads.includes(t.phrase)) ??
      // "phone waiting times": the last two words name it before the last one does.
      AIM_DATA.topics.find((e) => e.heads.includes(t.phrase.split(" ").slice(-2).join(" "))) ??
      AIM_DATA.topics.find((e) => e.heads.includes(t.head)));
  // "the summer trips in the youth club", "the new systems in the training": "in" a group, a programme
  // or a process reads as a part of it, which a trip or a fee is not; the topic stands alone.
  const plainAt = / in /.test(at) && isWhole(subject) ? "" : at;
  // "the packaging waste": a nuisance has no quality to rate from excellent to poor; ask what they think.
  // Where it is, is left out: the packaging of a meal-kit app is not "in" the app.
  if (!entry && UNWANTED.has(t.head.toLowerCase())) return open(`What do you think of ${t.text}?`);
  if (!entry) return radio(`How would you rate ${t.text}${plainAt}?`, scale("quality"));
  // "How clean is it?" with nothing named for "it": the topic is rated as a topic.
  if (!subject.short && /\{s\}/.test(entry.text) && !/\{t\}/.test(entry.text) && !entry.rename)
    // "crowding at peak times" with no place named: how crowded it usually gets.
    return entry.adjective === "crowded"
      ? radio("How crowded does it usually get?", adjectiveScale("crowded"))
      : radio(`How would you rate ${t.text}?`, scale("quality"));
  const shown = entry.personal ? t.text.replace(/^(the|our) /, "your ") : t.text;
  let text = entry.text;
  const renamed = entry.rename?.[t.head];
  if (renamed) text = text.replace("{t}", renamed.replace("{s}", subject.short || "us"));
  text = text
    .replaceAll("{t}", shown)
    .replaceAll("{s}", subject.short || "it")
    .replace(/\{(at|of|in|by)\}/g, (_m, prep: string) => {
      // "How do you find the difficulty{of}?" with "the difficulty of the route".
      if (governed && !entry.text.includes("{t}")) {
        const governedPart = t.text
          .split(/ (?=(?:with|of|for|from) )/)
          .slice(1)
          .join(" ");
        // "communication with the landlord": kept informed by the landlord. "Communication with parents"
        // asked of parents is ours with them: kept informed, by us.
        if (prep === "by" && ASKED_OF.test(governedPart)) return "";
        return prep === "by" ? ` ${governedPart.replace(/^(with|of|for|from) /, "by ")}` : ` ${governedPart}`;
      }
      // "the plot rents": a topic with words of its own is named, not only its head's question.
      if (
        prep === "of" &&
        !entry.text.includes("{t}") &&
        !governed &&
        !entry.personal &&
        / /.test(t.phrase) &&
        !entry.heads.includes(t.phrase)
      )
        return ` of ${t.text}`;
      // "the boarding queue at the pier", "queues on quiz night": the topic says where or when already.
      const ownPlace = / ((?:at|on|during) [\w' -]+)$/i.exec(t.text);
      if (prep === "at" && ownPlace && !entry.text.includes("{t}")) return ` ${ownPlace[1]}`;
      if (!subject.short || entry.personal || governed) return "";
      if (prep === "by" && /reply/.test(entry.text)) return ` from ${subject.short}`;
      // "kept informed by the campervans": things inform nobody; the owner does.
      if (
        prep === "by" &&
        (THINGS_KINDS.has(subject.kind) || (subject.kind === "other" && /[^s]s$/.test(subject.short)))
      )
        return " by us";
      if (prep === "by") return ` by ${subject.short}`;
      // "How long do you usually wait for our delivery service?", never "wait of" it.
      const place = placeOf(subject, t.text);
      if (prep === "at" && / in /.test(place) && isWhole(subject)) return "";
      if (prep !== "at" || !place.startsWith(" of ")) return place;
      // "find parking under the new permit policy": a rule is what things happen under.
      return place.replace(/^ of /, subject.kind === "policy" ? " under " : " for ");
    });
  const options = entry.adjective ? adjectiveScale(entry.adjective) : scale(entry.scale ?? "quality");
  // "How clear was the invoices?": a plural thing takes "were" and "are".
  if (/[^su]s$/.test(t.phrase) && t.head !== t.phrase.split(" ").at(-1))
    text = text.replace(
      new RegExp(`\\b(was|is) ${escapeRegExp(shown)}\\b`),
      (_m, verb: string) => `${verb === "was" ? "were" : "are"} ${shown}`,
    );
  return entry.type === "slider" ? slider(text) : radio(text, options);
}

const ONE_OFF = wordSet("choose pick decide select plan book buy move apply switch join learn start find");
const NOT_ACTIVITIES = wordSet("be have do feel think find say rate prefer want need like know mean expect wish");

/**
 * "how couples cook at home": with no product named, a study of something people do is rounded out
 * with how often they do it, how they find it and what gets in the way; the last one closes the form.
 */
export function activityQuestions(c: ClauseAim): Template[] {
  // Only "how you do it": "which services you pay for" leaves no whole activity to ask about.
  const how =
    (c.wh === "how" || c.wh === "why") &&
    !c.degree &&
    !c.whNoun &&
    !/\b(for|on|to|with|about|of|at|in|from)$/.test(c.rest);
  if (
    !how ||
    c.subject !== "you" ||
    !c.verb ||
    (c.aux !== "" && !/^(do|does)$/.test(c.aux)) ||
    c.negated ||
    c.tense !== "present" ||
    NOT_ACTIVITIES.has(c.verb) ||
    // "why owners cancel their insurance": giving something up is no pastime to rate or improve.
    (c.wh === "why" && LEAVING.has(c.verb) && c.verb !== "return")
  )
    return [];
  const rest = c.rest ? ` ${c.rest}` : "";
  const doing = `${gerund(c.verb)}${rest}`;
  // A choice made now and then ("choose a holiday destination") is not done every day.
  // "manage your time": how often makes no sense of handling one's own things; how easy it is does.
  const often =
    ONE_OFF.has(c.verb) || /^your\b/.test(c.rest)
      ? []
      : [radio(`How often do you ${c.verb}${rest}?`, scale(c.wh === "why" ? "often" : "frequency"))];
  return [
    ...often,
    // "why people return items": something that goes wrong is not asked about as a pleasure.
    ...(c.wh === "why"
      ? []
      : [radio(`How much do you enjoy ${doing}?`, ["A lot", "Somewhat", "A little", "Not at all"])]),
    radio(`How easy do you find ${doing}?`, scale("ease")),
    open(`What one change would most improve ${doing} for you?`),
  ];
}

/** Options that only say yes or no (or how likely): they cannot answer "online or by phone?". */
const YES_NO_SCALES = ["yesNo", "yesPartly", "yesMostly", "likelihood", "comparison"].map((name) =>
  scale(name).join("|"),
);
const isYesNo = (options: string[] | undefined) => YES_NO_SCALES.includes((options ?? []).join("|"));
/** Words that open an alternative: "by phone", "at the machine", "a double", "the whole weekend". */
const ARTICLE_WORDS = wordSet("a an the");
const PREPOSITIONS = wordSet("by with at in on for from via through");
const OPENERS = new Set([...ARTICLE_WORDS, ...PREPOSITIONS]);
const ARTICLES = /^(a|an|the) /i;
/** "or not", "or anything", "or more": no second alternative. */
// "Do you feel more confident about getting a job or placement?": a feeling about either is no choice.
/** What gets done to things, and the doing: "which sections get read" -> "do you read". */
const PASSIVE_USE: Record<string, string> = {
  read: "read",
  used: "use",
  watched: "watch",
  opened: "open",
  skipped: "skip",
  eaten: "eat",
  visited: "visit",
  played: "play",
  ignored: "ignore",
  worn: "wear",
  bought: "buy",
  ordered: "order",
};
const NOT_AN_ALTERNATIVE =
  /\b(?:or|vs\.?|versus) (not|anything|any|other|so|more|less|else|never|both)\b|\bif (?:we|you|they)\b|\b(?:confident|comfortable|worried|anxious|nervous|happy|satisfied|excited) (?:about|with)\b/i;

/**
 * The two alternatives of an either/or question whose verb the respondent answers: "Do you pay with
 * the app or at the machine?" -> "with the app", "at the machine". Undefined for any other question.
 */
const CHOICE_VERBS = wordSet(
  "prefer keep stay switch move pay come go use buy rent share join leave wait book take try get give upgrade cancel",
);

export function alternativesOf(question: string): [string, string] | undefined {
  if (NOT_AN_ALTERNATIVE.test(question)) return undefined;
  const m =
    /^(?:do|does|did|would|will|can|could|are|is|was|were) (?:you|your \w+|it|we)(?: rather)? (\w+) (.+?) (?:or|vs\.?|versus) (.+?)\?$/i.exec(
      question.trim(),
    );
  if (!m) return undefined;
  const before = (m[2] ?? "").split(" ");
  // "monthly or yearly for your mooring": what follows the second alternative is shared.
  const after = (m[3] ?? "").split(" ");
  const tail = after.findIndex((w, i) => i > 0 && /^(for|this|last|next|when|during|to)$/.test(w));
  const second = tail > 0 ? after.slice(0, tail) : after;
  let first: string[];
  const opener = second[0]?.toLowerCase() ?? "";
  // "share a plot or prefer a smaller half-plot": two things to do, each with its verb.
  if (CHOICE_VERBS.has(opener) && before.length <= 3) first = [m[1] ?? "", ...before];
  else if (OPENERS.has(opener)) {
    // "with the app or at the machine": the first opens at a word of the same kind.
    const sameKind = ARTICLE_WORDS.has(opener) ? ARTICLE_WORDS : PREPOSITIONS;
    const own = before.findLastIndex((w) => w.toLowerCase() === opener);
    const start = own >= 0 ? own : before.findLastIndex((w) => sameKind.has(w.toLowerCase()));
    first = start >= 0 ? before.slice(start) : before.slice(-1);
  } else if (before.length === 1 && second.length >= 2) {
    // "morning or evening classes": the noun after the second is shared by the first.
    first = [before[0] ?? "", ...second.slice(1)];
  } else {
    first = before.slice(-second.length);
    // "in person or online": a preposition before the first belongs to it.
    const prior = before[before.length - first.length - 1]?.toLowerCase() ?? "";
    if (first.length < before.length && /^(in|by|on|at)$/.test(prior)) first = [prior, ...first];
  }
  const tidy = (words: string[]) => capitalise(words.join(" ").replace(ARTICLES, ""));
  const a = tidy(first);
  const b = tidy(second);
  if (!a || !b || a.toLowerCase() === b.toLowerCase() || first.length > 4 || second.length > 4) return undefined;
  return [a, b];
}

/** A yes-or-no question about whether anything at all happened: done or not, never "partly". */
const FACTUAL = /^(was|were|is|are|did|has|have)\b.*\b(any|anything|anyone|anybody|ever)\b/i;

/**
 * Options that answer the question as asked: the alternatives of an either/or, a frequency
 * judgement for "often enough", a count for "how many", a frequency for "how often", and
 * "Partly" only where a partial answer makes sense.
 */
export function fitOptions(t: Template): Template {
  // "Are evenings or weekends better?": which of the two, not yes or no.
  const better =
    /^(?:are|is) (?:the )?([\w-]+(?: [\w-]+)?) or (?:the )?([\w-]+(?: [\w-]+)?) (?:better|best)(?: for you)?\?$/i.exec(
      t.text,
    );
  if (better?.[1] && better[2] && t.type === "radio")
    return {
      ...t,
      text: `Which suits you better: ${better[1]} or ${better[2]}?`,
      options: [capitalise(better[1]), capitalise(better[2]), "Either"],
    };
  const text = t.text;
  // "How many games do you play per visit?": a count per visit or week is small enough to list.
  const perPeriod = /\b(per|a|each|every) (visit|day|week|month|session|game|trip|stay)\b/i.test(text);
  if (/^how many\b/i.test(text) && perPeriod && !t.prompt && (t.type === "open-ended" || isYesNo(t.options))) {
    const unit = /^how many (\w+)/i.exec(text)?.[1]?.toLowerCase() ?? "";
    return { ...t, type: "radio", options: unit === "days" ? scale("daysPerWeek") : scale("count"), prompt: undefined };
  }
  if (t.type !== "radio" || !t.options) return t;
  if (/^how often\b/i.test(text) && isYesNo(t.options)) return { ...t, options: scale("frequency") };
  if (/\b(often enough|too (often|frequent))\b/i.test(text))
    return { ...t, options: ["Too often", "About right", "Not often enough"] };
  // "Are the puzzles too hard or too easy?": either way wrong, or right; never "yes" or "partly".
  const twoWays = /\btoo (\w+) or too (\w+)\b/i.exec(text);
  if (twoWays?.[1] && twoWays[2]) return { ...t, options: [`Too ${twoWays[1]}`, "About right", `Too ${twoWays[2]}`] };
  // "Was it the price, the opening hours, the parking?": one of the things listed, or another.
  const listed = /^(was|is|were|are) it ((?:the|your|a|an) [^,?]+(?:, (?:the|your|a|an) [^,?]+){2,})\?$/i.exec(text);
  if (isYesNo(t.options) && listed?.[2]) {
    const items = listed[2].split(", ");
    const last = items.pop() ?? "";
    return {
      ...t,
      text: `${listed[1]} it ${items.join(", ")} or ${last}?`,
      options: [...items, last].map(capitalise).concat("Something else"),
    };
  }
  // "Did the puzzles feel fair or just frustrating?", "too arty or just right": one way or the other.
  const orJust = /\b((?:too |very |really )?[a-z]+) or just ([a-z]+)\?$/i.exec(text);
  if (isYesNo(t.options) && orJust?.[1] && orJust[2])
    return {
      ...t,
      options: [capitalise(orJust[1]), capitalise(orJust[2] === "right" ? "just right" : orJust[2]), "Not sure"],
    };
  if (isYesNo(t.options)) {
    const alternatives = alternativesOf(text);
    if (alternatives) {
      // "Did you choose a dorm or a private room?": a past choice was one or the other.
      const other = /\b(prefer|rather|like|want)\b/i.test(text)
        ? ["No preference"]
        : /^(did|was|were)\b/i.test(text)
          ? []
          : /^(do|does)\b/i.test(text)
            ? ["It varies"]
            : ["Not sure"];
      return { ...t, text: text.replace(/ (?:vs\.?|versus) /i, " or "), options: [...alternatives, ...other] };
    }
  }
  // "Does that seem too high, about right, or cheap?": the owner's own answers.
  const own =
    /^(?:do|does|did|is|are|was|were) (?:that|it|this|these|the [\w-]+(?: [\w-]+)?) (?:seem |seems |look |looks |feel |feels )?((?:[\w-]+ ){0,2}[\w-]+), ((?:[\w-]+ ){0,2}[\w-]+),? or ((?:[\w-]+ ){0,2}[\w-]+)\?$/i.exec(
      text,
    );
  if (isYesNo(t.options) && own?.[1] && own[2] && own[3])
    return { ...t, options: [own[1], own[2], own[3]].map(capitalise) };
  // "May we use your comments as a testimonial?": permission is given or not.
  if (isYesNo(t.options) && /^May we\b/.test(text)) return { ...t, options: ["Yes", "No"] };
  // "Do you take or donate?": one, the other, or both.
  const eitherDo = /^Do you ([a-z]+) or ([a-z]+)\?$/i.exec(text);
  if (isYesNo(t.options) && eitherDo?.[1] && eitherDo[2])
    return { ...t, options: [capitalise(eitherDo[1]), capitalise(eitherDo[2]), "Both"] };
  // "Do the new scripts help or hinder?": one way, the other, or neither; never "yes".
  const twoVerbs =
    /^(?:do|does|did) (?!you\b)[\w' -]+? ([a-z]{3,}) or ([a-z]{3,}(?: (?:things|it|them) (?:down|up))?)\?$/i.exec(text);
  // "Did any puzzle feel broken or unfair?": "any" asks whether one did at all; the two words are alike.
  if (isYesNo(t.options) && twoVerbs?.[1] && twoVerbs[2] && !NOT_AN_ALTERNATIVE.test(text) && !/\bany\b/i.test(text))
    return { ...t, options: [capitalise(twoVerbs[1]), "Neither", capitalise(twoVerbs[2])] };
  const partly = t.options.includes("Partly");
  if (partly && /\b(better|worse|more|less|\w{3,}er) than\b/i.test(text)) return { ...t, options: scale("comparison") };
  if (partly && FACTUAL.test(text)) return { ...t, options: ["Yes", "No"] };
  // "Is the 8pm start too early?": the other way wrong is the other answer, not "partly".
  if (partly && /\btoo (early|late)\b/i.test(text)) return { ...t, options: ["Too early", "About right", "Too late"] };
  if (partly && /\btoo (warm|hot|cold)\b/i.test(text)) return { ...t, options: scale("temperature") };
  // "Is £14 too much for a ticket?": a price is too high, about right or good value, never "partly".
  // "Were the hills too much for you?": without a price, too much is a yes, a little or a no.
  const dear = /\btoo (much|expensive|dear|pricey|high|steep)\b/i.exec(text)?.[1]?.toLowerCase();
  const priced = /^(expensive|dear|pricey)$/.test(dear ?? "") || PRICED.test(text);
  if (partly && dear && priced) return { ...t, options: [`Too ${dear}`, "About right", "Good value"] };
  if (partly && dear) return { ...t, options: ["Yes", "A little", "No"] };
  // "Does your child talk about it at home?", "Do the reminders arrive in time?": something that
  // happens again and again is answered with how often, never "partly".
  if (
    partly &&
    /^(do|does) .*\b(talks?|arrives?|turns? up|comes?|practi[sc]es?|checks?|brings?|mentions?|shares?|starts?|finishes)\b/i.test(
      text,
    )
  )
    return { ...t, options: ["Always", "Usually", "Sometimes", "Rarely", "Never"] };
  // "Would floodlights be worth the fee?": a view on what is not yet, never half-held.
  if (partly && /^would\b/i.test(text)) return { ...t, options: scale("yesNo") };
  return t;
}
