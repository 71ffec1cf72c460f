import { tagTexts } from "./nlp.ts";
import { capitalise, wordSet } from "./util.ts";

/**
 * A gate every drafted question passes before it is kept: it must read as a question a person
 * would write, with nothing left over from the owner's notes (shorthand, numbering, asides in
 * brackets, slashes, the owner's own "I"), no doubled word, no clause cut off at a preposition and
 * no second question spliced on after a comma.
 */

/** Note-taking shorthand no question to a respondent spells out this way. */
const SHORTHAND = wordSet(
  "tbc tbd tbh re q's qs etc vs vs. hrs hr yrs yr mins min wk wks mth mths appt appts ppl u ur abt approx info asap pls plz thx w/ b/c esp",
);
/** Words a question cannot end on; a preposition may ("worth paying for?"). */
const DANGLING = wordSet("a an the and or but nor than your our my their its that");
/** Past participles that need "have" before them: "anything we done differently". */
const BARE_PARTICIPLES = wordSet("done gone seen been taken given known written eaten spoken broken chosen");
/** Openings of a question: a part after a comma that opens again is a second question. */
const OPENS =
  /^(how|what|which|why|when|where|who|whether|is|are|was|were|do|does|did|would|could|should|can|will|have|has|anything)\b/i;
const MAX_WORDS = 22;

