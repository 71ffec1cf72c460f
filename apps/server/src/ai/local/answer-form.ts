import { MODIFIERS } from "./lexicon.ts";
import { singleSpaced, wordSet } from "./util.ts";

/**
 * What form a survey answer takes, beside the words it uses: a question back, a suggestion, a
 * mild verdict ("it was ok") or a balanced mix of praise and complaint carries no overall polarity,
 * however a review-trained model leans on its words. Read after the lexicon and the model.
 */

/** One sentence or clause of an answer, lower case, split into words. */
function sentences(text: string): string[][] {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .split(/[.!;\n]+|\?+(?=\s|$)/)
    .map((s) => s.match(/[\p{L}\d]+(?:['-][\p{L}]+)*/gu) ?? [])
    .filter((w) => w.length > 0);
}

/**
 * Words that turn a request or a question into a complaint about what keeps happening: "answer
 * the phone for once", "can someone actually fix the showers?", "how about not cancelling?".
 */
const REPROACH =
  /\b(for|just) once\b|\bwould it (kill|hurt)\b|\bhow (hard|difficult) (is|can) it (be )?to\b|\b(someone|somebody|anyone|please|maybe) actually\b|^\s*how about not\b/i;

/** What any business is expected to do without being asked. */
const DUTIES =
  "answer|reply|respond|listen|read|check|train|tell|learn|turn up|show up|call back|ring back|phone back|return|communicate|bother|apologi[sz]e|explain|clean|knock|inform|stick";
/** What a wish adds rather than finds missing: "if the cafe was open on Sundays", "were available online". */
const EXTRAS = "open|available|offered|bigger|larger|longer|cheaper|more|less|a|an|also|able|possible|included|allowed";
/** The same duties done, in a wish about how things are: "if someone picked up the phone". */
const DUTIES_DONE =
  "answered|replied|responded|listened|checked|trained|learned|learnt|turned up|showed up|called|rang|phoned|returned|communicated|bothered|apologi[sz]ed|explained|cleaned|looked|knocked|updated|informed|picked up|knew";

/**
 * A suggestion that asks for what should already be so names a fault: "would be nice if the price
 * was on the board" (it is not), "if the glasses were actually clean", "maybe answer the phone?",
 * "perhaps read the file before the meeting next time?". A new thing asked for ("would be nice to
 * have a loyalty card", "maybe add a kids' menu") names none.
 */
const IMPLIED_FAULT = new RegExp(
  [
    // A wish about how things are: "if the price was on the board", "if staff actually knew".
    String.raw`\b(?:would|'d|could|might) (?:be (?:nice|good|great|helpful|handy|useful|ideal|lovely)|help)\b,? if (?!there\b|it\b)(?:[\w']+ ){1,3}(?:(?:was|were)(?! (?:${EXTRAS})\b)|actually|${DUTIES_DONE})\b`,
    String.raw`^\s*(?:maybe|perhaps|please|try|could you|would you)\b[^.!?]*\bactually\b`,
    // A duty done asked for, as a question back or "next time": "maybe answer the phone?".
    String.raw`(?:^|[.!?]\s+)(?:maybe|perhaps|how about you|try)\s+(?:just\s+)?(?:${DUTIES})\b[^.!?]*(?:\?|\bnext time\b)`,
    String.raw`(?:^|[.!?]\s+)(?:how about|what about)\s+(?:just\s+)?(?:${DUTIES})ing\b`,
    // ...or said to be due more often, or beside what came of it: "maybe wipe the tables between
    // customers", "maybe check the fence, he got out twice".
    String.raw`(?:^|[.!?]\s+)(?:maybe|perhaps)\s+(?:just\s+)?(?:${DUTIES}|wipe|fix|mend|repair|tidy|sweep|mop|empty|hoover)\b[^.!?]*(?:\b(?:between|more often|properly|regularly)\b|,\s*(?:he|she|it|they|we|i)\b)`,
    // What is owed, wished for: "a reply would be nice", "would be nice to be told when things change".
    String.raw`^\s*(?:a|an|some|any)?\s*(?:reply|replies|response|call back|apology|update|updates|answer|explanation|heads up|warning)\b[^.!?]*\b(?:would|'d) be (?:nice|good|great|appreciated|helpful)\b`,
    String.raw`\b(?:would|'d) be (?:nice|good|great|helpful) to (?:be|get) (?:told|informed|updated|warned|contacted|called back|kept informed|a reply|a response|an answer|an apology)\b`,
    // Asking to be told beforehand: "maybe tell people about the age limit before they sign up" (they were not).
    String.raw`^\s*(?:maybe|perhaps|please|could you|can you)\s+(?:just\s+)?(?:tell|warn|inform|let (?:people|us|customers|clients|members|me) know|give (?:people|us|customers|clients|members|me))\b[^.!?]*\bbefore\b`,
    // Asking the reason for what went wrong: "is there any reason the toilet was locked?".
    String.raw`\b(?:is there (?:a|any) (?:good )?reason|any reason why|how come)\b[^.!]*\?`,
  ].join("|"),
  "i",
);

/** A suggestion or question that reproaches: it reads as a complaint, not as no opinion. */
export function impliesFault(text: string): boolean {
  return IMPLIED_FAULT.test(text) || SPARED_ASK.test(text);
}

/** Every sentence asks something and none carries a strong opinion word. */
export function isQuestionForm(text: string, hits: Array<{ v: number }>): boolean {
  const trimmed = text.trim();
  if (!trimmed.endsWith("?") || (trimmed.match(/[\p{L}']+/gu) ?? []).length > 25) return false;
  if (REPROACH.test(trimmed) || IMPLIED_FAULT.test(trimmed)) return false;
  const parts = trimmed.split(/(?<=[.!?])\s+/).filter((p) => /\p{L}/u.test(p));
  if (!parts.every((p) => p.trim().endsWith("?"))) return false;
  // A question as a survey answer asks plainly ("Is breakfast included?"); a review's rhetorical
  // one rarely opens that way ("And $11 for bland guacamole?").
  if (!parts.every((p) => ASKING.test(p.trim()))) return false;
  return hits.every((h) => Math.abs(h.v) < STRONG);
}

const ASKING =
  /^(what|what's|whats|why|how|when|where|who|which|whose|is|are|was|were|can|could|do|does|did|will|would|should|shall|may|has|have|any|anyone|am)\b/i;

/** Valence from which a word is an opinion, not a hint ("slow", "rude", "nice" are; "busy" is not). */
const STRONG = 1.8;

/** Verbs that open a suggestion in the imperative: "Add a dark mode", "Put the dates first". */
const SUGGESTING_VERBS = wordSet(
  "add put let make give offer send extend open start publish share stock bring allow include provide consider introduce keep create reduce increase lower raise hire install rename enable simplify invest employ organise organize arrange replace swap expand get stop bring reopen remove explain",
);
/** Words that are verbs or nouns ("Support were quick", "Record all lectures"): a suggestion only before an object. */
const NOUN_VERBS = wordSet(
  "support display email post print record text list show change update plan set run hold turn switch schedule cap limit train upgrade build do fix",
);
const OBJECT_START = wordSet(
  "the a an more some me us it them your our all back up in out on off people every each less fewer extra",
);
/** Verbs that make a clause a statement, not a request: "Support were quick", "Faster than it was". */
export const FINITE_VERBS = wordSet(
  "is are was were been am 's has have had do does did got get gets made makes felt feel feels seemed seems looked looks",
);
/**
 * A burden spared, asked for: "maybe put prices on things so we don't have to ask" (now they do);
 * not a reason of one's own ("I go late so I don't have to queue").
 */
const SPARED_ASK = new RegExp(
  String.raw`^\s*(?:(?:please|maybe|perhaps|just)\s+)*(?:could you|can you|${[...SUGGESTING_VERBS].join("|")})\b[^.!?]*\bso(?: that)? (?:we|i|people|customers|you|everyone) (?:don't|do not|dont|wouldn't|would not|won't|will not) (?:have|need) to\b`,
  "i",
);
/** Comparatives that open a verbless request: "More parking", "Faster service", "Bigger tables for groups". */
export const REQUEST_STARTS = wordSet(
  "more less fewer faster quicker cheaper better bigger larger smaller longer shorter cleaner clearer easier simpler warmer cooler quieter friendlier lower higher extra earlier later nicer comfier cosier kinder happier brighter wider safer healthier tastier fresher hotter calmer politer smoother tidier roomier",
);
/** Words that may come before the imperative or the thing asked for: "please add", "maybe a warmer welcome". */
const SOFTENERS = wordSet("please maybe perhaps just possibly also and then ideally so a an some");
/** Phrases that make a clause a wish for something ("would be nice", "I'd like"). */
const WISH =
  /\b(would|could|might|'d) (be (nice|good|great|useful|handy|helpful|ideal|welcome|appreciated|a (nice|good|great) (idea|touch|addition))|help|really help|make (it|a|things|life) )|^(i'd|i would|we'd|we would|would) (like|love|prefer|appreciate|suggest)\b|^(how about|what about|why not|it'd be|could you|can you|could we|can we|could the|can the|you could|you should|they should|we should|it should|there should be|i suggest|i'd suggest|my suggestion|suggestion)\b|\b(option to|ability to|a way to)\b/;
/** Counterfactuals about the past are complaints: "should have been", "would have been better". */
const REGRET = /\b(should|could|would|might|'d) (have|of)\b|\b(should've|could've|would've)\b/;

/** A clause that asks for something rather than judging what was. */
export function isSuggestion(words: string[]): boolean {
  let i = 0;
  while (i < words.length - 1 && SOFTENERS.has(words[i] ?? "")) i++;
  const first = words[i] ?? "";
  const next = words[i + 1] ?? "";
  // "Hire skates were blunt": a verb-like word before a noun and a finite verb names the subject.
  const declarative = FINITE_VERBS.has(words[i + 2] ?? "") && !OBJECT_START.has(next);
  if (i + 1 < words.length && !FINITE_VERBS.has(next) && !declarative) {
    // "Keep up the good work", "Give it a try" and "Get lost" are not asks; "Stop moving the
    // classes" complains of what happens.
    if (SUGGESTING_VERBS.has(first))
      return (
        !(first === "keep" && /^(up|it|doing|going)$/.test(next)) &&
        first !== "get" &&
        !(first === "give" && next === "it") &&
        !(first === "stop" && next.length > 4 && next.endsWith("ing"))
      );
    if (NOUN_VERBS.has(first)) return OBJECT_START.has(next);
    // A verbless request names what was missing: "More water stations", "Bigger tables for groups".
    if (
      REQUEST_STARTS.has(first) &&
      !/^(than|or|of)$/.test(next) &&
      !words.some((w) => FINITE_VERBS.has(w) || w === "than")
    )
      return true;
  }
  const joined = words.slice(i).join(" ");
  return WISH.test(joined) && !REGRET.test(joined);
}

/** Survey answers that suggest or judge mildly are short; longer sentences are reviews with a verdict. */
const SHORT = 20;

/**
 * The answer only asks for things: every sentence is a suggestion, or names something wanted
 * without a verb of judgement, and no strong opinion word stands outside the asks.
 */
export function isSuggestionOnly(text: string, hits: Array<{ v: number }>): boolean {
  // Cheap checks first: most answers are neither short enough nor open like a suggestion.
  if (text.length > 160 || !MAY_SUGGEST.test(text)) return false;
  const parts = sentences(text);
  if (parts.length === 0 || parts.flat().length > SHORT) return false;
  if (!parts.some(isSuggestion)) return false;
  // "Hire more staff so we don't queue for half an hour": the reason given is what goes wrong now.
  if (SPARES_A_PROBLEM.test(text) || REPROACH.test(text) || IMPLIED_FAULT.test(text)) return false;
  // "Would love a brunch menu": the liking is the wish's own word.
  const ceiling = /\b(would|'d) (love|like|appreciate)\b/i.test(text) ? 3.5 : 2.5;
  return hits.every((h) => h.v > -STRONG && h.v < ceiling) && parts.every((p) => isSuggestion(p) || p.length <= 6);
}

const SPARES_A_PROBLEM =
  /\bso( that)? (we|i|you|people|customers|everyone|parents|kids|the kids|visitors|members|patients) (don't|do not|dont|can't|cannot|can not|won't|will not|aren't|are not|no longer|never)\b/i;

/** Any sign of a suggestion: a sentence opening on a verb or comparative, or a wish anywhere. */
const MAY_SUGGEST = new RegExp(
  `(?:^|[.!?;\\n])[\\s"'(]*(?:(?:${[...SOFTENERS].join("|")})\\s+)*(?:${[...SUGGESTING_VERBS, ...NOUN_VERBS, ...REQUEST_STARTS].join("|")})\\b|would|could|might|'d\\b|how about|what about|why not|should|suggest|option to|ability to|a way to`,
  "i",
);

/** Hedges that soften what follows without taking it back: "I suppose", "if I'm honest". */
const HEDGE =
  /\b(i suppose|i guess|suppose so|guess so|if i'?m honest|if i am honest|to be honest|tbh|let'?s say|let us say|i have to say|i must say|it has to be said)\b/i;
/** A verdict that holds only on a condition the customer must meet: "ok if you don't need anything urgently". */
const CONDITIONED =
  /\b(?:ok|okay|fine|alright|decent|passable)\b[^.!?,;]{0,25}\b(?:if|as long as|provided) you (?:don't|do not|dont|aren't|are not|never)\b/i;

/** A hedged answer: the hedge softens a complaint, never turns it into no opinion. */
export function isHedged(text: string): boolean {
  return formsOf(text).hedged;
}

/** One answer is asked about several times while it is read: the last one's findings are kept. */
let lastText = "";
let lastForms = { hedged: false, conditioned: false, faint: false };
function formsOf(text: string): typeof lastForms {
  if (text === lastText) return lastForms;
  // Most answers hold none of the words: one cheap check settles them.
  const lower = MAY_HEDGE.test(text) ? text.replace(/[’‘`´]/g, "'") : "";
  lastForms = {
    hedged: lower !== "" && HEDGE.test(lower),
    conditioned: lower !== "" && CONDITIONED.test(lower),
    faint: lower !== "" && FAINT.test(lower),
  };
  lastText = text;
  return lastForms;
}
const MAY_HEDGE = /suppose|guess|honest|tbh|say|said|\bif\b|as long|provided/i;

/**
 * Faint praise that is a complaint: a mild verdict hedged beside a complaint ("fine I guess, bit
 * greasy"), or one that holds only on a condition ("ok if you don't need anything urgently").
 */
export function isFaintComplaint(text: string, hits: Array<{ v: number }>): boolean {
  const forms = formsOf(text);
  if (forms.conditioned) return true;
  return forms.hedged && forms.faint && hits.some((h) => h.v <= -0.5);
}
/** The faint praise itself: "fine", "ok", "not bad". */
const FAINT = /\b(?:ok|okay|fine|alright|all right|decent|passable|not bad|not too bad|(?:nice|good) enough)\b/i;

/** Verdicts that say "it was acceptable" and no more. */
const MILD_WORDS = wordSet(
  "ok okay okey k fine alright allright decent adequate average standard acceptable satisfactory sufficient passable normal ordinary so-so meh manageable",
);
const MILD_PHRASES =
  /\b(not too bad|could (have been|be) worse|not great,? not terrible|as expected|serves (its|the) purpose|does what i need|does what it needs to|(?<!not )good enough|does the job|did the job|nothing special|nothing memorable|nothing to write home about|neither good nor bad|could be better could be worse|no (issues|problems) so far|works mostly|works fine|(was|is|were) fine)\b/;
const FLAT_BEFORE_NOUN = wordSet("average standard ordinary normal ok okay so-so");
const AFTER_VERDICT = wordSet(
  "enough i overall really but and for so though to at as with nothing i'd i'm mostly most considering really tbh imo thanks",
);
const MID_RATING = /^\s*(\d+(?:\.\d+)?)\s*(?:\/|out of)\s*(10|5)\b[\s.!,]*$/i;
/** A word any mild verdict or phrase holds: the cheap check before the full one. */
const MAY_BE_MILD = new RegExp(
  `\\b(?:${[...MILD_WORDS, "job", "special", "memorable", "home", "neither", "worse", "far", "works", "bad", "terrible", "expected", "purpose", "need", "needs", "enough"].join("|")})\\b`,
  "i",
);
/** Intensity that lifts a mild word into a verdict: "really fine", "perfectly adequate!". */
const INTENSIFIED =
  /\b(very|really|so|absolutely|perfectly|totally|extremely|super|more than)\s+(ok|okay|fine|decent|adequate|reasonable|good)\b|!/;

/**
 * A mild verdict: its opinion words are all mild ("ok", "fine", "decent", "average") or none,
 * it names a mild phrase or word, and nothing intensifies it.
 */
export function isMildVerdict(text: string, hits: Array<{ offset: number; v: number }>): boolean {
  if (text.length > 100 || isFaintComplaint(text, hits)) return false;
  // "3/5", "5 out of 10": a rating in the middle of its scale, with nothing else said.
  const rating = MID_RATING.exec(text);
  if (rating) {
    const fraction = Number(rating[1]) / Number(rating[2]);
    return fraction >= 0.4 && fraction <= 0.6 && hits.every((h) => Math.abs(h.v) <= 0.7);
  }
  if (!MAY_BE_MILD.test(text)) return false;
  const lower = text.toLowerCase().replace(/[’‘`´]/g, "'");
  const words = lower.match(/[\p{L}]+(?:['-][\p{L}]+)*/gu) ?? [];
  if (words.length > 12) return false;
  // A mild word as the verdict ("it was ok", "Fine.", "decent enough"), not before a noun ("decent wine").
  // "average", "standard" say little even before a noun ("an average hotel"); "decent wine" praises.
  const mildWord = words.some(
    (w, i) =>
      MILD_WORDS.has(w) && (i === words.length - 1 || AFTER_VERDICT.has(words[i + 1] ?? "") || FLAT_BEFORE_NOUN.has(w)),
  );
  const flat = singleSpaced(lower.replace(/[^\p{L}\d' ]+/gu, " "));
  const mildPhrase = MILD_PHRASES.test(flat);
  if (!mildWord && !mildPhrase) return false;
  if (INTENSIFIED.test(lower)) return false;
  // "The seat was fine, but they lost my luggage": a complaint after the contrast is the verdict.
  const but = /\b(?:but|however|though)\b/.exec(lower);
  if (but && hits.some((h) => h.offset > but.index && h.v <= -1)) return false;
  // "As expected, late again": a fault come back is a complaint, however flatly said.
  if (/\bagain\b/.test(lower) && hits.some((h) => h.v <= -1)) return false;
  // Every opinion word must itself be mild (or part of a mild phrase): "fine but the staff were rude" is not.
  return hits.every((h) => {
    const word = /^[\p{L}'-]+/u.exec(lower.slice(h.offset))?.[0] ?? "";
    return MILD_WORDS.has(word) || Math.abs(h.v) <= 0.6 || (mildPhrase && Math.abs(h.v) <= 2);
  });
}

/** A segment's opinion from this strength on counts as praise or complaint ("good", "slow"). */
const CLEAR = 1.3;
/** The weaker side of a one-for-one mix may be this mild ("great staff, cold showers"), against a strong one. */
const CLEAR_ONE_FOR_ONE = 1;

const CONTRAST = /\b(but|however|although|though|yet|whereas)\b/;
const CONTRAST_RATIO = 0.9;
/**
 * One praise against one complaint, neither stressed, reads as even to a survey reader however
 * strong each word is ("lovely hygienist, shame about the waiting times"): weaker over stronger
 * from which it is even, and with a contrast word between them.
 */
const ONE_FOR_ONE_RATIO = 0.3;
const ONE_FOR_ONE_CONTRAST = 0.8;
/**
 * A verbless opening before "but" concedes ("Nice decor but the food was bland"); two full
 * clauses state two things of equal standing ("The teachers are wonderful but the studio is
 * freezing"), and even a clearer gap between them stays a mix.
 */
const PARALLEL_CONTRAST = 0.5;
export const CLAUSE_VERBS = wordSet(
  "is are was were has have had loved love loves liked like likes enjoyed enjoy hated hate",
);

/** Words that say which side of a mixed answer wins: "overall", "worth it", "still". */
export const LEAN =
  /\b(overall|all in all|on the whole|on balance|worth|still|anyway|in the end|apart from that|other than that|despite|even so|at least)\b/;
/** A verdict on coming back or recommending, or a word framing the whole answer, decides a mix too. */
export const VERDICT =
  /\b(again|(come|coming|be|go|going|get|getting) back|recommend\w*|avoid|elsewhere|(made|makes|make) up for|unfortunately|sadly|fortunately|luckily|thankfully|disappointingly)\b/;
/** A one-for-one mix is a short answer; longer sentences weigh their parts in other ways. */
const ONE_FOR_ONE_WORDS = 14;

/** How a side's opinion words are said: stressed ("really slow", "way too buggy") or softened ("a bit cold"). */
function stress(text: string, offset: number): "up" | "down" | undefined {
  let end = offset;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end--;
  if (end === offset) return undefined;
  let start = end;
  while (start > 0 && /\p{L}/u.test(text[start - 1] ?? "")) start--;
  const m = start === end ? undefined : MODIFIERS.get(text.slice(start, end).toLowerCase());
  if (m === undefined) return undefined;
  return m >= 1.35 ? "up" : m <= 0.7 ? "down" : undefined;
}

/**
 * Praise and complaint of about the same weight, with nothing saying which wins: "Great teachers,
 * shame about the building", "Good benefits, slow decisions".
 */
export function isBalancedMix(text: string, hits: Array<{ offset: number; v: number }>, ratio: number): boolean {
  if (
    text.length > 160 ||
    !hits.some((h) => h.v >= CLEAR_ONE_FOR_ONE) ||
    !hits.some((h) => h.v <= -CLEAR_ONE_FOR_ONE) ||
    !hits.some((h) => Math.abs(h.v) >= CLEAR)
  )
    return false;
  // Opinion per segment (between commas, sentence ends and "but"/"and"): praise in one, complaint in another.
  // "The lessons are good and the parking is terrible": "and" before a new subject joins two clauses.
  const bounds = [
    ...text.matchAll(
      /[,;:.!?\n]|\s(?:but|although|though|whereas|while)\s|\sand\s(?=(?:the|their|its|our|my)\s)|\s-\s/gi,
    ),
  ].map((m) => m.index);
  const segments = new Map<number, number>();
  const segmentOf = (h: { offset: number }) => {
    let n = 0;
    for (const b of bounds) if (b !== undefined && b < h.offset) n++;
    return n;
  };
  for (const h of hits) {
    const seg = segmentOf(h);
    segments.set(seg, (segments.get(seg) ?? 0) + h.v);
  }
  const sides = (clear: number) => {
    let pos = 0;
    let neg = 0;
    for (const v of segments.values()) {
      if (v >= clear) pos += v;
      else if (v <= -clear) neg -= v;
    }
    return [pos, neg] as const;
  };
  const [pos1, neg1] = sides(CLEAR_ONE_FOR_ONE);
  if (pos1 === 0 || neg1 === 0) return false;
  const words = (text.match(/[\p{L}']+/gu) ?? []).length;
  if (words > SHORT) return false;
  const lower = text.toLowerCase();
  // "Overall", "worth it", "won't be back" or an exclamation say which side wins.
  if (LEAN.test(lower) || VERDICT.test(lower) || lower.includes("!")) return false;
  const contrast = CONTRAST.test(lower);
  if (
    words <= ONE_FOR_ONE_WORDS &&
    Math.max(pos1, neg1) >= (Math.min(pos1, neg1) < CLEAR ? STRONG : CLEAR) &&
    oneForOne(text, hits, bounds, segmentOf, segments)
  ) {
    const even = Math.min(pos1, neg1) / Math.max(pos1, neg1);
    if (!contrast) return even >= ONE_FOR_ONE_RATIO;
    return even >= ONE_FOR_ONE_CONTRAST || (even >= PARALLEL_CONTRAST && parallel(lower));
  }
  const [pos, neg] = sides(CLEAR);
  if (pos === 0 || neg === 0) return false;
  // After "but" the second clause is the verdict when it weighs more ("nice idea, but way too
  // buggy to use"); only a near-even contrast ("lovely nurses but a noisy ward") cancels out.
  const need = contrast ? Math.max(ratio, CONTRAST_RATIO) : ratio;
  return Math.min(pos, neg) / Math.max(pos, neg) >= need;
}

/** Both sides of the contrast are clauses with a verb of their own. */
function parallel(lower: string): boolean {
  const at = CONTRAST.exec(lower);
  if (!at) return false;
  const hasVerb = (part: string) =>
    (part.match(/[\p{L}']+/gu) ?? []).some((w) => CLAUSE_VERBS.has(w) || /'(s|re)$/.test(w));
  return hasVerb(lower.slice(0, at.index)) && hasVerb(lower.slice(at.index + at[0].length));
}

/**
 * As many opinions on each side (one or two), words side by side ("great fun") counting as one,
 * and no side alone stressed or softened.
 */
function oneForOne(
  text: string,
  hits: Array<{ offset: number; v: number }>,
  bounds: Array<number | undefined>,
  segmentOf: (h: { offset: number }) => number,
  segments: Map<number, number>,
): boolean {
  // Each side names what it judges: "cold, nervy and memorable" lists one thing's traits.
  for (const [seg, v] of segments) {
    if (Math.abs(v) < CLEAR_ONE_FOR_ONE) continue;
    const from = seg === 0 ? 0 : (bounds[seg - 1] ?? 0) + 1;
    if (
      !text
        .slice(from, bounds[seg] ?? text.length)
        .trim()
        .includes(" ")
    )
      return false;
  }
  const count = [0, 0];
  const stressed = [new Set<string>(), new Set<string>()];
  let last: { offset: number; v: number } | undefined;
  for (const h of hits) {
    const side = Math.sign(segments.get(segmentOf(h)) ?? 0);
    if (side === 0 || Math.sign(h.v) !== side || Math.abs(h.v) < 0.5) continue;
    const k = side > 0 ? 0 : 1;
    const adjacent =
      last !== undefined && Math.sign(last.v) === side && /^[\p{L}'-]+\s+$/u.test(text.slice(last.offset, h.offset));
    if (!adjacent) count[k] = (count[k] ?? 0) + 1;
    stressed[k]?.add(stress(text, h.offset) ?? "plain");
    last = h;
  }
  const [p, n] = count;
  if (p !== n || !p || p > 2) return false;
  const [ps, ns] = stressed;
  // "Good food but really slow service": the stressed side wins; "great, if a bit cold": the softened one loses.
  for (const mark of ["up", "down"]) if (ps?.has(mark) !== ns?.has(mark)) return false;
  return true;
}

/** "Some X ..., others ...": an answer split between two groups or two kinds of day. */
const SOME_OTHERS =
  /^\s*(?:some|sometimes)\b[^,;.!?]*[,;]\s*(?:but\s+|and\s+|while\s+|whereas\s+)?(?:some|others|other|sometimes)\b[^.!?]*[.!]?\s*$/i;

/**
 * A split verdict: one group judged, the other not judged the same way ("Some instructors are
 * brilliant, some just read from a script").
 */
export function isSplitVerdict(text: string, hits: Array<{ offset: number; v: number }>): boolean {
  if (text.length > 160 || !SOME_OTHERS.test(text)) return false;
  const cut = text.search(/[,;]/);
  let first = 0;
  let second = 0;
  for (const h of hits) {
    if (h.offset < cut) first += h.v;
    else second += h.v;
  }
  const judged = (a: number, b: number) => Math.abs(a) >= CLEAR && Math.sign(b) !== Math.sign(a);
  return judged(first, second) || judged(second, first);
}

/** Answers that say in so many words that it was mixed: "a mixed bag", "ups and downs", "depends who you get". */
const SAYS_MIXED =
  /\b(mixed (bag|feelings|experience|experiences|results|reviews)|ups and downs|swings and roundabouts|(the )?good and (the )?bad|pros and cons|(good|bad) days and (good|bad) days|depends (on )?who you get|it varies|varies a lot)\b/i;

/** A short answer that calls itself mixed, with no clear opinion beside it. */
export function saysMixed(text: string, hits: Array<{ offset: number; v: number }>): boolean {
  if (text.length > 60 || text.split(" ").length > 8) return false;
  const at = SAYS_MIXED.exec(text);
  if (!at) return false;
  const end = at.index + at[0].length;
  return hits.every((h) => (h.offset >= at.index && h.offset < end) || Math.abs(h.v) < CLEAR);
}
