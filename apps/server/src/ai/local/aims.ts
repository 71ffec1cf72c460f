import { z } from "zod";
import raw from "./data/aims.json" with { type: "json" };
import { SUBJECT_KINDS } from "./domains.ts";
import type { TaggedToken } from "./nlp.ts";
import { type NounPhrase, nounPhrases, POSSESSIVES } from "./phrases.ts";
import { wordSet } from "./util.ts";

const words = z.array(z.string().min(1));
const aimsSchema = z.object({
  audience: words,
  kinds: z.partialRecord(z.enum(SUBJECT_KINDS), words),
  prepositions: z.record(z.enum(SUBJECT_KINDS), z.string()),
  pastParticiples: z.record(z.string(), z.string()),
  doubledGerunds: words,
  leavingVerbs: words,
  aboutVerbs: words,
  fromVerbs: words,
  toVerbs: words,
  respondentVerbs: words,
  changeGerunds: words,
  scales: z.record(z.string(), words.min(2)),
  topics: z.array(
    z.object({
      heads: words,
      type: z.enum(["radio", "slider"]),
      scale: z.string().optional(),
      adjective: z.string().optional(),
      text: z.string().min(1),
      rename: z.record(z.string(), z.string()).optional(),
      personal: z.boolean().optional(),
      abstract: z.boolean().optional(),
    }),
  ),
  notTopics: words,
  staff: words,
  causeVerbs: words,
  serviceNouns: words,
  roles: words,
});
/** Audience words, verb forms, answer scales and topic questions (data/aims.json). */
export const AIM_DATA = aimsSchema.parse(raw);
for (const t of AIM_DATA.topics) {
  if (t.scale && !AIM_DATA.scales[t.scale]) throw new Error(`aims.json: unknown scale ${t.scale}`);
}

/** "moving the start time to 9am", "raising the fee": a change to something, asked about as a proposal. */
export const CHANGE_WORDS = new Set(AIM_DATA.changeGerunds);
/** A phrase that opens with a change: "raising the water charge". */
export const CHANGE_GERUND = new RegExp(`^(${AIM_DATA.changeGerunds.join("|")}) \\S`, "i");

/** "the quotes they got" said to the one answering: "the quotes you got". */
export function flipPeople(text: string): string {
  return text
    .replace(/\bthey\b/gi, "you")
    .replace(/\btheir\b/gi, "your")
    .replace(/\bthem\b/gi, "you");
}

/** Words that say which people: "new members", "young people". */
const PEOPLE_ADJECTIVES = wordSet(
  "new young old older younger existing current former regular local elderly returning junior senior first-time",
);

/** What a tradesperson does for the customer: "did they explain the work", "did they tidy up". */
const PROVIDER_VERBS = wordSet(
  "explain arrive turn show tidy clean finish listen communicate quote fix install respond",
);
const TRADESPEOPLE = wordSet(
  "engineer electrician plumber technician installer fitter cleaner builder decorator gardener driver courier mechanic roofer joiner carpenter locksmith surveyor inspector therapist physio stylist barber groomer tutor instructor",
);

/** Words for the people a form is asked of. */
export const AUDIENCE = new Set(AIM_DATA.audience);
const WH = new Set(["why", "whether", "what", "which", "how", "when", "where", "who"]);
const IF_AFTER = wordSet("know ask see check find out understand learn wonder test tell measure gauge hear");
const MODALS = wordSet("would will could can should might may must");
const BE = wordSet("am is are was were be been being 's 're");
const HAVE = wordSet("has have had 've");
const DO = wordSet("do does did");
const NEGATIONS = new Set(["not", "n't", "never"]);
const LINKING = wordSet("seem seems seemed look looks looked appear appears appeared feel feels felt");
const SUBJECT_PRONOUNS = wordSet("they we you i he she people everyone");
const OBJECT_PRONOUNS = wordSet("them us you me him her it");
/** Pronouns that can only be a subject: a word before them is never their verb. */
const PERSONAL = wordSet("they we i he she");
const LEAVING_VERBS = new Set(AIM_DATA.leavingVerbs);
/** Verbs only the people answering do: "they" before one of these is the respondents. */
const PEOPLE_VERBS = wordSet(
  "recommend pay spend attend visit come return buy prefer want like enjoy think feel choose book travel give donate read use try learn expect need wish hear decide join sign vote support understand notice remember order find rate upgrade subscribe renew switch cancel downgrade volunteer finish skip complete watch miss quit",
);

/** Who answers the form, as the purpose names them: the doer of a clause is "you" only when it is them. */
export interface Respondents {
  /** Lemma of the first audience noun in the purpose ("customer"), or "" when it names none. */
  head: string;
  /** "they" means the respondents (else it means the thing asked about). */
  they: boolean;
  /** The form's subject, for "it" and "they" when they mean it. */
  subject: string;
  /**
   * "Relatives of residents: do you feel informed, how does the food compare to what they'd have at
   * home": the owner speaks to the respondents as "you", so "they" are the other people named.
   */
  theyAreOthers?: string;
}

type Tense = "present" | "past" | "modal" | "perfect";

/** One thing the owner wants to learn, written as a clause: "why users abandon their carts". */
export interface ClauseAim {
  type: "clause";
  /** "almost", "nearly": kept before the verb ("what did you almost buy"). */
  adverb?: string;
  /** why, whether, what, which, how, when, where, who. */
  wh: string;
  /** The word after "how" ("often", "easy", "likely"), or "". */
  degree: string;
  /** "which topics" -> "topics"; "" when the wh-word stands alone. */
  whNoun: string;
  /** The doer: "you" when it is the respondents, else the thing ("the new signage"), "" for "what stops them". */
  subject: string;
  audience: boolean;
  plural: boolean;
  /** First auxiliary as written ("would", "did", "are"), or "". */
  aux: string;
  negated: boolean;
  tense: Tense;
  /** Main verb's lemma ("abandon"), or "" for "be" + predicate. */
  verb: string;
  /** Main verb as written ("stops", "found"). */
  verbText: string;
  /** Words after the verb, turned to the respondent: "your carts", "from upgrading". */
  rest: string;
  /** The whole clause as written, lower case. */
  text: string;
  /** "could we have done": a modal with "have". */
  perfectModal: boolean;
  /** "which style: rock, folk or jazz": the answers the owner listed. */
  choices?: string[];
}

/** A thing the owner names to ask about: "the prices", "communication with the landlord". */
export interface TopicAim {
  type: "topic";
  /** As it goes in a question: "the prices". */
  text: string;
  /** Lower-case lemma of its last word, or the whole lower-case phrase. */
  head: string;
  phrase: string;
  /** "price per night compared to other kennels": what the owner measures it against. */
  against?: string;
}

export type Aim = ClauseAim | TopicAim;

export function lower(t: TaggedToken | undefined): string {
  return t?.value.toLowerCase() ?? "";
}

function isBoundary(tokens: TaggedToken[], i: number): boolean {
  const t = tokens[i];
  const v = lower(t);
  if (/^[.;:?!]$/.test(v)) return true;
  // "if the catering suited dietary needs - for delegates at our summit": a dash before a preposition
  // or a name ends the item; before a list ("which matters most - price or distance") it does not.
  if (/^[–—-]$/.test(v)) return /^(ADP|PROPN)$/.test(tokens[i + 1]?.pos ?? "");
  // "was it too choppy/did anyone feel seasick": two questions joined by a slash.
  if (v === "/") return startsQuestion(tokens, i + 1);
  const next = lower(tokens[i + 1]);
  const after = lower(tokens[i + 2]);
  if (v === ",")
    return (
      WH.has(next) ||
      // "whether the kiln takes too long, also the parking": "also" opens a new item.
      (next === "also" && /^(DET|NOUN|PROPN|ADJ)$/.test(tokens[i + 2]?.pos ?? "")) ||
      // "..., and rate the teachers": an instruction to rate is an item of its own.
      (next === "and" && /^(rate|score|evaluate|assess)$/.test(after)) ||
      (next === "if" && /^(PRON|NOUN|PROPN|DET)$/.test(tokens[i + 2]?.pos ?? "")) ||
      // "was the consultant honest about what suited them, alterations turnaround and cost": after a
      // clause ending on its verb or object, a bare compound noun is the note's next item.
      (/^(PRON|VERB)$/.test(t?.pos === "PUNCT" ? (tokens[i - 1]?.pos ?? "") : "") &&
        tokens[i + 1]?.pos === "NOUN" &&
        tokens[i + 2]?.pos === "NOUN" &&
        inQuestionList(tokens, i + 1)) ||
      ((next === "and" || next === "or") && (WH.has(after) || startsQuestion(tokens, i + 2))) ||
      startsQuestion(tokens, i + 1)
    );
  if (v === "and" || v === "or" || v === "but") {
    if (WH.has(next) || (next === "if" && !lower(tokens[i - 1]).match(/^(as|even)$/))) return true;
    if (next === "to" && tokens[i + 2]?.pos === "VERB") return true;
    return startsQuestion(tokens, i + 1);
  }
  return false;
}

