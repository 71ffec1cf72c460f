import { gerund } from "./aim-questions.ts";
import {
  AIM_DATA,
  type Aim,
  AUDIENCE,
  CHANGE_WORDS,
  type ClauseAim,
  findClauses,
  flipPeople,
  lower,
  parseClause,
  type Respondents,
  type TopicAim,
} from "./aims.ts";
import { DOMAINS, type Domain, GENERIC, SUBJECT_KINDS, type SubjectKind } from "./domains.ts";
import type { TaggedToken } from "./nlp.ts";
import { INSTRUCTION_WORDS, joinWords, type NounPhrase, nounPhrases, tagSentences } from "./phrases.ts";
import { isEnglishWord } from "./screen.ts";
import { capitalise, MISSPELLINGS, wordSet } from "./util.ts";

export interface PurposeReading {
  /** The domain the purpose belongs to, for titles; GENERIC when none clearly fits. */
  domain: Domain;
  /** The subject is the kind of thing the domain's question bank is written for. */
  useBank: boolean;
  /** As used in questions: "our new coffee shop", "the React workshop", "Pennywise"; "" when none is named. */
  subject: string;
  /** The subject without the place it is at ("the breakfast buffet"), for later questions; else the subject. */
  short: string;
  /** Subject without determiner, for titles: "new coffee shop". */
  bare: string;
  /** Lower-case last word of the subject ("shop"), or "". */
  head: string;
  kind: SubjectKind;
  /** "the Saturday shifts" takes "do" and "are" in questions. */
  plural: boolean;
  /** What the owner wants to learn, in the purpose's order. */
  aims: Aim[];
  /** Lemma of the respondents as the purpose names them ("visitor"), or "". */
  respondents: string;
  /** The respondents' word as written, singular ("traveller"), or "". */
  respondentWord: string;
  /** The purpose as read (chat shorthand spelled out). */
  text: string;
  /** Nothing exists yet to be used or rated (an idea, a prototype). */
  idea?: boolean;
}

/** Nouns that describe the survey or its audience rather than what it is about. */
const NOT_SUBJECTS = new Set(
  (
    "feedback survey form questionnaire poll opinion opinions thought thoughts view views insight insights " +
    "response responses answer answers question questions experience experiences satisfaction information data input " +
    "research study understanding result results need needs reason reasons respondent respondents sentiment perception perceptions " +
    "impression impressions attitude attitudes rating ratings review reviews level levels idea ideas improvement " +
    "improvements way ways area areas problem problems issue issues group kind sort purpose goal goals " +
    "stakeholder stakeholders interest demand engagement evaluation exit pulse check-in follow-up usability " +
    "accessibility performance reliability effectiveness impact success quality"
  ).split(" "),
);
const STAFF_WORDS = new Set(AIM_DATA.staff);
const SHORT_WORDS = wordSet("sim sims");
/** "the pta", "our diy club": a short word typed in lower case that is no English word is initials. */
function isAcronym(word: string): boolean {
  // "our farming sim": words the lexicon lacks that are still words.
  if (SHORT_WORDS.has(word.toLowerCase())) return false;
  return (word.match(/[aeiou]/g) ?? []).length <= 1 && !isEnglishWord(word) && !isEnglishWord(word.replace(/s$/, ""));
}

/** Who or what a customer brings to be looked after: "dog settled ok?" asks about their dog. */
const DEPENDANTS = wordSet("dog cat pet puppy kitten horse child kid son daughter baby car vehicle bike");
/** What respondents do with a thing a note asks about: "newsletters read?". */
const HABIT_VERBS = wordSet("read use open watch follow check");
/** What a thing is rated on: "the hygiene of the tools", "the condition of the lockers". */
const QUALITY_HEADS = wordSet("hygiene cleanliness quality condition state safety comfort range choice selection");
const CAUSE_VERBS = new Set(AIM_DATA.causeVerbs);
/** People in general: never the subject, whoever answers. */
const PEOPLE = wordSet(
  "people person user customer visitor guest member attendee participant respondent everyone anyone someone they them i i'm im we we're",
);
/** Who inside an organisation asks: "the Parks Committee wants to know" asks about something else. */
const BODIES = wordSet(
  "team teams department committee board council management office hr trust trustees group panel staff governors",
);
/** Trades named by who practises them: "as an independent optician" names the business the owner runs. */
const TRADE_PEOPLE = wordSet(
  "optician dentist vet veterinarian hairdresser barber butcher baker florist chemist pharmacist physiotherapist osteopath chiropractor solicitor solicitors lawyer lawyers accountant accountants architect surveyor plumber electrician mechanic locksmith undertaker undertakers jeweller tailor photographer podiatrist optometrist",
);
/** Changes named with what they change to or from: "the switch to a four-day week". */
const CHANGE_NOUNS = wordSet(
  "switch move transition change changes merger reorganisation reorganization restructure restructuring",
);
const STREET = /\b(road|street|st|avenue|ave|lane|way|drive|close|crescent|square|boulevard|terrace|row)\.?$/i;
/** People a thing can be for: "equipment for toddlers", "classes for beginners". */
const GROUPS = wordSet(
  "children kids toddlers babies infants teens teenagers beginners adults seniors families women men girls boys dogs pets firms businesses companies teams agencies startups retailers landlords schools",
);
const TEMPORAL = wordSet(
  "peak rush lunchtime weekday afternoon quarterly annual monthly weekly yearly daily weekend week month year day today tonight quarter semester term time morning evening night season summer winter spring autumn fall january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays christmas easter",
);
const TOPIC_PREPOSITIONS = wordSet(
  "about on regarding of for with at into towards toward around concerning re to from in",
);
/** "We run a yoga studio": the owner's own place. */
const OWNING_VERBS = wordSet(
  "run ran opened open own owned manage managed launched launch started start built have has sell sold make made offer give teach host hold coach organise organize trial trialled trialed pilot piloted deliver delivered",
);
/** What respondents did with the owner's thing: "customers who tried our new menu". */
const USED = /^(used|tried|visited|attended|bought|booked|hired|rented|borrowed|joined|took|downloaded|ordered)$/i;

/** "Visitors who used the museum audio guide": the purpose names what respondents used. */
export function usedByRespondents(purpose: string, bare: string): boolean {
  const text = purpose.toLowerCase();
  const at = bare ? text.indexOf(` ${bare.toLowerCase()}`) : -1;
  const [who = "", verb = "", det = ""] = text.slice(0, Math.max(0, at)).trim().split(/\s+/).slice(-3);
  return at > 0 && /^(who|that)$/.test(who) && USED.test(verb) && /^(the|our|this)$/.test(det);
}
/** "a board game cafe we are thinking of opening": a concept, asked about before it exists. */
const MARKET_CUES =
  /\b(market research|(i'm|i am|we're|we are) (organising|organizing|planning)|upcoming|(do|would) (people|residents|customers|locals|parents|students) want|thinking of (opening|launching|starting|selling|offering)|would people|would (residents|customers|locals|parents|students|users|members|staff|employees|commuters|families|shoppers|visitors) (use|buy|pay|come|join|sign up|attend|visit|try|subscribe)|gauge (interest|demand)|before (we|they) launch|concept|idea for|plan(ning)? to (launch|open|sell|start)|(considering|launching|about to launch|about to open) (a|an)\b|potential (customers|buyers)|willingness to pay|demand for|interest in (a|an)\b)/i;
/**
 * "i own a launderette", "im a wedding dj", "we run the towns bike hire scheme": the owner's first
 * sentence tells of a business that runs already, so an idea told later is one aim, not market research.
 */
