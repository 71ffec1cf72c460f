import { DOMAINS, type Domain, GENERIC } from "./domains.ts";
import { type TaggedToken, tagTexts } from "./nlp.ts";
import { joinHyphens, type NounPhrase, nounPhrases } from "./phrases.ts";

export interface PurposeReading {
  domain: Domain;
  /** As used in questions: "our new coffee shop", "the React workshop", "Pennywise". */
  subject: string;
  /** Subject without determiner, for titles: "new coffee shop". */
  bare: string;
  /** Lower-case last word of the subject ("shop"), or "" for the fallback subject. */
  head: string;
  /** Other topics the purpose names: "the prices", "the staff". */
  aspects: string[];
  /** "the Saturday shifts" takes "do" and "are" in questions. */
  plural: boolean;
}

/** Nouns that describe the survey or its audience rather than what it is about. */
const NOT_SUBJECTS = new Set(
  (
    "feedback survey form questionnaire poll opinion opinions thought thoughts view views insight insights " +
    "response responses answer answers question questions experience experiences satisfaction information data input " +
    "research study result results need needs reason reasons people person respondent respondents participant " +
    "participants attendee attendees customer customers user users employee employees member members patient patients " +
    "guest guests visitor visitors student students parent parents client clients everyone anyone audience public " +
    "sentiment perception perceptions impression impressions attitude attitudes rating ratings review reviews level levels " +
    "idea ideas improvement improvements way ways area areas problem problems issue issues group kind sort purpose goal goals " +
    "market research stakeholder stakeholders shopper shoppers consumer consumers buyer buyers learner learners " +
    "volunteer volunteers resident residents family families child children kid kids"
  ).split(" "),
);
const TEMPORAL = new Set(
  "weekend week month year day today tonight quarter semester term time morning evening night season summer winter spring autumn fall january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday".split(
    " ",
  ),
);
const TOPIC_PREPOSITIONS = new Set(
  "about on regarding of for with at into towards toward around concerning re".split(" "),
);
const VENUE_HEADS = new Set(
  "shop store restaurant cafe café bar pub bistro diner bakery hotel resort hostel clinic hospital practice surgery pharmacy gym studio office workplace company school nursery event conference festival venue centre center library club church".split(
    " ",
  ),
);
const SCREEN_HEADS = new Set("website site page homepage portal blog intranet".split(" "));
const DIGITAL_HEADS = new Set(
  "app application software platform tool dashboard plugin extension game interface".split(" "),
);