/** "would people come", "do shoppers trust them", "has it changed": an inverted yes/no question. */
function startsQuestion(tokens: TaggedToken[], i: number): boolean {
  const t = tokens[i];
  const v = lower(t);
  if (t?.pos !== "AUX" || !(MODALS.has(v) || BE.has(v) || HAVE.has(v) || DO.has(v))) return false;
  const next = tokens[i + 1];
  // "are school dinners good value": a noun modifier wink read as a verb.
  const modifierVerb =
    next?.pos === "VERB" &&
    !/ed$/.test(lower(next)) &&
    /^(NOUN|PROPN)$/.test(tokens[i + 2]?.pos ?? "") &&
    // "are training times convenient": an "-ing" modifier needs the clause to go on after its noun.
    (!/ing$/.test(lower(next)) || /^(ADJ|ADV|ADP)$/.test(tokens[i + 3]?.pos ?? ""));
  // "..., is monthly often enough?": in a list of questions, an adverb may be what is asked about.
  const adverbAsked =
    next?.pos === "ADV" &&
    lower(tokens[i - 1]) === "," &&
    tokens.slice(i).find((t) => /^[.!?]$/.test(lower(t)))?.value === "?";
  // "is paying easy": a gerund asked about.
  // "..., and is parking a problem": a gerund before what is said of it.
  const gerundAsked =
    next?.pos === "VERB" &&
    /ing$/.test(lower(next)) &&
    (/^(ADJ|ADV)$/.test(tokens[i + 2]?.pos ?? "") || (BE.has(v) && /^(a|an)$/.test(lower(tokens[i + 2]))));
  // "how their pets settled in, was drop off easy": in a list of questions a noun wink read as a verb is asked about.
  const listedNoun = next?.pos === "VERB" && !/(ed|ing)$/.test(lower(next)) && BE.has(v) && inQuestionList(tokens, i);
  // "were labels easy to read": a plural wink read as a verb, before what is said of it.
  // "are shifts fairly shared": an adverb may come before what is said of it.
  const pluralAsked =
    next?.pos === "VERB" &&
    /[^s]s$/.test(lower(next)) &&
    BE.has(v) &&
    (tokens[i + 2]?.pos === "ADJ" ||
      (tokens[i + 2]?.pos === "ADV" && (tokens[i + 3]?.pos === "ADJ" || /ed$/.test(lower(tokens[i + 3])))));
  // "was turnaround ok, was price fair": after a comma, a noun wink read as a verb, then its judgement.
  const judgedAfterComma =
    next?.pos === "VERB" &&
    !/(ed|ing)$/.test(lower(next)) &&
    BE.has(v) &&
    lower(tokens[i - 1]) === "," &&
    tokens[i + 2]?.pos === "ADJ";
  if (
    !next ||
    !(
      /^(PRON|NOUN|PROPN|DET|ADJ|NUM)$/.test(next.pos) ||
      judgedAfterComma ||
      // "is £14 too much for a ticket": a price asked about.
      (/^[£$€]$/.test(next.value) && tokens[i + 2]?.pos === "NUM") ||
      AUDIENCE.has(lower(next)) ||
      modifierVerb ||
      adverbAsked ||
      gerundAsked ||
      listedNoun ||
      pluralAsked
    ) ||
    (lower(next) === "it" && lower(tokens[i + 2]) === "to")
  ) {
    return false;
  }
  // A purpose that opens with one asks it: "would parents use a breakfast club".
  // "photos accurate? would they use us again": after a question, so does the next.
  if (i === 0 || lower(tokens[i - 1]) === "?") return true;
  // "..., and would they renew": the auxiliary before the people after a list joint asks.
  if (
    /^(,|and|or|\.|\/)$/.test(lower(tokens[i - 1])) &&
    (/^(they|people|you|we)$/.test(lower(next)) || AUDIENCE.has(lower(next)))
  )
    return true;
  // Only inside a sentence that asks: "Would people come?" but not "...we would like".
  for (let j = i; j < tokens.length; j++) {
    const w = lower(tokens[j]);
    if (w === "?") return true;
    if (w === "." || w === "!") break;
  }
  // "want to know did people see enough wildlife": an inverted question right after a verb of asking.
  if (IF_AFTER.has(lower(tokens[i - 1]))) return true;
  if (inQuestionList(tokens, i)) return true;
  // "Do they feel safe there, are the times convenient": a sentence that opened asking goes on asking.
  if (/^(,|and|or)$/.test(lower(tokens[i - 1])) && sentenceAsks(tokens, i)) return true;
  // "Garage customers: was the repair done right, was the quote clear": a list of questions after a colon.
  for (let j = i - 1; j >= 0; j--) {
    const w = lower(tokens[j]);
    if (w === ":" || w === "-" || w === "–" || w === "—") return /^(,|:|-|–|—|and|or)$/.test(lower(tokens[i - 1]));
    if (w === "." || w === "!" || w === "?") return false;
  }
  return false;
}

/** The sentence holding token i opens with an inverted question: "Do they feel ...", "Is the ...". */
function sentenceAsks(tokens: TaggedToken[], i: number): boolean {
  let j = i - 1;
  while (j > 0 && !/^[.!?;:]$/.test(lower(tokens[j - 1]))) j--;
  const v = lower(tokens[j]);
  return (
    j < i - 1 &&
    tokens[j]?.pos === "AUX" &&
    (MODALS.has(v) || BE.has(v) || HAVE.has(v) || DO.has(v)) &&
    (/^(PRON|NOUN|PROPN|DET)$/.test(tokens[j + 1]?.pos ?? "") || AUDIENCE.has(lower(tokens[j + 1])))
  );
}

/**
 * After a comma, in a sentence whose earlier words already ask ("want to know how their pets settled
 * in, was drop off easy"): a wh-word or a verb of asking before it opens a list of questions.
 */
function inQuestionList(tokens: TaggedToken[], i: number): boolean {
  const prev = lower(tokens[i - 1]);
  if (prev !== "," && !(/^(and|or)$/.test(prev) && lower(tokens[i - 2]) === ",")) return false;
  for (let j = i - 2; j >= 0; j--) {
    const w = lower(tokens[j]);
    if (/^[.!?;]$/.test(w)) return false;
    if (WH.has(w) && w !== "which" && w !== "who") return true;
    if (IF_AFTER.has(w) && tokens[j + 1]?.pos === "AUX") return true;
  }
  return false;
}

interface Span {
  wh: string;
  degree: string;
  whNoun: string;
  /** Token index where subject, auxiliary and verb begin. */
  start: number;
  end: number;
  inverted: boolean;
}

const UNDER_WAY = wordSet("progressing improving working growing changing settling coping managing learning");
/** How a thing is, never a person: "how clean they are" asks about the things just named. */
const THING_DEGREES = wordSet(
  "clean reliable useful relevant accessible affordable convenient valuable punctual tidy crowded",
);
const DEGREE_WORDS = wordSet(
  "often far likely much many long well satisfied happy easy hard difficult clean safe clear useful helpful friendly comfortable fair relevant quick quickly fast welcome confident valuable important interested willing accessible reliable busy good bad nervous anxious worried stressed responsive polite knowledgeable affordable convenient enjoyable engaging",
);

/** Verbs whose object is whoever answers: "which times suit", "what helped". */
export const RESPONDENT_VERBS = new Set(AIM_DATA.respondentVerbs);
/** "which stops and times suit": a plain verb of suiting after plurals, read by wink as a noun. */
function pluralsVerb(tokens: TaggedToken[], j: number): boolean {
  return (
    RESPONDENT_VERBS.has(lower(tokens[j])) &&
    /[^s]s$/.test(lower(tokens[j - 1])) &&
    (/^(PUNCT|ADV|CCONJ|)$/.test(tokens[j + 1]?.pos ?? "") ||
      /^(you|them|people|us|for)$/i.test(tokens[j + 1]?.value ?? ""))
  );
}

/** "check with the callees", "ask our hirers": people asked, just before the "if" at `at`. */
function askedPeopleBefore(tokens: TaggedToken[], at: number): boolean {
  const people = tokens[at - 1];
  if (people?.pos !== "NOUN" || !/[^s]s$/i.test(people.value)) return false;
  for (let k = at - 2; k >= Math.max(0, at - 5); k--) {
    const word = lower(tokens[k]);
    if (IF_AFTER.has(word)) return true;
    if (!/^(with|the|our|your|all|of|to)$/.test(word)) return false;
  }
  return false;
}