const RUNNING =
  /^(?!.*\b(?:thinking (?:of|about)|planning|plan to|hoping to|want to (?:start|open|launch)|about to)\b).*(?:\b(?:i|we) (?:run|own|host|manage|operate|organi[sz]e|teach|rent out|look after)|\b(?:i|we)(?:'ve| have)? got an?|^\s*got an?|\b(?:we'?re|we are) an? |\b(?:i'?m|im|i am) an? (?:self-employed |local |mobile |freelance |little )?\w+(?: \w+)? (?:and|doing|with|for|in|based|covering|\()|\b(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth) (?:year|season|edition))\b/i;
/** People who have just joined the owner's staff. */
export const NEW_STAFF = new Set(["hire", "starter", "joiner"]);
const WORKERS = new Set([...(DOMAINS.find((d) => d.id === "employee")?.respondents ?? []), "volunteer"]);
/** Words of research into a market, whatever the concept is. */
const MARKET_RESEARCH =
  /\b(gauge (interest|demand)|market research|product research|before (we|they) launch|potential (customers|buyers)|willingness to pay|demand for)\b/i;
/** Buying and paying: what makes a concept a thing for market research. */
const MONEY =
  /\b(pay|paid|paying|spend|spent|price|prices|pricing|priced|buy|buying|bought|purchase|purchasing|cost|costs|afford|sell|selling|market research|product research)\b/i;
const ALL_ENTITIES = [...DOMAINS, GENERIC].flatMap((d) => d.entities);
const STRONG_ENTITIES = [...DOMAINS, GENERIC].flatMap((d) => d.entities.filter((e) => !d.weakEntities?.includes(e)));
const READERS = /^(readers?|listeners?|viewers?|subscribers?|watchers?)$/;
const KIND_OF = new Map<string, SubjectKind>();
for (const kind of SUBJECT_KINDS) for (const w of AIM_DATA.kinds[kind] ?? []) if (!KIND_OF.has(w)) KIND_OF.set(w, kind);

function endsWithEntity(text: string, entities: string[]): string | undefined {
  const lower = ` ${text.toLowerCase()}`;
  // "cleaning services", "coding clubs": the plural names the same kind of thing.
  const singular = lower.replace(/(?<=[^s])s$/, "");
  // "pottery classes": "-es" after a hissing sound, where a craft says the classes are taught ("the new
  // classes" at a gym stay unnamed).
  const singularEs = lower.split(" ").some((w) => TAUGHT.has(w)) ? lower.replace(/(ss)es$/, "$1") : lower;
  return entities
    .filter((e) => lower.endsWith(` ${e}`) || singular.endsWith(` ${e}`) || singularEs.endsWith(` ${e}`))
    .sort((a, b) => b.length - a.length)[0];
}

function keywordScore(domain: Domain, lemmas: string[]): number {
  let score = 0;
  for (let i = 0; i < lemmas.length; i++) {
    score += domain.keywords[lemmas[i] ?? ""] ?? 0;
    if (i + 1 < lemmas.length) score += domain.keywords[`${lemmas[i]} ${lemmas[i + 1]}`] ?? 0;
    if (i + 2 < lemmas.length) score += domain.keywords[`${lemmas[i]} ${lemmas[i + 1]} ${lemmas[i + 2]}`] ?? 0;
  }
  return score;
}

/** The domain whose entities name the text ("Riverside Dental Clinic" -> patient), keywords breaking ties. */
function entityDomain(text: string, lemmas: string[]): Domain | undefined {
  let best: Domain | undefined;
  let bestLength = 0;
  let bestScore = -1;
  for (const domain of DOMAINS) {
    const match = endsWithEntity(text, domain.entities);
    if (!match || endsWithEntity(text, domain.notEntities ?? [])) continue;
    const score = keywordScore(domain, lemmas);
    // "the site" of an allotment is no website: a word with several senses needs the rest of the
    // purpose to speak of its domain too.
    // "the online statistics course": words before it settle the sense.
    const bare = text
      .toLowerCase()
      .replace(/^(the|our|my|your|this|a|an) /, "")
      .replace(/(?<=[^s])s$/, "");
    if (domain.weakEntities?.includes(match) && bare === match) {
      const own = new Set(
        text
          .toLowerCase()
          .split(/\s+/)
          .flatMap((w) => [w, w.replace(/s$/, "")]),
      );
      if (
        keywordScore(
          domain,
          lemmas.filter((l) => !own.has(l.toLowerCase())),
        ) < 2
      )
        continue;
    }
    // "Sam and Priya's wedding day": a weak entity after another domain's own kind of thing is that thing.
    const before = ` ${text.toLowerCase().slice(0, -match.length)}`;
    const otherKind = DOMAINS.some(
      (d) =>
        d !== domain &&
        d.entities.some((e) => !d.weakEntities?.includes(e) && !WHOSE.has(e) && before.includes(` ${e} `)),
    );
    if (domain.weakEntities?.includes(match) && otherKind) continue;
    // "the tattoo studio": a kind of place another domain names for sure is that domain's, unless the
    // purpose speaks of this one ("pilates").
    const weak = domain.weakEntities?.includes(match) && score < 2 ? 1 : 0;
    if (match.length > bestLength || (match.length === bestLength && score - weak * 100 > bestScore)) {
      best = domain;
      bestLength = match.length;
      bestScore = score - weak * 100;
    }
  }
  return best;
}

/** What things do, never people: "whether they run on time" after "how comfortable the ferries are". */
const THING_VERBS = wordSet(
  "run runs work works arrive arrives depart departs last lasts break breaks leak leaks fit fits open opens close closes start starts finish finishes operate operates",
);
/** What a thing costs (the price topic's heads, and "rates"): an aspect of the subject, never the subject. */
const PRICES = new Set([...(AIM_DATA.topics.find((t) => t.scale === "prices")?.heads ?? []), "rate", "rates"]);
/** Words that say whose a place is, not what kind: "the community pool", "the village school". */
const WHOSE = wordSet("community village town city council public neighbourhood neighborhood parish county");

/** Levels and crafts that say a course or class is taught. */
const TAUGHT = wordSet(
  "beginner beginners intro introductory advanced intermediate refresher crash taster evening online weekend pottery cooking coding programming language spanish french italian german dance salsa ballet art painting drawing photography baking sewing knitting woodwork writing music guitar piano singing swimming driving aid cpr excel bookkeeping",
);

/**
 * Whether a purpose clearly belongs to the domain its subject's last word names. A word with several
 * senses ("site", "park", "tower") names the domain's kind of thing only when the respondents or the
 * purpose's other words speak of the domain too: "our new site" of campers is no website, "the car
 * park" no park to visit, "St John's tower" no home. Words that say when or whose ("the summer
 * show", "the community pool") do not change the kind.
 */
function clearlyOf(domain: Domain, p: NounPhrase, proper: boolean, lemmas: string[], respondents: string): boolean {
  const match = endsWithEntity(p.words.join(" "), domain.entities) ?? "";
  if (!domain.weakEntities?.includes(match)) return true;
  // "the Introduction to Statistics course": a name says what it is; "St John's tower" names whose.
  const from = p.words.findLastIndex((w) => /'s?$/.test(w)) + 1;
  // "Vineyard tour and tasting at Hillcrest Estate": a name keeps the word's other sense when the
  // purpose speaks only of another domain.
  if (proper && from === 0) return !otherDomainSpoken(domain, p, lemmas);
  const end = p.words.length - match.split(" ").length;
  // "the React workshop": a name right before the entity says what it is; "the Riverside language
  // school" has a word of its own between.
  if (end > from && /^\p{Lu}/u.test(p.words[end - 1] ?? "") && !STREET.test(p.words.slice(from, end).join(" ")))
    return true;
  const modifiers = p.lemmas.slice(from, end).map((l) => l.toLowerCase());
  if (modifiers.length > 0 && modifiers.every((l) => TEMPORAL.has(l) || WHOSE.has(l))) return true;
  // "a beginner salsa course", "our pottery class": a level or a craft says it is taught ("golf course" is no lesson).
  if (domain.id === "course" && /^(course|class|classes)$/.test(match) && modifiers.some((l) => TAUGHT.has(l)))
    return true;
  if (respondents && domain.respondents?.includes(respondents)) return true;
  // "the company's new expense policy": the owner named speaks of the domain.
  const own = new Set(p.lemmas.slice(from).map((l) => l.toLowerCase()));
  return (
    keywordScore(
      domain,
      lemmas.filter((l) => !own.has(l)),
    ) >= 2
  );
}

function otherDomainSpoken(domain: Domain, p: NounPhrase, lemmas: string[]): boolean {
  const own = new Set(p.lemmas.map((l) => l.toLowerCase()));
  const rest = lemmas.filter((l) => !own.has(l));
  // Another domain's own kind of thing named ("tour") and nothing of this one's.
  return (
    keywordScore(domain, rest) === 0 &&
    DOMAINS.some((d) => d !== domain && keywordScore(d, rest) >= 2 && rest.some((l) => d.entities.includes(l)))
  );
}

/** "the", "our", "a" or nothing, as the purpose says it: "the Seaview Hotel", "our yoga studio" (we run a...), "a protein bar" (a concept). */
function determiner(det: string, proper: boolean, owned: boolean, market: boolean, text: string): string {
  // "my nail salon": the form speaks for the business.
  if (det === "my") return "our ";
  if (det === "our" || det === "this") return `${det} `;
  if (det === "the") return "the ";
  if (proper) return "";
  if ((det === "a" || det === "an" || det === "") && owned) return "our ";
  if ((det === "a" || det === "an") && market) return `${/^[aeiou]/i.test(text) ? "an" : "a"} `;
  return "the ";
}

/** The domain the purpose's words point to most, when they point clearly (score 4 and half again the next). */
export function detectDomain(lemmas: string[], subject: string): Domain {
  const byEntity = subject ? entityDomain(subject, lemmas) : undefined;
  if (byEntity) return byEntity;
  const scored = DOMAINS.map((d) => ({ d, score: keywordScore(d, lemmas) })).sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (first && first.score >= 4 && first.score >= 1.5 * (second?.score ?? 0)) return first.d;
  return GENERIC;
}

/**
 * A domain named by the purpose's words alone is clear when they speak of it more than twice as much
 * as of any other, or the respondents or a kind of place of its own ("garage customers") confirm
 * it: "session" and "retreat" do not make a yoga studio an event.
 */
function wordsClearlyOf(domain: Domain, lemmas: string[], respondents: string): boolean {
  const own = keywordScore(domain, lemmas);
  const next = Math.max(0, ...DOMAINS.filter((d) => d !== domain).map((d) => keywordScore(d, lemmas)));
  if (own > 2 * next) return true;
  if (respondents && domain.respondents?.includes(respondents)) return true;
  return lemmas.some((l) => domain.entities.includes(l) && !domain.weakEntities?.includes(l));
}

function phraseText(p: NounPhrase, tokens: TaggedToken[]): string {
  return p.words
    .map((w, i) => {
      const sentenceInitial = i === 0 && /^[.!?:;]?$/.test(tokens[p.start - (p.det ? 2 : 1)]?.value ?? "");
      // "Hillford City Council" at the start of a sentence: a name the words after it continue.
      // "Route 42 bus passengers": a word before its number is a name too.
      const nameGoesOn = p.words.slice(i + 1).some((x) => /^\p{Lu}/u.test(x)) || /^\d+$/.test(p.words[i + 1] ?? "");
      // "Lensworks is a small camera shop": a word the lexicon does not know is a name wherever it stands.
      const keepCase =
        // "Seal-watching boat trips": a compound of known words opening a sentence is no name either.
        (/^\p{Lu}/u.test(w) &&
          !(
            sentenceInitial &&
            p.pos[i] !== "PROPN" &&
            !nameGoesOn &&
            w.split("-").every((part) => isEnglishWord(part))
          )) ||
        /^[A-Z0-9&]{2,}$/.test(w) ||
        /\p{Ll}\p{Lu}/u.test(w);
      return keepCase ? w : w.toLowerCase();
    })
    .join(" ")
    .replace(/ 's\b/g, "'s");
}

/** "Riverside Dental Clinic", "Pennywise", "Maria's bakery" take no article; "the React workshop" does. */
function isProperName(text: string): boolean {
  const words = text.split(" ");
  // "people's machines", "customers' cars": what the people asked own is no name.
  const owner = /^([\p{L}-]+?)(?: ?'s|s')(?: |$)/u.exec(text)?.[1]?.toLowerCase() ?? "";
  if ((words.includes("'s") || /'s\b/.test(text)) && !AUDIENCE.has(owner) && !AUDIENCE.has(`${owner}s`)) return true;
  // "allotment society AGM": an acronym after common words names a kind of thing, not a name.
  if (words.length > 1 && /^\p{Lu}{2,}$/u.test(words.at(-1) ?? "") && /^\p{Ll}/u.test(words[0] ?? "")) return false;
  // "PawSure pet insurance": a brand in mixed case names the thing whatever follows it.
  if (/^\p{Lu}\p{Ll}+\p{Lu}/u.test(words[0] ?? "")) return true;
  return /^\p{Lu}/u.test(words.at(-1) ?? "") || (/^\d+$/.test(words.at(-1) ?? "") && /^\p{Lu}/u.test(words[0] ?? ""));
}

const SURVEY_WORDS = wordSet(
  "feedback survey surveys form forms questionnaire poll pulse evaluation review satisfaction research study experience engagement views check check-in checkin debrief debriefs follow-up",
);

/** Words [from, to) of a phrase as a phrase of their own. */
function slicePhrase(p: NounPhrase, from: number, to: number, det: string): NounPhrase {
  return {
    ...p,
    words: p.words.slice(from, to),
    lemmas: p.lemmas.slice(from, to),
    pos: p.pos.slice(from, to),
    start: p.start + from,
    end: p.start + to,
    det,
  };
}

/** "company picnic feedback" -> "company picnic": the survey words are not the subject. */
function trimSurveyWords(p: NounPhrase, text = ""): NounPhrase | undefined {
  let end = p.words.length;
  // "what stops small business owners": wink reads the verb as part of the noun phrase.
  if (CAUSE_VERBS.has((p.words[0] ?? "").toLowerCase()) && p.words.length > 1)
    return trimSurveyWords(slicePhrase(p, 1, p.words.length, ""), text);
  // "Members of Peak Climbing Centre": the people are who answers, the place after "of" the subject.
  // "The trustees of Ashby Village Hall": so are those who run it.
  if (
    p.words.length > 2 &&
    (AUDIENCE.has((p.words[0] ?? "").toLowerCase()) ||
      /^(trustees|committee|board|governors)$/i.test(p.words[0] ?? "")) &&
    /^(of|to|at)$/.test(p.lemmas[1] ?? "")
  )
    return trimSurveyWords(slicePhrase(p, 2, p.words.length, ""), text);
  // "coding bootcamp alumni survey 12 months": when the form is sent is no part of the name.
  const timed = p.lemmas.findIndex(
    (l, i) =>
      SURVEY_WORDS.has(l.toLowerCase()) &&
      i < end - 1 &&
      p.lemmas.slice(i + 1, end).every((w) => /^\d+$/.test(w) || LENGTH_UNITS.has(w.toLowerCase().replace(/s$/, ""))),
  );
  if (timed > 0) end = timed + 1;
  while (end > 0 && SURVEY_WORDS.has((p.lemmas[end - 1] ?? "").toLowerCase())) end--;
  // "Village hall committee": who runs the place asks; the place is what is asked about.
  if (end >= 3 && /^(committee|trustees)$/i.test(p.words[end - 1] ?? "")) end--;
  let start = 0;
  // "Tenant satisfaction survey": the respondents' word before the survey word goes too.
  const surveyWords = end < p.words.length;
  while (
    start < end &&
    ((surveyWords && AUDIENCE.has((p.words[start] ?? "").toLowerCase())) ||
      // "members' views"; "the Students' Union" is a name.
      (/'$/.test(p.words[start] ?? "") && !/^\p{Lu}/u.test(p.words[start + 1] ?? "")))
  )
    start++;
  // "Glow Beauty Bar client feedback": before the survey word, who answers follows the name of the place.
  if (
    surveyWords &&
    end - start >= 2 &&
    AUDIENCE.has((p.words[end - 1] ?? "").toLowerCase()) &&
    (/^\p{Lu}/u.test(p.words[end - 2] ?? "") || endsWithEntity(p.words.slice(start, end - 1).join(" "), ALL_ENTITIES))
  )
    end--;
  // "Tattoo studio aftercare survey: ... whether the aftercare instructions were clear": a topic the
  // aims take up again is no part of the place's name.
  const topic = (p.words[end - 1] ?? "").toLowerCase();
  if (
    surveyWords &&
    end - start >= 3 &&
    /^\p{Ll}+$/u.test(topic) &&
    (text.match(new RegExp(`\\b${topic}\\b`, "g"))?.length ?? 0) >= 2 &&
    endsWithEntity(p.words.slice(start, end - 1).join(" "), ALL_ENTITIES)
  )
    end--;
  // "our podcast listeners", "library users": the thing they use is the subject ("small business owners" stay people).
  const lastWord = (p.words[end - 1] ?? "").toLowerCase();
  const used = (p.words[end - 2] ?? "").toLowerCase();
  // "Chess club members", "Garage customers": the place they belong to or buy from is the subject.
  if (
    end - start >= 2 &&
    AUDIENCE.has(lastWord) &&
    // "Local paper reader survey": one reader names who answers only in a heading; "the card reader" is a thing.
    (/s$/.test(lastWord) || (READERS.test(lastWord) && p.start === 0)) &&
    // "small business customers", "trade customers": customers who are businesses, not a business's customers.
    !/^(business|trade|corporate|wholesale|retail|private|commercial|domestic)$/.test(used) &&
    (KIND_OF.has(used) ||
      // "allotment holders", "season ticket holders": what they hold is what they are asked about.
      lastWord === "holders" ||
      // "Local paper reader survey": what they read, hear or watch.
      READERS.test(lastWord) ||
      (/^(members|customers|regulars|players|passengers|users|riders|visitors|diners|shoppers)$/.test(lastWord) &&
        // "city cabs customers - ...": a heading that opens the purpose names the business, whatever it is.
        (endsWithEntity(used, ALL_ENTITIES) || p.start === 0)) ||
      // "boiler repair customers", "dog walking clients": the service they paid for.
      (/^(customers|clients)$/.test(lastWord) &&
        /^(repairs?|hire|removals?|servicing|installation|cleaning|walking|grooming|sitting|tuition|catering|care)$/.test(
          used,
        )))
  )
    end--;
  // "Eastside Skate Park committee": the body that runs a place asks; the place is the subject.
  if (
    end - start >= 2 &&
    /^(committee|board|trustees|management|organisers|organizers)$/.test((p.words[end - 1] ?? "").toLowerCase()) &&
    endsWithEntity(p.words.slice(start, end - 1).join(" "), ALL_ENTITIES)
  )
    end--;
  if (end === p.words.length && start === 0) return p;
  // "Market research for...": the research is the survey, the market is no subject.
  if (end === 1 && (p.lemmas[0] ?? "").toLowerCase() === "market" && end < p.words.length) return undefined;
  if (end <= start) return undefined;
  // "Quick poll": what is left says how the form is, not what about.
  if (p.pos.slice(start, end).every((pos) => pos === "ADJ")) return undefined;
  return slicePhrase(p, start, end, start > 0 ? "" : p.det);
}

/** "the nursery's new pick-up times": a known kind of place owns the thing asked about; two phrases. */
function splitPossessive(p: NounPhrase): NounPhrase[] {
  const at = p.words.indexOf("'s");
  const owned = (p.lemmas.at(-1) ?? "").toLowerCase();
  // "the company's new expense policy": the owned thing is a subject itself; "the gym's new classes"
  // are what a place runs, asked about there.
  const offeredAtPlace =
    KIND_OF.get((p.lemmas[at - 1] ?? "").toLowerCase()) === "place" &&
    /^(programme|event|product)$/.test(KIND_OF.get(owned) ?? "");
  if (
    at < 1 ||
    at === p.words.length - 1 ||
    ((KIND_OF.has(owned) || ALL_ENTITIES.includes(owned)) && !offeredAtPlace) ||
    !endsWithEntity(p.words.slice(0, at).join(" ").toLowerCase(), ALL_ENTITIES)
  )
    return [p];
  return [slicePhrase(p, 0, at, p.det), slicePhrase(p, at + 1, p.words.length, "")];
}

/** "our banking app trust it": a word before an object pronoun is a verb wink read as a noun. */
function verbAtEnd(p: NounPhrase, tokens: TaggedToken[]): NounPhrase {
  // "a high street solicitor doing conveyancing": what the business does starts a clause of its own.
  const doing = p.words.findIndex(
    (w, i) =>
      i > 0 &&
      /^(VERB|NOUN)$/.test(p.pos[i] ?? "") &&
      tradeGerund(w) &&
      // Only a business does it: "a solicitor doing wills", "a café serving brunch".
      (TRADE_PEOPLE.has((p.words[i - 1] ?? "").toLowerCase()) ||
        endsWithEntity(p.words.slice(0, i).join(" "), ALL_ENTITIES) !== undefined),
  );
  if (doing > 0)
    return {
      ...p,
      words: p.words.slice(0, doing),
      lemmas: p.lemmas.slice(0, doing),
      pos: p.pos.slice(0, doing),
      end: p.end - (p.words.length - doing),
    };
  if (p.words.length < 2 || !/^(it|them|us|me|him|her)$/i.test(tokens[p.end]?.value ?? "")) return p;
  return { ...p, words: p.words.slice(0, -1), lemmas: p.lemmas.slice(0, -1), pos: p.pos.slice(0, -1), end: p.end - 1 };
}

/** "offering", "running", "serving": a gerund of what a business does, whatever wink tagged it. */
function tradeGerund(word: string): boolean {
  const stem = word.toLowerCase().replace(/ing$/, "");
  return stem !== word.toLowerCase() && [stem, `${stem}e`, stem.slice(0, -1)].some((v) => TRADE_VERBS.has(v));
}

/** What a business does for its customers: "a solicitor doing conveyancing", "a café serving brunch". */
const TRADE_VERBS = wordSet(
  "do offer run sell provide make serve teach organise organize host supply fix repair build specialise specialize handle",
);

/** "Route 42", "Terminal 2": a name keeps the number after it. */
/** "our 4 week english course": a length before the phrase belongs to it ("the 4-week english course"). */
const LENGTH_UNITS = wordSet("minute hour day night week month year session lesson");

/** "our 48h hackathon", "the 10k run": a unit written onto its number. */
const SHORT_UNITS = wordSet("h hr hrs k km mi min mins yr yrs wk wks");

function withNumber(p: NounPhrase, tokens: TaggedToken[]): NounPhrase {
  const before = tokens[p.start - 1];
  if (
    before &&
    /^\d{1,3}$/.test(before.value) &&
    tokens[p.start]?.space === "" &&
    SHORT_UNITS.has((p.words[0] ?? "").toLowerCase()) &&
    p.words.length > 1
  )
    return {
      ...p,
      words: [`${before.value}${p.words[0]}`, ...p.words.slice(1)],
      lemmas: [`${before.value}${p.lemmas[0]}`, ...p.lemmas.slice(1)],
      start: p.start - 1,
      offset: before.offset,
    };
  if (before && /^\d{1,2}$/.test(before.value) && LENGTH_UNITS.has(p.lemmas[0] ?? "") && p.words.length > 1)
    return withNumber(
      {
        ...p,
        words: [`${before.value}-${p.words[0]}`, ...p.words.slice(1)],
        lemmas: [`${before.value}-${p.lemmas[0]}`, ...p.lemmas.slice(1)],
        start: p.start - 1,
        offset: before.offset,
      },
      tokens,
    );
  const next = tokens[p.end];
  // Years stay out: "the Conference 2026" is read with its year elsewhere.
  if (!next || !/^\d{1,3}[a-z]?$/i.test(next.value) || !/^\p{Lu}/u.test(p.words.at(-1) ?? "")) return p;
  return {
    ...p,
    words: [...p.words, next.value],
    lemmas: [...p.lemmas, next.value],
    pos: [...p.pos, "PROPN"],
    end: p.end + 1,
  };
}

const LEFT = wordSet("close cancel leave quit unsubscribe stop end downgrade churn switch delete");

/** "customers who closed their account": an aim to learn why they left, with the clause's token range. */
function leavingClause(tokens: TaggedToken[]): { aim: ClauseAim; start: number; end: number } | undefined {
  for (let i = 1; i + 1 < tokens.length; i++) {
    const who = tokens[i]?.value.toLowerCase() ?? "";
    const verb = tokens[i + 1];
    if (!/^(who|that)$/.test(who) || !AUDIENCE.has(tokens[i - 1]?.value.toLowerCase() ?? "") || !verb) continue;
    const lemma = verb.lemma.toLowerCase();
    if (!LEFT.has(lemma) || verb.value.toLowerCase() === lemma) continue;
    let end = i + 2;
    while (
      end < tokens.length &&
      !/^([.,;:!?]|and|but|or|what|why|how|whether|if|which|when|where)$/i.test(tokens[end]?.value ?? "")
    )
      end++;
    const rest = tokens
      .slice(i + 2, end)
      .map((t) => (/^their$/i.test(t.value) ? "your" : /^them$/i.test(t.value) ? "you" : t.value))
      .join(" ");
    const aim: ClauseAim = {
      type: "clause",
      wh: "why",
      degree: "",
      whNoun: "",
      subject: "you",
      audience: true,
      plural: true,
      aux: "did",
      negated: false,
      tense: "past",
      verb: lemma,
      verbText: verb.value,
      rest,
      text: tokens
        .slice(i - 1, end)
        .map((t) => t.value)
        .join(" ")
        .toLowerCase(),
      perfectModal: false,
    };
    return { aim, start: i, end };
  }
  return undefined;
}

/** Names for an early form of something: "a prototype of a smart plant pot". */
const STAND_INS = wordSet("prototype concept mock-up mockup sketch design draft version pilot beta");
const WH_WORDS = wordSet("why whether what which how when where who if");
/** Words wink reads as verbs or drops before a noun: "wait times", "opening hours", "next year's summit". */
const NOUN_MODIFIERS = wordSet(
  "wait waiting queue queuing response delivery opening closing loading booking travel parking cooking training changing dining meeting swim swimming dance running walking cycling singing",
);

function withModifier(p: NounPhrase, tokens: TaggedToken[]): NounPhrase {
  const before = tokens[p.start - 1];
  if (p.det || !before) return p;
  const word = before.value.toLowerCase();
  const timeOwner = /^(next|last|this)$/.test(word) && /^(year|week|month|season|term)('s)?$/i.test(p.words[0] ?? "");
  // "cat sitting visits", "dog walking service": a singular noun before a gerund names what the trade is done to.
  const tradeOf =
    // wink may read "I do cat sitting" as a verb after "do".
    (before.pos === "NOUN" ||
      (before.pos === "VERB" && /^(do|does|a|an|the|our|my)$/i.test(tokens[p.start - 2]?.value ?? ""))) &&
    /^\p{L}+ing$/u.test(p.words[0] ?? "") &&
    p.words.length >= 2 &&
    !/s$/.test(word) &&
    !AUDIENCE.has(word);
  if (!NOUN_MODIFIERS.has(word) && !timeOwner && !tradeOf) return p;
  const det = tokens[p.start - 2];
  const hasDet = det !== undefined && /^(the|our|your|their|my)$/i.test(det.value);
  return {
    ...p,
    words: [before.value, ...p.words],
    lemmas: [word, ...p.lemmas],
    pos: ["NOUN", ...p.pos],
    start: p.start - 1,
    offset: before.offset,
    det: hasDet ? det.value.toLowerCase() : "",
  };
}

/** "the new class booking app": wink splits the phrase at "booking"; the words before it belong to it. */
function joinModified(phrases: NounPhrase[]): NounPhrase[] {
  const out: NounPhrase[] = [];
  for (const p of phrases) {
    const last = out.at(-1);
    if (last && last.end === p.start && !p.det && NOUN_MODIFIERS.has((p.words[0] ?? "").toLowerCase()))
      out[out.length - 1] = {
        ...last,
        words: [...last.words, ...p.words],
        lemmas: [...last.lemmas, ...p.lemmas],
        pos: [...last.pos, ...p.pos],
        end: p.end,
      };
    else out.push(p);
  }
  return out;
}

function head(p: NounPhrase): string {
  return (p.lemmas.at(-1) ?? "").toLowerCase();
}

interface Piece {
  phrase: NounPhrase;
  text: string;
  /** Token index of the determiner, or of the first word. */
  from: number;
  /** Token index after the last word (after "with the landlord" when merged). */
  to: number;
}

/** "communication with the landlord", "the choice of coffee": a phrase with the one it governs. */
function pieces(tokens: TaggedToken[], phrases: NounPhrase[]): Piece[] {
  // "Parkside Tennis Club: the condition of the courts": with a named place to be the subject, a
  // word of several senses after "of" is a part of it.
  const named = phrases.some(
    (p) => isProperName(phraseText(p, tokens)) && endsWithEntity(p.words.join(" "), ALL_ENTITIES),
  );
  const out: Piece[] = [];
  for (let i = 0; i < phrases.length; i++) {
    const p = phrases[i] as NounPhrase;
    let to = p.end;
    let text = phraseText(p, tokens);
    const next = phrases[i + 1];
    const prep = tokens[p.end]?.value.toLowerCase() ?? "";
    // "the merger of the two finance departments": a number after the article is part of the gap.
    let gap = next ? next.start - (next.det ? 1 : 0) - p.end : 0;
    if (next && gap > 1 && tokens.slice(p.end + 1, next.start).every((t) => /^(DET|NUM)$/.test(t.pos))) gap = 1;
    const nextText = next ? next.words.join(" ") : "";
    // "equipment for toddlers", "access for wheelchair users": who a thing is for stays with it.
    const forWhom =
      prep === "for" &&
      next !== undefined &&
      !next.det &&
      // "accessibility for wheelchair users": a quality can be for someone, a survey cannot.
      (!NOT_SUBJECTS.has(head(p)) || /^(accessibility|usability|safety|quality)$/.test(head(p))) &&
      (AUDIENCE.has(head(next)) ||
        AUDIENCE.has((next.words.at(-1) ?? "").toLowerCase()) ||
        PEOPLE.has(head(next)) ||
        GROUPS.has((next.words.at(-1) ?? "").toLowerCase()));
    // "the switch to a new grading system": a change keeps what it changes to.
    const changeTo = /^(to|from)$/.test(prep) && KIND_OF.get(head(p)) === "policy" && CHANGE_NOUNS.has(head(p));
    // "the queues for tickets": a wait is for something.
    // "the boarding queue at the pier": where the wait is stays with it too.
    const waitFor =
      /^(for|at|on|during)$/.test(prep) && /^(queue|wait|waiting|waiting time|wait time|delay)$/.test(head(p));
    // "communication from key workers": who it comes from stays with it.
    const comesFrom =
      prep === "from" && /^(communication|support|help|updates?|advice|information|contact|response)$/.test(head(p));
    // "concerns about emergency access": a worry keeps what it is about.
    const worryAbout = prep === "about" && /^(concern|worry|fear|complaint|question|doubt)s?$/.test(head(p));
    // "prices for nail art", "turnaround on business cards": a price or a wait keeps what it is for.
    const measureFor =
      (prep === "for" && PRICES.has(head(p))) ||
      (prep === "on" && /^(turnaround|delivery|discount|deal|lead time)$/.test(head(p)));
    // "hygiene of tools": a quality keeps the things it is of, even a word that names a business elsewhere.
    const qualityOf = prep === "of" && QUALITY_HEADS.has(head(p));
    if (
      next &&
      (/^(with|of)$/.test(prep) || forWhom || changeTo || waitFor || comesFrom || worryAbout || measureFor) &&
      // "attendees of our gala dinner": the people are not part of the thing.
      !AUDIENCE.has(head(p)) &&
      !AUDIENCE.has((p.words.at(-1) ?? "").toLowerCase()) &&
      !endsWithEntity(p.words.join(" "), ALL_ENTITIES) &&
      gap === 1 &&
      // "queues on Fridays": a day keeps its capital and stays with the wait.
      (!/^\p{Lu}/u.test(next.words[0] ?? "") || (waitFor && DAY_WORD.test(next.words[0] ?? ""))) &&
      (!endsWithEntity(nextText, prep === "of" && named ? STRONG_ENTITIES : ALL_ENTITIES) ||
        comesFrom ||
        // "queues on quiz night": the occasion of a wait is when it is, not the business.
        (waitFor && prep !== "for") ||
        qualityOf ||
        // "the quality of the speakers": staff are people whose work is rated, never a product.
        (prep === "of" && STAFF_WORDS.has((next.words.at(-1) ?? "").toLowerCase())))
    ) {
      const between = tokens
        .slice(p.end + 1, next.start)
        .map((t) => (t.value.toLowerCase() === "their" ? "your" : t.value))
        .join(" ");
      text = `${text} ${prep} ${between ? `${between} ` : ""}${phraseText(next, tokens)}`;
      to = next.end;
      i++;
      // "costs of uniform and shoes": a bare noun joined by "and" at the end of the item is of it too.
      const more = phrases[i + 1];
      const joint = tokens[to]?.value.toLowerCase() ?? "";
      if (
        (prep === "of" || measureFor) &&
        more &&
        /^(and|&|or)$/.test(joint) &&
        !more.det &&
        more.start === to + 1 &&
        (more.end >= tokens.length || /^[,.;:!?\-–—]$/.test(tokens[more.end]?.value ?? ""))
      ) {
        text = `${text} ${joint} ${phraseText(more, tokens)}`;
        to = more.end;
        i++;
      }
    }
    out.push({ phrase: p, text, from: p.start - (p.det ? 1 : 0), to });
  }
  return out;
}

/** Consecutive pieces joined only by commas, "and", "or" and "&". */
function runs(tokens: TaggedToken[], list: Piece[]): Piece[][] {
  const out: Piece[][] = [];
  let run: Piece[] = [];
  for (const piece of list) {
    const last = run.at(-1);
    // "our events programme (author talks), the children's section": an aside goes with the one before.
    if (last && tokens[piece.from - 1]?.value === "(" && tokens[piece.to]?.value === ")") continue;
    const between = last
      ? tokens
          .slice(last.to, piece.from)
          .map((t) => t.value.toLowerCase())
          .join(" ")
          .replace(/^\( [^()]* \) ?/, "")
      : "";
    // "price, and any allergy concerns": "any" only opens the item.
    if (last && /^(,|and|or|&|, and|, or|as well as)( any)?$/.test(between)) run.push(piece);
    else {
      if (run.length > 0) out.push(run);
      run = [piece];
    }
  }
  if (run.length > 0) out.push(run);
  return out;
}

interface Candidate {
  piece: Piece;
  text: string;
  proper: boolean;
  score: number;
  lead: string;
}

/**
 * "which style they want to learn: rock, folk or jazz": the items after the colon are the answers
 * to the "which" aim, not topics to rate one by one.
 */
function choicesListed(purpose: string, aims0: Aim[]): Aim[] {
  // "which of A, B or C", "which ... (A, B or C)": the answers listed are not topics to rate too.
  const offered = new Set(
    aims0.flatMap((a) => (a.type === "clause" ? (a.choices ?? []) : [])).map((w) => w.toLowerCase()),
  );
  const aims =
    offered.size === 0
      ? aims0
      : aims0.filter((a) => a.type !== "topic" || !offered.has(a.text.toLowerCase().replace(/^(the|a|an) /, "")));
  // "what they'd want: day passes, a cafe on site, bike storage": a wish listed is chosen from too.
  const list = /\b(?:which\b[^.?!:;]*|what\b[^.?!:;]*\b(?:want|like|prefer|need|use)):\s*([^.?!:;]+)/i.exec(
    purpose,
  )?.[1];
  const which = aims.find((a) => a.type === "clause" && (a.wh === "which" || (a.wh === "what" && a.rest === "")));
  if (!list || !which) return aims;
  const items = list
    .trim()
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:or|and)\s+/)
    .map((w) => w.trim())
    .filter((w) => w !== "");
  if (items.length < 2 || items.length > 6 || items.some((w) => w.split(" ").length > 4)) return aims;
  // "a cafe on site": a thing named inside an item is part of the choice, not a topic of its own.
  const inItem = (text: string) => {
    const bare = ` ${text.toLowerCase().replace(/^(the|a|an) /, "")} `;
    return items.some((w) => ` ${w.toLowerCase()} `.includes(bare));
  };
  return aims
    .filter((a) => a.type !== "topic" || !inItem(a.text))
    .map((a) => (a === which ? { ...which, choices: items } : a));
}

/** Reads the subject, the aims and the domain of a form's purpose. */
/** Nothing to use yet: "No business yet, just an idea", "a prototype", "thinking of opening". */
export const IDEA =
  /\b(interest check|gauge interest|gauging interest|(see|check) if there'?s (any )?interest|register (your )?interest|no (business|product|app|company|shop|service|brand) yet|(just|only) an idea|idea so far|prototype|mock-?up|thinking (about|of) (starting|opening|launching|setting up|making)|(opening|launching|opens|launches) (in the (spring|summer|autumn|winter|new year)|soon|next (week|month|year|spring|summer)|later this year)|not (open|launched) yet|before (we|it) (open|opens|launch|launches)|our waitlist)\b/i;

export function readPurpose(purpose: string): PurposeReading {
  const plain = plainPurpose(purpose);
  const tokens = tagSentences(plain);
  const asked = fragmentsAsked(plain, tokens);
  const reading = { ...readTagged(asked === plain ? tokens : tagSentences(asked), asked), idea: IDEA.test(purpose) };
  return ownTrade(plain, reading) ?? reading;
}

/** "im a window cleaner", "I'm a self-employed gardener": the owner's trade, told of themselves. */
const TRADE =
  /^[^.!?\n]*?\b(?:i'?m|im|i am) (?:a|an) (?:(?:self-employed|local|mobile|freelance|little|independent|qualified)\s+)*((?:[a-z]+ )?(?:[a-z]{3,}er|dj))\b|^\s*(?:(?:hi|hiya|hey|hello|ok|so)\b[\s,]*)*((?:[a-z]+ )?[a-z]{3,}(?:er|ic|ist|ian))\s+here\b/i;
/** "the east side estates" where a window cleaner works, "the wedding" a DJ plays: the trade is what is asked about. */
function ownTrade(plain: string, reading: PurposeReading): PurposeReading | undefined {
  const told = TRADE.exec(plain);
  const trade = (told?.[1] ?? told?.[2])?.toLowerCase();
  if (!trade) return undefined;
  const first = plain.split(/[.!?\n]/)[0] ?? "";
  if (/\b(?:run|own|manage|have|got)\s+(?:a|an|the|our|my)\b/i.test(first) || /^(our|my)\b/i.test(reading.subject))
    return undefined;
  const words = trade.split(" ");
  const last = words.at(-1) ?? "";
  // "a window cleaner" does window cleaning; "a mobile mechanic" runs a mechanic service.
  const work =
    last === "dj"
      ? "DJ"
      : last === "photographer"
        ? "photography"
        : /er$/.test(last) && isEnglishWord(`${last.slice(0, -2)}ing`)
          ? `${last.slice(0, -2)}ing`
          : last;
  const service = `${work} service`;
  // "a window cleaner" does window cleaning; "a nice cleaner" is no kind of cleaning.
  const lead =
    words.length > 1 &&
    isEnglishWord(words[0] ?? "") &&
    !/^(nice|good|great|new|busy|small|big|proper)$/.test(words[0] ?? "")
      ? `${words[0]} `
      : "";
  if (!isEnglishWord(work) && last !== "dj") return undefined;
  const bare = `${lead}${service}`;
  return {
    ...reading,
    domain: GENERIC,
    useBank: false,
    subject: `our ${bare}`,
    short: `our ${bare}`,
    bare,
    head: "service",
    kind: "service",
    plural: false,
  };
}

const STATE_WORDS = wordSet("ok okay fine good bad right clean accurate enough");
/** "alterations done on time?", "walls painted?": a participle says the state as "-ed" does. */
const PARTICIPLE = /(ed|^done|^made|^paid|^kept|^sent|^built|^taken|^given|^shown|^fixed|^set up)$/i;

/**
 * A note's verbless questions, given the verb they leave out: "photos accurate?" -> "are the photos
 * accurate?", "portion size ok?" -> "is the portion size ok?", "viewings: enough time?" -> "is there
 * enough time for viewings?".
 */
function fragmentsAsked(plain: string, tokens: TaggedToken[]): string {
  if (!/\?|\bor not\b/i.test(plain)) return plain;
  const edits: Array<{ from: number; to: number; text: string }> = [];
  let start = 0;
  for (let i = 0; i < tokens.length; i++) {
    const v = tokens[i]?.value ?? "";
    // "club - beginners course - instructors clear?": a spaced dash ends a note's item as a comma does.
    if (!/^[.?!:;,–-]$/.test(v) && i < tokens.length - 1) continue;
    const end = /^[.?!:;,–-]$/.test(v) ? i : i + 1;
    const part = tokens.slice(start, end);
    const from = start;
    start = i + 1;
    // "file upload easy or not": the "or not" asks as a question mark does.
    const orNot = part.length > 3 && /^or not$/i.test(`${part.at(-2)?.value} ${part.at(-1)?.value}`);
    // "easy or not", "whether the drying is thorough or not": the yes/no answers say the "or not".
    if (orNot) {
      const or = part.at(-2) as TaggedToken;
      const not = part.at(-1) as TaggedToken;
      edits.push({ from: or.offset - 1, to: not.offset + not.value.length, text: "" });
    }
    // "collection times too strict,", "lunch included in price worth it": a thing judged "too" something
    // or "worth it" asks, as a question mark does.
    // "90 mins long enough,": so does one judged "... enough".
    const judged = /^too \S+$/i.test(`${part.at(-2)?.value} ${part.at(-1)?.value}`)
      ? part.at(-1)?.pos === "ADJ"
      : /^worth it$/i.test(`${part.at(-2)?.value} ${part.at(-1)?.value}`) ||
        (/^enough$/i.test(part.at(-1)?.value ?? "") && /^(ADJ|ADV)$/.test(part.at(-2)?.pos ?? ""));
    const thing = part.slice(0, -2);
    // "90 minutes": an amount is one thing, with no "the".
    const amount = thing[0]?.pos === "NUM" && thing.length === 2;
    const tooJudged =
      part.length >= 3 &&
      judged &&
      (/^(NOUN|PROPN)$/.test(thing[0]?.pos ?? "") || amount) &&
      thing.every(
        (t, j) =>
          /^(NOUN|PROPN|ADJ)$/.test(t.pos) ||
          (j === 0 && amount) ||
          (j > 0 && (PARTICIPLE.test(t.value) || t.pos === "ADP")) ||
          // "kiln firing wait too long": a noun wink read as a verb ends the thing judged.
          (j === thing.length - 1 &&
            j > 0 &&
            t.pos === "VERB" &&
            thing[j - 1]?.pos === "NOUN" &&
            t.value.toLowerCase() === t.lemma.toLowerCase() &&
            !/^(seem|feel|look|get|become|go|run|stay|sound)$/i.test(t.value)),
      );
    if ((v !== "?" && !orNot && !tooJudged) || part.length < 2 || part.length > 10) continue;
    if (tooJudged) {
      const first = part[0] as TaggedToken;
      const stop = tokens[i];
      if (v === "," && stop) edits.push({ from: stop.offset, to: stop.offset + 1, text: "?" });
      // "lunch included in price": the nouns before the participle or preposition set the number.
      const nouns = thing.findIndex((t) => !/^(NOUN|PROPN|ADJ)$/.test(t.pos));
      const lastNoun = (thing[(nouns < 0 ? thing.length : nouns) - 1]?.value ?? "").toLowerCase();
      const be = /[^s]s$/.test(lastNoun) && !amount ? "are" : "is";
      edits.push({ from: first.offset, to: first.offset, text: amount ? "is " : `${be} the ` });
      if (first.pos !== "PROPN" && /^\p{Lu}\p{Ll}/u.test(first.value))
        edits.push({ from: first.offset, to: first.offset + 1, text: first.value[0]?.toLowerCase() ?? "" });
      continue;
    }
    // "lesson times suit you?": a thing and what it does for the one asked, asked with "do".
    const youAt = part.findIndex((t) => /^you$/i.test(t.value));
    // "works for you": a preposition may come between.
    const verbAt0 = part[youAt - 1]?.pos === "ADP" ? youAt - 2 : youAt - 1;
    if (
      v === "?" &&
      verbAt0 >= 1 &&
      /^(VERB|NOUN)$/.test(part[verbAt0]?.pos ?? "") &&
      part.slice(0, verbAt0).every((t) => /^(NOUN|PROPN|ADJ)$/.test(t.pos)) &&
      part.slice(0, verbAt0).some((t) => /^(NOUN|PROPN)$/.test(t.pos)) &&
      !part.some((t) => t.pos === "AUX" || WH_WORDS.has(t.value.toLowerCase()))
    ) {
      const head0 = (part[verbAt0 - 1]?.value ?? "").toLowerCase();
      const verb0 = part[verbAt0] as TaggedToken;
      const many = /[^s]s$/.test(head0);
      const start0 = part[0] as TaggedToken;
      edits.push({ from: start0.offset, to: start0.offset, text: `${many ? "do" : "does"} the ` });
      // "does the timetable suits you": the verb goes back to its plain form after "do".
      if (/[^s]s$/i.test(verb0.value))
        edits.push({
          from: verb0.offset,
          to: verb0.offset + verb0.value.length,
          text: verb0.value.slice(0, -1).toLowerCase(),
        });
      continue;
    }
    if (part.some((t) => t.pos === "AUX" || t.pos === "PRON" || WH_WORDS.has(t.value.toLowerCase()))) continue;
    const first = part[0] as TaggedToken;
    // "viewings: enough time?": whether there was enough of it for the thing the heading names.
    const heading = tokens[from - 1]?.value === ":" ? tokens.slice(0, from - 1) : [];
    let h = heading.length;
    while (h > 0 && !/^[.?!:;–-]$/.test(heading[h - 1]?.value ?? "")) h--;
    const named = heading.slice(h);
    if (
      first.value.toLowerCase() === "enough" &&
      part.length === 2 &&
      part[1]?.pos !== "ADJ" &&
      named.length >= 1 &&
      named.length <= 3 &&
      named.every((t) => /^(NOUN|PROPN|ADJ)$/.test(t.pos))
    ) {
      const thing = named.map((t) => t.value.toLowerCase()).join(" ");
      const at = named[0]?.offset ?? first.offset;
      edits.push({ from: at, to: first.offset, text: "" });
      edits.push({ from: first.offset, to: first.offset, text: "is there " });
      const last = part[1] as TaggedToken;
      edits.push({ from: last.offset + last.value.length, to: last.offset + last.value.length, text: ` for ${thing}` });
      continue;
    }
    // "the tasting evenings: worth the £15?": whether the thing the heading names is worth it.
    if (
      first.value.toLowerCase() === "worth" &&
      named.length >= 1 &&
      named.length <= 4 &&
      named.every((t) => /^(NOUN|PROPN|ADJ|DET)$/.test(t.pos))
    ) {
      const words = named.filter((t) => t.pos !== "DET").map((t) => t.value);
      const last = (words.at(-1) ?? "").toLowerCase();
      const at = named[0]?.offset ?? first.offset;
      edits.push({ from: at, to: first.offset, text: `${/[^s]s$/.test(last) ? "are" : "is"} the ${words.join(" ")} ` });
      continue;
    }
    // "enough benches for parents?": whether there are.
    if (
      first.value.toLowerCase() === "enough" &&
      (part[1]?.pos === "NOUN" || (part[1]?.pos === "VERB" && part.length > 2)) &&
      v === "?"
    ) {
      edits.push({
        from: first.offset,
        to: first.offset,
        text: /[^s]s$/.test(part[1].value) ? "are there " : "is there ",
      });
      // "Enough benches?": the word that opened the sentence no longer does.
      if (/^\p{Lu}\p{Ll}/u.test(first.value))
        edits.push({ from: first.offset, to: first.offset + 1, text: first.value[0]?.toLowerCase() ?? "" });
      continue;
    }
    // "newsletters actually read?", "app used much?": whether the people asked do it.
    const done = part.at(-1) as TaggedToken;
    const doneAdverb = part.at(-2)?.pos === "ADV" ? (part.at(-2) as TaggedToken) : undefined;
    const doneThing = part.slice(0, doneAdverb ? -2 : -1);
    if (
      v === "?" &&
      doneThing.length >= 1 &&
      doneThing.every((t) => /^(NOUN|ADJ)$/.test(t.pos)) &&
      /^(read|used|opened|watched|followed|checked)$/i.test(done.value) &&
      HABIT_VERBS.has(done.lemma.toLowerCase())
    ) {
      const thingText = doneThing.map((t) => t.value.toLowerCase()).join(" ");
      // "actually read?": the owner's doubt would lead the answer, so it goes.
      const adverb =
        doneAdverb && !/^(actually|really|even)$/i.test(doneAdverb.value) ? `${doneAdverb.value.toLowerCase()} ` : "";
      edits.push({
        from: first.offset,
        to: done.offset + done.value.length,
        text: `do you ${adverb}${done.lemma.toLowerCase()} the ${thingText}`,
      });
      continue;
    }
    // "daily photo updates wanted?": whether the people asked would like them.
    if (
      v === "?" &&
      part.length >= 2 &&
      /^(wanted|needed)$/i.test(part.at(-1)?.value ?? "") &&
      /^(NOUN|ADJ|NUM)$/.test(first.pos) &&
      // "seating outside wanted?": an adverb of place may follow the thing.
      part
        .slice(0, -1)
        .every(
          (t) =>
            /^(NOUN|ADJ|NUM)$/.test(t.pos) || /^(outside|inside|outdoors|indoors|upstairs|downstairs)$/i.test(t.value),
        )
    ) {
      const wanted = part.at(-1) as TaggedToken;
      edits.push({ from: wanted.offset - 1, to: wanted.offset + wanted.value.length, text: "" });
      edits.push({ from: first.offset, to: first.offset, text: "would you like " });
      if (first.pos !== "PROPN" && /^\p{Lu}\p{Ll}/u.test(first.value))
        edits.push({ from: first.offset, to: first.offset + 1, text: first.value[0]?.toLowerCase() ?? "" });
      continue;
    }
    // "want a café?": what the people asked would want.
    if (/^(want|need|like)$/i.test(first.value) && /^(DET|NOUN|ADJ)$/.test(part[1]?.pos ?? "") && v === "?") {
      edits.push({ from: first.offset, to: first.offset, text: "would you " });
      continue;
    }
    // "photos accurate vs the real house?": the state comes after the thing it is said of.
    const k = part.findIndex(
      (t, j) =>
        j > 0 &&
        // "stalls varied enough?": a participle says the state too.
        (/^(ADJ|ADV|INTJ)$/.test(t.pos) || STATE_WORDS.has(t.value.toLowerCase()) || PARTICIPLE.test(t.value)) &&
        // With "or not" the item surely asks; the tagger may read its nouns as verbs ("file upload"),
        // as it does a plural opening a note ("walks long enough?").
        (/^(NOUN|PROPN)$/.test(part[j - 1]?.pos ?? "") ||
          (part[j - 1]?.pos === "VERB" &&
            (orNot ||
              (j === 1 && /[^s]s$/.test(first.value)) ||
              // "skate hire ok?": a noun wink read as a verb after the noun it goes with.
              (j === 2 && part.length === 3 && first.pos === "NOUN")))),
    );
    if (k <= 0) continue;
    const before = part.slice(0, k);
    // "bar queues in the interval", "drop off times": a preposition inside the thing, after a noun.
    const inner = (t: TaggedToken, j: number) =>
      t.pos === "ADP" &&
      j > 0 &&
      /^(NOUN|VERB)$/.test(before[j - 1]?.pos ?? "") &&
      /^(NOUN|DET)$/.test(before[j + 1]?.pos ?? "");
    if (
      !before.every(
        (t, j) =>
          /^(NOUN|PROPN|DET|ADJ)$/.test(t.pos) ||
          inner(t, j) ||
          // "clay and glaze costs": two nouns joined before the one they share.
          (/^(and|or)$/i.test(t.value) && before[j - 1]?.pos === "NOUN") ||
          (t.pos === "VERB" && /^(and|or)$/i.test(before[j - 1]?.value ?? "") && before[j + 1]?.pos === "NOUN") ||
          /ing$/.test(t.value) ||
          (t.pos === "VERB" && (orNot || (j === 0 && k === 1) || (j === 1 && k === 2 && part.length === 3))),
      )
    )
      continue;
    if (part.slice(k).some((t) => t.pos === "VERB" && !/ing$/.test(t.value) && !PARTICIPLE.test(t.value))) continue;
    // "the bar queues in the interval": the noun before the preposition sets the number.
    const headAt = before.findIndex((t, j) => inner(t, j));
    const lastNoun = (
      before.at(headAt > 0 && before[headAt + 1]?.pos === "DET" ? headAt - 1 : -1)?.value ?? ""
    ).toLowerCase();
    const plural = /[^s]s$/.test(lastNoun) || lastNoun === "staff";
    // "dog settled ok?": the pet, child or car a note asks about is the respondent's own.
    const det = first.pos === "DET" ? "" : DEPENDANTS.has(first.value.toLowerCase()) ? "your " : "the ";
    const stateTok = part[k] as TaggedToken;
    // "teacher patient enough?": after a person's role, the word before "enough" is how they are.
    const role = before.length === 2 && STAFF_WORDS.has(before[0]?.value.toLowerCase() ?? "");
    if (/^enough$/i.test(stateTok.value) && k === part.length - 1 && role) {
      edits.push({ from: first.offset, to: first.offset, text: `${plural ? "are" : "is"} the ` });
      continue;
    }
    // "charging points enough?": whether there are enough of them, not how "enough" they are.
    if (/^enough$/i.test(stateTok.value) && k === part.length - 1) {
      const prevTok = before.at(-1) as TaggedToken;
      edits.push({
        from: prevTok.offset + prevTok.value.length,
        to: stateTok.offset + stateTok.value.length,
        text: "",
      });
      edits.push({ from: first.offset, to: first.offset, text: `${plural ? "are" : "is"} there enough ` });
      if (first.pos !== "PROPN" && /^\p{Lu}\p{Ll}/u.test(first.value))
        edits.push({ from: first.offset, to: first.offset + 1, text: first.value[0]?.toLowerCase() ?? "" });
      continue;
    }
    // "staff explained things ok?": a participle with an object is what they did, asked with "did".
    if (
      /ed$/i.test(stateTok.value) &&
      /^(NOUN|DET|PRON)$/.test(part[k + 1]?.pos ?? "") &&
      stateTok.lemma !== stateTok.value
    ) {
      edits.push({ from: first.offset, to: first.offset, text: `did ${det}` });
      edits.push({
        from: stateTok.offset,
        to: stateTok.offset + stateTok.value.length,
        text: stateTok.lemma.toLowerCase(),
      });
      for (const t of part.slice(k + 1))
        if (/^ok(ay)?$/i.test(t.value)) edits.push({ from: t.offset, to: t.offset + t.value.length, text: "OK" });
      if (first.pos !== "PROPN" && /^\p{Lu}\p{Ll}/u.test(first.value))
        edits.push({ from: first.offset, to: first.offset + 1, text: first.value[0]?.toLowerCase() ?? "" });
      continue;
    }
    edits.push({ from: first.offset, to: first.offset, text: `${plural ? "are" : "is"} ${det}` });
    // "Food good?": the word that opened the sentence no longer does.
    if (first.pos !== "PROPN" && /^\p{Lu}\p{Ll}/u.test(first.value))
      edits.push({ from: first.offset, to: first.offset + 1, text: first.value[0]?.toLowerCase() ?? "" });
    // "portion size ok?": written as a researcher would.
    // "settled ok": after the state too.
    for (const t of part.slice(k))
      if (/^ok(ay)?$/i.test(t.value)) edits.push({ from: t.offset, to: t.offset + t.value.length, text: "OK" });
    // "accurate vs the real house": a state measured against something, not a choice between two.
    for (const [j, t] of part.entries())
      if (j > k && /^(vs\.?|versus)$/i.test(t.value) && part[j - 1]?.pos === "ADJ")
        edits.push({ from: t.offset, to: t.offset + t.value.length, text: "compared with" });
  }
  if (edits.length === 0) return plain;
  let out = plain;
  for (const e of edits.sort((a, b) => b.from - a.from || b.to - a.to))
    out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out.replace(/\s+/g, " ");
}

const SPELLED: Record<string, string> = {
  hr: "hour",
  yr: "year",
  wk: "week",
  mth: "month",
  appt: "appointment",
  ppl: "people",
  abt: "about",
  shd: "should",
  ppls: "people's",
};
const DAY_NAMES: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Chat shorthand an owner may type, in the words a question uses; fillers ("lol", "tbh") go. */
const CASUAL: Array<[RegExp, string | ((m: string, ...groups: string[]) => string)]> = [
  // "rehearsal night (Tues vs Wed)": which of the two they prefer.
  [/\b((?:the |our )?[a-z][\w -]{2,30}?) \((\w+) (?:vs\.?|versus|or) (\w+)\)/gi, "whether they prefer $2 or $3 for $1"],
  // "the comms - we use a whatsapp group AND the spond app and its a mess, which do they prefer": which of the two.
  [
    /(?:\s*[-–—]\s*|,\s*|\.\s*)?\bwe use ((?:an? |the )?[a-z][\w ]{1,25}?) (?:and|&) ((?:an? |the )?[a-z]\w*(?: (?!and\b)\w+){0,3})\b[^.;!?\n]*?,?\s*which (?:do|does|would) (?:they|people|ppl|parents|members|customers) prefer\b/gi,
    ", whether they prefer $1 or $2",
  ],
  // "would parents book it and for how many days": how many they would want.
  [/\b(?:and )?for how many (days|weeks|sessions|nights|hours)\b/gi, "how many $1 they would want"],
  // "thinking of doing live music once a month so wld be good to know what sort of music ppl want": interest in
  // the idea, and what sort they would like.
  [
    /\b(?:(?:i'?m|we'?re|i am|we are) )?(?:(?:also|maybe) )?(?:thinking (?:of|about)|considering) (?:maybe )?(?:doing |running |starting |offering |adding |putting on )?((?:(?:a|an|some) )?[^,.;?!()\n]+?)(?:\s*\([^)]*\))?,?\s*(?:so |and )?(?:it )?(?:would|wld|'d) be (?:good|nice|great|useful|handy|helpful) to (?:know|see|find out) what (sort|kind|type)s? of ([a-z]+) (?:people|ppl|they|customers|members) (?:want|like|would like|would want)(?: if any)?/gi,
    "whether they would be interested in $1. what $2 of $3 they would like",
  ],
  // "also parking is a pain, maybe ask if thats put anyone off coming": whether it has put them off.
  [
    /\b(?:also |and )?((?!also\b|and\b)[a-z]+(?: [a-z]+)?) (?:is|are|was|were|has been) (?:a pain|a nightmare|a problem|awful|terrible|rubbish|an issue)\b[^,.;!?\n]*,\s*(?:so )?(?:maybe )?(?:ask )?(?:if|whether) (?:that'?s|thats|that has|it'?s|its|it has) (?:put|putting) (?:anyone|people|ppl|you|them) off(?: (coming|\w+ing))?/gi,
    (_m: string, thing: string, doing: string | undefined) =>
      `whether ${/^(the|our) /i.test(thing) ? "" : "the "}${thing} puts them off${doing ? ` ${doing}` : ""}`,
  ],
  // "which ciders/perries did they like": the owner's slash is "or".
  [/\b(which|what) (\w+)\/(\w+)(?= (?:did|do|does|are|were|is|was|would|will|have|had)\b)/gi, "$1 $2 or $3"],
  // "tbc whether to ask about MTD": a note to self, not an aim; "q's re:" only introduces the list.
  [/[,;]?\s*\b(?:tbc|tbd)\b[^,.;?!\n]*/gi, ""],
  [/\bq'?s re:?\s*/gi, ""],
  // "the textbook (we switched publisher in Sept)": an aside in brackets is the owner's backstory or detail.
  // A name in brackets ("a dog walker (Happy Tails Walks)") and the answers to a question ("which glazes
  // (matt, gloss)") stay; details of a thing ("skate hire (sizes, sharpness)") go.
  [
    /(^|[,.;:?!\n]|\s[-–]\s)([^,.;:?!\n(]*?)\s*\((?!(?:\p{Lu}[\p{L}'&-]*\s*)+\))([^()]*)\)/gu,
    (m, start: string, before: string, inside: string) =>
      /(,|\/| or )/.test(inside) && /\b(which|what|how|prefer|choose|favourite|favorite)\b/i.test(before)
        ? m
        : `${start}${before}`,
  ],
  // "how easy we were to deal with in the planning - emails, the song request form, the deposit etc":
  // examples of an aim, not aims of their own.
  [
    /(?<=\b(?:how|whether|if|what|why)\b[^.;:?!\n-]{3,})\s[-–—]\s[^.;:?!\n]*?\betc\b(\.?)/gi,
    (_m: string, stop: string) => stop,
  ],
  // "how often the routes get reset and if thats often enough": one aim, whether it is often enough.
  [
    /\bhow often ([^,.;:?!\n]+?),? (?:and )?(?:if|whether) (?:that'?s|thats|that is|it'?s|its|this is) (often|frequent) enough\b/gi,
    "whether $1 often enough",
  ],
  // "reader survey: print or online, which sections...": two bare words as an item ask which they prefer.
  [/(^|[:\n]\s*|\s[-–]\s)([a-z]{3,}) or ([a-z]{3,})(?=\s*(?:[,;.?\n]|$))/gi, "$1whether they prefer $2 or $3"],
  // "at the leisure centre Saturdays & Sundays": a day after a place says when, not which place.
  [
    /(?<=\b(?:centre|center|hall|park|pool|club|church|library|school|market|ground|field|studio|gym|rink|court|theatre|theater|arena|stadium|pavilion|hut))\s(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b\s*(?:&|and\b|,|\(|\.|$))/g,
    " on ",
  ],
  // "we're moving from paper forms to an app next term so want to know if thats going to be a problem
  // for anyone": whether the move would be a problem for them.
  [
    /\b(?:we'?re|we are|we will be|we'll be) (moving|switching|changing) from ([^,.;?!]+?) to ([^,.;?!]+?)(?: (?:next|this|from) \w+| soon| in \w+)?,? (?:so |and )?(?:i |we )?(?:want to know|wondering|wonder|would like to know|need to know) (?:if|whether) (?:that'?s|thats|that is|it'?s|its|this is|it is|it will be|that will be) (?:going to be )?(?:a problem|an issue|ok|okay|fine) for (?:anyone|people|you|them|everyone)\b/gi,
    (_m: string, move: string, from: string, to: string) =>
      `whether ${move.toLowerCase()} from ${from} to ${to} would be a problem for them`,
  ],
  // "thinking about maybe doing a prenatal class next year so would be good to know if anyone wld be interested",
  // "theres a pilot idea for a textile recycling collection - gauge if people would use it", "thinking of adding a
  // grooming add on so maybe gauge interest": whether they would be interested in the idea.
  [
    /\b(?:(?:i'?m|we'?re|i am|we are) )?(?:(?:also|maybe) )?(?:thinking (?:of|about)|considering|planning on|there'?s (?:a |an )?(?:pilot )?idea (?:floating around )?(?:of|for)) (?:maybe |possibly |perhaps )?(?:doing |running |starting |offering |adding |putting on |introducing |launching |having )?((?:(?:a|an|some) )?[^,.;?!()\n]+?)(?:\s*[-–—,]\s*(?:not decided|not running yet|not started yet|not doing it yet|just an idea))*\s*[-–—,]?\s*(?:(?:so |and |just )?(?:it )?(?:would|wld|'d) be (?:good|nice|great|useful|handy|helpful) to (?:know|see|find out) (?:if|whether) (?:anyone|people|ppl|they|members|parents|customers|residents) (?:would|wld|'d) (?:be interested|use it|come|book it|want it|want that|turn up)|(?:so |and |just )?(?:maybe |just )?(?:gauge|see|check|(?:want|get) a sense) (?:interest|(?:of )?(?:if|whether) (?:anyone|people|ppl|they|members|parents|customers|residents) (?:would|wld|'d) (?:be interested|use it|use them|come|book it|want it|turn up)))\b[^.;!?\n]*/gi,
    (_m: string, thing: string) => `whether they would be interested in ${thing.replace(/\s*\/\s*/g, " or ")}.`,
  ],
  // "why people who bought the 10 class pass didnt come back": why they did not, after what they did.
  [
    /\bwhy (?:people|customers|members|clients|users|those|ppl|folk|parents|students) who ((?:bought|joined|tried|booked|used|came|signed up|started|did|had|got|went)\b[^,.;!?\n]+?) (didn'?t|did not|never|stopped) ([^,.;!?\n]+)/gi,
    "why they $2 $3 after they $1",
  ],
  // "Also considering a loyalty card vs an app": which of the two they would prefer.
  [
    /\b(?:(?:i'?m|we'?re|i am|we are) )?(?:considering|thinking about|deciding between|choosing between|torn between) ((?:a |an |the )?[\w -]+?) (?:vs\.?|versus|or) ((?:a |an |the )?[\w -]+?)(?=\s*(?:[.,;!?\n]|$))/gi,
    "whether they would prefer $1 or $2",
  ],
  // "gently ask families, a few weeks after the funeral, how...": when the form is sent names no aim.
  [
    /,\s*(?:a few|few|a couple of|\d+|one|two|three|four|five|six) (?:days?|weeks?|months?) (?:after|before) (?:the|their|our|your) \w+,/gi,
    ",",
  ],
  // "permission to use their comments as a testimonial": whether we may.
  [
    /\b(?:ask(?:ing)? for |and )?permission to (use|quote|share) (?:their|your) (comments?|feedback|words|answers?|review)(?: as an? (testimonial|quote|review))?/gi,
    "whether we may $1 their $2 as a testimonial",
  ],
  // "I run a little cat sitting thing": a thing run is a service.
  [/\b(run|do|started) an? (?:little |small )?([\w -]{3,25}?) thing\b/gi, "$1 a $2 service"],
  // "Six weeks after adopting a cat or dog, how is the animal settling in": when the form is sent names no aim.
  [
    /(^|[.!?:]\s+)(?:(?:a|an|one|two|three|four|five|six|\d+|a few|a couple of) (?:days?|weeks?|months?|years?) )?(?:after|once) \w+ing\b[^,.;?!]{0,40},\s*/gi,
    "$1",
  ],
  // "Which shows do people listen to, when, and on what device?": each wh-word asks the same verb.
  [
    /\b((?:which|what) [\w ]{1,30}? (do|does|did) ([\w]+) ([a-z]+)(?: (to|at|on|in|with))?),((?:\s*(?:and\s+)?(?:when|where|how often|how|(?:on|in|at|with|from) (?:what|which) \w+),?){1,3})\s*\?/gi,
    (_m: string, first: string, aux: string, who: string, verb: string, _prep: string | undefined, list: string) =>
      `${first}?${list
        .split(/,|\band\b/)
        .map((w) => w.trim())
        .filter(Boolean)
        .map((w) => {
          // "on what device": "What device do people listen on?"
          const moved = /^(on|in|at|with|from) (.+)$/i.exec(w);
          return moved
            ? ` ${capitalise(moved[2] ?? "")} ${aux} ${who} ${verb} ${moved[1]}?`
            : ` ${capitalise(w)} ${aux} ${who} ${verb}?`;
        })
        .join("")}`,
  ],
  // "We also want ideas for new programmes": what new programmes they would like.
  [
    /\b(?:want|would like|need|looking for|after|love) (?:some |any )?(?:ideas|suggestions) (?:for|on|about) ((?:new|more|future|other|different) [\w -]+?)(?=\s*(?:[.,;!?\n]|$))/gi,
    "to know what $1 people would like to see",
  ],
  // "Also the volunteers being friendly": whether they are.
  [/\b((?:the|our) [\w -]{2,25}?s) being (\w+)(?=\s*(?:[,.;?!\n]|$))/gi, "whether $1 are $2"],
  // "if members are happy with the water supply and the waiting list process": one question each.
  [
    /\b(whether|if) ([\w ]{1,20}?) (are|is|were|was) (happy|satisfied|pleased|content) with ((?:the|our|their) [\w -]{2,30}?),? and ((?:the|our|their) [\w -]{2,30}?)(?=\s*(?:[,.;?!\n]|$))/gi,
    "$1 $2 $3 $4 with $5, and $1 $2 $3 $4 with $6",
  ],
  // "we want to check the crew were on time": what is checked is asked whether.
  [
    /\b(check|checking|make sure|confirm) (?!whether\b|if\b|that\b|out\b|in\b)(?=(?:the|our|your|their) [\w ]{1,30}? (?:was|were|is|are|did|had)\b)/gi,
    "$1 whether ",
  ],
  // "whether the crew were on time, careful with belongings and polite": each judged on its own.
  [
    /\bwhether ((?:the|our|your) [\w-]+(?: [\w-]+)?) (was|were|is|are) ([^,.;:?!\n]{2,30}), ([^,.;:?!\n]{2,30}?),? and ([^,.;:?!\n]{2,30}?)(?=[.;:?!\n]|$)/gi,
    (_m: string, who: string, be: string, a: string, b: string, c: string) =>
      `whether ${who} ${be} ${a}, whether ${who} ${be} ${b} and whether ${who} ${be} ${c}`,
  ],
  // "I'm the organiser of a regional comic convention": the owner runs what their role is of.
  [
    /\b(i'?m|i am|we'?re|we are) (?:the |one of the )?(?:branch |club |group |events? )?(?:organiser|organizer|owner|manager|secretary|founder|director|coordinator|co-ordinator|treasurer|chair|host|runner)s? (?:of|for) (a|an|the|our|my) /gi,
    (_m: string, who: string, det: string) => `${/^we/i.test(who) ? "we" : "I"} run ${det} `,
  ],
  // "i'm one of the volunteers who coordinates our community fridge": the owner runs it.
  [
    /\b(?:i'?m|i am|we'?re|we are) (?:one of )?the (?:volunteers?|people|team|folks|ones?) (?:who|that) (?:coordinates?|runs?|manages?|organises?|organizes?|looks? after) (our|the|a|an) /gi,
    "I run $1 ",
  ],
  // "i manage a soft play centre": the owner runs it.
  [/\b(i|we) manage (a|an|the|our) /gi, "$1 run $2 "],
  // "my son keeps going on about it": family talk, no aim.
  [
    /[,;]?\s*(?:my|our) (?:son|daughter|wife|husband|partner|boss|mum|dad|kids?) (?:keeps|has been|is always|keep) (?:going on|banging on|nagging|on at me) about (?:it|this|that)\b/gi,
    "",
  ],
  // "need to figure out whats going on": the owner's own puzzle, no aim.
  [/[,;]?\s*(?:so )?(?:i |we )?(?:need|want|have) to (?:figure|work|find) out what'?s going on\b/gi, ""],
  // "whether they mostly take, donate, or both": one or the other.
  [/\b(\w+), (\w+),? or both\b/gi, "$1 or $2"],
  // "i'm a one woman mobile dog grooming business": who runs it is no part of its name.
  [/\b(?:one|1)[ -](?:wo)?man\b\s*|\bone[ -]person\b\s*/gi, ""],
  // "We're a small accountancy practice": the size is how the owner sees it, not the business's name.
  [/\b(we're|we are|i run|we run|i have|we have|i own|we own) (a|an) (?:small|little|tiny) (?=\S+ \S)/gi, "$1 $2 "],
  // Note-taking contractions spelled out, so no question carries them.
  // "HR" is no contraction; "min" is one only after a number ("£60 min order" is a minimum).
  [/\b(hr|yr|wk|mth|appt)s\b/g, (_m, w: string) => `${SPELLED[w] ?? w}s`],
  [/\b(hr|yr|wk|mth|appt|ppls|ppl|abt|shd)\b/g, (_m, w: string) => SPELLED[w] ?? w],
  // "would a diff night suit better": "diff" before a noun is "different".
  [/\bdiff\b(?=\s+(?!between\b|is\b|was\b|in\b|of\b)[a-z]{3,})/gi, "different"],
  [/(?<=\d ?)mins\b/g, "minutes"],
  [/\b(lol|lmao|omg|tbh|ngl|lowkey|kinda|sorta|idk|haha|pls|plz|thx)\b[,!]*\s*/gi, ""],
  // "no product, just research": what the form is not about names no subject.
  [/[,;]?\s*\b(no|not a|without a|without any) (product|app|service)( involved)?\b(,? just research)?/gi, ""],
  // "what they'd pay": the modal is asked back ("How much would you pay"), so it is spelled out.
  // "support they wish we'd offered": before a past participle, "'d" is "had".
  [
    /\b(they|you|we|i|people|members|customers|users|residents|parents|staff)'d (?=(?:offered|done|given|made|had|been|known|seen|told|asked|heard|taken|got|gotten|found|sent|called|explained|included|added|provided|received)\b)/gi,
    "$1 had ",
  ],
  [/\b(they|you|we|people|members|customers|users|residents|parents|staff)'d\b/gi, "$1 would"],
  // "is the new tunnel something they would pay extra for": asked of them, with the thing as the object.
  [
    /\b(?:is|are) ((?:the|a|an|our) [a-z][^,.;?!]*?) something (?:that )?(they|people|you|customers|visitors|members|parents|users|guests) (would|might|could) ((?:[a-z]+ ){0,3}(?:for|in|to|with|about|on|at|from|use|try|buy|recommend|book|join|want|visit|attend))(?=\s*(?:[?,.;!]|$|\band\b))/gi,
    "$3 $2 $4 $1",
  ],
  // "so that we can find out whether X, so that we can decide if Y, and so that we know whether Z": the
  // owner's reasons name each aim; the "so that" chain is only how they are joined.
  [
    /\bso(?: that)? (?:we|i)(?: can| could| will| may|'ll)? (?:find out|decide|know|learn|see|understand|tell|check|work out)(?: better)? (?:if|whether)\b/gi,
    "whether",
  ],
  // "kids drama classes ages 6-14", "(aged 6 to 14)": an age range says who, and names no subject.
  [/\s*\(?\b(?:for )?(?:ages?|aged) \d+\s*(?:-|–|to)\s*\d+\)?/gi, ""],
  // "No business yet, just an idea:": the stage, not a subject (the draft reads it as something planned).
  [/\b(there is |there's )?no (business|product|app|company|shop|service|brand) yet\b[,;:.]?\s*/gi, ""],
  [/\b(it's |it is )?(just|only) an idea( so far| for now)?\b[,;:.]?\s*/gi, ""],
  // "The city council wants views on the proposed cycle lane": the proposal is the subject, not who asks.
  [
    /^(?:the )?[\w' -]*?\b(?:council|committee|board|association|authority)\b(?:'s)? (?:wants|would like|is seeking|seeks|is asking for|invites|is consulting on|is consulting residents on)(?: (?:residents'|people's|members'|tenants'|local|your))? ?(?:views|opinions|feedback|comments|input)?(?: (?:on|about))?\s*(?:the )?(?=(?:proposed|planned|proposal|plans?|new)\b)/i,
    "Views on the ",
  ],
  // "what days/times would work better": two kinds of time, either of which would do.
  [/\b(days?|times?|evenings?|nights?|dates?)\/(days?|times?|evenings?|nights?|dates?)\b/gi, "$1 or $2"],
  // "consultation on installing speed bumps": what would be installed is the proposal asked about.
  [
    /\b(consultation|views|opinions|feedback|survey) (on|about) (?:installing|introducing|adding|building|putting in|creating|bringing in) (?:an? )?(?!the\b)/gi,
    "$1 $2 the proposed ",
  ],
  // "Reasons people return items": why they do it, not reasons to rate.
  [
    /\b(?:the )?reasons? (?:why |that )?(?=(?:people|customers|users|members|visitors|guests|students|staff|employees|residents|shoppers|buyers|clients|parents|patients|subscribers|readers|tenants) [a-z]+)/gi,
    "why ",
  ],
  // "how there dog seems": after a question word, "there" before a noun is "their".
  [
    /\b(how|whether|if|what|why|when) there (?!(?:is|are|was|were|will|would|could|should|might|may|must|has|have|had|be|been|being|any|enough|too|a|an|the|no)\b)(?=[a-z]+ [a-z]+)/gi,
    "$1 their ",
  ],
  // "what we could of done better".
  [/\b(could|should|would|might|must) of\b/gi, "$1 have"],
  // "anything that puts them off booking": what does, asked as a question.
  [
    /(^|[.?!;:,]\s+|\s-\s+)(?:is there )?anything (?:that )?(?=(?:(?:would|could|might) (?:put|stop|keep|make|prevent)|puts|stops|keeps|makes|prevents|annoys|bothers|worries|frustrates)\b)/gi,
    "$1what ",
  ],
  // "is the waiting list putting people off joining": the people put off are the ones asked.
  [
    /\b(put|puts|putting|turn|turns|turning|keep|keeps|keeping|scare|scares|scaring) (?:people|ppl|customers|members|visitors|families|parents|guests|clients|users|students|riders|newcomers|beginners) (off|away)\b/gi,
    "$1 you $2",
  ],
  // "fri or sat": days cut short in a choice.
  [
    /\b(mon|tues?|wed|thurs?|fri|sat|sun)\b\.?(?= or (?:mon|tues?|wed|thurs?|fri|sat|sun)\b)|(?<=\b(?:mon|tues?|wed|thurs?|fri|sat|sun)\.? or )(mon|tues?|wed|thurs?|fri|sat|sun)\b\.?/gi,
    (d: string) => DAY_NAMES[d.toLowerCase().replace(/\.$/, "").slice(0, 3)] ?? d,
  ],
  // "ppl say the changing rooms are cold": what others report is asked as whether it holds.
  [
    /\b(?:some )?(?:people|ppl|customers|members|visitors|parents|guests|clients|users|some) (?:say|said|have said|tell us|told us|complain|complained|mention|mentioned|reckon)(?: that)? (?=(?:the|our|it|it's|there|they)\b)/gi,
    "whether ",
  ],
  // "portion sizes, skipping a week - easy?": a note's judgement after a dash asks it of the item.
  [
    /(^|[,:;]\s*)([a-z]+ing(?: [a-z]+){0,3}) [-–] (easy|hard|simple|clear|quick|straightforward|ok|okay|fine)\?/gi,
    "$1is $2 $3?",
  ],
  // "meal kit app onboarding, first 2 weeks:": a heading's time span says when, not another thing to ask.
  [
    /,\s*((?:the )?(?:first|last|past|opening) (?:(?:\d+|few|two|three|four|six) )?(?:days?|weeks?|months?|years?|visits?|sessions?))(?=\s*:)/gi,
    " in the $1",
  ],
  // "did they get a dev job, how long it took": how long getting it took.
  [
    /\b(did (?:they|you|people) (get|find|land|secure) (an? [a-z][a-z -]*?)),\s*(?:and\s+)?how long it took\b/gi,
    "$1, how long it took to $2 $3",
  ],
  [/\bin the the\b/gi, "in the"],
  // "quote clear?, crew tidy?": the comma after a question mark is a slip.
  [/\?,/g, "?"],
  // "3) any leaks since": whether they have had any since the work.
  [
    /(^|[.?:;,]\s*|[-–]\s+)any ([a-z]+(?: [a-z]+)?) since\b(?! (?:we|you|they|i|it)\b)([^.?!;,\n]*)\??(?=\s*(?:[.?!;\n]|$))/gim,
    "$1have you had any $2 since$3?",
  ],
  // "crew tidy? finished on time?": a note's bare participle asks whether the business did it.
  [
    /(^|[?:;]\s*)(finish|complet|deliver)e?d ((?:on|in) time|as promised|when promised)\?/gi,
    (_m: string, lead: string, verb: string, when: string) =>
      `${lead}did we ${verb.toLowerCase()}${/complet/i.test(verb) ? "e" : ""} ${when}?`,
  ],
  // "also are prices ok": "also" opening a note's question is no part of it.
  [/(^|[.?!]\s+)also,? (?=(?:is|are|was|were|do|does|did|would|could|can|should|how|what|why|whether)\b)/gi, "$1"],
  // "roofing co. post-job survey": a company cut short, never in a name ("Bloom & Co.").
  [/(?<![&] |and )\bco\.(?=\s)/g, "company"],
  // "and is parking a problem", "is skipping a week easy?": the "-ing" word is the thing asked about,
  // never a verb of the business; put in plain order so it parses as a subject.
  [
    /(^|[,:;?.]\s*|\band\s+|\s[-–]\s+)(is|was) ([a-z]+ing) (a|an) ([a-z]+)(?=\s*(?:[?,.;!]|$|\band\b))/gi,
    "$1whether $3 $2 $4 $5",
  ],
  [
    /(^|[,:;?.]\s*|\band\s+|\s[-–]\s+)(is|was) ([a-z]+ing) ((?:a|an|the|your|my|our) [a-z]+) (easy|hard|difficult|simple|clear|quick|straightforward|confusing|ok|okay|fine)\b/gi,
    "$1whether $3 $4 $2 $5",
  ],
  // "Staff survey for our call centre agents": a staff survey is about the place they work, not them.
  [
    /\b((?:staff|employee|team|colleague|volunteer|crew) (?:survey|pulse|questionnaire|feedback) for (?:our|the) [a-z][a-z -]*?) (?:staff|team|crew|[a-z]+(?:ers|ors|ists|ants|ents|ians))\b(?= *[:;,.?!-]| *$)/gi,
    "$1",
  ],
  // "staff pulse for our vineyard and wine shop": the first place names where they work.
  [
    /\b((?:staff|employee|team|colleague|volunteer|crew) (?:survey|pulse|pulse check|questionnaire|feedback) for (?:our|the) [a-z][a-z-]*(?: [a-z][a-z-]*)?) (?:and|\+|&) [a-z][a-z -]*?(?= *[:;,.?!(-]| *$)/gi,
    "$1",
  ],
  [/\bwanna\b/gi, "want to"],
  // Words often misspelt in a hurry, so a question never repeats the slip.
  [/\bknowledgable\b/gi, "knowledgeable"],
  ...MISSPELLINGS,
  [/\bfreinds?\b/gi, (w: string) => w.replace(/ei/i, "ie")],
  [/\buntill\b/gi, "until"],
  [/\bmanagment\b/gi, "management"],
  [/\bfamilys\b/gi, "families"],
  // "thinking of charging £3 a session so whether they would pay that too": "that" is the price.
  [/\b(charg(?:e|ing)) (£\s?\d+(?:\.\d+)?(?: (?:a|per) \w+)?)([^.!?]*?\bpay) that(?: too)?\b/gi, "$1 $2$3 $2"],
  [/\bindependant\b/gi, "independent"],
  // "how stretched do they feel": asked in the order a clause takes, "how stretched they feel".
  [/\bhow (\w+) do (they|people|staff|members|volunteers|customers) (feel|find)\b/gi, "how $1 $2 $3"],
  // "a tiny independent bookshop-bar hybrid... no wait its mainly a board game bar": the owner's correction stands.
  [
    /\b(a|an|our) [^.!?]*?\.{2,}\s*(?:no wait|actually|sorry|i mean)[,!]?\s*(?:it'?s |its )?(?:mainly |mostly |really |more )?(?:a|an) /gi,
    "$1 ",
  ],
  // "whether there kids actually enjoy it": "there" before whose people or things is "their".
  [
    /\b(whether|if|that|and|how|what|do|does|did) there (kids|children|child|son|daughter|family|families|dog|dogs|pets?|car|cars|home|homes|staff|experience|views|order|booking)\b/gi,
    "$1 their $2",
  ],
  // "and honestly whether £6 is too much": a word of the owner's tone before a second question.
  [/\b(and|also|,) (?:honestly|frankly|really|tbh|finally|lastly) (whether|if|how|what|why|which)\b/gi, "$1 $2"],
  // "was the quote accurate vs final bill": measured against it.
  [/\b(accurate|fair|close|similar|right|good) (?:vs\.?|versus) (?:the )?/gi, "$1 compared with the "],
  [/\b(they|you)re\b/gi, "$1're"],
  // "our farmers' union group": a plural's apostrophe is no break in the name.
  [
    /\b([a-z]+s)' (?=[a-z]+ (?:group|union|club|association|society|centre|center|market|league|hall|room|day|night|evening)s?\b)/gi,
    "$1 ",
  ],
  // "parents and adult members": the adults, who answer too.
  [
    /\b(parents|kids|children|juniors|families) and adult (?:members|students|learners|players|customers|clients|participants|swimmers|riders|climbers)\b/gi,
    "$1 and adults",
  ],
  // "do they feel they're making progress": spelled out, the clause reads as one.
  [/\b(they|you)'re (?=\w+ing\b)/gi, "$1 are "],
  [/\b(does|did|is|was|were|are|could|would|should|have|has|had)nt\b/gi, "$1n't"],
  // "i'm a guitar teacher": what the owner teaches is what the form is about.
  [/\b(i'?m|i am|we'?re|we are) an? (\w+) (teacher|tutor|instructor|coach)\b/gi, "I run $2 lessons"],
  // "is the food worth the price, our toast is £3.50 which someone complained about": the owner's aside.
  [
    /,\s*(?:our|the) [\w -]{2,20}? (?:is|are|was|costs?) [£$€]?[\d.]+[^,.;?!]*?\bwhich (?:someone|somebody|people|a customer|customers) (?:complained|moaned|commented)[^,.;?!]*/gi,
    "",
  ],
  [/\bocc?ured\b/gi, "occurred"],
  [/\bwether\b/gi, "whether"],
  [/\b(want|wanna|like|need|to) to no\b/gi, "$1 to know"],
  // "are the classes to expensive": "too" typed as "to" before how much of a quality.
  [
    /\b(is|are|was|were|it's|seems?|felt|feels?|got|gets) to (expensive|cheap|long|hard|busy|small|big|loud|hot|cold|slow|crowded|noisy|pricey|difficult|short|full)\b/gi,
    "$1 too $2",
  ],
  [/\b(\w+s) r (ok|okay|good|fine|fair|right|too)\b/gi, "$1 are $2"],
  [/\b(\w+s) r (?=(?:v|very|so|a bit|quite|really|not) \w+)/gi, "$1 are "],
  // "We're a small dog and cat rescue in Somerset": one thing for two kinds, not a list of aims.
  [
    /\b((?:we're|we are|i'm|i am|we run|i run) (?:a|an) (?:[a-z-]+ ){0,2}?)([a-z]+) and ([a-z]+) ([a-z]+)(?=\s+(?:in|on|at|near|run|based|that|which|for|with)\b|\s*[,.;])/gi,
    "$1$2-and-$3 $4",
  ],
  // "the proposed 20mph speed limit": the speed is part of the limit's name, not a count.
  [/\b(\d+)\s?(mph|kph)\b/gi, "$1-$2"],
  // "a paid plan at £8/month": a price per period, said in words.
  [
    /([£$€]\d[\d.,]*)\s*\/\s*(month|mo|mth|year|yr|week|wk|day|hour|hr)\b/gi,
    (_m: string, price: string, per: string) =>
      `${price} ${/^(hour|hr)$/i.test(per) ? "an" : "a"} ${({ mo: "month", mth: "month", yr: "year", wk: "week", hr: "hour" } as Record<string, string>)[per.toLowerCase()] ?? per.toLowerCase()}`,
  ],
  // "what's missing": the contraction read as the verb it is.
  // "the What's On diary" is a name.
  [/(?<!\bthe )\b(what|where|who|how|which)'s\b/gi, "$1 is"],
  // "Patient feedback for Elm Street dental – ease of booking, waiting time": a dash opening the list of aims is a colon.
  [/^([^:–—.?!]*?\b(?:feedback|survey|questionnaire|poll)\b[^:–—.?!]*?\w) [–—-] (?=[^,]+,)/i, "$1: "],
  // "after-service feedback for boiler repair customers": when the form is sent, not what it is about.
  [/\b(?:after|post)[- ](?:service|sales|job|install(?:ation)?) (feedback|survey|questionnaire)\b/gi, "$1"],
  // "cafe loyalty card feedback!! do customers use it": an exclamation ends a sentence as a full stop does.
  [/!+(?=\s|$)/g, "."],
  // "whether theyd pay", "whats their usual order", "whether its the price": contractions typed without the apostrophe.
  // ("were" and "wed" are words of their own.)
  [/\b(they|you)d\b/gi, "$1 would"],
  [
    /\b(they|you)(re|ve)\b|\b(we)(ve)\b/gi,
    (_m: string, a: string, b: string, c: string, d: string) => `${a ?? c} ${(b ?? d) === "re" ? "are" : "have"}`,
  ],
  [/\bwhats\b/gi, "what is"],
  [/\b(whether|if|because|think|maybe) its\b/gi, "$1 it is"],
  [/\b(does|did|is|are|was|were|would|could|should|has|have|had)nt\b/gi, "$1 not"],
  [/\bwont\b/gi, "will not"],
  // "window cleaning custmers": a typo of the people asked.
  [/\b(?:custmers|cusomers|cutomers|customors|custemers)\b/gi, "customers"],
  // Common slips that would be copied into the questions: "would they recomend us", "the instrucions".
  [/\binstruc(?:i|t)ons\b/gi, "instructions"],
  // "if happy w/ price": a note's question with its doer and verb left out.
  [/\b(if|whether) (happy|satisfied|pleased|ok|okay|content) (with|w\/) (?:the )?/gi, "$1 they are $2 with the "],
  // "is it too long? print or email?": two things set against each other, as a note asks which they prefer.
  [/(?<=[-–:?]\s*)([a-z]+) or ([a-z]+)\?/g, "do they prefer $1 or $2?"],
  // "how r rehearsals going", "whether evenings or weekends r better": text-speak "r" between words.
  [/\b(how|what|where|when|why|who|which|they|you|we|\w+s) r (?=(?:\w+ing|better|worse|\w+s)\b)/gi, "$1 are "],
  // "toilets, line up, camping": the acts on the bill, not a queue.
  [/(^|[,:;(-]\s*|\band\s+|\bthe\s+)line[ -]?up\b/gi, "$1line-up"],
  // "comfort on board during winter crossings": aboard, no board of anyone's.
  [/\bon board\b/gi, "onboard"],
  // "the photo updates are worth doing, and also we're thinking about grooming": two things, said apart.
  [
    /,? and also,? (?=(?:we|i|we're|i'm|we've|i've|could|should|would|what|how|why|whether|do|does|is|are)\b)/gi,
    ". Also, ",
  ],
  // "... Also, we're thinking about adding grooming": an add-on to what exists, asked as interest in it.
  [
    /(?<=[.!?;]\s+)(?:also,?\s+)?(?:we're|we are|i'm|i am) (?:thinking|considering) (?:about |of )?(?:adding|offering|introducing)\s+/gi,
    "would you be interested in ",
  ],
  // "would you be interested in battery storage so would they be interested in that": asked once.
  [
    /\b(would you be interested in [^,.;?!]+?)\s+(?:so|and)\s+(?:would|are|will) (?:they|people|customers) be interested in (?:that|it|this)\b/gi,
    "$1",
  ],
  // "... interested in battery storage and what would they pay roughly": what they would pay for it.
  [
    /\b(would you be interested in ([^,.;?!]+?))\s+and\s+(?:what|how much) would (?:they|people|customers|you) (?:be willing to )?pay(?: roughly| for (?:it|that|this))?\b/gi,
    "$1 and how much would they pay for $2",
  ],
  // "views on water supply, and raising the annual rent from £40 to £55": a listed change is a proposal to support or not.
  [
    /(?<=[:;,–-]\s*(?:and\s+)?)((?:raising|increasing|putting up|cutting|reducing|lowering|scrapping|introducing|extending|closing) (?:the |our )?[^,.;?!]+?\b(?:from|to) [^,.;?!]+?)(?=\s*(?:[,.;?!]|$))/gi,
    "whether they would support $1",
  ],
  // "members survey: interest in a shared honey extractor, ...": a listed interest asks whether they are interested.
  [/(?<=[:;,]\s*(?:and\s+)?)interest in (?=(?:a|an|the|having|more)\b)/gi, "would you be interested in "],
  // "are subs going up to £30/yr ok?": a rise asked about is a change they would accept or not.
  [
    /\b(?:(?:are|is|would) )?((?:the )?[a-z]+) (going up|rising|increasing) to (£?\d[\w.£/]*(?: an? (?:year|month|week))?) (?:be )?(?:ok|okay|alright|acceptable)\b/gi,
    (_m: string, thing: string, rise: string, to: string) =>
      `would you be happy with ${thing} ${rise} to ${to.replace(/\/(?:yr|year)$/i, " a year").replace(/\/(?:mo|month)$/i, " a month")}`,
  ],
  [/\bgonna\b/gi, "going to"],
  // "would you wud use": a modal typed twice, once in text-speak.
  [/\b(would|could|should) (you|they|people|members|customers) (?:wud|wd|wld|woud|cud|cd|shud|shd)\b/gi, "$1 $2"],
  [/\bw[ul]d\b/gi, "would"],
  [/\bcud\b/gi, "could"],
  [/\bshud\b/gi, "should"],
  // Note-taking abbreviations, spelled out so they never reach a question as typed.
  [/\s*\b(imo|imho|fwiw|btw)\b/gi, ""],
  [/\b(on|via|through|from) fb\b/gi, "$1 Facebook"],
  [/\bfb (?=(?:page|group|ads?|posts?|messenger|marketplace|events?)\b)/gi, "Facebook "],
  [/\bfb\b/gi, "feedback"],
  [/\bw\/o\b/gi, "without"],
  [/\bw\/(?=\s)/gi, "with"],
  // "fixed w us": text-speak "w" for "with".
  [/\bw (?=(?:us|me|them|you|him|her|the|a|an|my|our|your|their)\b)/gi, "with "],
  [/\b(b\/c|bc|cos|coz)\b/gi, "because"],
  [/\besp\b\.?/gi, "especially"],
  [/\bapprox\b\.?/gi, "about"],
  // "do people even notice the shop": the owner's doubt would lead the answer.
  [/\b((?:do|does|did) (?:\w+ )?)(?:even|actually|really) (?=[a-z]+\b)/gi, "$1"],
  // "right for peoples machines": the possessive typed without its apostrophe.
  [/\bpeoples (?=[a-z]+s?\b)(?!(?:of|and|or|in|are|were|have|who)\b)/gi, "people's "],
  // "we started offering home visits. Are customers interested?": interested in what was just named.
  [
    /\b((?:offer|offering|started offering|launched|introduced|added|trialling|trialing|running) ((?:a |an |the )?[a-z][a-z -]{2,40}?))([.!;]\s+(?:are|is|would) (?:\w+ )?(?:be )?interested)(?=\s*\?)/gi,
    (_m: string, said: string, thing: string, asked: string) => `${said}${asked} in ${thing}`,
  ],
  // "wait too long (currently 3 wks)": how things stand now is the owner's aside, not asked.
  [/\s*\((?:currently|at the moment|right now|now|usually)\b[^)]*\)/gi, ""],
  [/\bb4\b/gi, "before"],
  // "party host helpful y/n": the note's mark that it asks yes or no.
  [/\s*\(?\by\/n\b\)?\??/gi, "?"],
  [/\bappts\b/gi, "appointments"],
  [/\bappt\b/gi, "appointment"],
  [/\binfo\b/gi, "information"],
  [/\bmgmt\b/gi, "management"],
  // "lunch incl in price": what is included, not "including".
  [/\b(incl|inc)\b\.?(?= in\b)/g, "included"],
  [/\b(incl|inc)\b\.?(?= [a-z])/g, "including"],
  [/\bsvc\b\.?/gi, "service"],
  [/\bdept\b\.?/gi, "department"],
  [/\bavail\b\.?/gi, "available"],
  // "wd like to hear": "would" in a note, never the "4wd" of a car.
  [/(^|[.!?]\s+)wd (?=(?:like|love)\b)/gi, "$1We would "],
  [/\bwd (?=(?:like|love|be|you|they|people)\b)/gi, "would "],
  [/\bxmas\b/gi, "Christmas"],
  // "booking online vs walk in": the noun is one word.
  [/\b(vs\.?|versus|or|a|the) walk ins?\b/gi, (m: string) => m.replace(/walk in/i, "walk-in")],
  // "on fridays", "over christmas", "in october": names of days, months and holidays are capitalised
  // ("may" and "march" are words too).
  [
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|january|february|april|june|july|august|september|october|november|december)(s?)\b/g,
    (m: string) => `${m[0]?.toUpperCase()}${m.slice(1)}`,
  ],
  [/\b(\d+) ?(wks?)\b/gi, "$1 weeks"],
  [
    /\b(\d+) ?mins\b|\b(\d+) ?min\b(?! (?:order|spend|charge|age|stay|booking|purchase)s?\b)/gi,
    (m: string) => `${m.match(/\d+/)?.[0]} minutes`,
  ],
  [/\bmin\.? (?=(?:order|spend|charge|age|stay|booking|purchase)s?\b)/gi, "minimum "],
  // "2hr slots": a length before the thing it measures is one word.
  [
    /(?<!\b(?:or|and|to)\s)\b(\d+) ?(?:hrs?|hours?|h)\b(?= (?:slots?|sessions?|lessons?|classes|class|walks?|tours?|trips?|courses?|workshops?|shifts?|drives?|hires?|bookings?)\b)/gi,
    "$1-hour",
  ],
  [
    /(?<!\b(?:or|and|to)\s)\b(\d+) ?(?:mins?|minutes?)\b(?= (?:slots?|sessions?|lessons?|classes|class|walks?|tours?|trips?|courses?|workshops?|appointments?|calls?|visits?|treatments?)\b)/gi,
    "$1-minute",
  ],
  [/\b(\d+) ?hrs?\b/gi, "$1 hours"],
  // "shifts were 8hrs, which some said was too long": what others said is the owner's background.
  [
    /,?\s*which (?:some|a few|some people|people|a couple|several|many|others) (?:said|say|have said|told us|mentioned|complained) (?:was|were|is|are) [^,.;?!]+/gi,
    "",
  ],
  // "patient survey Q's": the questions are the survey itself.
  [/\b(survey|form|feedback|questionnaire)\s+(?:q's|qs|questions)\b/gi, "$1"],
  // "library users q's - why people stop coming": the note's heading, who and then what.
  [/(?<=\w)\s+(?:q's|qs)\s*(?=[-–—])/gi, " "],
  [/\b(q's|qs)\b:?/gi, "questions:"],
  [/(^|[\s(])re: ?/gi, "$1about "],
  // "communication re cancellations": "re" between words is "about".
  [/(?<=[a-z] )re (?=(?:the |our |your |a |an )?[a-z]{3,})/gi, "about "],
  // "training for new systems, tbc": a note to self, never asked.
  [/[,;]?\s*\b(tbc|tba|tbd)\b\.?/gi, ""],
  // Notes to self, never asked: "sorry bit of a ramble lol", "idk if worth asking", "please keep it
  // anonymous", "some people are touchy about the committee", "dont want to ask about X, that caused drama".
  [/[,;]?\s*\b(?:sorry|soz)\b[^.!?\n]*\b(?:ramble|rambling|waffle|essay|long message)\b[^.!?\n]*/gi, ""],
  [
    /[,;]?\s*(?:\b(?:idk|not sure|unsure|dunno)\b\s*)?\b(?:if|whether) (?:it'?s |its |it is )?worth (?:asking|a question)\b[^.!?\n]*/gi,
    "",
  ],
  // "we shut at 4 and I wonder if thats too early": whether shutting at 4 is too early.
  [
    /\b(?:we )?(shut|close|open|start|finish)s? at ([^,.;!?\n]+?) and (?:i )?(?:wonder|wondered|am wondering|not sure|want to know) (?:if|whether) (?:that'?s|thats|that is|it'?s|its) too (early|late)\b/gi,
    (_m: string, verb: string, time: string, way: string) =>
      `whether ${{ shut: "shutting", close: "closing", open: "opening", start: "starting", finish: "finishing" }[verb.toLowerCase()] ?? verb} at ${time} is too ${way}`,
  ],
  [/(^|[.!?\n]\s*)(?:please |pls )?keep it (?:anonymous|short|quick|brief)\b[^.!?\n]*[.!?]*/gi, "$1"],
  [
    /(^|[.!?\n]\s*)[^.!?\n]*\b(?:touchy|sensitive|a sore point|caused (?:some )?drama|caused (?:some )?upset)\b[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  // "tickets: was going to ask abt early bird pricing but actually no leave it", "i was going to ask if theyd
  // buy refurbished phones but scrap that": what the owner meant to ask and then did not.
  [
    /(^|[.!?\n]\s*)(?:[\w ]{1,20}\s*[-–:]\s*)?(?:(?:oh|and|also|so)\s+)*(?:i\s+|we\s+)?(?:(?:was|were)\s+(?:going to|gonna|about to)\s+(?:ask|put|include|add|mention)|(?:thought|was thinking|were thinking) (?:about|of) (?:asking|including|adding))\b[^.!?\n]*?\bbut\b[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  // "would they come to a 2nd date each month but actually scrap that, we don't have the volunteers": the
  // sentence taken back with it.
  [
    /(^|[.!?\n]\s*)[^.!?\n]*?\bbut actually,? (?:no,? )?(?:scrap|forget|skip|drop|ignore) (?:that|it|this)\b[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  // "oh and maybe ask about the viewing gallery, actually no scrap that its getting refurbished": taken back.
  [
    /(^|[.!?\n]\s*)[^.!?\n]*\bask\b[^.!?\n]*,\s*(?:actually no|no actually|no wait|wait no|nah|actually)\b,?\s*(?:skip|scrap|forget|ignore|drop|leave) (?:that|it|this)\b[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  // "the changing rooms are grim i know but thats the council so dont bother asking abt the changing rooms":
  // the sentence tells what is not asked.
  [
    /(^|[.!?\n]\s*)(?:(?!\b(?:ask|whether|if|how|what|which|would|did|was|were)\b)[^.!?\n])*\b(?:so|but)\s+(?:pls |please )?(?:do ?n[o']?t|dont) (?:bother )?(?:ask|asking|mention)\b[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  [/\b(?:do ?n[o']?t|dont) bother (?:asking|with)\b/gi, "dont ask"],
  // "the teachers - are they good with the kids, patient, do they explain stuff properly", "the first planning
  // call/meeting was it useful": "they" and "it" are the thing the owner named first.
  [
    /(^|[.!?\n]\s*)(?:and |also )?((?:the|our|my) [a-z][\w/ -]{2,40}?)(?:\s*[-–:]\s*|,?\s+)(?=(?:are|were|do|did|is|was|does|would|will) (?:they|it)\b)([^.!?\n]*)/gi,
    (m: string, lead: string, named: string, rest: string) => {
      // "the kids storytime Saturday mornings": when it runs is no part of its name.
      const thing = named.replace(
        /\s+(?:on )?(?:(?:mon|tues?|wed(?:nes)?|thurs?|fri|sat(?:ur)?|sun)(?:days?)?|weekends?)(?: (?:mornings?|afternoons?|evenings?|nights?))?$/i,
        "",
      );
      const plural = /s$/i.test(thing) || /\b(staff|team|crew|people)$/i.test(thing);
      const pronoun = plural ? "they" : "it";
      if (!new RegExp(`^(are|were|do|did|is|was|does|would|will) ${pronoun}\\b`, "i").test(rest)) return m;
      return `${lead}${rest.replace(new RegExp(`\\b(are|were|do|did|is|was|does|would|will) ${pronoun}\\b`, "gi"), `$1 ${thing}`)}`;
    },
  ],
  // "our loyalty card - do people even use it or do they lose it": "it" is the thing named before the dash.
  [
    /\b(?:(?:want|need|would like) (?:a |some )?(?:survey|feedback|questions?) (?:on|about) )?((?:the|our|my) (?![^-–:.!?\n]*\b(?:we|i|they|you|want|ask|know)\b)[a-z][\w ]{2,30}?)\s*[-–:]\s*((?:do|does|did|would|will) (?:people|ppl|they|customers|members) [^.!?\n]*?\bit\b[^.!?\n]*)/gi,
    (_m: string, thing: string, asked: string) => asked.replace(/\bit\b/g, thing),
  ],
  // "want to know if ppl wld come and what kind of books": what kind they would like.
  [/\band what (kind|sort|type)s? of ([a-z]+)(?=\s*[.!?\n]|$)/gi, "and what $1 of $2 they would like"],
  // "were staff friendly and did they explain what was wrong": "they" are the staff.
  [
    /\b((?:the )?(?:staff|teachers|instructors|drivers|leaders|coaches|cleaners|volunteers|stylists|contractors|tutors|guides|technicians|engineers))\b([^.!?\n]*?)(\band)\s+(did|were|had) they\b/gi,
    (_m: string, who: string, between: string, join: string, aux: string) =>
      `${who}${between}${join} ${aux} ${/^the /i.test(who) ? who : `the ${who}`}`,
  ],
  // "be honest, i know no.4 has been dodgy", "thats what i most want to know", "before i spend money on it",
  // "somebody left a review saying it smelt", "currently like 75 mins": the owner's asides.
  [/,\s*be (?:honest|brutal|frank)\b(?=\s*,)/gi, ""],
  [/\bbe (?:honest|brutal|frank)\b,?\s*/gi, ""],
  [/,\s*(?:i|we) know (?!(?:if|whether|what|how|which|why)\b)(?:[^,.;!?\n]|\.(?=\d))*/gi, ""],
  // "do the kids enjoy it, if they hate it nothing else matters": the owner's reason.
  [/,?\s*\bif [^,.;!?\n]*\bnothing else matters\b/gi, ""],
  // "a parent & toddler splash session": the name of a session, not the parent answering.
  [/\bparents? (?:&|and|n) (toddler|baby|child|tot)(s?)\b/gi, "parent-and-$1$2"],
  // "want to ask about the online booking thing, is it easy or a pain": "it" is what they named.
  [
    /\b(?:(?:i |we )?(?:want|wanna|would like|'d like) to )?ask about (?:the |our )?([a-z][\w -]{2,30}?)(?: thing| stuff)?,\s*(is|was|are|were) (?:it|they)\b/gi,
    "$2 the $1",
  ],
  [/\b(is|was) (the [\w -]+?) easy or (?:a pain|hard|difficult|a hassle|a faff)\b/gi, "how easy $1 $2"],
  // "how they found me in the first place": the owner speaks for the business, and "in the first place" adds nothing.
  [/\b(found|heard about|heard of|discovered|came across|chose|picked) me\b/gi, "$1 us"],
  [/\s+in the first place\b/gi, ""],
  // "whether people know what goes in which bin": how sure they are of it.
  [
    /\bwhether (?:people|ppl|they|residents|customers|members|parents|users) (?:actually )?know (what|which|how|where|when)\b/gi,
    "how sure they are about $1",
  ],
  // "whether their cat seemed settled, thats a good sign for us": the owner's reason.
  [
    /,\s*(?:that'?s|thats|which is) (?:a good sign|a bad sign|what we want|important|key|useful|handy)\b[^,.;!?\n]*/gi,
    "",
  ],
  // "would they book again for christmas, cos christmas bookings are way down and i need to know why": and why not.
  [
    /,?\s*(?:because|cos|coz|bc) [^.;!?\n]*? and (?:i|we) (?:need|want) to know why\b/gi,
    ". if not, what would stop them",
  ],
  // "were drop off / collection times ok": both times.
  [
    /\b(drop[ -]?off|pick[ -]?up|start|arrival)\s*\/\s*(collection|pick[ -]?up|finish|departure) (times?|slots?)\b/gi,
    "$1 and $2 $3",
  ],
  // "for under 3s": an age group, one word.
  [/\bunder (\d{1,2})s\b/gi, "under-$1s"],
  // "are the teachers good with the kids, patient, do they explain": a lone word strung on is said of them too.
  [
    /\b(are|is|were|was) ((?:the|our|your) [a-z]+(?: [a-z]+)?) ([^,.;!?\n]+?),\s+(patient|friendly|helpful|polite|kind|clear|knowledgeable|professional|punctual|reliable|approachable|welcoming|supportive|organi[sz]ed|encouraging|calm|careful|thorough|respectful|enthusiastic|experienced|confident|fair|quick)(?=\s*(?:,|\?|\.|;|$| and\b))/gi,
    "$1 $2 $3 and $4",
  ],
  // "where do they want new ones (thinking uni campus, hospital)": the owner's "thinking" leads no option.
  [/\((?:thinking|maybe|e\.?g\.?|like|such as)\s+/gi, "("],
  // "the food vans - enough choice?": whether there was enough of it there.
  [
    /(^|[.!?\n]\s*)((?:the |our )[a-z][\w ]{2,30}?)\s*[-–:]\s*enough ([a-z][\w ]{2,20}?)\?/gi,
    "$1was there enough $3 at $2?",
  ],
  // "Please note we will not ask about NHS fees", "we don't need to know anything about your religious
  // beliefs", "Advertising rates are outside the scope of this survey", "no pricing questions - the page is
  // being redone": what the form leaves out.
  [
    /(^|[.!?\n]\s*)(?:please note,? )?(?:we|i) (?:will|shall|do|would) not (?:ask|be asking|cover|include)\b[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  [/(^|[.!?\n]\s*)(?:we|i) (?:do ?n[o']?t|dont) need to know\b[^.!?\n]*[.!?]*/gi, "$1"],
  [/(^|[.!?\n]\s*)[^.!?\n]*\b(?:outside|beyond) the scope\b[^.!?\n]*[.!?]*/gi, "$1"],
  [/(^|[.!?\n]\s*)no [\w/ -]{2,30}? questions?\b[^.!?\n]*[.!?]*/gi, "$1"],
  // "would you sign up for level 2? if so online or in person for level 2?": which they prefer.
  [/\bif so,?\s+([a-z][\w -]{1,20}?) or ([a-z][\w -]{1,20}?)( for [^?.!\n]+)?\?/gi, "whether they prefer $1 or $2$3?"],
  // "end of term survey": when the form is sent, not a thing to rate.
  [/\bend[- ]of[- ](?:term|course|season|year|block) (survey|feedback|questionnaire|evaluation)\b/gi, "$1"],
  [/[,.]?\s*\b(?:that'?s|thats|this is|that is) (?:what|how|why) (?:i|we|it|matters)\b(?![^.!?\n]*:)[^.!?\n]*/gi, ""],
  [
    /\s*\bbefore (?:i|we) (?:spend|invest|put|commit)(?: (?:any |more |the )?(?:money|cash|[£$€]?\d[\d.,]*k?))?(?: (?:on|in|into) (?:it|this|that|them|the \w+))?(?=\s*[,.;!?\n]|$)/gi,
    "",
  ],
  [
    /,?\s*\b(?:somebody|someone|a customer|one customer|a few people) (?:left|wrote|posted|gave) (?:a |us a |me a )?(?:review|comment|complaint)\b[^,.;!?\n]*/gi,
    "",
  ],
  [/,\s*(?:currently|atm|at the moment|right now)\b[^.;!?\n]*/gi, ""],
  // "tbh biggest worry is cleanliness": the owner's emphasis.
  [
    /\b(?:my |our |the )?(?:biggest|main|big|real) (?:worry|concern|fear)(?: for (?:me|us))?(?: tho| though)? is\s*/gi,
    "",
  ],
  // "would u let ur kid go on a weekend camp and if not whats putting u off": what puts them off, asked on its own.
  [/,?\s*(?:and )?if not,?\s+(?=what|why)/gi, ". "],
  // "would saturday mornings be better - no wait actually we cant do saturdays, so maybe ask about weds vs
  // tues instead": the owner takes the clause back; what follows is what they ask.
  [
    /(\s+or\s+|,\s*|(?<=(?:^|[.!?:\n])\s*))(?:(?!\s+or\s)[^,.;!?\n])*?\s*[-–—]\s*(?:no wait|wait no|actually no|no actually)\b[^,.;!?\n]*(?:,(?!\s*(?:just|only|ask|so)\b)\s*[^,.;!?\n]*)?,?\s*(?:so\s+)?(?:maybe\s+)?/gi,
    (_m: string, lead: string) => (/,|\bor\b/.test(lead) ? ", " : ""),
  ],
  // "note to self - ask Graham about the tombola", "half the village has no broadband so be careful": notes to self.
  [/(^|[.!?\n]\s*)note to self\b[^.!?\n]*[.!?]*/gi, "$1"],
  [/[,;]?\s*[^,.;!?\n]*\bso be careful\b[^.!?\n]*/gi, ""],
  // "Things I'd like:", "What we want:", "stuff we want:", "questions id like:", "main things:": where the aims start.
  [
    /\b(?:things (?:i|we) ?'?d like(?: to know)?|(?:what|stuff|things) (?:we|i) want(?: to know)?|questions (?:i|we) ?'?d like|questions id like|(?:main|key) things)\s*:|\bthings (?:i|we) want to know\s*[-–—](?=\s)|(?<=[.!?]\s+|^)stuff\s*:/gi,
    "we want to know:",
  ],
  // "1) are people happy with the troughs, 2) the skip days": items numbered inside a sentence.
  [/(?<![:;]\s*)(?:,\s*|\s+)\(?\b\d\)\s+/g, ". "],
  [/(?<=:)\s*\(?\b1\)\s+(?=(?:are|is|do|does|did|would|will|how|what|which|whether|if|was|were)\b)/gi, " "],
  // "how was the key handover - I do a meet & greet first", "security - we had the break ins in Oct": what
  // the owner tells after a dash explains the aim; it is not asked.
  [
    /(?<!\b(?:hi|hello|hiya|hey|all|so|ok|okay|right|folks|everyone|there|guys))\s[-–—]\s(?:(?:i|we) (?:do|did|give|gave|take|took|send|sent|have|had|keep|kept|use|used|offer|charge|run|put|got|make|made|provide|lost|tried|noticed|changed|always|usually|normally|currently|only|just)|we're(?! (?:thinking|looking|planning|considering))|we've|there was|there's|there were|there are|there is|currently|usually|normally)\b[^,.;!?\n]*(?:,(?!\s*(?:so|and so|was|were|is|are|did|do|does|would|how|what|which|whether|if)\b)[^,.;!?\n]*)*/gi,
    "",
  ],
  // "what would they pay per session, we were thinking £10-12": the owner's own idea of the answer.
  [
    /,\s*(?:we were|we're|i was|i'm) thinking\b(?! (?:of|about) (?:maybe )?(?:doing|running|starting|offering|adding|launching|introducing|putting|trying|having))[^.;!?\n]*/gi,
    "",
  ],
  // "after their wedding, usually like 2-3 weeks after when the dust settles": when the form is sent.
  [
    /,?\s*(?:usually |normally |probably )?(?:like |about |around )?\d+(?:\s*-\s*\d+)? (?:weeks?|days?|months?|wks?) after\b[^,.;:!?\n]*/gi,
    "",
  ],
  // "how likely to recommend us": the one answering is who would.
  [
    /\bhow likely (?:to|they'?d be to|they would be to) (recommend|come|return|use|book|visit)\b/gi,
    "how likely they are to $1",
  ],
  // "if something went wrong did we sort it fast enough": whether we did, when something went wrong.
  [
    /\bif (something|anything) (went|goes) wrong,? (?:did|do) we ([^,.;!?\n]+)/gi,
    (_m: string, thing: string, went: string, rest: string) =>
      `did we ${rest} when ${thing.toLowerCase()} ${went.toLowerCase()} wrong`,
  ],
  // "would any of them want to volunteer": the one answering is asked.
  [/\bwould any of (?:them|the \w+)\b/gi, "would they"],
  // "secondly, and this is the one i care most about, would they...": the owner's emphasis.
  [/,?\s*(?:and )?(?:this|that) is the one (?:i|we) care (?:most )?about\s*,?/gi, ","],
  // "would they or anyone they know play": the one answering is asked.
  [/\bwould (they|people|ppl) or anyone they know\b/gi, "would $1"],
  // "would families like to join in some activities, like a summer fete.": one example is no aim.
  [/,\s*like (?:a|an) [\w' -]+?(?=\s*[.;!?\n]|$)/gi, ""],
  // "cheers, Mo", "Thank you, Anne.", "thanks so much xx": a sign-off.
  [
    /[.!,]?\s*\b(?:cheers|thanks(?: so much)?|thank you(?: so much)?|many thanks|ta|regards|best wishes)\b[,!]?\s*(?:\p{Lu}[\p{Ll}]+|xx+)?[.!]*\s*(?:xx+)?\s*$/giu,
    ".",
  ],
  // "a post-game survey on a tablet by the exit": where the form is shown, not what it asks.
  [
    /\s+on (?:a|an|the) (?:tablet|ipad|kiosk|screen|touchscreen|touch screen)(?: (?:by|at|near) the (?:exit|door|till|desk|entrance|counter|reception))?\b/gi,
    "",
  ],
  // "no wait, i also want to know": the owner adding one more, nothing taken back.
  [
    /(^|[.!?,;]\s*)(?:oh )?(?:no wait|wait|oh wait),?\s*(?=(?:i|we) (?:also )?(?:want|need|would like|'d like)\b|also\b)/gi,
    "$1",
  ],
  // "maybe ask which groomer they had? actually no, skip that": the ask taken back with it.
  [
    /(^|[.!?\n]\s*)[^.!?\n]*[?.!]\s*(?:actually no|no actually|no wait|wait no|nah)\b,?\s*(?:skip|scrap|forget|ignore|drop|leave) (?:that|it|this)\b[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  // "like pre-booking, bc thats what keeps us alive in winter": the owner's reasons and one example.
  [/,?\s*\b(?:bc|cos|coz|because) (?:that'?s|thats|it'?s|its|we|we'?ve|we'?re|i)\b[^,.!?\n]*/gi, ""],
  // "what would make parents willing to help out, like coaching, refereeing or running the tuck shop": examples too.
  [
    /,\s*like (?!(?:what|which|how|whether|if|why|when|where|who)\b)(?:a |an )?[\w'/ -]{2,40}?(?:,\s*[\w'/ -]{2,40}?)*(?=\s*(?:[.;!?\n]|$))/gi,
    "",
  ],
  // "want to see if anyone would bite": whether they would be interested.
  [
    /\b(?:(?:we'?re|we are|i'?m|i am) |also |and )?(?:thinking (?:about|of)|considering|planning) (?:(?:offering|running|starting|adding|doing|launching) )?((?:an? |some )?[^,.;!?\n]+?)(?:[,?]+[^.;!\n]*?)?,?\s*(?:(?:want|wanna|need) to see |to see )?(?:if|whether) (?:anyone|any1|people|ppl|they|customers) (?:would|will|'d) (?:bite|go for it|be up for it|want it|sign up)\b/gi,
    // "offering annual boiler service plan": one thing offered takes its article.
    (_m: string, thing: string) =>
      `whether they would be interested in ${/^(an?|the|some|our)\s/i.test(thing) || /s$/i.test(thing) ? "" : /^[aeiou]/i.test(thing) ? "an " : "a "}${thing}`,
  ],
  // "survey for members, annual-ish.": a rough "-ish" says when, not what.
  [/,?\s*\b(?:annual|monthly|weekly|quarterly|yearly|daily)-?ish\b\.?/gi, "."],
  // "topics off the top of my head:": where the aims start.
  [
    /\b(?:topics(?: (?:off the top of my head|i can think of|so far))?|(?:things|ideas) (?:off the top of my head|i can think of|so far))\s*:/gi,
    "we want to know:",
  ],
  // "but PLEASE word it neutrally we're not allowed to campaign": how to ask, not what.
  [
    /,?\s*(?:but |and )?(?:please |pls )?(?:word|phrase|keep|make) (?:it|them|this|that|the questions?) (?:neutral(?:ly)?|short|simple|friendly|gentle|anonymous|optional)\b[^.!?\n]*/gi,
    "",
  ],
  // "also not about parking, we cant change it", "no need to ask abt the studio location": ruled out.
  [/(?<=^|[.!?,;]\s*)(?:also |and )?(?:not|nothing) (?:about|abt|on|the) [^.!?\n]*[.!?]*/gi, ""],
  [/(?<=^|[.!?,;]\s*)(?:also |and )?no need to ask (?:about |abt )?[^.!?\n]*[.!?]*/gi, ""],
  // "what i actually most care about is whether...", "whats most important is to understand why...", "the
  // main goal is whether...", "biggest thing is would they...": the owner's emphasis, then the aim.
  [
    /\b(?:(?:what|the thing|the one thing) (?:i|we) (?:actually |really )?(?:most )?(?:care|need|want) (?:most )?(?:about |to know )?(?:most )?(?:tho |though )?is|(?:what'?s|whats|what is) (?:most important|the main thing|key)(?: tho| though)? is|(?:the )?(?:main|biggest|big|key) (?:goal|thing|aim|question|one)(?: tho| though)? is)\s*(?:to (?:understand|know|find out|see|learn)\s*)?/gi,
    "",
  ],
  // "if walk-ins or appointments are preferred": which they prefer.
  [/\b(?:if|whether) ([\w -]{2,25}?) or ([\w -]{2,25}?) (?:are|is) preferred\b/gi, "whether they prefer $1 or $2"],
  // "measure satisfaction with wait times and interest in a text alert": whether they would be interested.
  [/(?<=\b(?:and|also|plus)\s|,\s)interest in ((?:a|an|some) [^,.;!?\n]+)/gi, "whether they would be interested in $1"],
  // "was the pace ok, enough wheel time per person, was the teacher clear": a list item of its own.
  [
    /(?<=\b(?:ok|okay|alright|right|good|fine|clear)\??),\s*enough ([a-z][\w -]{2,30}?)(?=\s*[,.;?!]|$)/gi,
    ", was there enough $1",
  ],
  // "NOT asking about the manager personally", "not bothered about the tuck shop": ruled out.
  [
    /(?<=^|[.!?,;]\s*)(?:(?:i'?m|we'?re|i am|we are) )?(?:not asking (?:about )?|not bothered (?:about|with) )[^.!?\n]*[.!?]*/gi,
    "",
  ],
  // "...so we can justify it", "thats what keeps it alive", "we get loads of returns": the owner's reasons.
  [
    /,?\s*\bso (?:that )?(?:we|i) can (?:justify|prove|show|decide|plan|budget|make a case|argue|target|focus)\b[^,.;!?\n]*/gi,
    "",
  ],
  [
    /,?\s*\b(?:that'?s|thats|it'?s|its|which is) what keeps (?:us|it|the \w+) (?:alive|going|afloat|running)\b[^,.;!?\n]*/gi,
    "",
  ],
  [
    /,\s*(?:we|i) (?:get|got|have|had|'ve had|have had|keep getting|are getting) (?:loads|lots|a lot|so many|too many|a few|some) (?:of )?[^,.;!?\n]*/gi,
    "",
  ],
  // "im a plumber, sole trader mostly but my nephew helps": how the owner works, not what is asked.
  [/,\s*(?:a )?sole trader(?: mostly)?(?: but [^,.;!?\n]*)?/gi, ""],
  // "— let them say which": how to ask, not what.
  [/\s*[-–—]\s*let them (?:say|pick|choose|tell us|name) which\b/gi, ""],
  // "Don't spoil puzzles in the questions obviously": an instruction for the form, never an aim.
  [
    /(^|[.!?\n]\s*)(?:please |pls )?(?:do ?n[o']?t|dont|never) (?!know\b|think\b|mind\b|care\b|like\b|want\b|ask\b)[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  // "but the main thing, really the big one, is i want to find out why", "the main thing we need, priority number
  // one, is to understand", "what we REALLY need to know, the biggest thing, is whether", "biggest priority though
  // is": the owner's emphasis, then the aim.
  [
    /\b(?:but |and |oh and )?(?:(?:the|my|our) )?(?:main thing|biggest thing|big one|biggest priority|top priority|priority number one|most important thing|most important of all|biggest question|big question|main question|what (?:i|we) (?:really )?(?:need|want) to know)(?: (?:i|we) (?:want|need) to know| (?:i|we) need)?(?: for (?:me|us))?(?: tho| though)?(?:,\s*[^,.:!?\n]{2,40},)?\s*(?:is|are|:|[-–—])\s*(?:(?:i|we) (?:want|need) to (?:find out|know|understand) |to (?:understand|know|find out) )?/gi,
    "",
  ],
  // "stuff like:", "things to cover:": where the aims start.
  [/\b(?:stuff|things)(?: like| to cover| to ask)?\s*:/gi, "we want to know:"],
  // "the 7am one which hardly anyone comes to anymore", "- that matters most to me personally": the owner's asides.
  [/,?\s*\bwhich (?:hardly|barely|nobody|no one|noone|not many|few people) [^,.;!?\n]*/gi, ""],
  [/\s*[-–—]?\s*(?:that|this) matters (?:most|a lot|more) to (?:me|us)(?: personally)?\b(?: lol)?/gi, ""],
  [/,?\s*\bi (?:guess|think|suppose|reckon)\b(?=\s*[.,;!?\n]|\s*$)/gi, ""],
  // "we are losing our tenors and basses, we need to know what would help": the owner's situation, then the aim.
  [
    /\b(?:we'?re|we are|we have been|we've been|we keep) (?:losing|short of|struggling (?:to|with)|down on|running low on|desperate for|in need of|crying out for)\b[^,.;!?\n]*[,;]\s*(?:(?:so )?(?:we|i) (?:need|want) to (?:know|find out|understand)\s+)?/gi,
    "",
  ],
  // "if the car sharing rota is actually helping anyone": helping them, the ones answering.
  [/\b(helping|helps|help|working for|works for|work for|suiting|suits|suit) (?:anyone|anybody)\b/gi, "$1 you"],
  // "what would help members bring in new singers": the ones answering.
  [/\bhelp (?:members|people|ppl|parents|customers|residents|users|staff) (?=[a-z])/gi, "help them "],
  // "also accessibility of the hall, the steps are a nightmare for a couple of members": why the owner asks.
  [
    /,\s*the [a-z]+(?: [a-z]+)? (?:is|are|was|were) (?:a nightmare|awful|terrible|a pain|rubbish|an issue|a problem|a struggle)\b[^,.;!?\n]*/gi,
    "",
  ],
  // "was I on time": the owner speaking for the business.
  [/\bwas i\b/gi, "were we"],
  // "main thing tho:", "main things:": the owner's emphasis before the aim.
  [/\b(?:the )?main thing(?: tho| though| really)?\s*[-–:]\s*/gi, ""],
  // "Most imp:", "most important -": the owner's emphasis.
  [/\b(?:and )?most imp(?:ortant(?:ly)?)?\s*[-–:]\s*/gi, ""],
  // "..., ask about comfort of the studio instead (music, temp, the chair)": an aim of its own.
  [
    /,\s*(?:so\s+)?(?:maybe\s+)?(?:pls\s+|please\s+)?ask about (?!(?:that|it|this|them)\b)([^,.;!?\n(]+?)(?:\s+instead)?(?=\s*[(.;!?\n]|$)/gi,
    ". Also $1",
  ],
  // "oh and the biggie: would they sign up", "biggest q tho:": the owner's emphasis, then a question.
  [
    /\b(?:and )?(?:the biggie|the big one|biggest q(?:uestion)?|the main one)(?: for (?:me|us))?(?: tho| though)?(?:\s*[-–:,]|\s+is\b)\s*/gi,
    "",
  ],
  // "no questions about income, benefits or debts", "Nothing that makes ppl feel judged", "that's a can of
  // worms so LEAVE IT OUT": what the owner rules out, never asked.
  [/[,;]?\s*(?:[-–—]\s*)?\bno questions? (?:about|on|regarding|around)\b[^.!?\n]*[.!?]*/gi, ". "],
  [/(^|[.!?\n]\s*)nothing (?:that|which) (?:makes?|might make|would make)\b[^.!?\n]*[.!?]*/gi, "$1"],
  [/(^|[.!?\n]\s*)[^.!?\n]*\bleave (?:it|that|this|them) out\b[^.!?\n]*[.!?]*/gi, "$1"],
  [/(^|[.!?\n]\s*)(?:i )?(?:do ?n[o']?t|dont) want to ask (?:about )?[^.!?\n]*[.!?]*/gi, "$1"],
  // "pricing is £120/hr, min £80, dont want to ask about price": the sentence tells what is not asked.
  [
    /(^|[.!?\n]\s*)(?:(?!\b(?:know|ask|whether|if|how|what|which|would|did|was|were)\b)[^.!?\n])*[,;]\s*(?:i |we )?(?:do ?n[o']?t|dont) want to ask\b[^.!?\n]*[.!?]*/gi,
    "$1",
  ],
  // "dont ask amounts, just whether they'd be happy with a suggested donation": what they do ask stays.
  [
    /\b(?:do ?n[o']?t|dont|DO NOT) ask [^,.;!?\n]+,\s*(?:just|only|but)\s+(?=(?:whether|if|how|what|which|ask)\b)/gi,
    "",
  ],
  [
    /[,;]?\s*\b(?:pls |please )?(?:do ?n[o']?t|dont|DO NOT) (?:ask|make it about|mention)\b[^.!?\n]*[.!?]*/gi,
    (...args: string[]) => {
      const at = Number(args.at(-2));
      const before = String(args.at(-1)).slice(0, at);
      return before.trim() === "" || /[.!?]\s*$/.test(before) ? " " : ". ";
    },
  ],
  [/(^|[.!?\n]\s*)(?:it )?must be anonymous\b[^.!?\n]*[.!?]*/gi, "$1"],
  // "Not sure if I should ask about the volunteers being friendly? maybe yes.": asked after all.
  [
    /\bnot sure (?:if|whether) (?:i|we) should ask about ([^.!?,\n]+?)(?: bc [^.!?,\n]+)?[?,.]\s*(?:maybe yes|probably|yes(?:,? lets ask)?|maybe)\b[^.!?\n]*\.?/gi,
    "Also $1.",
  ],
  // "most importantly, has it helped them cut food waste": the owner's emphasis, then a question.
  [
    /\b(?:and )?(?:most importantly|most important|above all|most of all)\b\s*[-–:,]?\s*(?=(?:has|have|is|are|do|does|did|would|will|was|were|can|could)\b)/gi,
    "",
  ],
  // "want to figure out if i should change things up": the owner's own decision, no aim.
  [/[,;]?\s*\b(?:want|need|trying|have) to (?:figure|work|find) out (?:if|whether) (?:i|we) should [^.,;!?\n]+/gi, ""],
  // "probably yes but make it non judgy": a note on how to ask.
  [
    /[,;]?\s*(?:(?:probably|maybe) yes,? )?(?:but )?(?:pls |please )?make (?:it|them|the questions?) (?:non[- ]?judgy|non[- ]?judgemental|neutral|short|quick|friendly|optional|easy)\b/gi,
    "",
  ],
  // "not sure if i should ask about practice, like how many mins a day they practice": asked, as said.
  [
    /\bnot sure (?:if|whether) (?:i|we) should ask about [^,.;?!\n]+,\s*like (?=(?:how|what|which|whether|if)\b)/gi,
    "also ",
  ],
  // "thinking of doing a group class on saturdays, would they be interested?": interest in it. "thinking of a
  // monthly pass would ppl buy one", "considering evening appointments and would like to know if you would use
  // them": "one", "it" and "them" are the idea, and paying, buying, booking or using it is asked as said.
  [
    /(?<!^\s*)\b(?:(?:i'?m|we'?re|i am|we are|we'?ve been|i'?ve been|we|i) )?(?:(?:also|maybe) )?(?:thinking of|considering|planning on|thinking about|looking at|want to offer|would like to offer) (?:doing |running |starting |offering |adding |putting on |putting |introducing |launching |trying )?((?:(?:a|an|some) )?(?:(?!\s\+\s)[^,.;?!()\n])+?)(?:\s+(?:too|as well))?(?:\s*\([^)]*\))?(?:,?\s*(?:[-–—]\s*)?(?:not (?:running|launched|built|started|available|open|decided|live|doing it) yet|not decided|nothing (?:running|built) yet|idk|maybe))*(?:,\s*[^,.;?!\n]{1,30}?(?=,))?(?:,?\s*(?:not (?:running|launched|built|started|available|open|decided|live|doing it) yet|not decided))*(?:\s+[-–—]\s+[^-–—.!?\n]{1,80}?\s+(?=[-–—]))?,?\s*(?:so |[-–—]\s*)?(?:(?:and )?(?:(?:i|we) )?(?:would like|want|wanna|need) to (?:know|see|find out) )?(?:(?:if|whether) (?:enough )?(?:they|people|ppl|customers|members|parents|patients|anyone|any1|you|u|couples|families|guests|owners|staff|clients|residents|users|students) (?:would|will|'d)|would (?:enough )?(?:they|people|ppl|customers|members|parents|patients|anyone|any1|you|u|couples|families|guests|owners|staff|clients|residents|users|students)) (?:actually |really |even )?(?:want to |wanna )?(be interested|use|want|go for|try|book|pay for|buy|come|sign up|stop|trade|join|attend)\b(?: in (?:signing up|joining|coming|booking|using it))?(?: (?:at|to|in|on|for))?(?: (?:it|them|that|one|this|those))?(?:\s+and\s+(?:pay|pay for|come|book|use|attend)(?: for)?(?: it| them| that)?)?(?:\s+(?:or|tbh)\b[^.;!?\n]*)?(?:\s*[?.])*/gi,
    // "a 'before 10am' guaranteed option for +£8": the owner's quote marks and price are no part of its name;
    // "a duvet collection service where wed pick up from ur house": nor is how it would work.
    (_m: string, named: string, verb: string) => {
      const thing = named
        .replace(/['‘’"“”]/g, "")
        .replace(/\s*\/\s*/g, " or ")
        .replace(/\s+for \+?[£$€]\s?\d[\d.,]*(?:\s*(?:a|per|each|extra|more)\b\s*\w*)?$/i, "")
        .replace(/\s+(?:where|which|whereby)\b.*$/i, "");
      return /^(pay for|buy|book)$/i.test(verb)
        ? `whether you would ${verb.toLowerCase()} ${/^(an?|the|some|our)\s/i.test(thing) || /s$/i.test(thing) || /^\w+ \w+s\b/i.test(thing) ? "" : /^[aeiou]/i.test(thing) ? "an " : "a "}${thing}.`
        : `whether you would be interested in ${thing}.`;
    },
  ],
  // "thinking of putting card/contactless on the machines instead of coins would that make a difference to u
  // coming": interest in it.
  [
    /\b(?:(?:i'?m|we'?re|i am|we are) )?(?:(?:also|maybe) )?(?:thinking of|considering|thinking about) (?:putting |adding |having |offering |introducing )?([^,.;?!\n]+?),?\s*would (?:that|it|this) make (?:a|any) difference\b(?: to (?:them|you|u|people)(?: coming)?)?\??/gi,
    (_m: string, thing: string) => `whether they would be interested in ${thing.replace(/\s*\/\s*/g, " or ")}.`,
  ],
  // "...interested in a horror room with actors.. would they": the rewrite above leaves its own stop.
  [/(?<!\.)\.\.(?!\.)/g, "."],
  // "thinking of moving kick off from 9:30 to 10am, would that help?": whether the change would help them.
  [
    /\b(?:(?:i'?m|we'?re|i am|we are) )?(?:thinking of|considering|planning on|thinking about) (\w+ing [^,.;?!\n]+?),?\s*would (?:that|it|this) (help|work|suit)(?: them| people| you)?\??/gi,
    "what they think of $1;",
  ],
  // "Which room did they do, was the difficulty about right, were the hints helpful": a direct question
  // followed by two or more strung on with commas, each opening on its verb, is that many questions.
  [
    /(^|[.!?:\n]\s*)((?:which|what|how|where|when|who)\b[^.!?\n]*)/gi,
    (_m: string, lead: string, sentence: string) => {
      const parts = sentence.split(/,\s+/);
      const inverted = (part: string) =>
        /^(?:was|were|did|do|does|is|are|would|will|has|have|can|could|should)\s+(?:the|a|an|any|they|it|you|people|ppl|there|their|our|your|he|she|we)\b/i.test(
          part,
        );
      if (parts.slice(1).filter(inverted).length < 2 || !parts.slice(1).every(inverted)) return `${lead}${sentence}`;
      return `${lead}${parts.join("? ")}?`;
    },
  ],
  // "oh do they feel...": the owner remembering one more is no part of it.
  [
    /(^|[.!?\n,;]\s*)oh,? (?:and )?(?=(?:do|does|did|is|are|was|were|would|will|can|could|has|have|how|what|which|why|whether|if|also)\b)/gi,
    "$1",
  ],
  // "some said parking was a nightmare, ask about that": how easy it was.
  [
    /,?\s*(?:(?:some|a few|people|a couple)(?: people)? )?(?:said|say|complained|mentioned|told us) ([\w ]{2,20}?) (?:was|were|is|are) (?:a nightmare|awful|terrible|a pain|a problem|rubbish|chaos|a mess)\b,?\s*(?:so )?(?:ask|asking) about (?:that|it|this)\b/gi,
    ", how easy $1 was",
  ],
  // "entry was £18 adults / £8 kids, was that ok?": whether the price was fair.
  [
    /\b(?:the )?(entry|ticket|tickets|price|fee|cost|subs)(?: fee)? (?:was|were|is|are) ([£$€][^,;?!]+?),?\s*(?:was|is|were) (?:that|it) (?:ok|okay|fair|alright|right|reasonable)\??/gi,
    "whether the $1 price ($2) was fair.",
  ],
  // "tbh not sure if i should ask that, feels cheeky but lets do it": asked all the same.
  [
    /,?\s*(?:tbh )?not sure (?:if|whether) (?:i|we) should ask (?:that|this|it)\b(?:,? (?:feels|it feels|seems) \w+)?(?:,? but (?:lets|let's) (?:do it|ask it|ask))?/gi,
    "",
  ],
  // "what we should spend money on, yes ask that": the owner deciding to ask is no part of it.
  [/,?\s*(?:yes|ok|okay|ok maybe|yeah),? (?:lets |let's )?(?:ask|include|do) (?:that|it|this)\b/gi, ""],
  // "need feedback for next yr": why the form exists, no aim.
  [/(^|[.!?\n]\s*)(?:we )?need (?:some )?(?:feedback|info|information|answers|data)(?: for [^.!?\n]+)?[.!?]?/gi, "$1"],
  // "me and my mate do a podcast": the owners do it.
  [
    /\b(?:me and my|my) (?:mate|partner|wife|husband|friend|pal|brother|sister|son|daughter)(?: and (?:i|me))? (do|run|host|make)\b/gi,
    "we $1",
  ],
  // "we just did the annual 5k/10k fun run": what the owners put on is the subject.
  [
    /(?<!\b(?:if|when|once|should|would|could|as)\s)\bwe (?:just |recently )?(?:did|held|ran|hosted|organised|organized|put on) (the|our|a|an) /gi,
    "we run $1 ",
  ],
  // "... has it helped them cut food waste or save money": a question typed without its mark.
  [
    /(^|[.!;\n]\s*)((?:has|have|is|are|do|does|did|would|will|was|were|can|could) (?:it|they|their \w+|people|you|we|the \w+)\b[^.!?\n,;:]{3,80}?)\s*$/gi,
    "$1$2?",
  ],
  // "would they volunteer with us, we're short of fixers": the owner's reason for asking.
  [
    /,?\s*(?:as |bc |because |since )?we'?re (?:really |very |a bit |always )?(?:short of|desperate for|crying out for) [\w -]+/gi,
    "",
  ],
  // "not sure if i should ask this but how did they find us": asked all the same.
  [/\bnot sure (?:if|whether) (?:i|we) should ask (?:this|that|it)(?: but|,)\s*/gi, ""],
  // "not sure if i should ask how much they spend": asked all the same.
  [/\bnot sure (?:if|whether) (?:i|we) should ask (?=(?:how|what|which|whether|if)\b)/gi, ""],
  // "no wait maybe ask if they'd buy a refurbished phone": asked.
  [/\bno wait,? (?:maybe |also )?(?:ask|we should ask|i should ask) (?:if|whether)\b/gi, "whether"],
  // "brides who came in this yr, whether they bought or not": who is asked, not what.
  [/,?\s*whether they (?:bought|booked|joined|signed up|came back|used it|finished)(?: anything)? or not\b/gi, ""],
  // "how would they rate the hosts' explanations 1-5": the scale is the form's to choose.
  [/\s*\(?\b1\s?(?:-|to)\s?(?:5|10)\b\)?/g, ""],
  // "the food platter is an extra £5, should we keep it?": keep the platter.
  [
    /\b((?:the|our) [\w -]{2,30}?) (?:is|are|costs?)\b[^,.;?!]*,\s*should we (keep|drop|scrap|change|continue|stop) (?:it|them)\b/gi,
    "should we $2 $1",
  ],
  // "the subs (£3/wk)": an amount in brackets is the owner's aside.
  [/\s*\((?:[£$€]\s?\d|\d+(?:\.\d+)?\s?(?:[£$€]|p\b|pounds|dollars|euros))[^)]*\)/gi, ""],
  [/\b(do|does|did|is|are|was|were|have|has|would|could|should)nt\b/gi, "$1n't"],
  [/\bwont\b/gi, "won't"],
  [/\bcant\b/gi, "can't"],
  // "hire + sales": a plus between words joins them.
  [/(?<=[a-z]) \+ (?=[a-z])/gi, " and "],
  // "business cards & flyers": an ampersand between lower-case words, never in a name ("Bloom & Co").
  [/(?<=\b[a-z]+) & (?=[a-z])/g, " and "],
  // "around age 12 & whether ...": before a question word it joins two aims.
  [/ & (?=(?:whether|if|why|how|what|which|when|where|who|would|should|do|does|is|are)\b)/gi, " and "],
  [/,? etc\b\.?/gi, ""],
  // "the tues 7.30 slot": a day cut short before its time.
  [
    /\b(mon|tues?|weds?|thurs?|fri|sat|sun)\b\.?(?= \d)/gi,
    (d: string) => DAY_NAMES[d.toLowerCase().replace(/\.$/, "").slice(0, 3)] ?? d,
  ],
  // "esp fri", "sat nights": a day cut short.
  [
    /\b(mon|tues?|wed|thurs?|fri|sat|sun)\b\.?(?=s? (?:nights?|mornings?|afternoons?|evenings?|lunchtimes?)\b)|(?<=\b(?:on|especially|every) )(mon|tues?|wed|thurs?|fri|sat)\b\.?(?! \w+s\b)/gi,
    (d: string) => DAY_NAMES[d.toLowerCase().replace(/\.$/, "").slice(0, 3)] ?? d,
  ],
  // "v confusing", "v noisy": "very" before the word it strengthens, never "v" between two names.
  [/(?<![\p{Lu}\d][\p{L}\d]*\s)\bv (?=[a-z]{3,}\b)/gu, "very "],
  [/\bppl\b/gi, "people"],
  [/\bfolks\b/gi, "people"],
  [/\bu\b/gi, "you"],
  [/\bur\b/gi, "your"],
  [/\bor nah\b/gi, "or not"],
  [/\bare into\b/gi, "like"],
  [/\bjust (want|wanna|need) to know\b/gi, "want to know"],
  // "thinking about starting tours and a members club, would people be interested?": interested in
  // each of them, asked apart.
  [
    /\b((?:thinking|think|considering|planning) (?:about |of |on )?(?:starting|adding|offering|launching|introducing|running|opening) ([a-z][a-z -]{2,60}?))([,.;]\s*(?:would|are|is) (?:people|ppl|customers|visitors|members|guests|you|they|regulars) (?:be )?interested)(?=\s*\?)/gi,
    (_m: string, said: string, thing: string, asked: string) => {
      const items = thing.split(/ and /);
      const again = asked.replace(/^[,.;]\s*/, "");
      return items.length === 2
        ? `${said}${asked} in ${items[0]}? ${again} in ${items[1]}`
        : `${said}${asked} in ${thing}`;
    },
  ],
  // "food good? and also, how was ...": one stop is enough.
  [/([?!])\.(?=\s)/g, "$1"],
  // "cleanliness, are the machines and the shop clean enough": a heading before the owner's own question.
  [/(^|[.!?\n]\s*)[a-z]+,\s+(?=(?:are|is|was|were|do|does|did)\s+(?:the|our|your|they|it)\b)/gi, "$1"],
  // "are the machines and the shop clean enough": a sentence opening as a question is one, however it ends.
  [
    /(^|[.!?\n]\s*)(?![^.!?\n]*\b(?:because|bc|cos|coz)\b)((?:are|is|was|were|do|does|did)\s+(?:the|our|your|they|it|people)\b[^.!?\n]*?)\s*(?:[.!]+|(?=\n)|$)/gi,
    (_m: string, lead: string, asked: string) => `${lead}${asked.replace(/\bok$/i, "OK")}?`,
  ],
  // "also accessibility of the hall.": a thing named on its own is asked how they find it.
  [
    /(^|[.!?\n]\s*)(?:and |oh and )?also ((?:the |our )?[a-z](?:[a-z ]|-(?=[a-z])){2,40}?)\s*(?=[.!?\n]|$)/gi,
    (m: string, lead: string, thing: string) =>
      /\b(is|are|was|were|do|does|did|would|will|can|could|should|have|has|had|want|need|ask|asking|collecting|gathering|getting|seeking|checking|looking|views|feedback|thoughts|maybe|if|whether|how|what|which|why|when|where|who|i|we|they|you|it)\b/i.test(
        thing,
      ) || /ly$/i.test(thing)
        ? m
        : `${lead}also how they find ${/^(the|our) /i.test(thing) ? "" : "the "}${thing}`,
  ],
  // "an online calendar thing", "a stamp card thing": the owner's "thing" is no part of what they name.
  [/\b(an? (?:online |new |little |proper )?[a-z]{3,} [a-z]{3,}) thing\b(?!s)/gi, "$1"],
  // "we need more people in midweek, mon-thurs is dead, so what would...": the owner's situation, then the aim.
  [/\bwe need more (?:people|customers|members|bookings|footfall|punters)(?: in [\w -]+?)?\s*,\s*/gi, ""],
  [/(^|[.!?]\s*|,\s*)[\w-]+ (?:is|are) (?:dead|quiet|empty|slow)\s*,\s*(?:so )?/gi, "$1"],
];

const DAY_WORD = /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?$/;

/** A line a list marker opens: "- is the fee fair", "* parking", "• 2) opening hours". */
const BULLET = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+(.*?)\s*$/;
const ASKS =
  /^(is|are|was|were|do|does|did|would|will|could|can|should|has|have|how|what|which|why|when|where|who|whether|enough)\b/i;

/**
 * "bike shop 1) turnaround 2) was the quote clear": a list numbered in one line, from 1 and in order,
 * is a list of lines.
 */
function numberedOnLines(purpose: string): string {
  // "1) turnaround 2) ..." or "1. the events 2. ...": the same list, either mark.
  for (const mark of [")", "."]) {
    const escaped = mark === ")" ? "\\)" : "\\.";
    const marks = [...purpose.matchAll(new RegExp(`(?<=^|[\\s,;:.-])(\\d{1,2})${escaped}\\s+`, "g"))];
    const inOrder = marks.length >= 2 && marks.every((m, i) => Number(m[1]) === i + 1);
    if (!inOrder) continue;
    // "Customers: 1. the events 2. ...": every item marked with a stop opens a line.
    // "1. Course condition": a capital owed to the item's start goes, a name's ("2. Sunday Roasts") stays.
    if (mark === ".")
      return purpose
        .replace(
          /(?<=^|\s)\d{1,2}\.\s+(?:(\p{Lu})(?=\p{Ll}+(?:\s+\p{Ll}|\s*$)))?/gu,
          (_m, cap?: string) => `\n- ${cap ? cap.toLowerCase() : ""}`,
        )
        .replace(/[ \t]+\n/g, "\n");
    // "aims: 1) assess ...; 2) measure ...": items a stop separates already are read apart.
    // "laptop repairs - 1) was the fee clear": a dash before the first item opens the list already.
    return purpose
      .replace(new RegExp(`(?<=\\s[-–]\\s+)(\\d{1,2})${escaped}\\s+`, "g"), "")
      .replace(new RegExp(`(?<=^|[^,;:.\\s-]\\s+)(\\d{1,2})${escaped}\\s+`, "g"), "\n- ")
      .replace(/[ \t]+\n/g, "\n");
  }
  return purpose;
}

/** Each question in a bulleted list ends as a question does, so items are never read as one. */
function bulletsAsSentences(text: string): string {
  // "• shifts", "* breaks": any bullet mark reads as the dash the rest of the reading knows.
  const purpose = numberedOnLines(text).replace(/^(\s*)[•*·▪◦](?=\s)/gm, "$1-");
  if (!/\n/.test(purpose)) return purpose;
  const lines = purpose.split("\n");
  return lines
    .map((line, i) => {
      // "- class sizes": a list of topics reads as one already.
      const item = BULLET.exec(line)?.[1];
      if (item === undefined || !ASKS.test(item)) return line;
      // "sailing club - beginners course" above the item: its line ends before the question starts.
      const open = i > 0 && !/[.?!;:]\s*$/.test(lines[i - 1] ?? "") && (lines[i - 1] ?? "").trim() !== "";
      return `${open ? ". " : ""}${/[.?!;:]$/.test(item) ? item : `${item}?`}`;
    })
    .join("\n");
}

/**
 * A note's sentence that opens with "is", "are" or "do" asks, with or without its question mark; the
 * reason an owner adds ("because some found it too fast") is theirs, not part of what is asked. A
 * statement with a tag ("warranty info confusing, is it") asks whether it holds.
 */
function notesAsked(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const tagged = /^(.+?),\s*(is it|are they|isn't it|aren't they)\s*[?.]?$/i.exec(sentence);
      if (tagged?.[1] && !/^(is|are|was|were|do|does|did)\b/i.test(tagged[1]))
        return `${/^are|^aren't/i.test(tagged[2] ?? "") ? "are" : "is"} ${tagged[1]}?`;
      if (!/^(is|are|was|were|do|does|did)\s(?!not\b)/i.test(sentence) || /\?$/.test(sentence)) return sentence;
      const asked = sentence.replace(/,?\s+because\b.*$/i, "").replace(/[.!]$/, "");
      // The last line of a note may end with no stop and is read as it stands.
      const cut = asked !== sentence.replace(/[.!]$/, "");
      return cut || /[.!]$/.test(sentence) ? `${asked.replace(/\bok$/i, "OK")}?` : sentence;
    })
    .join(" ");
}

/** "how they found us (google, facebook, word of mouth)": the answers the owner lists for a question of theirs. */
const LISTED_ANSWERS =
  /(?<=(?:^|[,.;:!?]\s*|\s-\s)(?:and |also |or )?(?:how|what|which|where)\b[^,.;:!?()]*?)\s*\(((?:e\.?g\.?,? |eg |like )?[^()?!]{3,80})\)/gi;

function answerList(inside: string): string[] {
  const items = inside
    .replace(/^(e\.?g\.?,?|eg|like) /i, "")
    .split(/\s*(?:,|\/|\bor\b|&)\s*/)
    .map((x) =>
      x
        .trim()
        .replace(/^and /i, "")
        .replace(/\s*\betc\.?$/i, ""),
    )
    .filter((x) => x !== "" && !/^(etc\.?|other)$/i.test(x));
  return items.length >= 2 && items.every((x) => x.split(" ").length <= 3) ? items : [];
}

/** The owner's listed answers, each with the words of the question they follow. */
export function listedAnswers(purpose: string): Array<{ asked: string; options: string[] }> {
  const found: Array<{ asked: string; options: string[] }> = [];
  for (const m of purpose.matchAll(LISTED_ANSWERS)) {
    const options = answerList(m[1] ?? "");
    const before =
      purpose
        .slice(0, m.index)
        .split(/[,.;:!?()]/)
        .at(-1) ?? "";
    if (options.length > 0) found.push({ asked: before.trim().toLowerCase(), options });
  }
  return found;
}

/** "Monthly staff pulse survey", "team questionnaire": a form staff fill in about their work. */
export const STAFF_SURVEY = /\b(staff|employee|team|colleague|crew) (survey|pulse|questionnaire)\b/i;

/** "20-mph" was joined to be read as one word (see CASUAL); a question or title writes it as the owner did. */
export function asWritten(text: string): string {
  return text.replace(/\b(\d+)-(mph|kph)\b/gi, (_m, n: string, unit: string) => `${n}${unit.toLowerCase()}`);
}

export function plainPurpose(purpose: string): string {
  let out = bulletsAsSentences(purpose).replace(LISTED_ANSWERS, (whole, inside: string) =>
    answerList(inside).length > 0 ? "" : whole,
  );
  for (const [re, to] of CASUAL) out = typeof to === "string" ? out.replace(re, to) : out.replace(re, to);
  return notesAsked(out.replace(/\s+/g, " ").trim());
}

function kindOf(words: string[]): SubjectKind {
  for (let i = words.length - 1; i >= 0; i--) {
    const w = (words[i] ?? "").toLowerCase();
    const two = i > 0 ? `${(words[i - 1] ?? "").toLowerCase()} ${w}` : "";
    const kind = KIND_OF.get(two) ?? KIND_OF.get(w) ?? KIND_OF.get(w.replace(/s$/, ""));
    if (kind) return kind;
    // "Lotus Flow Yoga": a name's own words say nothing of its kind ("flow" is no process).
    if (i === words.length - 1 && /^\p{Lu}/u.test(words[i] ?? "") && !/^\p{Lu}/u.test(words[i - 1] ?? "")) continue;
    break;
  }
  // "vegetarian-only Mondays", "car-free Sundays", "phone-free lunchtimes": a rule for a time, not an event.
  const time =
    /^(mon|tues|wednes|thurs|fri|satur|sun|week|lunch)?(days?|ends?|times?)$|^(mornings|afternoons|evenings|nights|hours)$/i;
  if (time.test(words.at(-1) ?? "") && words.slice(0, -1).some((w) => /^\w+-(only|free)$/i.test(w))) return "policy";
  return "other";
}

function readTagged(tokens: TaggedToken[], purpose = tokens.map((t) => t.value).join(" ")): PurposeReading {
  const lemmas = tokens.map((t) => t.lemma.toLowerCase());
  const spans = findClauses(tokens);
  const inClause = (i: number) => spans.some((s) => i >= s.start && i < s.end);
  // "which camps or trips would ...": the things a "which" asks to choose between, not topics to rate.
  const askedFor = (i: number) =>
    spans.some((s) => s.whNoun !== "" && i >= s.start - s.whNoun.split(" ").length && i < s.start);
  const modified = nounPhrases(tokens)
    .map((p) => verbAtEnd(p, tokens))
    .map((p) => withNumber(p, tokens))
    .map((p) => withModifier(p, tokens));
  const phrases = joinModified(modified)
    .flatMap(splitPossessive)
    .map((p) => trimSurveyWords(p, purpose.toLowerCase()))
    .filter((p): p is NounPhrase => p !== undefined);
  const all = pieces(tokens, phrases);
  const groups = runs(tokens, all);
  // "feedback on this season's shows": the lead comes before when it is.
  const leadAt = (piece: Piece): number => {
    const when =
      tokens[piece.from - 1]?.value === "'s" &&
      TEMPORAL.has(tokens[piece.from - 2]?.lemma.toLowerCase() ?? "") &&
      /^(this|last|next|the)$/i.test(tokens[piece.from - 3]?.value ?? "");
    return piece.from - (when ? 4 : 1);
  };
  const leadOf = (piece: Piece) => tokens[leadAt(piece)]?.value.toLowerCase() ?? "";
  // "feedback on the theatre's new shows": a thing asked about at the subject keeps the subject's lead.
  const topicLeadAt = (piece: Piece): number => {
    const owner = tokens[piece.from - 1]?.value === "'s" ? all.find((q) => q.to === piece.from - 1) : undefined;
    return owner ? topicLeadAt(owner) : leadAt(piece);
  };
  // "prices compared with supermarkets": what the subject is measured against, neither subject nor aim.
  // "why patients leave us for other dentists", "who switched to a rival gym": where they went instead.
  const wordsBefore = (piece: Piece) =>
    tokens
      .slice(Math.max(0, piece.from - 4), piece.from)
      .map((t) => t.value.toLowerCase())
      .join(" ");
  const comparedWith = (piece: Piece) =>
    /^(than|versus|vs)$/.test(leadOf(piece)) ||
    (/^(with|to)$/.test(leadOf(piece)) && tokens[piece.from - 2]?.value.toLowerCase() === "compared") ||
    /\b((leave|leaves|left|leaving|quit|dropped) (us|you) for|(switch|switched|switching|move|moved|moving|went|go|going|gone)( over)? to|(us|you) over|instead of)$/.test(
      wordsBefore(piece),
    );
  // "Parents of our cubs and scouts": whose parents they are, never the business or a thing to rate.
  const childrenOf = (piece: Piece) =>
    leadOf(piece) === "of" &&
    /^(parents|carers|guardians|families|mums|dads)$/i.test(tokens[piece.from - 2]?.value ?? "") &&
    !isProperName(phraseText(piece.phrase, tokens));
  // "compare to doing it yourself with software like Xero": anything in what it is compared to.
  const inComparison = (piece: Piece) => {
    for (let j = piece.from - 1; j >= Math.max(0, piece.from - 9); j--) {
      const t = tokens[j];
      if (!t || /^[.?!;,:]$/.test(t.value)) return false;
      if (/^compar/i.test(t.value) && /^(to|with|against)$/i.test(tokens[j + 1]?.value ?? "")) return true;
    }
    return false;
  };
  // Lists after "about", "on", ":" or "think of" name topics, not the subject.
  const listed = new Set<Piece>();
  let lastListed: Piece | undefined;
  for (const group of groups) {
    const lead = leadOf(group[0] as Piece);
    if (lastListed && listed.has(lastListed)) {
      // "reasons for leaving, relationship with their manager": a list a verb form interrupted goes on.
      const at = (group[0] as Piece).from;
      const gap = tokens.slice(lastListed.to, at - 1);
      if (lead === "," && gap.length <= 3 && !gap.some((t) => t.pos === "AUX" || WH_WORDS.has(t.value.toLowerCase())))
        for (const p of group) listed.add(p);
    }
    lastListed = group.at(-1);
    // "feedback from cyclists and drivers" names the respondents; "noise from neighbours and the new
    // bin schedule" goes on to a topic of its own.
    if (lead === "from") {
      for (const p of group.slice(1)) if (!AUDIENCE.has(head(p.phrase))) listed.add(p);
      continue;
    }
    // "whether the problem was solved, and the politeness of the agent": a list goes on after a clause.
    const first = group[0] as Piece;
    // "whether the assignments were useful, the tutor, and ...": after a comma alone too.
    const afterClause =
      (/^(and|or)$/.test(lead) &&
        tokens[first.from - 2]?.value === "," &&
        spans.some((s) => s.end === first.from - 2)) ||
      (lead === "," && spans.some((s) => s.end === first.from - 1)) ||
      // "whether the kiln takes too long, also the parking".
      (lead === "also" && tokens[first.from - 2]?.value === "," && spans.some((s) => s.end === first.from - 2)) ||
      // "where they listen and guest suggestions": the clause ended at its verb.
      (/^(and|or)$/.test(lead) && spans.some((s) => s.end === first.from - 1));
    // Two phrases side by side, one a name: "our Italian restaurant, Luigi's" renames the thing before
    // it; "Trackwise, project software for builders" says what the name is.
    const [one, two] = group;
    const pair =
      group.length === 2 &&
      one !== undefined &&
      two !== undefined &&
      tokens[one.to]?.value === "," &&
      two.from === one.to + 1 &&
      isProperName(phraseText(one.phrase, tokens)) !== isProperName(phraseText(two.phrase, tokens));
    const apposition =
      pair && /^(our|my|the)$/.test(one?.phrase.det ?? "") && !isProperName(phraseText((one as Piece).phrase, tokens));
    const described =
      pair && isProperName(phraseText((one as Piece).phrase, tokens)) && /^(a|an|our|my|)$/.test(two?.phrase.det ?? "");
    // "soft play centre, questions for parents:": the thing, then what the form is; no list of topics.
    const formNamed = group
      .slice(1)
      .some((p) => SURVEY_WORDS.has(head(p.phrase)) || /^questions?$/.test(head(p.phrase)));
    if (apposition || described || formNamed) continue;
    // "Vet clinic clients - ease of booking, ...": a dash opens a list as a colon does.
    // "and rate the teachers": what the owner asks to be rated.
    const rated =
      /^(rate|score|evaluate|assess)$/.test(lead) &&
      /^(and|or)$/i.test(tokens[first.from - 2]?.value ?? "") &&
      spans.length > 0;
    // "Quick poll: online yoga classes from ...", "Residents: the new 20mph limit": after a heading that
    // names only the form or who answers, one thing named is the subject.
    const headed =
      lead === ":" &&
      group.length === 1 &&
      tokens
        .slice(0, first.from - 1)
        .every(
          (t) =>
            SURVEY_WORDS.has(t.lemma.toLowerCase()) || AUDIENCE.has(t.value.toLowerCase()) || /^(ADJ|DET)$/.test(t.pos),
        );
    if (headed) continue;
    // "we run pawprint kennels & cattery": what the owner runs is the business, not a list of topics.
    const owned =
      OWNING_VERBS.has(tokens[first.from - 1]?.lemma.toLowerCase() ?? "") &&
      /^(we|i)$/i.test(tokens[first.from - 2]?.value ?? "");
    if (owned) continue;
    // "2) measure satisfaction with fitting of new hearing aids;": an item of a numbered list names a topic.
    let k = first.from - 2;
    while (
      k >= 0 &&
      (SURVEY_WORDS.has(tokens[k]?.lemma.toLowerCase() ?? "") ||
        INSTRUCTION_WORDS.has(tokens[k]?.value.toLowerCase() ?? ""))
    )
      k--;
    const numbered =
      (/^(with|on|about|of|regarding)$/.test(lead) && k < first.from - 2 && /^[;)]$/.test(tokens[k]?.value ?? "")) ||
      // "1. Course condition 2. Clubhouse food": an item after its number.
      (/^[.)]$/.test(lead) &&
        /^\d{1,2}$/.test(tokens[first.from - 2]?.value ?? "") &&
        !INSTRUCTION_WORDS.has(first.phrase.words[0]?.toLowerCase() ?? ""));
    // "print shop, small business customers:": a heading naming the thing and who answers is no list.
    const lastPiece = group.at(-1) as Piece;
    const thingAndWho =
      first.from === 0 &&
      group.length === 2 &&
      AUDIENCE.has((lastPiece.phrase.words.at(-1) ?? "").toLowerCase()) &&
      /^(:|-|–|—|\.)$/.test(tokens[lastPiece.to]?.value ?? "");
    if (thingAndWho) continue;
    if (group.length >= 2 || /^(:|-|–|—)$/.test(lead) || afterClause || rated || numbered)
      for (const p of group) {
        // "300 members and the committee is drafting a plan": the doer of a clause told as background.
        if (
          tokens[p.to]?.pos === "AUX" &&
          tokens[p.to + 1]?.pos === "VERB" &&
          /ing$/.test(tokens[p.to + 1]?.value ?? "")
        )
          continue;
        listed.add(p);
      }
  }
  // "plot rents, raising the water charge", "thoughts on raising the fee": a change named as a topic.
  for (const p of all)
    if (changeBefore(p, tokens) && /^([,:;-]|and|or)$/i.test(tokens[p.from - 2]?.value ?? "")) listed.add(p);
  // "was the speaker engaging": staff asked about are not the respondents, unless no one else is named.
  // "the children's art club ... feedback from parents": a possessive names whose thing it is, not who answers.
  const isRespondent = (t: TaggedToken) =>
    AUDIENCE.has(t.value.toLowerCase()) &&
    // "we run kids swimming lessons": people naming what a thing is for do not answer it.
    !(
      /^(run|runs|offer|offers|host|hosts|teach|teaches|hold|holds)$/i.test(
        tokens[tokens.indexOf(t) - 1]?.value ?? "",
      ) && tokens[tokens.indexOf(t) + 1]?.pos === "NOUN"
    ) &&
    // "was the instructor patient": how someone was.
    t.pos !== "ADJ" &&
    // "bike hire", "village hall hire": the service, not new hires.
    !(/^hires?$/i.test(t.value) && /^(NOUN|PROPN)$/.test(tokens[tokens.indexOf(t) - 1]?.pos ?? "")) &&
    !/^(they|them)$/i.test(t.value) &&
    !(
      tokens[tokens.indexOf(t) + 1]?.value === "'s" &&
      /^(NOUN|ADJ|PROPN)$/.test(tokens[tokens.indexOf(t) + 2]?.pos ?? "")
    );
  // "if the artist explained the design": one person named doing something for them is no one who answers.
  const oneWhoServes = (t: TaggedToken, i: number) =>
    /^the$/i.test(tokens[i - 1]?.value ?? "") && !/s$/i.test(t.value) && /^(VERB|AUX)$/.test(tokens[i + 1]?.pos ?? "");
  // "kids" in "our kids coding club": people a place is for, named before the place.
  const placeFor = (at: number) =>
    at >= 0 &&
    tokens
      .slice(at + 1, at + 3)
      .some((t) =>
        /^(club|clubs|school|class|classes|group|team|centre|center|camp|nursery|section|area|menu)$/i.test(t.value),
      );
  const respondentToken =
    // "a coding club for kids: ask parents whether...": the people asked answer, not those served.
    tokens.find(
      (t, i) => isRespondent(t) && /^(ask|asking|survey|surveying|poll|polling)$/i.test(tokens[i - 1]?.value ?? ""),
    ) ??
    // "I want to send something out to past customers": whom the form is sent to answers.
    tokens.find(
      (t, i) =>
        isRespondent(t) &&
        tokens.slice(Math.max(0, i - 3), i).some((x) => lower(x) === "to") &&
        tokens
          .slice(Math.max(0, i - 7), i)
          .some((x) => /^(send|sending|sent|email|emailing|text|texting)$/i.test(x.value)),
    ) ??
    // "our kids coding club ... need to know from parents whether...": who it is known from answers, when the
    // people named before only say whom the place is for.
    // "We'd like feedback from families rather than the residents this time": whom feedback is from answers.
    tokens.find(
      (t, i) =>
        isRespondent(t) &&
        /^(feedback|views|responses|input)$/i.test(
          tokens[i - 2]?.value === "the" ? (tokens[i - 3]?.value ?? "") : (tokens[i - 2]?.value ?? ""),
        ) &&
        /^(from|of)$/i.test(
          tokens[i - 1]?.value === "the" ? (tokens[i - 2]?.value ?? "") : (tokens[i - 1]?.value ?? ""),
        ),
    ) ??
    (placeFor(tokens.findIndex((t) => isRespondent(t)))
      ? tokens.find(
          (t, i) =>
            isRespondent(t) &&
            /^(from|of)$/i.test(tokens[i - 1]?.value ?? "") &&
            /^(know|hear|find out|feedback|views)$/i.test(tokens[i - 2]?.value ?? ""),
        )
      : undefined) ??
    tokens.find((t, i) => isRespondent(t) && !AIM_DATA.staff.includes(t.value.toLowerCase()) && !oneWhoServes(t, i)) ??
    // "how supported they feel by managers", "their managers": staff someone is helped by or has are not who answers.
    tokens.find((t, i) => isRespondent(t) && !/^(the|this|that|each|by|with|their)$/i.test(tokens[i - 1]?.value ?? ""));
  const respondents = respondentToken?.lemma.toLowerCase() ?? "";
  // "do you feel kept informed ... what they'd have at home ... chat with residents": spoken to as
  // "you", with another group of people named, "they" are that group.
  const spokenTo = tokens.some(
    (t, i) =>
      lower(t) === "you" &&
      /^(do|did|are|were|would|will|can|could|have|how|what|why|whether|if)$/.test(lower(tokens[i - 1])),
  );
  const otherPeople = tokens.find(
    (t, i) =>
      AUDIENCE.has(t.value.toLowerCase()) &&
      /[^s]s$/i.test(t.value) &&
      !/^(people)$/i.test(t.value) &&
      t.lemma.toLowerCase() !== respondents &&
      // "would they recommend us to neighbours": those one would tell are no group the form speaks of.
      !tokens
        .slice(Math.max(0, i - 4), i)
        .some((x) => /^(recommend|recommending|tell|telling|refer|referring|mention|mentioning)$/i.test(x.value)),
  );
  const theyAreOthers = spokenTo && otherPeople ? otherPeople.value.toLowerCase() : undefined;

  // "Feedback on the Summer Beats festival: ... would people buy tickets again": it exists already.
  // "would people pay extra for a projector": paying more is for something already paid for.
  const market =
    MARKET_CUES.test(
      purpose.replace(/\bwould \w+ pay (?:a bit |about |up to )?(?:more|extra|£?\d+\S* (?:more|extra))\b/gi, ""),
    ) &&
    !/^(feedback|post-|after)\b/i.test(purpose.trim()) &&
    !RUNNING.test(purpose.split(/[.!?\n]/)[0] ?? "");
  const leaving = leavingClause(tokens);
  const candidates: Candidate[] = [];
  // "the merger of the two finance departments", "the switch to a new grading system": the change is
  // what the form is about, and the thing it changes is part of its name.
  const changeOf = new Map<Piece, Piece>();
  all.forEach((piece, index) => {
    const next = all[index + 1];
    const prep = tokens[piece.phrase.end]?.value.toLowerCase() ?? "";
    if (
      next &&
      CHANGE_NOUNS.has(head(piece.phrase)) &&
      /^(of|to|from)$/.test(prep) &&
      tokens.slice(piece.phrase.end + 1, next.from).every((t) => /^(DET|NUM)$/.test(t.pos))
    )
      changeOf.set(piece, next);
  });
  const changed = new Set(changeOf.values());
  all.forEach((piece, index) => {
    const p = piece.phrase;
    const h = head(p);
    const last = (p.words.at(-1) ?? "").toLowerCase();
    // "our knitting group": the owner's own group is a subject; "a focus group" is not.
    // "3rd Elmfield Scout Group": so is a group with a name.
    // "Theatre group survey.": a group that heads the purpose is the owner's.
    const ownGroup =
      h === "group" &&
      (/^(our|my)$/.test(p.det) ||
        /^\p{Lu}/u.test(p.words.at(-1) ?? "") ||
        (piece.from === 0 && !/^(focus|test|control|age|user|target)$/i.test(p.words.at(-2) ?? ""))) &&
      p.words.length >= 2;
    if ((NOT_SUBJECTS.has(h) && !ownGroup) || h === respondents || PEOPLE.has(h) || PEOPLE.has(last)) return;
    // "how many hours a month": a counted amount is what an aim asks, not what the form is about.
    if (
      /^(many|much|few|several)$/i.test(p.words[0] ?? "") ||
      (tokens[piece.from - 1]?.value.toLowerCase() === "how" && !p.det)
    )
      return;
    if (!respondents && (AUDIENCE.has(h) || AUDIENCE.has(last))) return;
    // "Ask our remote team how they handle time zones": the ones asked answer, they are not the subject.
    if (
      /^(ask|asking)$/i.test(tokens[piece.from - 1]?.value ?? "") &&
      /^(how|what|which|why|whether|if|when|where)$/i.test(tokens[piece.to]?.value ?? "")
    )
      return;
    // "whether residents support a cycle lane": in an aim, the people's plural and their verb are no thing.
    const firstWord = (p.words[0] ?? "").toLowerCase();
    if (p.words.length >= 2 && AUDIENCE.has(firstWord) && /s$/.test(firstWord) && inClause(piece.from)) return;
    // "parents booking swimming lessons at ...": people doing something are who answers, never the subject.
    // ("a kids coding camp" is a thing for them).
    if (
      p.words.length >= 3 &&
      !p.det &&
      AUDIENCE.has(firstWord) &&
      /s$/.test(firstWord) &&
      /ing$/.test(p.words[1] ?? "") &&
      // "we run kids swimming lessons": what the owner runs is a thing for them.
      !/^(run|runs|offer|offers|do|does|host|hosts|teach|teaches|hold|holds)$/i.test(
        tokens[piece.from - 1]?.value ?? "",
      )
    )
      return;
    // "value for money", "stay at home": the noun belongs to a fixed phrase, not a thing to ask about.
    const twoBefore = `${tokens[piece.from - 2]?.lemma.toLowerCase() ?? ""} ${tokens[piece.from - 1]?.value.toLowerCase() ?? ""}`;
    if (
      /^(value for|money for)$/.test(twoBefore) ||
      (p.words.length === 1 && /^(at|from) home$/i.test(`${leadOf(piece)} ${h}`))
    )
      return;
    if (p.lemmas.every((l) => NOT_SUBJECTS.has(l) || TEMPORAL.has(l) || /^(\d+|last|next|this|every|first)$/.test(l)))
      return;
    const lead = leadOf(piece);
    if (comparedWith(piece) || inComparison(piece) || childrenOf(piece)) return;
    const object = changeOf.get(piece);
    const mergedChange = CHANGE_NOUNS.has(h) && piece.to > p.end;
    let text = object
      ? joinWords(tokens.slice(p.start, object.phrase.end).map((t) => t.value))
      : mergedChange
        ? piece.text
        : phraseText(p, tokens);
    // "a cycle lane on Mill Road": a street says where, it is not what the form is about.
    const street = STREET.test(text);
    // "Cattery feedback.": a common noun opening the text is capitalised only because it opens it.
    const opener =
      piece.from === 0 &&
      p.words.length === 1 &&
      tokens[0]?.pos === "NOUN" &&
      /^\p{Lu}\p{Ll}+$/u.test(text) &&
      (isEnglishWord(text.toLowerCase()) || endsWithEntity(` ${text}`, ALL_ENTITIES) !== undefined);
    if (opener) text = text.toLowerCase();
    const proper = isProperName(text) && !street;
    let score = -0.3 * index;
    if (endsWithEntity(text, ALL_ENTITIES)) score += 4;
    if (proper) score += 2;
    if (street) score -= 6;
    // "feedback on the menu", not "the price we quoted on the phone": inside an aim only "about" and its
    // like name a topic; "on", "in" or "at" there say where something happened.
    const topicCue =
      TOPIC_PREPOSITIONS.has(lead) &&
      (!inClause(piece.from) ||
        /^(about|regarding|concerning|re|towards?)$/.test(lead) ||
        (lead === "of" && /^(think|view|opinion)$/.test(tokens[piece.from - 2]?.lemma.toLowerCase() ?? "")));
    if (topicCue) score += lead === "in" ? (proper ? 1 : 0.5) : 2;
    if (p.det === "our" || p.det === "my") score += 1.5;
    else if (p.det === "the" || p.det === "this") score += 0.5;
    // "We sell handmade candles on Etsy": what the owner runs or sells is the subject.
    // "Station Taxis has run the rank since 1998": a business named as the doer is the subject itself.
    let doer = piece.from - 2;
    while (doer >= 0 && /^(AUX|ADV)$/.test(tokens[doer]?.pos ?? "")) doer--;
    const namedDoer = /^\p{Lu}/u.test(tokens[doer]?.value ?? "") && !/^(we|i)$/i.test(tokens[doer]?.value ?? "");
    // "we do seal watching boat trips": words wink read as verbs may stand between "we do" and the thing.
    let verbAt = piece.from - 1;
    while (verbAt > piece.from - 3 && tokens[verbAt]?.pos === "VERB" && !OWNING_VERBS.has(tokens[verbAt]?.lemma ?? ""))
      verbAt--;
    const ownerDoes =
      (verbAt < piece.from - 1 &&
        /^(we|i)$/i.test(tokens[verbAt - 1]?.value ?? "") &&
        /^(do|run|offer)$/i.test(tokens[verbAt]?.lemma ?? "")) ||
      // "so we do a mobile sauna": "do" with its article before the thing.
      /(^|\s)(we|i) (do|run|offer)( (a|an|our|two|three|four|five|six|\d+))?$/i.test(
        tokens
          .slice(Math.max(0, piece.from - 3), piece.from)
          .map((t) => t.value)
          .join(" "),
      );
    if ((OWNING_VERBS.has(tokens[piece.from - 1]?.lemma.toLowerCase() ?? "") && !namedDoer) || ownerDoes) {
      score += 4;
      // "hi we run a cattery ... how did they feel about the daily photo updates": the business the owner opens
      // with outweighs a thing asked about later.
      if (
        !tokens.slice(0, piece.from).some((t) => /^[.!?:]$/.test(t.value)) &&
        /^(we|i)$/i.test(tokens[doer]?.value ?? "") &&
        !/^(should|could|would|shall|can|will|do|did)$/i.test(tokens[doer - 1]?.value ?? "")
      )
        score += 2;
      // "i run a little makerspace in the old library": what the owner runs, not the place it is in.
      if (/^(we|i)$/i.test(tokens[doer]?.value ?? "") && /^(in|at)$/i.test(tokens[piece.to]?.value ?? "")) score += 1.5;
    }
    // "coding bootcamp alumni survey": what the form is named after, with or without who answers it.
    const [namer, namer2] = tokens.slice(piece.to, piece.to + 2);
    if (
      piece.from === 0 &&
      p.words.length >= 2 &&
      endsWithEntity(text, ALL_ENTITIES) !== undefined &&
      (SURVEY_WORDS.has(namer?.lemma.toLowerCase() ?? "") ||
        (AUDIENCE.has(namer?.value.toLowerCase() ?? "") && SURVEY_WORDS.has(namer2?.lemma.toLowerCase() ?? "")))
    )
      score += 3;
    // "The parish council trialled a community minibus": the body that did it asks; what it did is asked about.
    if (
      /^(council|committee|board|trust|association|authority|society)$/.test(head(p)) &&
      OWNING_VERBS.has(tokens[piece.to]?.lemma.toLowerCase() ?? "") &&
      /^(DET|NOUN|ADJ|PROPN)$/.test(tokens[piece.to + 1]?.pos ?? "")
    )
      score -= 4;
    // "views on the new vegetarian-only Mondays in the school canteen": the new thing asked about, not where.
    if (/^(on|about)$/.test(lead) && /^new$/i.test(p.words[0] ?? "") && p.det === "the") score += 1.5;
    // "customers who took delivery in the last year": receiving what they bought, no delivery service.
    if (/^(take|took|taken|taking|takes)$/i.test(tokens[piece.from - 1]?.value ?? "") && /^delivery$/i.test(text))
      score -= 6;
    // "Visitors who used the museum audio guide": what the people asked used is what the form is about.
    if (
      /^(who|that)$/i.test(tokens[piece.from - 2]?.value ?? "") &&
      USED.test(tokens[piece.from - 1]?.value ?? "") &&
      /^(the|our|this)$/.test(p.det)
    )
      score += 3;
    // "people who got their phone/laptop fixed with us": the respondent's own thing, worked on, is no subject.
    const ownedBefore =
      /^(their|your|my|his|her)$/.test(p.det) ||
      (/^[/]|or$/.test(tokens[piece.from - 1]?.value ?? "") &&
        /^(their|your|my|his|her)$/i.test(tokens[piece.from - 3]?.value ?? ""));
    const workedOn = tokens
      .slice(piece.to, piece.to + 4)
      .find((t) =>
        /^(fixed|repaired|serviced|mended|cleaned|done|groomed|altered|framed|valeted|sorted)$/i.test(t.value),
      );
    if (ownedBefore && workedOn) return;
    // "Parish council consultation on the proposed 20mph limit": the body asks; what it consults on is the subject.
    if (
      /^(?:(?:the |our )?(?:[\w'-]+ ){0,3}(?:council|committee|board|trust|association|society|management|trustees)(?:'s)? (?:consultation|survey|feedback|questionnaire|poll|form)|consultation) (?:on|about|regarding)$/i.test(
        tokens
          .slice(0, piece.from)
          .map((t) => t.value)
          .join(" ")
          .replace(/ 's\b/g, "'s"),
      )
    )
      score += 8;
    // "Town council wants views on the high street": the body asks; what it wants views on is the subject
    // ("the choice of songs" is an aspect of the body's own).
    if (
      !/^of$/i.test(tokens[piece.to]?.value ?? "") &&
      !QUALITY_HEADS.has(head(p)) &&
      /\b(?!(?:we|i|they|you)\b)[a-z]+ (?:wants?|would like|is seeking|seeks?|needs?|is asking for|are seeking|are asking for) (?:\S+' |\S+'s |your |our )?(?:views|feedback|opinions|thoughts|input) (?:on|about)$/i.test(
        tokens
          .slice(Math.max(0, piece.from - 8), piece.from)
          .map((t) => t.value)
          .join(" ")
          .replace(/ '(s?)\b/g, "'$1"),
      )
    )
      score += 12;
    // "We're a small dog-and-cat rescue in Somerset": what the owner says they are.
    if (
      /^('re|are|'m|am)$/i.test(tokens[piece.from - 1]?.value ?? "") &&
      /^(we|i)$/i.test(tokens[piece.from - 2]?.value ?? "") &&
      /^(a|an)$/.test(p.det)
    )
      score += 4;
    if (listed.has(piece)) score -= 6;
    // "I'm a wedding photographer. After each wedding I want to ask couples": when the form is sent,
    // not what it is about, once the owner has said what they do.
    const before2 = tokens
      .slice(Math.max(0, piece.from - 2), piece.from)
      .map((t) => t.value.toLowerCase())
      .join(" ");
    if (
      /\b(after|following|before|during) (each|every)$/.test(before2) &&
      /^(i'?m|i am|we'?re|we are) an? /i.test(purpose)
    )
      score -= 6;
    // "customers who closed their account": what they left is not what the form is about.
    if (leaving && piece.from > leaving.start && piece.from < leaving.end) score -= 6;
    // "what support they need", "what training they want": the thing a question asks for is no subject.
    if (/^(what|which)$/.test(lead)) return;
    // "which streaming services": a modifier may come between.
    if (/ing$/.test(lead) && /^(what|which)$/i.test(tokens[piece.from - 2]?.value ?? "")) return;
    // "We are a charity running coding clubs": who the owner is, not what the form is about.
    const self = tokens
      .slice(Math.max(0, piece.from - 3), piece.from)
      .map((t) => t.value.toLowerCase())
      .join(" ");
    if (/\b(we are|we're|i am|i'm)( a| an)?$/.test(self)) score -= 4;
    // "as an independent optician we want...": a trade the owner says they are is the business asked about.
    const asA = /(?<!such |well )\bas( a| an)?$/.test(self) && /^(a|an)$/.test(p.det);
    if ((/\b(we are|we ?'re|i am|i ?'m)( a| an)?$/.test(self) || asA) && TRADE_PEOPLE.has(last)) score += 7;
    // "commuters buying e-bikes at Spokes Cycles": the named place where people do it is what the form is about.
    const prior = all[index - 1];
    if (
      proper &&
      lead === "at" &&
      prior &&
      prior.to === piece.from - 1 &&
      /ing$/i.test(tokens[prior.from - 1]?.value ?? "") &&
      tokens[prior.from - 1]?.pos === "VERB"
    )
      score += 2;
    // "HR wants to know": who asks, not what is asked about ("our school wants to know" is both).
    const next2 = tokens
      .slice(p.end, p.end + 2)
      .map((t) => t.value.toLowerCase())
      .join(" ");
    if (
      /^(wants?|needs?|would like|wishes) to\b|^(wants?|needs?|would) (to|like)$/.test(next2) &&
      index === 0 &&
      !/^(our|my)$/.test(p.det) &&
      !endsWithEntity(text, ALL_ENTITIES) &&
      // "Hartley & Rowe Estate Agents would like": a business's own name is what its customers judge.
      !(proper && p.words.length >= 2 && !BODIES.has(last))
    )
      return;
    // A concept is named with "a": "a weekly farmers market", "a board game cafe".
    const concept = market && (p.det === "a" || p.det === "an");
    if (concept) score += 3;
    // A thing inside an aim ("whether their parcels arrived") is the subject only if it names a place or a name.
    // "whether customers would buy our new oat milk": what the owner makes is the subject wherever it is named.
    if (
      inClause(piece.from) &&
      !proper &&
      !(p.det === "our" || p.det === "my") &&
      !concept &&
      // "whether bikes are available": a kind of thing named in an aim is what the aim asks about;
      // "if you would come on a retreat": one a thing proposed, not what the form is about.
      (!/^(about|of|on|with)$/.test(lead) || p.det === "a" || p.det === "an")
    )
      score -= 3;
    // "would you pay for a replay library": a thing proposed.
    const proposed =
      (p.det === "a" || p.det === "an") &&
      !concept &&
      (tokens.slice(Math.max(0, piece.from - 5), piece.from).some((t) => /^(would|could)$/i.test(t.value)) ||
        // "whether to run a summer tournament".
        / whether to \w+ $/.test(
          ` ${tokens
            .slice(Math.max(0, piece.from - 3), piece.from)
            .map((t) => t.value.toLowerCase())
            .join(" ")} `,
        ));
    if (proposed) score -= 3;
    // "the marketing of their home": the respondents' own things, inside an aim, are not what the form is about.
    if (/^(their|your)$/.test(p.det) && inClause(piece.from) && !proper) score -= 3;
    // "what they think of my prices": the owner's own prices in an aim are an aspect, not what the form is about.
    if (/^(my|our)$/.test(p.det) && inClause(piece.from) && PRICES.has(h)) return;
    // "Hartley & Rowe Estate Agents": a name is no aspect, whatever word ends it.
    if (!proper && (AIM_DATA.topics.some((t) => t.heads.includes(h)) || AIM_DATA.notTopics.includes(h))) score -= 2;
    // "our budgeting app, Pennywise": the name is the better subject.
    const before = all[index - 1];
    if (proper && before && tokens[piece.from - 1]?.value === "," && before.to === piece.from - 1) score += 5;
    // "a prototype of a smart plant pot": the thing the prototype is of is the subject.
    if (lead === "of" && before && before.to === piece.from - 1 && STAND_INS.has(head(before.phrase))) score += 8;
    // "I'm the volunteer coordinator at a wildlife rescue centre": where the owner works is what the form is about.
    if (/^(at|for|of)$/.test(lead) && before && before.to === piece.from - 1 && OWNER_ROLES.has(head(before.phrase)))
      score += 5;
    // "an early access build of our farming sim": wink may read "build" as a verb and end the phrase before it.
    else if (lead === "of" && BUILDS.has(lower(tokens[piece.from - 2]))) score += 8;
    // "Our accounting software just added automatic receipt scanning": what was just added is asked about.
    if (
      /^(added|launched|introduced|released|unveiled)$/.test(lead) &&
      /^(just|recently|now|have|has|we've)$/i.test(tokens[piece.from - 2]?.value ?? "")
    )
      score += 8;
    // "stress, workload, support from managers": what a listed topic comes from is part of that topic.
    else if (/^(from|by)$/.test(lead) && before && before.to === piece.from - 1 && listed.has(before) && !p.det)
      score -= 6;
    // "CycleHub, our city bike-share scheme": the name before what it is, too.
    const after = all[index + 1];
    if (
      proper &&
      after &&
      tokens[piece.to]?.value === "," &&
      after.from === piece.to + 1 &&
      /^(our|my)$/.test(after.phrase.det)
    )
      score += 5;
    // "Lotus Flow Yoga - ...", "Members of the Eastside Food Co-op: ...", "Page Turners is an
    // independent bookshop", "Riverside allotments survey:": a name, a kind of place, or any thing
    // the purpose opens with that heads it is what it is about.
    const named = proper || endsWithEntity(text, ALL_ENTITIES) !== undefined;
    const opening = tokens.slice(0, piece.from).every((t) => t.pos === "DET") && !street;
    const firstNamed =
      candidates.length === 0 &&
      (named || opening) &&
      // "Estate agent survey.": a compound naming a trade heads the purpose though "agent" alone is an aspect.
      (p.words.length >= 2 || !AIM_DATA.topics.some((t) => t.heads.includes(h)));
    // "allotment society AGM survey.": the survey words trimmed off still end the heading.
    let headEnd = piece.to;
    // "city cabs customers -": so do who answers.
    while (
      SURVEY_WORDS.has(tokens[headEnd]?.lemma.toLowerCase() ?? "") ||
      AUDIENCE.has(tokens[headEnd]?.value.toLowerCase() ?? "")
    )
      headEnd++;
    // "soft play centre, questions for parents:": a comma before what the form is and who answers.
    if (tokens[headEnd]?.value === ",") {
      let j = headEnd + 1;
      while (
        j < tokens.length &&
        (SURVEY_WORDS.has(tokens[j]?.lemma.toLowerCase() ?? "") ||
          /^(questions?|for|from|to|the|our|my)$/i.test(tokens[j]?.value ?? "") ||
          AUDIENCE.has(tokens[j]?.value.toLowerCase() ?? ""))
      )
        j++;
      if (j > headEnd + 1 && /^(:|-|–|—)$/.test(tokens[j]?.value ?? "")) headEnd = j;
    }
    // "self-drive boat hire on the river - ...": where it is belongs to the heading.
    // Not "Contact lens wearers at Clearview Opticians -": people, or a place with a name, are not the heading.
    if (
      /^(on|in|at|near|by)$/i.test(tokens[headEnd]?.value ?? "") &&
      !AUDIENCE.has(p.words.at(-1)?.toLowerCase() ?? "")
    ) {
      let j = headEnd + 1;
      while (j < tokens.length && j <= headEnd + 5 && /^(DET|NOUN|ADJ)$/.test(tokens[j]?.pos ?? "")) j++;
      if (j > headEnd + 1 && /^(:|-|–|—)$/.test(tokens[j]?.value ?? "")) headEnd = j;
    }
    const after1 = tokens[headEnd]?.value.toLowerCase() ?? "";
    const after2 = tokens[headEnd + 1]?.value.toLowerCase() ?? "";
    if (
      firstNamed &&
      (/^(:|-|–|—|\.)$/.test(after1) ||
        (after1 === "(" && named) ||
        (/^(is|are)$/.test(after1) && /^(a|an|our|my)$/.test(after2)))
    )
      score += 5;
    // "The trustees of Ashby Village Hall would like ...": the place those who run it or use it belong to.
    const lead3 = tokens.slice(0, piece.from).map((t) => t.value.toLowerCase());
    if (
      lead3.length >= 2 &&
      lead3.length <= 3 &&
      lead3.at(-1) === "of" &&
      (lead3.length === 2 || /^(the|our|all)$/.test(lead3[0] ?? "")) &&
      (BODIES.has(lead3.at(-2) ?? "") || /^(trustees|governors|members|volunteers|friends)$/.test(lead3.at(-2) ?? ""))
    )
      score += 5;
    // "Survey for users of the county mobile library van": what those asked use, named first, is the subject.
    if (
      lead === "of" &&
      AUDIENCE.has((tokens[piece.from - 2]?.value ?? "").toLowerCase()) &&
      tokens.slice(0, piece.from).every((t) => !/^[.!?]$/.test(t.value))
    )
      score += 3;
    // "We run weddings, parties and wakes at the function room": the place the occasions are held is the subject.
    const sentenceStart = tokens.slice(0, piece.from).findLastIndex((t) => /^[.!?]$/.test(t.value)) + 1;
    const told = tokens
      .slice(sentenceStart, piece.from)
      .map((t) => t.value.toLowerCase())
      .join(" ");
    if (
      // Occasions, plural and with no article ("a farmers market in Leeds" is the thing run, not the town).
      /^(we|i) (run|host|hold|put on|organise|organize|cater|do) (?!.*\b(a|an|the|our|my|\d+|two|three|four|five|six|seven|eight|nine|ten)\b)[\w ,'&-]*[^s\W]s\b[\w ,'&-]* (at|in)( the| our| my)?$/.test(
        told,
      ) &&
      // Several kinds of occasion; "we run swimming lessons at the leisure centre" runs one thing.
      /,|\band\b|&/.test(told)
    )
      score += 10;
    if (object || mergedChange) score += 6;
    if (changed.has(piece)) score -= 6;
    candidates.push({ piece, text, proper, score, lead });
  });
  const ranked = [...candidates].sort((a, b) => b.score - a.score || b.text.length - a.text.length);
  let best = ranked[0];
  const isPlace = (piece: Piece) =>
    isProperName(phraseText(piece.phrase, tokens)) || endsWithEntity(piece.text, ALL_ENTITIES) !== undefined;
  // "the breakfast buffet at the Seaview Hotel", "the new self-checkout machines in our supermarket":
  // the thing named after "on" or "evaluate" is the focus, the place it is at stays with it.
  let place: Piece | undefined;
  let placeLead = "";
  if (best) {
    const index = all.indexOf(best.piece);
    const before = all[index - 1];
    const after = all[index + 1];
    const ownNoun = (t: TaggedToken | undefined) =>
      t !== undefined &&
      /^(NOUN|PROPN)$/.test(t.pos) &&
      !SURVEY_WORDS.has(t.lemma.toLowerCase()) &&
      !NOT_SUBJECTS.has(t.lemma.toLowerCase()) &&
      !AUDIENCE.has(t.lemma.toLowerCase());
    const focusFirst = (focus: Piece, at: Piece) =>
      // "New visitor policy at the care home": a rule named first is the focus, wherever it applies.
      // "Feedback on the buffet at ...", not "we rent kayaks on the river at ...".
      (/^(about|regarding|evaluate|assess|test|review|rate)$/.test(leadOf(focus)) ||
        (/^(on|of)$/.test(leadOf(focus)) && !ownNoun(tokens[focus.from - 2])) ||
        (focus.from === 0 && KIND_OF.get(head(focus.phrase)) === "policy")) &&
      !listed.has(focus) &&
      at.from === focus.to + 1 &&
      /^(at|in|of|on|to|for)$/.test(leadOf(at)) &&
      isPlace(at) &&
      // A named place keeps a thing ("the buffet at the Seaview Hotel"), a town does not keep a shop.
      (!endsWithEntity(focus.text, ALL_ENTITIES) || endsWithEntity(at.text, ALL_ENTITIES) !== undefined) &&
      !isProperName(phraseText(focus.phrase, tokens)) &&
      !AUDIENCE.has(head(focus.phrase));
    const focus = candidates.find((c) => c.piece === before);
    // "- Vino Veritas, small wine bar": the kind of business after a comma describes the name before it.
    const named = candidates.find(
      (c) =>
        c.piece === before &&
        c.proper &&
        (before.from === 0 || /^[-–—:(]$/.test(tokens[before.from - 1]?.value ?? "")) &&
        // "Feedback for Bloom & Co, a florist": a name read with the survey's words is no clean name.
        !c.text.split(" ").some((w) => SURVEY_WORDS.has(w.toLowerCase())) &&
        leadOf(best?.piece as Piece) === "," &&
        before?.to === (best?.piece.from ?? 0) - 1 &&
        (best?.piece.phrase.det === "" || best?.piece.phrase.det === "a") &&
        endsWithEntity(best?.piece.text ?? "", ALL_ENTITIES) !== undefined,
    );
    if (named) best = named;
    else if (before && focus && focusFirst(before, best.piece)) {
      place = best.piece;
      best = focus;
    } else if (after && focusFirst(best.piece, after)) place = after;
    if (place) placeLead = leadOf(place);
  }

  let subject = "";
  let short = "";
  let bare = "";
  let headWord = "";
  let plural = false;
  let kind: SubjectKind = "other";
  let domain = GENERIC;
  let useBank = false;
  /** The kind was the bank's own ("policy" for the employee bank), not the subject's. */
  let kindFromBank = false;
  /** Where a change read as the subject ends, with its paired change: nothing in it is an aim. */
  let changeEnd = 0;
  let secondChange: TopicAim | undefined;
  const byWords = detectDomain(lemmas, "");
  // "how people choose a holiday destination": a thing named only inside an aim is no subject.
  // "Wait times, cleanliness, staff attitude": a purpose that is only a list of topics names no subject.
  const onlyTopics =
    best !== undefined && listed.has(best.piece) && !best.proper && candidates.every((c) => listed.has(c.piece));
  // "Our single origin beans and the monthly subscription. ... does the delivery arrive fresh": when the
  // purpose opens on a list of the things it asks about, a thing one later aim names is that aim's too.
  const afterList =
    best !== undefined &&
    best.score < 2 &&
    !best.proper &&
    inClause(best.piece.from) &&
    candidates.some((c) => listed.has(c.piece) && !inClause(c.piece.from) && c.piece.to <= (best?.piece.from ?? 0));
  const onlyInAim =
    best !== undefined &&
    (best.score < 0 || afterList) &&
    !best.proper &&
    (onlyTopics ||
      inClause(best.piece.from) ||
      (leaving !== undefined && best.piece.from > leaving.start && best.piece.from < leaving.end));
  if (best && !(best.score < 0 && !best.proper && byWords !== GENERIC) && !onlyInAim) {
    const p = best.piece.phrase;
    bare = best.text.replace(/(?<![\p{L}\p{N}_'-])[a-z]{2,4}(?![\p{L}\p{N}_'-])/gu, (w) =>
      isAcronym(w) ? w.toUpperCase() : w,
    );
    headWord = head(p);
    kind = kindOf(p.words);
    const lastWord = (p.words.at(-1) ?? "").toLowerCase();
    // "Mondays" is capitalised yet never a name.
    plural =
      (!best.proper && lastWord !== headWord && /s$/.test(lastWord)) ||
      /^(mon|tues|wednes|thurs|fri|satur|sun)days$/.test(lastWord);
    const ownDomain = entityDomain(best.text, lemmas);
    // "We are a small catering company": the owner's own business.
    // "As an independent optician we...": so is the trade the owner speaks as.
    const before3 = tokens
      .slice(Math.max(0, best.piece.from - 3), best.piece.from)
      .map((t) => t.value)
      .join(" ");
    const weAre =
      /\b(we are|we ?'re)( a| an)?$/i.test(before3) ||
      (/(?<!such |well )\bas$/i.test(before3) && /^(a|an)$/.test(p.det) && TRADE_PEOPLE.has(headWord));
    const owned =
      OWNING_VERBS.has(tokens[best.piece.from - 1]?.lemma.toLowerCase() ?? "") || OWNING_VERBS.has(best.lead) || weAre;
    // "our delivery" is a service: "our delivery service".
    const service = AIM_DATA.serviceNouns.some((n) => best?.text.toLowerCase().endsWith(n)) && !best.proper;
    if (service) {
      bare = `${bare} service`;
      if (kind === "other") kind = "service";
    }
    subject = `${determiner(p.det, best.proper, owned, market, best.text)}${bare}`;
    // "the merger of the two finance departments" is "the merger" after the first question.
    const changeName = phraseText(p, tokens);
    short =
      CHANGE_NOUNS.has(headWord) && bare !== changeName
        ? `${determiner(p.det, false, owned, market, changeName)}${changeName}`
        : subject;
    if (place) {
      const placeProper = isProperName(phraseText(place.phrase, tokens));
      const placeDet = determiner(place.phrase.det, placeProper, false, false, place.text);
      subject = `${subject} ${placeLead} ${placeDet}${place.text}`;
      // "the after-school club at Greenfield Primary" is itself a domain's kind of thing; "the breakfast buffet" is not.
      domain = ownDomain ?? entityDomain(place.text, lemmas) ?? byWords;
      useBank = ownDomain !== undefined && clearlyOf(ownDomain, p, best.proper, lemmas, respondents);
      if (kind === "other") kind = kindOf(place.phrase.words);
    } else if (market) {
      // A concept people would buy is market research; one they would use or come to ("a repair
      // café", "a tool library") is asked about in its own aims and the general set.
      domain = DOMAINS.find((d) => d.id === "market") ?? GENERIC;
      useBank = MONEY.test(purpose) || MARKET_RESEARCH.test(purpose);
      if (!useBank) domain = GENERIC;
    } else if (ownDomain) {
      domain = ownDomain;
      useBank = clearlyOf(ownDomain, p, best.proper, lemmas, respondents);
    } else {
      // A bare name ("Pennywise", "DevConf 2026") takes the kind its apposition or the purpose gives it.
      // "Page Turners is an independent bookshop": what follows "is" says what the name is, too.
      const appositive = all.find(
        (c) =>
          c !== best?.piece &&
          ((c.to === (best?.piece.from ?? 0) - 1 && tokens[c.to]?.value === ",") ||
            (c.from === (best?.piece.to ?? 0) + 1 && /^(is|are)$/i.test(tokens[best?.piece.to ?? 0]?.value ?? ""))),
      );
      const named = appositive ? entityDomain(appositive.text, lemmas) : undefined;
      if (named && best.proper) {
        domain = named;
        useBank = true;
        if (kind === "other") kind = kindOf(appositive?.phrase.words ?? []);
      } else if (best.proper && kind === "other" && byWords !== GENERIC) {
        domain = byWords;
        useBank = wordsClearlyOf(byWords, lemmas, respondents);
      } else domain = byWords;
    }
    if (kind === "other" && useBank) {
      kind = kindOf([domain.entities[0] ?? ""]);
      kindFromBank = true;
    }
  } else {
    domain = byWords;
    // "Parents of our cubs and scouts": parents answer for clubs, camps and groups of every kind, so
    // with no place named they do not make it "our school".
    const named = lemmas.some((l) => domain.entities.includes(l) || domain.entities.includes(`${l}s`));
    useBank = domain !== GENERIC && wordsClearlyOf(domain, lemmas, respondents) && (named || respondents !== "parent");
    if (useBank) {
      // With nothing named the form is about the bank's stand-in ("our workplace"), never its first entity ("policy").
      kind = kindOf(domain.fallback.split(" "));
      kindFromBank = true;
    }
  }
  // "a residential care home ... feedback from families": relatives answer for someone who lives or
  // stays there, so the questions about living or staying there are not theirs.
  if (useBank && /^(family|relative|next of kin|loved one)$/.test(respondents) && /^(housing|hotel)$/.test(domain.id))
    useBank = false;
  // "whether the coaching is too expensive compared with other clubs nearby": with no name for it, the
  // business is one of the kind it is compared with ("our club"), not a thing an aim names.
  const otherOnes = /\b(?:compared? (?:with|to)|than|vs) other ((?:[a-z]+ )?[a-z]+?)(ies|es|s)\b/i.exec(purpose);
  const namedOwn = best !== undefined && (best.proper || /^(our|my)$/.test(best.piece.phrase.det));
  if (otherOnes?.[1] && !namedOwn && (!best || inClause(best.piece.from))) {
    const singular =
      `${otherOnes[1]}${otherOnes[2] === "ies" ? "y" : otherOnes[2] === "es" && /(ch|sh|x|ss)$/.test(otherOnes[1]) ? "" : otherOnes[2] === "es" ? "e" : ""}`.toLowerCase();
    if (endsWithEntity(singular, ALL_ENTITIES) !== undefined && !AUDIENCE.has(singular)) {
      subject = `our ${singular}`;
      short = subject;
      bare = singular;
      headWord = singular;
      plural = false;
      kind = kindOf([singular]);
      domain = entityDomain(singular, lemmas) ?? GENERIC;
      useBank = false;
      kindFromBank = false;
    }
  }
  if (domain.id === "onboarding" || (domain.id === "app" && keywordScore(onboarding, lemmas) >= 4)) {
    domain = onboarding;
    // "Onboarding survey for new hires": a new job's first weeks, not an app's first minutes.
    if (WORKERS.has(respondents) || NEW_STAFF.has(respondents) || lemmas.some((l) => WORKERS.has(l))) {
      useBank = false;
      kind = "programme";
      kindFromBank = false;
      if (/^onboarding$/i.test(subject)) {
        subject = "the onboarding";
        short = subject;
      }
    }
  }
  // "a housing association", "our letting agency": the landlord; what tenants live in is their home.
  if (useBank && domain.id === "housing" && /\b(association|agency|co-op|landlord)$/i.test(bare)) {
    subject = "your home";
    short = subject;
  }
  // "whether the newsletter is useful", asked of members: a club's bank does not fit a publication.
  if (kind === "publication" && domain.id !== "publication") useBank = false;
  // "the school's new phone ban": a rule is asked about as a rule, not with the bank of the place that made it.
  if (kind === "policy" && domain.id !== "employee") useBank = false;
  // "Post-webinar survey": the webinar is the subject.
  subject = subject.replace(/\bpost-(?=\w)/i, "");
  short = short.replace(/\bpost-(?=\w)/i, "");
  bare = bare.replace(/\bpost-(?=\w)/i, "");
  // "next year's summit" is not there yet; the one they can rate is this one.
  const coming = /^next (?:year|week|month|season|term)'s (.+)$/i.exec(subject);
  if (coming) {
    subject = `the ${coming[1]}`;
    short = subject;
    bare = coming[1] ?? bare;
  }
  // "our website's checkout page" is a step to get through: asked as a process, not as a whole website.
  if (kind === "process" && (domain.id === "website" || domain.id === "app")) {
    useBank = false;
    subject = subject.replace(/ (page|form|screen)$/, "");
    short = short.replace(/ (page|form|screen)$/, "");
  }
  // "Parking permit consultation for residents": what is consulted on is proposed.
  const consulted = /^(?:the |our |a |an )?(.+?) consultation$/i.exec(subject);
  if (consulted?.[1] && !/\b(public|community|resident|residents|staff|online)$/i.test(consulted[1])) {
    const thing = consulted[1].replace(/^(proposed|planned) /i, "");
    subject = `the proposed ${thing}${/\b(permit|parking|zone|traffic|cycle)$/i.test(thing) ? " scheme" : ""}`;
    short = subject;
    bare = thing;
  }
  // "a proposed new skate park": wink may leave the participle out of the phrase.
  const proposedBefore = best && /^(proposed|planned|suggested)$/i.test(tokens[best.piece.from - 1]?.value ?? "");
  if (best && proposedBefore && subject && !/\b(proposed|planned|suggested)\b/i.test(subject)) {
    const word = lower(tokens[best.piece.from - 1]);
    subject = subject.replace(/^(the |our |a |an )?/i, (det) => `${det || "the "}${word} `);
    short = subject;
  }
  // "the proposed parking charges" are not there yet: asked about support, not use.
  if (/^(the |our |a |an )?(proposed|planned|possible|potential|suggested)\b/i.test(subject)) {
    kind = "proposal";
    useBank = false;
    domain = GENERIC;
  }
  // "our proposal to turn the old tram depot into artist studios": what is proposed is the subject.
  // "The council is consulting on a proposal to turn the old bus depot into housing": so too when a body asks.
  const proposedTo = (piece: Piece | undefined): piece is Piece =>
    piece !== undefined &&
    /^(proposal|plan|plans|idea|scheme|bid)$/i.test(tokens[piece.to - 1]?.value ?? "") &&
    lower(tokens[piece.to]) === "to" &&
    tokens[piece.to + 1]?.pos === "VERB";
  // "The school has a plan to extend the day until 4pm": whoever has the plan, the plan is what is asked about.
  const proposal = [best?.piece, ...(best ? all : [])].find(proposedTo);
  const verb = proposal ? tokens[proposal.to + 1] : undefined;
  if (best && proposal && verb) {
    let end = proposal.to + 2;
    while (end < tokens.length && !/^([.,;:!?()\-–—]|but)$/i.test(tokens[end]?.value ?? "")) {
      // "until 4pm.": a word carrying the full stop ends it, with its stop left off.
      if (/\p{L}[.!?]$/u.test(tokens[end]?.value ?? "")) break;
      end++;
    }
    const closing = tokens[end]?.value ?? "";
    const object = [
      ...tokens.slice(proposal.to + 2, end).map((t) => t.value),
      ...(/\p{L}[.!?]$/u.test(closing) ? [closing.slice(0, -1)] : []),
    ];
    subject = joinWords([gerund(verb.lemma.toLowerCase()), ...object]);
    short = subject;
    // The title names the thing changed: "Old Tram Depot Consultation".
    const named = object.findIndex((w) => /^(into|to|on|in|at|from|for|with|as|by|until|till)$/i.test(w));
    bare = joinWords(object.slice(0, named < 0 ? undefined : named)).replace(/^(the|our|a|an|its|their) /i, "") || bare;
    changeEnd = end;
    kind = "proposal";
    useBank = false;
    domain = GENERIC;
  }
  // "views on raising the annual fee", "moving the start time to 9am": the change is what is asked about.
  const changeWord = best && best.piece.from > 0 ? tokens[best.piece.from - 1] : undefined;
  if (best && changeWord && subject && !inClause(best.piece.from) && CHANGE_WORDS.has(lower(changeWord))) {
    const after = tokens
      .slice(best.piece.to)
      .map((t) => t.value)
      .join(" ");
    // "to 9am", "from Tuesdays to Thursdays": where the change takes it stays with it.
    // "moving the school start time to 9am": wink may read "start" as a verb and end the piece early.
    const compound =
      /^((?:(?!(?:and|or|but|because|if|so)\b)[a-z]+ ){1,2})(?=(?:to|from) (?:[£$€]?\d|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b))/i.exec(
        after,
      )?.[1] ?? "";
    const where =
      compound +
      (/^(?:to|from|by|on) [^,.;:!?()]*?(?= and | but | or |[,.;:!?()]|$)/i.exec(after.slice(compound.length))?.[0] ??
        "");
    // "closing the Saturday surgery at the vets and opening Tuesday evenings instead": where it happens is
    // no aim, and a change paired with it is the same proposal.
    const rest = after.slice(where.length).trimStart();
    const at = /^(?:at|in) [^,.;:!?()]*?(?= and | but |[,.;:!?()]|$)/i.exec(rest)?.[0] ?? "";
    const and = /^and \w+ing (?!to\b)[^,.;:!?()]*/i.exec(rest.slice(at.length).trimStart())?.[0]?.trim() ?? "";
    // A swap ("closing ... and opening ... instead"), not a second change to weigh on its own.
    const paired = /\binstead$/i.test(and) || REMOVALS.has(lower(changeWord)) ? and : "";
    // "moving the market to Sunday and adding a street food area": a second change, weighed on its own.
    const second = !paired && and ? and.replace(/^and /i, "") : "";
    const secondWord = second.split(" ")[0]?.toLowerCase() ?? "";
    if (second && (CHANGE_WORDS.has(secondWord) || ADDITIONS.has(secondWord))) {
      const words = second.split(" ");
      const head = (words.at(-1) ?? "").toLowerCase();
      secondChange = { type: "topic", text: second, head: head.replace(/s$/, ""), phrase: second.toLowerCase() };
    }
    const tokenCount = (text: string) => (text ? text.split(" ").length : 0);
    changeEnd = best.piece.to + tokenCount(where) + tokenCount(at) + tokenCount(and);
    subject = [lower(changeWord), subject, joinWords(where.split(" ")), paired].filter(Boolean).join(" ");
    short = subject;
    kind = "proposal";
    useBank = false;
    domain = GENERIC;
  }
  // A bank written for patients does not fit hospital visitors.
  if (useBank && respondents && domain.respondents && !domain.respondents.includes(respondents)) useBank = false;
  // "Employees at Brightline Software": a bank written for a firm's customers does not fit its staff.
  // "Community garden volunteers": people who give their time there are not asked about their visit.
  if (useBank && WORKERS.has(respondents) && !domain.respondents?.includes(respondents)) useBank = false;
  // "our taxi firm" asked of its customers: without the bank, the bank's kind goes too.
  if (!useBank && kindFromBank) kind = "other";

  const respondentAt = respondentToken?.offset ?? Number.POSITIVE_INFINITY;
  const aims: Aim[] = [];
  let before: { clause: ClauseAim; end: number } | undefined;
  for (const span of spans) {
    // "they" is the respondents once the purpose has named them ("would people come, how much would they spend").
    const named = respondentAt < (tokens[span.start]?.offset ?? 0);
    // "how comfortable the ferries are, whether they run on time": unless the clause just before, in the
    // same sentence, spoke of things.
    const things =
      before &&
      !before.clause.audience &&
      before.clause.plural &&
      /^(the|our) /.test(before.clause.subject) &&
      // "what they would change", "would they order again": a wish, a view or an act is the respondents'.
      span.wh === "whether" &&
      !span.inverted &&
      lower(tokens[span.start]) === "they" &&
      THING_VERBS.has(lower(tokens[span.start + 1])) &&
      !tokens.slice(before.end, span.start).some((t) => /^[.!?;]$/.test(t.value))
        ? before.clause.subject
        : // "whether the laptops were in good condition, and how long students need them for": the laptops.
          before &&
            !before.clause.audience &&
            before.clause.plural &&
            /^(the|our) /.test(before.clause.subject) &&
            tokens.slice(span.start + 1, span.end).some((t) => lower(t) === "them") &&
            tokens.slice(span.start, span.end).some((t) => AUDIENCE.has(lower(t))) &&
            !tokens.slice(before.end, span.start).some((t) => /^[.!?;]$/.test(t.value))
          ? before.clause.subject
          : undefined;
    // "was the cake ready on time, did it look like the design": "it" is the thing just asked about.
    const it =
      before &&
      !before.clause.audience &&
      !before.clause.plural &&
      /^(the|our) /.test(before.clause.subject) &&
      tokens.slice(span.start, span.start + 2).some((t) => lower(t) === "it") &&
      // "was it too choppy": a state described may be the weather's or the whole outing's; a deed is the thing's.
      !tokens.slice(span.start, span.start + 3).some((t) => /^(is|was|are|were|be|'s)$/.test(lower(t))) &&
      // "how crowded it gets at peak times": a place gets crowded, not the grading asked about before.
      !/^(crowded|busy|quiet|full|noisy|packed|loud|hot|cold|warm|rammed|empty)$/.test(span.degree) &&
      !tokens.slice(before.end, span.start).some((t) => /^[.!?;]$/.test(t.value))
        ? before.clause.subject
        : // "what people brought, whether it got fixed": "it" is what they brought, never the repair café.
          before?.clause.wh === "what" &&
            /^(bring|buy|order|send|make|return|hand)$/.test(before.clause.verb) &&
            tokens.slice(span.start, span.start + 2).some((t) => lower(t) === "it")
          ? "it"
          : undefined;
    // "Members keep mentioning the showers. Are they clean enough?": the things the sentence before ended on.
    // "Also the changing rooms - theyre old, are they putting people off?": people put off are not the
    // "they" that does it, the things the sentence is about are.
    const sentenceStart = tokens.slice(0, span.start).findLastIndex((t) => /^[.!?]$/.test(t.value)) + 1;
    const onPeople =
      span.inverted &&
      lower(tokens[span.start + 1]) === "they" &&
      tokens
        .slice(span.start + 2, span.end)
        .some((t) => (AUDIENCE.has(lower(t)) && t.pos === "NOUN") || lower(t) === "you");
    const endedOn =
      all.find((p) => p.to === span.start - 1 && tokens[p.to]?.value === ".") ??
      (onPeople ? all.findLast((p) => p.from >= sentenceStart && p.to < span.start) : undefined);
    const lastThings =
      span.inverted &&
      lower(tokens[span.start + 1]) === "they" &&
      // "Are they happy with the times?": a state only people are in keeps "they" the respondents.
      !/^(happy|satisfied|pleased|interested|willing|likely|keen|aware|able|comfortable|confident|sure|glad|worried|ready|going)$/.test(
        lower(tokens[span.start + 2]),
      ) &&
      endedOn &&
      /^(the|our)$/.test(endedOn.phrase.det) &&
      /[^s]s$/.test(endedOn.phrase.words.at(-1) ?? "") &&
      !AUDIENCE.has(head(endedOn.phrase)) &&
      !AUDIENCE.has((endedOn.phrase.words.at(-1) ?? "").toLowerCase()) &&
      !PEOPLE.has(head(endedOn.phrase))
        ? `${endedOn.phrase.det} ${phraseText(endedOn.phrase, tokens)}`
        : undefined;
    const who: Respondents =
      (things ?? lastThings)
        ? { head: respondents, they: false, subject: (things ?? lastThings) as string, theyAreOthers }
        : // "weekly bread subscription: ... would they add pastries": one thing is never "they".
          {
            head: respondents,
            they: named || !subject || !/[^s]s$|\band\b/.test(subject.split(/ (?:in|at|on|of|for|from) /)[0] ?? ""),
            subject: it ?? (subject || "it"),
            theyAreOthers,
          };
    const clause = parseClause(tokens, span, who);
    before = { clause, end: span.end };
    // "complaining about wifi, tho not sure how widespread it is": the owner's doubt about what they told.
    const doubt = tokens
      .slice(Math.max(0, span.start - 5), span.start)
      .map((t) => lower(t))
      .join(" ");
    if (
      /\b(not sure|unsure|no idea|dunno|don't know|do not know)( (how|whether|if|what)( \w+)?)?$/.test(doubt) &&
      tokens.slice(span.start, span.end).some((t) => /^(it|this|that)$/i.test(t.value))
    )
      continue;
    // "what they think of the venue, the food and the music", "how they found the talks and the food": one topic each.
    const listedHere = all.filter((p) => p.from >= span.start && p.to <= span.end && listed.has(p));
    if (/^(think|thought|rate|say|find)$/.test(clause.verb) && listedHere.length > 0 && !clause.choices) {
      // "the frames and sills after a clean": when they are judged goes with each.
      const tailFrom = (listedHere.at(-1) as Piece).to;
      const tail = tokens.slice(tailFrom, span.end);
      const when =
        tail.length >= 2 && tail.length <= 5 && /^(after|before|during)$/i.test(tail[0]?.value ?? "")
          ? ` ${joinWords(tail.map((t) => t.value.toLowerCase()))}`
          : "";
      for (const p of listedHere) {
        const aim = topicAim(p, tokens);
        const timed = when ? { ...aim, text: `${aim.text}${when}` } : aim;
        positions.set(timed, positions.get(aim) ?? tokens[p.from]?.offset ?? 0);
        aims.push(timed);
      }
      continue;
    }
    positions.set(clause, tokens[span.start]?.offset ?? 0);
    aims.push(clause);
  }
  const seen = new Set(aims.map((a) => (a.type === "topic" ? a.text : "")));
  // "about the toilets" once the subject is named elsewhere: one topic.
  // "a bigger unit on the high street": "on" a place says where; "views on the toilets", "focus on" ask.
  const asksOn = (piece: Piece) => {
    const before = tokens[topicLeadAt(piece) - 1];
    return (
      before !== undefined &&
      (SURVEY_WORDS.has(before.lemma.toLowerCase()) ||
        /^(views?|thoughts?|opinions?|comments?|focus|input|ideas?)$/i.test(before.value))
    );
  };
  const topicLead = (piece: Piece) => tokens[topicLeadAt(piece)]?.value.toLowerCase() ?? "";
  const single = (group: Piece[]) =>
    group.length === 1 &&
    /^(about|regarding|covering|including|especially|on)$/.test(topicLead(group[0] as Piece)) &&
    (topicLead(group[0] as Piece) !== "on" || asksOn(group[0] as Piece)) &&
    !isProperName(phraseText((group[0] as Piece).phrase, tokens));
  // "parking especially on Saturday nights.": a note's item that is a thing alone, with no verb, is a
  // topic to ask about; the note's first item names what it is about.
  const BOUNDARY = /^[.!?;-]$/;
  const noteItem = (piece: Piece) => {
    const at = itemGerund(piece, tokens) ? piece.from - 1 : piece.from;
    if (at === 0 || !BOUNDARY.test(tokens[at - 1]?.value ?? "")) return false;
    let end = piece.to;
    while (end < tokens.length && !BOUNDARY.test(tokens[end]?.value ?? "")) end++;
    // "price per night compared to other kennels": what it is measured against ends the item.
    const cut = tokens.slice(piece.to, end).findIndex((t) => /^(compared|vs|versus)$/i.test(t.value));
    const tail = tokens.slice(piece.to, cut >= 0 ? piece.to + cut : end);
    // "ideas for fundraising other than cake sales": ideas are asked for with all they are for.
    const ideas = /^(ideas|suggestions)$/i.test(piece.text) && /^for$/i.test(tokens[piece.to]?.value ?? "");
    return (
      tail.length <= (ideas ? 10 : 5) &&
      tail.every((t) => /^(ADV|ADP|DET|NOUN|PROPN|ADJ|NUM)$/.test(t.pos)) &&
      tokens.slice(0, at - 1).some((t) => /^(NOUN|PROPN)$/.test(t.pos))
    );
  };
  // "a repair cafe where neighbours fix bikes and toasters": what the subject is, not aims.
  let relativeEnd = 0;
  // "a solicitor doing conveyancing and wills": what the subject does describes it, as a "where" clause does.
  const describedByDoing = best && tradeGerund(tokens[best.piece.to]?.value ?? "");
  if (best && (describedByDoing || /^(where|that|which|who)$/i.test(tokens[best.piece.to]?.value ?? ""))) {
    relativeEnd = best.piece.to;
    while (relativeEnd < tokens.length && !/^[.,;:!?]$/.test(tokens[relativeEnd]?.value ?? "")) relativeEnd++;
  }
  // "Millbrook Village Hall is hired out for parties, classes and meetings. We'd like to know whether
  // ...": a sentence that says what the subject does describes it, when the aims are asked elsewhere.
  const describes =
    best &&
    (best.piece.from === 0 || /^[.!?]$/.test(tokens[best.piece.from - 1]?.value ?? "")) &&
    /^(VERB|AUX)$/.test(tokens[best.piece.to]?.pos ?? "") &&
    !inClause(best.piece.to);
  if (best && describes) {
    let end = best.piece.to;
    while (end < tokens.length && !/^[.;:!?]$/.test(tokens[end]?.value ?? "")) end++;
    if (spans.some((sp) => sp.start > end)) relativeEnd = Math.max(relativeEnd, end);
  }
  // "Volunteers fix toasters, lamps and bikes. I'd like to know whether...": a sentence telling what
  // someone does, before the one that asks, is background, not aims.
  const asksAt = tokens.findIndex((_t, i) =>
    ASKING_CUE.test(
      tokens
        .slice(i, i + 4)
        .map((x) => x.value.toLowerCase())
        .join(" "),
    ),
  );
  const toldBefore = (i: number) => {
    if (asksAt < 0 || i >= asksAt) return false;
    let start = i;
    while (start > 0 && !/^[.!?]$/.test(tokens[start - 1]?.value ?? "")) start--;
    if (tokens.slice(i, asksAt).every((t) => !/^[.!?]$/.test(t.value))) return false;
    // "we are a small family run petting farm on the edge of town, open weekends and school hols.": the
    // owner saying who they are, before the sentence that asks, names no aims.
    const opening = tokens
      .slice(start, start + 5)
      .map((t) => lower(t))
      .join(" ")
      .replace(/ (,|'\w+)/g, "$1");
    const sentence = tokens
      .slice(start, i)
      .map((t) => lower(t))
      .join(" ");
    // ...unless it tells what is new ("we run a deli and we've added paninis"): that is asked about.
    if (
      /^(?:(?:ok|so|hi|hiya|hey|hello|well|right|evening all|morning all)(?: ?[!,])* )*(?:we are|we're|we run|we own|we do|i do|i run|i own|i manage|we manage|i'm|i am|i have|we have|i've got|we've got|i sell|we sell|we make|i make|we offer|i offer)\b/.test(
        opening,
      ) &&
      !/\b(added|new|launched|introduced|started|brought in|changed)\b/.test(sentence)
    )
      return true;
    // "mostly fineline, blackwork, some colour realism.": a list told with no verb describes what the owner does.
    let end = i;
    while (end < tokens.length && !/^[.!?]$/.test(tokens[end]?.value ?? "")) end++;
    if (
      tokens.slice(start, end).every((t) => !/^(VERB|AUX)$/.test(t.pos)) &&
      /,/.test(sentence + (tokens[i + 1]?.value ?? ""))
    )
      return true;
    const verbAt = tokens.slice(start, i).findIndex((t) => t.pos === "VERB" && !ASKING_VERBS.has(t.lemma));
    return (
      verbAt > 0 &&
      /^(NOUN|PROPN)$/.test(tokens[start + verbAt - 1]?.pos ?? "") &&
      tokens.slice(start + verbAt + 1, i).every((t) => t.pos !== "ADP")
    );
  };
  for (const group of groups) {
    for (const p of group) {
      if (subject && best && p.from > best.piece.to && p.from < Math.max(relativeEnd, changeEnd)) continue;
      if (toldBefore(p.from)) continue;
      // "value for money": the money is part of the value's fixed phrase.
      if (/^value for$/i.test(`${tokens[p.from - 2]?.value} ${tokens[p.from - 1]?.value}`) || comparedWith(p)) continue;
      // "feedback after weddings and corporate lunches": the occasions, not things to rate.
      if (/^(after|following|since)$/.test(leadOf(group[0] as Piece))) continue;
      if (childrenOf(group[0] as Piece)) continue;
      // "a community fridge on our street": where the subject stands, not a thing to ask about.
      const whereSubject =
        subject && best && !listed.has(p) && p.from === best.piece.to + 1 && /^(on|in|at|near|around)$/.test(leadOf(p));
      if (
        !(listed.has(p) || single(group) || noteItem(p) || changeBefore(p, tokens)) ||
        inClause(p.from) ||
        askedFor(p.from) ||
        (subject && p === best?.piece) ||
        p === place ||
        whereSubject
      )
        continue;
      const aim = withComparison(topicAim(p, tokens), p, tokens);
      // "relationship with managers" is about the relationship; "managers" alone are people.
      const word = / (with|of|from|for) /.test(aim.phrase) ? aim.head : (aim.phrase.split(" ").at(-1) ?? "");
      // "crowding in the evenings": when, not a thing to ask about.
      const temporal = aim.phrase
        .split(" ")
        .every((w) => TEMPORAL.has(w) || TEMPORAL.has(w.replace(/s$/, "")) || /^(this|last|next|every)$/.test(w));
      // "the reception staff", "the teachers": staff named in a list are rated, unless they are who answers.
      const staffTopic = AIM_DATA.staff.includes(word) && word.replace(/s$/, "") !== respondents.replace(/s$/, "");
      // "Juniors and their parents": those "their" points back to are people, never a thing to rate.
      const owners = tokens[p.to]?.value.toLowerCase() === "and" && tokens[p.to + 1]?.value.toLowerCase() === "their";
      if (
        temporal ||
        owners ||
        (!staffTopic && (AUDIENCE.has(aim.head) || AUDIENCE.has(word))) ||
        // "lessons for children and adults": people the thing is for, never a thing to rate.
        (aim.phrase.split(" ").length === 1 && GROUPS.has(word)) ||
        (AIM_DATA.notTopics.includes(aim.head) && !/^(ideas|suggestions) for \w/.test(aim.phrase)) ||
        seen.has(aim.text)
      )
        continue;
      seen.add(aim.text);
      aims.push(aim);
    }
  }
  if (secondChange) {
    positions.set(secondChange, tokens[changeEnd - 1]?.offset ?? 0);
    aims.push(secondChange);
  }
  if (leaving) {
    positions.set(leaving.aim, tokens[leaving.start]?.offset ?? 0);
    aims.push(leaving.aim);
  }
  // A concept with no aims named has nothing else to be asked about than the market's questions.
  if (market && subject && !useBank && aims.length === 0 && kind !== "proposal") {
    domain = DOMAINS.find((d) => d.id === "market") ?? GENERIC;
    useBank = domain !== GENERIC;
  }
  // Keep the purpose's order.
  aims.sort((a, b) => (positions.get(a) ?? 0) - (positions.get(b) ?? 0));
  // "...lost a couple of keepers. What I want to find out: is the shark zone better": once the owner
  // says where the aims start, what came before is the story, not aims.
  const cue = aimsCue(tokens);
  const afterCue = cue === undefined ? aims : aims.filter((a) => (positions.get(a) ?? 0) > cue);
  let withChoices = choicesListed(purpose, afterCue.length > 0 ? afterCue : aims);
  // "we are a parish council and want to ask residents about the proposed 20mph limit": the body asks;
  // what it proposes is what the form is about, and "do they support it" is about that.
  const proposed = withChoices.find((a) => a.type === "topic" && /^the (proposed|planned) /i.test(a.text));
  if (
    proposed &&
    kind !== "proposal" &&
    /\b(council|committee|board|authority|association|trust|forum)$/i.test(subject)
  ) {
    const asker = subject;
    subject = proposed.text;
    short = subject;
    bare = subject.replace(/^the (proposed|planned) /i, "");
    kind = "proposal";
    useBank = false;
    domain = GENERIC;
    withChoices = withChoices
      .filter((a) => a !== proposed)
      .map((a) => (a.type === "clause" && a.rest === asker ? { ...a, rest: "it" } : a));
  }
  const respondentWord = (respondentToken?.value.toLowerCase() ?? "").replace(/(?<=[^s])s$/, "");
  // "staff pulse check for our warehouse team": the team answers about its work, never rates itself;
  // its named aims keep the team as where they are ("the management in the engineering team").
  if (
    ((useBank && domain.id === "employee") || STAFF_SURVEY.test(purpose)) &&
    aims.length === 0 &&
    /^(?:the |our |my )?[\w -]*\b(team|staff|department|crew)$/i.test(subject)
  ) {
    subject = `work in ${subject.replace(/^(our|my) /i, "the ")}`;
    short = subject;
    domain = DOMAINS.find((d) => d.id === "employee") ?? domain;
    useBank = domain.id === "employee";
  }
  // "We clean carpets and upholstery for homes and offices": what the owner does for people is the subject,
  // never the homes it is done for.
  const service =
    /^\W*(?:we|i)\s+(clean|repair|fix|service|install|paint|fit|tune|groom|sharpen|wash|valet|mend|restore|frame|print|deliver)\s+([a-z]+?)s?(?:\s+(?:and|&)\s+([a-z]+?)s?)?\s+(?:for|in|across|around|to)\b/i.exec(
      purpose,
    );
  if (service?.[1] && service[2] && (!subject || best?.lead === "for")) {
    const things = service[3] ? `${service[2]} and ${service[3]}` : service[2];
    subject = `our ${things.toLowerCase()} ${gerund(service[1].toLowerCase())}`;
    short = subject;
    bare = subject.replace(/^our /, "");
    kind = "service";
    domain = GENERIC;
    useBank = false;
  }
  return {
    domain,
    useBank,
    subject,
    short,
    bare,
    head: headWord,
    kind,
    plural,
    aims: respondents === "parent" ? withChoices.map(parentsChild) : withChoices,
    respondents,
    respondentWord,
    text: purpose,
  };
}

/** "whether kids actually eat it", asked of parents: whether their own child does. */
function parentsChild(aim: Aim): Aim {
  if (aim.type !== "clause" || !/^(the )?(kids|children|child)$/i.test(aim.subject)) return aim;
  return { ...aim, subject: "your child", plural: false };
}

const CUE_VERBS = wordSet("know find ask learn understand hear check cover");
/** "I'd like to know", "we want to find out": where a purpose turns to what it asks. */
const ASKING_CUE =
  /^(?:(like|want|love|need|hoping|hope|keen) to (know|find|learn|understand|hear|ask|see)|ask (?:where|what|which|how|if|whether|why|them|people|ppl|parents|members|customers)|(?:want|need) to (?:do|run|send) (?:a|an|our)|(?:main|key|big) things :|(?:stuff|what|things) (?:we|i) (?:want|need)|things (?:i|we) (?:'d|would) like|questions (?:i 'd|id|we 'd|i would|we would) like|want (?:2|two|3|three|a few) things)\b/;
/** Verbs that ask or rate: a list after them is what the owner asks about. */
const ASKING_VERBS = wordSet(
  "want need like love ask know find learn understand hear rate review check cover gather collect get see measure survey",
);

/** Where "what I want to find out:", "things we'd like to know:" hands over to the aims: the colon's offset. */
export function aimsCue(tokens: TaggedToken[]): number | undefined {
  for (let i = 1; i < tokens.length - 1; i++) {
    if (tokens[i]?.value !== ":") continue;
    const lead: string[] = [];
    for (let j = i - 1; j >= 0 && j >= i - 8 && !/^[.!?;:]$/.test(tokens[j]?.value ?? ""); j--)
      lead.unshift((tokens[j]?.value ?? "").toLowerCase());
    if (lead.some((w) => CUE_VERBS.has(w)) && lead.some((w) => /^(i|we|what|things|questions)$/.test(w)))
      return tokens[i]?.offset;
  }
  return undefined;
}

/**
 * "price per night compared to other kennels": the topic keeps what it is measured against (and the
 * words between, "per night"), so its question asks how the two compare instead of a bare rating.
 */
function withComparison(aim0: TopicAim, p: Piece, tokens: TaggedToken[]): TopicAim {
  // "plant prices vs": wink may read "vs" as the last noun of the phrase.
  const vsInside = /^(vs\.?|versus)$/i.test(tokens[p.to - 1]?.value ?? "") && / /.test(aim0.phrase);
  const aim = vsInside ? trimLastWord(aim0) : aim0;
  let at = vsInside ? p.to - 1 : p.to;
  const comparing = () =>
    /^compared (to|with)$/i.test(`${tokens[at]?.value} ${tokens[at + 1]?.value}`) ||
    /^(vs\.?|versus)$/i.test(tokens[at]?.value ?? "");
  while (at < tokens.length && at < p.to + 3 && !comparing() && /^(ADP|NOUN|NUM)$/.test(tokens[at]?.pos ?? "")) at++;
  if (!comparing()) return aim;
  // "vs" only compares a measure ("plant prices vs the superstore"); "print vs online" is a choice.
  const word = /^compared$/i.test(tokens[at]?.value ?? "") ? 2 : 1;
  if (word === 1 && !PRICES.has(aim.head) && !/^(value|quality)$/.test(aim.head)) return aim;
  let end = at + word;
  while (end < tokens.length && !/^([.,;:!?]|and|but)$/i.test(tokens[end]?.value ?? "")) end++;
  const against = joinWords(tokens.slice(at + word, end).map((t) => t.value));
  if (against === "" || end - at > 8) return aim;
  const between = joinWords(tokens.slice(p.to, at).map((t) => t.value));
  const compared = { ...aim, text: between ? `${aim.text} ${between}` : aim.text, against: flipPeople(against) };
  positions.set(compared, positions.get(aim) ?? 0);
  return compared;
}

function trimLastWord(aim: TopicAim): TopicAim {
  const phrase = aim.phrase.split(" ").slice(0, -1).join(" ");
  const text = aim.text.split(" ").slice(0, -1).join(" ");
  const trimmed = { ...aim, phrase, text, head: phrase.split(" ").at(-1) ?? phrase };
  positions.set(trimmed, positions.get(aim) ?? 0);
  return trimmed;
}

const onboarding = DOMAINS.find((d) => d.id === "onboarding") ?? GENERIC;
const positions = new WeakMap<Aim, number>();

/**
 * What the owner would do ("- adding a kids menu") or a word that only leads a list ("including
 * training"): no activity of the visitor's to ask about.
 */
const NOT_DOING = wordSet(
  "adding improving changing reducing increasing expanding offering running introducing launching opening closing extending moving hiring raising cutting dropping stopping starting making keeping bringing renovating replacing updating including regarding concerning covering following involving excluding considering especially",
);

/** "- booking a table", "booking a table, the food": an item that opens with what the visitor did is that activity. */
function itemGerund(p: Piece, tokens: TaggedToken[]): boolean {
  const word = tokens[p.from - 1];
  if (word?.pos !== "VERB" || !/^\p{Ll}+ing$/u.test(word.value) || NOT_DOING.has(word.value)) return false;
  const before = tokens[p.from - 2]?.value ?? "-";
  return /^([-:;,•*]|and|or)$/i.test(before);
}

const OWNER_ROLES = wordSet(
  "coordinator manager owner director chair chairman chairwoman chairperson secretary organiser organizer head leader founder treasurer administrator trustee",
);
const BUILDS = wordSet("build version release beta demo prototype pilot edition");
const ADDITIONS = wordSet("adding opening starting offering launching");
const REMOVALS = wordSet("closing ending dropping scrapping cutting axing removing replacing");

/** "raising the water charge to £20": the change a piece is the object of, with where it takes it. */
function changeBefore(p: Piece, tokens: TaggedToken[]): string {
  const word = tokens[p.from - 1];
  if (!word || !CHANGE_WORDS.has(lower(word))) return "";
  let end = p.to;
  if (/^(to|from|by)$/i.test(tokens[end]?.value ?? ""))
    while (end < tokens.length && !/^([.,;:!?()]|and|but|or)$/i.test(tokens[end]?.value ?? "")) end++;
  const det = p.phrase.det && !/^(a|an)$/i.test(p.phrase.det) ? "" : "the ";
  const object = joinWords(tokens.slice(p.from, end).map((t) => t.value));
  return `${lower(word)} ${/^(the|our|your|their|its|this|these|those)\b/i.test(object) ? "" : det}${object}`;
}

function topicAim(p: Piece, tokens: TaggedToken[]): TopicAim {
  // "the cold plunge bit", "the crafting bit": the owner's "bit" is the thing itself.
  if (/\S \bbit$/i.test(p.text)) return topicAim({ ...p, text: p.text.replace(/ bit$/i, "") }, tokens);
  // "feeling appreciated", "feeling safe": the word after says how.
  const after = tokens[p.phrase.end];
  if (/^feeling$/i.test(p.text) && after && /^(VERB|ADJ)$/.test(after.pos))
    return topicAim({ ...p, text: `${p.text} ${after.value.toLowerCase()}` }, tokens);
  // "reasons for leaving": what the reasons are for.
  const doing = tokens[p.phrase.end + 1];
  if (
    /^(?:main |biggest |top |key )?reasons?$/i.test(p.text) &&
    /^for$/i.test(after?.value ?? "") &&
    doing &&
    /ing$/i.test(doing.value)
  )
    return topicAim({ ...p, text: `${p.text} for ${doing.value.toLowerCase()}` }, tokens);
  // "ideas for reaching younger families": what the ideas are for, to the end of the item.
  // "impact on their daily journeys": what it has an effect on.
  if (
    ((/^(ideas|suggestions)$/i.test(p.text) && /^for$/i.test(after?.value ?? "")) ||
      (/^(impact|effect)s?$/i.test(p.text) && /^on$/i.test(after?.value ?? ""))) &&
    doing
  ) {
    let end = p.phrase.end + 1;
    while (end < tokens.length && !/^([.,;:!?]|and|or|but)$/i.test(tokens[end]?.value ?? "")) end++;
    const rest = tokens
      .slice(p.phrase.end, end)
      .map((t) => t.value.toLowerCase())
      .join(" ");
    return topicAim({ ...p, text: `${p.text} ${rest}` }, tokens);
  }
  const change = changeBefore(p, tokens);
  if (change) {
    const aim: TopicAim = { type: "topic", text: change, head: head(p.phrase), phrase: change };
    positions.set(aim, tokens[p.from - 1]?.offset ?? 0);
    return aim;
  }
  if (itemGerund(p, tokens)) {
    const phrase = joinWords(tokens.slice(p.from - 1, p.to).map((t) => t.value.toLowerCase()));
    const aim: TopicAim = { type: "topic", text: phrase, head: head(p.phrase), phrase };
    positions.set(aim, tokens[p.from - 1]?.offset ?? 0);
    return aim;
  }
  const det = p.phrase.det;
  const shownDet = det === "their" ? "your" : det && det !== "a" && det !== "an" ? det : "the";
  const aim: TopicAim = {
    type: "topic",
    text: `${shownDet} ${p.text}`,
    head: head(p.phrase),
    phrase: p.text.toLowerCase(),
  };
  positions.set(aim, tokens[p.from]?.offset ?? 0);
  return aim;
}