function phraseText(p: NounPhrase, sentenceInitial: boolean): string {
  return p.words
    .map((w, i) => {
      const keepCase =
        (/^\p{Lu}/u.test(w) && !(i === 0 && sentenceInitial)) || /^[A-Z0-9&]{2,}$/.test(w) || /\p{Ll}\p{Lu}/u.test(w);
      return keepCase ? w : w.toLowerCase();
    })
    .join(" ")
    .replace(/ 's\b/g, "'s");
}

/** "Riverside Dental Clinic", "Pennywise", "Maria's bakery" take no article; "the React workshop" does. */
function isProperName(p: NounPhrase, sentenceInitial: boolean): boolean {
  if (p.words.some((w) => w === "'s")) return true;
  const last = p.words.at(-1) ?? "";
  if (!/^\p{Lu}/u.test(last)) return false;
  if (p.words.length === 1 && sentenceInitial) return p.pos[0] === "PROPN" && !/^\p{Lu}\p{Ll}+$/u.test(last);
  return true;
}

/** "company picnic feedback" -> "company picnic": the survey words are not the subject. */
function trimSurveyWords(p: NounPhrase): NounPhrase | undefined {
  let end = p.words.length;
  while (end > 0 && SURVEY_WORDS.has((p.lemmas[end - 1] ?? "").toLowerCase())) end--;
  if (end === p.words.length) return p;
  if (end === 0) return undefined;
  return {
    ...p,
    words: p.words.slice(0, end),
    lemmas: p.lemmas.slice(0, end),
    pos: p.pos.slice(0, end),
    end: p.start + end,
  };
}
const SURVEY_WORDS = new Set(
  "feedback survey surveys form forms questionnaire poll evaluation review satisfaction research study experience".split(
    " ",
  ),
);

function head(p: NounPhrase): string {
  return (p.lemmas.at(-1) ?? "").toLowerCase();
}

function endsWithEntity(text: string, entities: string[]): boolean {
  const lower = ` ${text.toLowerCase()}`;
  return entities.some((e) => lower.endsWith(` ${e}`));
}

const ALL_ENTITIES = DOMAINS.flatMap((d) => d.entities);

/** Chooses the domain from the purpose's words and the subject's head noun. */
export function detectDomain(lemmas: string[], subject: string): Domain {
  let best: Domain = GENERIC;
  let bestScore = 0;
  for (const domain of DOMAINS) {
    let score = 0;
    for (let i = 0; i < lemmas.length; i++) {
      score += domain.keywords[lemmas[i] ?? ""] ?? 0;
      if (i + 1 < lemmas.length) score += domain.keywords[`${lemmas[i]} ${lemmas[i + 1]}`] ?? 0;
      if (i + 2 < lemmas.length) score += domain.keywords[`${lemmas[i]} ${lemmas[i + 1]} ${lemmas[i + 2]}`] ?? 0;
    }
    if (subject && endsWithEntity(subject, domain.entities)) score += 4;
    if (score > bestScore) {
      best = domain;
      bestScore = score;
    }
  }
  return best;
}

interface Candidate {
  phrase: NounPhrase;
  text: string;
  proper: boolean;
  score: number;
  /** The word before the phrase (and its determiner): a preposition, a comma, "and"... */
  lead: string;
}

/** Reads the subject, the topics and the domain of a form's purpose. */
export function readPurpose(purpose: string): PurposeReading {
  const tagged = joinHyphens(tagTexts([purpose])[0] ?? []);
  return readTagged(tagged);
}

export function readTagged(tokens: TaggedToken[]): PurposeReading {
  const phrases = nounPhrases(tokens)
    .map(trimSurveyWords)
    .filter((p): p is NounPhrase => p !== undefined);
  const lemmas = tokens.map((t) => t.lemma.toLowerCase());
  const candidates: Candidate[] = [];
  phrases.forEach((p, index) => {
    const h = head(p);
    if (NOT_SUBJECTS.has(h) || TEMPORAL.has(h)) return;
    if (p.lemmas.every((l) => NOT_SUBJECTS.has(l) || TEMPORAL.has(l))) return;
    const prevTok = tokens[p.start - 1];
    const beforeDet = p.det ? tokens[p.start - 2] : prevTok;
    const sentenceInitial = !prevTok || /^[.!?:;]$/.test(prevTok.value);
    const text = phraseText(p, sentenceInitial);
    const proper = isProperName(p, sentenceInitial);
    let score = -0.3 * index;
    if (endsWithEntity(text, ALL_ENTITIES)) score += 4;
    if (proper) score += 2;
    const prep = beforeDet?.value.toLowerCase() ?? "";
    if (TOPIC_PREPOSITIONS.has(prep)) score += 2;
    else if (prep === "in") score += proper && !endsWithEntity(text, ALL_ENTITIES) ? -1 : 1;
    if (p.det === "our" || p.det === "my") score += 1.5;
    else if (p.det === "the" || p.det === "this") score += 0.5;
    // "our budgeting app, Pennywise": the name is the better subject.
    const before = phrases[index - 1];
    if (proper && before && prevTok?.value === "," && before.end === p.start - 1) score += 5;
    candidates.push({ phrase: p, text, proper, score, lead: prep });
  });
  const best = [...candidates].sort((a, b) => b.score - a.score || b.text.length - a.text.length)[0];
  const domain = detectDomain(lemmas, best?.text ?? "");
  if (!best) {
    return {
      domain,
      subject: domain.fallback,
      bare: domain.fallback.replace(/^(our|the|my)\s+/, ""),
      head: "",
      aspects: [],
      plural: false,
    };
  }
  const subject = withDeterminer(best, domain);
  // Topics: phrases after a preposition, or listed after one ("of the coffee, the prices and the staff").
  const aspects: string[] = [];
  let listOpen = false;
  for (const c of candidates) {
    const listed: boolean = listOpen && /^(,|and|or|&)$/.test(c.lead);
    listOpen = TOPIC_PREPOSITIONS.has(c.lead) || listed || c === best;
    if (c === best || c.proper || aspects.length >= 3 || !listOpen) continue;
    const text = c.text.toLowerCase();
    if (text === best.text.toLowerCase() || head(c.phrase) === head(best.phrase)) continue;
    const aspect = `the ${text}`;
    if (!aspects.includes(aspect)) aspects.push(aspect);
  }
  const lastWord = (best.phrase.words.at(-1) ?? "").toLowerCase();
  const plural = !best.proper && lastWord !== head(best.phrase) && /s$/.test(lastWord);
  return { domain, subject, bare: best.text, head: head(best.phrase), aspects, plural };
}

function withDeterminer(c: Candidate, domain: Domain): string {
  if (c.proper) return c.text;
  const det = c.phrase.det;
  if (det === "our" || det === "my" || det === "this") return `${det} ${c.text}`;
  if ((det === "a" || det === "an") && domain.keepIndefinite)
    return `${/^[aeiou]/i.test(c.text) ? "an" : "a"} ${c.text}`;
  return `the ${c.text}`;
}

/** Preposition joining an aspect to the subject: "the prices at our cafe", "the search in Pennywise". */
export function aspectPreposition(headNoun: string, domain: Domain): string {
  if (VENUE_HEADS.has(headNoun)) return "at";
  if (SCREEN_HEADS.has(headNoun)) return "on";
  if (DIGITAL_HEADS.has(headNoun)) return "in";
  if (!headNoun) {
    if (["restaurant", "hotel", "patient", "fitness", "school", "customer", "event"].includes(domain.id)) return "at";
    if (domain.id === "website") return "on";
    if (domain.id === "app" || domain.id === "onboarding") return "in";
  }
  return "of";
}
