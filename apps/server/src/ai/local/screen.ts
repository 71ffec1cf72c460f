import { franc } from "franc-min";
import { z } from "zod";
import raw from "./data/screening.json" with { type: "json" };
import { nlp } from "./nlp.ts";

/**
 * What kind of answer a respondent gave, before any follow-up quotes it: only a "valid" answer
 * has words worth picking up.
 */
export type AnswerKind = "valid" | "empty" | "gibberish" | "hostile" | "foreign" | "off-topic";

const listSchema = z.array(z.string().min(1)).min(1);
const screeningSchema = z.object({
  emptyAnswers: listSchema,
  fillerWords: listSchema,
  nothingAnswers: listSchema,
  hostileWords: listSchema,
  profanity: listSchema,
  hostilePhrases: listSchema,
  offTopicAnswers: listSchema,
  offTopicPatterns: listSchema,
  englishHints: listSchema,
});
const data = screeningSchema.parse(raw);

const EMPTY = new Set(data.emptyAnswers);
const NOTHING = new Set(data.nothingAnswers);
const FILLER = new Set(data.fillerWords);
const HOSTILE_WORDS = new Set(data.hostileWords);
const PROFANITY = new Set(data.profanity);
const OFF_TOPIC = new Set(data.offTopicAnswers);
const OFF_TOPIC_PATTERNS = data.offTopicPatterns.map((p) => new RegExp(p, "i"));
const ENGLISH_HINTS = new Set(data.englishHints);

/** Lower case, curly quotes straightened, punctuation and emoji gone, single spaces. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'/*\s.-]/gu, " ")
    .replace(/(^|\s)[.'/-]+|[.'/-]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function words(text: string): string[] {
  return text.match(/[\p{L}'*]+/gu) ?? [];
}

/** "not much tbh", "idk really", "..." and "n/a": nothing to build on. */
function isEmptyish(text: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const p = plain(text);
  if (EMPTY.has(p)) return true;
  const core = p
    .split(" ")
    .filter((w) => !FILLER.has(w))
    .join(" ");
  return core === "" || EMPTY.has(core);
}

/** "nothing", "no", "all good": an answer that says there is nothing to report. */
export function saysNothing(text: string): boolean {
  const p = plain(text);
  const core = p
    .split(" ")
    .filter((w) => !FILLER.has(w))
    .join(" ");
  return NOTHING.has(p) || NOTHING.has(core);
}

const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890"];

function keyboardRun(word: string): boolean {
  for (let i = 0; i + 4 <= word.length; i++) {
    const piece = word.slice(i, i + 4);
    if (KEYBOARD_ROWS.some((row) => row.includes(piece) || [...row].reverse().join("").includes(piece))) return true;
  }
  return false;
}

let lexicon: ((word: string) => boolean) | undefined;
/** True when wink's English lexicon knows the word. */
export function isEnglishWord(word: string): boolean {
  lexicon ??= (() => {
    const doc = nlp().readDoc("");
    return (w: string) => !doc.isOOV(w);
  })();
  return lexicon(word.toLowerCase());
}

/** A typed-at-random token: unknown to the lexicon and unpronounceable or mashed along a keyboard row. */
function isJunkWord(word: string): boolean {
  const w = word.toLowerCase().replace(/'/g, "");
  if (w.length < 3 || !/^\p{Script=Latin}+$/u.test(w) || isEnglishWord(w)) return false;
  if (keyboardRun(w)) return true;
  if (/(.)\1\1/.test(w)) return true;
  if (/^(\w{2,4})\1+/.test(w) && !/^(ha|he|hi|lo)+$/.test(w)) return true;
  const vowels = (w.match(/[aeiouyàáâäèéêëìíîïòóôöùúûü]/g) ?? []).length;
  if (vowels === 0 || vowels / w.length < 0.2) return true;
  return /[bcdfghjklmnpqrstvwxz]{5,}/.test(w);
}

function isGibberish(text: string): boolean {
  const list = words(text);
  if (list.length === 0) return false;
  const junk = list.filter(isJunkWord).length;
  return junk / list.length >= 0.5;
}

function isHostile(text: string): boolean {
  const p = plain(text);
  const list = words(p);
  if (data.hostilePhrases.some((phrase) => ` ${p} `.includes(` ${phrase} `))) return true;
  // Swearing with nothing else to say is aimed at us, not at the thing asked about.
  const content = list.filter(
    (w) => !HOSTILE_WORDS.has(w) && !/^(you|your|this|that|off|up|it|is|are|a|so|the|such|all|of|what)$/.test(w),
  );
  return list.some((w) => HOSTILE_WORDS.has(w)) && content.length === 0;
}

/** Swear words, which no follow-up repeats even inside an otherwise useful answer. */
export function isProfane(word: string): boolean {
  return PROFANITY.has(word.toLowerCase());
}

function isOffTopic(text: string): boolean {
  const p = plain(text);
  if (OFF_TOPIC.has(p)) return true;
  return OFF_TOPIC_PATTERNS.some((re) => re.test(text) || re.test(p));
}

/** Languages franc may name for a Latin-script answer: the ones respondents most often write in. */
const LATIN_LANGUAGES = ["eng", "spa", "fra", "deu", "ita", "por", "nld", "pol", "tur", "swe", "ron", "ces", "hun"];

/**
 * Another language: a non-Latin script, or words the English lexicon mostly does not know and that
 * franc places in another language. Short English answers ("Friendly staff") are mostly known words,
 * which is what keeps franc's guesses on them from counting.
 */
function isForeign(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (latin / letters.length < 0.5) return true;
  const list = words(plain(text)).filter((w) => w.length > 1);
  if (list.length === 0) return false;
  const hints = list.filter((w) => ENGLISH_HINTS.has(w)).length;
  if (hints / list.length >= 0.25) return false;
  const unknown = list.filter((w) => !isEnglishWord(w.replace(/'.*$/, ""))).length;
  // Letters English does not use ("ständig", "llegó", "était") lower the bar.
  const marked = list.some((w) => /[äöüßñçãõáíóúàèìòùâêîôûëïœ]/.test(w));
  if (unknown / list.length < (marked ? 0.3 : 0.5)) return false;
  const language = franc(text, { minLength: 3, only: LATIN_LANGUAGES });
  return language !== "eng" && language !== "und";
}

/** Classifies an answer; the checks run from the cheapest and surest to the least. */
export function screenAnswer(answer: string): AnswerKind {
  const text = answer.replace(/\s+/g, " ").trim();
  if (isEmptyish(text)) return "empty";
  if (isOffTopic(text)) return "off-topic";
  if (isHostile(text)) return "hostile";
  if (isGibberish(text)) return "gibberish";
  if (isForeign(text)) return "foreign";
  return "valid";
}
