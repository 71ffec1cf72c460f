import type { AnswerEntry, Question, Sentiment } from "@parley/schema";
import { chosenOptions } from "@parley/schema";
import {
  CLAUSE_VERBS,
  FINITE_VERBS,
  impliesFault,
  isBalancedMix,
  isFaintComplaint,
  isHedged,
  isMildVerdict,
  isQuestionForm,
  isSplitVerdict,
  isSuggestionOnly,
  LEAN,
  REQUEST_STARTS,
  saysMixed,
  VERDICT,
} from "./answer-form.ts";
import {
  CONTEXTUAL,
  CONTRASTS,
  COUNTERFACTUALS,
  type ContrastKind,
  EMOJI,
  EMOTICONS,
  MODIFIER_PAIRS,
  MODIFIERS,
  NEGATION_BREAKERS,
  NEGATORS,
  NONE_ANSWERS,
  PHRASES,
  SCOPE_BREAKS,
  WORDS,
  YES_WORDS,
} from "./lexicon.ts";
import { isAbuse, isUnreadable, saysNothing } from "./screen.ts";
import { decide, modelLogits, sentimentModel, wordCount } from "./sentiment-model.ts";
import { singleSpaced, wordSet } from "./util.ts";

export interface SentimentResult {
  label: Sentiment;
  /** -1..1 */
  score: number;
}

export interface ClauseScore {
  /** Character range in the original text. */
  start: number;
  end: number;
  /** Unweighted sum of the clause's valences. */
  raw: number;
}

type Hit = { offset: number; v: number; base?: number };

export interface TextSentiment extends SentimentResult {
  clauses: ClauseScore[];
  /**
   * Where the sentiment-bearing words are (character offset) and their valence; `base` is the
   * word's own valence where a negation or a wish turned it.
   */
  hits: Hit[];
  /** How many of the rules people count on shaped the reading: negation, idioms, emoji, requests. */
  rules: number;
  /**
   * Why an answer with opinion words or a model's lean reads neutral: it asks a question, only
   * suggests, gives a mild verdict or balances praise and complaint. A suggestion still names
   * what its theme lacks (themes count it as a complaint).
   */
  form?: "question" | "suggestion" | "mild" | "mixed";
}

/** |score| below this is neutral: "fine" and "average" stay neutral, "decent" and "not bad" do not. */
export const NEUTRAL_BAND = 0.1;
/** VADER's normalisation constant: raw sums of about 2 map to 0.45, 4 to 0.7. */
const ALPHA = 15;

type Kind = "word" | "break" | "emo" | "rating";
interface Token {
  t: string;
  kind: Kind;
  start: number;
  end: number;
  caps: boolean;
  /** Valence carried by the token itself (emoji, emoticons, "8/10"). */
  v: number;
  /** Repeated letters ("sooo goood") mark emphasis. */
  stretched: boolean;
}

// Maps, not objects: a word like "constructor" must not find Object's own properties (and a Map
// lookup is faster for the new string of every word).
const CONTRACTIONS = new Map<string, string[]>(
  Object.entries({
    "won't": ["will", "not"],
    "can't": ["can", "not"],
    "shan't": ["shall", "not"],
    "ain't": ["is", "not"],
    cannot: ["can", "not"],
    dont: ["do", "not"],
    didnt: ["did", "not"],
    doesnt: ["does", "not"],
    isnt: ["is", "not"],
    wasnt: ["was", "not"],
    werent: ["were", "not"],
    arent: ["are", "not"],
    cant: ["can", "not"],
    couldnt: ["could", "not"],
    wouldnt: ["would", "not"],
    shouldnt: ["should", "not"],
    havent: ["have", "not"],
    hasnt: ["has", "not"],
    hadnt: ["had", "not"],
    aint: ["is", "not"],
    wont: ["will", "not"],
  }),
);
const SUFFIX_AFTER_APOSTROPHE = new Map<string, string>(
  Object.entries({
    re: "are",
    ve: "have",
    ll: "will",
    d: "would",
    m: "am",
    s: "is",
  }),
);

const TOKEN_RE = new RegExp(
  [
    String.raw`(?<rating>\d+(?:\.\d+)?\s*(?:\/|out of)\s*(?:10|5)\b)`,
    "(?<stars>[⭐★☆]+)",
    String.raw`(?<na>\b[nN]\/[aA]\b)`,
    String.raw`(?<emoticon>(?<=[\p{L}\d])[:;=]-?[)(]|(?<![\p{L}\d])(?:>:\(|<\/?3(?!\d|\s*(?:h|hrs?|hours?|mins?|minutes?|days?|weeks?|months?|years?|times?|people|%)\b)|\^_?\^|[:;=][-']?[)(\]\[dDpPoO|\/\\sS]|[xX][dD])(?![\p{L}\d]))`,
    String.raw`(?<emoji>\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]*(?:\u200D\p{Extended_Pictographic}[\u{FE0F}]?)*)`,
    String.raw`(?<word>[\p{L}\p{M}]+(?:'[\p{L}]+)*(?:-[\p{L}\p{M}]+)*)`,
    String.raw`(?<num>\d+(?:[.,:]\d+)*|#)`,
    String.raw`(?<brk>[.!?;,:]|\s[-–—]\s|\n)`,
  ].join("|"),
  "gu",
);

function valenceOfFraction(f: number): number {
  return (Math.min(1, Math.max(0, f)) - 0.5) * 7;
}

function pushWord(out: Token[], raw: string, start: number, end: number): void {
  const lower = raw.toLowerCase();
  // A lower-case first letter rules out capitals without upper-casing the word (most words).
  const first = raw.charCodeAt(0);
  const caps = raw.length > 1 && !(first >= 97 && first <= 122) && raw === raw.toUpperCase() && raw !== lower;
  const add = (t: string) => out.push({ t, kind: "word", start, end, caps, v: 0, stretched: false });
  const expanded = CONTRACTIONS.get(lower);
  if (expanded) {
    for (const t of expanded) add(t);
    return;
  }
  const apostrophe = lower.indexOf("'");
  if (apostrophe > 0) {
    const head = lower.slice(0, apostrophe);
    const tail = lower.slice(apostrophe + 1);
    if (tail === "t" && head.endsWith("n")) {
      add(head.slice(0, -1));
      add("not");
      return;
    }
    const word = SUFFIX_AFTER_APOSTROPHE.get(tail);
    add(head);
    // "Maria's" is a possessive; "it's" and "that's" are "it is".
    if (word && (tail !== "s" || /^(it|that|there|here|what|everything|nothing|he|she|who|this)$/.test(head)))
      add(word);
    return;
  }
  // Unknown hyphenated words are read part by part ("super-friendly" = "super friendly").
  if (lower.includes("-") && !WORDS.has(lower)) {
    for (const part of lower.split("-")) if (part) add(part);
    return;
  }
  const squeezed = destretch(lower);
  if (squeezed === lower) add(lower);
  else out.push({ t: squeezed, kind: "word", start, end, caps, v: 0, stretched: true });
}

/** "sooo goood" -> "so good"; the caller marks the emphasis. */
function destretch(word: string): string {
  if (!/(.)\1\1/.test(word) || WORDS.has(word)) return word;
  for (const squeezed of [word.replace(/(.)\1{2,}/g, "$1$1"), word.replace(/(.)\1{2,}/g, "$1")]) {
    if (WORDS.has(squeezed) || MODIFIERS.has(squeezed) || CONTEXTUAL.has(squeezed)) return squeezed;
  }
  return word;
}