/** The clauses of a purpose that ask something: wh-clauses and inverted yes/no questions. */
export function findClauses(tokens: TaggedToken[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    const v = lower(tokens[i]);
    const prev = lower(tokens[i - 1]);
    // "want to know did people see enough wildlife": a question right after a verb of asking.
    const sentenceStart =
      i === 0 || /^[.!?:;,—–/-]$/.test(prev) || prev === "and" || prev === "or" || IF_AFTER.has(prev);
    // "people who bought them", "the day when": a relative pronoun, not a question.
    // "our mobile game which levels are too hard", "ask members which tools they want": "which" before a noun asks.
    const relative =
      /^(NOUN|PROPN|PRON)$/.test(tokens[i - 1]?.pos ?? "") &&
      /^(who|which|when|where)$/.test(v) &&
      !(v === "which" && /^(NOUN|ADJ)$/.test(tokens[i + 1]?.pos ?? ""));
    // "whether customers notice X and if it makes them...": "if" after a clause asks too.
    // "if customers found it, if they trust it": a second "if" after a comma asks again.
    const ifAsks =
      v === "if" &&
      (IF_AFTER.has(prev) ||
        // "ask parents if weekly lessons are often enough": the people asked stand between.
        (AUDIENCE.has(prev) && IF_AFTER.has(lower(tokens[i - 2]))) ||
        // "check with the callees if they enjoy the calls": whoever is asked, however they are called.
        askedPeopleBefore(tokens, i) ||
        ((prev === "and" || prev === "or" || prev === ",") && spans.length > 0) ||
        // "... and what shows they'd like. Also if the £14 price feels fair.": an aim added after the others.
        (/^(also|plus)$/.test(prev) && /^[.!?;]$/.test(lower(tokens[i - 2])) && spans.length > 0) ||
        // "Piano pupils: if lesson times work": a list of questions after a colon or a dash.
        /^[:—–-]$/.test(prev));
    // "we are reviewing what we offer": the owner's own work under way, told as background, asks nothing.
    const ownWork =
      /ing$/.test(prev) &&
      tokens[i - 1]?.pos === "VERB" &&
      BE.has(lower(tokens[i - 2])) &&
      /^(we|i)$/.test(lower(tokens[i - 3]));
    const isWh = (WH.has(v) && !relative && !ownWork) || ifAsks;
    if (!isWh && !(sentenceStart && startsQuestion(tokens, i))) {
      i++;
      continue;
    }
    let wh = isWh ? (v === "if" ? "whether" : v) : "whether";
    let start = isWh ? i + 1 : i;
    let degree = "";
    let whNoun = "";
    const next = tokens[start];
    // "how manageable the workload is": any adjective before the thing it describes is the degree.
    // "how welcoming the club is": an "-ing" adjective wink reads as a verb.
    // "how informed you feel": before a pronoun and its verb too.
    const adjectiveFirst =
      (next?.pos === "ADJ" || (next?.pos === "VERB" && /(ing|ed)$/.test(lower(next)))) &&
      (tokens[start + 1]?.pos === "DET" ||
        // "how tidy are plots": a note's inverted question.
        (next?.pos === "ADJ" && BE.has(lower(tokens[start + 1]))) ||
        // "how settled your child is": before a possessive and the thing it describes.
        // "how settled their cat seemed": a verb of seeming links it as "is" does.
        (/^(your|their|our|my)$/.test(lower(tokens[start + 1])) &&
          tokens.slice(start + 2, start + 6).some((t) => BE.has(lower(t)) || LINKING.has(lower(t)))) ||
        // "how smooth setting up was": before a gerund that is what it describes.
        (/ing$/.test(lower(tokens[start + 1])) &&
          /^(NOUN|VERB)$/.test(tokens[start + 1]?.pos ?? "") &&
          tokens.slice(start + 2, start + 9).some((t) => BE.has(lower(t)))) ||
        // "how supported families felt": before the people and their verb too.
        ((SUBJECT_PRONOUNS.has(lower(tokens[start + 1])) || AUDIENCE.has(lower(tokens[start + 1]))) &&
          /^(VERB|AUX)$/.test(tokens[start + 2]?.pos ?? ""))) &&
      !/^(many|much|few)$/.test(lower(next));
    // "how loud it gets on Fridays", "how cold it feels": a quality before "it" and its linking verb.
    const qualityOfIt =
      /^(ADJ|VERB|NOUN|ADV)$/.test(next?.pos ?? "") &&
      lower(tokens[start + 1]) === "it" &&
      /^(gets?|got|feels?|felt|seems?|seemed|is|was)$/.test(lower(tokens[start + 2]));
    // "how fairly berth fees are set": an adverb in -ly before the thing it describes.
    const adverbFirst =
      next?.pos === "ADV" &&
      /[^l]ly$/.test(lower(next)) &&
      (/^(DET|NOUN|ADJ)$/.test(tokens[start + 1]?.pos ?? "") ||
        (tokens[start + 1]?.pos === "VERB" && /^(NOUN|AUX)$/.test(tokens[start + 2]?.pos ?? "")));
    // "where else it could go".
    if (/^(where|what|who)$/.test(wh) && lower(next) === "else") {
      whNoun = "else";
      start++;
    } else if (
      wh === "how" &&
      next &&
      (DEGREE_WORDS.has(lower(next)) || adjectiveFirst || adverbFirst || qualityOfIt)
    ) {
      degree = lower(next);
      start++;
      // "how well organised it was": the participle goes with "well".
      const participle = tokens[start];
      if (
        /^(well|badly)$/.test(degree) &&
        /ed$/.test(lower(participle)) &&
        (/^(it|they|you|we)$/.test(lower(tokens[start + 1])) || tokens[start + 1]?.pos === "DET")
      ) {
        degree = `${degree} ${lower(participle)}`;
        start++;
      }
      // "how far ahead they book", "how far in advance".
      if (degree === "far" && lower(tokens[start]) === "ahead") {
        degree = "far ahead";
        start++;
      } else if (degree === "far" && lower(tokens[start]) === "in" && lower(tokens[start + 1]) === "advance") {
        degree = "far ahead";
        start += 2;
      }
      // "how far in advance of the wedding they started looking": ahead of what goes with it.
      if (degree === "far ahead" && lower(tokens[start]) === "of") {
        let j = start + 1;
        while (
          j < tokens.length &&
          /^(DET|NOUN|ADJ|PROPN)$/.test(tokens[j]?.pos ?? "") &&
          !AUDIENCE.has(lower(tokens[j]))
        )
          j++;
        degree = `far ahead ${tokens
          .slice(start, j)
          .map((t) => t.value)
          .join(" ")}`;
        start = j;
      }
      // "how many hours a week they can give": the counted noun goes with the question word.
      if (/^(many|much)$/.test(degree) && tokens[start]?.pos === "NOUN") {
        let j = start;
        // "how many games umpires can do": a plural before a modal is who does it.
        const doerBeforeModal = (k: number) =>
          k > start && tokens[k]?.pos === "NOUN" && /[^s]s$/.test(lower(tokens[k])) && MODALS.has(lower(tokens[k + 1]));
        while (
          j < tokens.length &&
          /^(NOUN|ADJ|DET|NUM)$/.test(tokens[j]?.pos ?? "") &&
          !AUDIENCE.has(lower(tokens[j])) &&
          !doerBeforeModal(j)
        )
          j++;
        if (
          j > start &&
          (SUBJECT_PRONOUNS.has(lower(tokens[j])) ||
            AUDIENCE.has(lower(tokens[j])) ||
            tokens[j]?.pos === "AUX" ||
            doerBeforeModal(j))
        ) {
          // "what facilities young people want", "what new members skip": the word before the people is theirs.
          while (j > start && AUDIENCE.has(lower(tokens[j])) && PEOPLE_ADJECTIVES.has(lower(tokens[j - 1]))) j--;
          whNoun = tokens
            .slice(start, j)
            .map((t) => t.value)
            .join(" ");
          start = j;
        }
      }
    } else if (
      wh === "which" &&
      lower(next) === "of" &&
      /^(our|the|your|their)$/.test(lower(tokens[start + 1])) &&
      tokens[start + 2]?.pos === "NOUN" &&
      !tokens.slice(start + 2, start + 6).some((t) => /^(,|or|and)$/.test(lower(t)))
    ) {
      // "which of our beers visitors enjoyed most": one kind of thing, which of them.
      let j = start + 2;
      while (/^(NOUN|ADJ)$/.test(tokens[j]?.pos ?? "") && !AUDIENCE.has(lower(tokens[j]))) j++;
      whNoun = tokens
        .slice(start, j)
        .map((t) => t.value)
        .join(" ");
      start = j;
    } else if (
      (wh === "what" || wh === "which") &&
      next &&
      (/^(NOUN|ADJ|PROPN)$/.test(next.pos) ||
        (/ing$/.test(lower(next)) && tokens[start + 1]?.pos === "NOUN") ||
        // "which uses residents want": a plural noun wink read as a verb, before the people.
        // "which exercises our patients skip": the same before a possessive.
        (next.pos === "VERB" &&
          /[^s]s$/.test(lower(next)) &&
          (AUDIENCE.has(lower(tokens[start + 1])) ||
            (wh === "which" && /^(our|their|your|my)$/.test(lower(tokens[start + 1])))))) &&
      // "what guests they want": people the respondents want, not the respondents.
      (!AUDIENCE.has(lower(next)) || SUBJECT_PRONOUNS.has(lower(tokens[start + 1]))) &&
      // "what stops people" asks a cause; "which stops and times suit" asks which stops.
      !(CAUSE_VERBS.has(lower(next)) && !/^(and|or)$/.test(lower(tokens[start + 1])))
    ) {
      let j = start;
      // "which cakes people like": the noun ends where the doer begins.
      // "which streaming services", "features of our budgeting app": an "-ing" word before a noun and a
      // possessive after "of" are part of the noun.
      const nounWord = (k: number) =>
        /^(NOUN|ADJ|PROPN)$/.test(tokens[k]?.pos ?? "") ||
        (k === start && tokens[k]?.pos === "VERB" && AUDIENCE.has(lower(tokens[k + 1]))) ||
        // "which exercises our patients skip": a plural before a possessive is what "which" asks for.
        (k === start &&
          wh === "which" &&
          tokens[k]?.pos === "VERB" &&
          /[^s]s$/.test(lower(tokens[k])) &&
          /^(our|their|your|my)$/.test(lower(tokens[k + 1]))) ||
        lower(tokens[k]) === "of" ||
        // "what kind of shows they'd like": after "kind of" comes the thing, however wink tagged it.
        (/^(kinds?|sorts?|types?)$/.test(lower(tokens[k - 2])) && lower(tokens[k - 1]) === "of") ||
        // "which camps or trips would your child like": two things offered as one choice.
        // "which stops and times suit": so are two plurals joined by "and".
        ((lower(tokens[k]) === "or" ||
          (wh === "which" && lower(tokens[k]) === "and" && /[^s]s$/.test(lower(tokens[k + 1])))) &&
          k > start &&
          /^(NOUN|PROPN)$/.test(tokens[k - 1]?.pos ?? "") &&
          /^(NOUN|PROPN|ADJ)$/.test(tokens[k + 1]?.pos ?? "")) ||
        (/ing$/.test(lower(tokens[k])) && tokens[k + 1]?.pos === "NOUN") ||
        (POSSESSIVES.has(lower(tokens[k])) && lower(tokens[k - 1]) === "of") ||
        // "which bits of the homework people do": an article after "of" too.
        (/^(the|this|these|that|those)$/.test(lower(tokens[k])) && lower(tokens[k - 1]) === "of");
      while (
        j < tokens.length &&
        nounWord(j) &&
        !(j > start && AUDIENCE.has(lower(tokens[j]))) &&
        !(j > start && /ed$/.test(lower(tokens[j])) && OBJECT_PRONOUNS.has(lower(tokens[j + 1]))) &&
        !pluralsVerb(tokens, j) &&
        // "what time suits people": a word in -s before the people is their verb; before "they" it is a plural noun.
        !(
          j > start &&
          /s$/.test(lower(tokens[j])) &&
          !PERSONAL.has(lower(tokens[j + 1])) &&
          // "which services households pay for": the people have a verb of their own.
          !(
            AUDIENCE.has(lower(tokens[j + 1])) &&
            (tokens[j + 2]?.pos === "VERB" ||
              // "what new programmes people would like": or a modal before it.
              (tokens[j + 2]?.pos === "AUX" && MODALS.has(lower(tokens[j + 2])) && tokens[j + 3]?.pos === "VERB") ||
              // "which services students actually use": an adverb before their verb.
              (tokens[j + 2]?.pos === "ADV" && tokens[j + 3]?.pos === "VERB") ||
              // "which topics residents care about": a verb wink read as a noun.
              /^(care|want|need|like|use|prefer|read|skip|visit|buy|watch|love|hate|miss)$/.test(lower(tokens[j + 2])))
          ) &&
          (AUDIENCE.has(lower(tokens[j + 1])) || OBJECT_PRONOUNS.has(lower(tokens[j + 1])))
        )
      )
        j++;
      // "what facilities young people want", "what new members skip": the word before the people is theirs.
      while (j > start && AUDIENCE.has(lower(tokens[j])) && PEOPLE_ADJECTIVES.has(lower(tokens[j - 1]))) j--;
      // "what kind of events they want": the noun is the thing asked for when a subject follows.
      const after = tokens[j];
      // "which sections you read": "you" before a verb does it.
      const objectNext =
        OBJECT_PRONOUNS.has(lower(after)) && !(lower(after) === "you" && tokens[j + 1]?.pos === "VERB");
      // "what time suits people": the noun asked about is the doer of the verb that follows.
      // "what night suits you best": before "you" too.
      const verbNext =
        j > start &&
        /s$/.test(lower(after)) &&
        (AUDIENCE.has(lower(tokens[j + 1])) || OBJECT_PRONOUNS.has(lower(tokens[j + 1])));
      if (
        after &&
        !objectNext &&
        (verbNext ||
          // "which lessons helped most": the noun asked about does the verb.
          (after.pos === "VERB" && !/ing$/.test(lower(after))) ||
          pluralsVerb(tokens, j) ||
          // "what error messages confused them": a past form wink read as an adjective.
          (after.pos === "ADJ" && /ed$/.test(lower(after)) && OBJECT_PRONOUNS.has(lower(tokens[j + 1]))) ||
          SUBJECT_PRONOUNS.has(lower(after)) ||
          after.pos === "DET" ||
          (wh === "which" && /^(our|their|your|my)$/.test(lower(after))) ||
          AUDIENCE.has(lower(after)) ||
          (PEOPLE_ADJECTIVES.has(lower(after)) && AUDIENCE.has(lower(tokens[j + 1]))) ||
          after.pos === "AUX")
      ) {
        whNoun = tokens
          .slice(start, j)
          .map((t) => t.value)
          .join(" ");
        start = j;
      }
    }
    if (wh === "whether" && !isWh) wh = "whether";
    let end = start;
    let hasVerb = false;
    // "how they pay (cash, card or transfer)": nothing inside brackets ends the clause.
    let depth = 0;
    let depthAt = start;
    const bracketed = (at: number) => {
      for (; depthAt < at; depthAt++) {
        const v = tokens[depthAt]?.value;
        if (v === "(") depth++;
        else if (v === ")") depth--;
      }
      return depth > 0;
    };
    while (end < tokens.length && (bracketed(end) || !isBoundary(tokens, end))) {
      if (bracketed(end) && tokens[end]?.value !== ")") {
        end++;
        continue;
      }
      // "whether the problem was solved, and the politeness of the agent": a list item after a whole clause.
      // "how they booked, the welcome, bed comfort": a list of topics after a whole clause.
      const item = lower(tokens[end + 1]) === "and" || lower(tokens[end + 1]) === "or" ? end + 2 : end + 1;
      // "what they think of the coffee, the prices and the staff": the list is the verb's object.
      // "share updates about their child, and the new snack menu": one item after ", and" is an aim of its own.
      const lastItemOnly =
        item === end + 2 && !tokens.slice(start, end).some((t) => lower(t) === ",") && lower(tokens[end]) === ",";
      // "how they heard about the fair, entry fee": what they heard about is no list of things to rate.
      const listedObject =
        !lastItemOnly &&
        tokens.slice(start, end).some((t) => /^(of|about)$/.test(lower(t))) &&
        !tokens.slice(start, end).some((t) => /^(hear|heard|hearing)$/.test(lower(t)));
      // "would residents use it, concerns about noise": a plural noun wink read as a verb, before its preposition.
      const nounBeforePreposition =
        tokens[item]?.pos === "VERB" &&
        /[^s]s$/.test(lower(tokens[item])) &&
        /^(about|over|on|with|regarding|around)$/.test(lower(tokens[item + 1]));
      if (
        hasVerb &&
        !listedObject &&
        lower(tokens[end]) === "," &&
        (/^(DET|PRON|NOUN|PROPN|ADJ)$/.test(tokens[item]?.pos ?? "") ||
          nounBeforePreposition ||
          // "how informed you feel, waiting time": an "-ing" word before its noun names an item.
          (/ing$/.test(lower(tokens[item])) && tokens[item + 1]?.pos === "NOUN")) &&
        !SUBJECT_PRONOUNS.has(lower(tokens[item])) &&
        !AUDIENCE.has(lower(tokens[item])) &&
        // "whether residents support it, their concerns about noise": "their" before a noun opens an item.
        !(
          item === end + 1 &&
          tokens[item]?.pos === "PRON" &&
          !(/^(their|your|our)$/.test(lower(tokens[item])) && /^(NOUN|ADJ)$/.test(tokens[item + 1]?.pos ?? ""))
        ) &&
        // "can patients find test results, book appointments and message their doctor": verbs wink read as nouns.
        !(
          /^(can|could)$/.test(lower(tokens[i])) &&
          /^(NOUN|PROPN)$/.test(tokens[item]?.pos ?? "") &&
          /^(NOUN|DET|PRON)$/.test(tokens[item + 1]?.pos ?? "")
        )
      )
        break;
      // "which sections you read and the delivery": the verb has its object already; a new item follows.
      if (
        hasVerb &&
        whNoun &&
        /^(and|or)$/.test(lower(tokens[end])) &&
        tokens[end - 1]?.pos === "VERB" &&
        tokens[end + 1]?.pos === "DET"
      )
        break;
      // "where they listen and guest suggestions": an intransitive verb, then a list item after "and".
      if (
        hasVerb &&
        /^(and|or)$/.test(lower(tokens[end])) &&
        tokens[end - 1]?.pos === "VERB" &&
        tokens[end + 1]?.pos === "NOUN" &&
        tokens[end + 2]?.pos === "NOUN"
      )
        break;
      // "how friendly the volunteers are": the auxiliary is the clause's verb.
      // "which of mugs, bowls or vases": until its last "or", a list's words are items, not verbs.
      const listOpen =
        wh === "which" &&
        lower(tokens[start]) === "of" &&
        !tokens.slice(start, end + 1).some((t) => /^(or|and)$/.test(lower(t)));
      if (listOpen) {
        end++;
        continue;
      }
      if (
        tokens[end]?.pos === "VERB" ||
        (tokens[end]?.pos === "ADJ" && tokens[end - 1]?.pos === "AUX") ||
        (tokens[end]?.pos === "AUX" && end > start) ||
        // "would residents use it": a verb wink read as a noun, before its object.
        (tokens[end]?.pos === "NOUN" && /^(it|them)$/.test(lower(tokens[end + 1])))
      )
        hasVerb = true;
      end++;
    }
    // "how do mentors meet", "why are people leaving": a direct question puts the auxiliary first.
    const first = tokens[start];
    const inverted = isWh
      ? first?.pos === "AUX" &&
        (DO.has(lower(first)) ||
          /^(PRON|NOUN|PROPN|DET)$/.test(tokens[start + 1]?.pos ?? "") ||
          // "how was booking online": a gerund after "was" is what it asks about.
          (BE.has(lower(first)) && /ing$/.test(lower(tokens[start + 1])) && tokens[start + 1]?.pos === "VERB") ||
          AUDIENCE.has(lower(tokens[start + 1])))
      : true;
    const previous = spans.at(-1);
    // "which bits they do and which they skip": the second "which" asks of the same bits.
    if (
      wh === "which" &&
      !whNoun &&
      previous?.wh === "which" &&
      previous.whNoun &&
      /^(and|or|but)$/.test(lower(tokens[i - 1]))
    )
      whNoun = previous.whNoun;
    if (end > start || whNoun) spans.push({ wh, degree, whNoun, start, end, inverted });
    // "would drivers use it, how often, and ...": a bare "how often" asks about the clause before it.
    else if (wh === "how" && degree && previous && previous.end > previous.start)
      spans.push({ ...previous, wh, degree, whNoun: "" });
    i = Math.max(end, i + 1);
  }
  return spans;
}

