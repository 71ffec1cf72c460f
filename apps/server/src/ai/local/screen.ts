import { franc } from "franc-min";
import { z } from "zod";
import lifelessNouns from "./data/lifeless.json" with { type: "json" };
import nounRelations from "./data/noun-relations.json" with { type: "json" };
import raw from "./data/screening.json" with { type: "json" };
import { DOMAINS } from "./domains.ts";
import { WORDS } from "./lexicon.ts";
import { nlp, squish, type TaggedToken, tagTexts } from "./nlp.ts";
import { BYSTANDERS, tagSentences } from "./phrases.ts";
import { findTopics, isSmallTalk, themesForQuestion } from "./themes.ts";
import { remembered, singleSpaced, wordSet } from "./util.ts";

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
  return (
    singleSpaced(
      text
        .toLowerCase()
        .replace(/[’‘`]/g, "'")
        .replace(/[^\p{L}\p{N}'/*\s.-]/gu, " ")
        .replace(/(^|\s)[.'/-]+|[.'/-]+(?=\s|$)/g, " "),
    )
      .trim()
      // "none of ur business", "u lot": text-speak read as the words it stands for.
      .replace(/(?<=^|\s)(ur|u|r)(?=\s|$)/g, (w) => ({ ur: "your", u: "you", r: "are" })[w] ?? w)
  );
}

function words(text: string): string[] {
  return text.match(/[\p{L}'*]+/gu) ?? [];
}

/** "not much tbh", "idk really", "..." and "n/a": nothing to build on. */
/** "idk", "...", "nothing really": nothing to read in the answer (remembered, for the analysis of every answer). */
export const saysNoAnswer: (text: string) => boolean = remembered((text) => isEmptyish(squish(text)));

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
  if (saysNoView(p)) return true;
  // "N/A - didn't stay", "none, not used it yet": not applicable, with the reason in a few words.
  const [head, ...rest] = text.split(/\s*[-–—,:;]\s+/);
  return (
    rest.length > 0 &&
    /^(n\/a|n\.a\.?|na|not applicable)$/.test(plain(head ?? "")) &&
    !/^(but|though|although|except)\b/i.test(rest[0] ?? "") &&
    rest.join(" ").split(" ").length <= 5
  );
}

/** Words about having something to say, and the small words around them. */
const VIEW_WORDS = wordSet(
  "i i'm i've me my it it's this that the a to at all of what else more much anything really honestly right now moment currently think thought thoughts know say said add remember recall comment comments opinion opinions idea ideas clue comes come sure same before above previous earlier again see like as",
);
const NEGATORS = wordSet("no not nothing none never can't cant cannot don't dont didn't didnt haven't havent nope nah");

/**
 * "no thoughts", "can't remember", "nothing to add really", "same as before": a few words that only
 * say there is no view, or point to an earlier answer, with nothing of the question in them.
 */
function saysNoView(p: string): boolean {
  // "nothing comes to mind", but "I don't mind" is a view.
  const list = words(p.replace(/\b(comes?|springs?) to mind\b/g, "comes"));
  // "not sure tbh, nothing comes to mind": filler ("tbh", "really") adds no words of a view.
  const said = list.filter((w) => !FILLER.has(w)).length;
  if (said === 0 || said > 6 || !list.every((w) => VIEW_WORDS.has(w) || NEGATORS.has(w) || FILLER.has(w))) return false;
  return list.some((w) => NEGATORS.has(w)) || /\b(same as|above|previous|earlier|said)\b/.test(p);
}

/** "nothing", "no", "all good": an answer that says there is nothing to report. */
export function saysNothing(text: string): boolean {
  const p = plain(text);
  if (NOTHING.has(p)) return true;
  // "can't think of anything tbh", "nothing to add x": a chat tail or a kiss after the answer.
  const untailed = p.replace(/(?:\s+(?:x+|ta|cheers|thx|tbh|lol|haha|really|honestly|mate|thanks))+$/, "");
  if (untailed !== p && NOTHING.has(untailed)) return true;
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
function englishLexicon(): (word: string) => boolean {
  lexicon ??= (() => {
    const doc = nlp().readDoc("");
    return (w: string) => !doc.isOOV(w);
  })();
  return lexicon;
}

/** True when wink's English lexicon knows the word. */
export function isEnglishWord(word: string): boolean {
  const known = englishLexicon();
  const w = word.toLowerCase();
  if (known(w)) return true;
  // "quieter", "friendliest", "bigger": a comparative of a known word the lexicon lists only plain.
  const stem = /^(\p{L}{3,}?)(?:er|est)$/u.exec(w)?.[1];
  if (!stem) return false;
  return [stem, `${stem}e`, stem.replace(/i$/, "y"), stem.replace(/(\p{L})\1$/u, "$1")].some(
    (s) =>
      s !== w &&
      known(s) &&
      (WORDS.get(s) !== undefined ||
        /^(quiet|calm|loud|warm|cold|cheap|clean|clear|fast|slow|soft|short|long|big|small|kind)$/.test(s)),
  );
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

function isGibberish(text: string, question = ""): boolean {
  // "😂😂🤣": no words to take up, so the question is put again rather than probed.
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  // "1234567": digits typed to a question that asks for no number.
  if (
    /^\s*\d{5,}\s*$/.test(text) &&
    !/\b(numbers?|codes?|phone|postcode|zip|id|reference|how many|how much|how long|when)\b/i.test(question)
  )
    return true;
  const list = words(text);
  if (list.length === 0) return false;
  // "asd asd asd": one unknown token typed again and again.
  if (list.length >= 3 && new Set(list.map((w) => w.toLowerCase())).size === 1 && !isEnglishWord(list[0] ?? ""))
    return true;
  // "cheap tbh": a chat tail is no junk word; only the rest is weighed.
  const weighed = list.filter((w) => !FILLER.has(w.toLowerCase()));
  const junk = weighed.filter(isJunkWord).length;
  if (weighed.length > 0 && junk / weighed.length >= 0.5) return true;
  // "ghfjdk sl;a": a mashed word and letters run through a semicolon or bracket.
  if (junk > 0 && /\p{L}[;[\]\\=]\p{L}/u.test(text)) return true;
  // "qwe rty uio", "sdf lkj": short pieces of keyboard mash, each too short to judge alone.
  return weighed.length >= 2 && weighed.every((w) => !isEnglishWord(w)) && isJunkWord(weighed.join(""));
}

/**
 * Real words with no sense ("kettle seventeen horizon pencil", "orange the of window"). Real text,
 * however clipped, links its words: a pronoun, an auxiliary, a verb inflected for its subject or
 * tense, a verb with its preposition or article. Without any of these, a string is salad when its
 * shape is one no answer takes: an article before a preposition or nothing, an ending on a word
 * that needs more after it ("very", "because"), four nouns in a row that are not all things a survey
 * asks about, or an adverb standing between two nouns ("window quickly elephant").
 */
function isWordSalad(text: string): boolean {
  if (/[,;:()/&+-]|\d|[.!?]\s*\S/.test(text)) return false;
  const tokens = tagSentences(text).filter((t) => /\p{L}/u.test(t.value));
  // "cheap tbh lol": a chat tail is typed by someone answering.
  if (tokens.length < 4 || !tokens.every((t) => isEnglishWord(t.value) && !CHAT_TAIL.test(t.value))) return false;
  const broken = tokens.some(
    (t, i) =>
      /^(a|an|the)$/i.test(t.value) &&
      (i === tokens.length - 1 ||
        /^(CCONJ|SCONJ|AUX)$/.test(tokens[i + 1]?.pos ?? "") ||
        /^(of|in|on|at|to|from|with|by|for|under|into)$/i.test(tokens[i + 1]?.value ?? "")),
  );
  if (broken) return true;
  const bare = (t: TaggedToken | undefined) => t?.pos === "VERB" && t.value.toLowerCase() === t.lemma;
  if (
    proposes(plain(text)) ||
    tokens.some(
      (t, i) =>
        /^(PRON|AUX|PART)$/.test(t.pos) ||
        (t.pos === "VERB" && (/^(ADP|DET)$/.test(tokens[i + 1]?.pos ?? "") || (!bare(t) && !/ing$/i.test(t.value)))),
    )
  )
    return false;
  if (/^(very|because|and|or|but|of|with|if|than|the|a|an)$/i.test(tokens.at(-1)?.value ?? "")) return true;
  const noun = (t: TaggedToken | undefined) => /^(NOUN|PROPN)$/.test(t?.pos ?? "");
  const between = tokens.some(
    (t, i) =>
      i > 0 &&
      t.pos === "ADV" &&
      /ly$/i.test(t.value) &&
      (noun(tokens[i - 1]) ||
        (/^(ADJ|NUM)$/.test(tokens[i - 1]?.pos ?? "") && !tokens.some((x) => /^(DET|ADP)$/.test(x.pos)))) &&
      // "the bikes barely work": a last bare verb is a verb when an article or preposition gives the grammar.
      (noun(tokens[i + 1]) ||
        (i + 2 === tokens.length && bare(tokens[i + 1]) && !tokens.some((x) => /^(DET|ADP)$/.test(x.pos)))),
  );
  if (between) return true;
  // "parking toilets wifi prices": a list of things any survey asks about is an answer.
  // "Offer evening collection times": a bare verb first is an imperative; "Forest school type stuff": a vague head closes a compound.
  if (bare(tokens[0]) || /^(stuff|things?|types?|kinds?|sorts?|bits?|ones?)$/i.test(tokens.at(-1)?.value ?? ""))
    return false;
  let run = 0;
  for (const t of tokens) {
    run = noun(t) || bare(t) ? run + 1 : 0;
    if (run >= 4 && tokens.length >= 5)
      return !tokens.filter((x) => noun(x)).every((x) => findTopics(x.value).length > 0);
  }
  return false;
}
const LIFELESS = new Set<string>(lifelessNouns.always);
/** Things whose usual sense is lifeless though a rarer one is a person ("calculator", "machine"). */
const MOSTLY_LIFELESS = new Set<string>(lifelessNouns.usually);
/** What only the living do: no teapot sings or marries, even in a figure of speech. */
const LIVING_VERBS = wordSet(
  "sing sings sang sung singing whisper whispers whispered whispering dream dreams dreamt dreamed dreaming " +
    "giggle giggles giggled giggling weep weeps wept weeping pray prays prayed praying gossip gossips gossiped " +
    "yawn yawns yawned yawning sneeze sneezes sneezed sneezing sulk sulks sulked sulking laugh laughs laughed " +
    "laughing marry marries married marrying kiss kisses kissed kissing hug hugs hugged hugging",
);
/** Attributes, thoughts, feelings and states ("patience", "opinion"). */
const ABSTRACT = new Set<string>(lifelessNouns.abstract);
/** Deeds no quality, thought or feeling does, even in a figure of speech: "patience sells", "the opinion rusted". */
const DEEDS = wordSet(
  "sell sells sold buy buys bought eat eats ate drink drinks drank rust rusts rusted whistle whistles whistled " +
    "butter butters buttered iron irons ironed knit knits knitted swim swims swam bake bakes baked fry fries fried",
);
/** Handling only solid things take: no one irons a Thursday or butters the horizon. */
const HANDLED =
  /\b(?:ironed|irons|buttered|butters|folded|folds|knitted|knits|peeled|peels|fried|fries|baked|bakes|stirred|sewed|sewn|polished|polishes|wrapped|licked|chewed|toasted)\s+(?:the |a |an |this |that |every |each )?([a-z]+)\b/gi;
const UNHANDLED =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|august|september|october|november|december|horizon|sky|moon|sun|wind|silence|rainbow|weather|yesterday|tomorrow)s?$/;
/** Said only to someone: no one apologises or whispers to a stapler. */
const SAID_TO =
  /\b(?:apologi[sz]ed|apologi[sz]es|apologi[sz]ing|whispered|whispers|sang|sings|confessed|confesses|proposed|gossiped)\s+to\s+(?:the|a|an|his|her|its|their|every)\s+([a-z]+)\b/gi;
/** "until it sang": a thing named before, doing what only the living do. */
const IT_LIVES =
  /\bit (?:sang|sings|whispered|whispers|giggled|giggles|wept|weeps|prayed|prays|married|marries|kissed|kisses|hugged|sneezed|yawned|sulked|gossiped)\b/i;

/** Only the living forget or wonder, but "the machine forgot my card" is said loosely of a rarer sense. */
const MINDFUL_VERBS = wordSet("forget forgets forgot forgotten forgetting wonder wonders wondered wondering");

/**
 * "the needle carpet whispered seven oranges", "because thursday sings": nonsense in a sentence's
 * shape, a lifeless thing doing what only the living do. "my phone forgot the wifi" is the
 * respondent's own thing, said loosely, so a thing someone owns is left alone.
 */
function lifelessDoing(text: string): boolean {
  const lower = text.toLowerCase();
  if (IT_LIVES.test(lower)) return true;
  if ([...lower.matchAll(HANDLED)].some((m) => UNHANDLED.test(m[1] ?? "") || ABSTRACT.has(m[1] ?? ""))) return true;
  if ([...lower.matchAll(SAID_TO)].some((m) => LIFELESS.has(m[1] ?? ""))) return true;
  // Most answers hold none of these verbs: tagging waits until one is there.
  if (!(lower.match(/[a-z]+/g) ?? []).some((w) => LIVING_VERBS.has(w) || MINDFUL_VERBS.has(w) || DEEDS.has(w)))
    return false;
  const tokens = tagSentences(text);
  let clause = 0;
  return tokens.some((t, i) => {
    if (/^(CCONJ|SCONJ|PUNCT)$/.test(t.pos) || /^[,.;:!?]$/.test(t.value)) clause = i + 1;
    const verb = t.value.toLowerCase();
    if ((!LIVING_VERBS.has(verb) && !MINDFUL_VERBS.has(verb) && !DEEDS.has(verb)) || i === clause) return false;
    // The clause's subject: the head of its first run of nouns, before the verb.
    let start = clause;
    while (start < i && !/^(NOUN|PROPN)$/.test(tokens[start]?.pos ?? "")) start++;
    if (start >= i) return false;
    let end = start;
    while (end + 1 < i && tokens[end + 1]?.pos === "NOUN") end++;
    // "the lifeguard's opinion": what is owned heads the subject.
    while (end + 2 < i && tokens[end + 1]?.value === "'s" && tokens[end + 2]?.pos === "NOUN") end += 2;
    // "because thursday sings": a day typed in lower case is no one's name; "Elephant calculator" opening
    // the answer is capitalised as its first word, not as a name, when a lower-case noun heads it.
    const named = (t: TaggedToken | undefined) => t?.pos === "PROPN" && /^\p{Lu}/u.test(t.value);
    if (named(tokens[end]) || (start === end && named(tokens[start]))) return false;
    const before = tokens.slice(clause, start);
    if (before.some((b) => /^(PRON|VERB|AUX)$/.test(b.pos) || /^(my|our|your|his|her|their)$/i.test(b.value)))
      return false;
    const subject = tokens[end]?.value.toLowerCase() ?? "";
    // "mum laughed at the price": a chrysanthemum in WordNet's first sense, a mother to anyone answering.
    if (BYSTANDERS.has(subject) || BYSTANDERS.has(tokens[end]?.lemma ?? "")) return false;
    const lifeless = (set: Set<string>) => set.has(subject) || (/s$/.test(subject) && set.has(subject.slice(0, -1)));
    // "quality sells itself": an idiom, said of anything.
    if (DEEDS.has(verb) && !LIVING_VERBS.has(verb))
      return lifeless(ABSTRACT) && !/^(itself|themselves|out)$/i.test(tokens[i + 1]?.value ?? "");
    return lifeless(LIFELESS) || (LIVING_VERBS.has(verb) && lifeless(MOSTLY_LIFELESS));
  });
}

/**
 * "river lamp elephant keyboard": four or more words with nothing to link them (no article,
 * preposition, pronoun, auxiliary, conjunction or inflected verb), nothing judged, nothing proposed,
 * and not a list of things any survey asks about. Too weak to turn an answer away, it is reason
 * enough not to quote it back.
 */
export function looksUnlinked(answer: string, question = ""): boolean {
  const text = squish(answer);
  if (/[,;:()/&+-]|\d|[.!?]\s*\S/.test(text) || proposes(plain(text))) return false;
  const tokens = tagSentences(text).filter((t) => /\p{L}/u.test(t.value));
  if (tokens.length < 4 || !tokens.every((t) => isEnglishWord(t.value) && !CHAT_TAIL.test(t.value))) return false;
  if (
    tokens.some(
      (t, i) =>
        /^(DET|ADP|PRON|AUX|PART|CCONJ|SCONJ)$/.test(t.pos) ||
        (t.pos === "VERB" && t.value.toLowerCase() !== t.lemma && !/ing$/i.test(t.value)) ||
        judging(t) ||
        // "Way too much jargon", "emails never arrive": degree and negation are grammar too.
        DEGREE.test(t.value) ||
        // "Things randomly stop working", "Search results take ten seconds": a verb after its adverb or its plural subject.
        (t.pos === "VERB" && (tokens[i - 1]?.pos === "ADV" || /[^s]s$/i.test(tokens[i - 1]?.value ?? ""))),
    )
  )
    return false;
  const first = tokens[0];
  if (first?.pos === "VERB" && first.value.toLowerCase() === first.lemma) return false;
  if (/^(stuff|things?|types?|kinds?|sorts?|bits?|ones?)$/i.test(tokens.at(-1)?.value ?? "")) return false;
  const things = tokens.filter((t) => /^(NOUN|PROPN)$/.test(t.pos));
  return !things.every((t) => findTopics(t.value).length > 0 || sharesWords(t.value, question, false));
}
const DEGREE =
  /^(too|very|so|way|much|many|more|less|never|not|no|fairly|quite|really|always|same|as|pretty|bit|rather|only|just|still|again)$/i;
const CHAT_TAIL = /^(tbh|lol|lmao|haha|imo|tho|ngl|mate|yeah|nah|um+|uh+|innit)$/i;

/** "the council is corrupt the council is corrupt the council is corrupt": one phrase said over and over. */
function repeated(list: string[]): boolean {
  // "more parking more parking more parking" is a demand said loudly; a whole clause repeated is chanted.
  for (let size = 3; size * 3 <= list.length; size++) {
    if (list.length % size !== 0) continue;
    const unit = list.slice(0, size).join(" ");
    if (list.every((w, i) => w === list[i % size]) && unit.includes(" ")) return true;
  }
  return false;
}

function isHostile(text: string, question: string): boolean {
  const p = plain(text);
  const list = words(p);
  // A complaint chanted rather than told is aimed at us; praise chanted ("good idea good idea") is still praise.
  if (repeated(list) && !list.some((w) => (WORDS.get(w) ?? 0) > 0)) return true;
  // "loved it!! ... my bowl came out wonky but who cares": a shrug beside praise is aimed at nobody.
  const shrug = (phrase: string) => phrase === "who cares" && list.some((w) => (WORDS.get(w) ?? 0) > 0);
  if (data.hostilePhrases.some((phrase) => ` ${p} `.includes(` ${phrase} `) && !shrug(phrase))) return true;
  // Swearing with nothing else to say is aimed at us, not at the thing asked about.
  const content = list.filter(
    (w) => !HOSTILE_WORDS.has(w) && !/^(you|your|this|that|off|up|it|is|are|a|so|the|such|all|of|what)$/.test(w),
  );
  if (list.some((w) => HOSTILE_WORDS.has(w)) && content.length === 0) return true;
  // "you people are idiots", "whoever built this should be fired, total morons": name-calling aimed at us.
  if (list.some((w) => INSULTS.has(w)) && /\b(you|your|all of you|whoever|company|team|people|this)\b/.test(p))
    return true;
  if (calledNames(p)) return true;
  // "Crooks. Absolute crooks.", "thieving scumbags": names called and nothing else said. "The builders
  // you sent were cowboys" names who is meant, so only the bare name-calling counts here.
  const called = (w: string) => INSULTS.has(w) || NAMES_CALLED.has(w);
  if (list.some(called) && list.every((w) => called(w) || HOSTILE_WORDS.has(w) || NAME_CALLING.has(w))) return true;
  // "this bot is useless", "dumb chatbot": scorn for the one asking; "the chatbot went round in circles" may be what was asked about.
  if (/\b(this|you|stupid|dumb) (chat)?bot\b/.test(p) && !/\b(chat)?bot\b/i.test(question)) return true;
  // "who even designs these rubbish surveys": scorn for the survey itself, when it is not what was asked about.
  // "your stupid questions": so is scorn for the questions themselves.
  return (
    /\b(surveys?|questionnaires?|your questions|these questions)\b|\byour \w+ questions\b/.test(p) &&
    !/\b(surveys?|questionnaires?)\b/i.test(question) &&
    list.some((w) => (WORDS.get(w) ?? 0) < 0 || HOSTILE_WORDS.has(w) || INSULTS.has(w))
  );
}

/** Names called that may also describe someone in a complaint ("the builders were cowboys"). */
const NAMES_CALLED = wordSet("crooks scumbags cowboys liars charlatans swindlers");

/** Words that go with a name called: "absolute crooks", "a bunch of thieving cowboys". */
const NAME_CALLING = wordSet(
  "a an the you lot of bunch load pack absolute absolutely total totally complete utter thieving lying bloody greedy useless",
);

/**
 * "you lot are a bunch of crooks", "you're nothing but cowboys": a label pinned on us in a frame that
 * only ever belittles, with nothing else said; a word the lexicon reads as praise gets through.
 */
function calledNames(p: string): boolean {
  const called =
    /^(you|you lot|you people|you guys|you all|your lot|your company|your staff)( are|'re)( all)? (a bunch of|a load of|a pack of|a gang of|nothing but)( \w+)? (\w+)$/.exec(
      p,
    );
  return called !== null && [called[5]?.trim(), called[6]].every((w) => (WORDS.get(w ?? "") ?? 0) <= 0);
}

/** Weather, pets, sport, errands: life around the answer, not something the owner can change. */
export function isChatterWord(word: string, question = ""): boolean {
  const w = word.toLowerCase();
  return CHATTER.has(w) && !(SERVED.has(w) && servesFood(question));
}

/** "What could the café improve?": a question about a place that serves food and drink. */
function servesFood(question: string): boolean {
  return words(plain(question)).some((w) => inSet(domainWords().serving, w));
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
  // "what time does Tesco shut on Sundays": the hours of some other named place.
  const elsewhere =
    /^(?:what time|when) (?:does|do|is|are) (\p{Lu}[\p{L}']+)(?: \p{Lu}[\p{L}']+)* (?:open|shut|close)/u.exec(
      text
        .replace(/^\p{Ll}/u, (c) => c.toUpperCase())
        .replace(/^What/, "what")
        .replace(/^When/, "when"),
    );
  if (elsewhere?.[1] && !sharesWords(elsewhere[1], question, false)) return true;
  // "Does anyone know if the Co-op on Mill Street is open on Sundays?": another place's hours, asked.
  const askedAbout =
    /\b(?:anyone|anybody|you) know (?:if|whether|when|what time) (?:the )?(\p{Lu}[\p{L}'-]*)[^?]*\b(?:open|shut|closed?)\b[^?]*\?/u.exec(
      text,
    );
  if (askedAbout?.[1] && !sharesWords(askedAbout[1], question, false)) return true;
  // "Do you know a good place to eat in Malaga?", "where can I buy a sim card": a favour asked of us, on nothing asked.
  if (ASKS_A_FAVOUR.test(text.trim()) && !sharesWords(text, question, false)) return true;
  // "Which phone should I buy for my grandma?": advice on buying asked of us, whatever it names.
  if (/^(which|what) (\w+ ){0,2}should (i|we) (buy|get|choose|pick|go for)\b/i.test(text.trim())) return true;
  return (
    isChatter(text, question) ||
    isStrayWord(text, question) ||
    isStrayStory(text, question) ||
    isAside(text, question) ||
    isOwnDay(text, question)
  );
}

const ASKS_A_FAVOUR =
  /^(?:also,? )?(?:(?:do|does) (?:you|anyone|anybody) know (?:a|an|any|of|where|how|who)\b|(?:can|could) (?:you|anyone) (?:recommend|suggest|tell me where)\b|(?:where|how) (?:can|could|do|should) (?:i|we) (?:buy|get|find|book)\b|any (?:recommendations|recommends|tips|suggestions) for\b)/i;

/** "Why did you sign up?": the respondent's own life is the answer. */
const ASKS_FOR_REASONS = /\b(why|what made you|reasons?)\b/i;

/**
 * Short asides about the respondent's tastes, plans and pastimes, each in the shape such talk takes:
 * a liking for pets, sport or a team ("I prefer cats to dogs", "I support Arsenal"); a favourite band
 * or film; learning a hobby; a relative's news with nothing else named; a question of its own.
 */
// "I prefer cats to dogs", "Love a beer on a Sunday": a liking for everyday life; "I support Arsenal": a team.
const TASTE =
  /^(?:[Ii] |[Ww]e )?(?:really |just |do |absolutely |kind of )?(?:(?:like|love|prefer|adore)s? (?:(?:a|an|some)\s+)?([\p{L}']+)|support (\p{Lu}[\p{L}']*)$)/u;
/** "My favourite band is Radiohead": a favourite of a kind no business is asked about. */
const FAVOURITE =
  /\bmy (all[- ]time )?favou?rite (band|singer|song|team|film|movie|food|fruit|snack|drink|animal|sport|meal|dish|city|country)\b|\b(is|are) (so |totally |massively )?(overrated|underrated)\b/;
/** "I've started learning to knit", "planning to learn Spanish": a hobby of one's own. */
const PASTIME =
  /^(i'?ve|i have|we'?ve|we have) (just |recently |finally )?(started|taken up|begun) (learning|to learn)\b|\b(planning|thinking|hoping) (to|of|about) (learn|learning|take up|taking up)\b(?!.*\b(here|again|back|another|more)\b)/;

function isAside(text: string, question: string): boolean {
  const p = plain(text);
  const list = words(p);
  if (list.length < 2 || list.length > 14 || ASKS_FOR_REASONS.test(question)) return false;
  // "I love dogs so the dog-friendly rooms were perfect": a liking said alone, in a few words, is the whole answer.
  const liked = TASTE.exec(
    text
      .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())
      .replace(/[.!]+$/, "")
      .trim(),
  );
  const taste =
    liked !== null &&
    list.length <= 7 &&
    !/,|\b(and|but|so|because|which)\b/.test(p) &&
    (liked[2] !== undefined || CHATTER.has(liked[1] ?? ""));
  // "my favourite was the paella": a favourite there, not a kind of thing.
  const favourite = FAVOURITE.test(p) && !/\b(the|this|that|these|those|your|our)\b/.test(p);
  // "My son asks to go back every weekend": their news is of the place.
  const told = PASTIME.test(p) || (relativesNews(text) && !toldOfTheService(text));
  const question_ = asksItsOwn(text, p);
  if (!taste && !favourite && !told && !question_) return false;
  // "Love the slide, going again next week": the thing asked about or one of its parts ties it back.
  if (
    sharesWords(text, question, false) ||
    (/\b(it|its|it's|they|them|their|you|your|here|there)\b/.test(p) && !question_)
  )
    return false;
  // A team or a favourite stands apart whatever it names; other asides name nothing any customer talks about ("Love a beer" at a pub).
  // The team one supports is no aside to a question about sport or a pub.
  if (taste && liked?.[2] !== undefined)
    return !words(plain(question)).some((w) => CHATTER.has(w) || /^sports?$/.test(w));
  return favourite || !namesAnAspect(text, question);
}

/**
 * "My grandson turned six yesterday", "my brother supports Spurs": a relative and what happened to
 * them, told with a name, a number or a date and nothing else named. "My son cried" tells of the visit.
 */
function relativesNews(text: string): boolean {
  // Most answers open otherwise: tagging waits for "my" or "our" and a relative.
  const opening = /^(my|our) ([\p{L}']+)/iu.exec(text);
  if (
    !opening ||
    (!BYSTANDERS.has((opening[2] ?? "").toLowerCase().replace(/s$/, "")) &&
      !BYSTANDERS.has((opening[2] ?? "").toLowerCase()))
  )
    return false;
  const tokens = tagSentences(text);
  const [first, second] = tokens;
  if (!first || !second || !/^(my|our)$/i.test(first.value) || !BYSTANDERS.has(second.lemma)) return false;
  if (!tokens.some((t) => /^(VERB|AUX)$/.test(t.pos))) return false;
  const rest = tokens.slice(2);
  // "My kids were bored": how they found it is about the visit.
  if (
    rest.some((t) => /^(ADJ|ADV)$/.test(t.pos) && (WORDS.get(t.lemma) ?? WORDS.get(t.value.toLowerCase()) ?? 0) !== 0)
  )
    return false;
  return (
    rest.some((t) => t.pos === "PROPN" || /^\p{Lu}/u.test(t.value) || t.pos === "NUM" || EMPTY_NOUNS.has(t.lemma)) &&
    rest.every((t) => t.pos !== "NOUN" || BYSTANDERS.has(t.lemma) || EMPTY_NOUNS.has(t.lemma) || /^\d/.test(t.value))
  );
}

/** "Is it lunchtime yet?", "how old are you?": a question about the one asking or the time of day, not the thing asked about. */
function asksItsOwn(text: string, p: string): boolean {
  if (!/\?\s*$/.test(text) || words(p).some((w) => (WORDS.get(w) ?? 0) !== 0)) return false;
  if (
    /^(how old are you|are you (a|an|real|human|married|single)|what's your (name|favourite)|do you (like|prefer|watch|play|support))\b/.test(
      p,
    )
  )
    return true;
  // "Is it lunchtime yet?" waits for a time; "Is it open on Sundays?" asks about the place.
  return /^is it (\w+ ){1,2}yet$/.test(p.replace(/\?+$/, "").trim());
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
  // "clay" to a pottery class: a word the question's own nouns are known to relate to.
  return ![...stems(word)].some((s) => askedStems.has(s)) && !sharesWords(text, question, false);
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
function chatterCounts(tokens: TaggedToken[], people = false): { chatter: number; other: number } {
  // With nothing of the question in the answer, "my sister", "my cousin" are the story's subject too.
  const everyday = (t: TaggedToken) =>
    CHATTER.has(t.value.toLowerCase()) || CHATTER.has(t.lemma) || (people && BYSTANDERS.has(t.lemma));
  let chatter = 0;
  let other = 0;
  let compound = false;
  tokens.forEach((t, i) => {
    if (t.pos !== "NOUN") return;
    // "my son's team", "my daughter's class": a child is often who uses the service, and what is theirs is the thing.
    if (
      /^(son|daughter|kid|child|children)$/.test(t.lemma) &&
      /^'s$/i.test(tokens[i + 1]?.value ?? "") &&
      tokens[i + 2]?.pos === "NOUN"
    )
      return;
    // "a baking competition", "the football club": an everyday word before the noun makes it chatter too.
    const modifier = tokens[i - 1];
    compound ||= everyday(t) || (modifier?.pos === "ADJ" && everyday(modifier));
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
  return { chatter, other };
}

/** "Smells of wet dog now", "Needs a new coat of paint": a verb with no subject before it says what the thing does. */
function opensOnItsVerb(text: string): boolean {
  const [first] = tagSentences(text);
  // "Looks like rain today": a verb of seeming says nothing of what the thing does.
  return (
    first?.pos === "VERB" &&
    /s$/i.test(first.value) &&
    first.value.toLowerCase() !== first.lemma &&
    !/^(look|seem|feel|sound)$/.test(first.lemma)
  );
}

/**
 * Set pieces pasted or told whole: a joke set up and answered ("Why did the scarecrow...? Because..."),
 * a "did you know" fact, a recipe's step with its measures ("Mix two cups of flour...").
 */
/** A question answered at once with a punchline: "Why don't skeletons fight? They don't have the guts." */
const RIDDLE =
  /^(why|what|how|who|where|when)\b[^?]{6,}\?\s*(a|an|because|to|they|it's|he|she|his|her|their)\b[^?]{1,60}$/i;

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
  if (proposes(p)) return false;
  // "oat milk" to a café: what a place that serves food and drink may serve is no chatter there.
  // "cling film": a word closing a compound written as one ("clingfilm") is part of another thing.
  const everyday = (w: string, i = -1) => isChatterWord(w, question) && !(`${list[i - 1]}${w}` in NOUN_RELATIONS);
  // "the weather's been awful": the word before its "'s".
  if (!joke && !list.some((w, i) => everyday(w, i) || everyday(w.replace(/'s$/, ""), i))) return false;
  const asked = stems(question);
  if ([...stems(p)].some((s) => asked.has(s))) return false;
  // "my dog" to a dog groomer: an everyday word the question itself uses, however short.
  const askedWords = new Set(words(plain(question)));
  if (list.some((w) => everyday(w) && askedWords.has(w))) return false;
  if (joke) return true;
  const tokens = tagTexts([text])[0] ?? [];
  // "cheap for a big dog", "great with my kids": a judgement opening the answer is of the thing asked about.
  if (tokens[0]?.pos === "ADJ" && /^(for|with|compared|considering|given)$/i.test(tokens[1]?.value ?? "")) return false;
  const { chatter, other } = chatterCounts(tokens);
  if (other > 0 && chatter <= other) return false;
  // "He came out at 2am in a storm": "he" or "she" with no one named before is the person asked about.
  // "they squeezed us in": "they" with no one named before is the business.
  // "it drops out every night": "it" opening the answer is the thing asked about, unless it is the weather's.
  const weatherIt = /^it('s| is| was| has)?( been)?( so| really)? (rain|pour|snow|drizzl|grey|sunny|windy|chucking)/i;
  if (
    judgesTheThing(text) ||
    opensOnItsVerb(text) ||
    /^(he|she|they)\b/i.test(text) ||
    (/^it\b/i.test(text) && !weatherIt.test(text)) ||
    toldOfTheService(text)
  )
    return false;
  // "Weather was awful on the day, but they came wrapped really well": the turn judges the thing asked about.
  const turn = /\b(?:but|though|although|however)\s+(?:they|it|he|she)\b(.*)$/i.exec(text)?.[1] ?? "";
  if (tagSentences(turn).some((t) => /^(ADJ|ADV)$/.test(t.pos) && judging(t))) return false;
  // "the dog next door barked all night at the hotel": an answer about the stay mentions where.
  // "Money is tight this year", "the recipes were good": a reason or a judgement answers the question.
  // "my dog could teach it better": the thing asked about, compared.
  if (/\b(it|this|that|them) (better|worse)\b/.test(p)) return false;
  // "The vet was brilliant with our cat": someone or something not of everyday life, judged.
  if (
    tokens.some((t, i) => {
      if (t.pos !== "NOUN" || everyday(t.value.toLowerCase()) || everyday(t.lemma) || BYSTANDERS.has(t.lemma))
        return false;
      if (!/^(is|was|are|were)$/i.test(tokens[i + 1]?.value ?? "")) return false;
      const said = tokens[i + 2]?.pos === "ADV" ? tokens[i + 3] : tokens[i + 2];
      return said?.pos === "ADJ" && judging(said);
    })
  )
    return false;
  // "way too busy": a judgement of the thing, unless everyday life is what is judged ("taxes are far too high").
  const tooAt = p.search(/\btoo (?!much\b|many\b)[a-z]+/);
  if (
    tooAt >= 0 &&
    !words(p.slice(0, tooAt)).some((w) => isChatterWord(w, question) || isChatterWord(w.replace(/s$/, ""), question))
  )
    return false;
  return !/\b(staff|service|room|price|prices|money|cost|costs|afford|budget|app|course|class|order|food|menu|team|driver|parcel|package|delivery|delivered|booking|appointment|ticket|tickets|checkout|website|product|item|table|teacher|nurse|doctor|it was|(was|were|is|are|got) (too|very|so|great|good|bad|fine|ok|lovely|nice|tight|expensive|repetitive|boring))\b/.test(
    p,
  );
}

const NOUN_RELATIONS = nounRelations as Record<string, string>;

/** "walk" and "walker", "deliver" and "delivery": one word's family, by its start. */
function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (short.length >= 4 && long.startsWith(short)) || (short.length >= 5 && long.startsWith(short.slice(0, 5)));
}

/** Verbs any question uses to ask: sharing them ties nothing to the question. */
const ASKING_VERBS = wordSet("think do be have make go get find say rate tell know want could would should");

let domainVocabularies: Array<Set<string>> | undefined;
/** The words of the domains a question names ("bakery" names the restaurant domain): its places, things and keywords. */
function questionDomainWords(lemmas: string[]): Set<string> {
  domainVocabularies ??= DOMAINS.map(
    (d) => new Set([...Object.keys(d.keywords), ...d.entities].flatMap((k) => k.toLowerCase().split(" "))),
  );
  const out = new Set<string>();
  for (const vocabulary of domainVocabularies)
    if (lemmas.some((l) => vocabulary.has(l))) for (const w of vocabulary) if (w.length > 3) out.add(w);
  return out;
}

/**
 * Whether a word of the answer ties it to the question: one of the question's family or of its
 * domain, a noun WordNet relates to one of the question's; or, with `judgements`, an aspect any
 * survey asks about or a judging word ("creaky", "loved").
 */
function sharesWords(text: string, question: string, judgements = true): boolean {
  const asked = tagSentences(question)
    .filter((t) => /^(NOUN|PROPN|VERB|ADJ)$/.test(t.pos) && !ASKING_VERBS.has(t.lemma) && t.lemma.length >= 3)
    .map((t) => t.lemma.toLowerCase());
  const related = new Set(asked.flatMap((l) => (NOUN_RELATIONS[l] ?? "").split(" ")).filter(Boolean));
  const domain = questionDomainWords(asked);
  const tokens = tagSentences(text);
  const askedPeople = asked.some((l) => BYSTANDERS.has(l));
  for (const t of tokens) {
    const l = t.lemma.toLowerCase();
    // "My daughter made friends" to a question about a kids' club.
    if (askedPeople && BYSTANDERS.has(l)) return true;
    if (!/^(NOUN|PROPN|VERB|ADJ)$/.test(t.pos) || l.length < 3 || EMPTY_NOUNS.has(l) || FUNCTION_WORDS.has(l)) continue;
    if (asked.some((a) => sameFamily(a, l))) return true;
    if (domain.has(l) || [...related].some((r) => sameFamily(r, l))) return true;
    if ((NOUN_RELATIONS[l] ?? "").split(" ").some((r) => asked.some((a) => sameFamily(a, r)))) return true;
    if (judgements && /^(ADJ|VERB)$/.test(t.pos) && (WORDS.get(l) ?? 0) !== 0) return true;
  }
  if (!judgements) return false;
  return namesAnAspect(text, question);
}

/** "the queue at the door", "toilets": an aspect any survey of its kind asks about. */
function namesAnAspect(text: string, question: string): boolean {
  // "she was a chelsea fan anyway": "anyway" marks a request ignored ("did it anyway"), never a thing named.
  return findTopics(text, themesForQuestion(question)).some(
    (m) => m.named && !EMPTY_NOUNS.has(m.term ?? "") && m.term !== "anyway" && !isSmallTalk(m.theme),
  );
}

/**
 * Whether the answer speaks of the thing asked about without naming it: a judgement of it, a rating
 * to open ("Fine, left with a neighbour"), "you", a pronoun with nothing before it to stand for ("It kept
 * crashing"), or how the respondent felt ("I was nervous").
 */
function pointsAtTheThing(text: string): boolean {
  if (judgesTheThing(text)) return true;
  const tokens = tagSentences(text);
  const [opening, ...rest] = text.split(/[,.;:!-]\s*/);
  if (rest.length > 0 && opening && !opening.includes(" ") && /^(ADJ|INTJ)$/.test(tokens[0]?.pos ?? "")) return true;
  let named = false;
  // "my nan ... and she lived to 94": once a relative is named, "she" is the relative.
  let relative = false;
  for (const t of tokens) {
    const w = t.value.toLowerCase();
    if (/^(you|your|yours|here)$/.test(w)) return true;
    if (/^(it|its)$/.test(w) && !named) return true;
    if (/^(they|them|their|he|she|him|his|her)$/.test(w) && !named && !relative) return true;
    if (/^(NOUN|PROPN)$/.test(t.pos) && !BYSTANDERS.has(t.lemma)) named = true;
    if (BYSTANDERS.has(t.lemma)) relative = true;
  }
  // "I was nervous": how the respondent felt is their answer.
  return tokens.some(
    (t, i) =>
      /^(i|we)$/i.test(t.value) &&
      /^('m|am|was|were|felt|feel|'re|are)$/i.test(tokens[i + 1]?.value ?? "") &&
      (tokens[i + 2]?.pos === "ADJ" || (tokens[i + 2]?.pos === "ADV" && tokens[i + 3]?.pos === "ADJ")),
  );
}

/** Whether anything in an answer ties it to the question: a shared or related word, or the thing itself spoken of. */
export function speaksToQuestion(text: string, question: string): boolean {
  return sharesWords(text, question) || pointsAtTheThing(text);
}

const ROLES = wordSet(
  "driver stylist artist engineer florist photographer groomer coach host barber physio staff guide technician instructor tutor teacher trainer nurse doctor manager tuner cleaner fitter installer builder gardener courier chef waiter waitress therapist dentist receptionist volunteer leader conductor presenter speaker caller befriender",
);
/** A question about a person who served them: their name may open a real answer. */
function asksOfSomeone(question: string): boolean {
  return words(plain(question)).some((w) => ROLES.has(w) || ROLES.has(w.replace(/s$/, "")));
}

/** Only an answer in English can be judged by its English words; numbers, plurals and "nan" are English too. */
function mostlyEnglish(list: string[]): boolean {
  const english = list.filter(
    (w) => isEnglishWord(w) || /^\d/.test(w) || BYSTANDERS.has(w) || (/s$/.test(w) && isEnglishWord(w.slice(0, -1))),
  );
  return english.length >= list.length * 0.8;
}

/**
 * A story about something else: nothing in it touches the question, and it asks a question of its
 * own ("Did anyone see the final episode?"), gives instructions ("Brown the onions, add garlic and
 * simmer..."), tells of the respondent's people or everyday life ("My sister just got engaged"),
 * or of a name with the respondent nowhere in it ("Liverpool were robbed on Saturday").
 */
function isStrayStory(text: string, question: string): boolean {
  const list = words(plain(text));
  if (list.length < 5 || !mostlyEnglish(list)) return false;
  if (isHostile(text, question) || proposes(plain(text))) return false;
  // "What do you get if you cross a sheep and a kangaroo? A woolly jumper.": its "you" is no one
  // here, and "Why was the book sad?" judges nothing asked about.
  // "why did the librarian slip? because she was in the non-friction section haha": laughed at, it is a joke whatever it names.
  if (RIDDLE.test(text)) return /\b(ha(ha)+|lol|lmao)\W*$/i.test(text) || !sharesWords(text, question, false);
  const tokens = tagTexts([text])[0] ?? [];
  const { chatter, other } = chatterCounts(tokens, true);
  // A name as the subject ("Liverpool were robbed"), not a capitalised word opening a fragment ("Local veg").
  // "Dave was a legend" to "How helpful was our technician?": the person asked about, by name.
  const named =
    !(asksOfSomeone(question) && !isEnglishWord(tokens[0]?.value.toLowerCase() ?? "")) &&
    tokens[0]?.pos === "PROPN" &&
    !BYSTANDERS.has(tokens[0].lemma) &&
    /^(AUX|VERB)$/.test(tokens[1]?.pos ?? "") &&
    !list.some((w) => /^(i|i'm|i've|me|my|we|we're|our|us|you|your)$/.test(w));
  // Asking other people, or telling what one does while answering, is never said to us: only the
  // question's own words tie it back, not an aspect any business has ("open on sundays").
  // "just made a lasagne for tea": the respondent's own meal, unless the form is about food or cooking.
  const ownMeal =
    OWN_MEAL.test(text) && !servesFood(question) && !/\b(cook|bak|recipe|kitchen|food|meal)/i.test(question);
  if (ASKS_OTHERS.test(text) || WHILE_ANSWERING.test(text) || ownMeal)
    return !sharesWords(text, question, false) && !pointsAtTheThing(text);
  // "too many stairs for my mum": how much of a thing there was is said of the place, whoever it was hard for.
  const measured =
    /^((there|it) (were|was|are|is|has) |(way|far|just|a bit|bit) )?(too many|too much|too few|too little|not enough|nowhere near enough) [a-z]+/.test(
      plain(text),
    );
  // "I watched a great film about sharks last night": the respondent's own evening, not what was asked.
  if (
    /^(?:i|we) (?:just )?(?:watched|saw|read|binged|finished) (?:a|an|the|this) (?:\w+ )?(?:film|movie|documentary|series|box set|book)\b/i.test(
      text.trim(),
    ) &&
    !/\b(film|films|movie|movies|cinema|documentary|series|book|books|show|shows|screen|reading)\b/i.test(question)
  )
    return true;
  // "my sister just had twins, so excited": the respondent's own life, however warmly told, judges nothing asked.
  const everyday = new Set(
    tokens
      .filter((t) => t.pos === "NOUN" && (CHATTER.has(t.lemma) || CHATTER.has(t.value.toLowerCase())))
      .map((t) => t.lemma),
  ).size;
  // A story has a verb; "carpet moon seventeen whistle orange" is a word list, read as one.
  const told = tokens.some((t) => /^(VERB|AUX)$/.test(t.pos));
  const ownLife =
    (told && everyday >= 2 && everyday >= other && !/\b(would|could|should|suit|suits|clash|clashes)\b/i.test(text)) ||
    lifeEvent(text);
  // "Colin is a legend, he remembers what my mum reads" to a question about the staff: the one asked about, by name.
  if (asksOfSomeone(question) && tokens[0]?.pos === "PROPN" && /^(AUX|VERB)$/.test(tokens[1]?.pos ?? "")) return false;
  const relatives = relativesStory(tokens);
  const story =
    text.includes("?") ||
    ((chatter > other || ownLife || named || relatives || instructions(text) >= 2) &&
      !toldOfTheService(text) &&
      !measured);
  // The ties are looked for only when the answer reads like a story: most answers do not.
  // A relative's or the respondent's own story judges its own events ("funniest week of my life").
  return story && !sharesWords(text, question, !ownLife && !relatives) && !pointsAtTheThing(text);
}

/**
 * "my cousin got bitten by a goose", "my girlfriend dumped me": a relative's past, told as a story.
 * A child is often who used the service ("My son finally passed grade 3 piano!"), so is left out.
 */
function relativesStory(tokens: TaggedToken[]): boolean {
  const [my, who, ...rest] = tokens;
  if (!/^(my|our)$/i.test(my?.value ?? "") || !BYSTANDERS.has(who?.lemma ?? "")) return false;
  if (/^(son|daughter|kid|child|children|grandson|granddaughter|grandchildren|grandkids)$/.test(who?.lemma ?? ""))
    return false;
  const verb = rest.slice(0, 2).find((t) => /^(VERB|AUX)$/.test(t.pos));
  // "My husband loved the hot stone class": a relative judging what they used is an answer.
  if (verb && judging(verb)) return false;
  return verb !== undefined && (verb.value.toLowerCase() !== verb.lemma || /^used$/i.test(verb.value));
}

/** "my sister just had twins", "my daughter's starting secondary school": a relative's news of their own life. */
function lifeEvent(text: string): boolean {
  const news =
    /^(?:my|our) ([\p{L}]+)(?:'s| is| has| just| finally| only)* (?:had (?:a baby|twins|triplets)|got (?:engaged|married|a new job|into)|(?:is )?(?:starting|started|starts) (?:\w+ )?(?:school|uni|university|college|nursery|a new job)|(?:is )?(?:moving|moved) (?:house|out|abroad|to)|passed (?:his|her|their) (?:driving )?test|turned \d+)\b/iu.exec(
      plain(text),
    );
  return news?.[1] !== undefined && BYSTANDERS.has(news[1].toLowerCase());
}

/**
 * The respondent's own day told instead of an answer ("My phone screen cracked yesterday, need a new
 * one", "Just finished my tax return, what a relief", "Off to my mum's for Sunday lunch"): told of
 * themselves ("I", "my", their people, or a verb opening with the "I" left out), with nothing that
 * ties it to the question (no word of its family or domain, no aspect any survey asks about, the
 * place not spoken to or of) and nothing judged that can only be the thing asked about: "it" or
 * "they" with nothing named before, a time or a day had ("a great time"), a judgement opening it.
 */
function isOwnDay(text: string, question: string): boolean {
  const p = plain(text);
  const list = words(p);
  if (list.length < 5 || !mostlyEnglish(list)) return false;
  if (proposes(p) || /\b(you|your|yours|here|there|staff|service|visit|visited|stay|stayed)\b/.test(p)) return false;
  const tokens = tagSentences(text);
  // Told of the respondent's own day, or anchored in it: what they are doing, have just done or will do.
  const own = tokens.some((t) => /^(i|i'm|i've|i'd|me|my|mine)$/i.test(t.value) || BYSTANDERS.has(t.lemma));
  if (!OWN_DAY_OPENING.test(p) && !(own && OWN_DAY.test(p))) return false;
  let named = false;
  for (const [i, t] of tokens.entries()) {
    // "it was fun", "they were late": the thing asked about, when nothing was named before.
    if (/^(it|its|it's|they|them|their|this|that)$/i.test(t.value) && !named) return false;
    if (/^(NOUN|PROPN)$/.test(t.pos) && !BYSTANDERS.has(t.lemma) && !EMPTY_NOUNS.has(t.lemma)) named = true;
    // "had a great time", "a long day": the visit itself judged.
    if (EMPTY_NOUNS.has(t.lemma) && /^(ADJ)$/.test(tokens[i - 1]?.pos ?? "") && judging(tokens[i - 1])) return false;
  }
  if (!named) return false;
  if (/^(ADJ|INTJ)$/.test(tokens[0]?.pos ?? "") && judging(tokens[0])) return false;
  // An aspect named by a noun ties it back; "pick up my prescription", "my screen cracked" name only events.
  const aspectNamed = findTopics(text, themesForQuestion(question)).some(
    (m) => m.named && !EMPTY_NOUNS.has(m.term ?? "") && tokens.some((t) => t.offset === m.at && t.pos === "NOUN"),
  );
  return !judgesTheThing(text) && !sharesWords(text, question, false) && !aspectNamed;
}
/** "Just finished...", "Been trying...", "Off to...": the respondent's day, the "I" left out. */
const OWN_DAY_OPENING =
  /^(went (to|up to|down to) \S+ (last|this|on|at)\b|just (finished|got|had|been|back|started|seen|watched|made)|been (trying|stuck|up|out|busy|working|doing|reading|watching)|off to|(i )?(need|have|got) to (remember|go|get|pick|buy|ring|call|sort|finish|do))\b/;
/**
 * "...later", "...tonight", "yesterday", "all afternoon", "I've been reading": a time in the
 * respondent's own day, or what they have been doing, rather than the visit or the service asked about.
 */
const OWN_DAY =
  /\b(later (on|today)?$|later and|tonight|yesterday|last (weekend|night)|this (morning|afternoon|evening)|all (morning|afternoon|evening)|(i'?ve|i have) been (\w+ing)|(need|have|got) to (remember|get|pick|buy|finish))\b/;
const judging = (t: TaggedToken | undefined) =>
  (WORDS.get(t?.lemma ?? "") ?? 0) !== 0 || (WORDS.get(t?.value.toLowerCase() ?? "") ?? 0) !== 0;

/** "nothing really, maybe oat milk": something proposed for the place, however everyday the thing. */
function proposes(p: string): boolean {
  // "more puppy sessions on weekends", "text me when it's ready": a wish or a request made of the place.
  if (/^(more|less|fewer|longer|shorter|cheaper|bigger|extra|better)\s/.test(p)) return true;
  if (
    /^(please |pls )?(text|call|ring|email|phone|message|tell|let|remind|update|notify|warn|show|give|send) (me|us)\b/.test(
      p,
    )
  )
    return true;
  if (suggestsByAsking(p)) return true;
  // "if you did a horror themed one for halloween": a condition on what we do is a suggestion.
  if (/^(if|when) (you|u) (did|had|made|ran|offered|opened|added|put on|brought|started|do|had)\b/.test(p)) return true;
  return /\b(maybe|perhaps|please|pls|would be (nice|good|great)|(should|could) (you |we |they )?(have|add|do|sell|stock|offer))\b/.test(
    p,
  );
}

/**
 * "Could you run a summer camp?", "Could the app show the platform earlier?", "Why not open on
 * Sundays?", "Any chance of a loyalty card?": a change asked of the place, put as a question. Asking
 * for something for oneself ("Could you send me a code?"), for leave ("Can I bring my dog?") or for
 * a fact ("Is there wifi?") is not; nor is a question to talk ("Can you believe...").
 */
export function suggestsByAsking(p: string): boolean {
  if (
    /^(why not|why don'?t you|any chance (of|you)|how about|have you (thought|considered)|would it be possible|(could|can) we (please |maybe |also )?(have|get|book|reserve|order|pay|pick|borrow|use|bring|park|choose|request|renew|see))\b/.test(
      p,
    )
  )
    return true;
  const asked =
    /^(could|can|would|will|couldn'?t|can'?t|wouldn'?t) (you|they|the [\w-]+|your [\w-]+|you guys) (please |maybe |just |also )?([\w']+)( (me|us|i)\b)?/.exec(
      p,
    );
  return (
    asked !== null &&
    asked[5] === undefined &&
    !/^(be|believe|imagine|guess|tell|help|recommend|remember|see|hear|say|explain|give|win|sing|write|let|please|not|do|know|think)$/.test(
      asked[4] ?? "",
    )
  );
}
/**
 * A change asked as a question, put as the proposal it is, so a follow-up takes it up as a wish:
 * "Could you run a summer camp?" -> "Maybe you could run a summer camp", "Any chance of a loyalty card?" -> "Maybe a
 * loyalty card", "Could the website show stock?" -> "Maybe the website could show stock". Anything
 * else comes back as it was.
 */
export function asProposal(text: string): string {
  const body = text.trim().replace(/[?!.\s]+$/, "");
  if (!suggestsByAsking(plain(body))) return text;
  const direct =
    /^(?:would it be possible to|could|can|would|will|couldn'?t|can'?t|wouldn'?t|why not|why don'?t|any chance)(?: you could| you guys| you)?(?: please| maybe| just| also)? (?!of\b)(.+)$/i.exec(
      body,
    );
  if (direct && !/^(the|your|they|we)\b/i.test(direct[1] ?? "")) return `Maybe you could ${direct[1]}`;
  // "could we reserve books online": a change the respondent asks to be allowed.
  const allowed = /^(?:could|can) we (?:please |maybe |also )?(.+)$/i.exec(body);
  if (allowed) return `Maybe let us ${allowed[1]}`;
  const maybe = /^(?:any chance of|how about|what about|have you (?:thought of|considered))\s+(.+)$/i.exec(body);
  if (maybe) return `Maybe ${maybe[1]}`;
  const other = /^(could|can|would|will) (the [\w-]+|your [\w-]+|they) (.+)$/i.exec(body);
  if (other) return `Maybe ${other[2]} ${other[1]?.toLowerCase()} ${other[3]}`;
  return text;
}

/** Everyday words that are also what a café, pub or restaurant serves. */
const SERVED = wordSet("milk beer recipe recipes baking groceries barbecue bbq");

/** "does anyone know if...", "whats the capital of...": a question of its own, typed without its "?". */
const ASKS_OTHERS =
  /\bif (?:anyone|anybody) (?:wants|fancies) to (?:sponsor|donate|join me|come with me)\b|^(?:(?:does|do|did|has|is|can) )?(?:anyone|anybody|any1|somebody|someone) (?:know|knows|seen|see|got|watch|watching|want)\b|^(?:what'?s|whats|who'?s|whos|who won|where'?s|wheres) (?:the|a|an|your|ur) (?!(?:point|problem|issue|reason|deal)\b)/i;
/** "just made a lasagne for tea", "cooked us a curry for dinner": a meal the respondent made. */
const OWN_MEAL =
  /\b(made|cooked|baked|making|cooking|baking) (myself |us |me )?(a|an|some|my|our) [\w-]+( [\w-]+)? for (tea|dinner|lunch|breakfast|supper)\b/i;
/** "watching the snooker while i fill this in": what the respondent is doing as they answer, not the answer. */
const WHILE_ANSWERING =
  /\b(?:while|as|whilst) (?:i'?m |i am |i )?(?:fill|filling|do|doing|answer|answering|type|typing) (?:this|these|the (?:survey|form|questions))\b/i;

const SERVICE_DONE =
  /\bthey (subbed|substituted|swapped|replaced|sent|delivered|forgot|charged|overcharged|cancelled|canceled|left|dropped|lost|damaged|refunded)\b|\bwithout asking\b|\b(i|we) asked for [^,.;!?]{2,30}\b(and|but) (got|was given|were given|they gave|received)\b/;

/**
 * What the place did with the respondent's thing or person, or the respondent's own use of it, told
 * as it happened: "Our dog came back thinner", "the driver carried it to the kitchen", "a fault that
 * wasn't mentioned", "squeezed us in", "two grades up since joining", "twelve years with them",
 * "I take my daughter on Tuesdays", "both my children go there", "I have a season ticket". With no
 * other trade, pastime or world event named, such a story is about the place asked about.
 */
function toldOfTheService(text: string): boolean {
  const p = plain(text);
  // "they subbed oat milk for regular milk without asking": what the business did with the order.
  if (SERVICE_DONE.test(p)) return true;
  // "a season ticket at Anfield", "went to Spain": somewhere else named.
  if (
    [...text.matchAll(/\b(?:to|in|at|from) (?:the |a )?(\p{Lu}[\p{L}']+)/gu)].some(
      (m) => !WEEKDAY.test((m[1] ?? "").toLowerCase()) && !/^(I|I'm|I've)$/.test(m[1] ?? ""),
    )
  )
    return false;
  // "since joining and he's calmer", "wouldnt take no": the event closes its clause ("since starting school" does not).
  const clause = text.toLowerCase().replace(/[’‘`]/g, "'");
  const event =
    SERVICE_EVENT.test(p) ||
    /\b(since (joining|starting|signing up|(i|we|he|she|they) (joined|started|signed up))|wouldn'?t (take no|leave|go away)|(years?|months?) with (them|you))(?=\s*([,.;:!?]|$|and\b|but\b|with (you|them|us)\b|here\b|there\b))/.test(
      clause,
    ) ||
    // "both my children go there", "I was there on Saturday": the place itself, told by whoever used it.
    [
      ...p.matchAll(/\b(i|we|(?:my|our) ([\w']+))( [\w']+){1,3} there\b(?! (is|are|was|were|will|has|have|had|'s)\b)/g),
    ].some((m) => m[2] === undefined || BYSTANDERS.has(m[2].replace(/s$/, ""))) ||
    // "I take my daughter on Tuesday evenings", "my wife goes every Friday": a habit of visiting, who and when.
    [...p.matchAll(/\b(?:i|we) (?:take|bring|send) (?:my|our) ([\w']+) (?:on|every|most) (\w+)/g)].some(
      (m) => BYSTANDERS.has((m[1] ?? "").replace(/s$/, "")) && WEEKDAY.test(m[2] ?? ""),
    ) ||
    [
      ...p.matchAll(
        /\b(i|we|(?:my|our) ([\w']+)) (?:go|goes|come|comes|book|books|stay|stays|order|orders) (?:on |every |most |each )(\w+)(?! to\b)/g,
      ),
    ].some(
      (m) =>
        (m[2] === undefined || BYSTANDERS.has(m[2].replace(/s$/, ""))) &&
        (WEEKDAY.test(m[3] ?? "") || SEASON.test(m[3] ?? "")),
    ) ||
    // "she was ready by 12", "asks to go back every weekend": the visit's own end, or wanting another.
    /\b(was|were) ready (by|at|in|within|when)\b|\bwhen (we|i) (collected|picked) (her|him|them|it)\b/.test(p) ||
    /\b(asks?|asking|begs?|begging|can'?t wait|wants?) to go back\b(?! to\b)/.test(p);
  // "The games at the start, my son talks about them all week": a thing named alone, then how it was taken to.
  const [fronted, ...after] = text.split(",");
  const tookToIt =
    after.length > 0 &&
    TOOK_TO_IT.test(plain(after.join(","))) &&
    tagSentences(fronted ?? "").every((t) => !/^(VERB|AUX|PRON)$/.test(t.pos));
  // "The games at the start of each session": a part of the place's every visit.
  const routine = [...p.matchAll(/\b(each|every) ([a-z]+)\b/g)].some(
    (m) => !EMPTY_NOUNS.has(m[2] ?? "") && !CHATTER.has(m[2] ?? "") && /^[a-z]{4,}$/.test(m[2] ?? ""),
  );
  if (!event && !routine && !tookToIt) return false;
  // "The garage changed my tyres", "the match": another trade, pastime or world event told of.
  // Only a thing named counts: "my kids train there" is no train.
  return !tagSentences(text).some(
    (t) => /^(NOUN|PROPN)$/.test(t.pos) && (WORLD.has(t.value.toLowerCase()) || WORLD.has(t.lemma)),
  );
}
const WEEKDAY = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend)s?$/;
const SEASON =
  /^(week|month|year|term|summer|winter|spring|autumn|christmas|easter|holiday|holidays|birthday|anniversary)s?$/;
/** Things done by a place for a customer, and use of it, in the words a story tells them. */
const SERVICE_EVENT =
  /\b(came|comes|come|coming) (back|home|out)\b(?! from (?!the\b|your\b|our\b))|\b(arrived|turned up|delivered|substituted|carried|fitted|installed|squeezed (us|me|him|her|them) in|fitted (us|me|him|her|them) in|(wasn'?t|weren'?t|was not|never|not) (mentioned|told|explained)|(didn'?t|never) (mention|tell|ask for|asked for)|((talked|pushed|pressured|upsold) (me|us|him|her|them) into|got (talked|pushed|pressured) into)|sold (me|us|him|her)|(went|go|goes|been) in (to|for|with)|(my|our|a) season ticket|(renew|renewing|renewed) (my|our)|(went|go|came|come) (with (my|our) [\w']+|for (my|our|his|her|a) [\w']+('s)? ([\w']+ )?(birthday|anniversary|party|treat|celebration))|(we|i) ordered for|job done|first time every time|did (our|my) [\w']+|(got|get|were|was|been|being) (turned down|rejected|refused|approved|accepted)|(coming|going) (on|every|each) (mon|tues|wednes|thurs|fri|satur|sun)days?( (nights?|evenings?|mornings?|afternoons?))?|(gave|gives|give) (me|us) a reason|(gets?|got|getting) (me|us) out of the house)\b/;
/** "my son talks about them all week", "she can't wait to go back": how those who used it took to it. */
const TOOK_TO_IT =
  /\b((talks?|talking|talked|raves?|raving|raved) about (it|them)|won'?t stop talking about (it|them)|(can'?t wait|asks?|asking|begs?|begging) to go (back|again)|looks? forward to (it|them))\b/;
/** Trades, pastimes and world events: a story of these is of life elsewhere, whatever it tells. */
const WORLD = wordSet(
  "garage mechanic plumber electrician builder dentist doctor gp vet engineer boiler mot tyre tyres train bus tube flight traffic motorway match football rugby cricket tennis snooker darts golf boxing league referee striker goal score election politics government taxes lottery netflix telly tv movie film episode weather rain storm snow milk groceries beer pub barbecue bbq horoscope",
);

/** "Whisk three eggs..., then fold in the flour": verbs in their bare form opening the answer or a clause. */
function instructions(text: string): number {
  return tagSentences(text).filter(
    (t, i, all) =>
      t.pos === "VERB" &&
      t.value.toLowerCase() === t.lemma &&
      (i === 0 || /^(,|;|and|then)$/i.test(all[i - 1]?.value ?? "")),
  ).length;
}

/**
 * "Did they change the recipe?", "I love that", "the party there was brilliant": the answer asks
 * about the people asked about, judges what it names, or judges the place itself, whatever
 * everyday words come with it.
 */
function judgesTheThing(text: string): boolean {
  if (/^(did|do|does|have|has|are|were|is|was|will|can) (they|you)\b/i.test(text)) return true;
  // "Jade did a cracking job": work done, judged however it is worded.
  if (/\b(did|does|do|done|doing) (a|an|such a) ([\w-]+ ){0,2}job\b/i.test(text)) return true;
  const tokens = tagSentences(text);
  const judging = (t: TaggedToken | undefined) =>
    (WORDS.get(t?.lemma ?? "") ?? 0) !== 0 || (WORDS.get(t?.value.toLowerCase() ?? "") ?? 0) !== 0;
  return tokens.some((t, i) => {
    // "I love that", "we really hated it".
    const verb = tokens[i + 1]?.pos === "ADV" ? tokens[i + 2] : tokens[i + 1];
    if (
      /^(i|we)$/i.test(t.value) &&
      verb?.pos === "VERB" &&
      (judging(verb) || /^(like|dislike|prefer)$/.test(verb.lemma))
    )
      return true;
    // "the party there was brilliant", "the coffee here is great".
    if (!/^(there|here)$/i.test(t.value) || tokens[i - 1]?.pos !== "NOUN") return false;
    if (!/^(is|was|are|were)$/i.test(tokens[i + 1]?.value ?? "")) return false;
    const said = tokens[i + 2]?.pos === "ADV" ? tokens[i + 3] : tokens[i + 2];
    return said?.pos === "ADJ" && judging(said);
  });
}

/** Languages franc may name for a Latin-script answer: the ones respondents most often write in. */
const LATIN_LANGUAGES = ["eng", "spa", "fra", "deu", "ita", "por", "nld", "pol", "tur", "swe", "ron", "ces", "hun"];

/** "Which game...?", "Where did you hear about us?": a question whose answer may be a name alone. */
const ASKS_FOR_A_NAME =
  /^\s*(which|who|where|how did you (first )?hear)\b|^\s*what\s+(\w+\s+){0,2}(of\s+)?(games?|apps?|sites?|websites?|brands?|shops?|stores?|films?|books?|shows?|plays?|musicals?|bands?|artists?|authors?|names?|ones?|products?|tools?)\b/i;

/**
 * Another language: a non-Latin script, or words the English lexicon mostly does not know and that
 * franc places in another language. Short English answers ("Friendly staff") are mostly known words,
 * which is what keeps franc's guesses on them from counting.
 */
function isForeign(text: string, question: string): boolean {
  const asksName = ASKS_FOR_A_NAME.test(question);
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (latin / letters.length < 0.5) return true;
  // "Keep Jess!": a capitalised word after the first is a name, in any language ("a Capricorn" is not).
  const names = new Set(
    [...text.matchAll(/(?<=(\p{L}+)[,;:]?\s+)\p{Lu}\p{Ll}+/gu)]
      .filter((m) => !/^(a|an|the)$/i.test(m[1] ?? "") && !isEnglishWord(m[0]))
      .map((m) => m[0].toLowerCase()),
  );
  // "cheap tbh": an English chat tail is neither English nor foreign evidence.
  const list = words(plain(text)).filter((w) => w.length > 1 && !names.has(w) && !FILLER.has(w));
  if (list.length === 0) return false;
  const hints = list.filter((w) => ENGLISH_HINTS.has(w)).length;
  if (hints / list.length >= 0.25) return false;
  // "didn't", "I'm": English contractions are known words whole or before the apostrophe.
  // "Bunkers": a plural of a known word is English too.
  const unknown = list.filter(
    (w) =>
      !isEnglishWord(w) &&
      !isEnglishWord(w.replace(/'.*$/, "")) &&
      !isEnglishWord(w.replace(/s$/, "")) &&
      !isEnglishCompound(w),
  ).length;
  // Letters English does not use ("ständig", "llegó", "nhưng") lower the bar.
  const marked = list.some((w) => /[^a-z'*]/.test(w));
  const share = unknown / list.length;
  if (share < (marked ? 0.3 : 0.5)) return false;
  // A sentence of words English mostly does not know is another language, whichever one it is.
  if (list.length >= 4 && share >= 0.6) return true;
  // "Les Mis", "Le Chat Noir" to "which show...?": a title, every word capitalised, in any language.
  if (asksName && list.length <= 4 && (text.match(/\p{L}+/gu) ?? []).every((w) => /^\p{Lu}/u.test(w))) return false;
  // "Molto bene": a short answer made of another language's common words.
  const common = (set: Set<string>) => list.filter((w) => set.has(w)).length;
  if (list.length <= 3 && Object.values(FOREIGN_WORDS).some((set) => common(set) >= Math.min(2, list.length)))
    return true;
  // "Instagram", "Codenames, easily" to a question asking which one: a word or two English does not
  // know, none another language's common word, is the name asked for.
  if (
    asksName &&
    !marked &&
    list.length <= 3 &&
    unknown <= 2 &&
    // "I'm a Capricorn" says something of the one answering; a name stands alone or with a word.
    words(plain(text)).length - unknown <= 1 &&
    !Object.values(FOREIGN_WORDS).some((set) => common(set) > 0)
  )
    return false;
  const language = franc(text, { minLength: 3, only: LATIN_LANGUAGES });
  return language !== "eng" && language !== "und";
}

/** "audiobooks", "playdates": two English words written as one. */
function isEnglishCompound(word: string): boolean {
  const w = word.replace(/s$/, "");
  for (let i = 3; i <= w.length - 3; i++) if (isEnglishWord(w.slice(0, i)) && isEnglishWord(w.slice(i))) return true;
  return false;
}

/** Common words of the languages respondents most often switch to; none is also a common English word. */
const FOREIGN_WORDS: Record<string, Set<string>> = {
  spa: wordSet(
    "el los las es pero muy y que hay del por para con una está estaba fue demasiado mucho nada gracias bien bueno buena hola",
  ),
  fra: wordSet(
    "le les est et mais très c'est trop je pas du des une était avec pour sur il elle ce merci bien bon bonne bonjour",
  ),
  deu: wordSet(
    "das der die und ist war aber zu nicht sehr ich es ein eine mit für auf sind waren danke hallo mein meine mir mich hat habe haben hatte wir uns auch noch schon gut",
  ),
  ita: wordSet("il è ma molto non che per gli della una era sono troppo anche bene grazie ciao buono buona bello"),
  por: wordSet("o é mas muito não uma um que para com foi está são nos obrigado obrigada tudo bom boa"),
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
  // On a sentence, franc over every language it knows vetoes a neighbour ("Osoblje je bilo..." is not French).
  const guess = franc(text, { minLength: 3, only: LATIN_LANGUAGES });
  // franc is unsure on a few words ("Molto bene, grazie mille"): the language's own words decide then.
  const guessHits = list.filter((w) => FOREIGN_WORDS[guess]?.has(w)).length;
  const any = list.length >= 5 ? franc(text, { minLength: 3 }) : "und";
  // "Mein Nachbar hat mir davon erzählt": two of a language's own words outweigh franc's other guess.
  if (any !== "und" && !FOREIGN_WORDS[any] && !(guessHits >= 2 && guessHits >= bestHits)) return "";
  if (bestHits > guessHits && (bestHits >= 2 || list.length <= 4)) return best;
  // franc names the nearest language it knows ("Osoblje je bilo..." as French): only its own words confirm it.
  if (guessHits > 0) return guess;
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

/**
 * What no reading of English can score or theme: keyboard mash, or a real answer in another language
 * (four words at least: "Better wetsuits" is English the lexicon half knows). Cheaper than the whole
 * screen, for the analysis of every answer, which asks twice per answer (for its themes, then its
 * sentiment).
 */
export const isUnreadable: (text: string) => boolean = remembered((text) => {
  // Mostly words of English: neither mash nor another language, and no need for the slower checks.
  const list = words(text);
  if (list.length > 0 && list.filter((w) => isEnglishWord(w)).length >= list.length * 0.7) return false;
  return isGibberish(text) || (list.length >= 4 && (isForeign(text, "") || hasForeignGrammar(text)));
});

const hostileTo = remembered((key) => {
  const [question = "", text = ""] = key.split("\u0000");
  return isHostile(squish(text), question);
});

/** Abuse aimed at us or the survey, for the analysis: it counts as a complaint whatever its words. */
export function isAbuse(text: string, question = ""): boolean {
  return hostileTo(`${question}\u0000${text}`);
}

/** Classifies an answer; the checks run from the cheapest and surest to the least. */
export function screenAnswer(answer: string, question = ""): AnswerKind {
  const text = squish(answer);
  if (isEmptyish(text)) return "empty";
  if (isOffTopic(text, question)) return "off-topic";
  if (isHostile(text, question)) return "hostile";
  if (isGibberish(text, question) || isWordSalad(text) || lifelessDoing(text)) return "gibberish";
  if (isForeign(text, question) || hasForeignGrammar(text)) return "foreign";
  return "valid";
}