/** Most answers are plain words and punctuation: a simpler expression reads them several times faster. */
const PLAIN_TEXT = /^[A-Za-z0-9 ,.!?';:\n-]*$/;
const PLAIN_TOKEN = /[A-Za-z]+(?:'[A-Za-z]+)*(?:-[A-Za-z]+)*|\d+(?:[.,:]\d+)*|[.!?;,:]|\s-\s|\n/g;

export function tokenize(input: string): Token[] {
  const text = input.replace(/[’‘`´]/g, "'");
  const out: Token[] = [];
  if (PLAIN_TEXT.test(text)) {
    PLAIN_TOKEN.lastIndex = 0;
    for (let m = PLAIN_TOKEN.exec(text); m !== null; m = PLAIN_TOKEN.exec(text)) {
      const raw = m[0];
      const start = m.index;
      const end = start + raw.length;
      const c = raw.charCodeAt(0);
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) pushWord(out, raw, start, end);
      else if (c >= 48 && c <= 57) out.push({ t: "#", kind: "word", start, end, caps: false, v: 0, stretched: false });
      else out.push({ t: raw.trim() || "\n", kind: "break", start, end, caps: false, v: 0, stretched: false });
    }
    return out;
  }
  for (const m of text.matchAll(TOKEN_RE)) {
    const g = m.groups ?? {};
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const base = { start, end, caps: false, stretched: false };
    if (g.word) pushWord(out, g.word, start, end);
    else if (g.rating) {
      const [, value, scale] = /^(\d+(?:\.\d+)?)\s*(?:\/|out of)\s*(\d+)/.exec(g.rating) ?? [];
      out.push({ ...base, t: g.rating, kind: "rating", v: valenceOfFraction(Number(value) / Number(scale)) });
    } else if (g.stars) {
      const filled = [...g.stars].filter((c) => c !== "☆").length;
      const total = [...g.stars].length;
      const v = total >= 3 || filled >= 2 ? valenceOfFraction((filled - 1) / (Math.max(total, 5) - 1)) : 1.5;
      out.push({ ...base, t: g.stars, kind: "rating", v });
    } else if (g.na) out.push({ ...base, t: "n/a", kind: "word", v: 0 });
    else if (g.emoticon) {
      const v = EMOTICONS.get(g.emoticon.toLowerCase());
      if (v !== undefined) out.push({ ...base, t: g.emoticon, kind: "emo", v });
    } else if (g.emoji) {
      const key = [...g.emoji.replace(/[\u{FE0F}\u{1F3FB}-\u{1F3FF}]/gu, "")][0] ?? "";
      out.push({ ...base, t: key, kind: "emo", v: EMOJI.get(key) ?? 0 });
    } else if (g.num) out.push({ ...base, t: "#", kind: "word", v: 0 });
    else if (g.brk) out.push({ ...base, t: g.brk.trim() || "\n", kind: "break", v: 0 });
  }
  return out;
}

type Phrase = { tokens: string[]; v: number };
/**
 * Phrase lexicon by first token, then by second token (candidates longest first), with the
 * one-word entry apart: a common first word ("not") then tries only the phrases its next word fits.
 */
const PHRASE_INDEX: Map<string, { one?: Phrase; next: Map<string, Phrase[]> }> = (() => {
  const index = new Map<string, { one?: Phrase; next: Map<string, Phrase[]> }>();
  for (const [phrase, v] of PHRASES) {
    const tokens = tokenize(phrase).map((t) => t.t);
    const [first, second] = tokens;
    if (!first) continue;
    const node = index.get(first) ?? { next: new Map<string, Phrase[]>() };
    index.set(first, node);
    if (second === undefined) node.one = { tokens, v };
    else node.next.set(second, [...(node.next.get(second) ?? []), { tokens, v }]);
  }
  for (const node of index.values())
    for (const list of node.next.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
})();

function matchPhrase(tokens: Token[], i: number, end: number): Phrase | undefined {
  const first = tokens[i];
  const node = first && PHRASE_INDEX.get(first.t);
  if (!node) return undefined;
  const list = i + 1 < end ? node.next.get(tokens[i + 1]?.t ?? "") : undefined;
  if (list) {
    for (const cand of list) {
      if (i + cand.tokens.length > end) continue;
      let ok = true;
      for (let k = 2; k < cand.tokens.length; k++) {
        if (tokens[i + k]?.t !== cand.tokens[k]) {
          ok = false;
          break;
        }
      }
      if (ok) return cand;
    }
  }
  return node.one;
}

function matchList<T extends { tokens: string[] }>(
  index: Map<string, T[]>,
  tokens: Token[],
  i: number,
  end: number,
): T | undefined {
  const first = tokens[i];
  const list = first && index.get(first.t);
  if (!list) return undefined;
  for (const cand of list) {
    if (i + cand.tokens.length > end) continue;
    let ok = true;
    for (let k = 1; k < cand.tokens.length; k++) {
      if (tokens[i + k]?.t !== cand.tokens[k]) {
        ok = false;
        break;
      }
    }
    if (ok) return cand;
  }
  return undefined;
}

function indexOf<T>(entries: Iterable<[string, T]>): Map<string, Array<{ tokens: string[]; value: T }>> {
  const index = new Map<string, Array<{ tokens: string[]; value: T }>>();
  for (const [phrase, value] of entries) {
    const tokens = phrase.split(" ");
    const list = index.get(tokens[0] ?? "") ?? [];
    list.push({ tokens, value });
    index.set(tokens[0] ?? "", list);
  }
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
}
const CONTRAST_INDEX = indexOf(CONTRASTS);
const COUNTERFACTUAL_INDEX = indexOf(COUNTERFACTUALS);

const FLIPPERS = new Map([
  ["less", -0.5],
  ["poorly", -0.9],
  ["badly", -0.9],
]);
const PROBLEM_NOUNS = wordSet(
  "problem problems issue issues bug bugs error errors complaint complaints glitch glitches mistake mistakes concern concerns difficulty difficulties fault faults pain headache headaches symptoms",
);
const FIXING_VERBS = wordSet(
  "solved fixed resolved sorted addressed handled tackled corrected cleared fix fixes solve solves resolve resolves sort sorts address handle handles fixing solving resolving sorting",
);
/** True when one of `words` stands within `reach` tokens before i, in the same clause. */
function wordBefore(tokens: Token[], i: number, from: number, words: Set<string>, reach: number): boolean {
  for (let k = i - 1; k >= Math.max(from, i - reach); k--) {
    const tok = tokens[k];
    if (!tok || tok.kind === "break") return false;
    if (words.has(tok.t)) return true;
  }
  return false;
}
const CONTACT_VERBS = wordSet(
  "called phoned rang contacted emailed reported report wrote asked enquired inquired about regarding",
);
const IMPLICIT_TRIGGERS = wordSet(
  "can could nobody noone no nothing barely hardly scarcely well poorly badly needed wanted",
);
const RESOLVED_AFTER = wordSet(
  "eased gone disappeared improved stopped cleared resolved fixed solved sorted away better healed",
);
/** Faults of things that can come back after a repair, beside PROBLEM_NOUNS. */
const FAULTS = wordSet("leak leaks noise rattle crack damp mould mold smell stain rash squeak warning");
/** "came back", "back again", "started again" within a few words after i. */
function cameBack(tokens: Token[], i: number, to: number): boolean {
  for (let k = i + 1; k < Math.min(to, i + 5); k++) {
    const t = tokens[k]?.t ?? "";
    const n = tokens[k + 1]?.t ?? "";
    if (/^(came|comes|coming|come|was|is|are)$/.test(t) && n === "back") return true;
    if (/^(back|started|starting)$/.test(t) && n === "again") return true;
    if (t === "returned" || t === "reappeared") return true;
  }
  return false;
}
function resolvedAfter(tokens: Token[], i: number, to: number): boolean {
  for (let k = i + 1; k < Math.min(to, i + 5); k++) {
    const tok = tokens[k];
    if (!tok || tok.kind === "break") return false;
    if (RESOLVED_AFTER.has(tok.t)) return true;
  }
  return false;
}

/** Words that are content, not grammar, and carry no valence of their own. */
function plainWord(tok: Token | undefined): boolean {
  return (
    tok !== undefined &&
    tok.kind === "word" &&
    tok.t !== "#" &&
    !FUNCTION_WORDS.has(tok.t) &&
    !MODIFIERS.has(tok.t) &&
    !NEGATORS.has(tok.t) &&
    !WORDS.has(tok.t)
  );
}
// "I couldn't make it / attend" is about the respondent, not a complaint.
const INABILITY_EXCEPTIONS = wordSet(
  "be say tell remember think believe imagine wait help decide choose make attend come go join stay",
);
const NO_FAULT = wordSet("substituted missing spilt spilled squashed bruised");
/** "Nothing missing", "nothing damaged": no fault at all. */
function noFault(t: string): boolean {
  return NO_FAULT.has(t) || ((WORDS.get(t) ?? 0) < 0 && t.endsWith("ed"));
}
const IRREGULAR_PAST = wordSet("came went got happened changed knew said told gave took showed did made came works");

/**
 * Complaints without a sentiment word: "couldn't skip the tutorial", "nobody wipes the
 * equipment", "nothing arrived", "the doctor barely looked at me"; and praise such as "well
 * planned". Returns the valence and the last token used, or undefined.
 */
function implicit(tokens: Token[], i: number, to: number): [number, number] | undefined {
  const tok = tokens[i];
  const next = tokens[i + 1];
  if (!tok) return undefined;
  // "found exactly the size I needed".
  if (
    (tok.t === "needed" || tok.t === "wanted") &&
    tokens.slice(Math.max(0, i - 5), i).some((t) => t.t === "exactly")
  ) {
    return [2, i];
  }
  if (i + 1 >= to) return undefined;
  if ((tok.t === "can" || tok.t === "could") && next?.t === "not") {
    let k = i + 2;
    while (k < to && /^(even|really|always|ever|just)$/.test(tokens[k]?.t ?? "")) k++;
    const verb = tokens[k];
    if (k >= to || !verb || verb.kind !== "word" || INABILITY_EXCEPTIONS.has(verb.t) || FUNCTION_WORDS.has(verb.t)) {
      return undefined;
    }
    const nv = WORDS.get(verb.t);
    return [nv !== undefined && nv < 0 ? -0.5 * nv : -1.5, k];
  }
  if (tok.t === "nobody" || tok.t === "noone" || (tok.t === "no" && next?.t === "one")) {
    const k = tok.t === "no" ? i + 2 : i + 1;
    const verb = tokens[k];
    if (k < to && plainWord(verb) && verb?.t !== "else") return [-1.3, k];
    return undefined;
  }
  if (
    tok.t === "nothing" &&
    plainWord(next) &&
    next &&
    !noFault(next.t) &&
    (/(ed|s)$/.test(next.t) || IRREGULAR_PAST.has(next.t))
  ) {
    return [-1.3, i + 1];
  }
  if ((tok.t === "barely" || tok.t === "hardly" || tok.t === "scarcely") && plainWord(next)) {
    // "I mostly use data, hardly any calls": how little the respondent uses something.
    if (tokens.slice(Math.max(0, i - 6), i).some((t) => USAGE_VERBS.has(t.t))) return undefined;
    return [-1.3, i + 1];
  }
  const participle = next !== undefined && plainWord(next) && next.t.length > 3 && /(ed|en|t)$/.test(next.t);
  if (tok.t === "well" && participle && tokens[i - 1]?.t !== "as") return [2, i + 1];
  if ((tok.t === "poorly" || tok.t === "badly") && participle) return [-2, i + 1];
  return undefined;
}

/** How many of something: "two", "forty", "half an", "a couple of", digits (read as "#"). */
const QUANTITIES = wordSet(
  "# a an one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty ninety half several few couple many",
);
const LONG_UNITS = wordSet("hour hours day days week weeks fortnight month months ages");
const WAIT_VERBS = wordSet("wait waited waiting queued queuing queueing sat stood hold took take takes");
const CONTACT_VERBS_NOW = wordSet(
  "asked ask phoned phone called call rang ring emailed email chased chase explained explain reminded remind complained complain reported report wrote sent charged",
);
const BURDENS = wordSet(
  "ask chase call phone ring email explain remind complain repeat queue wait stand sleep fight beg push argue",
);
const KEPT_DOING = wordSet("asking calling phoning ringing chasing emailing complaining reminding explaining");
/** What an answer says it went without: "no water", "still no refund". */
const LACKS = wordSet(
  "water heating heat signal reception food lunch breakfast dinner power internet wifi service staff toilets toilet information updates update notice warning apology explanation reply response refund compensation sign help seats lights",
);
const LEAVING_VERBS = wordSet(
  "switched switching switch moved moving move ported porting port transferred transferring changed changing went gone going go left leaving",
);
const TAKEN_AWAY = wordSet("account accounts number business custom membership money savings mortgage contract");
const RIVALS = wordSet("another different rival competitor elsewhere");
const JOINED_ELSEWHERE = wordSet("joined switched moved gone went");
const PROVIDERS = wordSet(
  "supplier suppliers provider providers network company firm bank airline operator club gym shop store supermarket brand carrier one",
);
/** What follows "and got" when it was more than paid for. */
const BONUS = wordSet("free upgraded upgrade bonus discount voucher extra more refund");
/** What a service takes time to do: "took six weeks to get", "to come back", "to arrive". */
const SERVICE_STEPS = wordSet(
  "get come arrive sort fix reply respond answer replace process see connect hear receive resolve deliver refund install activate transfer open close return send",
);
const PEOPLE_OF_MINE = wordSet("my our his her");
const VEHICLES = wordSet("train trains plane flight bus coach ferry tram van lorry taxi it");
const AFTER_LACK = wordSet(
  "all since until till anywhere whatsoever had has left available again yet either when while",
);

/**
 * A wait on the business: "the train sat outside the station", not "we sat in the garden" or
 * "waited for my daughter".
 */
function waitedOnThem(tokens: Token[], i: number, from: number): boolean {
  const t = tokens[i]?.t;
  if ((t === "sat" || t === "stood") && !tokens.slice(Math.max(from, i - 3), i).some((x) => VEHICLES.has(x.t)))
    return false;
  return !(tokens[i + 1]?.t === "for" && PEOPLE_OF_MINE.has(tokens[i + 2]?.t ?? ""));
}
const PRICE_DOWN = wordSet("lowered reduced halved slashed");
const PRICE_UP = wordSet("raised increased hiked doubled upped");
const MONEY_NOUNS = wordSet(
  "bill bills price prices fee fees tariff payment payments debit premium cost costs rent charges",
);
const QUICK_VERBS = wordSet(
  "sorted fixed resolved done replaced seen served answered repaired delivered connected installed refunded dealt",
);
const SHORT_UNITS = wordSet("minutes mins minute seconds hour day");
const WITHIN_UNITS = wordSet("minutes mins hour hours day days week");
const TOOK_UNITS = wordSet("hours weeks fortnight months ages");
const MINUTES = wordSet("minutes mins");
const REMEDY_VERBS = wordSet("replaced repaired fixed refunded swapped mended credited");
const AMOUNTS = wordSet("pounds dollars euros quid money s week weeks month months year years day days hour hours");
const NOTICED = wordSet("noticed asked reached realised realized knew arrived got thought");

/** What a business sends to show its work: "sent us photos", "texted me updates". */
const SENT_VERBS = wordSet("sent texted messaged emailed whatsapped");
const PROOF_NOUNS = wordSet("photo photos picture pictures pics video videos update updates progress");
/** What a discount takes off: "knocked a tenner off", "knocked 10% off the bill". */
const OFF_AMOUNTS = wordSet(
  "# quid pound pounds tenner fiver percent money bit something lot fee price bill total cost",
);
/** When a reply is beyond the working day. */
const OFF_HOURS = wordSet("sunday saturday weekend evening night bank");
/** Kindness sent unasked: "sent a card when our cat died", "sent flowers". */
const KINDNESS_NOUNS = wordSet("card cards flowers bouquet hamper gift");
/** What a business refuses to do for the customer: "wouldn't cover her teeth", "won't take it back". */
const REFUSED = wordSet(
  "cover pay refund take accept help fix replace exchange honour honor budge give let repair return listen",
);
/** A wait told as a bare duration ("Twelve weeks for the photos"): only long units, never a session's hours. */
const LONG_WAIT_UNITS = wordSet("weeks fortnight months");
const MANY = wordSet("ten eleven twelve fifteen twenty thirty forty several many");
/** What a customer waits for from a business. */
const DELIVERABLES = wordSet(
  "photos pictures prints images gallery refund reply response answer repair repairs delivery parts part results report accounts claim decision appointment callback fix quote invoice payment order keys money certificate paperwork letter visit engineer",
);
/** Numbers that open such a duration; "a" and "an" open too many other things. */
const COUNTS = new Set([...QUANTITIES].filter((w) => w !== "a" && w !== "an" && w !== "half"));
/** "Still haven't had my refund", not "still haven't had time" or "a chance". */
const NOT_OWED = wordSet("time chance need reason cause");
/** Got in touch unprompted once it was so: "messaged me when it came in", "rang as soon as it was ready". */
const TOLD_WHEN = wordSet("messaged texted rang called phoned emailed");
/** Kept for the customer: "put it aside for me", "held the dress till payday". */
const HELD_VERBS = wordSet("put kept set held");
const ASIDE = wordSet("aside");
/** Made room for the customer: "squeezed us in", "fitted me in". */
const MADE_ROOM = wordSet("squeezed squeezing fitted fit");
const CUSTOMERS = wordSet("me us him her them my our");
const NAMES = wordSet("name names");
/** What a customer gets back when all is well: "got our full deposit back". */
const RETURNED_MONEY = wordSet("deposit deposits money bond");
/** "Sorted in one phone call", "fixed in a single visit": done at the first try. */
const ONE_GO = wordSet("call go visit trip attempt");

const PUT_OFF = wordSet("slipped postponed delayed rescheduled moved changed pushed put cancelled canceled");
const ORDINALS = wordSet("second third fourth fifth sixth seventh umpteenth nth");
/** What follows "third time" when it is their fault come back, not the respondent's visit. */
const REPEATED_BY = wordSet(
  "they they've it it's this that the running now my our his her someone somebody nobody no their your you've you",
);
const PUSHED_ON = wordSet("sell upsell flog push charge blame fob talk rush pressure pressurise pressurize");
const CHARGE_VERBS = wordSet("charged charging charge billed billing invoiced chased chasing");
const BILLS = wordSet("bill bills letter letters reminder reminders invoice invoices demand fine");
/** "already paid", "already there": nothing owed for it. */
const SETTLED = wordSet("paid settled cancelled canceled returned refunded there done covered included");
/** "sent back", "moved out": what the respondent gave up before being billed for it. */
const UNOWED = wordSet("sent returned moved handed gave");
/** What the customer asked for, to set beside what came: "when I'd asked for whole beans". */
const ASKED_FOR = wordSet("asked ordered requested specified");
/** "a scale and polish I didn't have": charged for what was never had. */
const NOT_HAD = wordSet(
  "have had get got use used order ordered need needed want wanted receive received ask book booked",
);
/** A stretch of time or use: "went all season", "lasted the trip". */
const SPAN_WORDS = wordSet("lasted season term year trip holiday week month day");
/** What is owed to the customer in a word: "without a single word of thanks". */
const OWED_WORDS = wordSet("word words thanks thank call email text message letter receipt");
/** What a step cost counted in tries, not in time: "took four emails". */
const TIME_UNITS = wordSet("seconds minutes mins hours hrs days weeks months years ages");
/** A thing there in too few: "only one till open". */
const IN_SERVICE = wordSet("open working available staffed serving free running on");
/** The customer's own coming: "went there three years running". */
const OWN_VISITS = wordSet("went gone been visited attended came come booked played");
/** A repeat counted in spans: "three weeks running". */
const SPANS = wordSet("times days weeks weekends months years visits sessions");
const DONE_WORDS = wordSet("done seen ready touched started served answered fixed looked called sorted");

/** The respondent did it: "I cancelled", "we moved". */
function selfBefore(tokens: Token[], i: number, from: number): boolean {
  return tokens.slice(Math.max(from, i - 3), i).some((x) => x.t === "i" || x.t === "we");
}

/** Index of "until" in "not touched until", "not get seen till" after the negator at i, or -1. */
function notDoneUntil(tokens: Token[], i: number, to: number): number {
  for (let k = i + 1; k < Math.min(to, i + 4); k++) {
    if (!DONE_WORDS.has(tokens[k]?.t ?? "")) continue;
    for (let n = k + 1; n < Math.min(to, k + 4); n++) if (/^(until|till)$/.test(tokens[n]?.t ?? "")) return n;
  }
  return -1;
}

const EVENT_STARTS = new Set([
  ...PUT_OFF,
  ...ORDINALS,
  ...CHARGE_VERBS,
  "tried",
  "trying",
  "not",
  "never",
  ...WAIT_VERBS,
  ...CONTACT_VERBS_NOW,
  ...LEAVING_VERBS,
  ...PRICE_DOWN,
  ...PRICE_UP,
  ...SENT_VERBS,
  ...TOLD_WHEN,
  ...HELD_VERBS,
  ...MADE_ROOM,
  ...COUNTS,
  ...ASKED_FOR,
  ..."had have having kept keep cancelled canceled no nothing none only actually for made make makes making waiting instead got received up within in without before early remembered knew let said promised".split(
    " ",
  ),
]);

/** The token at k inside the clause [from, to), or undefined at a break. */
function wordAt(tokens: Token[], k: number, to: number): Token | undefined {
  const tok = k < to ? tokens[k] : undefined;
  return tok?.kind === "word" ? tok : undefined;
}

/** Index of the unit of a duration ("two hours", "half an hour") starting within `reach` tokens after i. */
function durationAfter(tokens: Token[], i: number, to: number, units: Set<string>, reach: number): number {
  for (let k = i + 1; k < Math.min(to, i + reach + 1); k++) {
    const tok = wordAt(tokens, k, to);
    if (!tok) return -1;
    if (units.has(tok.t) && (tok.t === "ages" || QUANTITIES.has(tokens[k - 1]?.t ?? ""))) return k;
  }
  return -1;
}

/**
 * Complaints and praise told as events, without an opinion word: "waited two hours", "had to ask
 * three times", "still no refund", "moved my account to another bank", "sorted in ten minutes",
 * "landed twenty minutes early". Returns the valence and the last token used, or undefined.
 */
function eventAt(tokens: Token[], i: number, from: number, to: number): [number, number] | undefined {
  const tok = tokens[i];
  if (tok && FACT_STARTS.has(tok.t)) return factEvent(tokens, i, from, to);
  // Most words start no event: one lookup settles them.
  if (!tok || !EVENT_STARTS.has(tok.t)) return undefined;
  const t = tok.t;
  const next = wordAt(tokens, i + 1, to);
  // "Wait time was ten minutes" reports a wait; "had to wait ten days" is one.
  const waitNoun =
    /^(list|lists|room|area)$/.test(next?.t ?? "") || (t === "wait" && /^(time|times)$/.test(next?.t ?? ""));
  if (WAIT_VERBS.has(t) && !waitNoun && waitedOnThem(tokens, i, from)) {
    // "took ten minutes" is quick; a wait of hours, days or weeks is the complaint itself.
    const took = t === "took" || t === "take" || t === "takes";
    const units = took ? TOOK_UNITS : LONG_UNITS;
    const k = durationAfter(tokens, i, to, units, 8);
    // "The flight took three hours" is a journey; "took six weeks to get my card" a wait.
    const waitedFor = !took || tokens[k]?.t === "ages" || SERVICE_STEPS.has(tokens[k + 2]?.t ?? "");
    if (k >= 0 && waitedFor && (t !== "hold" || tokens[i - 1]?.t === "on")) return [-1.8, k];
    if (!took && t !== "hold") {
      const m = durationAfter(tokens, i, to, MINUTES, 6);
      const q = tokens[m - 1]?.t ?? "";
      if (m >= 0 && /^(#|twenty|thirty|forty|fifty|sixty|ninety|many)$/.test(q)) return [-1.5, m];
    }
  }
  if (CONTACT_VERBS_NOW.has(t)) {
    for (let k = i + 1; k < Math.min(to, i + 9); k++) {
      const w = wordAt(tokens, k, to);
      if (!w) break;
      if (w.t === "twice" || (w.t === "times" && QUANTITIES.has(tokens[k - 1]?.t ?? ""))) {
        // "I call them twice a year", "rang twice to change the date": a habit or a purpose.
        if (/^(a|per|every|each|to)$/.test(tokens[k + 1]?.t ?? "")) break;
        return [-1.6, k];
      }
      // "emailed again": only a past contact repeated is a complaint ("I'll ring again").
      const past = t.endsWith("ed") || /^(rang|wrote|sent)$/.test(t);
      if (w.t === "again" && t !== "charged" && past && tokens[k + 1]?.t !== "to") return [-1.4, k];
    }
  }
  // "The completion date slipped three times": put off by them, again and again.
  if (PUT_OFF.has(t) && !selfBefore(tokens, i, from)) {
    const k = i + (next?.t === "back" ? 2 : 1);
    const w = wordAt(tokens, k, to);
    if (w?.t === "twice" || (QUANTITIES.has(w?.t ?? "") && tokens[k + 1]?.t === "times")) return [-1.6, k + 1];
  }
  // "Second time they've mixed up the order", "third time this month": a fault come back.
  // Not the respondent's own visit: "our third time in Cornwall".
  const visit = selfBefore(tokens, i, from) || /^(my|our)$/.test(tokens[i - 1]?.t ?? "");
  if (ORDINALS.has(t) && next?.t === "time" && !visit) {
    const after = tokens[i + 2];
    const inARow = after?.t === "in" && tokens[i + 3]?.t === "a" && tokens[i + 4]?.t === "row";
    if (!after || after.kind === "break" || REPEATED_BY.has(after.t) || inARow) return [-1.6, i + 1];
  }
  // "Sent the form three times, still not applied": what should be done is still not.
  // Not the respondent's own doing: "we're still not decided", "still not used it".
  const stillNot = (t === "not" || t === "never") && tokens[i - 1]?.t === "still" && next && plainWord(next);
  // "Still haven't had my induction": what they owe has not come, though "had" is often a habit.
  const stillHaveNot =
    t === "not" &&
    /^(have|has|had)$/.test(tokens[i - 1]?.t ?? "") &&
    tokens[i - 2]?.t === "still" &&
    next !== undefined &&
    plainWord(next);
  const owed =
    (stillNot || stillHaveNot) &&
    /^(had|got|received)$/.test(next?.t ?? "") &&
    /^(my|our|a|an|any|the)$/.test(tokens[i + 2]?.t ?? "") &&
    !NOT_OWED.has(tokens[i + 3]?.t ?? "");
  if (owed) return [-1.6, i + 1];
  if (
    stillNot &&
    !USAGE_VERBS.has(next.t) &&
    !/^(decided|been|chosen|booked)$/.test(next.t) &&
    !selfBefore(tokens, i, from)
  )
    return [-1.6, i + 1];
  // "Charged us for a bottle we sent back", "a letter for a bill I'd already paid": billed for nothing owed.
  if (CHARGE_VERBS.has(t) || (t === "sent" && tokens.slice(i + 1, i + 5).some((x) => BILLS.has(x.t)))) {
    for (let k = i + 2; k < Math.min(to, i + 16); k++) {
      const w = tokens[k]?.t ?? "";
      const n = tokens[k + 1]?.t ?? "";
      if ((w === "already" && SETTLED.has(n)) || (UNOWED.has(w) && /^(back|out)$/.test(n))) return [-1.8, k + 1];
      // "Got charged for a scale and polish I didn't have".
      const never = n === "never" ? k + 2 : n === "did" && tokens[k + 2]?.t === "not" ? k + 3 : -1;
      if (/^(i|we)$/.test(w) && never > 0 && NOT_HAD.has(tokens[never]?.t ?? "")) return [-1.8, never];
    }
  }
  // "Tried to sell me four new tyres", "tried to blame us": pushed on the customer.
  if ((t === "tried" || t === "trying") && next?.t === "to" && PUSHED_ON.has(tokens[i + 2]?.t ?? ""))
    return [-1.5, i + 2];
  // "The car wasn't touched till gone eleven": nothing done until late.
  if (t === "not" || t === "never") {
    const k = notDoneUntil(tokens, i, to);
    if (k >= 0) return [-1.5, k];
  }
  if ((t === "had" || t === "have" || t === "having") && next?.t === "to") {
    const verb = wordAt(tokens, i + 2, to);
    // "had to ask for a towel", "had to ask again"; not "had to ask the way".
    const asked =
      verb?.t !== "ask" || /^(for|again|twice|repeatedly|several|#|three|four|five)$/.test(tokens[i + 3]?.t ?? "");
    if (verb && BURDENS.has(verb.t) && asked) return [-1.5, i + 2];
    if (verb && /^(come|go)$/.test(verb.t) && /^(back|again)$/.test(tokens[i + 3]?.t ?? "")) return [-1.5, i + 3];
  }
  if ((t === "kept" || t === "keep") && next && KEPT_DOING.has(next.t)) return [-1.5, i + 1];
  // Cancelled by them, not by the one answering ("after I'd cancelled").
  if (t === "cancelled" || t === "canceled") {
    const self = tokens.slice(Math.max(from, i - 3), i).some((x) => x.t === "i" || x.t === "we");
    if (!self) return [-1.8, i];
  }
  if ((t === "no" || t === "nothing" || t === "waiting") && tokens[i - 1]?.t === "still") return [-1.6, i];
  // "no signal at all", not "no signal problems": the lack is the whole noun phrase.
  if (t === "no" && next) {
    // "no hot water", "no running water".
    const k = /^(hot|running|drinking|clean|mobile|phone)$/.test(next.t) ? i + 2 : i + 1;
    const after = wordAt(tokens, k + 1, to);
    const lack = LACKS.has(tokens[k]?.t ?? "");
    // "No food allowed in the pool" is a rule, not a lack.
    const rule = tokens.slice(k + 1, to).some((x) => x.t === "allowed" || x.t === "permitted");
    if (lack && !rule && (!after || FUNCTION_WORDS.has(after.t) || AFTER_LACK.has(after.t))) {
      // "no food had been organised": the praise word names what did not happen.
      let end = k;
      if (/^(had|has|was|were|is)$/.test(after?.t ?? "")) {
        end = tokens[k + 2]?.t === "been" ? k + 3 : k + 2;
        if (!wordAt(tokens, end, to) || !/(ed|en|t)$/.test(tokens[end]?.t ?? "")) end = k;
      }
      return [-1.4, end];
    }
  }
  if (LEAVING_VERBS.has(t)) {
    const a = next?.t;
    const b = tokens[i + 2]?.t ?? "";
    if (a === "to" && b === "elsewhere") return [-2, i + 2];
    // "switched to another supplier", not "to another tariff with them".
    const rival = b === "a" ? i + 3 : i + 2;
    if (a === "to" && RIVALS.has(tokens[rival]?.t ?? "") && PROVIDERS.has(tokens[rival + 1]?.t ?? ""))
      return [-2, rival + 1];
    // "moved my account to a building society", not "to this branch".
    const where = tokens[i + 3]?.t ?? "";
    const here = /^(this|you|your|them|here|us)$/.test(tokens[i + 4]?.t ?? "");
    if ((a === "my" || a === "our") && TAKEN_AWAY.has(b) && /^(to|out|elsewhere|away)$/.test(where) && !here)
      return [-2, i + 3];
  }
  // "joined the club in the next village instead".
  if (t === "instead" && (i + 1 >= to || tokens[i + 1]?.kind === "break")) {
    for (let k = i - 1; k >= from; k--) if (JOINED_ELSEWHERE.has(tokens[k]?.t ?? "")) return [-1.5, i];
  }
  // "paid for extra legroom and got a middle seat", "paid for a sea view, got the car park": what
  // came was not what was bought.
  // "Asked for no onions, got onions": a bare plural names what came as well as a determiner does.
  const got =
    (t === "got" || t === "received") &&
    /^(and|but|then|,)$/.test(tokens[i - 1]?.t ?? "") &&
    (/^(a|an|the|some|#|two|one|half)$/.test(next?.t ?? "") || (plainWord(next) && next?.t.endsWith("s") === true));
  if (got && !tokens.slice(i + 1, to).some((x) => BONUS.has(x.t))) {
    for (let k = i - 2; k >= Math.max(from, i - 9); k--) {
      const w = tokens[k];
      if (!w || (w.kind === "break" && w.t !== ",")) break;
      if (w.t === "for" && (tokens[k - 1]?.t === "paid" || tokens[k - 1]?.t === "asked")) return [-1.3, i];
      // "Ordered a latte, got a cappuccino", "booked a double, got a twin".
      if (/^(ordered|booked|requested)$/.test(w.t) && tokens[k + 1]?.kind === "word") return [-1.3, i];
    }
  }
  // "They halved our membership fee", "my bill was increased": what the customer pays moved.
  const priceMove = PRICE_DOWN.has(t) ? 1.5 : PRICE_UP.has(t) ? -1.5 : 0;
  if (priceMove !== 0 && !tokens.slice(Math.max(from, i - 2), i).some((x) => x.t === "i" || x.t === "we")) {
    for (let k = Math.max(from, i - 3); k < Math.min(to, i + 5); k++) {
      if (MONEY_NOUNS.has(tokens[k]?.t ?? "")) return [priceMove, Math.max(i, k)];
    }
  }
  if (t === "up" && /^(went|gone|goes|going|shot)$/.test(tokens[i - 1]?.t ?? "")) {
    for (let k = i - 2; k >= Math.max(from, i - 5); k--) if (MONEY_NOUNS.has(tokens[k]?.t ?? "")) return [-1.5, i];
  }
  if (t === "nothing" && next && noFault(next.t)) return [1.5, i + 1];
  // "They wouldn't cover her teeth", "won't take it back": refused by them, not "I wouldn't change".
  if (t === "not" && /^(would|will|could)$/.test(tokens[i - 1]?.t ?? "") && next && REFUSED.has(next.t)) {
    if (!/^(i|we)$/.test(tokens[i - 2]?.t ?? "")) return [-1.6, i + 1];
  }
  // "Paid the vet direct so I didn't have to find the money", "so we didn't pay a penny upfront":
  // spared a burden or a cost is praise.
  if (
    t === "not" &&
    tokens[i - 1]?.t === "did" &&
    /^(i|we)$/.test(tokens[i - 2]?.t ?? "") &&
    tokens[i - 3]?.t === "so"
  ) {
    if (/^(have|need)$/.test(next?.t ?? "") && tokens[i + 2]?.t === "to") return [1.5, i + 2];
    if (/^(pay|spend|wait|queue)$/.test(next?.t ?? "")) return [1.5, i + 1];
  }
  // "Never had a penalty since": no trouble ever is praise.
  if (t === "never" && next?.t === "had" && /^(a|any|an)$/.test(tokens[i + 2]?.t ?? "")) {
    const what = tokens[i + 3]?.t ?? "";
    if (PROBLEM_NOUNS.has(what) || FAULTS.has(what) || /^(penalty|penalties|fine|fines)$/.test(what))
      return [1.5, i + 3];
  }
  // "A moth hole that wasn't mentioned", "they never told us": kept from the customer. Not "I didn't mention it".
  // "I never get told about changes": the passive's "get" or "got" stands between.
  const kept = /^(get|gets|got)$/.test(next?.t ?? "") ? wordAt(tokens, i + 2, to) : next;
  if ((t === "not" || t === "never") && kept && /^(mentioned|told|warned|informed)$/.test(kept.t) && kept !== next) {
    if (!/^(i|we)$/.test(tokens[i + 3]?.t ?? "")) return [-1.5, i + 2];
  }
  if ((t === "not" || t === "never") && next && /^(mentioned|mention|told|tell|warned|informed)$/.test(next.t)) {
    // "I wasn't told" is done to the customer; "I didn't mention it" is their own doing.
    const passive = /^(was|were|been|am|are)$/.test(tokens[i - 1]?.t ?? "");
    const self = !passive && (/^(i|we)$/.test(tokens[i - 1]?.t ?? "") || /^(i|we)$/.test(tokens[i - 2]?.t ?? ""));
    // "Didn't tell us this very smoothly": the opinion word after it is what is denied.
    const judged = tokens.slice(i + 2, to).some((x) => WORDS.has(x.t));
    if (!self && !judged && !USAGE_VERBS.has(tokens[i + 2]?.t ?? "")) return [-1.5, i + 1];
  }
  // Praise told as events: quick ("within the hour", "sorted in ten minutes"), unasked, early.
  // "Broke within a week" is a fault, however soon; "the delay repay money was in within two days" is not.
  // "Came loose within a week", "stopped working within a month": a thing giving way is a fault too.
  const faultBefore = (k: number) =>
    tokens
      .slice(from, k)
      .some(
        (x, j) =>
          ((WORDS.get(x.t) ?? 0) < 0 && (x.t.endsWith("ed") || /^(broke|broken)$/.test(x.t))) ||
          /^(dead|died|wilted|rotten|rotted)$/.test(x.t) ||
          (/^(came|come|fell|falling|coming)$/.test(x.t) &&
            /^(loose|off|apart|undone|away|unstuck)$/.test(tokens[from + j + 1]?.t ?? "")) ||
          (/^(stopped|started)$/.test(x.t) &&
            /^(working|leaking|peeling|dripping)$/.test(tokens[from + j + 1]?.t ?? "")),
      );
  // "Half the plants died within a month": a fault soon after is still a fault, and told as one.
  if (t === "within" && faultBefore(i) && durationAfter(tokens, i, to, LONG_UNITS, 3) >= 0) return [-1.5, i];
  if (t === "within" && !faultBefore(i)) {
    const a = next?.t;
    if (a === "the" && /^(hour|day)$/.test(tokens[i + 2]?.t ?? "")) return [2, i + 2];
    const k = durationAfter(tokens, i, to, WITHIN_UNITS, 3);
    if (k >= 0) return [2, k];
  }
  if (t === "in" && wordBefore(tokens, i, from, QUICK_VERBS, 6)) {
    const k = durationAfter(tokens, i, to, SHORT_UNITS, 3);
    if (k >= 0) return [1.5, k];
  }
  // "Lasted three weeks without a single chip": a span gone by with not one of something is none
  // of a fault. Not "without a single word": that names what should have come.
  const single = next?.t === "a" && tokens[i + 2]?.t === "single" ? i + 3 : -1;
  const spared = tokens[single];
  const span = tokens.slice(from, i).some((x) => TIME_UNITS.has(x.t) || SPAN_WORDS.has(x.t));
  if (t === "without" && span && spared && plainWord(spared) && !LACKS.has(spared.t) && !OWED_WORDS.has(spared.t))
    return [1.5, single];
  if (t === "without" && next && /^(me|us|being|having|even)$/.test(next.t)) {
    const verb = tokens[i + 2]?.t ?? "";
    if (/^(asking|chasing|having|even|asked|prompted)$/.test(verb)) return [2, i + 2];
  }
  if (t === "before" && (next?.t === "i" || next?.t === "we")) {
    for (let k = i + 2; k < Math.min(to, i + 5); k++) if (NOTICED.has(tokens[k]?.t ?? "")) return [1.5, k];
  }
  if (t === "early" && /^(minutes|mins|hour|hours|day|days)$/.test(tokens[i - 1]?.t ?? "")) return [1.5, i];
  // "They made an awful day bearable", "made a stressful move so much easier": a bad thing made
  // better is praise of the one who made it; the bad word only names the thing.
  if (
    /^(made|make|makes|making)$/.test(t) &&
    i > from &&
    !/^(please|just|maybe|can|could)$/.test(tokens[i - 1]?.t ?? "")
  ) {
    let bad = false;
    for (let k = i + 1; k < Math.min(to, i + 8); k++) {
      const w = wordAt(tokens, k, to);
      if (!w) break;
      const v = WORDS.get(w.t) ?? 0;
      if (v < 0) bad = true;
      else if (v > 0 && bad) return [Math.max(v, 1.5), k];
    }
  }
  // "Cancelling took four emails", "it took three calls": a step that cost several tries.
  const doer = tokens[i - 1]?.t ?? "";
  if (t === "took" && (doer === "it" || (doer.length > 5 && doer.endsWith("ing")))) {
    const n = next?.t ?? "";
    const what = [tokens[i + 2]?.t ?? "", tokens[i + 3]?.t ?? ""].find((w) => w.length > 3 && w.endsWith("s"));
    if (COUNTS.has(n) && n !== "one" && what && !TIME_UNITS.has(what) && plainWord(tokens[i + 2])) return [-1.5, i + 2];
  }
  // "They had none", "none left": what was sought was not there. Not "I had none of the trouble".
  if (t === "none" && next?.t !== "of" && !selfBefore(tokens, i, from)) {
    if (/^(had|has|have|got)$/.test(tokens[i - 1]?.t ?? "") || next?.t === "left") return [-1.4, i];
  }
  // "Only one till open", "only two machines working": too few of what serves the customer.
  if (t === "only" && next && COUNTS.has(next.t) && IN_SERVICE.has(tokens[i + 3]?.t ?? "") && plainWord(tokens[i + 2]))
    return [-1.4, i + 3];
  // "Arrived ground when I'd asked for whole": what came set against what was asked for.
  if (ASKED_FOR.has(t) && /^(had|would)$/.test(tokens[i - 1]?.t ?? "") && /^(i|we)$/.test(tokens[i - 2]?.t ?? "")) {
    // Said after what came ("arrived ground when ..."), not opening the answer ("When I'd asked, they ...").
    if (i - 3 > from && /^(when|though|although|whereas|even)$/.test(tokens[i - 3]?.t ?? "")) return [-1.3, i];
  }
  // "Did everything they said they would", "delivered exactly what they promised": a promise kept.
  if ((t === "said" || t === "promised") && !selfBefore(tokens, i, from)) {
    const back = tokens.slice(Math.max(from, i - 5), i).map((x) => x.t);
    const kept = back.findIndex((w) => /^(did|done|delivered|does|do)$/.test(w));
    const whole = back.slice(kept + 1).some((w) => /^(everything|what|exactly|all)$/.test(w));
    if (kept >= 0 && whole) return back.some((w) => w === "not" || w === "never") ? [-1.5, i] : [1.8, i];
  }
  return serviceEvent(tokens, i, from, to);
}

/** Words that open only the events below: a plain fact that praises or complains. */
const FACT_STARTS = new Set([...COUNTS, "knocked", "as", "exactly", "there", "answered", "replied", "responded"]);

/**
 * Praise and complaints told as plain facts, keyed on words no other event starts with: a fault
 * still there, what was sought found, a discount, as much as wanted, a bare long wait, a reply
 * out of hours.
 */
function factEvent(tokens: Token[], i: number, from: number, to: number): [number, number] | undefined {
  const t = tokens[i]?.t ?? "";
  const next = wordAt(tokens, i + 1, to);
  // "Mould reported in October, still there in March": a fault not put right.
  if (t === "there" && tokens[i - 1]?.t === "still") {
    for (let k = i - 2; k >= Math.max(0, i - 14); k--) {
      const w = tokens[k];
      if (!w || (w.kind === "break" && /^[.!?\n]$/.test(w.t))) break;
      if (FAULTS.has(w.t) || PROBLEM_NOUNS.has(w.t)) return [-1.5, i];
    }
  }
  // "Found exactly the mirror I'd been hunting for": what was sought, found.
  if (t === "exactly" && /^(the|what|a|an)$/.test(next?.t ?? "")) {
    for (let k = i + 2; k < Math.min(to, i + 9); k++) {
      const w = tokens[k]?.t ?? "";
      if (
        /^(looking|hunting|searching|after)$/.test(w) ||
        (/^(wanted|needed)$/.test(w) && /^(i|we|would|had)$/.test(tokens[k - 1]?.t ?? ""))
      )
        return [1.8, k];
    }
  }
  // "Knocked twenty quid off": a discount given.
  // Not "knocked a mug off the table": an amount or the price is what comes off.
  if (t === "knocked") {
    for (let k = i + 1; k < Math.min(to, i + 5); k++) {
      if (tokens[k]?.t !== "off") continue;
      if (tokens.slice(i + 1, k).some((x) => OFF_AMOUNTS.has(x.t))) return [1.5, k];
    }
  }
  // "As many times as we liked", "as long as we needed": as much as the customer wanted.
  if (t === "as" && /^(many|much|long|often)$/.test(next?.t ?? "")) {
    const k = next?.t === "many" ? i + 3 : i + 2;
    const who = tokens[k + 1]?.t ?? "";
    if (tokens[k]?.t === "as" && /^(i|we|you)$/.test(who) && /^(liked|wanted|needed)$/.test(tokens[k + 2]?.t ?? ""))
      return [1.5, k + 2];
  }
  // "Twelve weeks for the wedding photos": a long wait given bare, at the opening of a clause.
  // Not "six weeks for the beginners course": only what is waited for, or "to get" it.
  // "Ten days to send over a memorandum": days count when there are many of them.
  const manyDays = next?.t === "days" && MANY.has(t);
  if (i === from && COUNTS.has(t) && (LONG_WAIT_UNITS.has(next?.t ?? "") || manyDays)) {
    const how = tokens[i + 2]?.t ?? "";
    const what = /^(the|my|our|a|an|his|her)$/.test(tokens[i + 3]?.t ?? "") ? tokens[i + 4]?.t : tokens[i + 3]?.t;
    if (how === "to" && SERVICE_STEPS.has(tokens[i + 3]?.t ?? "")) return [-1.5, i + 3];
    if (how === "for" && DELIVERABLES.has(what ?? "")) return [-1.5, i + 1];
    // "Twelve weeks for the wedding photos": the thing awaited after a word naming it.
    if (how === "for" && DELIVERABLES.has(tokens[i + 5]?.t ?? "")) return [-1.5, i + 1];
  }
  // "Got the same roast three months running", "twice in a row": the same thing again and again.
  if (COUNTS.has(t) && t !== "one" && SPANS.has(next?.t ?? "")) {
    const after = tokens[i + 2]?.t ?? "";
    const inARow = after === "in" && tokens[i + 3]?.t === "a" && tokens[i + 4]?.t === "row";
    // "I hit gold three times in a row": the customer's own run is no complaint.
    // "Went there three years running": the customer's own visits neither.
    const praised = tokens
      .slice(from, to)
      .some((x) => (WORDS.get(x.t) ?? 0) > 0 || x.t === "i" || x.t === "we" || OWN_VISITS.has(x.t));
    if ((after === "running" || inARow) && !praised) return [-1.5, inARow ? i + 4 : i + 2];
  }
  // "Answered my email on a Sunday evening": a reply outside working hours.
  if (/^(answered|replied|responded)$/.test(t) && !selfBefore(tokens, i, from)) {
    let k = -1;
    for (let n = i + 1; n < Math.min(to, i + 7) && k < 0; n++) if (OFF_HOURS.has(tokens[n]?.t ?? "")) k = n;
    if (k >= 0 && /^(a|on|at|the|in)$/.test(tokens[k - 1]?.t ?? "")) return [1.5, k];
  }
  return undefined;
}

/**
 * Care told as events, any business: remembered what the customer told them, showed the work
 * ("sent photos"), told them unprompted, held or made room for them, money back, done at once.
 * Not the respondent's own doing ("I remembered", "we sent photos").
 */
function serviceEvent(tokens: Token[], i: number, from: number, to: number): [number, number] | undefined {
  const t = tokens[i]?.t ?? "";
  if (selfBefore(tokens, i, from)) return undefined;
  const ahead = (reach: number, words: Set<string>) => {
    for (let k = i + 1; k < Math.min(to, i + reach + 1); k++) if (words.has(tokens[k]?.t ?? "")) return k;
    return -1;
  };
  if (t === "remembered") return [1.8, i];
  // "Skates actually fit this time": what had failed before worked now.
  const doubted = (x: Token) => NEGATORS.has(x.t) || (WORDS.get(x.t) ?? 0) < 0 || CUSTOMERS.has(x.t) || x.t === "i";
  if (t === "actually" && !tokens.slice(from, to).some(doubted)) {
    for (let k = i + 2; k < Math.min(to, i + 7); k++)
      if (tokens[k]?.t === "this" && tokens[k + 1]?.t === "time") return [1.2, k + 1];
  }
  if (t === "knew") {
    const k = ahead(3, NAMES);
    if (k >= 0) return [1.8, k];
  }
  // "They let us swap rooms": allowed what the customer asked; not "let us down", "let us know".
  const allowed = tokens[i + 2];
  if (t === "let" && CUSTOMERS.has(tokens[i + 1]?.t ?? "") && allowed?.kind === "word" && plainWord(allowed)) {
    // Said of them ("they let me", "who let us"); "Let me export my data" asks for it.
    // "Staff let us try four": any named subject but the customer, "you" or a request word.
    const before = tokens[i - 1];
    const byThem =
      i > from &&
      before?.kind === "word" &&
      !/^(i|we|you|please|just|can|could|would|will|to|not|never|and|maybe|do|t|wouldn|didn|won|couldn)$/.test(
        before.t,
      );
    if (byThem && !/^(down|know|in|out|off)$/.test(allowed.t)) return [1.2, i + 1];
  }
  if (SENT_VERBS.has(t)) {
    const k = ahead(4, PROOF_NOUNS);
    if (k >= 0) return [1.5, k];
    const kind = ahead(3, KINDNESS_NOUNS);
    if (kind >= 0) return [1.5, kind];
  }
  // "Rang to check how he was doing", "called to check in on us": asked after the customer.
  if (TOLD_WHEN.has(t) && tokens[i + 1]?.t === "to" && tokens[i + 2]?.t === "check") {
    if (/^(how|on|in|up)$/.test(tokens[i + 3]?.t ?? "")) return [1.5, i + 3];
  }
  if (TOLD_WHEN.has(t) && CUSTOMERS.has(tokens[i + 1]?.t ?? "")) {
    const w = tokens[i + 2]?.t ?? "";
    if (w === "when" || (w === "as" && tokens[i + 3]?.t === "soon")) return [1.5, i + 2];
  }
  if (HELD_VERBS.has(t)) {
    // "Put a jacket aside for me", not "put their differences aside".
    const k = ahead(4, ASIDE);
    if (k >= 0 && tokens[k + 1]?.t === "for" && CUSTOMERS.has(tokens[k + 2]?.t ?? "")) return [1.5, k + 2];
    // "Held the dresser for a week while I sorted a van": kept it until the customer could come.
    // Not "kept us waiting while they ...": the thing held is not the customer.
    if (t === "held" && !CUSTOMERS.has(tokens[i + 1]?.t ?? "")) {
      for (let n = i + 2; n < Math.min(to, i + 9); n++) {
        const w = tokens[n]?.t ?? "";
        const who = tokens[n + 1]?.t ?? "";
        if (/^(while|until|till)$/.test(w) && /^(i|we)$/.test(who)) return [1.5, n + 1];
        // "Held the clock for me until payday".
        if (w === "for" && /^(me|us)$/.test(who) && n <= i + 5) return [1.5, n + 1];
      }
    }
  }
  if (MADE_ROOM.has(t) && CUSTOMERS.has(tokens[i + 1]?.t ?? "") && tokens[i + 2]?.t === "in") return [1.8, i + 2];
  // "Lad carried the compost to the car for me": a thing done for the customer, ending the clause,
  // by someone of theirs, not the customer's own ("my wife booked it for me") nor a charge.
  if (t === "for" && /^(me|us)$/.test(tokens[i + 1]?.t ?? "") && !wordAt(tokens, i + 2, to)) {
    const words = tokens.slice(from, i).filter((x) => x.kind === "word");
    // "The driver carried ...": the subject past its article.
    const clause = /^(the|a|an)$/.test(words[0]?.t ?? "") ? words.slice(1) : words;
    const opener = clause[0]?.t ?? "";
    const done = [clause[1]].find((x) => x !== undefined && (x.t.endsWith("ed") || IRREGULAR_PAST.has(x.t)));
    const paid = clause.some((x) => CHARGE_VERBS.has(x.t) || MONEY_NOUNS.has(x.t) || /^(cost|paid|charged)$/.test(x.t));
    const judged = clause.some((x) => WORDS.has(x.t) || NEGATORS.has(x.t) || CUSTOMERS.has(x.t) || x.t === "i");
    const theirs = !/^(i|we|my|our|you|your|his|her|it|this|that|there)$/.test(opener) && !FUNCTION_WORDS.has(opener);
    if (done && theirs && !paid && !judged) return [1.2, i + 1];
  }
  if (t === "got") {
    const k = ahead(4, RETURNED_MONEY);
    if (k >= 0 && tokens[k + 1]?.t === "back") return [1.8, k + 1];
  }
  if (t === "in" && wordBefore(tokens, i, from, QUICK_VERBS, 6)) {
    const one = /^(one|a)$/.test(tokens[i + 1]?.t ?? "") ? i + 2 : -1;
    const k = tokens[one]?.t === "single" || tokens[one]?.t === "phone" ? one + 1 : one;
    if (one >= 0 && ONE_GO.has(tokens[k]?.t ?? "")) return [1.5, k];
  }
  return undefined;
}

const USAGE_VERBS = wordSet(
  "use used using try tried need needed have had visit visited go went attend attended finish finished connect connected know knew watch watched read see seen get got bother mind do did own",
);

/**
 * A clause with no sentiment word but a negation ("our room wasn't ready until 6pm", "the button
 * doesn't do anything") is, in feedback, nearly always a complaint. Not when it is about the
 * respondent's own habits ("I haven't used the pool", "not yet").
 */
function bareNegation(tokens: Token[], from: number, to: number, used: (k: number) => boolean): boolean {
  const words = tokens.slice(from, to).filter((t) => t.kind === "word");
  if (words.length < 3 || words.some((t) => t.t === "yet")) return false;
  for (let k = from; k < to; k++) {
    const tok = tokens[k];
    if (!tok || used(k) || !NEGATORS.has(tok.t)) continue;
    const next = tokens[k + 1];
    if (k + 1 >= to || !next || next.kind !== "word" || NEGATION_BREAKERS.has(next.t)) continue;
    const self = tokens.slice(Math.max(from, k - 3), k).some((t) => t.t === "i" || t.t === "we");
    const habit = tokens.slice(k + 1, Math.min(to, k + 3)).some((t) => USAGE_VERBS.has(t.t));
    if (habit && (self || k - from <= 1)) continue;
    return true;
  }
  return false;
}

/**
 * Words that carry a negation over their whole clause: "I don't feel my concerns are heard", "I go
 * because it's close, not because it's any good".
 */
const NEG_RAISERS = wordSet("feel think believe reckon find consider say because");
const IMPERATIVES = new Set(["make it", "make the", "add", "add more", "please"]);
const FUNCTION_WORDS = wordSet(
  "the a an and or to of for in on at with me us you it them him her i we they is was be are were this that these those my our your their its as by from so",
);
const LIKE_OBJECTS = wordSet("the it this that how everything most all them its your their");
const BE_VERBS = wordSet("is was were are be been am of");

/** Valence of the word at i, with the contextual and morphological fallbacks. */
function wordValence(tokens: Token[], i: number, clauseStart: number): number | undefined {
  const tok = tokens[i];
  if (!tok) return undefined;
  const t = tok.t;
  const ctx = CONTEXTUAL.get(t);
  if (ctx) {
    const prev = i > clauseStart ? tokens[i - 1]?.t : undefined;
    const next = tokens[i + 1];
    if (prev !== undefined && ctx.after.has(prev)) return ctx.value;
    if (prev === undefined && next?.kind === "word") {
      if (t === "like") return LIKE_OBJECTS.has(next.t) ? ctx.value : undefined;
      if (!BE_VERBS.has(next.t)) return ctx.value;
    }
    return undefined;
  }
  const direct = WORDS.get(t);
  if (direct !== undefined) return direct;
  if (t.length < 5) return undefined;
  let derived = derivedValences.get(t);
  if (derived === undefined) {
    derived = derivedValence(t) ?? null;
    if (derivedValences.size > 50_000) derivedValences.clear();
    derivedValences.set(t, derived);
  }
  return derived ?? undefined;
}
/** By word: most words of most answers are unknown, and trying every suffix on them each time adds up. */
const derivedValences = new Map<string, number | null>();

/** Valence through a suffix or a negating prefix ("friendliest", "unhelpful"). */
function derivedValence(t: string): number | undefined {
  if (NO_STEMMING.has(t)) return undefined;
  for (const [suffix, repl] of STEMS) {
    if (!t.endsWith(suffix)) continue;
    const base = t.slice(0, t.length - suffix.length) + repl;
    if (base.length < 3 || CONTEXTUAL.has(base)) continue;
    const v = WORDS.get(base);
    if (v !== undefined) return v * 0.9;
  }
  const prefix = /^(un|dis|in|im|non)(.{4,})$/.exec(t);
  if (prefix) {
    const v = WORDS.get(prefix[2] ?? "");
    if (v !== undefined && v > 0) return -0.8 * v;
  }
  return undefined;
}
/** Words whose stripped form means something else ("later" is not "late"). */
// "premiums" are what a policy costs, not "premium" quality.
const NO_STEMMING = wordSet("goods later latest lately lighting breaks needs means hardly premiums");
const STEMS: Array<[string, string]> = [
  ["iest", "y"],
  ["ier", "y"],
  ["ily", "y"],
  ["ies", "y"],
  ["ied", "y"],
  ["ing", ""],
  ["ing", "e"],
  ["ed", ""],
  ["ed", "e"],
  ["est", ""],
  ["est", "e"],
  ["er", ""],
  ["er", "e"],
  ["ly", ""],
  ["es", ""],
  ["s", ""],
];

function isScopeBreak(tok: Token | undefined): boolean {
  return !tok || tok.kind === "break" || SCOPE_BREAKS.has(tok.t);
}

/** Product of intensifiers and downtoners in the two tokens before `at`. */
function modifierBefore(tokens: Token[], at: number, clauseStart: number): number {
  let factor = 1;
  const p1 = at - 1 >= clauseStart ? tokens[at - 1] : undefined;
  const p2 = at - 2 >= clauseStart ? tokens[at - 2] : undefined;
  if (p1 && p2) {
    const pair = MODIFIER_PAIRS.get(`${p2.t} ${p1.t}`);
    if (pair !== undefined) return pair;
  }
  if (p1?.kind === "word") {
    const m = MODIFIERS.get(p1.t);
    if (m !== undefined) {
      factor *= m;
      if (p2?.kind === "word") factor *= MODIFIERS.get(p2.t) ?? 1;
    }
  }
  return factor;
}

/** True when a negator governs the item starting at `at` (three tokens back, same scope). */
function negatedAt(tokens: Token[], at: number, clauseStart: number, used: (k: number) => boolean): boolean {
  for (let k = at - 1; k >= Math.max(clauseStart, at - 3); k--) {
    const tok = tokens[k];
    if (isScopeBreak(tok)) break;
    if (tok && NEGATORS.has(tok.t) && !used(k)) {
      const next = tokens[k + 1];
      return !(next && NEGATION_BREAKERS.has(next.t));
    }
  }
  for (let k = at - 2; k >= clauseStart; k--) {
    const tok = tokens[k];
    if (!tok || tok.kind === "break") return false;
    if (tok.t === "not" && !used(k) && NEG_RAISERS.has(tokens[k + 1]?.t ?? "")) return true;
    // "Not a single train on time", "not one call back": the whole clause is denied.
    if (tok.t === "not" && !used(k) && k === clauseStart && /^(a|one|once)$/.test(tokens[k + 1]?.t ?? "")) {
      return tokens[k + 1]?.t !== "a" || tokens[k + 2]?.t === "single";
    }
  }
  return false;
}

interface Clause {
  from: number;
  to: number;
  weight: number;
  /** Set on the clause after "except": it implies the opposite of what came before. */
  exception: boolean;
}

/** Sum of valences in tokens [from, to); each scored word is added to `hits`. */
function scoreSpan(
  tokens: Token[],
  from: number,
  to: number,
  allCaps: boolean,
  hits: Hit[],
  rules: { n: number },
  ironic?: Set<number>,
): number {
  let sum = 0;
  const used = new Uint8Array(to - from + 1);
  const usedAt = (k: number) => used[k - from] === 1;
  const markUsed = (a: number, b: number) => {
    for (let k = a; k <= b; k++) used[k - from] = 1;
  };
  let counterfactual: number | null = null;
  const hitsBefore = hits.length;
  let exclaim = 0;
  // Where the complement of a negated opinion word ends: "not so good at running on time".
  let deniedUntil = -1;
  // Inside "when my mum felt unwell" after praise: the customer's trouble, no complaint.
  let ownTrouble = false;
  for (let i = from; i < to; i++) {
    const tok = tokens[i];
    if (!tok) continue;
    if (tok.kind === "break") {
      if (tok.t === "!") exclaim++;
      ownTrouble = false;
      continue;
    }
    // Only after praise of what they did: "I felt dismissed when I raised my concerns" stays a complaint.
    if (!ownTrouble && ownTroubleOpens(tokens, i) && hits.slice(hitsBefore).some((h) => h.v > 0)) ownTrouble = true;
    if (tok.kind === "emo" || tok.kind === "rating") {
      sum += tok.v;
      if (tok.v !== 0) {
        hits.push({ offset: tok.start, v: tok.v });
        rules.n++;
      }
      continue;
    }
    // "The engineer was helpful, the call centre was not": the negation stands for the praise before it.
    const said = tok.t === "not" || tok.t === "less" ? hits.at(-1) : undefined;
    const elided = said && Math.abs(said.v) >= 0.5 ? elidedNegation(tokens, i, to, said.offset) : 0;
    if (said && elided > 0) {
      // "It was meant to be easy, it's not": the word itself, not the wish, is what is denied.
      const b = said.base ?? said.v;
      const v = b > 0 ? -0.75 * b : -0.5 * b;
      sum += v;
      hits.push({ offset: tok.start, v });
      rules.n++;
      i += elided - 1;
      continue;
    }
    const cf = matchList(COUNTERFACTUAL_INDEX, tokens, i, to);
    if (cf) {
      let factor: number | null = cf.value;
      // "It would be great if..." and "would be good to export" are wishes; "I would be happy to come again" is not.
      if (cf.tokens.includes("would") && cf.tokens.at(-1) === "be") {
        const rest = tokens.slice(i + cf.tokens.length, to).map((x) => x.t);
        const personal = /^(so |very |really )?(happy|glad|delighted|pleased|keen|interested|willing)\b/.test(
          rest.join(" "),
        );
        if (personal || !(rest.includes("if") || rest.includes("to"))) factor = null;
      }
      // "Make it easier" is a request only as an imperative; "they make the best coffee" is praise.
      if (
        IMPERATIVES.has(cf.tokens.join(" ")) &&
        i > from &&
        !/^(please|just|maybe|perhaps)$/.test(tokens[i - 1]?.t ?? "")
      ) {
        factor = null;
      }
      if (factor !== null) counterfactual = factor;
    }
    const start = i;
    let end = i;
    let v: number | undefined;
    const phrase = matchPhrase(tokens, i, to);
    const found = !phrase && IMPLICIT_TRIGGERS.has(tok.t) ? implicit(tokens, i, to) : undefined;
    const event = phrase || found ? undefined : eventAt(tokens, i, from, to);
    if (phrase) {
      end = i + phrase.tokens.length - 1;
      markUsed(i, end);
      i = end;
      if (phrase.v === 0) continue;
      v = phrase.v;
      rules.n++;
    } else if (tok.t === "too") {
      const next = tokens[i + 1];
      if (i + 1 < to && next?.kind === "word" && !FUNCTION_WORDS.has(next.t) && !NEGATORS.has(next.t)) {
        // "too slow", "too long", even "too fast": excess is a complaint whatever the word.
        let k = i + 1;
        while (k + 1 < to && MODIFIERS.has(tokens[k]?.t ?? "") && tokens[k + 1]?.kind === "word") k++;
        const nv = wordValence(tokens, k, from) ?? 0;
        v = -(1.3 + 0.4 * Math.abs(nv));
        end = k;
        markUsed(i, end);
        i = end;
      }
    } else if (FLIPPERS.has(tok.t) && tokens[i + 1]?.kind === "word" && i + 1 < to) {
      // "less crowded" is good, "poorly organised" bad: the adverb turns the next word around.
      const nv = wordValence(tokens, i + 1, from);
      if (nv !== undefined && (tok.t === "less" || nv > 0)) {
        v = (FLIPPERS.get(tok.t) ?? -1) * nv;
        end = i + 1;
        i = end;
      } else v = wordValence(tokens, i, from);
    } else if (
      PROBLEM_NOUNS.has(tok.t) &&
      (wordBefore(tokens, i, from, FIXING_VERBS, 4) || wordBefore(tokens, i, from, CONTACT_VERBS, 6))
    ) {
      // "solved my problem": the fixing verb carries the praise, the problem is gone; "I phoned
      // about a fault" names the reason for getting in touch, no verdict.
      continue;
    } else if (PROBLEM_NOUNS.has(tok.t) && resolvedAfter(tokens, i, to)) {
      // "my headache went away", "the issue was fixed": good news.
      v = 1.2;
    } else if ((PROBLEM_NOUNS.has(tok.t) || FAULTS.has(tok.t)) && cameBack(tokens, i, to)) {
      // "The leak came back two days after the repair": the fault was not put right.
      v = -1.5;
      rules.n++;
    } else if (found !== undefined) {
      v = found[0];
      end = found[1];
      markUsed(i, end);
      i = end;
    } else if (event !== undefined) {
      v = event[0];
      end = event[1];
      markUsed(i, end);
      i = end;
      rules.n++;
    } else {
      v = wordValence(tokens, i, from);
      if (v === undefined) {
        // "Please stop moving class times": asking for something to stop names what is wrong.
        if (tok.t === "stop" && asksToStop(tokens, i, from, to)) {
          v = -1.5;
          rules.n++;
        }
      } else if (v > 0 && FIXING_VERBS.has(tok.t) && !tok.t.endsWith("ed") && opensRequest(tokens, i, from)) {
        // "Fix the lift": asking for a fix praises nothing.
        continue;
      }
    }
    if (v === undefined) continue;
    if (v < 0 && ownTrouble) continue;
    // "replaced my cracked screen": the fault is what was put right.
    if (v < 0 && !event && wordBefore(tokens, start, from, REMEDY_VERBS, 3)) continue;
    // "sixty pounds' worth", "a week's worth": an amount.
    if (tok.t === "worth" && AMOUNTS.has(tokens[start - 1]?.t ?? "")) continue;
    // What a denied opinion was about is its topic, not a second opinion.
    if (start <= deniedUntil) continue;
    if (ironic?.has(start) && v > 0) {
      v = -0.8 * v;
      rules.n++;
    }
    const mod = modifierBefore(tokens, start, from);
    v *= mod;
    if (tok.caps && !allCaps) v *= 1.3;
    if (tok.stretched) v *= 1.2;
    const base = v;
    if (negatedAt(tokens, start, from, usedAt)) {
      v = v > 0 ? v * -0.75 : v * -0.5;
      rules.n++;
      if (/^(at|with|about)$/.test(tokens[end + 1]?.t ?? "")) deniedUntil = Math.min(to - 1, end + 6);
    } else if (counterfactual !== null && v > 0) {
      v *= counterfactual;
    }
    // "The only problem was the parking": a small complaint inside praise.
    if (v < 0 && start > from && tokens[start - 1]?.t === "only") v *= 0.5;
    sum += v;
    hits.push(v === base ? { offset: tok.start, v } : { offset: tok.start, v, base });
  }
  if (hits.length === hitsBefore && bareNegation(tokens, from, to, usedAt)) sum = -0.7;
  if (exclaim > 0 && sum !== 0) sum += Math.sign(sum) * 0.3 * Math.min(exclaim, 3);
  return sum;
}

const TROUBLE_TIMES = wordSet("when after because since while");
const RELATIVES = wordSet(
  "mum mom dad mother father husband wife partner son daughter kids kid child children baby nan gran grandad grandma granddad boyfriend girlfriend friend dog cat pet puppy kitten horse pony rabbit",
);

/**
 * "They moved us to a cabin when my mum felt unwell", "halved the fee when I lost my job": after
 * what the business did, what happened to the customer or their family is the reason, not a fault.
 */
function ownTroubleOpens(tokens: Token[], i: number): boolean {
  if (!TROUBLE_TIMES.has(tokens[i]?.t ?? "")) return false;
  const who = tokens[i + 1]?.t ?? "";
  return who === "i" || who === "we" || (PEOPLE_OF_MINE.has(who) && RELATIVES.has(tokens[i + 2]?.t ?? ""));
}

/**
 * Tokens of an elided negation at i ("was not.", "less so", "not so much"), or 0: it stands for
 * the opinion said just before it.
 */
function elidedNegation(tokens: Token[], i: number, to: number, said: number): number {
  const tok = tokens[i];
  if (!tok || (tok.t !== "not" && tok.t !== "less")) return 0;
  // Only an opinion of the same sentence can be meant.
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k];
    if (!t || t.start < said) break;
    if (t.kind === "break" && /^[.!?\n]$/.test(t.t)) return 0;
  }
  const prev = tokens[i - 1];
  // "Whether you like it or not", "I hope not": no opinion of its own to deny.
  if (prev?.kind !== "word" || /^(or|if|whether|hope|probably|maybe|perhaps|certainly|definitely|why)$/.test(prev.t))
    return 0;
  const ends = (k: number) => k >= to || tokens[k]?.kind === "break";
  const next = tokens[i + 1]?.t;
  if (tok.t === "less") return next === "so" && ends(i + 2) ? 2 : 0;
  if (ends(i + 1)) return 1;
  if ((next === "so" || next === "as") && tokens[i + 2]?.t === "much" && ends(i + 3)) return 3;
  if (next === "really" && ends(i + 2)) return 2;
  return 0;
}

/** "Please stop moving the classes", "Can you stop sending texts": a request that something stop. */
function asksToStop(tokens: Token[], i: number, from: number, to: number): boolean {
  const next = tokens[i + 1];
  if (i + 1 >= to || !next || next.kind !== "word" || next.t.length < 5 || !next.t.endsWith("ing")) return false;
  return opensRequest(tokens, i, from);
}

/** The verb at i opens its clause as an imperative or a request ("please fix", "can you stop"). */
function opensRequest(tokens: Token[], i: number, from: number): boolean {
  for (let k = i - 1; k >= from; k--) {
    const t = tokens[k]?.t ?? "";
    if (!/^(please|just|can|could|would|you|maybe|perhaps|and|so|also|never|not|do)$/.test(t)) return false;
  }
  return true;
}

/** Praise words that open a sentence as a sigh: "Great, another price rise", "Oh lovely, a queue". */
const IRONIC_OPENERS = wordSet(
  "great lovely brilliant fantastic wonderful perfect marvellous marvelous super superb terrific excellent nice fab fabulous top outstanding amazing",
);
/** Praise of doing a thing, ironic before a burden: "Loved paying £200 to be told to wait", "lovely to be told". */
const IRONIC_LIKING = wordSet("love loved loving enjoyed glad");
/** Words opening a relative clause: "a subscription where ...". */
const RELATIVE_WORDS = wordSet("where when that which who whose");
/** What a sigh praises in general: "Excellent work, charging me twice", "Top service." */
const PRAISED_IN_GENERAL = wordSet("work job service stuff effort one");

/**
 * Indices of sentence-opening praise words that are irony: "Great," followed by a complaint or by
 * "another"; "lovely to be told ..." or "loved paying ..." before a complaint; "Top service." or
 * "Lovely." alone after one.
 */
function ironicOpeners(text: string, tokens: Token[]): Set<number> | undefined {
  let out: Set<number> | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    const prev = tokens[i - 1];
    const liking = tok !== undefined && IRONIC_LIKING.has(tok.t);
    const afterSigh = prev && /^(oh|well|just|wow|ah|so)$/.test(prev.t) && (i === 1 || tokens[i - 2]?.kind === "break");
    // "Oh good, another ...": plain "good" sighs only after the sigh's own word.
    const sighed = afterSigh && tok?.t === "good";
    if (!tok || (!IRONIC_OPENERS.has(tok.t) && !liking && !sighed)) continue;
    const atStart = !prev || (prev.kind === "break" && prev.t !== ",");
    let next = i + 1;
    if (PRAISED_IN_GENERAL.has(tokens[next]?.t ?? "")) next++;
    const after = tokens[next];
    // "Ten days to send a form, outstanding work": praise closing the answer after a comma.
    // Not after a turn ("had to queue, but the car looked new, brilliant job"): the praise is the turn's.
    const closing =
      prev?.t === "," &&
      !liking &&
      (!after || (after.kind === "break" && after.t !== ",")) &&
      !tokens.slice(0, i).some((x) => CONTRASTS.has(x.t));
    if (!atStart && !afterSigh && !closing) continue;
    let end = next + 1;
    while (end < tokens.length && !/^[.!?\n]$/.test(tokens[end]?.t ?? "")) end++;
    let ironic = false;
    if (after?.t === ",") {
      if (liking) continue;
      const rest = tokens.slice(next + 1, end);
      const first = rest[0];
      const last = rest.at(-1);
      if (!first || !last || (CONTRASTS.has(first.t) && rest[1]?.t !== "another")) continue;
      const restRead = lexiconText(text.slice(first.start, last.end));
      // "Great, another ..." sighs unless real praise follows ("another year of fun").
      const sigh = first.t === "another" && restRead.hits.every((h) => h.v < 2);
      // "Oh great, cold chips again, love that": a fault come back, whatever praise tags it.
      const again = rest.some((x) => x.t === "again") && restRead.hits.some((h) => h.v <= -1);
      // "Fantastic, a form that needs signing on every page": praise, then a thing named with no
      // praise of its own, is a sigh at it.
      const named = /^(a|an)$/.test(first.t) && rest.length >= 4 && restRead.hits.every((h) => h.v <= 0);
      ironic = restRead.score < 0 || sigh || again || named;
    } else if (after?.kind === "word" && (after.t === "to" || (after.t.endsWith("ing") && after.t.length > 4))) {
      // "Lovely to be told ...", "Loved paying ...": only the clause the praise opens is its object.
      let stop = next + 1;
      while (stop < end && tokens[stop]?.kind !== "break" && !CONTRASTS.has(tokens[stop]?.t ?? "")) stop++;
      const last = tokens[stop - 1];
      // An idiom of its own ("love paying extra") is a sigh already.
      const idiom = (matchPhrase(tokens, i, stop)?.v ?? 0) < 0;
      ironic = idiom || (last !== undefined && lexiconText(text.slice(after.start, last.end)).score < 0);
    } else if (liking && /^(a|an)$/.test(after?.t ?? "")) {
      // "Love a subscription where you can't find the cancel button": a thing liked for its fault.
      const rel = tokens.slice(next + 1, Math.min(end, next + 5)).findIndex((x) => RELATIVE_WORDS.has(x.t));
      const clause = tokens[next + 2 + rel];
      const last = tokens[end - 1];
      ironic =
        rel >= 0 &&
        clause !== undefined &&
        last !== undefined &&
        lexiconText(text.slice(clause.start, last.end)).score < 0;
    } else if (!liking && i > 0 && (!after || (after.kind === "break" && after.t !== ","))) {
      // "... wait five days for it. Top service.": praise alone after a complaint.
      const before = tokens[i - 1];
      ironic = before !== undefined && lexiconText(text.slice(0, before.end)).score < 0;
    }
    if (ironic) {
      out ??= new Set();
      out.add(i);
      // Praise later in the same sigh is the sigh's too ("..., really generous", "love that").
      for (let k = next; k < end && !CONTRASTS.has(tokens[k]?.t ?? ""); k++) out.add(k);
    }
  }
  return out;
}

/** Splits tokens into weighted clauses at sentence ends and contrast words. */
function clausesOf(tokens: Token[]): Clause[] {
  const clauses: Clause[] = [];
  let from = 0;
  let sentenceStart = 0;
  // Weight for the clause being read, and for the rest of the sentence after a subordinate clause.
  let weight = 1;
  let pendingSubordinate = false;
  let exception = false;
  const close = (to: number) => {
    if (to > from) clauses.push({ from, to, weight, exception });
    exception = false;
  };
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!tok) continue;
    if (tok.kind === "break") {
      if (tok.t === "," && pendingSubordinate) {
        close(i + 1);
        from = i + 1;
        weight = 1.5;
        pendingSubordinate = false;
      } else if (".!?;\n".includes(tok.t)) {
        close(i + 1);
        from = i + 1;
        sentenceStart = i + 1;
        weight = 1;
        pendingSubordinate = false;
      }
      continue;
    }
    const match = matchList(CONTRAST_INDEX, tokens, i, tokens.length);
    if (!match) continue;
    const kind: ContrastKind = match.value;
    const prev = tokens[i - 1];
    const next = tokens[i + match.tokens.length];
    if (match.tokens[0] === "but" && prev && /^(nothing|anything|everything|all|only)$/.test(prev.t)) continue;
    if (match.tokens[0] === "but" && prev?.t === "not") continue;
    // "Yet another price rise" stresses the repetition; it contrasts nothing.
    if (match.tokens[0] === "yet" && (!next || next.kind === "break" || prev?.t === "not" || next.t === "another"))
      continue;
    if (match.tokens[0] === "still" && !(i === sentenceStart || prev?.t === ",")) continue;
    if (match.tokens[0] === "though" && (!next || next.kind === "break")) continue;
    close(i);
    if (kind === "after") {
      for (const c of clauses) c.weight *= 0.5;
      weight = 1.5;
    } else if (kind === "subordinate") {
      if (i === sentenceStart) {
        weight = 0.5;
        pendingSubordinate = true;
      } else {
        for (const c of clauses) if (c.from >= sentenceStart) c.weight *= 1.5;
        weight = 0.5;
      }
    } else {
      weight = 1;
      exception = true;
    }
    i += match.tokens.length - 1;
    from = i + 1;
  }
  close(tokens.length);
  return clauses;
}

function normalise(raw: number): number {
  return raw / Math.sqrt(raw * raw + ALPHA);
}

function labelOf(score: number): Sentiment {
  return score >= NEUTRAL_BAND ? "positive" : score <= -NEUTRAL_BAND ? "negative" : "neutral";
}

/**
 * Sentiment of free text, with the clause ranges and their raw scores: the lexicon's reading
 * (negation, contrast, emoji, requests) blended with the learned model's, which knows the words
 * no lexicon lists. A text with no opinion word that the model also reads as factual is neutral.
 */
/** Answers that say there is nothing to say: neutral on their own, whatever a model leans to. */
const NO_ANSWERS = new Set(
  "no|none|nothing|nope|none really|nothing really|not really|nothing comes to mind|nothing i'd change|nothing i would change|nothing to change|no changes|nothing i can think of|can not think of anything|nothing to add|no comment|no comments|n/a|na|-|no thanks|no thank you|not that i can think of|nothing else|don't know|dont know|do not know|not sure|no idea|idk|dunno".split(
    "|",
  ),
);

/** "No, I went on my own": a yes or no to the question, then what happened. */
const ANSWER_WORD_FIRST = /^\s*(no|nope|nah|yes|yeah|yep)\s*[,.;:!-]+\s*(?=\S)/i;

/**
 * "has n 't", "it 's": review corpora split contractions off; joined again in place, padded with
 * spaces after, so every offset still points into the text as written.
 */
function joinedContractions(text: string): string {
  if (!/ n?['’]/.test(text)) return text;
  return text
    .replace(/(\p{L}) n (['’])t\b/gu, (_m, c: string, q: string) => `${c}n${q}t  `)
    .replace(/(\p{L})n (['’])t\b/gu, (_m, c: string, q: string) => `${c}n${q}t `)
    .replace(/(\p{L}) n(['’])t\b/gu, (_m, c: string, q: string) => `${c}n${q}t `)
    .replace(/(\p{L}) (['’])(s|re|ve|ll|d|m)\b/gu, (_m, c: string, q: string, rest: string) => `${c}${q}${rest} `);
}

export function analyzeText(input: string): TextSentiment {
  // "could of been better": "of" written for "'ve".
  const text = joinedContractions(input).replace(
    /\b(could|would|should|must|might)\s+of\b(?=\s+(been|had|done|gone|got|made|said|liked|loved|used|known|thought)\b)/gi,
    "$1 have",
  );
  const lexical = lexiconText(text);
  // The yes or no answers the question; the statement after it, opinion-free, decides.
  const answered = ANSWER_WORD_FIRST.exec(text);
  if (answered && lexical.hits.length === 0 && lexical.rules === 0) {
    const rest = analyzeText(text.slice(answered[0].length));
    if (rest.label === "neutral") return { ...lexical, label: "neutral", score: 0, form: rest.form };
  }
  // "no it's grand", "nope, all good", "no it doesn't work": the "no" answers the question; it negates nothing after it.
  // "No signal at all" is a complaint: only a "no" set apart, or before "it's" or "all", answers.
  const leadingNo =
    /^\s*(?:no+|nope|nah)(?:\s*[,.!-]+\s*|\s+(?=(?:it'?s|it|its|they|we|i|all|everything|that'?s|honestly|really|works|working|we'?re|i'?m)\b))(?=\S)/i.exec(
      text,
    );
  if (leadingNo && !/^(thanks?( you)?|thx|cheers|ta)\W*$/i.test(text.slice(leadingNo[0].length))) {
    const rest = analyzeText(text.slice(leadingNo[0].length));
    // "no it doesn't work": the statement after it stands, whichever way it leans.
    if (rest.label !== "neutral") return rest;
  }
  // "Thanks for nothing" is no "nothing" answer: a strong complaint word or idiom, not negated, stands.
  const idiom = lexical.hits.some((h) => h.base === undefined && h.v <= -2);
  if (NO_ANSWERS.has(normaliseAnswer(text)) || (!idiom && saysNothing(text)))
    return { ...lexical, label: "neutral", score: 0 };
  const form = formOf(text, lexical);
  if (form) return { ...lexical, label: "neutral", score: 0, form };
  // "the 'quiet zone', where people take calls", "so glad I paid to be told my teeth are 'fine'": a
  // name or a word held up in single quotes is doubted, whatever praise is around it.
  // "I just love spending my Sunday on verb tables 🙄": an eye-roll turns praise into a sigh.
  if (/🙄|😒/u.test(text))
    return { ...lexical, label: "negative", score: round(Math.min(-0.3, -Math.abs(lexical.score))) };
  if (HELD_UP.test(text) && !QUOTED_SPEECH.test(text) && text.split(/\s+/).length <= 20)
    return { ...lexical, label: "negative", score: round(Math.min(-0.3, -Math.abs(lexical.score))) };
  const model = sentimentModel();
  if (!model) return lexical;
  if (!isFaintComplaint(text, lexical.hits) && evenParts(text))
    return { ...lexical, label: "neutral", score: 0, form: "mixed" };
  const logits = modelLogits(model, text);
  // No word or rule of opinion: a plan of one's own, how one heard of them, or a telling the model
  // barely leans on says what was done, not how it was.
  const plain = lexical.rules === 0 && lexical.hits.length === 0 && lexical.score === 0;
  const referral = lexical.rules === 0 && lexical.hits.length === 1 && REFERRAL.test(text);
  if (
    referral ||
    (plain &&
      (PLAN.test(text) ||
        // "The nachos", "Wingspan and Azul": things named, and the model hears no "ace" in them.
        (Math.abs(logits.polarity) < NAMES_LEAN && namesOnly(text)) ||
        (Math.abs(logits.polarity) < FAINT_LEAN && logits.neutral > OPINION_HEARD && shortTelling(text))))
  )
    return { ...lexical, label: "neutral", score: 0 };
  const score = decide(lexical, logits, model.blend, wordCount(text));
  return { ...lexical, label: labelOf(score), score: round(score) };
}

/** A word in single quotes, set apart by spaces or punctuation; a capital starts a title ("'Titanic'"), not a doubt. */
const HELD_UP =
  /\b(?:the|a|an|this|that|their|your|our|are|is|was|were|what)\s+['‘](?=\p{Ll})[^'‘’"\n\s]+(?:\s[^'‘’"\n\s]+){0,2}(?<=\S)['’](?=[\s,.!?;:)]|$)/u;
/** "my son said 'best day ever'": words quoted from someone, not doubted. */
const QUOTED_SPEECH =
  /\b(said|says|say|told|tells|asked|asks|call|called|calls|wrote|writes|shouted|rename|renamed)\b[^'‘]{0,12}['‘]/i;

/** The model's lean on a few names alone is mostly its bias on words it never saw ("Catan"); "Ace" leans far more. */
const NAMES_LEAN = 1.2;
/** Up to three words and none a verb: the names of things ("the nachos", "Wingspan and Azul"). */
function namesOnly(text: string): boolean {
  const words = text.match(/[\p{L}'-]+/gu) ?? [];
  return (
    words.length > 0 &&
    words.length <= 3 &&
    /^[\p{L}\d'&, -]+[.!]?$/u.test(text.trim()) &&
    !NAMES_ONLY_BREAKERS.test(text)
  );
}
const NAMES_ONLY_BREAKERS =
  /\b(i|we|it|they|was|were|is|are|be|had|has|have|not|no|never|too|very|so|more|less|again|please|needs?|wants?)\b/i;

/** The model's lean below which a short telling with no opinion word is only a description. */
const FAINT_LEAN = 0.5;
/** Below this the model's no-opinion head hears an opinion ("so encouraging") the lexicon lacks. */
const OPINION_HEARD = -2;
/** Four to six words: a telling, not a fragment ("will", "such fruitful results"). */
function shortTelling(text: string): boolean {
  const words = (text.match(/[\p{L}']+/gu) ?? []).length;
  return words >= 4 && words <= 6;
}
/** "Going to compare quotes at renewal": what one means to do, unless it is leaving or coming back. */
const PLAN =
  /^\s*(?:(?:i|we)(?:'m|’m| am|'re|’re| are)\s+)?(?:going to|gonna|planning to|planning on|thinking of|thinking about|hoping to|intending to)\s+(?!leave|cancel|switch|quit|move|stop|go elsewhere|come back|return|recommend|renew|stay|use (?:them|you) again)/i;
/** "My aunt recommended them": how one came to them, someone else's praise. */
const REFERRAL =
  /^\s*(?:my|our|a|his|her)\s+(?:[\p{L}'-]+\s+){0,2}(?:recommended|suggested|referred)\s+(?:them|you|him|her|it|us|me)(?:\s+to\s+(?:me|us)\b)?[.!]?\s*$/iu;

/** One short part on each side of a comma or "but": "Clean units, a bit of a trek from town". */
const TWO_PARTS = /^([^,;.!?]+?)(\s*[,;]\s*(?:but\s+)?|\s+-\s+|\s+but\s+)([^,;.!?]+?)[.\s]*$/i;
const EVEN_PARTS_WORDS = 14;
/** A part that leans on the other ("while ...", "and so ...") is no judgement of its own. */
/** "Oh lovely, a forty minute queue": an exclamation opening a sigh judges nothing. */
const EXCLAIMED = /^(?:oh|ah|wow|well|yeah|yay|gosh)\b/i;
const DEPENDENT_PART =
  /^(?:and|so|or|if|while|when|whilst|although|though|as|because|since|even|just|then|to|like|which|who|that|where)\b/i;
/** A complaint put as a negation ("no clutter", "nothing at the farm") may be praise. */
const NEGATED_PART = /^(?:no|not|never|nothing|none|zero|without)\b/i;
/** "The scenes are fun, but it grows tedious": a complaint about the whole is the verdict. */
const ABOUT_THE_WHOLE = /^(?:it|it's|its|this|that|that's)\b/i;
/** Superlatives and strong words ("the best", "awful") make their side the verdict. */
const STRONG_WORD = 3;
/** "Great job", "nice one", "well done": praise naming no thing, where "great service" names one. */
const PRAISE_OF_NOTHING = wordSet("job work effort one stuff done");
/** A modifier this strong stresses its side ("really", "way", "completely"). */
const STRESSED = 1.35;

/**
 * A strong modifier before an opinion word or another modifier ("really slow", "way too buggy");
 * not "so" joining clauses ("down though, so we had to find a cashpoint") or "way out of".
 */
function stressedIn(words: string[]): boolean {
  return words.some((w, i) => {
    if ((MODIFIERS.get(w.toLowerCase()) ?? 0) < STRESSED) return false;
    const next = words[i + 1]?.toLowerCase() ?? "";
    return next !== "" && !FUNCTION_WORDS.has(next) && !/^(out|had|have|has)$/.test(next);
  });
}

/** "A bit dim", "took a while": how a mild complaint is softened. */
const SOFTENER = /\b(?:a (?:bit|little|while)|bit of a|slightly|somewhat)\b/i;

/** A part with no opinion word that softens what it says, and that the model reads as a complaint. */
function softComplaint(part: string): boolean {
  const model = sentimentModel();
  return model !== null && SOFTENER.test(part) && modelLogits(model, part).polarity < 0;
}

/**
 * Plain praise of one thing beside a complaint about another, each in its own short part and
 * neither said to win, reads as even to a survey reader even where the complaint has no opinion
 * word the lexicon knows ("a bit of a trek", "took longer than they said"). After "but" only a
 * complaint is even: praise there is the answer's verdict ("a bit late, but they apologised").
 */
function evenParts(text: string): boolean {
  const parts = TWO_PARTS.exec(text);
  if (!parts) return false;
  const [, head = "", join = "", tail = ""] = parts;
  if (
    DEPENDENT_PART.test(head) ||
    DEPENDENT_PART.test(tail) ||
    NEGATED_PART.test(head) ||
    NEGATED_PART.test(tail) ||
    EXCLAIMED.test(head) ||
    ABOUT_THE_WHOLE.test(tail)
  )
    return false;
  // One thing judged on each side ("quick, but they scratched the door and refused to pay" is two
  // complaints), named in more than a word ("Great, £30 for a seat that doesn't recline" is a sigh).
  const words = (part: string) => part.match(/[\p{L}']+/gu) ?? [];
  const [headWords, tailWords] = [words(head), words(tail)];
  // "£20 for the whole family, great value": the price is what the praise is about.
  if (BARE_PRICE.test(head)) return false;
  if (headWords.length < 2 || tailWords.length < 2 || / and /i.test(` ${head} ${tail} `)) return false;
  // "Great job, sending the wrong size twice": praise of nothing in particular is a sigh.
  // "Ten days to send a form, great job": the same closing the answer.
  const ofNothing = (part: string[]) => part.length === 2 && part.some((w) => PRAISE_OF_NOTHING.has(w.toLowerCase()));
  if (ofNothing(headWords) || ofNothing(tailWords)) return false;
  // Stressed ("painfully slow", "way too buggy") wins; a bare "but" after a verbless opening
  // concedes ("Nice decor but the food was bland"): two clauses of their own stand even.
  if (stressedIn(headWords) || stressedIn(tailWords)) return false;
  const lower = text.toLowerCase();
  if (LEAN.test(lower) || VERDICT.test(lower)) return false;
  if (headWords.length + tailWords.length > EVEN_PARTS_WORDS) return false;
  // The complaint side is read first: it alone decides a concession below.
  const second = analyzeText(tail);
  if (second.form) return false;
  // A verbless opening concedes to a complaint said in words of complaint ("Nice decor but the
  // food was bland"); against a drawback told as a fact or mildly ("but the portions have
  // shrunk", "but a long drive from town") it weighs the same.
  const judged = second.hits.some((h) => h.v < -1);
  if (
    /^\s+but\s+$/i.test(join) &&
    judged &&
    !headWords.some((w) => CLAUSE_VERBS.has(w.toLowerCase()) || /'(s|re)$/i.test(w))
  )
    return false;
  const first = analyzeText(head);
  if (first.form) return false;
  // After "but" or with "though", a part with no opinion word is the drawback the contrast names,
  // when the part before it is plain praise ("Great coaching but the range is a long drive").
  const drawback =
    (/\bbut\b/i.test(join) || /\b(?:though|however)\b/i.test(tail)) &&
    second.hits.length === 0 &&
    headWords.length <= 4 &&
    first.hits.some((h) => h.v >= 1.8);
  // Each side as its words of praise or complaint say ("Tidy fitters" whatever the model's lean),
  // else a softened complaint; the model's lean alone also reads asides ("something like 50 beers").
  const lean = (part: string, read: TextSentiment) => {
    if (read === second && drawback && second.rules === 0) return -1;
    const said = read.hits.reduce((sum, h) => sum + h.v, 0);
    if (said !== 0) return said;
    return read.score > 0 || read.rules > 0 ? read.score : softComplaint(part) ? -1 : 0;
  };
  const [headLean, tailLean] = [lean(head, first), lean(tail, second)];
  if (headLean * tailLean >= 0) return false;
  const [praise, complaint] = headLean > 0 ? [first, second] : [second, first];
  if (praise === second && /\bbut\b/i.test(join)) return false;
  // The praise is said in words of praise, the complaint in no more (and none of praise), neither strong.
  const weight = (read: TextSentiment) => read.hits.reduce((sum, h) => sum + Math.abs(h.v), 0);
  return (
    praise.hits.some((h) => h.v > 0) &&
    !complaint.hits.some((h) => h.v > 0) &&
    weight(complaint) <= weight(praise) &&
    [...praise.hits, ...complaint.hits].every((h) => Math.abs(h.v) < STRONG_WORD)
  );
}

/** How close praise and complaint must be to cancel out (weaker side over stronger). */
export const MIX_RATIO = 0.5;

/** A form of answer that states no overall opinion, whatever its words lean to. */
function formOf(text: string, lexical: TextSentiment): TextSentiment["form"] {
  if (isQuestionForm(text, lexical.hits)) return "question";
  if (isSuggestionOnly(text, lexical.hits)) return "suggestion";
  // "Nice enough I guess, chips were soggy": faint praise beside a complaint is no even mix.
  if (isFaintComplaint(text, lexical.hits)) return undefined;
  if (isMildVerdict(text, lexical.hits) || mildOverall(text, lexical.hits)) return "mild";
  if (
    isBalancedMix(text, lexical.hits, MIX_RATIO) ||
    isSplitVerdict(text, lexical.hits) ||
    saysMixed(text, lexical.hits)
  )
    return "mixed";
  return undefined;
}

/** "Loved the line-up but the queues killed it; overall about average": the summing-up decides, and it is mild. */
const OVERALL = /\b(?:overall|all in all|on the whole|on balance|all things considered)\b[\s,:-]*/i;
function mildOverall(text: string, hits: TextSentiment["hits"]): boolean {
  const at = OVERALL.exec(text);
  if (!at || at.index === 0) return false;
  const from = at.index + at[0].length;
  const tail = hits.filter((h) => h.offset >= from).map((h) => ({ ...h, offset: h.offset - from }));
  return isMildVerdict(text.slice(from), tail);
}

/**
 * A verbless request ("Faster service.", "More parking please", "Cheaper drinks") asks for what
 * was missing: a complaint about it, whatever praise its adjective carries.
 */
function isRequest(tokens: Token[], from: number, to: number): boolean {
  const words = tokens.slice(from, to).filter((t) => t.kind === "word");
  // "A warmer welcome", "some quieter rooms": the article before the thing asked for.
  if (/^(a|an|some)$/.test(words[0]?.t ?? "")) words.shift();
  const first = words[0];
  if (!first || words.length > 7 || !REQUEST_STARTS.has(first.t)) return false;
  // "Better than expected", "more than happy", "more or less", "more of the same": not requests.
  if (/^(than|or|of)$/.test(words[1]?.t ?? "") || words.length === 1) return false;
  return !words.some((w) => FINITE_VERBS.has(w.t));
}

/** A question answered with a short "no" by the one who asked it. */
const SELF_ANSWERED_NO =
  /\?\s*(no|nope|nah|not really|probably not|definitely not|absolutely not|certainly not|of course not|not at all|not a chance|hardly|doubt it|i doubt it)\s*[.!]*\s*$/i;

/** Any word that may open a sigh: the cheap check before the full one. */
const MAY_BE_IRONIC = new RegExp(`\\b(?:${[...IRONIC_OPENERS, ...IRONIC_LIKING, "good"].join("|")})\\b`, "i");

/** A price given, then a larger one billed, in one sentence. */
const QUOTE_THEN_BILL =
  /\b(?:quoted?|quotes|estimated?|advertised|told us|told me|said)\b[^.!?\d]*?(\d+(?:\.\d+)?)[^.!?]*?\b(?:bill|billed|charged|invoice|invoiced|paid|cost|came to|ended up)\b[^.!?\d]*?(\d+(?:\.\d+)?)/i;
function billedAboveQuote(text: string): boolean {
  const m = /\d/.test(text) ? QUOTE_THEN_BILL.exec(text) : null;
  return m !== null && Number(m[2]) > Number(m[1]);
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  couple: 2,
  three: 3,
  few: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};
const UNIT_DAYS: Record<string, number> = {
  minute: 1 / 1440,
  min: 1 / 1440,
  hour: 1 / 24,
  hr: 1 / 24,
  day: 1,
  week: 7,
  fortnight: 14,
  month: 30,
};
const DURATION =
  /\b(\d+(?:\.\d+)?|a|an|one|two|couple|three|few|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)\s+(?:of\s+)?(minute|min|hour|hr|day|week|fortnight|month)s?\b/gi;
/** What the business said it would take. */
const PROMISED = /\b(?:told|said|quoted|promised|estimated|expected|advertised|supposed to be)\b/i;

function daysOf(m: RegExpMatchArray): number {
  const n = Number(m[1]) || NUMBER_WORDS[(m[1] ?? "").toLowerCase()] || 1;
  return n * (UNIT_DAYS[(m[2] ?? "").toLowerCase()] ?? 1);
}

/**
 * +1 when a job took less time than the business said ("done in four days, we'd been told two
 * weeks"), -1 when it took more ("quoted two days, took a fortnight"), 0 otherwise.
 */
function againstPromise(text: string): number {
  const said = PROMISED.exec(text);
  if (!said) return 0;
  const spans = [...text.matchAll(DURATION)];
  if (spans.length !== 2) return 0;
  // The promise is the duration said right after "told" or "quoted"; the other is what it took.
  const end = said.index + said[0].length;
  const promised = spans.find((m) => (m.index ?? 0) >= end && (m.index ?? 0) - end <= 12);
  const took = spans.find((m) => m !== promised);
  if (!promised || !took) return 0;
  const [p, t] = [daysOf(promised), daysOf(took)];
  if (t < p * 0.8) return 1;
  if (t > p * 1.25) return -1;
  return 0;
}

/**
 * An answer that opens on an amount of charges: "£80 of roaming charges for a weekend away". A
 * bare price ("£45 for a full groom") may only answer what it cost, so it stays a fact.
 */
const BARE_PRICE =
  /^\s*(?:[£$€]\s?\d[\d,.]*\s*(?:k\b)?|\d[\d,.]*\s?(?:quid|pounds|euros|dollars))\s+(?:in|of)\s+(?:[\p{L}'-]+\s+){0,3}(?:charges|fees|surcharges|penalties|fines|interest)\b/iu;

/** What was paid came above what was expected: "the fee was a little more than I'd expected". */
const PRICE_ABOVE =
  /\b(?:fee|fees|price|prices|cost|costs|bill|bills|charge|charges|quote|invoice|premium|premiums|rent|total)\b[^.!?]*\b(?:more|higher|dearer|pricier|steeper)\s+than\s+(?:(?:i|we)(?:'d|’d| had| would)?\s+)?(?:expected|thought|budgeted|hoped|planned|quoted|advertised)\b/i;

/** Said first, then what happened instead: "Advertised as a full day, we were out by 2". */
const BROKEN_PROMISE =
  /^\s*(?:advertised|billed|sold|described|listed|supposed to be|meant to be|promised)\s+(?:as\s+)?[^,;.!?]{2,40}[,;]\s*(?:but\s+)?(?:we|i|it|they|there|the|only)\b/i;
/** Beyond the price agreed: "£600 over the quote", "way above our budget". */
const OVER_AGREED = /\S\s+(?:over|above)\s+(?:the|our|my|their)\s+(?:quote|quoted price|estimate|budget)\b/i;
/** A name put in scare quotes, then doubted: "the 'hands on' part was mostly watching". */
const SCARE_QUOTED =
  /\b(?:the|a|an|their|your|this|that)\s+['"‘“][^'"’”]{2,25}['"’”]\s+(?:[a-z]+\s+){0,2}(?:was|were|is|are)\s+(?:mostly|just|only|basically|really|actually|nothing|more like)\b/i;
/** "Maybe don't spend the appointment on your phone": asking them to stop what they do. */
const MAYBE_DONT =
  /^\s*(?:maybe|perhaps|possibly)\s*,?\s+(?:don'?t|do not|try not to|stop)\s+(?!change|stop|worry)[a-z]/i;

/** The lexicon's reading alone. */
export function lexiconText(input: string): TextSentiment {
  const text = joinedContractions(input);
  const tokens = tokenize(text);
  // A lower-case ASCII letter settles it without copying the letters out (most answers).
  const letters = /[a-z]/.test(text) ? "" : text.replace(/[^\p{L}]/gu, "");
  const allCaps = letters.length > 0 && letters === letters.toUpperCase();
  let total = 0;
  let before = 0;
  const clauses: ClauseScore[] = [];
  const hits: Hit[] = [];
  const rules = { n: 0 };
  let weighed = false;
  const ironic = MAY_BE_IRONIC.test(text) ? ironicOpeners(text, tokens) : undefined;
  for (const c of clausesOf(tokens)) {
    if (c.weight !== 1) weighed = true;
    let raw = scoreSpan(tokens, c.from, c.to, allCaps, hits, rules, ironic);
    if (isRequest(tokens, c.from, c.to)) {
      raw = Math.min(raw, 0) - 1.5;
      rules.n++;
    }
    // "Great, except the parking": the exception is the opposite of what came before.
    if (c.exception && Math.abs(raw) < 0.3 && before !== 0) raw = -Math.sign(before) * 1;
    before += raw * c.weight;
    total += raw * c.weight;
    const first = tokens[c.from];
    const last = tokens[c.to - 1];
    if (first && last) clauses.push({ start: first.start, end: last.end, raw });
  }
  // "Maybe answer the phone?", "a reply would be nice": a suggestion that asks for what should
  // already be so (its "nice" is the wish's); "quoted £80, charged £130": billed above the price given.
  // "£80 of roaming charges for a weekend": a price told bare, with no word for it, is a complaint.
  if (hits.length === 0 && total <= 0 && BARE_PRICE.test(text)) {
    total -= 1.2;
    rules.n++;
  }
  // "Back in four days, we'd been told two weeks": sooner than promised is praise, later a complaint.
  const timing = hits.length === 0 ? againstPromise(text) : 0;
  if (timing !== 0) {
    total += timing * 1.5;
    rules.n++;
  }
  // A promise set against what came, a price beyond the one agreed, a doubted name, a "maybe don't".
  const unpraised = total <= 0 && !hits.some((h) => h.v > 0);
  if (
    impliesFault(text) ||
    (total <= 0 && billedAboveQuote(text)) ||
    (total <= 0 && PRICE_ABOVE.test(text)) ||
    (unpraised && (BROKEN_PROMISE.test(text) || OVER_AGREED.test(text) || SCARE_QUOTED.test(text))) ||
    (total <= 0 && MAYBE_DONT.test(text))
  ) {
    total = Math.min(total, 0) - 1.5;
    rules.n++;
  }
  // "Fine I guess, bit greasy", "ok if you don't need anything urgently": faint praise is a complaint.
  if (isFaintComplaint(text, hits)) {
    total = Math.min(total, 0) - 1;
    rules.n++;
  } else if (total < 0 && isHedged(text)) {
    // "I suppose the stock hasn't changed much": the hedge softens the complaint, it still stands.
    rules.n++;
  }
  // A contrast between opposite readings ("the food was good, but the service slow") decided it.
  if (weighed && clauses.some((c) => c.raw > 0) && clauses.some((c) => c.raw < 0)) rules.n++;
  // "Would I go again? Probably not.": the answer denies the praise the question asked about.
  if (total > 0 && text.includes("?") && SELF_ANSWERED_NO.test(text)) {
    total *= -0.75;
    rules.n++;
  }
  const score = normalise(total);
  return { label: labelOf(score), score: round(score), clauses, hits, rules: rules.n };
}

export function scoreText(text: string): SentimentResult {
  const { label, score } = analyzeText(text);
  return { label, score };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

const NEGATIVE_CONTEXT =
  /\b(improve\w*|better|worse|change|fix|problems?|issues?|dislike\w*|least|worst|frustrat\w*|difficult\w*|hard|confus\w*|wrong|missing|lack\w*|complain\w*|complaints?|concerns?|pain points?|disappoint\w*|struggl\w*|obstacles?|barriers?|challeng\w*|annoy\w*|stop you|prevent\w*|hesitat\w*|drawbacks?|downsides?|unhappy|dissatisf\w*|slow\w*|bugs?|errors?|delays?)\b/i;
const POSITIVE_CONTEXT =
  /\b(like|liked|enjoy\w*|lov\w+|best|favou?rite|highlights?|stood out|stand out|impress\w*|valuable|useful|helpful|strengths?|great|good|appreciat\w*|recommend\w*|satisf\w*|happy|return|again|come back|attend|continue|renew|easy|easily|clear|worth|buy|purchase|support\w*|valued|fair\w*|safe|respect\w*|trust\w*|included|heard|listened|understood|expectations|find what|met your|meet your|well)\b/i;

/**
 * Polarity a question gives to bare answers: +1 for "what did you like?" or "would you recommend?",
 * -1 for "what should we improve?" or "did you have problems?", 0 otherwise.
 */
export function questionPolarity(question: string): -1 | 0 | 1 {
  const cached = polarityCache.get(question);
  if (cached !== undefined) return cached;
  let polarity: -1 | 0 | 1;
  if (NEGATIVE_CONTEXT.test(question)) polarity = -1;
  else if (POSITIVE_CONTEXT.test(question)) polarity = 1;
  else {
    // A question is not an opinion: only its words' own valence counts.
    const s = lexiconText(question).score;
    polarity = s >= NEUTRAL_BAND ? 1 : s <= -NEUTRAL_BAND ? -1 : 0;
  }
  // A form has few questions; the bound only stops unbounded growth in a long-lived process.
  if (polarityCache.size > 2000) polarityCache.clear();
  polarityCache.set(question, polarity);
  return polarity;
}
const polarityCache = new Map<string, -1 | 0 | 1>();

const INVERTED_SCALE =
  /\b(difficult\w*|hard|frustrat\w*|effort\w*|stress\w*|confus\w*|annoy\w*|anxious|anxiety|worr\w*|pain\w*|problems?|issues?|(likely|plan|planning|intend) to (leave|cancel|quit|switch|churn|stop|unsubscribe))\b/i;
const EVALUATIVE_SCALE =
  /\b(rate|rating|scale|score|satisf\w*|likely|recommend\w*|happy|easy|easily|useful|helpful|valuable|quality|good|well|agree|confident|enjoy\w*|clear|fair\w*|worth|overall|experience|feel|effective|relevant|interest\w*|comfortable|safe|support\w*|excited|engag\w*|motivat\w*|value|meet|met|recommend|trust|proud|welcome|professional|friendly|fast|quick|clean|organi[sz]ed|informative)\b/i;

function normaliseAnswer(answer: string): string {
  // Only short answers can be "yes", "none" or "not at all"; long ones skip the work.
  if (answer.length > 40) return "";
  return singleSpaced(
    answer
      .toLowerCase()
      .replace(/[’']/g, "'")
      .replace(/can't|cannot/g, "can not")
      .replace(/[.!?\s]+$/g, ""),
  ).trim();
}

function fromScore(score: number): SentimentResult {
  const s = Math.max(-1, Math.min(1, round(score)));
  return { label: labelOf(s), score: s };
}

function scoreSlider(answer: string, question: string, q?: Question): SentimentResult {
  const value = Number.parseFloat(answer);
  if (!Number.isFinite(value)) return scoreText(answer);
  const min = q?.min ?? 0;
  const max = q?.max ?? 10;
  if (max <= min || !(EVALUATIVE_SCALE.test(question) || INVERTED_SCALE.test(question))) {
    return { label: "neutral", score: 0 };
  }
  const position = (Math.min(max, Math.max(min, value)) - min) / (max - min);
  let score = 2 * position - 1;
  if (INVERTED_SCALE.test(question)) score = -score;
  // 6 of 10 is mildly positive, 5 is the neutral middle.
  return { label: score >= 0.15 ? "positive" : score <= -0.15 ? "negative" : "neutral", score: round(score) };
}

/**
 * The chosen option's place on a scale whose ends the lexicon reads opposite ways ("Very easy" ...
 * "Very difficult"): from +0.5 at the good end to -0.5 at the bad one, 0 in the middle. "Neither
 * easy nor difficult" is the middle of its scale, whatever its words say. Yes and no are left to
 * the question, which decides whether "yes" is good news.
 */
function scalePlace(choice: string, options: string[]): number | undefined {
  if (options.length < 3) return undefined;
  const first = optionScore(options[0] ?? "");
  const last = optionScore(options[options.length - 1] ?? "");
  if (Math.abs(first) < NEUTRAL_BAND || Math.abs(last) < NEUTRAL_BAND || Math.sign(first) === Math.sign(last))
    return undefined;
  const norm = normaliseAnswer(choice);
  const index = options.findIndex((o) => normaliseAnswer(o) === norm);
  if (index < 0) return undefined;
  const place = 0.5 - index / (options.length - 1);
  // The middle of "Excellent / Good / Poor" is still praise; only a middle that says so is neutral.
  if (place === 0) return MIDDLE_OPTION.test(choice) ? 0 : undefined;
  return Math.sign(first) * place;
}

/**
 * An option read by the lexicon, which leaves out "positive" and "negative" (a negative test is good
 * news); as an option's own word ("Mostly negative") they say how the respondent feels.
 */
function optionScore(option: string): number {
  const score = lexiconText(option).score;
  if (Math.abs(score) >= NEUTRAL_BAND) return score;
  const pole = /\b(positive|negative)\b/i.exec(option)?.[1]?.toLowerCase();
  if (!pole || /\b(neither|nor|not)\b/i.test(option)) return score;
  return pole === "positive" ? 0.4 : -0.4;
}

const MIDDLE_OPTION = /\b(neither|neutral|average|so-so|about right|mixed|unsure|not sure|undecided)\b/i;

function scoreChoice(choice: string, polarity: -1 | 0 | 1, isCheckbox: boolean, options: string[]): number {
  const norm = normaliseAnswer(choice);
  if (NONE_ANSWERS.has(norm) && polarity !== 0) return -polarity * 0.4;
  if (!isCheckbox) {
    const place = scalePlace(choice, options);
    if (place !== undefined) return place;
  }
  const yes = YES_WORDS.get(norm);
  if (yes !== undefined) return polarity * yes * 0.6;
  // "Not sure", "Maybe": undecided is neither, whatever the question leans to.
  if (MIDDLE_OPTION.test(choice) || /^(maybe|perhaps|possibly|(i )?(don't|do not|dont) know)$/.test(norm)) return 0;
  // Options are the owner's words, short and plain: the lexicon reads them.
  const s = optionScore(choice);
  if (Math.abs(s) >= NEUTRAL_BAND) return s;
  // Ticking an item under "what did you enjoy?" is praise; under "what went wrong?" a complaint.
  return polarity * (isCheckbox ? 0.3 : 0.35);
}

/** The options a checkbox answer names (they may contain ", " themselves). */
export function splitChoices(answer: string, q?: Question): string[] {
  return chosenOptions(
    answer,
    (q?.options ?? []).map((o) => o.value),
  );
}

/**
 * Sentiment of one answer: sliders by their position on the scale, radio and checkbox by the
 * chosen options' text (or the question's polarity when the options are plain items), free text
 * by the lexicon scorer.
 */
export function scoreAnswer(entry: AnswerEntry, question?: Question): SentimentResult {
  return scoreEntry(entry, question).result;
}

export interface EntryScore {
  result: SentimentResult;
  /** The text analysis of a free-text answer (clauses, sentiment words), when one was made. */
  text?: TextSentiment;
  /** The question's polarity, which gives a bare answer ("Parking") its sentiment. */
  polarity: -1 | 0 | 1;
}

/** scoreAnswer with its by-products; `texts` caches analyses of repeated answers. */
export function scoreEntry(entry: AnswerEntry, question?: Question, texts?: Map<string, TextSentiment>): EntryScore {
  const answer = entry.answer.trim();
  const neutral: SentimentResult = { label: "neutral", score: 0 };
  if (!answer) return { result: neutral, polarity: 0 };
  const questionText = question?.question ?? entry.question;
  const type = question?.type ?? entry.type;
  if (type === "slider") return { result: scoreSlider(answer, questionText, question), polarity: 0 };
  const polarity = outcomePolarity(questionText);
  if (type === "radio" || type === "checkbox") {
    const choices = type === "checkbox" ? splitChoices(answer, question) : [answer];
    if (choices.length === 0) return { result: neutral, polarity };
    let sum = 0;
    const options = (question?.options ?? []).map((o) => o.value);
    for (const c of choices) sum += scoreChoice(c, polarity, type === "checkbox", options);
    return { result: fromScore(sum / choices.length), polarity };
  }
  const norm = normaliseAnswer(answer);
  // "n/a" opts out of the question: no answer, neither content nor a lack of anything liked.
  if (/^n\/?a$/.test(norm)) return { result: neutral, polarity };
  // "no that's all" to a follow-up: nothing more to say, neither content nor a complaint.
  if ((entry.isFollowUp || String(entry.id).includes(".")) && (NONE_ANSWERS.has(norm) || saysNothing(answer)))
    return { result: neutral, polarity };
  if (polarity !== 0 && NONE_ANSWERS.has(norm)) return { result: fromScore(-polarity * 0.4), polarity };
  if (polarity < 0 && CONTENT_ANSWERS.test(norm)) return { result: fromScore(0.4), polarity };
  // "Just keep Carmen" to "what should we change?": what they would not lose is praise.
  if (polarity < 0 && KEEP_THIS.test(answer.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())))
    return { result: fromScore(0.4), polarity };
  // "Nothing, keep it up" or "Nothing, all good" to "what should we improve?" is contentment.
  // The head may be any "nothing" answer: "Nothing to add, thanks".
  const nothingThen = /^([^,.!;:-]+?)\s*[,.!;:-]+\s*(.+)$/.exec(answer.trim());
  if (polarity < 0 && nothingThen && NONE_ANSWERS.has(normaliseAnswer(nothingThen[1] ?? ""))) {
    const rest = analyzeText(nothingThen[2] ?? "");
    if (rest.score > -NEUTRAL_BAND) {
      return { result: fromScore(Math.max(0.4, rest.score)), text: { ...rest, clauses: [] }, polarity };
    }
  }
  const yes = YES_WORDS.get(norm);
  if (yes !== undefined && polarity !== 0 && YES_NO_QUESTION.test(questionText.trim())) {
    return { result: fromScore(polarity * yes * 0.6), polarity };
  }
  // Keyboard mash or another language: nothing read, neither praise nor complaint (emoji are read).
  if (/\p{L}/u.test(answer) && isUnreadable(answer)) return { result: neutral, polarity };
  let text = texts?.get(answer);
  if (!text) {
    text = analyzeText(answer);
    texts?.set(answer, text);
  }
  // "nothing you idiots": abuse is a complaint, whatever else its words say.
  if (text.label !== "negative" && isAbuse(answer, questionText)) {
    return { result: fromScore(Math.min(text.score, -0.5)), text, polarity };
  }
  // "Parking" under "what should we improve?" is a complaint; under "what did you like?" praise.
  // A short answer with no opinion word ("The staff") names a thing: the model's lean on it is
  // only how often such things were praised or blamed in reviews, so the question decides.
  const bare = text.hits.length === 0 && text.rules === 0 && answer.split(/\s+/).length <= 3;
  if ((text.score === 0 || bare) && polarity !== 0 && /\p{L}{3,}/u.test(answer) && yes === undefined) {
    // What to change, named without a feeling ("The parking" to "what should we improve?") states
    // no opinion; themes still count it against what it names.
    if (polarity < 0) return { result: neutral, text, polarity };
    return { result: fromScore(polarity * 0.25), text, polarity };
  }
  return { result: { label: text.label, score: text.score }, text, polarity };
}
/** "Just keep Carmen", "keep the Friday sessions": a person or thing kept as it is; "keep prices down" asks a change. */
const KEEP_THIS =
  /^(?:just |please |definitely |honestly )?keep (?:\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?|(?:the|your|our|those|these) [\p{L}'-]+(?: [\p{L}'-]+)?)(?<!\b(?:down|up|low|open|clean|tidy|short|cheap|quiet|going|coming|warm|cool|safe|clear))(?: (?:please|pls|as (?:is|they are|it is)|the same))?[.!]*$/u;
/** "Keep it up", "No changes needed" to "what should we improve?": nothing to change, said contentedly. */
const CONTENT_ANSWERS =
  /^(no (suggestions?|changes?( needed)?|need to change( anything)?)|nothing (to change|needed|needs changing)|none needed|not a thing|fine( as it is)?|(perfect|happy|fine) as (it is|is)|keep (it up|up the good work|doing what you('re| are) doing)|carry on)$/;
const YES_NO_QUESTION = /^(do|did|does|would|will|are|is|was|were|have|has|can|could)\b/i;
/**
 * "Do the times work for you?", "Did we fix the problem?", "Could you see and hear the stage?": a yes to
 * a good outcome is praise, a no a complaint.
 */
const GOOD_OUTCOME =
  /\b(work(s|ed)? for you|suits? you|suit your|match(ed|es)? (the|your|what)|on time|as (described|promised|expected|agreed|quoted|advertised)|(get|got|find|found) what you (needed|wanted|came for|were looking for)|answer(ed)? your (question|query)|kept you (informed|updated)|enough)\b|^(could|can|were) you (able to )?(actually |clearly |easily )?(see|hear|find|reach|get (in|to|a seat|a table|through)|follow|understand)\b|\b(fix|fixed|resolve|resolved|solve|solved|sort|sorted)\b.*\b(problems?|issues?|faults?|query|queries)\b/i;

function outcomePolarity(question: string): -1 | 0 | 1 {
  return YES_NO_QUESTION.test(question.trim()) && GOOD_OUTCOME.test(question) ? 1 : questionPolarity(question);
}