const FLIP: Record<string, string> = {
  they: "you",
  them: "you",
  their: "your",
  theirs: "yours",
  themselves: "yourself",
  "they're": "you're",
  "they've": "you've",
  "they'd": "you'd",
  // "what they think of my prices": a sole trader's own, as the form speaks for the business.
  my: "our",
  me: "us",
  // "do I turn up when I say I will": the owner's own "I" too.
  i: "we",
};

const STAFF = new Set(AIM_DATA.staff);
const CAUSE_VERBS = new Set(AIM_DATA.causeVerbs);

/** The respondents: their own noun, or any audience word that is not staff being asked about ("our drivers"). */
/** Words for whoever answers, whatever group the purpose named first. */
const GENERAL_PEOPLE = wordSet(
  "they them people person everyone anyone someone folks you user customer client respondent member family household",
);

function isAudienceWord(word: string, lemma: string, who: Respondents | undefined): boolean {
  const w = word.toLowerCase();
  // "was the speaker engaging": staff are asked about, not asked.
  if (!who?.head) return AUDIENCE.has(w) && !STAFF.has(w) && !STAFF.has(lemma.toLowerCase());
  const one = (x: string) => x.replace(/(?<=[^s])s$/, "");
  if (lemma === who.head || w === who.head || one(w) === one(who.head) || one(lemma) === one(who.head)) return true;
  // "Stallholders: how many visitors stopped": another named group is not the people answering.
  if (!GENERAL_PEOPLE.has(who.head) && !GENERAL_PEOPLE.has(lemma) && !GENERAL_PEOPLE.has(w)) return false;
  return AUDIENCE.has(w) && !STAFF.has(w) && !STAFF.has(lemma);
}

function isAudiencePhrase(p: NounPhrase, who: Respondents | undefined): boolean {
  const word = p.words.at(-1) ?? "";
  const lemma = (p.lemmas.at(-1) ?? "").toLowerCase();
  // "Tattoo studio clients: how the artist listened": one person named among others asked about.
  if (who?.head && p.det === "the" && lemma !== who.head && lemma === word.toLowerCase()) return false;
  // "Tattoo studio survey: if the artist explained the design": so, with no one else named.
  if (!who?.head && p.det === "the" && lemma === word.toLowerCase() && !GENERAL_PEOPLE.has(lemma)) return false;
  // "is your child progressing", "which age group their kid plays in": the respondent's child, not the respondent.
  if (
    p.det === "your" ||
    (p.det === "their" && /^(kid|kids|child|children|son|sons|daughter|daughters|teen|teens|baby)$/.test(lemma))
  )
    return false;
  // "attend in person", "£5 per person": a bare "person" is a manner or a rate, no one answering.
  if (!p.det && p.words.length === 1 && lemma === "person") return false;
  return isAudienceWord(word, lemma, who);
}

