import { franc } from "franc-min";
import { z } from "zod";
import raw from "./data/screening.json" with { type: "json" };
import { DOMAINS } from "./domains.ts";
import { nlp, type TaggedToken, tagTexts } from "./nlp.ts";
import { findTopics } from "./themes.ts";
import { singleSpaced, wordSet } from "./util.ts";

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
  testWords: listSchema,
  testFiller: listSchema,
  insults: listSchema,
  chatterWords: listSchema,
});
const data = screeningSchema.parse(raw);

const EMPTY = new Set(data.emptyAnswers);
const NOTHING = new Set(data.nothingAnswers);
const LONGEST_NOTHING = Math.max(...data.nothingAnswers.map((n) => n.length));
const FILLER = new Set(data.fillerWords);
const HOSTILE_WORDS = new Set(data.hostileWords);
const PROFANITY = new Set(data.profanity);
const OFF_TOPIC = new Set(data.offTopicAnswers);
const OFF_TOPIC_PATTERNS = data.offTopicPatterns.map((p) => new RegExp(p, "i"));
const ENGLISH_HINTS = new Set(data.englishHints);
const TEST_WORDS = new Set(data.testWords);
const TEST_FILLER = new Set(data.testFiller);
const INSULTS = new Set(data.insults);
const CHATTER = new Set(data.chatterWords);