/** What makes a drafted question unfit to show, in a few words each; empty when it reads well. */
export function questionFaults(question: string): string[] {
  const text = question.trim();
  const faults: string[] = [];
  const words = text.match(/[\p{L}\p{N}'’£$€%-]+/gu) ?? [];
  if (words.length < 3) faults.push("too short");
  if (words.length > MAX_WORDS) faults.push("too long");
  if (!/\?$/.test(text)) faults.push("no question mark");
  if (/\?./.test(text)) faults.push("two questions");
  if (/[()[\]{}]/.test(text)) faults.push("aside in brackets");
  // "Cork & Vine", "B&B" are names; "photos & floorplan" is a note.
  // "24/7", "50/50" are no note marks.
  if (
    /\S\s*\/\s*\S/.test(text.replace(/\b\d+\/\d+\b/g, "#")) ||
    /[+!]|\.\.|;/.test(text) ||
    /(^|\s)\p{Ll}[\p{L}'-]*\s*&|&\s*\p{Ll}/u.test(text)
  )
    faults.push("note marks");
  for (const w of words) {
    if (SHORTHAND.has(w.replace(/’/g, "'"))) faults.push(`shorthand "${w}"`);
    // "U9", "Q3": a code from the owner's notes.
    // "after U13", "the U9s": an age group is no code; "B2B", "P2P" are kinds of business.
    else if (/^\p{L}+\d/u.test(w) && !/^U\d{1,2}s?$/.test(w) && !/^[A-Z]2[A-Z]$/.test(w)) faults.push(`code "${w}"`);
    // "the 1-star's a few": a rating's name used as a noun.
    else if (/^\d+-\p{L}+'s$/u.test(w)) faults.push(`number "${w}"`);
  }
  // The owner's own voice: the respondent is asked, the owner is "we".
  if (/(^|\s)(i|i'm|i've|i'd)(?=\s|$|[,?])/i.test(text)) faults.push("owner's voice");
  const doubled = /\b(\p{L}+) \1\b/iu.exec(text);
  if (doubled && !/^(that|had)$/i.test(doubled[1] ?? "")) faults.push(`doubled "${doubled[1]}"`);
  if (/\b(a|an|the|your|our) (a|an|the|your|our)\b/i.test(text)) faults.push("doubled article");
  const last = (text.replace(/\?+$/, "").match(/[\p{L}']+$/u)?.[0] ?? "").toLowerCase();
  if (DANGLING.has(last)) faults.push(`ends on "${last}"`);
  if (/\btoo (to|at|of|in|for|with)\b/i.test(text)) faults.push("phrase pasted after a clause");
  // "the worth keeping": "worth doing" says something of a thing; it is no thing to rate.
  if (/\b(the|a|your|our) worth \w+ing\b/i.test(text)) faults.push("adjective phrase as a noun");
  if (new RegExp(`\\b(we|you|they|he|she) (${[...BARE_PARTICIPLES].join("|")})\\b`, "i").test(text))
    faults.push("participle with no auxiliary");
  // "Do the teachers correct mistakes enough, the textbook?": a second aim's noun phrase spliced on.
  // "Was it the price, the hours or the parking?" lists the answers, one of them asked for.
  const alternatives = /,\s*(the|a|an|your|our) [\p{L} -]+ or (the|a|an|your|our) [\p{L} -]+\?$/iu.test(text);
  if (
    /^[^,]{12,},\s*(the|a|an|your|our) [\p{L} -]+\?$/iu.test(text) &&
    OPENS.test(text) &&
    !/^overall\b/i.test(text) &&
    !alternatives
  )
    faults.push("noun phrase spliced on");
  // "should we keep the grotto as it cost a lot this year?": the owner's reason, not the question.
  if (/\b(?:as|because|since) (?:it|we|they|the|our)\b/i.test(text) && /^(do|would|should|is|are)\b/i.test(text))
    faults.push("owner's reason");
  faults.push(...tagFaults(text));
  const parts = text.split(/,\s*/);
  for (let i = 0; i + 1 < parts.length; i++) {
    const part = parts[i] ?? "";
    if (part.split(/\s+/).length >= 3 && OPENS.test(part) && OPENS.test(parts[i + 1] ?? ""))
      faults.push("two questions");
  }
  return [...new Set(faults)];
}

/**
 * Faults word classes show: "Are you section big enough?" (a noun right after "you"), "the most
 * customers" (a plural noun right after "the most"), "when its sunny" ("its" before no noun).
 */
function tagFaults(text: string): string[] {
  // Tagging is only worth it where one of the three can happen.
  if (!/\b(?:are|is|was|were) you \w|\bthe most \w+s\b|\bits \w/i.test(text)) return [];
  const tokens = tagTexts([text])[0] ?? [];
  const faults: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const word = tokens[i]?.value.toLowerCase();
    const next = tokens[i + 1];
    if (!next) continue;
    const previous = tokens[i - 1]?.value.toLowerCase();
    // "Are you happy", "are you going", "are you kept informed" read; "are you section" does not.
    const bareWord = next.pos === "NOUN" || (next.pos === "VERB" && !/(ing|ed|en|wn|t)$/.test(next.value));
    if (word === "you" && bareWord && /^(are|is|was|were)$/.test(previous ?? "")) faults.push("noun after you");
    if (word === "most" && previous === "the" && next.pos === "NOUN" && /[^s]s$/.test(next.value))
      faults.push("noun after the most");
    if (word === "its" && /^(ADJ|ADV)$/.test(next.pos)) faults.push("its for it's");
  }
  return faults;
}

export function isWellFormed(question: string): boolean {
  return questionFaults(question).length === 0;
}

/**
 * The owner's note cut down to what can stand in a question: asides in brackets, numbering,
 * shorthand and the trailing "?"/"..." go; "A/B" becomes "A or B".
 */
export function withoutNoteMarks(text: string): string {
  return text
    .replace(/\s*\([^()]*\)?/g, "")
    .replace(/\s*\[[^\]]*\]?/g, "")
    .replace(/(?<=\p{L})\s*\/\s*(?=\p{L})/gu, " or ")
    .replace(/(^|\s)\d+[.)](?=\s|$)/g, " ")
    .replace(/[?!.]{2,}/g, "?")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words a head noun phrase may hold: a determiner, then adjectives and nouns, ending on a noun. */
const NP_TAGS = new Set(["DET", "ADJ", "NOUN", "PROPN", "PRON"]);
const NOT_IN_PHRASE = wordSet(
  "i we you they he she it me us them him her this that these those what which who anything something everything",
);

/**
 * The first plain noun phrase of a text, "the" before it: "the teachers" from "the teachers correct
 * mistakes enough", "the textbook" from "the textbook (we switched ...)". Undefined when none.
 */
export function headNounPhrase(text: string): string | undefined {
  const plain = withoutNoteMarks(text)
    .split(/\s+/)
    .filter((w) => !SHORTHAND.has(w.toLowerCase()) && !/\d/.test(w))
    .join(" ");
  const tokens = tagTexts([plain])[0] ?? [];
  let start = -1;
  let end = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    // "instagram vs the app": a determiner opens a phrase, never stands inside one.
    if (t.pos === "DET" && end >= 0) break;
    // "the teachers correct mistakes": an adjective never follows the noun inside an English noun phrase.
    if (t.pos === "ADJ" && end >= 0 && end === i - 1) break;
    // "match day communication": a bare verb-like word that opens the text before a noun is a noun.
    const opensCompound = i === 0 && t.pos === "VERB" && !/(ing|ed)$/.test(t.value) && tokens[i + 1]?.pos === "NOUN";
    const ok =
      opensCompound ||
      (NP_TAGS.has(t.pos) && !NOT_IN_PHRASE.has(t.value.toLowerCase()) && (t.space !== "" || i === 0 || start >= 0));
    const hyphen = t.value === "-" && start >= 0 && t.space === "";
    if (ok || hyphen) {
      if (start < 0) start = i;
      if (t.pos === "NOUN" || t.pos === "PROPN") end = i;
    } else if (start >= 0) {
      if (end >= 0) break;
      start = -1;
    }
  }
  if (start < 0 || end < 0) return undefined;
  // "skate hire", "car hire": a bare verb that ends the item after a noun is the compound's last noun.
  const last = tokens[end + 1];
  if (end + 2 === tokens.length && last?.pos === "VERB" && !/(ing|ed|s)$/.test(last.value)) end += 1;
  const words = tokens
    .slice(start, end + 1)
    .map((t, k) => (k === 0 ? t.value : `${t.space}${t.value}`))
    .join("")
    .replace(/^(a|an|the|our|your|their|my|his|her|its|any|some|all|each|every|this|that|these|those)\s+/i, "");
  if (!words || !/\p{L}{3,}/u.test(words)) return undefined;
  return `the ${words}`;
}

/** A plain question about a noun phrase that cannot go wrong: "How would you rate the booking deposit?". */
export function plainQuestionAbout(phrase: string): string {
  return capitalise(`How would you rate ${phrase}?`);
}