/** The rest of a clause, spoken to the respondent: "their carts" -> "your carts", "helps travellers find" -> "helps you find". */
function flipRest(
  tokens: TaggedToken[],
  from: number,
  to: number,
  who?: Respondents,
  doerIsYou = false,
  theyIsDoer: boolean | "possessive" = false,
): string {
  const phrases = nounPhrases(tokens.slice(from, to));
  let out = "";
  const push = (word: string, space: string) => {
    out += out === "" ? word : `${space}${word}`;
  };
  let skipUntil = -1;
  let thingNamed = false;
  let pluralNamed = false;
  for (let i = from; i < to; i++) {
    if (i < skipUntil) continue;
    const t = tokens[i];
    if (!t) continue;
    const found = phrases.find((ph) => ph.start + from === i || (ph.det && ph.start + from === i + 1));
    // "stopped people going to the talks": wink joins the doer and its "-ing" verb into one phrase.
    const p =
      found && found.words.length > 1 && found.pos.at(-1) === "VERB" && /ing$/.test(found.words.at(-1) ?? "")
        ? {
            ...found,
            words: found.words.slice(0, -1),
            lemmas: found.lemmas.slice(0, -1),
            pos: found.pos.slice(0, -1),
            end: found.end - 1,
          }
        : found;
    // "how do freelancers find new clients": other people in the rest are not the respondents.
    const lemma = (p?.lemmas.at(-1) ?? "").toLowerCase();
    const otherPeople =
      who?.head !== undefined &&
      who.head !== "" &&
      lemma !== who.head &&
      // "what would make people sign up": people in general are the ones asked.
      !/^(people|person|folk|folks)$/.test(lemma) &&
      !SUBJECT_PRONOUNS.has(lemma) &&
      !OBJECT_PRONOUNS.has(lemma);
    // "they need staff help": the people they need are someone else.
    // "a session with fewer people on the ice": people counted are a crowd, not the one asked.
    const needed =
      /^(need|needs|needed|want|wants|wanted|fewer|more|less|other|many|most|too)$/.test(lower(tokens[i - 1])) ||
      /^(fewer|more|less|other|many|most)$/i.test(p?.words[0] ?? "");
    // "the kids club": a people word before a noun names the thing, not the people.
    const modifies = p?.det !== "" && tokens[(p?.end ?? 0) + from]?.pos === "NOUN";
    // "is the teacher patient enough": a bare word before "enough" says how someone is.
    const quality = p?.det === "" && p.words.length === 1 && lower(tokens[p.end + from]) === "enough";
    // "book with the same artist again": one person who served them, never the one answering.
    const served =
      p !== undefined &&
      !/s$/i.test(p.words.at(-1) ?? "") &&
      (/^(with|by|from) the$/.test(`${lower(tokens[i - 2])} ${lower(tokens[i - 1])}`) ||
        (p.det === "the" && /^(with|by|from)$/.test(lower(tokens[i - 1]))));
    if (p && isAudiencePhrase(p, who) && !otherPeople && !needed && !modifies && !quality && !served) {
      const possessive = tokens[p.end + from]?.value === "'" || tokens[p.end + from]?.value === "'s";
      // "at a speed parents are happy with": "a" never goes with the plural; its noun is a thing of its own.
      if (/^(a|an)$/i.test(p.det) && p.words.length > 1 && /[^s]s$/i.test(p.words.at(-1) ?? "")) {
        push(`${p.det} ${p.words.slice(0, -1).join(" ")}`, t.space);
        push(possessive ? "your" : "you", " ");
      } else push(possessive ? "your" : "you", t.space);
      skipUntil = p.end + from + (possessive ? 1 : 0);
      // "for people with disabilities" -> "for you": who they are is not said back to them.
      const qualifier = phrases.find((ph) => ph.start - (ph.det ? 1 : 0) === p.end + 1);
      if (!possessive && lower(tokens[p.end + from]) === "with" && qualifier) skipUntil = qualifier.end + from;
      continue;
    }
    const v = t.value;
    // "do shoppers trust them": with the respondents as the doer, "them" is the thing asked about.
    // "a tool to do it": "it" is the task just named, not the subject.
    const task = /^(do|does|did|doing)$/i.test(tokens[i - 1]?.value ?? "");
    // "the deadlines I send them": "them" after a verb of giving is whom it goes to.
    const given = /^them$/i.test(v) && GIVING.has(lower(tokens[i - 1])) ? "you" : undefined;
    // "would they book our new tour if we launched it": "it" after a thing named stands for that thing.
    const thing =
      given ??
      (doerIsYou && who?.subject && /^(them|it)$/i.test(v) && (task || !thingNamed)
        ? task
          ? "this"
          : who.subject
        : undefined);
    // "how quick repairs get done when you report them": what the one asked acts on is no one asked.
    const actedOn =
      (/^them$/i.test(v) && /\byou (\w+ )?\w+$/i.test(out) && tokens[i - 1]?.pos === "VERB") ||
      (doerIsYou &&
        who?.subject !== undefined &&
        (/^it$/i.test(v) || (/^them$/i.test(v) && pluralNamed)) &&
        thingNamed &&
        !task);
    // "how often your child talks about what they made": "they" is the child, not the one asked.
    // "whether the staff know their stuff to help them": only the staff's own is theirs.
    const kept =
      theyIsDoer === "possessive"
        ? /^(their|theirs|themselves)$/i.test(v)
        : theyIsDoer && /^(they|them|their|theirs|themselves)$/i.test(v);
    // "what they'd have at home" said to relatives: "what residents would have at home".
    const others = who?.theyAreOthers && /^(they|them|their)$/i.test(v) ? who.theyAreOthers : undefined;
    const named = others && (/^their$/i.test(v) ? `${others}'` : others);
    // "does the sound work OK for everyone": one respondent answers for themself.
    // "were the hills too much for some (people)": the one asked answers for themself too.
    const someOf =
      /^some$/i.test(v) &&
      /^(people|folks?)?$/i.test(tokens[i + 1]?.pos === "PUNCT" ? "" : (tokens[i + 1]?.value ?? ""));
    if (someOf && /^(people|folks?)$/i.test(tokens[i + 1]?.value ?? "")) skipUntil = i + 2;
    const forAll =
      (/^(everyone|everybody|anyone|anybody)$/i.test(v) || someOf) && /^for$/i.test(tokens[i - 1]?.value ?? "")
        ? "you"
        : undefined;
    push(thing ?? named ?? forAll ?? oneOf(tokens, i) ?? (kept || actedOn ? v : FLIP[v.toLowerCase()]) ?? v, t.space);
    if (t.pos === "NOUN") {
      thingNamed = true;
      // "the union represents them": one thing named is never "them".
      pluralNamed = /[^s]s$/i.test(t.value);
    }
  }
  return out.replace(/[\s,;:]+$/, "").trim();
}

/** "We also offer flu jabs and want to know if people would book one": "one" is one of the things just named. */
function oneOf(tokens: TaggedToken[], i: number): string | undefined {
  if (lower(tokens[i]) !== "one" || tokens[i - 1]?.pos !== "VERB" || /^(NOUN|ADJ)$/.test(tokens[i + 1]?.pos ?? ""))
    return undefined;
  for (let j = i - 2; j >= Math.max(0, i - 15); j--) {
    const t = tokens[j];
    if (t?.pos !== "NOUN" || !/[^s]s$/.test(lower(t)) || AUDIENCE.has(lower(t))) continue;
    // Only what the owner offers ("We also offer flu jabs"), named before the aim began.
    const offered = tokens
      .slice(Math.max(0, j - 4), j)
      .some((x) => /^(offer|sell|run|do|make|stock|provide|host|serve)$/.test(x.lemma.toLowerCase()));
    if (!offered || tokens.slice(j + 1, i - 1).some((x) => x.pos === "NOUN" && !AUDIENCE.has(lower(x))))
      return undefined;
    let k = j;
    while (tokens[k - 1]?.pos === "NOUN") k--;
    const words = [...tokens.slice(k, j).map((x) => x.value), t.lemma];
    return `${/^[aeiou]/i.test(words[0] ?? "") ? "an" : "a"} ${words.join(" ")}`;
  }
  return undefined;
}

const GIVING = wordSet("send sent give gave email emailed tell told show showed offer offered post posted text texted");

/** Verbs wink often tags as nouns after a plural noun. */
const BARE_VERBS = wordSet("fit work suit help matter run start finish arrive last meet cost change open close");

/** A verb wink tagged as a noun: "users abandon their carts", "remote workers use our space", "what stops them". */
function verbInDisguise(tokens: TaggedToken[], i: number, subjectStart: number): boolean {
  const t = tokens[i];
  const next = lower(tokens[i + 1]);
  if (!t || !/^(NOUN|ADJ|PROPN)$/.test(t.pos)) return false;
  // "what stops small business owners from...", "what time suits people": a verb right after the question word.
  if (
    i === subjectStart &&
    ((CAUSE_VERBS.has(lower(t)) && !/^(and|or)$/.test(next)) || (/s$/.test(lower(t)) && AUDIENCE.has(next)))
  )
    return true;
  if (i === subjectStart && pluralsVerb(tokens, i)) return true;
  if (OBJECT_PRONOUNS.has(next) && next !== "you") return true;
  // "how management communicates changes": a verb in -s right after a one-word singular doer.
  if (
    i === subjectStart + 1 &&
    t.pos === "NOUN" &&
    /[^s]s$/.test(lower(t)) &&
    tokens[i - 1]?.pos === "NOUN" &&
    !/s$/.test(lower(tokens[i - 1])) &&
    /^(NOUN|DET|PRON)$/.test(tokens[i + 1]?.pos ?? "") &&
    // "if lesson times work": the plain verb after it is the clause's own.
    !(BARE_VERBS.has(next) && /^(ADP|ADV|PART|PUNCT|DET|PRON|)$/.test(tokens[i + 2]?.pos ?? ""))
  )
    return true;
  // "whether shifts fit around their week", "whether the machines work well": a plain verb after a plural doer.
  if (
    i > subjectStart &&
    BARE_VERBS.has(lower(t)) &&
    /^(NOUN|PROPN)$/.test(tokens[i - 1]?.pos ?? "") &&
    /[^s]s$/.test(lower(tokens[i - 1])) &&
    (tokens[i + 1] === undefined ||
      /^(ADP|ADV|PART|PUNCT|DET|PRON)$/.test(tokens[i + 1]?.pos ?? "") ||
      // "whether the opening hours suit people": the people it suits follow.
      AUDIENCE.has(next))
  )
    return true;
  return i > subjectStart && (tokens[i + 1]?.pos === "DET" || POSSESSIVES.has(next)) && tokens[i - 1]?.pos !== "DET";
}

/** Reads subject, auxiliary, verb and the rest of a clause span. */
const IRREGULAR_PAST: Record<string, string> = {
  took: "take",
  went: "go",
  came: "come",
  gave: "give",
  made: "make",
  saw: "see",
  felt: "feel",
  kept: "keep",
  paid: "pay",
  bought: "buy",
  spent: "spend",
  chose: "choose",
  knew: "know",
  thought: "think",
  brought: "bring",
  understood: "understand",
  found: "find",
  heard: "hear",
  left: "leave",
  told: "tell",
  got: "get",
  had: "have",
  sent: "send",
  met: "meet",
  wrote: "write",
  ate: "eat",
  drank: "drink",
};

/** "should the high street be pedestrianised", "would they be coming": "be" helps the verb after it. */
function modalBeAuxiliary(next: TaggedToken | undefined): boolean {
  // "would be interested in": a feeling after "be" is what they would be, not a passive.
  if (next?.pos === "ADJ" && /^(interested|excited|pleased|happy|willing|keen|tempted|prepared)$/.test(lower(next)))
    return false;
  return next?.pos === "VERB" || /(ed|ing|en)$/.test(lower(next));
}

const STAND_FOR_LIST = wordSet("these those them");

/**
 * "which of still life, landscapes or portraits they want to try", "which of these matters most -
 * price, distance or ease": the listed items are the answers; the rest is the clause asked.
 */