/** Lower case, curly quotes straightened, punctuation and emoji gone, single spaces. */
function plain(text: string): string {
  return singleSpaced(
    text
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .replace(/[^\p{L}\p{N}'/*\s.-]/gu, " ")
      .replace(/(^|\s)[.'/-]+|[.'/-]+(?=\s|$)/g, " "),
  ).trim();
}

function words(text: string): string[] {
  return text.match(/[\p{L}'*]+/gu) ?? [];
}

/** "not much tbh", "idk really", "..." and "n/a": nothing to build on. */
function isEmptyish(text: string): boolean {
  // "...", "?": nothing typed; emoji alone are read as gibberish below.
  if (!/[\p{L}\p{N}]/u.test(text)) return !/\p{Extended_Pictographic}/u.test(text);
  const p = plain(text);
  if (EMPTY.has(p)) return true;
  const core = p
    .split(" ")
    .filter((w) => !FILLER.has(w))
    .join(" ");
  if (core === "" || EMPTY.has(core)) return true;
  // "N/A - didn't stay", "none, not used it yet": not applicable, with the reason in a few words.
  const [head, ...rest] = text.split(/\s*[-–—,:;]\s+/);
  return (
    rest.length > 0 &&
    /^(n\/a|n\.a\.?|na|not applicable)$/.test(plain(head ?? "")) &&
    !/^(but|though|although|except)\b/i.test(rest[0] ?? "") &&
    rest.join(" ").split(" ").length <= 5
  );
}

/** "nothing", "no", "all good": an answer that says there is nothing to report. */
export function saysNothing(text: string): boolean {
  const p = plain(text);
  if (NOTHING.has(p)) return true;
  let core = "";
  // Word by word without splitting the whole answer: most stop after a few words.
  for (let from = 0; from <= p.length; ) {
    const space = p.indexOf(" ", from);
    const to = space < 0 ? p.length : space;
    const w = p.slice(from, to);
    from = to + 1;
    if (FILLER.has(w)) continue;
    core = core ? `${core} ${w}` : w;
    // Longer than any "nothing" answer.
    if (core.length > LONGEST_NOTHING) return false;
  }
  return NOTHING.has(core);
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
  // "😂😂🤣": no words to take up, so the question is put again rather than probed.
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const list = words(text);
  if (list.length === 0) return false;
  // "asd asd asd": one unknown token typed again and again.
  if (list.length >= 3 && new Set(list.map((w) => w.toLowerCase())).size === 1 && !isEnglishWord(list[0] ?? ""))
    return true;
  const junk = list.filter(isJunkWord).length;
  if (junk / list.length >= 0.5) return true;
  // "qwe rty uio", "sdf lkj": short pieces of keyboard mash, each too short to judge alone.
  return list.length >= 2 && list.every((w) => !isEnglishWord(w)) && isJunkWord(list.join(""));
}

function isHostile(text: string): boolean {
  const p = plain(text);
  const list = words(p);
  if (data.hostilePhrases.some((phrase) => ` ${p} `.includes(` ${phrase} `))) return true;
  // Swearing with nothing else to say is aimed at us, not at the thing asked about.
  const content = list.filter(
    (w) => !HOSTILE_WORDS.has(w) && !/^(you|your|this|that|off|up|it|is|are|a|so|the|such|all|of|what)$/.test(w),
  );
  if (list.some((w) => HOSTILE_WORDS.has(w)) && content.length === 0) return true;
  // "you people are idiots", "whoever built this should be fired, total morons": name-calling aimed at us.
  return list.some((w) => INSULTS.has(w)) && /\b(you|your|all of you|whoever|company|team|people|this)\b/.test(p);
}

/** Weather, pets, sport, errands: life around the answer, not something the owner can change. */
export function isChatterWord(word: string): boolean {
  return CHATTER.has(word.toLowerCase());
}

/** Swear words, which no follow-up repeats even inside an otherwise useful answer. */
export function isProfane(word: string): boolean {
  return PROFANITY.has(word.toLowerCase());
}

/** "haha just testing this", "testing testing 123": trying the form out, with nothing about the question. */
function isTrial(p: string): boolean {
  const list = words(p);
  return list.some((w) => TEST_WORDS.has(w)) && list.every((w) => TEST_WORDS.has(w) || TEST_FILLER.has(w));
}

function isOffTopic(text: string, question: string): boolean {
  const p = plain(text);
  if (OFF_TOPIC.has(p) || isTrial(p)) return true;
  if (OFF_TOPIC_PATTERNS.some((re) => re.test(text) || re.test(p))) return true;
  return isChatter(text, question) || isStrayWord(text, question);
}

/** Domains whose places serve food and drink, where "beer" or "pineapple" may well be the answer. */
const SERVING = new Set(["restaurant", "hotel", "event", "celebration", "attraction", "market"]);

let vocabulary: { all: Set<string>; serving: Set<string> } | undefined;
/** Every word a survey of a known domain is about (its places, things and keywords), and those of places that serve food. */
function domainWords(): { all: Set<string>; serving: Set<string> } {
  vocabulary ??= (() => {
    const all = new Set<string>();
    const serving = new Set<string>();
    // "willingness to pay": the words of a phrase, but not its "to".
    for (const d of DOMAINS)
      for (const k of [...Object.keys(d.keywords), ...d.entities])
        for (const w of k
          .toLowerCase()
          .split(" ")
          .filter((w, _, phrase) => phrase.length === 1 || w.length > 3)) {
          all.add(w);
          if (SERVING.has(d.id)) serving.add(w);
        }
    return { all, serving };
  })();
  return vocabulary;
}

function inSet(set: Set<string>, word: string): boolean {
  return set.has(word) || set.has(word.replace(/e?s$/, ""));
}

/**
 * "pineapple" to a question about a tutor: one noun that shares nothing with the question and names
 * no aspect any survey asks about, under a question whose domain is known and serves no food.
 */
function isStrayWord(text: string, question: string): boolean {
  const tokens = (tagTexts([text])[0] ?? []).filter((t) => /\p{L}/u.test(t.value));
  const [only] = tokens;
  if (tokens.length !== 1 || !only || only.pos !== "NOUN" || !isEnglishWord(only.value)) return false;
  const { all, serving } = domainWords();
  const asked = words(plain(question));
  if (!asked.some((w) => inSet(all, w)) || asked.some((w) => inSet(serving, w))) return false;
  const word = only.value.toLowerCase();
  if (inSet(all, word) || inSet(all, only.lemma) || findTopics(word).length > 0) return false;
  const askedStems = stems(question);
  return ![...stems(word)].some((s) => askedStems.has(s));
}

/** Words any question and any chatter share: "what", "would", "about" tie nothing to the question. */
const FUNCTION_WORDS = wordSet(
  "what when where which while who whom whose why with would could should about after again also anyone anybody been before being does doing from have having here into just last like made make more most much only other over same some such than that their them then there these they this those very were will your yours",
);

/** Content-word stems longer than three letters, so "delivered" meets "delivery". */
function stems(text: string): Set<string> {
  return new Set(
    words(plain(text))
      .filter((w) => w.length > 3 && !FUNCTION_WORDS.has(w))
      .map((w) => w.slice(0, 5)),
  );
}

/** Nouns that say nothing about what was asked: when, where, who, how much. */
const EMPTY_NOUNS = wordSet(
  "day days today tonight tomorrow yesterday morning afternoon evening night week weekend month year minute minutes hour hours time summer winter spring autumn monday tuesday wednesday thursday friday saturday sunday lot lots thing things one ones anyone everyone someone people guy guys bit way end street road town city friend neighbour neighbor partner wife husband family mum mom dad kid child son daughter sister brother mate flatmate roommate boss colleague",
);

/**
 * "Did anyone see the match? The whole pub went mad": what the answer names is mostly everyday
 * life. "The rain turned the field to mud" names a field, which may well be the one asked about.
 * Only the last noun of a compound counts ("banana bread recipe" is a recipe); names are left out.
 */
function namesMostlyChatter(text: string): boolean {
  const tokens = tagTexts([text])[0] ?? [];
  const everyday = (t: TaggedToken) => CHATTER.has(t.value.toLowerCase()) || CHATTER.has(t.lemma);
  let chatter = 0;
  let other = 0;
  let compound = false;
  tokens.forEach((t, i) => {
    if (t.pos !== "NOUN") return;
    compound ||= everyday(t);
    if (tokens[i + 1]?.pos === "NOUN") return;
    // "were a surprise": what the subject is said to be, not another thing.
    const predicate = /^(a|an)$/i.test(tokens[i - 1]?.value ?? "") && tokens[i - 2]?.pos === "AUX";
    // "my cat", "our dog", "my daughter's birthday party": the respondent's own life weighs double.
    let start = i;
    while (start > 0 && /^(NOUN|PROPN|PART)$/.test(tokens[start - 1]?.pos ?? "")) start--;
    if (compound) chatter += /^(my|our)$/i.test(tokens[start - 1]?.value ?? "") ? 2 : 1;
    else if (!predicate && !EMPTY_NOUNS.has(t.lemma) && !/^\d/.test(t.value)) other++;
    compound = false;
  });
  return other === 0 || chatter > other;
}

/**
 * Set pieces pasted or told whole: a joke set up and answered ("Why did the scarecrow...? Because..."),
 * a "did you know" fact, a recipe's step with its measures ("Mix two cups of flour...").
 */
const JOKE =
  /^(knock,? knock\b|did you know\b|(preheat|mix|stir|whisk|chop|bake|simmer)\b[^.?!]*\b(\d+|a|one|two|three|half a) (cups?|tbsp|tsp|teaspoons?|tablespoons?|grams|pinch)\b|(why did (the|a|an)|what do you call (a|an)|what's the difference between|what did (the|one) \w+ say)\b[^?]*\?\s*\S)/i;

/**
 * "my plumber still hasn't shown up", "did anyone watch the match last night?": everyday chatter
 * (weather, pets, sport, errands) that shares no word with the question and judges nothing in it.
 */
function isChatter(text: string, question: string): boolean {
  const p = plain(text);
  const list = words(p);
  const joke = JOKE.test(text);
  if (!joke && !list.some((w) => CHATTER.has(w))) return false;
  const asked = stems(question);
  if ([...stems(p)].some((s) => asked.has(s))) return false;
  if (joke) return true;
  if (!namesMostlyChatter(text)) return false;
  // "the dog next door barked all night at the hotel": an answer about the stay mentions where.
  // "Money is tight this year", "the recipes were good": a reason or a judgement answers the question.
  return !/\b(staff|service|room|price|prices|money|cost|costs|afford|budget|app|course|class|order|food|menu|team|driver|parcel|package|delivery|delivered|booking|appointment|ticket|tickets|checkout|website|product|item|table|teacher|nurse|doctor|it was|(was|were|is|are|got) (too|very|so|great|good|bad|fine|ok|lovely|nice|tight|expensive|repetitive|boring))\b/.test(
    p,
  );
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
  // "didn't", "I'm": English contractions are known words whole or before the apostrophe.
  const unknown = list.filter((w) => !isEnglishWord(w) && !isEnglishWord(w.replace(/'.*$/, ""))).length;
  // Letters English does not use ("ständig", "llegó", "était") lower the bar.
  const marked = list.some((w) => /[äöüßñçãõáíóúàèìòùâêîôûëïœ]/.test(w));
  if (unknown / list.length < (marked ? 0.3 : 0.5)) return false;
  const language = franc(text, { minLength: 3, only: LATIN_LANGUAGES });
  return language !== "eng" && language !== "und";
}

/** Common words of the languages respondents most often switch to; none is also a common English word. */
const FOREIGN_WORDS: Record<string, Set<string>> = {
  spa: wordSet("el los las es pero muy y que hay del por para con una está estaba fue demasiado mucho nada"),
  fra: wordSet("le les est et mais très c'est trop je pas du des une était avec pour sur il elle ce"),
  deu: wordSet("das der die und ist war aber zu nicht sehr ich es ein eine mit für auf sind waren"),
  ita: wordSet("il è ma molto non che per gli della una era sono troppo anche bene grazie"),
  por: wordSet("o é mas muito não uma um que para com foi está são nos obrigado obrigada tudo"),
  nld: wordSet("het de een maar niet zeer heel te veel is was en ik voor met zijn goed"),
  pol: wordSet("nie jest był była było się że ale bardzo na za jak dobrze dziękuję"),
};

/** The language of a foreign answer ("spa", "fra"...), or "" when it is English or unknown. */
export function answerLanguage(text: string): string {
  const list = words(plain(text));
  let best = "";
  let bestHits = 0;
  for (const [code, set] of Object.entries(FOREIGN_WORDS)) {
    const hits = list.filter((w) => set.has(w)).length;
    if (hits > bestHits) {
      best = code;
      bestHits = hits;
    }
  }
  const guess = franc(text, { minLength: 3, only: LATIN_LANGUAGES });
  // franc is unsure on a few words ("Molto bene, grazie mille"): the language's own words decide then.
  const guessHits = list.filter((w) => FOREIGN_WORDS[guess]?.has(w)).length;
  if (bestHits > guessHits && (bestHits >= 2 || list.length <= 4)) return best;
  if (guess !== "eng" && guess !== "und" && FOREIGN_WORDS[guess]) return guess;
  return bestHits >= 2 ? best : "";
}

/** "Das Museum war toll, aber zu voll": two or more function words of one other language, and few English ones. */
function hasForeignGrammar(text: string): boolean {
  const list = words(plain(text));
  if (list.length < 3) return false;
  const english = list.filter((w) => ENGLISH_HINTS.has(w)).length;
  return Object.values(FOREIGN_WORDS).some((set) => {
    const hits = list.filter((w) => set.has(w)).length;
    return hits >= 2 && hits > english && hits / list.length >= 0.25;
  });
}

/** Classifies an answer; the checks run from the cheapest and surest to the least. */
export function screenAnswer(answer: string, question = ""): AnswerKind {
  const text = answer.replace(/\s+/g, " ").trim();
  if (isEmptyish(text)) return "empty";
  if (isOffTopic(text, question)) return "off-topic";
  if (isHostile(text)) return "hostile";
  if (isGibberish(text)) return "gibberish";
  if (isForeign(text) || hasForeignGrammar(text)) return "foreign";
  return "valid";
}