function whichOfList(tokens: TaggedToken[], span: Span): { items: string[]; span: Span } | undefined {
  if (span.wh !== "which" || span.whNoun || lower(tokens[span.start]) !== "of") return undefined;
  const items: TaggedToken[][] = [[]];
  const split = (from: number, to: number, stopAtDoer: boolean): number => {
    let j = from;
    for (; j < to; j++) {
      const t = tokens[j];
      const w = lower(t);
      const last = items.at(-1) ?? [];
      if (w === "," || (t?.pos === "CCONJ" && /^(or|and)$/.test(w))) {
        if (last.length > 0) items.push([]);
        continue;
      }
      // After the last "or", the doer or the verb ends the list: "or portraits people want".
      const afterOr = items.length > 1;
      // "dental, behavioural or alternative cover they'd add": a noun wink read as a verb before the doer.
      const headNoun =
        t?.pos === "VERB" &&
        !/(ed|ing)$/.test(w) &&
        (SUBJECT_PRONOUNS.has(lower(tokens[j + 1])) || AUDIENCE.has(lower(tokens[j + 1])));
      if (headNoun && t) {
        last.push(t);
        continue;
      }
      if (
        stopAtDoer &&
        afterOr &&
        last.length > 0 &&
        (AUDIENCE.has(w) ||
          SUBJECT_PRONOUNS.has(w) ||
          t?.pos === "VERB" ||
          t?.pos === "AUX" ||
          // "or evenings suit them best": a word before "them" is the verb.
          OBJECT_PRONOUNS.has(lower(tokens[j + 1])))
      )
        break;
      if (t) last.push(t);
    }
    return j;
  };
  const stand = lower(tokens[span.start + 1]);
  let clause: Span;
  if (STAND_FOR_LIST.has(stand)) {
    const dash = tokens.findIndex((t, k) => k > span.start + 1 && k < span.end && /^[-–—:]$/.test(t.value));
    if (dash < 0) return undefined;
    split(dash + 1, span.end, false);
    clause = { ...span, start: span.start + 2, end: dash };
  } else {
    const stop = split(span.start + 1, span.end, true);
    if (stop >= span.end) return undefined;
    // "which of Apple Pay, card or PayPal do you use": a direct question puts its auxiliary first.
    clause = { ...span, start: stop, inverted: tokens[stop]?.pos === "AUX" };
  }
  const kept = items.filter((x) => x.length > 0);
  // "dental, behavioural or alternative cover": the last item's noun belongs to each one-word item.
  // "tea, coffee or hot chocolate" shares nothing: only adjectives before it do.
  const lastItem = kept.at(-1) ?? [];
  const shared =
    lastItem.length === 2 &&
    kept.every((x) => x.length === 1 || x === lastItem) &&
    kept.every((x) => x === lastItem || x[0]?.pos === "ADJ")
      ? lastItem[1]
      : undefined;
  // "the new dodgeball, ninja course or ...": the article before the list is no part of an answer.
  const list = kept.map((x) =>
    (shared && x.length === 1 ? [...x, shared] : x)
      .map((t) => t.value)
      .join(" ")
      .replace(/^(the|a|an|our) /i, ""),
  );
  if (list.length < 2 || list.length > 6 || list.some((x) => x.split(" ").length > 4)) return undefined;
  return { items: list, span: clause };
}

/** Verbs wink may read as nouns after a subject: "does the sound work", "would a different night suit". */
const NOUN_LIKE_VERBS =
  /^(work|run|load|help|matter|fit|feel|look|sound|seem|suit|last|arrive|start|finish|open|close)$/i;

export function parseClause(tokens: TaggedToken[], span: Span, who: Respondents): ClauseAim {
  const listed = whichOfList(tokens, span);
  if (listed) {
    const c = parseClause(tokens, listed.span, who);
    // "which of these matters most": the verb stands first, with no doer.
    const first = tokens[listed.span.start];
    // "which of mornings or evenings suit them best": so it does after the list.
    const verbFirst =
      !c.verb &&
      !c.aux &&
      first !== undefined &&
      (/[^s]s$/.test(lower(first)) || OBJECT_PRONOUNS.has(lower(tokens[listed.span.start + 1]))) &&
      (listed.span.start === span.start + 2 || OBJECT_PRONOUNS.has(lower(tokens[listed.span.start + 1])));
    const fixed = verbFirst
      ? {
          ...c,
          subject: "",
          audience: false,
          verb: lower(first).replace(/s$/, ""),
          verbText: lower(first),
          rest: flipRest(tokens, listed.span.start + 1, listed.span.end, who),
        }
      : c;
    return { ...fixed, whNoun: "of these", choices: listed.items };
  }
  let i = span.start;
  const end = span.end;
  let aux = "";
  let negated = false;
  // Inverted questions put the auxiliary first: "would people come", "how do patients feel".
  if (span.inverted && tokens[i]?.pos === "AUX") {
    aux = lower(tokens[i]);
    i++;
    // "why don't customers leave reviews": the negation comes with the auxiliary, before the doer.
    if (
      NEGATIONS.has(lower(tokens[i])) &&
      tokens[i + 1] &&
      (tokens[i + 1]?.pos !== "VERB" || AUDIENCE.has(lower(tokens[i + 1])))
    ) {
      negated = true;
      i++;
    }
  }
  const subjectStart = i;
  // "why some stop after the first term": some of the people asked, and the verb after them.
  // "why some don't buy the next course": the verb may come after its "do" and "not".
  let quantVerb = i + 1;
  while (quantVerb < end && (DO.has(lower(tokens[quantVerb])) || NEGATIONS.has(lower(tokens[quantVerb])))) quantVerb++;
  const quantified =
    /^(some|many|most|others)$/.test(lower(tokens[i])) &&
    (PEOPLE_VERBS.has(lower(tokens[quantVerb])) || LEAVING_VERBS.has(lower(tokens[quantVerb])));
  if (quantified) i++;
  // "would people come", "how people choose": wink may tag the doer as a verb.
  else if (AUDIENCE.has(lower(tokens[i])) && !OBJECT_PRONOUNS.has(lower(tokens[i])) && i < end && i + 1 < end) {
    i++;
    // "regular donors": two people words, one describing the other.
    if (
      AUDIENCE.has(lower(tokens[i])) &&
      /s$/.test(lower(tokens[i])) &&
      i + 1 < end &&
      !SUBJECT_PRONOUNS.has(lower(tokens[i]))
    )
      i++;
  }
  // "do site managers stop", "do regular donors stop": words before the people describe them.
  else if (span.inverted && aux)
    for (let j = i + 1; j <= i + 2 && j + 1 < end; j++) {
      if (!/^(ADJ|NOUN|VERB|PROPN)$/.test(tokens[j - 1]?.pos ?? "")) break;
      if (AUDIENCE.has(lower(tokens[j])) && !OBJECT_PRONOUNS.has(lower(tokens[j])) && /s$/.test(lower(tokens[j]))) {
        i = j + 1;
        break;
      }
    }
  while (!quantified && i < end) {
    const t = tokens[i];
    if (t?.pos === "AUX") break;
    // "whether the text reminders we send are useful": "we send" is said of the reminders; "are" is the verb.
    if (
      i > subjectStart &&
      /^(we|i|you|they)$/.test(lower(t)) &&
      tokens[i - 1]?.pos === "NOUN" &&
      tokens[i + 1]?.pos === "VERB" &&
      (tokens[i + 2]?.pos === "AUX" || BE.has(lower(tokens[i + 2])))
    ) {
      i += 2;
      continue;
    }
    // "how satisfied are nurses with shift patterns": after the people, a preposition starts the complement.
    if (
      span.inverted &&
      aux &&
      // "how do dog owners in the park feel": after "do", the place describes the people, the verb comes later.
      !DO.has(aux) &&
      i > subjectStart &&
      t?.pos === "ADP" &&
      lower(t) !== "of" &&
      AUDIENCE.has(lower(tokens[i - 1]))
    )
      break;
    // "our invoicing software": a verb form between a determiner and a noun modifies the noun.
    // "the website booking form": an "-ing" word between two nouns does too.
    const modifier =
      i > subjectStart &&
      (/^(DET|ADJ)$|^PRON$/.test(tokens[i - 1]?.pos ?? "") ||
        // "the colours on printed posters": a participle after a preposition describes the noun.
        (tokens[i - 1]?.pos === "ADP" && /ed$/.test(lower(t))) ||
        // "the new dispensing system": wink may read "new" as an adverb before an "-ing" modifier.
        (tokens[i - 1]?.pos === "ADV" && /ing$/.test(lower(t)) && i - 1 > subjectStart) ||
        (tokens[i - 1]?.pos === "NOUN" && /ing$/.test(lower(t)) && !AUDIENCE.has(lower(tokens[i - 1])))) &&
      // "how it affects childcare": after "it" comes its verb.
      !SUBJECT_PRONOUNS.has(lower(tokens[i - 1])) &&
      lower(tokens[i - 1]) !== "it" &&
      // "a calendar showing free dates": the noun may wait behind its adjective.
      (tokens[i + 1]?.pos === "NOUN" || (tokens[i + 1]?.pos === "ADJ" && tokens[i + 2]?.pos === "NOUN"));
    // "are school dinners good value": a noun modifier wink read as a verb, right after the auxiliary.
    const leadingModifier =
      (i === subjectStart &&
        span.inverted &&
        aux !== "" &&
        !/ed$/.test(lower(t)) &&
        tokens[i + 1]?.pos === "NOUN" &&
        (!/ing$/.test(lower(t)) || /^(ADJ|ADV|ADP)$/.test(tokens[i + 2]?.pos ?? ""))) ||
      // "were labels easy to read": a plural wink read as a verb, before what is said of it.
      (i === subjectStart &&
        span.inverted &&
        BE.has(aux) &&
        /[^s]s$/.test(lower(t)) &&
        (tokens[i + 1]?.pos === "ADJ" ||
          (tokens[i + 1]?.pos === "ADV" && (tokens[i + 2]?.pos === "ADJ" || /ed$/.test(lower(tokens[i + 2])))))) ||
      // "was price fair": a singular wink read as a verb, right before what is said of it.
      (i === subjectStart &&
        span.inverted &&
        BE.has(aux) &&
        !/(ed|ing)$/.test(lower(t)) &&
        tokens[i + 1]?.pos === "ADJ" &&
        /^[,.;?!]?$/.test(lower(tokens[i + 2]))) ||
      // "was drop off and collection easy": a verb and its particle name a thing before what is said of it.
      (i === subjectStart &&
        span.inverted &&
        BE.has(aux) &&
        /^(off|up|in|out)$/.test(lower(tokens[i + 1])) &&
        /^(CCONJ|ADJ|ADV)$/.test(tokens[i + 2]?.pos ?? "")) ||
      // "how fairly berth fees are set", "how fairly fares are set": nouns before their auxiliary are no verb.
      (i === subjectStart &&
        !/ed$/.test(lower(t)) &&
        ((tokens[i + 1]?.pos === "NOUN" && tokens[i + 2]?.pos === "AUX") ||
          (/[^s]s$/.test(lower(t)) && tokens[i + 1]?.pos === "AUX")));
    // "whether onboarding prepared them": an "-ing" word before the verb is what does it.
    // "are the opening hours working": an "-ing" word after "the" still belongs to the subject.
    const afterDet = tokens[i - 1]?.pos === "DET" && /ing$/.test(lower(t)) && i + 1 < end;
    // "how was booking online", "if booking by phone is easy": the "-ing" word is what is asked about.
    const beFollows = () => {
      const laterBe = tokens.slice(i + 1, span.end).findIndex((x) => BE.has(lower(x)));
      return laterBe >= 0 && !tokens.slice(i + 1, i + 1 + laterBe).some((x) => x.pos === "VERB" || x.pos === "PRON");
    };
    // "whether monthly invoicing works": an adverb may describe the gerund.
    const gerundDoer =
      (i === subjectStart || (i === subjectStart + 1 && tokens[subjectStart]?.pos === "ADV")) &&
      /ing$/.test(lower(t)) &&
      (tokens[i + 1]?.pos === "VERB" ||
        (span.inverted && BE.has(aux) && !/^(DET|PRON)$/.test(tokens[i + 1]?.pos ?? "")) ||
        (!span.inverted && !aux && beFollows()));
    // "do the reminders before a session ends arrive": after "do", a verb in -s belongs to a clause
    // inside the subject; the bare verb later is the one asked about.
    const inner =
      span.inverted &&
      DO.has(aux) &&
      i > subjectStart &&
      /[^s]s$/.test(lower(t)) &&
      tokens.slice(i + 1, end).some((x) => x.pos === "VERB" && !/[^s]s$/.test(lower(x)));
    // "whether the kids club is good value": wink may read the noun after a people word as their verb.
    const namedByPeople =
      i > subjectStart + 1 &&
      AUDIENCE.has(lower(tokens[i - 1])) &&
      tokens[i - 2]?.pos === "DET" &&
      tokens[i + 1]?.pos === "AUX";
    if (
      t?.pos === "VERB" &&
      !namedByPeople &&
      !(i > subjectStart && /[^s]s$/.test(lower(t)) && /^(are|were)$/.test(lower(tokens[i + 1])) && !aux) &&
      !modifier &&
      !leadingModifier &&
      !gerundDoer &&
      !inner &&
      !(span.inverted && aux && afterDet) &&
      // "whether the drying is thorough": an "-ing" word after "the" and before "is" names a thing.
      !(afterDet && BE.has(lower(tokens[i + 1])))
    )
      break;
    // "whether the model poses are long enough": a plural before "are" is the thing, not a verb.
    const pluralBeforeBe =
      i > subjectStart && /[^s]s$/.test(lower(t)) && /^(are|were)$/.test(lower(tokens[i + 1])) && !aux;
    if (!inner && !pluralBeforeBe && verbInDisguise(tokens, i, subjectStart)) break;
    // "does the Zoom sound work OK for everyone", "would a different night suit better": after "does" or a
    // modal and its subject, a verb wink read as a noun.
    if (
      span.inverted &&
      (DO.has(aux) || MODALS.has(aux)) &&
      i > subjectStart + 1 &&
      t?.pos === "NOUN" &&
      NOUN_LIKE_VERBS.test(lower(t)) &&
      /^(ADJ|INTJ|ADV|ADP|PUNCT)$/.test(tokens[i + 1]?.pos ?? "PUNCT")
    )
      break;
    // "how often does the connection drop": after "does" and its subject, the last word is the verb.
    if (
      span.inverted &&
      DO.has(aux) &&
      i === end - 1 &&
      i > subjectStart + 1 &&
      t?.pos === "NOUN" &&
      tokens[i - 1]?.pos === "NOUN"
    )
      break;
    // "how patients at Oakfield Surgery book appointments": after the people and where they are, their verb.
    if (
      i > subjectStart + 1 &&
      AUDIENCE.has(lower(tokens[subjectStart])) &&
      PEOPLE_VERBS.has(lower(t)) &&
      /^(NOUN|DET|PRON)$/.test(tokens[i + 1]?.pos ?? "") &&
      !/^(DET|ADJ)$/.test(tokens[i - 1]?.pos ?? "")
    )
      break;
    // "users drop off": after the respondents' noun, the next word is their verb, whatever wink says.
    // "users never open": an adverb may come between.
    let doerAt = i - 1;
    while (doerAt > subjectStart && tokens[doerAt]?.pos === "ADV") doerAt--;
    if (
      i > subjectStart &&
      AUDIENCE.has(lower(tokens[doerAt])) &&
      // "the hire rates": hire as a service, not new hires.
      !/^hires?$/.test(lower(tokens[doerAt])) &&
      // "a members discount": a plural after "a" names whom the next noun is for.
      !(/^(a|an)$/.test(lower(tokens[doerAt - 1])) && /[^s]s$/.test(lower(tokens[doerAt]))) &&
      (/^(NOUN|ADJ|PROPN)$/.test(t?.pos ?? "") || lower(t) === "like") &&
      lower(tokens[doerAt]) !== "they" &&
      // "the staff recommendations helped": a word in -ation names what the staff made, not what they do.
      !/.{3}(ations?|ness|ities|ity)$/.test(lower(t)) &&
      !namedByPeople
    )
      break;
    if (
      span.inverted &&
      aux &&
      i > subjectStart &&
      /^(VERB|ADJ|ADV)$/.test(t?.pos ?? "") &&
      !afterDet &&
      !modifier &&
      !inner &&
      // "would a simple online calendar help": an adjective before its noun is inside the subject.
      !(
        t?.pos === "ADJ" &&
        (/^(DET|ADJ)$/.test(tokens[i - 1]?.pos ?? "") || /ing$/.test(lower(tokens[i - 1]))) &&
        /^(ADJ|NOUN)$/.test(tokens[i + 1]?.pos ?? "") &&
        tokens.slice(i + 1, end).some((x) => x.pos === "NOUN")
      )
    )
      break;
    i++;
  }
  // "they usually come in": the adverb belongs with the verb.
  let subjectEnd = i;
  // "is monthly often enough": after "is", the adverb asked about is the subject.
  const keepOne = span.inverted && BE.has(aux) && !NEGATIONS.has(lower(tokens[subjectStart])) ? 1 : 0;
  while (
    subjectEnd > subjectStart + keepOne &&
    (tokens[subjectEnd - 1]?.pos === "ADV" || NEGATIONS.has(lower(tokens[subjectEnd - 1])))
  )
    subjectEnd--;
  // "is the instructor patient enough": a people word before "enough" says how the one before it is.
  if (
    subjectEnd - subjectStart >= 2 &&
    lower(tokens[subjectEnd]) === "enough" &&
    AUDIENCE.has(lower(tokens[subjectEnd - 1])) &&
    tokens[subjectEnd - 2]?.pos === "NOUN"
  ) {
    subjectEnd--;
    i = subjectEnd;
  }
  // "users never open": the adverb left before the verb may be its negation.
  if (tokens.slice(subjectEnd, i).some((t) => NEGATIONS.has(lower(t)))) negated = true;
  const subjectTokens = tokens.slice(subjectStart, subjectEnd);
  const subjectPhrase = nounPhrases(subjectTokens)[0];
  const subjectWord = lower(subjectTokens[0]);
  const pronoun = subjectTokens.length === 1 && /^(it|they|this|these|those)$/.test(subjectWord);
  // "the kids club", "the members bar": a people word before another noun names what they use.
  const peopleAsModifier =
    subjectPhrase !== undefined && /^(NOUN|VERB)$/.test(subjectTokens[subjectPhrase.end]?.pos ?? "");
  let audience =
    !peopleAsModifier &&
    subjectTokens.length > 0 &&
    (pronoun
      ? subjectWord === "they" && who.they
      : subjectPhrase
        ? isAudiencePhrase(subjectPhrase, who)
        : isAudienceWord(subjectWord, subjectWord, who));
  // "how you find the timetable": the owner may speak to the respondents already.
  if (subjectTokens.length === 1 && (subjectWord === "you" || quantified)) audience = true;
  // "why nobody comes to the team lunch": why the respondent does not come.
  if (subjectTokens.length === 1 && /^(nobody|noone|no-one)$/.test(subjectWord)) {
    audience = true;
    negated = true;
  }
  let subject = "";
  if (audience) subject = "you";
  else if (pronoun) {
    // "how easy it is to book": an empty "it" stays.
    // "how long did it take to get your laptop back": so does the "it" of a time taken.
    const expletive =
      subjectWord === "it" &&
      (BE.has(aux) || BE.has(lower(tokens[i])) || /^(take|took|takes)$/.test(lower(tokens[i]))) &&
      tokens.slice(i, end).some((t) => lower(t) === "to");
    subject = expletive ? "it" : who.subject;
  } else subject = flipRest(tokens, subjectStart, subjectEnd, who);
  // "how clean were costumes": a note's bare plural is the things they had.
  // "was price fair": a note's bare thing, asked back with its article.
  if (
    ((span.wh === "how" &&
      span.degree &&
      !/^(many|much|long|often|far)$/.test(span.degree) &&
      /^[a-z]+[^s]s$/.test(subject)) ||
      (span.inverted &&
        BE.has(aux) &&
        /^(price|cost|quality|service|food|staff|turnaround|wait|queue|delivery|fit|finish|room|venue|menu|music)$/.test(
          subject,
        ))) &&
    !audience &&
    subjectTokens.length === 1 &&
    /^(NOUN|VERB)$/.test(subjectTokens[0]?.pos ?? "")
  )
    subject = `the ${subject}`;
  // "ask parents whether the kids enjoy it": the children are the respondent's own.
  if (/^(parent|carer|guardian)$/.test(who.head)) subject = subject.replace(/^the (kids|children|child)$/i, "your $1");
  // "was it too choppy" about "the boat trips": the plural thing "it" stands for takes "were".
  const pluralStandIn =
    pronoun &&
    subject === who.subject &&
    /[^s]s$/.test(subject) &&
    !/(us|is|aas)$/.test(subject) &&
    !/^\p{Lu}/u.test(subject);
  if (pluralStandIn && aux === "was") aux = "were";
  if (pluralStandIn && aux === "is") aux = "are";
  // "do the alerts ... arrive", "were the staff polite": the owner's auxiliary already says the number.
  const plural =
    (span.inverted && /^(do|are|were)$/.test(aux)) ||
    // "whether the music during public sessions is too loud": the owner's "is" says the number too.
    (!(span.inverted
      ? /^(does|is|was)$/.test(aux)
      : // "whether the pace of the classes feels right": a verb in -s says one thing too.
        !pronoun &&
        subjectTokens.length > 1 &&
        (/^(does|is|was|has)$/.test(lower(tokens[i])) ||
          (tokens[i]?.pos === "VERB" && /[^s]s$/.test(lower(tokens[i]))))) &&
      (pluralStandIn ||
        audience ||
        subjectWord === "they" ||
        subjectWord === "these" ||
        // "were we on time": the owner's "we" takes "were" and "do", as does "I" said for the business.
        subjectWord === "we" ||
        subjectWord === "i" ||
        // "which of these children enjoy": plurals without an "s".
        /^(children|people|men|women|police)$/.test(lower(subjectTokens.at(-1))) ||
        (subjectPhrase
          ? /s$/.test(subjectPhrase.words.at(-1) ?? "") && !/ss$/.test(subjectPhrase.words.at(-1) ?? "")
          : false) ||
        // "the pick up times": wink may end the phrase before its last noun.
        (subjectTokens.length > 1 &&
          subjectTokens.at(-1)?.pos === "NOUN" &&
          /[^su]s$/.test(lower(subjectTokens.at(-1))) &&
          !/(ss|us|is)$/.test(lower(subjectTokens.at(-1))))));
  // Auxiliaries and negation: "would", "do not", "are", "has".
  let perfect = HAVE.has(aux);
  while (i < end && (tokens[i]?.pos === "AUX" || NEGATIONS.has(lower(tokens[i])))) {
    const v = lower(tokens[i]);
    // "did teams have enough mentors": after "did", "have" is the verb; "how do they do it": so is "do".
    if (DO.has(aux) && (HAVE.has(v) || DO.has(v))) break;
    // "whether we should do more concerts": after a modal, "do" before its object is the verb.
    if (MODALS.has(aux) && DO.has(v) && !/^(VERB|AUX|PART)$/.test(tokens[i + 1]?.pos ?? "")) break;
    // "how often they need staff help": "need" before a noun is the verb.
    if (v === "need" && /^(NOUN|DET|ADJ|PRON|NUM)$/.test(tokens[i + 1]?.pos ?? "")) break;
    // "whether they have enough time": "have" before a noun phrase is the verb, not an auxiliary.
    if (
      HAVE.has(v) &&
      !aux &&
      /^(DET|ADJ|NOUN|PRON|NUM)$|^ADV$/.test(tokens[i + 1]?.pos ?? "") &&
      !/(ed|en)$/.test(lower(tokens[i + 1]))
    )
      break;
    // "was the price what you were quoted": the "were" is the inner clause's, kept with it.
    if (aux && BE.has(v) && subjectTokens.some((t) => /^(what|how|who)$/.test(lower(t)))) break;
    if (NEGATIONS.has(v)) negated = true;
    else if (!aux) aux = v;
    else if (HAVE.has(v)) perfect = true;
    // "whether floodlights would be worth the fee": after a modal, "be" is the verb.
    else if (MODALS.has(aux) && v === "be" && !perfect && !modalBeAuxiliary(tokens[i + 1])) break;
    i++;
  }
  while (i < end && NEGATIONS.has(lower(tokens[i]))) {
    negated = true;
    i++;
  }
  // "whether they could actually see the stage": a filler adverb between the auxiliary and the verb.
  if (aux && /^(actually|really)$/.test(lower(tokens[i])) && /^(VERB|AUX)$/.test(tokens[i + 1]?.pos ?? "")) i++;
  // "which bits of the homework people actually do": a lone "do" with nothing after it is the verb.
  // "how many lessons they had": a lone "had" is the verb too.
  if ((DO.has(aux) || HAVE.has(aux)) && (i >= end || /^(CCONJ|PUNCT)$/.test(tokens[i]?.pos ?? ""))) {
    i--;
    while (i > subjectStart && lower(tokens[i]) !== aux) i--;
    aux = "";
  }
  let verb = "";
  let verbText = "";
  const verbTok = tokens[i];
  // "were the prizes motivating": an "-ing" word that ends the clause describes, like an adjective.
  // "is your child progressing": a change under way is the verb itself.
  const describing =
    BE.has(aux) && /ing$/.test(lower(verbTok)) && i + 1 >= end && !audience && !UNDER_WAY.has(lower(verbTok));
  const isVerb =
    verbTok?.pos === "VERB" ||
    (MODALS.has(aux) && lower(verbTok) === "be" && !modalBeAuxiliary(tokens[i + 1])) ||
    (DO.has(aux) && (HAVE.has(lower(verbTok)) || DO.has(lower(verbTok)))) ||
    (MODALS.has(aux) && DO.has(lower(verbTok)));
  if (verbTok && isVerb && (!BE.has(aux) || /ing$/.test(lower(verbTok))) && !describing) {
    verbText = verbTok.value;
    verb = verbTok.lemma;
    i++;
  } else if (
    !BE.has(aux) &&
    verbTok &&
    i < end &&
    (verbInDisguise(tokens, i, subjectStart) ||
      (!aux && subjectTokens.length > 0) ||
      DO.has(aux) ||
      (MODALS.has(aux) && span.inverted && NOUN_LIKE_VERBS.test(lower(verbTok))) ||
      (audience && lower(verbTok) === "like"))
  ) {
    // wink sometimes tags a verb after its subject as a noun ("users abandon", "what stops them").
    verbText = verbTok.value;
    verb =
      verbTok.lemma.replace(/s$/, "") === verbTok.value.toLowerCase().replace(/s$/, "")
        ? verbTok.value.toLowerCase().replace(/(?<=[^s])s$/, "")
        : verbTok.lemma;
    i++;
  }
  // "found us" is "find" in the past, not "to found".
  if (verbText.toLowerCase() === "found") verb = "find";
  // "how long claims took": wink may leave an irregular past as its own lemma.
  const irregular = IRREGULAR_PAST[verb];
  if (irregular) verb = irregular;
  // "whether they would recommend the trail": only people recommend, pay or come back.
  if (!audience && subjectWord === "they" && subjectTokens.length === 1 && PEOPLE_VERBS.has(verb)) {
    audience = true;
    subject = "you";
  }
  // "would brides recommend us", "do punters come back": a bare plural that recommends, pays or comes
  // is the people asked, whatever the owner calls them; each answers for themselves.
  if (
    !audience &&
    (span.inverted || span.wh === "whether") &&
    /^(would|will|do|did|could)$/.test(aux) &&
    subjectTokens.length === 1 &&
    subjectTokens[0]?.pos === "NOUN" &&
    /[^s]s$/.test(subjectWord) &&
    !STAFF.has(subjectWord) &&
    !STAFF.has(subjectWord.replace(/s$/, "")) &&
    // "Parents: do kids enjoy the pieces": another group the purpose knows is asked about, not asked.
    !(who.head && AUDIENCE.has(subjectWord) && !isAudienceWord(subjectWord, subjectWord, who)) &&
    PEOPLE_VERBS.has(verb)
  ) {
    audience = true;
    subject = "you";
  }
  // "how often drivers use it": people who use, buy or book the thing are its customers, whatever their job.
  if (
    !audience &&
    subjectTokens.length === 1 &&
    STAFF.has(subjectWord) &&
    /^(use|pay|buy|book|download|subscribe)$/.test(verb)
  ) {
    audience = true;
    subject = "you";
  }
  let oneNamed = false;
  // "was the electrician on time, did they explain the work": "they" who explain or tidy up are the
  // tradesperson named before, not the customer answering.
  if (subjectWord === "they" && subjectTokens.length === 1 && PROVIDER_VERBS.has(verb)) {
    let j = span.start - 1;
    while (j >= 0 && !TRADESPEOPLE.has(lower(tokens[j]))) j--;
    const named = j >= 0 ? lower(tokens[j]) : "";
    if (named && !/s$/.test(named)) {
      audience = false;
      subject = `the ${named}`;
      oneNamed = true;
      if (aux === "do") aux = "does";
      if (aux === "are") aux = "is";
      if (aux === "were") aux = "was";
    }
  }
  // "Passengers: ..., how clean they are": "they" cleaned or kept are the things, not the people.
  if (audience && subjectWord === "they" && !verb && THING_DEGREES.has(span.degree)) {
    audience = false;
    subject = who.subject;
  }
  let tense: Tense = "present";
  const perfectModal = MODALS.has(aux) && perfect;
  if (MODALS.has(aux)) tense = "modal";
  else if (HAVE.has(aux)) tense = "perfect";
  else if (aux === "did" || aux === "was" || aux === "were") tense = "past";
  else if (!aux && verb) {
    const w = verbText.toLowerCase();
    // "whether onboarding prepared them": a verb in -ed is past whatever lemma wink gave it.
    const present =
      !/[^e]ed$/.test(w) &&
      // "practise" for "practice": the British spelling of the same present.
      [w, w.replace(/ise(s?)$/, "ice$1")].some(
        (form) =>
          form === verb || form === `${verb}s` || form === `${verb}es` || form === `${verb.replace(/y$/, "")}ies`,
      );
    tense = present ? "present" : "past";
  }
  // "how settled their cat seemed when they picked it up": "it" is the cat, so "they" are the owners.
  const itIsDoer = tokens.slice(i, end).some((t) => /^it$/i.test(t.value)) && !/s$/.test(subject);
  // "whether our staff know their stuff": "their" is the staff's own, not the respondent's.
  const peopleDoer =
    /^(our|the) \w+$/.test(subject) &&
    (STAFF.has(subject.split(" ")[1] ?? "") || AUDIENCE.has(subject.split(" ")[1] ?? ""));
  let rest = flipRest(
    tokens,
    i,
    end,
    who,
    // "whether your kids enjoy it": "it" is the thing asked about for them too.
    audience || /^your (kids|children|child)$/.test(subject),
    audience || itIsDoer ? false : /^your \w+$/.test(subject) ? true : peopleDoer ? "possessive" : false,
  );
  // "what is missing": the word after "is" says what the thing is, with no doer of its own.
  if (
    span.wh === "what" &&
    BE.has(aux) &&
    /^(missing|lacking|wrong|broken|confusing|annoying|working)$/.test(subject) &&
    !rest
  ) {
    rest = subject;
    subject = "";
  }
  // "how tidy are plots": the bare plural after "are" is the things asked about.
  if (span.wh === "how" && span.degree && !subject && BE.has(aux) && /^[a-z]+[^s]s$/.test(rest)) {
    subject = `the ${rest}`;
    rest = "";
  }
  // "which materials they found hardest (acrylics, oils or pastels)": the bracketed items are the answers.
  const bracketed = span.wh === "which" ? /^(.*?)\s*\(\s*([^()]+?)\s*\)$/.exec(rest) : null;
  const listedInBrackets = bracketed?.[2]?.split(/\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/).filter((x) => x !== "");
  const bracketChoices =
    listedInBrackets && listedInBrackets.length >= 2 && listedInBrackets.length <= 6 ? listedInBrackets : undefined;
  if (bracketChoices) rest = bracketed?.[1] ?? rest;
  // "what almost made them leave", "why people only stay for one glass": the adverb is the point and stays.
  const hedge = tokens
    .slice(subjectEnd, i)
    .map(lower)
    .find((w) => /^(almost|nearly|only)$/.test(w));
  const adverb = hedge ?? "";
  const text = tokens
    .slice(span.start, end)
    .map((t) => t.value)
    .join(" ")
    .toLowerCase();
  // "whether to run a summer tournament": whether we should.
  if (subjectTokens.length === 1 && subjectWord === "to" && verb) {
    subject = "we";
    aux = "should";
    tense = "modal";
  }
  return {
    type: "clause",
    wh: span.wh,
    degree: span.degree,
    whNoun: span.whNoun,
    subject,
    audience,
    plural: plural && !oneNamed,
    aux,
    negated,
    tense,
    verb,
    verbText,
    rest,
    text,
    perfectModal,
    ...(adverb ? { adverb } : {}),
    ...(bracketChoices ? { choices: bracketChoices } : {}),
  };
}
