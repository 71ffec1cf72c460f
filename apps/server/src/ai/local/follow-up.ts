import type { FollowUpTurn } from "@parley/schema";
import type { FollowUpInput } from "../engine.ts";
import { gerund } from "./aim-questions.ts";
import occupations from "./data/occupations.json" with { type: "json" };
import { WORDS } from "./lexicon.ts";
import { squish, type TaggedToken } from "./nlp.ts";
import { BYSTANDERS, type NounPhrase, nounPhrases, tagSentences, VAGUE_NOUNS } from "./phrases.ts";
import {
  type AnswerKind,
  answerLanguage,
  asProposal,
  isChatterWord,
  isEnglishWord,
  isProfane,
  looksUnlinked,
  saysNothing,
  screenAnswer,
  speaksToQuestion,
} from "./screen.ts";
import { lexiconText, questionPolarity, scoreText } from "./sentiment.ts";
import { capitalise, escapeRegExp, hash, mendSpelling, normalise, wordSet } from "./util.ts";

/** Heads too vague to ask about ("the whole experience", "everything"). */
const VAGUE_HEADS = new Set([
  ...VAGUE_NOUNS,
  "experience",
  "overall",
  // "life got busy": the respondent's own life is no thing to ask about.
  "life",
  "idea",
  "opinion",
  "answer",
  "question",
  "survey",
  "everything",
  "nothing",
  "anything",
  "something",
  "lot",
  "thing",
  "work",
  "job",
  "reason",
  // "whats the point in booking": a rhetorical question, not a thing.
  "point",
  "week",
  "weekend",
  "weekends",
  "afternoon",
  "morning",
  "evening",
  "night",
  "month",
  "year",
  "hour",
  "minute",
  // "spent ages at the exhibition": how long, not what.
  "ages",
  "others",
  "other",
  // "mine didn't fit": the thing was named before.
  "mine",
  // "moved to the other side of town": where, not what.
  "side",
  // "only hesitation was whether...": the doubt is what follows, not a thing.
  "hesitation",
  "ours",
  "theirs",
  "ones",
  "one",
  "some",
  "guys",
  "guy",
  "rest",
  // "a pile of documents": the measure is not the thing.
  "pile",
  "bunch",
  "load",
  "loads",
  "couple",
  "number",
  "kind",
  "sort",
  "type",
  "half",
  // "like 15 max": a limit, not a thing.
  "max",
  "min",
  "maximum",
  "minimum",
]);
/** Set phrases that judge: "top notch", "spot on", "first class". */
const VERDICT_IDIOM = /^(top|first|world|second) (notch|class|drawer|rate)$|^spot on$|^bang on$/i;
/** Heads that frame what comes after the verb: "the main thing was...", "the real value is...". */
const FRAMES = wordSet("value part bit thing highlight downside upside problem issue point benefit draw");
/** Respondent's words turned to our side: "my order" -> "your order". */
const FLIP: Record<string, string> = {
  my: "your",
  our: "your",
  mine: "yours",
  i: "you",
  me: "you",
  we: "you",
  us: "you",
};

/** Probes for answers that must not be quoted back, by what was wrong with them. */
const SCREENED: Record<Exclude<AnswerKind, "valid">, string[]> = {
  empty: [
    "No problem. Is there anything at all that comes to mind, even something small?",
    "That's fine. Thinking back, is there one moment that stands out for you, either way?",
    "Is there anything you would add if you had a moment to think about it?",
    "Was there one small detail you noticed, good or bad?",
  ],
  gibberish: [
    "I didn't quite catch that. Could you put your answer in a few words?",
    "Could you try that again in a sentence or two?",
  ],
  // Name-calling is not taken up: the question stands, asked once more in plain words.
  hostile: [
    "If you are willing, could you tell us one specific thing that should change?",
    "Is there one specific thing you would like us to fix?",
  ],
  foreign: [
    "Thank you. Could you tell us a little more, in English if you can?",
    "Thanks. Could you sum that up in a few words of English?",
  ],
  "off-topic": [
    "Coming back to the question, what is the first thing that comes to mind?",
    "In a few words, what would you say to the question above?",
  ],
};
/** "Nothing" to "what should we improve?" is an answer: ask about the other side instead. */
const NOTHING_TO_FIX = [
  "Understood. What is working well for you at the moment?",
  "Good to know. Is there anything you would want to stay exactly as it is?",
];
const NOTHING_TO_PRAISE = [
  "Understood. Is there anything that did not work as well as you hoped?",
  "Fair enough. What would have made it better for you?",
];

/** Probes about one phrase of the answer ({p}: "the staff", "faster service"), by what the answer says of it. */
const ABOUT: Record<"story" | "problem" | "praise" | "wish" | "mention", string[]> = {
  story: ["What happened with {p}?", "What would you change about {p}?"],
  problem: ["What would have made {p} better for you?", "What would you change about {p}?"],
  praise: ["What in particular about {p} stood out to you?", "What difference did {p} make for you?"],
  wish: ["What difference would {p} make for you?", "In what situations would {p} help you most?"],
  mention: ["Could you tell me more about {p}?", "What stood out to you about {p}?"],
};
/** An excess or a lack, a complaint in words no lexicon scores. */
const NOT_ENOUGH =
  /\btoo (?!bad\b)\w+|\bnot enough\b|\b(never|not|no|didn'?t|doesn'?t|isn'?t|wasn'?t|can'?t|cant|couldn'?t)\b/i;
/** A problem told in the present ("the wifi drops every ten minutes"): still going on. */
const ONGOING = ["How {does} {p} affect you?", "What would you want to be different about {p}?"];
/** "the buggies" take "do", "the bar" takes "does". */
function agreeing(template: string, phrase: string): string {
  const head =
    phrase
      .split(/\s(?:in|on|at|of|for|with|from|to)\s/)[0]
      // "the café upstairs": a place word after the noun is not its head.
      ?.replace(/\s(upstairs|downstairs|outside|inside|indoors|outdoors|nearby)$/i, "")
      .split(" ")
      .at(-1) ?? "";
  const plural = /[^s'u]s$/i.test(head) || /^(people|staff|children|kids)$/i.test(head);
  return template.replaceAll("{does}", plural ? "do" : "does").replaceAll("{p}", phrase);
}
type Angle = keyof typeof ABOUT;
/** Things asked for without "a": "bigger parking", "longer opening hours" are no single thing. */
const UNCOUNTED = wordSet(
  "parking wifi service seating space storage choice information food staff lighting heating music support access time notice range variety selection help advice stock",
);
/** "Bigger caddy", "second bin": one such thing wished for, which takes "a". */
function oneMoreThing(words: string[]): boolean {
  return (
    words.length === 2 &&
    /^(bigger|smaller|larger|longer|shorter|wider|sturdier|stronger|lighter|second|extra|spare)$/i.test(
      words[0] ?? "",
    ) &&
    /[^s]$/i.test(words[1] ?? "") &&
    !UNCOUNTED.has((words[1] ?? "").toLowerCase())
  );
}
/** "the kids", "my daughter", "Dad": the answer tells of someone else's experience. */
const FOR_OTHERS =
  /\b(?:the|my|our) (?:[a-z]+ )?(kids|children|child|son|daughter|mum|mom|dad|mother|father|nan|gran|grandma|grandad|grandpa|husband|wife|partner|neighbour|neighbor|grandson|granddaughter|grandchildren|family|baby|toddler|teenager|parents?)\b|^(?:mum|mom|dad|he|she)\b/i;
const OCCUPATIONS = new Set<string>(occupations);
/** "pianist", "instructor": a word for someone by what they do. */
function isOccupation(word: string): boolean {
  return OCCUPATIONS.has(word.toLowerCase()) || PERSON_HEAD.test(word) || /\p{L}{3}ists?$/u.test(word);
}
/** "didn't expect to", "never thought we'd": what went beyond what they expected. */
const SURPRISE =
  /\b(didn'?t|did not|never|wasn'?t|was not|weren'?t) (expect|expected|expecting|think|thought|imagine|imagined)\b/i;
/** Probes for answers without a phrase to pick up ("ok", "great", "it kept crashing"). */
const BARE: Record<"story" | "negative" | "positive" | "neutral" | "wish", string[]> = {
  story: [
    "Could you walk me through what happened?",
    "How did that affect you?",
    "What would have made the difference for you?",
  ],
  negative: [
    "What would make it work better for you?",
    "What would have made the difference for you?",
    "Could you tell me a bit more about that?",
  ],
  positive: [
    "What stood out most for you?",
    "Could you give an example of what worked well?",
    "What made it work for you?",
  ],
  neutral: ["Could you say a bit more about that?", "What is the main reason for your answer?"],
  // "Let me pay with PayPal", "If delivery was free": a change the respondent proposes.
  wish: ["What difference would that make for you?", "How would that change things for you?"],
};
const PRICE = ["What price would feel fair to you?", "What would make it feel worth the price to you?"];
const LATE = "What happened as a result of the late arrival?";
const TIMING = ["What time would suit you better?", "What would a better time be for you?"];
const REASON_GIVEN = ["Could you give an example of when that happened?", "How did that affect you?"];
/** "I found a better one", "switched to another app". */
const SWITCHED = ["What does the other one do better for you?", "What would we need to do differently, in your view?"];
/** "better than elsewhere", "it used to be quicker". */
const COMPARED = ["What was the biggest difference you noticed?", "How does that compare with what you had before?"];
const LIST = ["Of {list}, which one matters most to you?"];
const PAIR = ["Of {list}, which matters more to you?"];
/** For words that may not be an answer at all: asked to say more, with none of them quoted. */
const UNSURE_PROBES = [
  "Could you tell me a bit more about what you mean?",
  "Could you put that another way, in a sentence?",
];
const LAST_RESORT = [
  "Is there anything else you would like to add?",
  "Could you tell us a little more about that?",
  "What would you like us to take away from your answer?",
];

interface Phrase {
  /** As used in a question: "the staff", "your latte", "Dr Patel", "faster service". */
  text: string;
  /** Character range in the answer. */
  start: number;
  end: number;
  /** "faster service", "more bins": something the respondent asks for. */
  wish: boolean;
  /** "the toilets could be cleaner": a thing already there said softly to fall short. */
  short?: boolean;
}

interface Clause {
  start: number;
  end: number;
  label: "positive" | "negative" | "neutral";
  /** Follows "but", "though", "except": it turns against the clause before. */
  contrast: boolean;
}

const WISH_WORDS =
  /^(more|less|fewer|better|faster|quicker|cheaper|shorter|longer|bigger|smaller|cleaner|clearer|easier|simpler|extra|larger|quieter|warmer|cooler)$/i;
/** Words that make what follows something not there yet: "separate classes", "an online shop". */
const NOVEL = /^(separate|dedicated|another|new|proper|online|additional)$/i;
/** Quantity words that open a phrase but are not part of the thing ("many steps"). */
const QUANTITIES = wordSet("too not very so many few much several some any enough lots plenty whole entire");
/** A proposal that opens on a verb or "if": "Answer emails", "Let me pay with PayPal". */
const IMPERATIVE =
  /^(?:(?:or|and|just|maybe|perhaps|please)\s+)?(let|add|make|fix|give|allow|offer|bring|lower|reduce|provide|hire|reply|respond|answer|open|stop|start|have|put|include|send|show|update|extend|change|introduce|drop|scrap|ditch|cut|use|switch to|move|get|if|please)\b/i;
/** An answer that proposes: "Let me pay with PayPal", "If delivery was free", "Maybe add a kids menu". */
const PROPOSAL =
  /^((i|we) ?('d|would) (add|like|love|want|prefer|make|change|remove|drop|bring)\b|shorter|longer|cheaper|faster|quicker|bigger|smaller|cleaner|clearer|easier|simpler|quieter|warmer|cooler|let|add|make|fix|give|allow|offer|bring|keep offering|lower|reduce|provide|hire|reply|respond|answer|open|stop|start|have|put|include|send|show|update|extend|change|introduce|drop|scrap|ditch|(?:or |just )?use|switch to|if|maybe|perhaps|please|more|fewer|less)\b|\b(would be (nice|great|good|helpful|better)|would help|should (be|have|add|offer)|please|pls|plz)\b|[,.;]\s*(maybe|perhaps)\s/i;
/** "what would make you...?", "what should we add?": the answer names wishes, not praise. */
const ASKS_FOR_WISHES =
  /\bwhat would (make|help|get|bring|encourage|persuade|tempt|attract|you (like|want|add|change|need))\b|\bwhat (\w+ )?(should|could) (we|they) (add|offer|do|put on|run|stock|sell|serve|show|play|try)\b|\blike to see\b|\b(would|'d)( you)? like (us|me|them) to\b|\bwish\b|\bmissing\b/i;

/**
 * An adjective that judges ("rude", "lovely", "great"): not repeated back as part of the thing. The
 * lexicon decides, not the learned model, which reads a lone word such as "opening" as praise.
 */
function judges(word: string): boolean {
  return !WISH_WORDS.test(word) && (WORDS.get(word.toLowerCase()) ?? 0) !== 0;
}

/** Chat tails typed after a word ("the month tho", "the food lol"): never part of a thing. */
const SLANG = wordSet(
  "tho tbh tbf lol lmao ngl imo imho ffs idk omg btw fr innit haha hahaha xx xd smh rn pls plz id im ive dont cant didnt wasnt isnt wouldnt couldnt shouldnt doesnt arent werent youre theyre thats whats ur u r ya summat sumat nowt owt nuffin nothin sumthing somethin peeps fone gonna wanna gotta kinda sorta dunno cos coz bc b4 gr8 m8 bruv",
);
/** The respondent's own body ("my back", "your knees"): how they feel, not a thing the business made. */
const BODY = wordSet(
  "back knee knees neck shoulder shoulders jaw jaws gum gums tooth teeth head arm arms leg legs foot feet hand hands hip hips wrist ankle elbow eye eyes ear ears skin stomach tummy chest spine face nose mouth tongue lip lips finger fingers toe toes throat",
);
/** When, not what: a phrase headed by one of these is a time, however it is dressed. */
const TIME_HEADS = wordSet(
  "day days week weeks weekend weekends month months year years morning mornings afternoon afternoons evening evenings night nights tonight today tomorrow yesterday weekday weekdays lunchtime " +
    // "posting a shoebox every January": a date names no one and nothing to ask about.
    "january february march april june july august september october november december jan feb apr jun jul aug sep sept oct nov dec " +
    "spring summer autumn winter " +
    "monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday saturdays sunday sundays",
);
/** Nouns English uses without an article after a preposition: "at home", "after work", "in class". */
const ZERO_ARTICLE = wordSet("home work school church bed town hospital university college prison court class uni");
/** Words a verb leaves behind ("came back", "sent out"), never the start of a thing. */
const PARTICLES = wordSet("back out up off away down over home again just still even only");
/** "made me feel like", "it's like", "as if": a comparison, not a thing that was there. */
const SIMILE =
  /\b(feel|felt|feels|feeling|look|looked|looks|treated|sounded|sounds|it'?s|its|was|is)\s+like\b|\bas (if|though)\b/;
/** "-ing" words that name a kind of room or thing ("changing room", "waiting area"), not a verb. */
const COMPOUND_ING = wordSet(
  "changing dining waiting living swimming dressing sleeping meeting boarding washing booking parking shopping training checking fitting cooking landing sitting bagging baking charging",
);
const POSSESSIVE_DETS = /^(my|our|his|her|their|your)$/;
/** "nothing was too much trouble", "nobody made me feel like a scrounger": what did not happen. */
const DENIED_CLAUSE = /^(nothing|nobody|no one|no-one|never|none)$/i;

/** The respondent's own household, people and animals ("my old boy", "our puppy"): never a thing to change or judge. */
const OWN_BEINGS = wordSet(
  "boy boys girl girls lad lads baby babies toddler toddlers little one ones twin twins sons daughters dog dogs pup pups puppy puppies cat cats kitten kittens pet pets horse pony rabbit bunny hamster parrot budgie hubby missus",
);
/** "he's snappy", "let him lie down": a he or she after "my X" makes X someone, not something. */
const GENDERED = /^(he|him|his|she|her|hers|he's|she's|he'd|she'd)$/i;
/** Trouble that an answer says was absent ("no complaints", "no surprises", "no tears"). */
const TROUBLES = wordSet(
  "complaint complaints surprise surprises tear tears fuss drama dramas hassle hassles worry worries stress mess issue issues problem problems fault faults hiccup hiccups quibble quibbles gripe gripes",
);
/** "no mention of the scratch", "no sign of the driver": the absence frames what follows. */
const ABSENCE_FRAMES = wordSet("mention sign sight word trace news");
/** "worth every penny", "worth each minute": an idiom of value, not a thing named. */
const WORTH_EVERY = /\bworth (every|each)( single)? [a-z]+$/;
/** "in line with others", "in terms of", "on top of": a set phrase, not a thing named. */
const SET_PHRASE = /\b(in|on|by|at) (line|terms|top|charge|spite|case|behalf|front|place|need|touch)$/;
/** Intensifiers typed before an adjective ("super affordable", "mega quick", "dead easy"), which the tagger reads as nouns. */
const INTENSIFIERS = wordSet("super mega proper dead well wicked crazy insanely bloody right real way ultra hella");
/** "Train staff on...", "Double check the order", "Don't overbook the groomers": a verb opening a proposal. */
const OPENING_VERBS = wordSet(
  "train hire keep turn double check text call ring email phone message remind tell let get stop avoid overbook book charge clean tidy use listen communicate be bring give offer add make fix open start put send show update change reply respond answer allow provide lower reduce extend include introduce sort move",
);
/** "the loyalty card helps", "the app works": a verb of effect the tagger runs into the phrase. */
const EFFECT_VERBS = wordSet("helps works matters counts rocks sucks saves wins delivers pays");

/** Whether the phrase is what "my X" or a name has ("my son has autism", "Rosie has a skin condition"). */
function ownersCondition(p: NounPhrase, tokens: TaggedToken[]): boolean {
  let at = p.start - 1;
  if (/^(a|an|the)$/i.test(tokens[at]?.value ?? "")) at--;
  if (!/^(has|had|got|gets|have)$/i.test(tokens[at]?.value ?? "")) return false;
  const subject = tokens.slice(Math.max(0, at - 4), at);
  const cut = subject.findLastIndex((t) => /^[,.;:!?]$/.test(t.value) || /^(and|but|so)$/i.test(t.value));
  const own = subject.slice(cut + 1);
  if (own.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(own[0]?.value ?? "") && own[0]?.value !== "I") return true;
  return /^(my|our)$/i.test(own[0]?.value ?? "") && !PERSON_HEAD.test(own.map((t) => t.value).join(" "));
}

/**
 * The quality gate before a phrase is quoted: a clean noun phrase whose head is a thing the business
 * could act on, cut at its real edges. When nothing passes, the answer gets a probe without a quote.
 */
function clean(p: NounPhrase, tokens: TaggedToken[]): boolean {
  const lower = p.words.map((w) => w.toLowerCase());
  const head = lower.at(-1) ?? "";
  // "Margaret sorts it": a name and the verb it does, not a thing.
  if (
    p.words.length === 2 &&
    /^\p{Lu}\p{Ll}+$/u.test(p.words[0] ?? "") &&
    /^[a-z]+s$/.test(p.words[1] ?? "") &&
    /^(PRON|DET)$/.test(tokens[p.end]?.pos ?? "")
  )
    return false;
  if (lower.some((w) => SLANG.has(w) || w === "like")) return false;
  // "the to book": a phrase run over an infinitive is no thing.
  if (lower.includes("to")) return false;
  // "the online one show (the real availability)": "one" stands for a thing, and the word after it is its verb.
  const one = lower.indexOf("one");
  if (one >= 0 && one < lower.length - 1 && (one > 0 || p.det !== "")) return false;
  // "the nos", "the bookin": a short lowercase word English does not know is a typo or text-speak.
  const unknown = (w: string) => !isEnglishWord(w) && !isEnglishWord(w.replace(/(?<=\p{L}{3})s$/u, ""));
  if (p.words.some((w) => /^\p{Ll}{2,5}$/u.test(w) && unknown(unaccented(w)))) return false;
  // "Sunday night", "back sunday night": nothing but a time; "a full day" (charged for) is a measure kept.
  const weekday = (w: string) => /^(mon|tues|wednes|thurs|fri|satur|sun)days?$/.test(w);
  if (lower.some(weekday) || (TIME_HEADS.has(head) && lower.every((w, i) => TIME_HEADS.has(w) || p.pos[i] === "ADV")))
    return false;
  // "the mornings slams", "the litter n food": a plural time or a text-speak letter inside a phrase
  // means the tagger ran two things together.
  if (lower.slice(0, -1).some((w) => TIME_HEADS.has(w) && /s$/.test(w))) return false;
  // "exercises I can do at home", "after work", "lost in class": a bare institution after a preposition says
  // where or when, and "the home" would be a thing the answer never named.
  if (
    !p.det &&
    p.words.length === 1 &&
    ZERO_ARTICLE.has(head) &&
    /^(at|in|to|from|into|after|before|for)$/i.test(tokens[p.start - 1]?.value ?? "")
  )
    return false;
  // "k", "n food": a lone letter is text-speak, never a thing.
  if (p.words.some((w) => /^\p{Ll}$/u.test(w))) return false;
  // "my old boy", "our puppy", "my nervous greyhound ... he's": the respondent's own, not the business's.
  if (
    /^(my|our)$/.test(p.det) &&
    !PERSON_HEAD.test(lower.join(" ")) &&
    (OWN_BEINGS.has(head) ||
      BYSTANDERS.has(head) ||
      tokens.slice(p.end, p.end + 12).some((t) => GENDERED.test(t.value)))
  )
    return false;
  // "Bella adores Jess", "Rosie has a skin condition": a name whose feelings or conditions are told is the respondent's own.
  // "Mia has come out of her shell", "Priya has gone from a 4 to a 7": one whose change is told is who was served.
  const said = tokens[p.end]?.value ?? "";
  const then = tokens[p.end + 1]?.value ?? "";
  if (
    p.words.length === 1 &&
    /^\p{Lu}\p{Ll}+$/u.test(p.words[0] ?? "") &&
    (/^(adores|adored|loves|loved|likes|liked|hates|hated|dislikes|enjoys|enjoyed|now|actually|absolutely|finally)$/i.test(
      said,
    ) ||
      (/^(has|had|got)$/i.test(said) && /^(a|an)$/i.test(then)) ||
      (/^(has|is|can)$/i.test(said) &&
        /^(come|gone|grown|improved|become|blossomed|learned|learnt|progressed|now|finally|really|so|much|more|started)$/i.test(
          then,
        )))
  )
    return false;
  // "came out of her shell": an idiom of growing confidence, not a thing.
  if (head === "shell" && /\bout of (his|her|their|my|your) shell\b/i.test(tokens.map((t) => t.value).join(" ")))
    return false;
  // "my son's first bike", "our kids' costumes": what the respondent's own people have is theirs, not ours.
  if (
    /^(my|our)$/.test(p.det) &&
    /^['’]s?$/.test(lower[1] ?? "") &&
    (OWN_BEINGS.has(lower[0] ?? "") || BYSTANDERS.has(lower[0] ?? "")) &&
    !PERSON_HEAD.test(lower.join(" "))
  )
    return false;
  // "'s" after a name ("Oliver's parties"): whose, not what.
  if (/^\p{Lu}/u.test(p.words[0] ?? "") && /^'s$/i.test(tokens[p.end]?.value ?? "") && p.words.length === 1)
    return false;
  // "Oliver's parties": a name's is whose, not what.
  if (
    /^\p{Lu}\p{Ll}+$/u.test(p.words[0] ?? "") &&
    (/^['’]s$/.test(p.words[1] ?? "") || /^['’]s$/.test(tokens[p.start + 1]?.value ?? ""))
  )
    return false;
  // "my old boy has arthritis", "Rosie has a skin condition": what the respondent's own has is theirs too.
  if (ownersCondition(p, tokens)) return false;
  const prior = tokens
    .slice(Math.max(0, p.start - 3), p.start)
    .map((t) => t.value.toLowerCase())
    .join(" ");
  // "no complaints", "no surprises", "no mention of": trouble said to be absent is nothing to ask about.
  if (
    /\b(no|zero|not any|not one|never any|without)$/.test(prior.replace(/\s*\b(the|a|an|any)$/, "")) &&
    (TROUBLES.has(head) ||
      ABSENCE_FRAMES.has(head) ||
      (WORDS.get(head) ?? 0) < 0 ||
      lower.some((w) => /^(hidden|extra|surprise)$/.test(w)))
  )
    return false;
  // "worth every penny", "in line with others", "what a joke".
  const around = `${prior} ${lower.join(" ")}`;
  if (WORTH_EVERY.test(around) || (SET_PHRASE.test(around) && /^(with|of)$/i.test(tokens[p.end]?.value ?? "")))
    return false;
  if (/\b(a|what a|such a) (joke|laugh|shambles|farce)$/.test(around)) return false;
  // "in line with others round here", "everyone else's": other people or places at large, never a thing.
  if (/^(others|everyone|everybody|anyone|anybody)$/.test(lower[0] ?? "") && !p.det) return false;
  // "super affordable", "wicked job": an intensifier is no thing, and a verdict on "the job" is no thing either.
  if (INTENSIFIERS.has(lower[0] ?? "") && (p.words.length === 1 || head === "job")) return false;
  // "Train staff on...", "Double check the order", "Don't overbook...": the verb opening a proposal.
  const clauseStart = (i: number) =>
    i === 0 ||
    /^[,.;:!?]$/.test(tokens[i - 1]?.value ?? "") ||
    /^(and|but|so|pls|please|just|not|n't|never)$/i.test(tokens[i - 1]?.value ?? "");
  if (
    !p.det &&
    clauseStart(p.start) &&
    OPENING_VERBS.has(lower[0] ?? "") &&
    (p.words.length > 1 || /^(DET|PRON|ADP|NUM)$/.test(tokens[p.end]?.pos ?? ""))
  )
    return false;
  // "his own phone", "my own fault": what belongs to someone, not to the business.
  if (POSSESSIVE_DETS.test(p.det) && lower[0] === "own") return false;
  const clauseEnds = (t: TaggedToken | undefined) =>
    !t || /^[,.;:!?)]$/.test(t.value) || /^(and|but|so)$/i.test(t.value);
  // "spot on", "bang on", "hats off": an idiom, not a thing named.
  if (!p.det && /^(on|off)$/i.test(tokens[p.end]?.value ?? "") && clauseEnds(tokens[p.end + 1])) return false;
  // "looks brand new", "was stone cold": a noun that only strengthens the adjective after it.
  if (
    !p.det &&
    p.words.length === 1 &&
    tokens[p.end]?.pos === "ADJ" &&
    clauseEnds(tokens[p.end + 1]) &&
    /^(VERB|AUX)$/.test(tokens[p.start - 1]?.pos ?? "")
  )
    return false;
  // "healed perfectly": a lone past verb is what happened, not a thing.
  if (
    p.words.length === 1 &&
    !p.det &&
    /ed$/i.test(p.words[0] ?? "") &&
    (p.pos[0] === "VERB" || tokens[p.end]?.pos === "ADV")
  )
    return false;
  // "keep an eye on it", "was a breeze": an idiom, not a thing named.
  if (/^(keep|keeping|kept|keeps)$/i.test(tokens[p.start - 2]?.value ?? "") && head === "eye") return false;
  if (
    /^(a|an)$/.test(p.det) &&
    p.words.length === 1 &&
    /^(is|was|'s|are|were)$/i.test(tokens[p.start - 2]?.value ?? "") &&
    !FRAMES.has((tokens[p.start - 3]?.lemma ?? "").toLowerCase()) &&
    !/^(highlight|favourite|favorite|best)$/i.test(tokens[p.start - 3]?.value ?? "")
  )
    return false;
  // "my back", "your knees"; "the back nine" is a place.
  if (BODY.has(head) && (p.det === "" || /^(my|our|his|her|their|your)$/.test(p.det))) return false;
  // "came back Sunday night": a particle left over from the verb.
  if (!p.det && PARTICLES.has(lower[0] ?? "") && p.words.length > 1 && tokens[p.start - 1]?.pos === "VERB")
    return false;
  // "moved house and...": a past verb with its object, not a thing.
  if (!p.det && p.words.length > 1 && p.pos[0] === "VERB" && /ed$/i.test(p.words[0] ?? "") && !/s$/i.test(head))
    return false;
  // "the fish | counter knew", "the mens | changing room": a phrase cut off before its own noun.
  const next = tokens[p.end];
  const after = tokens[p.end + 1];
  if (COMPOUND_ING.has(next?.value.toLowerCase() ?? "") && after?.pos === "NOUN") return false;
  if (
    next?.pos === "VERB" &&
    !/(ed|ing)$/i.test(next.value) &&
    after?.pos === "VERB" &&
    !/(ed|ing|en)$/i.test(after.value)
  )
    return false;
  const prev = tokens[p.start - 1];
  if (!p.det && COMPOUND_ING.has(prev?.value.toLowerCase() ?? "") && tokens[p.start - 2]?.pos === "NOUN") return false;
  // The clause the phrase sits in, up to the phrase.
  let from = p.start;
  while (
    from > 0 &&
    !/^[,.;!?]$/.test(tokens[from - 1]?.value ?? "") &&
    !/^(but|and|so)$/i.test(tokens[from - 1]?.value ?? "")
  )
    from--;
  const lead = tokens.slice(from, p.start).map((t) => t.value.toLowerCase());
  const leadText = lead.join(" ");
  // "in my slippers", "on my phone": the respondent's own things are where it happened, not what to ask about.
  if (
    p.det === "my" &&
    /^(in|on)$/i.test(tokens[p.start - 2]?.value ?? "") &&
    /\b(i|we|id|i'd|had to)\b/.test(leadText) &&
    !/\b(found|there)\b/.test(leadText)
  )
    return false;
  // "felt like a spare part", "as if I was a nuisance", "I'm a regular": what they say of themselves.
  if ((SIMILE.test(leadText) || /(^|\s)like$/.test(leadText)) && /^(a|an)$/.test(p.det)) return false;
  // "packed like sardines": a bare thing after "like" that no one likes is a comparison.
  if (
    !p.det &&
    /(^|\s)like$/.test(leadText) &&
    !/\b(i|we|you|they|would|'d|really|do|don't|dont)\s+like$/.test(leadText)
  )
    return false;
  if (/\b(i'?m|i am|im|as)$/.test(leadText) && /^(a|an)$/.test(p.det)) return false;
  // "nothing was too much trouble", "never had a rude waiter": a thing denied is not there to ask about.
  if (
    DENIED_CLAUSE.test(lead[0] ?? "") &&
    (/^(a|an)$/.test(p.det) || /\btoo (much|many)\b/.test(`${leadText} ${lower.join(" ")}`))
  )
    return false;
  return true;
}

/** The respondent's own time and money: what a thing cost them, never the thing. */
const OWN_RESOURCES = wordSet("money time evening day night weekend afternoon morning life cash savings");

const OWN_GEAR = wordSet("pushchair pram stroller wheelchair walker crutch crutches");
const MATES = wordSet("mate mates pal pals bestie buddy");
const HOME_STREET = wordSet(
  "cul-de-sac street road close avenue estate lane drive crescent village town area neighbourhood flat house",
);
const PEOPLE_AT_LARGE = wordSet("man men woman women stranger strangers people kid kids child children");

/** A phrase worth naming: real words (or a name), nothing vague, nothing rude, no stray verb. */
function usable(p: NounPhrase, original: string[], tokens: TaggedToken[], question: string): boolean {
  if (!clean(p, tokens)) return false;
  const headLemma = (p.lemmas.at(-1) ?? "").toLowerCase();
  if (BYSTANDERS.has(headLemma) || p.words.length > 5) return false;
  // "the weather", "the rain": the setting of the answer, unless the question is about it.
  if (
    isChatterWord(p.words.at(-1) ?? "", question) &&
    !question.toLowerCase().includes((p.words.at(-1) ?? "").toLowerCase())
  )
    return false;
  if (p.words.length === 1 && VAGUE_HEADS.has(headLemma)) return false;
  // "it was great going but coming home...": the journey's legs are said with a gerund, no thing to name.
  if (/^(side|hesitation|same|going|coming|getting|leaving)$/.test(headLemma)) return false;
  const lead = tokens
    .slice(Math.max(0, p.start - 3), p.start)
    .map((t) => t.value.toLowerCase())
    .join(" ");
  // "my mate cried", "a pushchair down the aisles", "our cul-de-sac", "anxious around men": the
  // respondent's own people, gear and street, and people at large, are not what the business made.
  if (OWN_GEAR.has(headLemma) || (POSSESSIVE_DETS.test(p.det) && (MATES.has(headLemma) || HOME_STREET.has(headLemma))))
    return false;
  if (PEOPLE_AT_LARGE.has(headLemma) && /\b(around|near|with|of|by)$/.test(lead)) return false;
  // "the men I know", "I work shifts": people the respondent knows and their own work, not ours to change.
  const followed = tokens
    .slice(p.end, p.end + 2)
    .map((t) => t.value.toLowerCase())
    .join(" ");
  if (PEOPLE_AT_LARGE.has(headLemma) && /^(i|we) (know|meet|see)\b/.test(followed)) return false;
  if (/^(shifts?|nights|lates|earlies|days)$/.test(headLemma) && /\b(i|we|he|she) (work|works|do|does)$/.test(lead))
    return false;
  // "cheapest in the area", "the best in town": where the comparison was made, not a thing to ask about.
  if (/^(area|town|city|county|region|country|world|market|business)$/.test(headLemma) && /\bin the$/.test(lead))
    return false;
  // "Book early.", "Call ahead": advice opening a sentence is a verb, however it was tagged.
  const next = tokens[p.end]?.value.toLowerCase() ?? "";
  if (
    p.words.length === 1 &&
    (p.start === 0 || /^[.!?]$/.test(tokens[p.start - 1]?.value ?? "")) &&
    /^(early|now|ahead|asap|quickly|soon|online|direct|directly)$/.test(next)
  )
    return false;
  // "they've got to make money": what any business does, not a thing of the answer.
  if (headLemma === "money" && /\b(make|makes|making|made|earn|earns|earning)$/.test(lead)) return false;
  // "cheapest by a mile": a measure of how far ahead, not a thing.
  if (/^(mile|country mile|long way|long shot|margin)$/.test(headLemma) && /\bby (a|far)?$/.test(lead)) return false;
  // "As a blue badge holder": who the respondent is, not a thing to ask about.
  if (/(^|[.,] )as an?$/.test(lead) || (p.start <= 2 && /^as$/i.test(tokens[0]?.value ?? ""))) return false;
  // "burned by another tool", "a different provider": someone else's, not ours to improve.
  if (/\b(another|other|different|previous|old|competitor's)$/.test(lead) || /^(another|its)$/i.test(p.det))
    return false;
  // "whether it integrates with Jira": a product it works with is not ours to change.
  if (/\b(integrates?|works?|syncs?|connects?) (with|to)$/.test(lead)) return false;
  // "moved to the other side of town": where they went, not what the answer is about.
  if (/\b(moved|moving|move) (to|into|out of|away from)( the| a)?$|\bside of$/.test(lead)) return false;
  // "a waste of my evening and my money": the respondent's own time and money are no thing to change.
  if (/^(my|our)$/i.test(p.det) && OWN_RESOURCES.has(headLemma)) return false;
  // "I struggled to hear the actors": what they could not hear or see is not the fault.
  const perceived = tokens
    .slice(Math.max(0, p.start - 5), p.start)
    .map((t) => t.value.toLowerCase())
    .join(" ");
  // "when nobody talks", "I'm not planning to": a word after its doer or "not" is a verb, not a thing.
  if (
    p.words.length === 1 &&
    !p.det &&
    /^(nobody|no one|someone|somebody|everyone|everybody|he|she|it|they|we|i|you|not|'m|am)$/i.test(
      tokens[p.start - 1]?.value ?? "",
    ) &&
    /([^s]s|ing)$/i.test(p.words[0] ?? "")
  )
    return false;
  // "came home looking like a little lion": a likeness, not a thing there.
  if (/\b(look|looks|looked|looking|felt|feel|feels|feeling|sounded|sounds) like( a| an| the)?$/.test(perceived))
    return false;
  if (
    /\b(struggled|struggle|couldn'?t|could not|can'?t|cannot|hard|difficult|unable)\b.*\b(hear|see|understand)( the| a| an| any)?$/.test(
      perceived,
    )
  )
    return false;
  // "Rain put people off": people at large, not anyone the owner employs ("the people there were kind" is).
  if (p.words.length === 1 && !p.det && /^people$/i.test(p.words[0] ?? "") && tokens[p.start - 1]?.pos === "VERB")
    return false;
  // "a scam", "a total nightmare", "a gem": a verdict, not a thing to ask about.
  const head = (p.words.at(-1) ?? "").toLowerCase();
  // Mild praise nouns ("the recommendations") are things someone gave; only strong ones ("a gem") are verdicts.
  // "the buggies": a judging word takes no plural, so a plural head is a thing.
  const judged = /[^s]s$/.test(head) && head !== headLemma ? head : headLemma;
  const verdict = Math.max(WORDS.get(judged) ?? 0, WORDS.get(head) ?? 0);
  const scorn = Math.min(WORDS.get(judged) ?? 0, WORDS.get(head) ?? 0);
  if (verdict >= 2 || scorn <= -1.8) return false;
  // "Sound, Dave always sorts me out": a word of judgement opening the answer before a comma is a verdict.
  if (
    p.start === 0 &&
    p.words.length === 1 &&
    /^[,;:!-]$/.test(tokens[p.end]?.value ?? "") &&
    scoreText(p.words[0] ?? "").label !== "neutral"
  )
    return false;
  // "which wasn't their fault": blame denied is no thing to ask about.
  if (
    headLemma === "fault" &&
    /(\bnot|n't|\bno|\bnobody's|\bnone of)\s+([a-z]+\s*)?$/i.test(
      tokens
        .slice(Math.max(0, p.start - 3), p.start)
        .map((t) => t.value)
        .join(" ")
        .concat(" "),
    )
  )
    return false;
  // "top notch", "first class": a set phrase of judgement, not a thing.
  if (VERDICT_IDIOM.test(p.words.join(" "))) return false;
  // "The real value for me was X", "the best part is X": a frame around what follows.
  const following = tokens.slice(p.end, p.end + 3).map((t) => t.value.toLowerCase());
  const copula = following[0] === "for" ? following[2] : following[0];
  if (FRAMES.has(headLemma) && /^(is|was|are|were)$/.test(copula ?? "")) return false;
  // "the weekends", "twice a week": when, not what.
  // "ready Friday", "since last Tuesday": a weekday is when, not what.
  if (/^(mon|tues|wednes|thurs|fri|satur|sun)days?$/i.test(head)) return false;
  const temporal = /^(day|week|weekend|month|year|hour|minute|morning|afternoon|evening|night|time)$/.test(headLemma);
  if (
    temporal &&
    (p.words.length === 1 ||
      /^(every|each|last|next|this|same|first|second|third|fourth|fifth|umpteenth|nth|whole|\d+\w*)$/i.test(
        p.words[0] ?? "",
      ))
  )
    return false;
  // "every single time": the quantifier sits outside the phrase.
  if (temporal && /^(every|each|last|next|this|that|same|first|whole)$/i.test(tokens[p.start - 1]?.value ?? ""))
    return false;
  // "meeting other founders": an activity with its object.
  // "changing rooms", "parking spaces" name a kind of thing.
  if (
    p.words.length > 1 &&
    /ing$/i.test(p.words[0] ?? "") &&
    !p.det &&
    !COMPOUND_ING.has((p.words[0] ?? "").toLowerCase())
  )
    return false;
  // "love seeing Bella": a verb and the one it is done to.
  if (p.words.some((w, i) => p.pos[i] === "VERB" && /ing$/i.test(w) && p.pos[i + 1] === "PROPN")) return false;
  const before = tokens[p.start - 1]?.value.toLowerCase() ?? "";
  const after = tokens[p.end];
  // "She was patient": a bare word after "was" describes, whatever the tagger says.
  if (
    p.words.length === 1 &&
    !p.det &&
    /^(is|was|are|were|seems?|seemed|felt|feels?)$/i.test(tokens[p.start - 1]?.value ?? "")
  )
    return false;
  // "without any fuss", "no fuss": what did not happen is not a thing to ask about.
  if (/^(without|any)$/.test(before) && /^(without|no|any)$/.test(tokens[p.start - 2]?.value.toLowerCase() ?? before))
    return false;
  // "has no smartphone": what the respondent does not have is not a thing to make work better.
  if (before === "no" && /^(has|have|had|with|without)$/i.test(tokens[p.start - 2]?.value ?? "")) return false;
  // "useless for anyone working a late shift": who is affected, not the thing.
  if (
    /ing$/i.test(before) &&
    /^(anyone|anybody|someone|somebody|people|those|everyone|us|me)$/i.test(tokens[p.start - 2]?.value ?? "")
  )
    return false;
  if (
    /^(a|an|the)$/.test(before) &&
    /ing$/i.test(tokens[p.start - 2]?.value ?? "") &&
    /^(anyone|anybody|someone|somebody|people|those|everyone)$/i.test(tokens[p.start - 3]?.value ?? "")
  )
    return false;
  // "people who work": a word after a relative pronoun is its verb.
  // "that mattress": "that" as the phrase's own determiner is no relative pronoun.
  if (/^(who|that|which)$/.test(before) && p.words.length === 1 && p.det !== before) return false;
  // "kept logging me out": an "-ing" word with an object is a verb.
  if (p.words.length === 1 && /ing$/i.test(p.words[0] ?? "") && !p.det && /^(PRON|DET)$/.test(after?.pos ?? ""))
    return false;
  if (p.words.length === 1 && /ing$/i.test(p.words[0] ?? "") && !p.det && p.pos[0] !== "NOUN") return false;
  return original.every((w, i) => {
    // "the bloody shower": a swear word may go in front of the thing, to be dropped; never as the thing.
    if (isProfane(w)) return i < original.length - 1;
    // "I'm checking": a pronoun and its verb, however wink tags it.
    if (CONTRACTION.test(w)) return false;
    if (question.toLowerCase().includes(w.toLowerCase())) return true;
    // A capital is a name's only mid-sentence; a sentence's first word must be a known word.
    const sentenceStart = p.start + i === 0 || /^[.!?]$/.test(tokens[p.start + i - 1]?.value ?? "");
    if (/^\p{Lu}/u.test(w) && !sentenceStart) return true;
    // "Martin in the pro shop sorted...", "Magda has been cleaning...": a lone capital word that acts is a name.
    if (original.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(w) && /^(VERB|AUX|ADP)$/.test(tokens[p.end]?.pos ?? ""))
      return true;
    if (/^(Dr|Mr|Mrs|Ms|Prof)\.?$/.test(w)) return true;
    return w.split("-").every(knownWord) || /^\d+$/.test(w);
  });
}

/** "I'm", "we've": a pronoun and its verb in one token. */
const CONTRACTION = /^(i|you|we|they|he|she|it|that|there|what)['’](m|re|ve|d|ll|s)$/i;

/** "café" is "cafe" to the lexicon. */
const unaccented = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

/** A word of the lexicon, its singular, or two of them run together ("chatbot", "lockers"). */
function knownWord(accented: string): boolean {
  const word = unaccented(accented);
  const w = word.replace(/s$/, "");
  // "peonies", "berries": a plural in "-ies" of a known word.
  if (isEnglishWord(word) || isEnglishWord(w) || (/ies$/i.test(word) && isEnglishWord(word.replace(/ies$/i, "y"))))
    return true;
  for (let i = 3; i <= w.length - 3; i++)
    if (isEnglishWord(w.slice(0, i)) && isEnglishWord(w.slice(i)) && /^\p{Ll}+$/u.test(w)) return true;
  return false;
}

interface Found {
  words: string[];
  det: string;
  start: number;
  lemmas: string[];
}

/** Noun phrases with the answer's own spelling (tagging lower-cases sentence starts). */
function found(text: string, question: string): Found[] {
  const tokens = tagSentences(text);
  // A short fragment without a verb ("Faster service", "Bank sync") is one phrase, whatever wink says.
  const fragment =
    text.split(" ").length <= 4 &&
    // "Smooth. Took 10 minutes.": two sentences are no fragment.
    !/[,;&]| and | or |[.!?]\s/.test(text.trim()) &&
    tokens.every((t) => !/^(AUX|PRON|DET|ADP|SCONJ)$/.test(t.pos) && !CONTRACTION.test(t.value)) &&
    /^(NOUN|PROPN|VERB)$/.test(tokens.filter((t) => t.pos !== "PUNCT").at(-1)?.pos ?? "") &&
    // "Works.", "Crashes": a lone verb is no thing; "Parking", "Booking" are.
    !(
      tokens.filter((t) => t.pos !== "PUNCT").length === 1 &&
      tokens[0]?.pos === "VERB" &&
      !/ing$/i.test(text.trim().replace(/\W+$/, ""))
    );
  // "Longer opening hours on weekends": a verbless wish with a place or time after it.
  const firstAdp = tokens.findIndex((t) => t.pos === "ADP");
  const head = firstAdp > 0 ? tokens.slice(0, firstAdp) : [];
  // "Longer opening hours on Saturdays, the staff are lovely": the wish's own clause decides.
  const clauseEnd = tokens.findIndex((t) => /^[,;.!?]$/.test(t.value));
  const wishHead =
    head.length >= 2 &&
    head.length <= 4 &&
    WISH_WORDS.test(head[0]?.value ?? "") &&
    head.at(-1)?.pos === "NOUN" &&
    tokens.slice(0, clauseEnd < 0 ? undefined : clauseEnd).every((t) => !/^(AUX|PRON|DET|SCONJ)$/.test(t.pos));
  if (wishHead) {
    // "bigger selection of kids books": a range keeps what it is of, and a comparative before it takes "a".
    const end = clauseEnd < 0 ? tokens.length : clauseEnd;
    const nextAdp = tokens.findIndex((t, i) => i > firstAdp && t.pos === "ADP");
    const ofEnd = nextAdp > 0 && nextAdp < end ? nextAdp : end;
    const ofWhat =
      /^of$/i.test(tokens[firstAdp]?.value ?? "") && RANGE_HEADS.test(head.at(-1)?.value ?? "")
        ? tokens.slice(firstAdp, ofEnd).filter((t) => t.pos !== "PUNCT" && !/^(please|pls|plz)$/i.test(t.value))
        : [];
    const det = ofWhat.length > 1 && !/^(more|less|fewer)$/i.test(head[0]?.value ?? "") ? "a" : "";
    const words = [...head.map((t) => t.value), ...(ofWhat.length > 1 ? ofWhat.map((t) => t.value) : [])];
    return [{ words, det, start: 0, lemmas: [] }];
  }
  if (fragment) {
    const words = text.replace(/[.!?…]+$/u, "").split(" ");
    const known = (w: string) =>
      isEnglishWord(unaccented(w)) || isEnglishWord(unaccented(w).replace(/s$/, "")) || /^\p{Lu}/u.test(w);
    // "k": a lone letter is text-speak for a word, not a thing.
    // "Easy to book": a judgement of doing something names no thing ("Somewhere to lock valuables" does).
    const judgedDoing = /^to$/i.test(words[1] ?? "") && WORDS.has((words[0] ?? "").toLowerCase());
    return words.every(known) && !words.some((w) => /^\p{Ll}$/u.test(w)) && !judgedDoing
      ? [{ words, det: "", start: 0, lemmas: [] }]
      : [];
  }
  const out: Found[] = [];
  for (const tagged of nounPhrases(tokens)) {
    // "the food lol": a chat tail typed after the thing is not part of it.
    let p = tagged;
    // "the loyalty card helps": a verb of effect the tagger ran into the phrase is cut off too.
    const tail = (q: NounPhrase) => (q.words.at(-1) ?? "").toLowerCase();
    while (
      p.words.length > 1 &&
      (SLANG.has(tail(p)) ||
        // "getting the saddle right": how it was left, not part of the thing.
        (/^(right|wrong)$/.test(tail(p)) && p.words.length > 1) ||
        (EFFECT_VERBS.has(tail(p)) && !/^(DET|NOUN|PROPN)$/.test(tokens[p.end]?.pos ?? "")))
    )
      p = { ...p, words: p.words.slice(0, -1), lemmas: p.lemmas.slice(0, -1), pos: p.pos.slice(0, -1), end: p.end - 1 };
    // "cat litter n food": a text-speak "n" joins two things; the first is kept. "beans piling up",
    // "kids flying about": things doing something, a clause, not a compound; the things are kept.
    const joined = p.words.findIndex(
      (w, i) =>
        i > 0 &&
        (/^\p{Ll}$/u.test(w) ||
          (i === p.words.length - 1 && /ing$/.test(w) && /([^s]s|people|children)$/i.test(p.words[i - 1] ?? ""))),
    );
    // "the little stories Carmen writes": a name after a thing, with a verb after it, starts a clause
    // about the thing; "Lucía drops in": a word in -s after a name, before "in" or "by", is her verb.
    const clauseAt = p.words.findIndex(
      (w, i) =>
        i > 0 &&
        // "the organiser Jen thought": a role before a name is the name's own.
        ((p.pos[i] === "PROPN" &&
          p.pos[i - 1] === "NOUN" &&
          !PERSON_HEAD.test(p.words[i - 1] ?? "") &&
          tokens[p.end]?.pos === "VERB") ||
          (p.pos[i - 1] === "PROPN" &&
            /[^s]s$/.test(w) &&
            /^(in|out|up|by|over|round|around|off|down|away|back)$/i.test(tokens[p.start + i + 1]?.value ?? ""))),
    );
    const cut = joined > 0 && (clauseAt < 0 || joined < clauseAt) ? joined : clauseAt;
    if (cut > 0)
      p = {
        ...p,
        words: p.words.slice(0, cut),
        lemmas: p.lemmas.slice(0, cut),
        pos: p.pos.slice(0, cut),
        end: p.start + cut,
      };
    const original = p.words.map((w, i) => {
      const offset = tokens[p.start + i]?.offset ?? 0;
      return text.slice(offset, offset + w.length);
    });
    // "nhưng" cut into "nh", "ư", "ng": a piece of a word the tagger split is no word to quote.
    const pieces = p.words.some((w, i) => {
      const offset = tokens[p.start + i]?.offset ?? 0;
      return (
        (/^\p{L}/u.test(w) && /\p{L}/u.test(text.charAt(offset - 1))) ||
        (/\p{L}$/u.test(w) && /\p{L}/u.test(text.charAt(offset + w.length)))
      );
    });
    // "banana telephone purple running": an adjective after a noun is words strung together, not a thing.
    // "a bigger table next time": a time after the thing is cut off later.
    const jumbled = p.pos.some(
      (pos, i) =>
        i > 0 &&
        pos === "ADJ" &&
        p.pos[i - 1] === "NOUN" &&
        !/^(next|last|this|other|same|only|own|whole|more|less|extra|first|alone|free|available)$/i.test(
          p.words[i] ?? "",
        ),
    );
    if (!pieces && !jumbled && usable(p, original, tokens, question)) {
      // "More translated fiction", "the guided walk": a participle between the article and the thing is part of it.
      const participle = tokens[p.start - 1];
      const lead = tokens[p.start - 2]?.value.toLowerCase() ?? "";
      if (participle?.pos === "VERB" && /ed$/i.test(participle.value) && /^(more|less|fewer|the|a|an)$/.test(lead))
        out.push({
          words: [participle.value, ...original],
          det: /^(the|a|an)$/.test(lead) ? lead : "",
          start: participle.offset,
          lemmas: [participle.lemma, ...p.lemmas],
        });
      else out.push({ words: original, det: p.det, start: p.offset, lemmas: p.lemmas });
    }
  }
  return out;
}

/** The phrases of an answer, shown as a question would name them. */
/** People whose "'s" always owns the word after it: "the women's changing room". */
const OWNING_PEOPLE =
  /^(women|men|ladies|gents|kids|children|girls|boys|people|customers|members|staff|visitors|guests)$/i;

function phrasesOf(text: string, question: string, hypothetical: boolean): Phrase[] {
  const out: Phrase[] = [];
  // Only a verbless answer ("Local events", "Bank sync") names wishes outright.
  const tagged = tagSentences(text);
  const inPhrase = new Set(
    nounPhrases(tagged).flatMap((p) => Array.from({ length: p.end - p.start }, (_, k) => p.start + k)),
  );
  const verbless = tagged.every((t, i) => inPhrase.has(i) || !/^(VERB|AUX)$/.test(t.pos));
  const fragment = text.split(" ").length <= 4 && verbless;
  for (const f of found(text, question)) {
    let { words, start } = f;
    // "I went to Spain last year": a place the respondent went to is where the story happened, not what it is about.
    if (
      words.length === 1 &&
      /^\p{Lu}/u.test(words[0] ?? "") &&
      /\b(went|been|go|going|gone|travell?ed|trip|holiday|holidays|stayed|staying|lived|living|moved|visited|visiting)\s+((to|in|from|around)\s+)?$/i.test(
        text.slice(0, start),
      )
    )
      continue;
    // "the kit list two days before": a count after the thing starts another phrase.
    const count = words.findIndex((w, i) => i > 1 && NUMBER_WORD.test(w));
    if (count > 1) words = words.slice(0, count);
    // "a bigger table next time": when is not part of what.
    const when = words.findIndex((w, i) => {
      const unit = (words[i + 1] ?? "").toLowerCase();
      return i > 0 && /^(next|last|this|every|each)$/i.test(w) && (TIME_HEADS.has(unit) || /^times?$/.test(unit));
    });
    if (when > 0) words = words.slice(0, when);
    // "a five minute job", "a 20 minute wait": the measure before the thing is not part of it.
    const afterCount = (i: number) =>
      i > 0
        ? NUMBER_WORD.test(words[i - 1] ?? "")
        : NUMBER_WORD.test(/(\S+)[\s-]*$/.exec(text.slice(0, start))?.[1] ?? "");
    const measured = words.findIndex((w, i) => UNIT.test(w) && afterCount(i));
    if (measured >= 0 && measured < words.length - 1) {
      start = text.indexOf(words[measured + 1] ?? "", start);
      words = words.slice(measured + 1);
    }
    // "the women's changing room": the owner of a thing is not the thing; "Super kind.": how someone was.
    // ("the kitchen's a bit of a bombsite": that "'s" is "is".)
    const following = text.slice(start + words.join(" ").length);
    const owned = /^\s*['’]s\s+(\S+)/.exec(following)?.[1] ?? "";
    if (
      owned &&
      (OWNING_PEOPLE.test(words.at(-1) ?? "") ||
        !/^(a|an|the|so|very|really|not|been|got|gone|too|quite|always|never|just|still|all|\w+ed|\w+ing)$/i.test(
          owned,
        ))
    )
      continue;
    if (words.length === 2 && /^(super|so|very|really|extremely|quite|too)$/i.test(words[0] ?? "")) continue;
    // "they were really patient with him": after an intensifier the word is how they were, not a thing.
    if (
      words.length === 1 &&
      /\b(was|were|is|are|been|seemed|seem|felt)\s+(really|very|so|quite|extremely|super|too|incredibly)\s+$/i.test(
        text.slice(0, start),
      )
    )
      continue;
    // "came out more orange than the photo": a comparison, not a thing wanted.
    if (/^\s*than\b/i.test(following)) continue;
    const opening = text.slice(0, start).toLowerCase();
    const scarce =
      /\b(too few|not enough|lack of|(?<!\b(mean|means|meant|cause|causes|caused|create|creates|lead to|leads to)\s)more)\s+$/.test(
        opening,
      );
    const excess = /\btoo (many|much)\s+$/.test(opening);
    // "only four wheels for twelve of us": too few for the people there.
    const shared =
      /\b(only|just) (one|two|three|four|five|six|a few|a couple of|\d+)\s+$/i.test(opening) &&
      /^\s+(for|between)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|all|everyone|the whole)\b/i.test(
        text.slice(start + words.join(" ").length),
      );
    // "many steps" -> "steps"; "rude receptionist" -> "receptionist": the judgement is the respondent's to repeat.
    while (
      words.length > 1 &&
      (QUANTITIES.has((words[0] ?? "").toLowerCase()) ||
        isProfane(words[0] ?? "") ||
        (!scarce && !excess && judges(words[0] ?? "")))
    ) {
      start = text.indexOf(words[1] ?? "", start);
      words = words.slice(1);
    }
    const before = text.slice(0, start).toLowerCase();
    const scarceHere =
      scarce ||
      shared ||
      /\b(too few|not enough|lack of|(?<!\b(mean|means|meant|cause|causes|caused|create|creates|lead to|leads to)\s)more)\s+$/.test(
        before,
      );
    const excessHere = excess || /\btoo (many|much)\s+$/.test(before);
    // "lovely today" less its judgement is only a time.
    if (
      words.length === 1 &&
      (VAGUE_HEADS.has((words[0] ?? "").toLowerCase()) || TIME_HEADS.has((words[0] ?? "").toLowerCase()))
    )
      continue;
    // "opening hours", "a full day" are things; "25 mins", "the weeks" only measure.
    const measure = words.slice(0, -1);
    if (
      UNIT.test(words.at(-1) ?? "") &&
      (measure.every((w) => NUMBER_WORD.test(w) || COUNTING.test(w)) || measure.some((w) => NUMBER_WORD.test(w)))
    )
      continue;
    // "tidy job, hardly any nicks": a fault said to be (almost) absent is praise, not a thing to ask about.
    if (/\b(hardly|barely|scarcely) any\s+$/i.test(text.slice(0, start))) continue;
    // "she knows every word of the old songs": the word alone is never the point; nor is "fair play"
    // said as thanks, or "yr" of "my 12 yr old".
    if (/^(words?|fair play|yrs?)$/i.test(words.join(" "))) continue;
    // A capital is a name's only mid-sentence ("Cafe was pricey too." names no cafe).
    const sentenceStart = start === 0 || /[.!?]\s*$/.test(text.slice(0, start));
    // "Magda never misses a thing": a capital word the lexicon does not know, named bare, is a name wherever it stands.
    // "Jade did a cracking job", "Sam sends photos": a capital word that does what only people do is a name, known word or not.
    const bareName =
      words.length === 1 &&
      !f.det &&
      /^\p{Lu}\p{Ll}+$/u.test(words[0] ?? "") &&
      (!knownWord(words[0] ?? "") ||
        // "Sally the pianist is brilliant": a name set beside what the person does.
        isOccupation(/^,?\s+(?:the|our|your) (\p{L}+)/u.exec(text.slice(start + (words[0] ?? "").length))?.[1] ?? "") ||
        (PEOPLE_DO.test(text.slice(start + (words[0] ?? "").length)) &&
          !PERSON_HEAD.test(words[0] ?? "") &&
          !DEPARTMENTS.test(words[0] ?? "")));
    const name = /^\p{Lu}/u.test(words[0] ?? "") && ((start > 0 && !sentenceStart) || bareName);
    // "which would mean more stress": a consequence feared, not a wish.
    const consequence = /\b(mean|means|meant|cause|causes|caused|create|creates|lead to|leads to)\s+$/i.test(
      text.slice(0, start),
    );
    // "A free coffee after ten would be nice", "a slower option would help": the thing wished for.
    // "the toilets could be cleaner": a thing already there said softly to fall short, not a wish.
    const after = text.slice(start + words.join(" ").length);
    const fallsShort =
      (/^(the|our|your)$/i.test(f.det) && /^\s+could (be|do with) (\w+er|more|less|better|a bit)\b/i.test(after)) ||
      // "courts could do with resurfacing": a bare plural said to need work.
      /^\s+could do with (a |some )?(\w+ing|a \w+|some \w+)\b/i.test(after);
    // Within its sentence: "the old website tbh. Would be nice if..." wishes for no old website.
    const wished = /^(\s+[^\s.!?]+){0,3}?\s+(would|could|'d) (be|help|make)\b/i.test(after) && !fallsShort;
    // "could you offer a musical theatre class", "can you run a summer camp": something asked for.
    // "Would love a transcript for each ep", "I'd like some decaf options": wished for in so many words.
    const offered =
      /\b((could|can|would) (you|they)|(you|they) (could|can|might)) ((also|maybe|perhaps|please) )?(offer|run|add|have|start|introduce|put on|bring back|consider|do)\s+((an?|some|more|another)\s+)?$/i.test(
        text.slice(0, start),
      ) ||
      /(?:^|[,.;!]\s*|\b(?:i|we)\s*)(?:would|'d|really|would really)\s+(?:love|like)\s+((?:an?|some|more|another)\s+)?$/i.test(
        text.slice(0, start),
      );
    // "took two extra hours": a count of what happened, not a wish for more.
    // "got charged an extra hour", "paid an extra fee": what happened to them, not a wish.
    const counted =
      /\b(\d+|one|two|three|four|five|six|ten|took|takes|take|(?!need\b)\w+ed|paid|got|had|spent|lost)\s+((me|us|them)\s+for\s+)?((an?|the|my|our)\s+)?$/i.test(
        text.slice(0, start),
      );
    // "An offline mode for when I'm on the underground", "Some gluten-free desserts, ...": to a
    // question asking for wishes, the thing the answer opens with, unless a verb makes it a subject.
    const opens =
      // "the app" names something there already, to fix; "a café", "some desserts" something new.
      /^\s*((maybe|perhaps)\s+)?((an?|some|more)\s+)?$/i.test(text.slice(0, start)) &&
      !/^\s+(is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|seems?|looks?|works?)\b/i.test(
        text.slice(start + words.join(" ").length),
      );
    // "a text when the driver is on the way", "Separate class for adults" to "What could we improve?":
    // something not there yet, asked for by opening on "a" or on what would make it new.
    const newThing =
      ASKS_FOR_FIXES.test(question) &&
      !hypothetical &&
      (/^\s*((maybe|perhaps|just)\s+)?(an?|another)\s+$/i.test(text.slice(0, start)) ||
        (start === 0 && NOVEL.test(words[0] ?? "") && words.length > 1)) &&
      !/^\s+(is|are|was|were|has|have|had|does|do|did|can|could|will|should|seems?|looks?|works?)\b/i.test(
        text.slice(start + words.join(" ").length),
      );
    const wish =
      !name &&
      !consequence &&
      (!counted || shared) &&
      (scarceHere ||
        excessHere ||
        // "a scuffle with a bigger dog": a comparative told in a story is no wish.
        (WISH_WORDS.test(words[0] ?? "") &&
          !/\b(with|by|from|at|into|behind|near|than|past|against)\s+((an?|the|some)\s+)?$/i.test(
            text.slice(0, start),
          )) ||
        // "Somewhere to lock valuables", "something for the kids": what is missing, by what it is for.
        (start === 0 && words.length > 1 && /^(somewhere|something|someplace)$/i.test(words[0] ?? "")) ||
        (hypothetical && !f.det && verbless) ||
        wished ||
        offered ||
        (hypothetical && opens) ||
        newThing);
    // "Les Mis", "Inspector Calls": every word capitalised is a title, even at the start of the answer.
    const title = words.length > 1 && words.every((w) => /^\p{Lu}/u.test(w));
    let shown = words
      .map((w, i) => {
        const name =
          title ||
          /^(Dr|Mr|Mrs|Ms|Prof)\.?$/.test(w) ||
          /^[\p{Lu}\d]{2,}$/u.test(w) ||
          question.includes(w) ||
          (/^\p{Lu}/u.test(w) && (i > 0 || (start > 0 && !sentenceStart) || bareName));
        return name ? w : (FLIP[w.toLowerCase()] ?? w.toLowerCase());
      })
      .join(" ")
      .replace(/ 's\b/g, "'s");
    // "coach Marek", "nurse Shona": a role before a name is a title, which takes no article.
    // "the coordinator Bex": the name alone.
    const titled =
      (!f.det || f.det === "the") &&
      /\s\p{Lu}\p{Ll}+$/u.test(shown) &&
      PERSON_HEAD.test(shown.split(" ").slice(0, -1).join(" "));
    if (titled && f.det === "the") shown = shown.split(" ").at(-1) ?? shown;
    // "the GDPR page": a name before a common noun keeps the answer's article.
    const proper =
      (/^\p{Lu}/u.test(shown) && !(f.det === "the" && /^\p{Ll}/u.test(shown.split(" ").at(-1) ?? ""))) || titled;
    // The answer's own determiner: "the music", "your budget"; "notifications" and "parking" stay bare.
    const plural = /s$/.test(words.at(-1) ?? "") && !/ss$/.test(words.at(-1) ?? "");
    const det =
      f.det && f.det !== "a" && f.det !== "an"
        ? `${FLIP[f.det] ?? f.det} `
        : f.det || !(fragment && plural)
          ? "the "
          : "";
    const mass = !/s$/.test(words.at(-1) ?? "");
    const quantity = scarceHere && !/^more\b/i.test(shown) ? "more " : excessHere ? (mass ? "less " : "fewer ") : "";
    // "Separate class for adults": one new thing asked for takes "a".
    // "Bigger caddy." is one bigger caddy; "better parking" and "faster wifi" stay uncounted.
    const single =
      !f.det &&
      !plural &&
      ((newThing && /^(separate|dedicated|new|proper)$/i.test(words[0] ?? "")) || (wish && oneMoreThing(words)));
    const article = f.det === "a" || f.det === "an" ? `${f.det} ` : single ? "a " : "";
    const named = wish ? `${quantity || article}${shown}` : proper ? shown : `${det}${shown}`;
    if (out.some((o) => o.text.toLowerCase() === named.toLowerCase())) continue;
    out.push({ text: named, start, end: start + words.join(" ").length, wish, short: fallsShort });
  }
  const all = [...out, ...standIns(text, out)];
  // "Just got back from Mallorca": a place's name is quoted only from an answer that speaks to the
  // question; a name that acts ("Dr Patel always listens") is someone there.
  const place = (p: Phrase) =>
    /\p{Lu}/u.test(p.text) &&
    /\b(from|in|to|at|for|about|of|on|near|around|nearly)\s+(the\s+)?$/i.test(text.slice(0, p.start));
  return all.some(place) && !speaksToQuestion(text, question) ? all.filter((p) => !place(p)) : all;
}

/** "The kiln is always full, a bigger one would help": "one" stands for the thing named before it. */
function standIns(text: string, phrases: Phrase[]): Phrase[] {
  const out: Phrase[] = [];
  for (const m of text.matchAll(/\b(a|an|another) (?:(\w+) )?one\b(?!-)/gi)) {
    const at = m.index ?? 0;
    const thing = phrases.filter((p) => p.end <= at && !p.wish).at(-1);
    const head = thing?.text.replace(/^(the|your|their|this|that)\s+/i, "");
    // "It was a good one" judges; "the racks ... a bigger one" would need the singular.
    if (!head || /s$/.test(head) || /^\p{Lu}/u.test(head) || judges(m[2] ?? "")) continue;
    const wish = /^\s+(would|could|'d) (be|help|make)\b/i.test(text.slice(at + m[0].length));
    const named = `${(m[1] ?? "a").toLowerCase()} ${m[2] ? `${m[2].toLowerCase()} ` : ""}${head}`;
    out.push({ text: named, start: at, end: at + m[0].length, wish });
  }
  return out;
}

/** What only a person does, right after their name: "Jade did", "Sam sends", "Mark explained". */
/** "Reception told me", "Management did nothing": a team, not a name. */
const DEPARTMENTS =
  /^(reception|management|security|housekeeping|admin|support|sales|accounts|maintenance|customer|service|everyone|everybody|nobody|someone|somebody)$/i;
const PEOPLE_DO =
  /^\s+(always |never |really |just )?(did|does|spotted|noticed|sorted|sorts|explained|explains|helped|helps|showed|shows|told|tells|said|says|listened|listens|talked|talks|sends|sent|texted|texts|rang|rings|greeted|greets|smiled|knew|knows|remembered|remembers|went out of|(?:was|is) (?:so |really |very |super |always |extra )?(?:gentle|kind|lovely|patient|friendly|rude|caring|calm|chatty|thorough|brilliant|amazing|fab|great|helpful|abrupt|grumpy|rough|funny|nice|sweet))\b/i;
/** "25 mins", "four times", "a bit", "on Saturday": a measure or a date, never the thing the answer is about. */
const UNIT =
  /^(mins?|minutes?|hrs?|hours?|secs?|seconds?|days?|weeks?|months?|years?|yrs?|wks?|times|bits?|lots?|ones?|things?|ways?|stuff|ages|terms?|nights?|mornings?|evenings?|afternoons?|weekends?|(mon|tues|wednes|thurs|fri|satur|sun)days?)$/i;
const COUNTING = /^(a|an|the|few|couple|half|more|less|every|each|last|next|this|that|those|these|several|many)$/i;
const NUMBER_WORD = /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|hundred)$/i;
const PAST =
  /\b((?<!\b(?:was|were|is|are|be|been|so|too|very|felt|feel|feels|seemed|looked) )\w+ed|kept|lost|broke|took|went|came|got|left|made|gave|told|said|sent|found|forgot|ran|fell|stopped|crashed|sat|stood|paid|spent|rang|ate|drove|flew|wrote|bought|brought|saw|heard|met|sold|shut|hung|woke|slept|threw|tore)\b(?<!\b(?:need|tired|interested|bored|used|bed|red|shed|speed|feed|seed|weed|hundred)\b)/i;
/** Answers that tell what happened: "it kept crashing", "the parcel arrived late". */
const STORY =
  /\b(happened|kept|broke|broken|crashed|lost|arrived|failed|forgot|waited|refused|ignored|charged|cancelled|canceled|froze|stopped working)\b/i;
/** A verb in the present: "is", "keeps", "it drops". */
const PRESENT =
  /\b(is|are|does|do|don't|doesn't|isn't|aren't|keeps?|gets?|feels?|seems?|looks?)\b|\b(it|he|she|that|this|which)\s+(always\s+|never\s+|often\s+|still\s+)?\w+s\b/i;
/** "The meeting rooms are always booked" describes; "the parcel arrived late" tells what happened. */
function isPastClause(part: string): boolean {
  return PAST.test(
    part
      // "the tanks looked a bit grim": how it looked describes; "every time I looked" and "looked at" tell.
      .replace(
        /\b(looked|seemed|sounded|smelled|smelt|tasted)\s+(?!(at|for|into|around|round|through|up|after|in|out)\b)[a-z]+/gi,
        "",
      )
      .replace(
        /\b(is|are|be|been|feel|feels|seem|seems|looks?|get|gets)( (always|never|often|so|too|very|usually|\w+ly))* \w+ed\b/gi,
        "",
      ),
  );
}
const CONTRAST =
  /^(but|though|although|however|yet|except|whereas|(shame|pity|shame though|pity though) (about|that)|(the )?only (downside|thing|issue|problem|gripe|niggle|complaint))\b/i;
/** "didn't rush me", "never misses a thing": a fault denied is praise. */
const NEGATED_FAULT =
  /\b(didn'?t|did not|never|don'?t|doesn'?t|won'?t)\s+(once\s+|ever\s+)?(rush\w*|miss(es|ed)?|fail(s|ed)?|let (me|us) down|lets (me|us) down|hurr(y|ied)|pressur\w+|forg(et|ot|ets)|(try|tried) to (sell|push|upsell))\b/i;
/** "the penguins were the highlight", "Bex thought of everything": praise in words no lexicon scores. */
const PRAISE_IDIOM =
  /\b(was|were|is|are) the (highlight|best (bit|part|thing)|star of the show)\b|\b(is|are|was|were|proper|dead) sound\b|\b(is|are|was|were) (unreal|ace|mint|class|top notch|a legend|legends)\b|\bthought of everything\b|\b(flew|flies|went) (by|over)\b|\bwent (above and beyond|the extra mile|out of (his|her|their|the) way)\b|\bcouldn'?t (do|have done) enough\b|\b(like|as good as|good as|as) new\b/i;
/** "did the awkward bit perfectly", "handled a tricky fade really well": work done, judged by how it was done. */
const DONE_WELL =
  /\b(did|done|handled|managed|fitted|laid|finished|sorted|dealt with|coped with)\b[^,.;!?]*\b(perfectly|brilliantly|beautifully|superbly|flawlessly|expertly|(really|so|very) well)\s*[.!]*$/i;
/** "no complaints", "zero hassle", "never any problems": trouble denied is praise. */
const DENIED_TROUBLE = /\b(no|zero|never any|never had any|not a single|without any)\s+([a-z]+)\b/i;
/** "nobody made me feel like a nuisance": a bad feeling denied is praise. */
const DENIED_FEELING = /\b(nobody|no one|never|didn'?t|did not)\s+(once\s+|ever\s+)?made (me|us) feel\b(.*)$/i;
/** A thing that arrived or ended up damaged. */
const DAMAGED =
  /\b(split|torn|ripped|smashed|cracked|dented|squashed|crushed|leak(ed|ing|s)?|soggy|mouldy|moldy|stale|burnt|chipped|scratched|snapped|bent|shattered|spilt|spilled|soaked|sodden|drenched|waterlogged|sticking (up|out)|loose|wobbly|wonky|frayed|peeling|tripped( over)?|trip hazard|(fell|came) (off|loose|away|apart))\b/i;

/** Clauses of the answer with their sentiment; a neutral clause after "but" turns against the one before. */
/** "had to go and find a cashpoint", "had to chase them twice": the respondent put to trouble. */
const PUT_TO_TROUBLE =
  /\b(had|have) to (go|find|get|walk|drive|wait|ask|pay|ring|call|phone|chase|come back|go back|leave|queue|pop)\b/i;
/** "I've only managed to use it twice", "could only get the 9am": less than they wanted, a complaint. */
const SHORTFALL = /\b(only (managed|got|been able|able|had time) to|could only)\b/i;
/** "the hazy IPA especially", "the staff in particular": an instance of what the clause before said. */
const EXAMPLE_OF = /^[^,;]{1,40}\s(especially|in particular|particularly|above all)\W*$/i;
function clausesOf(text: string): Clause[] {
  const out: Clause[] = [];
  const re = /[.;!?]+\s*|,\s*|\s+(?=(?:but|though|although|however|whereas|except)\b)/gi;
  let from = 0;
  // "..., but nobody told me for weeks, I had to call four times": the turn holds to the sentence's end.
  let turned: Clause["label"] | undefined;
  let afterComma = false;
  for (const m of [...text.matchAll(re), null]) {
    const end = m ? (m.index ?? 0) : text.length;
    const part = text.slice(from, end);
    if (/\p{L}/u.test(part)) {
      const trimmed = part.trim();
      const contrast = CONTRAST.test(trimmed);
      // "moves too fast", "not enough seats": an excess or a lack is a complaint whatever the words around it.
      // "Fine until the discount code": the praise stops where the trouble starts.
      let label: Clause["label"] =
        /\btoo (?!bad\b)\w+|\bnot enough\b|^(fine|good|ok|okay|great|smooth|easy)\s+until\b|\bcost (me|us|them) (a|an|about|around|nearly|over|almost|\d+|two|three|four|five|ten|hours|days|extra)\b|\b(couldn'?t|could not|can'?t|cannot) get rid of\b|\bnever (comes?|arrives?|turns? up|shows? up|stops?|answers?|replies?|works?|opens?|runs?|calls?)\b/i.test(
          trimmed,
        ) ||
        UNASKED.test(trimmed) ||
        SHORTFALL.test(trimmed)
          ? "negative"
          : scoreText(trimmed).label;
      // Read alone, a short clause can be misread: a fault denied ("didn't rush me") is no complaint,
      // a thing "split open" no praise.
      const hits = lexiconText(trimmed).hits;
      const denied = DENIED_FEELING.exec(trimmed);
      const felt = denied ? lexiconText(denied[4] ?? "").hits : [];
      if (label === "negative" && hits.every((h) => h.v > 0) && NEGATED_FAULT.test(trimmed)) label = "positive";
      // "the staff kept it safe for a week": a strong word of praise, no word of fault, no negation.
      else if (
        label === "negative" &&
        hits.some((h) => h.v >= 1.8) &&
        hits.every((h) => h.v > 0) &&
        !/\b(not|no|never|didn'?t|wasn'?t|isn'?t|couldn'?t|won'?t|without|but|though|too)\b|n't\b/i.test(trimmed)
      )
        label = "positive";
      // "Card machine was down so had to go find a cashpoint": put to trouble, with nothing praised.
      else if (label !== "negative" && hits.every((h) => h.v <= 0) && PUT_TO_TROUBLE.test(trimmed)) label = "negative";
      else if (hits.every((h) => h.v > 0) && PRAISE_IDIOM.test(trimmed)) label = "positive";
      // "they did the awkward curved bit perfectly": the hard part named, then done well.
      else if (DONE_WELL.test(trimmed)) label = "positive";
      else if (TROUBLES.has(DENIED_TROUBLE.exec(trimmed)?.[2]?.toLowerCase() ?? "") && trimmed.split(/\s+/).length <= 6)
        label = "positive";
      else if (felt.length > 0 && felt.every((h) => h.v < 0)) label = "positive";
      else if (label !== "negative" && hits.every((h) => h.v <= 0) && DAMAGED.test(trimmed)) label = "negative";
      const before = out.at(-1);
      // "Beers are class, the hazy IPA especially": an instance of the clause before, in its mood.
      if (before && EXAMPLE_OF.test(trimmed)) label = before.label;
      // "..., which after a week at sea is everything": a remark on the clause before, in its own mood.
      if (/^which\b/i.test(trimmed) && before && before.label !== "neutral" && lexiconText(trimmed).hits.length === 0)
        label = before.label;
      if (contrast && label === "neutral" && before && before.label !== "neutral")
        label = before.label === "positive" ? "negative" : "positive";
      if (contrast) turned = label === "neutral" ? undefined : label;
      else if (!afterComma) turned = undefined;
      else if (label === "neutral" && turned) label = turned;
      out.push({ start: from, end, label, contrast });
    }
    afterComma = m !== null && m[0].trim() === ",";
    from = m ? end + m[0].length : text.length;
  }
  // "The engineer, Dev, really knew the desk": a short verbless lead-in is the subject of what follows.
  for (let i = out.length - 2; i >= 0; i--) {
    const c = out[i];
    const n = out[i + 1];
    if (!c || !n || n.label === "neutral" || n.contrast) continue;
    const part = text.slice(c.start, c.end).trim();
    // Read alone, a bare lead-in ("the tutor") gets a mood from the model that no word of it carries.
    // "Cute place, rude barista" judges twice: an adjective is a judgement, whatever the lexicon knows.
    if (c.label !== "neutral" && (lexiconText(part).hits.length > 0 || tagSentences(part).some((t) => t.pos === "ADJ")))
      continue;
    if (
      text.slice(c.end, n.start).trim() === "," &&
      part.split(" ").length <= 3 &&
      !/\b(is|was|are|were|has|had|have|did|do|does|and|or)\b/i.test(part)
    )
      c.label = n.label;
  }
  // "The gears kept slipping, staff were great though": a closing "though" turns the praise against what came before.
  const last = out.at(-1);
  const praised = out.at(-2);
  const before = out.at(-3);
  if (last && praised && before && /^(though|tho)\W*$/i.test(text.slice(last.start, last.end).trim())) {
    out.pop();
    if (praised.label !== "neutral" && before.label === "neutral")
      before.label = praised.label === "positive" ? "negative" : "positive";
  }
  // "Lovely. Bought three roses and...": an answer that opens on a word of praise tells what it praises;
  // a clause read as a complaint with no word of complaint and no turn is a misreading.
  // "Too easy, I got put in B1...": so does one that opens on a short verdict of fault.
  const [opener] = out;
  const verdict = opener ? text.slice(opener.start, opener.end) : "";
  if (opener && opener.label !== "neutral" && !out.some((c) => c.contrast)) {
    const single = /^\W*\p{L}+\W*$/u.test(verdict);
    const short = verdict.trim().split(/\s+/).length <= 3 && !/\b(is|are|was|were)\b/i.test(verdict);
    for (const c of out.slice(1)) {
      const hits = lexiconText(text.slice(c.start, c.end)).hits;
      if (opener.label === "positive" && single && c.label === "negative" && hits.every((h) => h.v >= 0))
        c.label = "positive";
      else if (opener.label === "negative" && short && c.label === "positive" && hits.every((h) => h.v <= 0))
        c.label = "negative";
    }
  }
  return out;
}

function rotate<T>(items: T[], by: number): T[] {
  if (items.length === 0) return items;
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** Phrases in a row joined only by commas and "and": a list of at least `min`. */
function listIn(text: string, phrases: Phrase[], min: number): Phrase[] {
  let run: Phrase[] = [];
  let best: Phrase[] = [];
  for (const p of phrases) {
    const last = run.at(-1);
    const between = last ? text.slice(last.end, p.start) : "";
    // "The shared calendar, my whole team lives in it": a thing followed by its verb starts a clause.
    const subject = /^\s+\w+s\s+((in|on|at|with|by)\s+)?(it|them)\b/i.test(text.slice(p.end));
    // "Loved Earnest, more Oscar Wilde": what they had and what they want more of are no list;
    // in "more costumes and props" the "more" is said of both.
    const wanted = (q: Phrase) => /^(more|less|fewer)\b/i.test(q.text);
    const sharesMore = last && wanted(last) && !wanted(p) && /\b(and|or)\b|&/.test(between);
    // "Sally, our organist, is lovely": one person, named and then said what they do.
    const sameOne =
      last !== undefined &&
      /^\s*,\s*(the |our |your |my )?$/i.test(between) &&
      /^\p{Lu}/u.test(last.text) &&
      /^(the|our|your|my) /i.test(`${between.replace(/^\s*,\s*/, "")}${p.text}`) &&
      isOccupation(p.text.split(" ").at(-1) ?? "");
    if (sameOne) continue;
    if (subject) run = [];
    else if (
      last &&
      (wanted(last) === wanted(p) || sharesMore) &&
      /^\s*(,|and|or|&|, and|, or)?\s*(the|a|an|my|our|some)?\s*$/i.test(between)
    )
      run.push(p);
    else run = [p];
    if (run.length > best.length) best = [...run];
  }
  return best.length >= min && best.length <= 5 ? best : [];
}

/** Candidate probes for a valid answer, best first. */
/** "What do you value most?": what the answer names is what works. */
// "Anything you'd like to tell us?" asks for anything, not for what they liked.
const ASKS_FOR_PRAISE =
  /\b(like(?! (?:(?:us|me|them|you) )?to\b)|liked|value|enjoy|enjoyed|love|loved|best|favourite|favorite|appreciate|highlight|stood out|special|memorable)\b/i;
/** "What could we improve?": whatever the answer names there is something to fix. */
const ASKS_FOR_FIXES =
  /\b(improve|better|(?<!not want us to )change|fix|frustrat\w*|problems?|wrong|dislike|worst|least|hardest|difficult)\b/i;
/** "Why did you cancel?": the reason may be life, not a fault; the useful next step is what would have kept them. */
const ASKS_WHY_LEFT =
  /\b(cancel\w*|leave|left|stop(ped)? (using|coming|going|listening|watching|reading|attending|playing|visiting|ordering|buying|subscribing)|quit|unsubscrib\w*|close[ds]? your)\b/i;
/** "Also", "though", "that's minor", "nothing wrong with": what the respondent marks as beside the point. */
const SIDE_REMARK = /\b(anyway|minor|temporary|nothing wrong with|otherwise|apart from that)\b/i;
/** "my bowl came out wonky but who cares": the clause before is waved away. */
const DISMISSED = /^\W*(?:but |and )?(who cares|doesn'?t matter|no big deal|not a big deal|never mind|not fussed)\b/i;
/** "staff were great", "the wifi is also patchy": marks only its own clause as an aside. */
const SIDE_CLAUSE = /\b(also|agrees|was lovely|were lovely|were great)\b/i;
/** "i normally pass out with needles": what the respondent is like, said to set off what happened this time. */
const OWN_HABIT = /^\W*(i|we) (normally|usually|generally|tend to|always)\b/i;
/** "which wasn't their fault", "not the driver's fault": blame denied for what was just told. */
const CLEARED = /\b(wasn'?t|was not|isn'?t|is not|not|no) (their|your|his|her|its|anyone'?s|the [a-z]+'s) fault\b/i;
/** "...on the tills gave me tips", "...showed us round": what follows a person or thing that did something for them. */
const SERVED_THEM =
  /^\s*((on|at|in|from|behind) (the )?[a-z ]{1,20}?\s)?(gave|showed|helped|told|talked|walked|explained|sorted|found|recommended|offered|took|let) (me|us)\b/i;
/** "..., too.", "as well": added on at a sentence's end. */
const SIDE_REMARK_END = /\b(too|as well|also)[.!]?\s*$/i;
/** People whose doing is the story: asked what they should have done. */
const PERSON =
  /\b(instructor|teacher|driver|staff|receptionist|waiter|waitress|host|guide|nurse|doctor|agent|manager|mods?|moderators?|facilitator|trainer|coach|tutor|technician|cashier|server|handlers?)\b/i;
/** A phrase whose head is a person ("the new teacher", "the sound guy"). */
const PERSON_HEAD =
  /\b(instructor|teacher|driver|staff|receptionist|waiter|waitress|host|guide|nurse|doctor|agent|manager|facilitator|trainer|coach|tutor|technician|cashier|server|chef|guy|lady|man|woman|person|people|speaker|presenter|consultant|adviser|advisor|coordinator|organiser|organizer|planner|cleaner|porter|lecturer|therapist|dentist|surgeon|pharmacist|officer|clerk|assistant|engineer|photographer|mechanic|cook|optometrist|vet|physio|stylist|barber|plumber|electrician|beginner|partner|classmate|student|learner|member|neighbour|neighbor|stranger)s?$/i;
/** A thing named alone in answer to what should change. */
const NAMED_ONLY = ["What would you like to see done about {p}?", "Could you tell me more about {p}?"];
const TOLD_PERSON = ["What would you have wanted {p} to do differently?"];
/** "Magda", "Dr Patel": one word or a title and a name, capitalised. */
const NAMED = /^((Dr|Mr|Mrs|Ms|Miss|Mx|Prof|dr|mr|mrs|ms|miss|mx|prof)\.? )?\p{Lu}\p{Ll}+$/u;
/** "staff let us...", "Jade always squeezes me in": a verb straight after the person tells what they did. */
const DEED_TOLD =
  /^\s+(?:(?:always|really|even|just|actually|kindly|also|then)\s+)?(?!(?:is|was|are|were|has|had|does|did|seems|needs)\b)(?:\w+ed|\w+[^s\W]s|let|found|gave|took|made|went|kept|knew|got|put|came|sent)\s+\w/i;
const ELSE_DID = "What else did {p} do that stood out to you?";
/** "took three chasers before anyone told me", "until someone got back to me": news had to be chased. */
const CHASED =
  /\b(before|until|till) (anyone|someone|somebody|they|you) (told|let (me|us) know|replied|got back|rang|called|answered|confirmed)\b|\b(\d+|two|three|four|five|several|multiple|a few|many) (chasers|chasing emails|reminders)\b/i;
const KEEP_INFORMED = "How would you have liked us to keep you informed?";
const KEPT_IN_THE_DARK =
  /\b(?:only )?found out (?:from|when|after|via|through|on) (?:my|the|a|our)\b|\b(no way of|no way to) (finding out|knowing|telling|checking)\b|\b(didn'?t|didnt|did not) (even )?(know|say|tell (?:me|us)|mention|warn (?:me|us))\b[^.!?]*\b(until|till|til)\b|\b(someone|somebody|you|they|staff|nobody)\s+(should'?ve|shouldve|should have|could'?ve|could have)\s+(said|told|called|rang|phoned|mentioned|warned|let (me|us) know)\b/i;
const REPORTED_IGNORED =
  /\breported (it|them|this|that|him|her)\b[^.!?]*\b(nothing (happened|was done|changed)|heard nothing|never heard|no (reply|response|answer))\b/i;
/** "...when I pointed it out", "...after we complained": how the fault was met once raised. */
const RESPONSE_TOLD =
  /\b(when|after|once) (i|we) (pointed (it|this|that|them) out|complained|told (them|him|her|the \w+)|mentioned it|raised it|asked (about it|why))\b/i;
/** Kinds of thing an owner puts on or stocks: what a respondent would like of them is a preference. */
const OFFERINGS =
  /\b(shows?|plays?|productions?|films?|movies?|games?|books?|events?|topics?|flavou?rs?|dishes?|music|bands?|acts?|courses?|classes?|workshops?|speakers?|performers?|artists?)\b/i;
/** A thing named in answer to what they would like: asked what draws them, never what it did. */
const WISHED_FOR = ["What draws you to {p}?", "Could you tell me more about {p}?"];
const NAMED_DID = ["Could you tell me more about what {p} did?", "What happened once {p} got involved?"];
const TOLD = ["What would have made {p} better for you?"];

/** The sentence around a character offset. */
function sentenceAt(text: string, at: number): string {
  const from = Math.max(text.lastIndexOf(". ", at), text.lastIndexOf("! ", at), text.lastIndexOf("? ", at));
  const ends = [". ", "! ", "? "].map((m) => text.indexOf(m, at)).filter((i) => i >= 0);
  return text.slice(from < 0 ? 0 : from + 2, ends.length > 0 ? Math.min(...ends) + 1 : text.length);
}

/** An answer that already says what the event did to them: asking how it affected them repeats it. */
function told(clause: string, text: string): boolean {
  if (/\b(would|will|worry|worried)\b/i.test(clause)) return false;
  return /\b(so (i|we)|which meant|i left with|(and|so) i (was|had|got)|i had to|i barely|made me)\b/i.test(text);
}

const KEEP_THEM = [
  "Was there anything we could have done differently to keep you?",
  "Is there anything that would make you consider coming back?",
];

/** What the question asks for, when it is not a judgement: a use, a source, a reason, a rival. */
type Intent = "use" | "source" | "reason" | "rival";
const INTENTS: Array<[Intent, RegExp]> = [
  [
    "source",
    /\b(hear|heard|find out|found out|learn|learnt|learned|first see|first saw) (about|of)\b|\bhow did you find us\b|^from what you heard\b/i,
  ],
  [
    "rival",
    /\bwhy do you (prefer|use) (your|a|an|the) (other|different|old|previous)\b|\b(other|another|different) \w+ (offer|have|do)\b.*\b(we|us) (don'?t|do not)\b/i,
  ],
  [
    "reason",
    /\bwhy did you (choose|pick|sign up|join|switch|decide|book|enrol|enroll|subscribe)\b|\bwhat made you (choose|pick|sign up|join|switch|decide|book|try|subscribe)\b/i,
  ],
  [
    "use",
    // Our own neutral probe asked again stays neutral: "Could you tell me more about tracking your runs?"
    /^(could you tell me more about (that|\w+ing)\b|what makes .+ (matter|useful) to you\?|what made you decide to find out more|what was it that caught|what about .+ caught your interest)|\bwhat do you (mainly |mostly |usually |normally )?use\b|\bwhich (feature|part|service)s? do you use\b|\bhow often do you\b|\bhow do you usually\b|\bwhich [\w ]{0,20}?do you (?:usually |mostly |normally )?(?:listen to|watch|read|visit|attend|go to|come to|play|order|buy|use)\b|\bwhat do you (mainly |mostly |usually |normally )?come (in |here )?for\b/i,
  ],
];
function intentOf(question: string): Intent | undefined {
  return INTENTS.find(([, re]) => re.test(question))?.[0];
}
/** Where the respondent lives or works: the setting of the answer, not its point. */
const SETTING = /^(your |their |the |a )?(flat|house|home|place|work|office|job|commute|lunch|area|town)$/i;
/** "mostly", "sometimes the meal planner", "plus the odd quiz night": what is marked as secondary. */
const ASIDE = /\b(sometimes|occasionally|now and then|now and again|plus|the odd|every so often|also)\b[^.;]*$/i;
/** "their app lets me freeze my card": what the thing does is the point, not the thing. */
const DOES = /^\s+(lets?|allows?|gives?|means|has|have|makes?)\b/i;
const NEUTRAL: Record<Exclude<Intent, "source">, string[]> = {
  use: ["Could you tell me more about {p}?", "What makes {p} useful to you?"],
  reason: ["What makes {p} matter to you?", "Could you tell me more about {p}?"],
  rival: ["What makes {p} matter to you?", "Could you tell me more about {p}?"],
};
/** "Which shows do you listen to?": what is listened to, watched or read is enjoyed, not useful. */
function neutral(intent: Exclude<Intent, "source">, question: string): string[] {
  return intent === "use" && /\b(listen|watch|read|play|visit|attend)\b/i.test(question)
    ? ["What do you enjoy most about {p}?", "Could you tell me more about {p}?"]
    : NEUTRAL[intent];
}
const NEUTRAL_BARE: Record<Intent, string[]> = {
  // They have said how they heard: what it led to is new.
  source: ["What made you decide to find out more after that?", "What was it that caught your interest?"],
  use: ["Could you tell me more about that?", "What is the main reason for that?"],
  reason: ["What makes that matter to you?", "Could you tell me more about that?"],
  rival: ["What makes that matter to you?", "Could you tell me more about that?"],
};

/**
 * An answer to a question of fact (what they use, where they heard of us, why they chose, what a rival
 * does): not a complaint nor praise, so no judging template. The main point is the first thing named,
 * never a person, a setting or an item marked as secondary; when unsure, nothing is quoted.
 */
function factProbes(text: string, question: string, intent: Intent, seed: number): string[] | undefined {
  const bare = rotate(NEUTRAL_BARE[intent], seed);
  // "another mum recommended you": what they were told is what brought them.
  if (intent === "source" && TOLD_OF_US.test(text)) return [WORD_OF_MOUTH, ...bare];
  if (PROPOSAL.test(text)) return intent === "source" ? bare : undefined;
  // "Never, it keeps crashing" to "How often do you use it?": a complaint after all, asked about as one.
  if (intent !== "rival" && intent !== "source" && scoreText(text).label === "negative" && STORY.test(text))
    return undefined;
  const main = text.replace(ASIDE, "");
  // "tracking my runs mostly", "Mainly checking opening times": the activity is the point.
  const doing =
    /^(?:(?:mainly|mostly|usually|just|probably|for)\s+)?(\w+ing)\s+((?:(?:my|our|the|a|an|some)\s+)?[\w-]+(?:\s+(?!with|for|to|at|on|in|and|or|mostly|mainly|sometimes)[\w-]+){0,2})/i.exec(
      main,
    );
  if (intent !== "source" && doing?.[1] && doing[2] && isEnglishWord(doing[1].toLowerCase())) {
    // "Moving to Bristol": a name keeps its capital.
    const p = `${doing[1].toLowerCase()} ${doing[2]}`
      .replace(/\b(my|our|My|Our)\b/g, "your")
      .replace(/\b(me|us)\b/g, "you");
    return [...rotate(neutral(intent, question), seed).map((t) => t.replaceAll("{p}", p)), ...bare];
  }
  const phrases = phrasesOf(main, question, false).filter(
    (p) =>
      !p.wish &&
      !SETTING.test(p.text) &&
      !PERSON_HEAD.test(p.text) &&
      // "when its at our office park": the respondent's own place is where, not what.
      !/^(my|our)\b/i.test(main.slice(p.start)) &&
      !/\b(my|our)\s+$/i.test(main.slice(0, p.start)) &&
      !BYSTANDERS.has((p.text.split(" ").at(-1) ?? "").toLowerCase().replace(/s$/, "")) &&
      !/^(the |a )?(only |other |same )?(one|ones|place)$/i.test(p.text) &&
      !WHEN.test(p.text) &&
      // "open until midnight": when, not what.
      !/\b(until|till|by|from|after|before)\s+(the\s+)?$/i.test(main.slice(0, p.start)),
  );
  // "Saw a poster at the library": the thing they saw ("a poster", "an ad"), never who told them,
  // where they were, or a channel's name ("Google", "Instagram").
  if (intent === "source") {
    const first = phrases[0];
    const seen =
      first &&
      (/\b(a|an|the|this|that|your|some)\s+$/i.test(main.slice(0, first.start)) || /^your /i.test(first.text)) &&
      // "at the school gates": where they were, not what they saw.
      !/\b(at|in|on|outside|near|by|from|round|around)\s+\S+\s+$/i.test(main.slice(0, first.start)) &&
      !/^(the |a |an )?(station|library|shop|street|lunch|party|work|school|news|radio|tv|telly|internet|web|newspaper|paper)$/i.test(
        first.text,
      );
    // "Saw your stall": ours, asked about as ours.
    return seen ? [`What about ${first.text.replace(/^your\b/i, "our")} caught your interest?`, ...bare] : bare;
  }
  const list = listIn(main, phrases, 2);
  if (list.length >= 2) {
    const named = `${list
      .slice(0, -1)
      .map((p) => p.text)
      .join(", ")} and ${list.at(-1)?.text}`;
    return [(list.length === 2 ? (PAIR[0] ?? "") : (LIST[0] ?? "")).replace("{list}", named), ...bare];
  }
  const first = phrases[0];
  if (!first || DOES.test(main.slice(first.end))) return bare;
  return [...rotate(neutral(intent, question), seed).map((t) => t.replaceAll("{p}", first.text)), ...bare];
}

/** "a friend recommended you", "my sister told me about you": heard of us from someone. */
const TOLD_OF_US =
  /\b(recommend(ed|s)?|told (me|us)|suggested|word of mouth|raved about|swears by|put me onto|pointed me)\b/i;
const WORD_OF_MOUTH = "From what you heard, what made you want to give us a try?";

const WHEN =
  /\b(day|week|weekend|weekday|month|year|hour|minute|morning|afternoon|evening|night|midnight|noon|time|o'clock|\d+)s?$/i;
const DEVICE = /\b(phone|app|website|site|laptop|computer|screen|tablet)s?$/i;
/** "a bike" + "at the station": the place or the people it is for belong to the thing. */
function withModifiers(text: string, phrases: Phrase[]): Phrase[] {
  const out: Phrase[] = [];
  for (const p of phrases) {
    const last = out.at(-1);
    // "bigger selection of kids books": a range keeps what it is a range of, wished for or not.
    const rangeOf =
      last &&
      RANGE_HEADS.test(last.text.split(" ").at(-1) ?? "") &&
      /^\s+of\s+$/i.test(text.slice(last.end, p.start)) &&
      !PERSON_HEAD.test(p.text) &&
      `${last.text} ${p.text}`.split(" ").length <= 7;
    if (last && rangeOf) {
      const range = /^[a-z]+er\b|^(better|wider)\b/i.test(last.text) ? `a ${last.text}` : last.text;
      out[out.length - 1] = { ...last, text: `${range} of ${p.text.replace(/^the /, "")}`, end: p.end };
      continue;
    }
    const between = last
      ? /^\s+(for|at|on|near|in|from)\s+((the|a|an|my|our|your|their)\s+)?$/i.exec(text.slice(last.end, p.start))
      : null;
    const aside =
      WHEN.test(p.text) || PERSON_HEAD.test(p.text) || /^(Dr|Mr|Mrs|Ms|Prof)\b/.test(p.text) || DEVICE.test(p.text);
    const bystander = BYSTANDERS.has((p.text.split(" ").at(-1) ?? "").toLowerCase());
    // "on level 3", "at gate 5": the place is named by its number, which a phrase leaves out.
    const numbered = /^\s*\d/.test(text.slice(p.end));
    if (
      last &&
      !numbered &&
      between?.[1] &&
      !aside &&
      !bystander &&
      !p.wish &&
      !last.wish &&
      `${last.text} ${p.text}`.split(" ").length <= 6
    ) {
      // "Priya on reception": no article the answer did not use.
      const added = !between[2] && /^the /.test(p.text) && !/^the\b/i.test(text.slice(p.start));
      const named = added ? p.text.slice(4) : p.text;
      out[out.length - 1] = { ...last, text: `${last.text} ${between[1].toLowerCase()} ${named}`, end: p.end };
    } else out.push(p);
  }
  return out;
}

const SPARED =
  /^(surprises?|tears|fuss|hassle|drama|queues?|wait|waits|delays?|mess|stress|pressure|rush|nonsense|faff|problems?|issues?|complaints?|pain|bother|trouble|fees|charges)$/;
const RANGE_HEADS = /^(selection|range|choice|variety|mix|supply|stock|number|amount)$/i;

/** "nothing hot for vegetarians", "no vegan options": what is missing, with its modifiers. */
const MISSING =
  /\b(?:nothing|no|never any|not any|not a single)\s+((?:hot|warm|cold|fresh|healthy|vegan|vegetarian|gluten-free|cheap|quiet|free|decent|proper)\b(?:\s+(?!for\b)[a-z-]+)?)(?:\s+(for|on|at|in|after|before)\s+((?:the\s+)?[a-z-]+(?:\s+(?:o'clock|[a-z]+))?))?/i;
/** "I never know if there'll be a bike at the station": not knowing whether it will be there. */
const UNSURE =
  /\b(?:never know|can never tell|can'?t ever tell|not sure|no idea|never sure)\s+(?:if|whether)\s+(?:there(?:'ll| will| is|'s) be\s+|there(?:'s| is)\s+)?(?:(?:an?|any)\s+)?([^,.;!?]+)/i;

/** "couldn't get a table", "can never find a space": a thing they could not have. */
const UNABLE =
  /\b(couldn'?t|couldnt|could not|can'?t|cant|cannot|never) (?:ever )?(get|find|book) (a|an|any) ([a-z-]+(?: [a-z-]+)?)\b/i;
/** Words that end the thing named: "a table for two", "a space anywhere". */
const STOP_AFTER = wordSet(
  "for on at in to and but so because when until till before after the anywhere there here either again with",
);

function availability(text: string): string[] | undefined {
  // "the changing rooms never have any free lockers": what they do when there are none.
  const noneLeft =
    /\b(never|don't|doesn't|didn't|do not|does not|did not) (?:have|has|had) any ((?:free|spare|clean|hot|empty|available|working) [a-z-]+)/i.exec(
      text,
    );
  if (noneLeft?.[2]?.split(" ").every((w) => isEnglishWord(w.toLowerCase().replace(/s$/, "")))) {
    const what = noneLeft[2].toLowerCase();
    const be = /s$/.test(what) ? "are" : "is";
    return /^did/i.test(noneLeft[1] ?? "")
      ? [
          `What did you do when there ${be === "are" ? "were" : "was"} no ${what}?`,
          "Could you walk me through what happened then?",
        ]
      : [`What do you do when there ${be} no ${what}?`, "Could you walk me through what happens then?"];
  }
  const missing = MISSING.exec(text);
  if (missing?.[1]) {
    const what = missing[1].toLowerCase();
    const plain = /\s/.test(what) ? what : `${what} options`;
    const where = missing[2] && missing[3] ? ` ${missing[2].toLowerCase()} ${missing[3].toLowerCase()}` : "";
    return [`What ${plain}${where} would you like to see?`, `What difference would ${plain}${where} make for you?`];
  }
  // "Half the time there's no dock free": what they do when it is not there.
  const none =
    /\bthere(?:'s| is| was|'re| are| were) no ((?!one\b|point\b|way\b|need\b)[a-z-]+(?: free| left| available| open)?)\b/i.exec(
      text,
    );
  const absent = none?.[1]?.toLowerCase();
  if (none && absent?.split(" ").every((w) => isEnglishWord(w))) {
    const what = absent;
    // "there were no instructions": the plural keeps its verb.
    const plural = /\b(were|are|'re)\b/i.test(none[0]) || /[^s]s$/.test(what.split(" ")[0] ?? "");
    return /\b(was|were)\b/i.test(none[0])
      ? [
          `What did you do when there ${plural ? "were" : "was"} no ${what}?`,
          "Could you walk me through what happened then?",
        ]
      : [
          `What do you do when there ${plural ? "are" : "is"} no ${what}?`,
          "Could you walk me through what happens then?",
        ];
  }
  // "but no fence round the garden so had to keep him on a lead": a thing missing, said without "there was".
  const bare =
    /(?:^|[,;]\s*|\bbut\s+|\band\s+)no ((?!(?:one|point|way|need|idea|problems?|issues?|complaints?|thanks|worries|matter|doubt|more|less|longer|better)\b)[a-z]+)(?=\s+(?:round|around|in|on|at|for|so|near|by|outside|inside)\b|\s*[,.!?]|\s*$)/i.exec(
      text,
    );
  const lacking = bare?.[1]?.toLowerCase();
  // "no surprises", "no tears at all": a trouble spared is praise, not a thing missing.
  if (
    bare &&
    lacking &&
    isEnglishWord(lacking) &&
    !/ing$/.test(lacking) &&
    !SPARED.test(lacking) &&
    scoreText(text).label !== "positive"
  ) {
    return [`How did having no ${lacking} affect you?`, `What difference would having ${lacking} make for you?`];
  }
  // "cafe was heaving, couldnt get a table": what they did without the thing they could not get.
  // Only a short answer is about that alone: a long one has more to take up.
  const unable = text.split(" ").length <= 10 ? UNABLE.exec(text) : null;
  const named = (unable?.[4] ?? "").toLowerCase().split(" ");
  const stop = named.findIndex((w) => STOP_AFTER.has(w));
  const thing = named.slice(0, stop < 0 ? undefined : stop).join(" ");
  if (unable && thing !== "" && thing.split(" ").every((w) => isEnglishWord(w))) {
    const past = /^(couldn'?t|could not|couldnt)$/i.test(unable[1] ?? "");
    return past
      ? [
          `What did you do when you couldn't ${unable[2]?.toLowerCase()} ${unable[3]?.toLowerCase()} ${thing}?`,
          "How did that affect your visit?",
        ]
      : [
          `What do you do when you can't ${unable[2]?.toLowerCase()} ${unable[3]?.toLowerCase()} ${thing}?`,
          "How does that affect your visits?",
        ];
  }
  const unsure = UNSURE.exec(text);
  if (unsure?.[1] && /^there/i.test(text.slice(unsure.index).replace(/^\S+\s+\S+\s+\S+\s+/, ""))) {
    const thing = unsure[1].replace(/\b(my|our)\b/gi, "your").trim();
    if (thing.split(" ").length <= 6 && thing.split(" ").every((w) => isEnglishWord(w.toLowerCase()) || /^\d/.test(w)))
      return [`What do you do when there is no ${thing}?`, "Could you walk me through what happens then?"];
  }
  if (unsure)
    return ["Could you walk me through what happens when it doesn't work out?", "How does that affect your plans?"];
  return undefined;
}

/** "Waited 25 mins", "queued for half an hour": the wait is the point, not the minutes. */
const WAITED =
  /\b(waited|waiting|queued|queuing|queueing|sat there|stood there|on hold)\b[^.;!?]{0,30}?\b((\d+|a few|an?|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty|half an?|over an?|nearly an?|almost an?)\s*(mins?|minutes?|hours?|hrs?)|ages|forever|an age|an eternity|(such |a |so |too |really |very )*long( time)?)\b/i;
/** "40 mins...", "over an hour": an answer that opens on how long. */
const DURATION_OPENING =
  /^\W*((over|about|around|nearly|almost|at least|a good)\s+)?(\d+|a few|an?|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty|half an?)\s*(mins?|minutes?|hours?|hrs?)\b/i;
/** "but pick up is chaos": a clause after "but" that names its own subject before its verb, not a pronoun for what came before. */
function ownSubject(turn: string): boolean {
  const rest = turn.trim().replace(CONTRAST, "").trim();
  return (
    !/^(it|it's|its|they|they're|theyre|them|this|that|these|those|he|she|you|i|we|not|never|no|so|too|a bit|still)\b/i.test(
      rest,
    ) &&
    /^\S+( \S+)? (is|are|was|were|has|had|have|gets|got|keeps|kept|go|goes|went|run|runs|ran|drag|drags|dragged|take|takes|took|always|never|needs?)\b/i.test(
      rest,
    )
  );
}
/** "the queue went right back onto the main road", "bar queue took the whole interval": a queue told by how far or how long. */
const QUEUE_TOLD =
  /\bqueues?\b[^.;!?]{0,25}?\b(went|was|were|stretched|reached|took|back|round|out the door|all the way|onto|along|down the)\b/i;
/** "took 9 days when I was told 3", "took two weeks longer than quoted": a job that overran its promise. */
const OVERRAN =
  /\b(took|taking|takes)\s+(?:(?:over|about|nearly|almost|\d+|a few|two|three|four|five|six|ten|a|an)\s+)*(days?|weeks?|months?)\b[^.;!?]{0,25}\b(when|than|after) (i|we) (was|were|had been) (told|promised|quoted)\b|\btook (much |a lot |way |even )?longer than (promised|quoted|agreed)\b/i;
const WAIT_PROBES = ["What would have made the wait easier?", "How would you have liked us to handle the wait?"];
/** "nobody called back", "had to ask twice": what did not happen is the point, and there is no thing to name. */
const NOBODY_ACTED =
  /\b(nobody|no one|no-one)\s+(\w+\s+)?(called|rang|phoned|replied|answered|came|said|told|got back|was|were|on|at|around|there|helped|picked up|checked|apologi[sz]ed|explained|bothered|offered)\b|\b(didn'?t|did not|never|wouldn'?t)\s+(let (me|us) know|call|ring|phone|reply|respond|get back|apologi[sz]e|tell (me|us)|answer|explain)\b|\bhad to (ask|chase|call|ring|phone|email|go and find|find someone|remind)\b|\b(rang out|went unanswered|never heard back)\b/i;
/** "Called three times about my berth", "had to ask twice for a key": what came of the first try is the story. */
// "tether to my phone twice": a phone that is owned is no calling.
const REPEATED =
  /(?<!\b(?:my|your|the|a|our|his|her|their|its)\s)\b(ask|asked|call|called|ring|rang|phone|phoned|email|emailed|explain|explained|chase|chased|complain|complained|report|reported)\b([^,.;!?]*?)\s+(twice|(?:two|three|four|five|six|several|multiple|\d+) times)\b([^,.;!?]*)/i;
const PAST_OF: Record<string, string> = { ring: "rang" };
function repeatedProbe(text: string): string | undefined {
  const m = REPEATED.exec(text);
  if (!m?.[1]) return undefined;
  // "He called me confused four times": someone else did the calling.
  if (/\b(he|she|they|someone|somebody|it|dad|mum|father|mother)\s+$/i.test(text.slice(0, m.index))) return undefined;
  const verb = m[1].toLowerCase();
  const past = PAST_OF[verb] ?? (/(ed|rang)$/.test(verb) ? verb : verb.replace(/e?$/, "ed"));
  const after = /^\s+((?:for|about)\s+[^,.;!?]+)/i.exec(m[4] ?? "")?.[1] ?? "";
  const what = `${(m[2] ?? "").trim() || after}`
    .replace(/\b(my|our)\b/gi, "your")
    .replace(/\b(me|us)\b/gi, "you")
    .trim();
  if (what.split(" ").length > 6) return undefined;
  return `What happened after you first ${past}${what ? ` ${what}` : ""}?`;
}
const DO_IT_BETTER =
  /\b(could|would|can) (have )?(do|done|teach|taught|run|make|made|cook|cooked|manage|managed) (it|this|that|them|a) (\w+ )?better\b/i;
/** "a contract I didn't ask for", "wasn't mentioned", "wouldn't take no": sold or kept from them, a complaint however it scores. */
const UNASKED =
  /\b((didn'?t|did not|never) (ask|asked) for|(didn'?t|did not|never) (want|wanted|need|needed) (it|them|one)\b|(wasn'?t|weren'?t|was not|were not|never) (mentioned|told|explained)|wouldn'?t take no|(talked|pushed|pressured) (me|us|him|her) into|got (talked|pushed|pressured) into|without (asking|checking|telling|consulting)( (me|us|him|her|them))?( first)?\b)/i;
/** "stood there waiting to be served": a wait with no length given, for someone to come. */
const UNSERVED =
  /\b(wait|waiting|waited|stood there|sat there|queued|queuing|queueing)\b[^.;!?]{0,25}?\b(to be (served|seen|helped|called)|for (someone|anyone|somebody|service|help) to(?! (ring|call|phone|email|text|message|get back|reply|respond|contact)\b))\b/i;
/** "still waiting for someone to ring me back": a promise of contact not kept, still open. */
const NO_CALLBACK =
  /\b(waiting|waited) (for|on) ((someone|anyone|somebody|them|you) to (ring|call|phone|email|text|get back|reply|respond)|an? (call|reply|response|callback|call back))\b/i;
/** "the dryer ate my money", "charged twice": money the respondent lost to us. */
const MONEY_LOST =
  /\b(ate|took|swallowed|kept|lost|stole)\s+(my|our|the)\s+(money|coins?|cash|change|deposit|card)\b|\b(charged|billed|debited)\s+(me\s+|us\s+)?(twice|double|two times)\b|\bovercharged\b/i;
/** "felt pushed into it", "a hard sell": pressure from whoever sold to them. */
const PRESSURED =
  /\b(pushed|pressured|pressurised|pressurized|forced|bullied|talked|railroaded) (me |us )?into\b|\b(hard|pushy) sell\b|\bpushy\b|\bup-?sell(ing)?\b|\bup-?sold\b/i;
/** "his grade has gone up", "went from clinging to the wall to skating on her own": progress made. */
const PROGRESS =
  /\b(gone up|went up|come on (leaps|loads|so much|a lot)|improved|improving|progress(ed|ing)?|got better|getting better|(loads|much|so much|a lot|way|heaps) better (now|after|since)|(gone|went|come|came) from\b.{2,60}\bto\b|more confident|(gained|built|building|grown|grew) (in )?confidence)\b/i;
/** "open till 10", "open late": hours that suit them. */
const HOURS_SUIT = /\bopen (till|until|til|late|early|24|all day|on sundays|at weekends|7 days)\b/i;
/** "the bus never turned up", "he didn't show": nobody came at all. */
const NO_SHOW =
  /\b(never|didn'?t|did not|didnt) (turn(ed)? up|show(ed)? up|show|arrive[ds]?|come|came)\b|\bno[- ]show\b/i;
/** "screen fixed same day", "done in no time": speed praised. */
const QUICK =
  /\b(same day|next day|within (an|the) hour|in no time|while (i|we) waited|(was|were) (so |really |super |very )?(quick|fast)|quick turnaround)\b|\b(sorted|fixed|done|repaired|cleared|unblocked)\b[^.;!?]{0,25}\bin (\d+|a few|five|ten|twenty) (mins?|minutes)\b/i;
/** "way too packed", "rammed": more people than there was room for. */
const CROWDED = /\b(so|really|very) (packed|busy|crowded|full|rammed)\b|\brammed\b|\bpacked (out|solid|in)\b/i;
/** "way too packed", "packed like sardines": a complaint whatever the words around it. */
const OVERCROWDED =
  /\b(too|far too|way too) (packed|busy|crowded|full|rammed)\b|\bovercrowded\b|\bpacked (in )?like\b/i;
const CROWD_PROBES = [
  "What would have made it feel less crowded for you?",
  "When would be a quieter time that suits you?",
];
/** "prescription wasnt ready", "car not ready when promised". */
const NOT_READY = /\b(wasn'?t|wasnt|weren'?t|werent|isn'?t|not|never) (even )?ready\b/i;
/** "wrong size sent", "they gave me the wrong order": the wrong thing came. */
const WRONG_ONE =
  /\bwrong (size|item|order|colour|color|parcel|part|one|prescription|meal|food|dish|bag|room|car|ticket)s?\b[^.;!?]{0,20}\b(sent|delivered|given|arrived|came|brought|served|fitted|booked)\b|\b(sent|delivered|gave|given|brought|served|fitted|booked|taken|went) (me |us |to |out to )?(the |a )?wrong\b/i;
/** "didn't listen to what i asked for": what they asked for is the point. */
const NOT_LISTENED =
  /\b(didn'?t|did not|never|wouldn'?t|don'?t|doesn'?t) (really |even )?listen\b|\bignored what (i|we) (asked|said|wanted)\b/i;
/** "bit rushed", "felt rushed": not given the time they needed. */
const RUSHED = /\b(bit|very|really|so|felt|too|quite|all) rushed\b|^rushed\b/i;
/** "ran out of sausages by 9": something gone before they got to it. */
const RAN_OUT =
  /\b(ran|had run|have run|'d run) out of (?!(charge|battery|power|petrol|fuel|time|patience|steam)\b)|\bsold out of\b/i;
/** "the cafe was shut", "the door was locked": something not open to them when they came. */
const CLOSED = /\b(was|were) (shut|closed|locked)\b/i;
/** "3 different tutors in 2 terms": someone new each time. */
const DIFFERENT_PEOPLE = /\b(\d+|two|three|four|five|six|several|multiple|so many|loads of) different ([a-z]+s)\b/i;
/** "the place smelled really musty": a smell about the premises. */
const SMELL =
  /\b(place|shop|store|room|rooms|building|inside|toilets?|changing rooms?|it)\s+(\w+\s+)?(smelled|smelt|smells|stank|stinks|reeked|reeks)\b/i;
/** "text the day before", "ring before coming": notice asked for. */
const NOTICE =
  /\b(text|call|ring|phone|email|message|warn|tell|let (me|us) know)\b[^.;!?]{0,20}?\b(the day before|the night before|beforehand|in advance|before (you|they|he|she|coming|turning up|arriving))\b/i;

/**
 * What happened, named by the kind of moment rather than by a phrase of the answer: money lost, a wait
 * for service, pressure to buy, progress made, hours that suit, something shut, a new person each time,
 * a smell, notice wanted. Each probe builds on the point without quoting words that may not read well.
 */
function namedMoment(text: string, question: string, mood: "positive" | "negative" | "neutral"): string[] | undefined {
  // "lovely volunteers but the place smelled musty": a bad smell whatever the praise beside it.
  if (SMELL.test(text) && !/\b(smell\w*|smelt) (\w+ )?(lovely|nice|fresh|clean|great|amazing|good)\b/i.test(text))
    return ["Was the smell all through the place or in one part of it?", "How did the smell affect your visit?"];
  if (OVERCROWDED.test(text)) return CROWD_PROBES;
  if (mood !== "positive") {
    // "open another till when the queue is out the door": the fix proposed leads.
    if (QUEUE_TOLD.test(text) && !PROPOSAL.test(text) && !/\b(no|short|quick|never a) queues?\b/i.test(text))
      return ["What would have made the wait in the queue easier?", "How would you have liked us to handle the queue?"];
    // "had to come back the next day": what they ended up doing is told; how often, or how to be told, is new.
    if (NO_SHOW.test(text))
      return EFFECT_TOLD.test(text)
        ? ["How often has that happened to you?"]
        : ["What did you end up doing when it didn't arrive?", "How often has that happened to you?"];
    if (NOT_READY.test(text) && !WAITED.test(text))
      return EFFECT_TOLD.test(text)
        ? ["How would you have liked us to let you know?", "How often has that happened to you?"]
        : ["What did you end up doing when it wasn't ready?", "How would you have liked us to let you know?"];
    if (WRONG_ONE.test(text))
      return ["How did you get it sorted in the end?", "What would have made putting it right easier?"];
    if (NOT_LISTENED.test(text)) return ["What had you asked for?", "Were you able to raise it at the time?"];
    if (RUSHED.test(text))
      return ["What would you have wanted more time for?", "How did being rushed affect things for you?"];
    if (RAN_OUT.test(text))
      return ["What would you have wanted us to do when it ran out?", "How often have you found things had run out?"];
    if (CROWDED.test(text)) return CROWD_PROBES;
    if (MONEY_LOST.test(text))
      return ["Were you able to get your money back?", "How would you have liked us to put it right?"];
    if (PRESSURED.test(text))
      return [
        "What was said or done that left you feeling that way?",
        "What would you have wanted from the staff instead?",
      ];
    if (NOTICE.test(text)) return ["How much notice would suit you?", "How would you like us to let you know?"];
    // Asking how long they waited, or for what they already said happened, would not help: it is still open.
    if (NO_CALLBACK.test(text))
      return [
        "What would you want us to do now to put it right?",
        "How would you have wanted us to keep you informed?",
      ];
    // With its length told ("waited 40 minutes to be seen"), the wait is asked about by the rule for waits.
    if (UNSERVED.test(text) && !WAITED.test(text))
      return [
        "How long did you wait before anyone came to help?",
        "What would you have liked the staff to do while you were waiting?",
      ];
    const people = DIFFERENT_PEOPLE.exec(text);
    const role = people?.[2]?.toLowerCase().replace(/s$/, "") ?? "";
    if (people && PERSON_HEAD.test(role))
      return [`How much would having the same ${role} each time matter to you?`, "How has the change affected things?"];
    const closed = CLOSED.exec(text);
    const shut = closed ? /(?:^|\b(?:the|your|our)\s+)([a-z-]+)\s+$/i.exec(text.slice(0, closed.index)) : null;
    if (closed && shut?.[1] && isEnglishWord(shut[1]) && !isChatterWord(shut[1]))
      return [
        `What would have helped you when the ${shut[1].toLowerCase()} ${closed[0].toLowerCase()}?`,
        "How did that affect your plans?",
      ];
  }
  if (mood !== "negative") {
    if (PROGRESS.test(text)) {
      // "coach Marek was brilliant": the one named is asked what they did.
      const name = /(?<=[a-z,]\s)(\p{Lu}\p{Ll}+)\b/u.exec(text)?.[1];
      const named = name && !isEnglishWord(name) ? `What did ${name} do that you found most helpful?` : undefined;
      return [
        ...(named ? [named] : []),
        "What do you think has made the biggest difference?",
        "What would you like to work on next?",
      ];
    }
    if (QUICK.test(text) && mood === "positive" && !/\b(gone|taken|full|sold out|by the time)\b/i.test(text))
      return [
        "How much did it matter to you that it was so quick?",
        "What else would make us your first choice next time?",
      ];
    if (HOURS_SUIT.test(text) && !ASKS_FOR_FIXES.test(question))
      return ["What time of day do you usually come in?", "What difference do the opening hours make for you?"];
  }
  return undefined;
}

/** The "-ing" form of the verbs a proposal opens with ("open" -> "opening"). */
const DOING: Record<string, string> = {
  open: "opening",
  add: "adding",
  offer: "offering",
  answer: "answering",
  reply: "replying",
  respond: "responding",
  extend: "extending",
  start: "starting",
  stop: "stopping",
  send: "sending",
  show: "showing",
  include: "including",
  provide: "providing",
  reduce: "reducing",
  lower: "lowering",
  update: "updating",
  change: "changing",
  introduce: "introducing",
  hire: "hiring",
  bring: "bringing",
  put: "putting",
  drop: "dropping",
  scrap: "scrapping",
  ditch: "ditching",
  cut: "cutting",
  use: "using",
  move: "moving",
  "switch to": "switching to",
};
/** "Drop the booking fee", "Use Ticketsource": a change to what is there, asked about as that change. */
const CHANGING = wordSet("drop scrap ditch cut stop reduce lower change use move update");
/** "Open on Saturday afternoons" -> "opening on Saturday afternoons", when it is short and in plain words. */
function asDoing(text: string): string | undefined {
  const [verb, ...rest] = text
    .replace(/[.!]+$/, "")
    .trim()
    .split(/\s+/);
  const doing = DOING[(verb ?? "").toLowerCase()];
  if (!doing || rest.length === 0 || rest.length > 5) return undefined;
  if (
    !rest.every(
      (w) => /^(\p{Lu}[\p{L}]*|[a-z]+)$/u.test(w) && (/^\p{Lu}/u.test(w) || isEnglishWord(w.replace(/s$/, ""))),
    )
  )
    return undefined;
  if (rest.some((w) => /^(me|my|us|our|it|them|if|please|and|or)$/i.test(w))) return undefined;
  return `${doing} ${rest.join(" ")}`;
}
const HANDLING = ["How would you have liked us to handle that?", "What would have made that easier for you?"];

/** "Don't overbook the groomers", "Stop cancelling last minute": something to stop. */
const STOP_REQUEST =
  /^(?:(?:please|pls|just|and)\s+)*(?:(?:don'?t|dont|do not)\s+(?!(?:know|think|mind|remember|recall|care|really|have|like|love|need|want|see|understand|feel|get|use|go|agree|change)\b)|stop\s+)\w+/i;
/** "Keep Jess!", "Keep the same groomers": something to keep. */
const KEEP_REQUEST = /^(?:(?:please|pls|just)\s+)*keep\s+(?:on\s+)?(?!an eye\b)/i;
/** "be faster", "be open later": how the place should be, in a few words. */
const BE_REQUEST = /^(?:(?:please|pls|just)\s+)*be\s+((?:[a-z]+\s+){0,2}[a-z]+)[.!]*$/i;
/** "Text me when it's ready", "Ring us if you're running late": word wanted from the place. */
const TELL_REQUEST =
  /^(?:(?:please|pls|just)\s+)*(?:text|call|ring|phone|email|message|notify|update|tell|remind)(?:\s+(?:me|us))?\s+(?:when|if|before|once|as soon as|the day|beforehand|in advance)\b/i;

/**
 * The thing a request names, when the phrase finder left it out (its words are the question's own):
 * "the groomers", "the same groomers", or with `names` a name ("Jess", "Captain Sparkle").
 */
function bareObject(rest: string, names = false): string | undefined {
  const thing = /^\s*(the (?:same )?|your |our )([a-z]+(?:[ -][a-z]+)?)(?=$|[\s,.;!?])/i.exec(rest);
  if (thing?.[1] && thing[2]?.split(/[ -]/).every((w) => w.length > 2 && !SLANG.has(w.toLowerCase())))
    return `${thing[1]
      .trim()
      .toLowerCase()
      .replace(/^(your|our)$/, "the")} ${thing[2]}`;
  // "Keep Jess! She knew...": a name closed by its own sentence, whatever follows.
  return names ? /^\s*(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)\s*(?:[!.]+(?=\s|$)|,?$)/u.exec(rest)?.[1] : undefined;
}

/**
 * An answer that is a request in the imperative: what to stop is asked about as what happened, what to
 * keep as what makes it worth keeping, how to be as where it would help, word wanted as how and when.
 * "Everything" to what should improve asks where to start.
 */
function requestProbes(text: string, phrases: Phrase[], fixes: boolean): string[] | undefined {
  const trimmed = text.trim();
  if (
    fixes &&
    /^(honestly\s+|tbh\s+)?(everything|all of it|the lot|literally everything)\b[\s.!]*(tbh|lol)?[\s.!]*$/i.test(
      trimmed,
    )
  )
    return ["If you could change one thing first, what would it be?", "Which part let you down the most?"];
  // "Turn up on time", "be on time": lateness, asked about as how late and how it was told.
  if (/^(?:(?:please|pls|just)\s+)*(?:turn up|show up|arrive|be|come|start|finish) on time\b/i.test(trimmed))
    return ["How late was it, roughly?", "How would you have liked to be kept informed?"];
  // "Let owners stay for the first session": who is let, and what they would do, is the change.
  const letting = /^(?:let|allow)\s+([a-z]+s)\s+([a-z]+)\b/i.exec(trimmed);
  if (letting?.[1] && letting[2] && isEnglishWord(letting[2]) && !/^(me|us|them)$/i.test(letting[1]))
    return [
      `What difference would letting ${letting[1].toLowerCase()} ${letting[2].toLowerCase()} make for you?`,
      "In what situations would that help you most?",
    ];
  if (TELL_REQUEST.test(trimmed)) return ["How would you like us to let you know?", "How much notice would suit you?"];
  const objectAfter = (re: RegExp, names: boolean) => {
    const at = re.exec(trimmed)?.[0].length ?? 0;
    const rest = trimmed.slice(at);
    return phrases.find((p) => p.start >= at && p.start <= at + 12)?.text ?? bareObject(rest, names);
  };
  if (STOP_REQUEST.test(trimmed)) {
    const object = objectAfter(STOP_REQUEST, false);
    return [
      object ? `What happened with ${object}?` : "Could you tell me about a time that happened?",
      "What would you like us to do instead?",
    ];
  }
  if (KEEP_REQUEST.test(trimmed)) {
    const object = objectAfter(KEEP_REQUEST, true);
    if (object)
      return [`What is it about ${object} that you would want us to keep?`, "What difference does that make for you?"];
    return ["What would you most want us to keep doing?", "What difference does that make for you?"];
  }
  const be = BE_REQUEST.exec(trimmed);
  if (be?.[1]?.split(/\s+/).every((w) => isEnglishWord(w)))
    return [
      `In what situations would being ${be[1].toLowerCase()} help you most?`,
      "What difference would that make for you?",
    ];
  return undefined;
}

/** "back is a lot better, still stiff in the mornings": what is left after the improvement is the point. */
const STILL_LEFT =
  /(?:^|[,;.]\s*|\bbut\s+)(?:(?:it'?s|it is|i'?m|i am)\s+)?still\s+((?:a bit|a little|quite|very|really|pretty|so|slightly|too)\s+)?([a-z]+)\b([^,.;!?]*)/i;
const IMPROVED = /\b(better|improved|improving|easier|less pain\w*)\b/i;
function leftOver(text: string): string[] | undefined {
  const left = STILL_LEFT.exec(text);
  if (!left?.[2] || !IMPROVED.test(text.slice(0, left.index))) return undefined;
  const clause = left[0].replace(/^[,;.\s]+|^but\s+/i, "");
  // "much better, still friendly": what is left is praise, not a problem.
  if (scoreText(clause).label === "positive" || lexiconText(clause).hits.some((h) => h.v > 0)) return undefined;
  const at = left.index + left[0].indexOf(left[2]);
  if (tagSentences(text).find((t) => t.offset === at)?.pos !== "ADJ") return undefined;
  const rest = `${left[1] ?? ""}${left[2]}${left[3] ?? ""}`
    .replace(/\b(i|me)\b/gi, "you")
    .replace(/\b(my|our)\b/gi, "your")
    .trim();
  return [
    `What would help with it still being ${rest.toLowerCase()}?`,
    "How much does that still get in the way for you?",
  ];
}

/** "nobody explained how long an implant takes": what they were not told, named by its wh-clause. */
const UNTOLD =
  /\b(?:nobody|no one|no-one|they never|never|(?:they |you )?didn'?t|did not)\s+(?:explained|explain|told (?:me|us)|tell (?:me|us)|mentioned|mention|said)\s+((?:how|what|when|why|whether|if|which)\b[^,.;!?]{3,60})/i;
/** "Nobody told me at pickup, I found it at home": not told at all, of what was already said. */
const UNTOLD_BARE =
  /\b(?:nobody|no one|no-one)\s+(?:told|warned|rang|called|informed)\s+(?:me|us)\b(?!\s+(?:how|what|when|why|whether|if|which|that|about|anything)\b)/i;
function untoldProbe(text: string): string | undefined {
  const clause = UNTOLD.exec(text)?.[1];
  if (!clause) return UNTOLD_BARE.test(text) ? "What would you have wanted us to tell you, and when?" : undefined;
  const words = clause
    .replace(/\b(actually|really|even|exactly)\s+/gi, "")
    .replace(/\s+(start to finish|in the end|at all|lol|tbh)$/i, "")
    .replace(/\b(my|our)\b/gi, "your")
    .replace(/\b(i|we)\b/gi, "you")
    .replace(/\b(me|us)\b/gi, "you")
    .trim()
    .split(/\s+/);
  if (words.length > 9 || !words.every((w) => isEnglishWord(w.toLowerCase()) || /^\d/.test(w))) return undefined;
  return `What would you have liked to be told about ${words.join(" ").replace(/^If\b/, "whether")}?`;
}

/** Questions that ask what would make things better: what is named first, bare, is what is wished for. */
const ASKS_WHAT_WOULD_HELP = /\b(would make|improve|better|easier|add|like to see|wish|missing|renew)\b/i;
/** "evening appointments", "a later slot": when a thing would be, or what a new one would be like. */
const WISHED_KIND =
  /^(a|an|some|evening|weekend|weekday|saturday|sunday|late|early|online|free|separate|dedicated|another|proper)$/i;
/**
 * "evening appointments, I can't keep taking time off", "Honestly a quieter area. The open plan bit gets
 * loud", "Lockers! Lugging my monitor home...": to a question about what would help, a thing named bare
 * before the reason is the wish; the reason only explains it.
 */
function wishOpening(text: string, question: string): string | undefined {
  if (!ASKS_WHAT_WOULD_HELP.test(question)) return undefined;
  const opening =
    /^(?:(?:honestly|probably|definitely|maybe|tbh|just|def)[\s,]+)?([^,.;!?:]{3,40}?)\s*[,.;!?:]+\s+\S/i.exec(
      text.trim(),
    );
  const said = opening?.[1]?.trim();
  if (!said) return undefined;
  const words = said.split(/\s+/);
  if (words.length > 4) return undefined;
  const tokens = tagSentences(said);
  if (
    !tokens.every((t) => /^(ADJ|NOUN|PROPN|DET|NUM)$/.test(t.pos)) ||
    !/^(NOUN|PROPN)$/.test(tokens.at(-1)?.pos ?? "")
  )
    return undefined;
  // "quieter", "later": a comparative of a known word is known.
  const known = (w: string) => [w, w.replace(/ier$/, "y"), w.replace(/er$/, ""), w.replace(/r$/, "")].some(knownWord);
  if (!words.every((w) => known(w.toLowerCase()))) return undefined;
  const first = words[0] ?? "";
  const adding =
    /\b(add|like to see|missing)\b/i.test(question) && /[^s]s$/i.test(words.at(-1) ?? "") && tokens[0]?.pos !== "DET";
  if (
    !(WISH_WORDS.test(first) || WISHED_KIND.test(first) || /^[a-z]+er$/i.test(words.length > 1 ? first : "") || adding)
  )
    return undefined;
  const wished = said.toLowerCase().replace(/^some /, "");
  return oneMoreThing(wished.split(" ")) ? `a ${wished}` : wished;
}

/** "took 35 minutes to find a space", "took ages to get through": a task the time went on, with its object. */
const TOOK_TO =
  /\b(?:it\s+)?(?:took|takes|taking)\s+(?:me\s+|us\s+)?(?:about\s+|over\s+|nearly\s+|almost\s+)?(?:(?:[1-9]\d+|twenty|thirty|forty|fifty)\s*(?:minutes?|mins?)|(?:\d+|an?|one|two|three|four|five|half an?)\s*(?:hours?|hrs?|days?|weeks?)|ages|forever)\s+to\s+(find|get|park|book|reach|sort|load|check|pay|leave|exit|board)((?:\s+(?!(?:and|but|so|because|which)\b)[a-z']+){0,5}?)(?=\s*(?:[,.!;]|$)|\s+(?:and|but|so|because|which)\b)/i;

const WORRIED_ABOUT =
  /\b(worried|worry|worries|concerned|nervous|anxious|concerns?|fears?)\s+(about|over|re|regarding)\s+((the|my|our|all the)\s+)?$/i;

function probes(text: string, question: string, seed: number): string[] {
  // Read once, when a rule first needs it: most answers return before any does.
  let read: ReturnType<typeof scoreText>["label"] | undefined;
  const moodOf = () => {
    // "my dog could teach it better": someone else doing it better is a complaint however it scores.
    // "a contract I didn't ask for", "a hole that wasn't mentioned": done to them unasked or untold.
    read ??= DO_IT_BETTER.test(text) || UNASKED.test(text) ? "negative" : scoreText(text).label;
    return read;
  };
  // "only open 10-12 weekdays, i work shifts", "only comes on a tuesday 11-11.30 and i work": times that
  // clash with the respondent's own hours ask what would suit them.
  if (
    /\b(times?|timetable|schedule|opening|hours|days?|slots?|when)\b/i.test(question) &&
    /\b(i work|i'?m at work|at work then|work shifts|i do shifts|working hours|never see it|can'?t make it|cant make it|can'?t get there|by the time i)\b/i.test(
      text,
    ) &&
    /\b(only|never|can'?t|cant|shut|closed|clash|clashes|miss)\b/i.test(text)
  )
    return ["What days or times would suit you better?", "What stops you coming at the times we have now?"];
  // "asked for a teddy bear cut and they took her right down to the skin": what was asked for, and what came.
  const askedFor =
    /\basked for (?:a |an |the )?([a-z][\w -]{2,25}?) (?:and|but) (?:they|he|she|it|i got|we got)\b/i.exec(text);
  if (
    askedFor?.[1] &&
    !/^(help|it|that|this|them|refund|manager|her|his|their|my|our)\b/i.test(askedFor[1].trim()) &&
    moodOf() !== "positive"
  )
    return [
      `How did what you got differ from the ${askedFor[1].trim().toLowerCase()} you asked for?`,
      "What would have helped us get it right?",
    ];
  // "the cut is a bit shorter than i asked for": how it differed from what was asked for.
  const differed =
    /\bthe ([a-z][\w -]{1,20}?) (?:is|was|were|are|came out|looked) (?:a bit |a lot |way |much |far |too )?([a-z]+er) than (?:i|we) (?:asked for|wanted|expected|booked)\b/i.exec(
      text,
    );
  if (differed?.[1])
    return [
      `How did the ${differed[1].toLowerCase()} differ from what you asked for?`,
      "What would have helped us get it right?",
    ];
  // "gorgeous but it turned up at 6pm, mum had been waiting all day": when it came is the complaint, not what came.
  if (
    /\b(?:it|they|order|parcel|delivery|flowers|package|arrangement|box|food|shopping)\s+(?:only\s+)?(?:turned up|arrived|came|got here|was delivered|were delivered|got delivered)\b[^.;!?]{0,20}?\b(?:at \d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm)|(?:hours?|days?) late|late)\b/i.test(
      text,
    ) &&
    /\b(but|waiting|waited|late|too|only|not until|till)\b/i.test(text) &&
    (moodOf() !== "positive" || /\bbut\b/i.test(text))
  )
    return ["When would you have expected it to arrive?", KEEP_INFORMED];
  // "it was left in my wheelie bin": where it was left is the complaint; where it should have gone, the answer.
  const leftIn =
    /\b(?:was|were|got|been|they|he|she|driver) left (?:it |them )?(?:in|on|at|by|behind|outside|over) (?:my|the|our|a) [a-z]/i.exec(
      text,
    );
  if (leftIn && /\b(deliver|parcel|package|order|delivery|courier|driver)/i.test(`${question} ${text}`))
    return ["Where would you have wanted it left instead?", "What happened as a result?"];
  // "Took 35 minutes to find a space": the time went on a task; what would have made the task quicker.
  const slowTask = TOOK_TO.exec(text);
  // "took 20 mins to park but the staff were lovely": praise after a "but" is of something else;
  // "took 20 minutes to check in, fine really" is content with the time.
  const saidOfTask = slowTask ? text.slice(slowTask.index + slowTask[0].length).split(/\bbut\b/i)[0] : "";
  if (
    slowTask &&
    // "it took an hour to sort": with nothing named, the task is the whole matter, asked as it stands.
    ((slowTask[2] ?? "").trim() !== "" || /^(park|pay|board|leave|exit)$/i.test(slowTask[1] ?? "")) &&
    scoreText(saidOfTask ?? "").label !== "positive" &&
    !/\b(fine|ok|okay|not bad|no problem|reasonable|worth it|understandable)\b/i.test(saidOfTask ?? "")
  ) {
    const task = `${gerund((slowTask[1] ?? "").toLowerCase())}${slowTask[2] ?? ""}`
      .replace(/\b(my|our)\b/gi, "your")
      .replace(/\b(me|us)\b/gi, "you")
      .trim();
    return [`What would have made ${task} quicker for you?`, "What happened as a result?"];
  }
  // "I support the housing but I'm worried about traffic on Mill Lane": the worry is the point.
  const worry =
    /\b(?:worried|concerned|nervous|anxious)\s+(?:about|over)\s+((?:the |my |our )?[a-z][a-z-]*(?: [a-z][a-z-]*)?)(?=[,.;!?]| on | at | in | near | around | with | for | if | when |$)/i.exec(
      text,
    );
  if (worry?.[1] && !/^(it|that|this|them|everything|anything)$/i.test(worry[1]))
    return [
      `What worries you most about ${worry[1].replace(/^(my|our) /i, "your ")}?`,
      "What would put your mind at rest?",
    ];
  // "haven't used it really": what has kept them from it, and what would change that.
  if (NOT_USED.test(text)) return ["What has kept you from using it so far?", "What would make you want to try it?"];
  // "I get like three a week, it's too many": how often would suit them.
  if (/\btoo (many|often|much)\b/i.test(text) && /\b(a|per|every) (day|week|month)\b/i.test(text))
    return ["How often would suit you better?", "What would you want fewer of?"];
  // "Too short honestly, we'd barely got going": the length is the point, not what they did before it ended.
  if (/^\W*(?:it was |it's |its |way |far |a bit |bit |much )?too (short|long)\b/i.test(text))
    return ["How long would have felt about right to you?", "What would you have liked more or less of?"];
  // "the prices have gone up loads this year": a rise told already; what would feel fair.
  if (
    /\b(prices?|costs?|fees?|subs|membership|rent|charges?)\b[^.;]{0,20}\b(gone up|went up|going up|go up|goes up|increased|risen|rose|doubled|keep rising|keeps rising)\b/i.test(
      text,
    ) &&
    !/\b(worth it|fair enough|understandable|still good value|still worth)\b/i.test(text)
  )
    return ["What would feel like a fair price to you?", "How have the price rises affected you?"];
  // "lessons keep getting cancelled last minute": what keeps happening is told; how it has affected them.
  const recurring = /\bkeeps? (?:getting|being) (cancell?ed|postponed|delayed)\b/i.exec(text);
  if (recurring)
    return [
      /^cancell?ed$/i.test(recurring[1] ?? "")
        ? "How have the cancellations affected you?"
        : "How has that affected you?",
      "What would help you plan around it?",
    ];
  // "Stop checking his phone while I'm driving": something to stop; how it affects them when it happens.
  if (/^\s*(please\s+)?(stop|quit)\s+\w+ing\s+(his|her|their)\b/i.test(text))
    return ["How does that affect you when it happens?"];
  // "Staff should not have to pay to park at their own workplace": a view of what is fair, not a fault of staff.
  if (/\b(?:should(?:n'?t| not)|ought not to|must not|shouldn't) have to\b/i.test(text))
    return ["What would you suggest instead?", "Could you tell me more about why that matters to you?"];
  // "Nothing, keep it up": nothing to fix, said kindly.
  if (
    /^((honestly|really|tbh|well|um|hmm)[\s,]+)?(nothing|none|no|not really|nope|nah)\b[\s,.!-]*(keep (it|up|doing|going)|all good|it'?s (fine|great|good|grand|ok|okay|lovely|brilliant|perfect)|(it )?works? (fine|well|great|ok)|you'?re doing great|you( guys)? are (great|amazing|awesome|doing great)|great job|well done|love it)/i.test(
      text,
    )
  )
    return screened("empty", "nothing", question);
  // "no complaints, it's a lifeline for our village": nothing to fix, whatever praise follows.
  const noComplaints =
    /^((honestly|really|tbh|well)[\s,]+)?(no|zero|not any|never had any) (complaints?|problems?|issues?|grumbles?)( at all| whatsoever| really| here| from me)?\b(?![\s,]*(but|except|apart|other than|besides|with)\b)/i.exec(
      text.trim(),
    );
  if (
    noComplaints &&
    questionPolarity(question) < 0 &&
    scoreText(text.trim().slice(noComplaints[0].length)).label !== "negative"
  )
    return screened("empty", "nothing", question);
  // "its fine i guess" to "what would improve it?": content, with nothing to fix.
  if (
    /^(it'?s|its|it is|all'?s|everything'?s|all is|everything is) (fine|ok|okay|good|great|grand|alright|all right)( (i guess|really|tbh|honestly|as it is|thanks|for me|for us))*[.!]*$/i.test(
      text.trim(),
    ) &&
    questionPolarity(question) < 0
  )
    return screened("empty", "nothing", question);
  // "Nothing to improve, the teachers are amazing": nothing to fix, said with praise.
  if (
    /^((honestly|really|tbh|well)[\s,]+)?nothing (really |much )?(to|i'?d|i would|we'?d) (improve|change|fix|add)\b/i.test(
      text,
    ) &&
    ASKS_FOR_FIXES.test(question) &&
    moodOf() === "positive"
  )
    return screened("empty", "nothing", question);
  const untold = untoldProbe(text);
  if (untold) return [untold, "How would you have liked us to handle that?"];
  const wishedFirst = wishOpening(text, question);
  if (wishedFirst)
    return [
      `What difference would ${wishedFirst} make for you?`,
      `In what situations would ${wishedFirst} help you most?`,
    ];
  // "Classes finish at 5:30 which clashes with pickup": a time that clashes is a complaint about the time,
  // whatever it wishes for after; a clash with no time told ("the headliner clashed with...") is the clash itself.
  if (/\bclash(es|ed|ing)?\s+with\b/i.test(text)) {
    if (
      /\b\d{1,2}([:.]\d\d)\b|\b\d{1,2}\s*(am|pm)\b|\b(finish\w*|start\w*|open\w*|clos\w*|slots?|times?|timings?)\b|\b(un)?til+ \d/i.test(
        text,
      ) &&
      !/\b(price|cost|fee)s?\b/i.test(text)
    )
      return rotate(TIMING, seed);
    return ["How did the clash affect your plans?", "Which of the two would you have chosen, had they not clashed?"];
  }
  // "It is close to our house", "round the corner from work": being near is what they value, not their house.
  if (NEARBY.test(text) && text.split(" ").length <= 12 && moodOf() !== "negative")
    return ["How much does being close by matter to you?", "How do you usually get here?"];
  // "Bit far from the shops": the distance is the point, not the shops.
  const far =
    /(?<!\bnot )\b(?:a bit |bit |quite |too |very |so |pretty )?far (?:away )?from (?!(?:perfect|ideal|great|good|it|over|clear|certain|easy|the truth)\b)(?:the )?((?:nearest )?[a-z]+)\b/i.exec(
      text,
    );
  if (far && text.split(" ").length <= 12 && moodOf() !== "positive")
    return [`How did being far from the ${far[1]?.toLowerCase()} affect you?`, "How do you usually get here?"];
  const left = leftOver(text);
  if (left) return left;
  const intent = intentOf(question);
  const fact = intent ? factProbes(text, question, intent, seed) : undefined;
  if (fact) return fact;
  // "Being able to split a bill with friends": the ability wished for, in the answer's words.
  const able =
    /^(?:being able to|the ability to|the option to|an option to|a way to|let me|let us|allow me to|allow us to)\s+(\w+)\s+((?:(?:a|an|the|my|our)\s+)?[\w-]+)/i.exec(
      text,
    );
  // "Let me pay with PayPal": a verb left without its object is no ability to name.
  const unfinished = /(^|\s)(with|by|in|on|at|for|to|from|via|using|it|them|this|that)$/i.test(able?.[2] ?? "");
  if (
    able?.[1] &&
    able[2] &&
    !unfinished &&
    [able[1], ...able[2].split(" ")].every((w) => isEnglishWord(w.toLowerCase()))
  ) {
    const doing = `${able[1]} ${able[2]}`.toLowerCase().replace(/\b(my|our)\b/g, "your");
    return [
      `What difference would being able to ${doing} make for you?`,
      `In what situations would being able to ${doing} help you most?`,
    ];
  }
  const lacking = availability(text);
  if (lacking) return lacking;
  const named = namedMoment(text, question, moodOf());
  if (named) return named;
  // "but it took 9 days when I was told 3": a delay against what was promised is the point, whatever came before.
  if (OVERRAN.test(text)) return ["How did the delay affect you?", KEEP_INFORMED];
  if (moodOf() !== "positive") {
    if (WAITED.test(text)) return WAIT_PROBES;
    // "40 mins on a Saturday" to "How was the wait?": the time told is the wait.
    // Only a long one: "5 mins, fine" is no complaint.
    const told = DURATION_OPENING.exec(text);
    const long =
      told !== null &&
      (/^h/i.test(told[4] ?? "") || Number(told[3]) >= 20 || /^(twenty|thirty|forty|fifty)$/i.test(told[3] ?? ""));
    if (/\b(wait|waiting|queue|queues|queuing|delay)\b/i.test(question) && long && moodOf() === "negative")
      return WAIT_PROBES;
    const repeated = repeatedProbe(text);
    if (repeated) return [repeated, ...HANDLING];
  }
  const polarity = ASKS_FOR_FIXES.test(question) && !ASKS_FOR_WISHES.test(question) ? -1 : questionPolarity(question);
  const hypothetical =
    ASKS_FOR_WISHES.test(question) && (polarity >= 0 || /missing|like to see|\badd\b/i.test(question));
  // "What kind of shows would you like?": a choice among things on offer, not a change to one.
  const offering = OFFERINGS.test(question);
  // "solid, no loose threads after 6 months": what is said to be absent is no thing to ask about, unless
  // its absence is the complaint ("there's no parking", "we had no hot water").
  const absent = (p: Phrase) =>
    /\b(no|without(?: any)?|never any|not a single|zero)\s+$/i.test(text.slice(0, p.start)) &&
    !/\b(there(?:'s| is| was| are| were)?|had|has|have|got|get|with)\s+(no|zero)\s+$/i.test(text.slice(0, p.start));
  // "so i cant get home from my shift": the respondent's own day, where the problem reached them, is not the problem.
  const ownDay = (p: Phrase) =>
    /^(my|our|your) (shift|work|job|day|commute|lunch break|break|school run)$/i.test(p.text) &&
    /\b(from|to|for|after|before|during)\s+((my|our)\s+)?$/i.test(text.slice(0, p.start));
  // "a 6ft Nordmann": a unit whose number the tagger split off is no thing on its own; "my problem" says nothing.
  const unitOnly = (p: Phrase) => /^(the |a |your )?(ft|cm|mm|kg|lb|lbs|in|m|km|ml|l)\b/i.test(p.text);
  const empty = (p: Phrase) => /^(your|my|the) (problem|problems|issue|issues)$/i.test(p.text);
  // "bit quiet by the river": where it was, not what was wrong.
  const whereItWas = (p: Phrase) => /\b(by|near|next to|along|beside) the\s+$/i.test(text.slice(0, p.start));
  const phrases = withModifiers(text, phrasesOf(text, question, hypothetical)).filter(
    (p) => !absent(p) && !ownDay(p) && !unitOnly(p) && !empty(p) && !whereItWas(p),
  );
  const clauses = clausesOf(text);
  // "It kept logging me out", "arrived late": an answer that tells events gets asked what happened.
  const storyAt = (offset: number) => {
    const clause = clauses.find((c) => offset >= c.start && offset < c.end);
    return clause !== undefined && isPastClause(text.slice(clause.start, clause.end));
  };
  const labelOf = (p: Phrase) => clauses.find((c) => p.start >= c.start && p.start < c.end)?.label ?? "neutral";
  const fixes = ASKS_FOR_FIXES.test(question) && !hypothetical;
  // "lovely", "loved": praise in a strong word, where "waterproof bags" only names a wish.
  const praisedOutright = lexiconText(text).hits.some((h) => h.v >= 2);
  const requested = requestProbes(text, phrases, fixes);
  if (requested) return requested;
  // "Would be great if you serviced ebike batteries": the service wished for, named as a doing.
  const wishedIf =
    /\b(?:would be (?:great|good|nice|ideal|amazing|handy|helpful|brilliant)|(?:i'?d|i would) love it) if you ([a-z]+?)(?:ed|d) ([a-z][\w -]{2,30}?)(?=\s*(?:[,.;!?]|$|\b(?:as|because|since|theres|there's)\b))/i.exec(
      text,
    );
  if (wishedIf?.[1] && wishedIf[2] && isEnglishWord(`${wishedIf[1]}ing`)) {
    const doing = `${wishedIf[1].toLowerCase()}ing ${wishedIf[2].trim()}`;
    return [`What difference would ${doing} make for you?`, `In what situations would ${doing} help you most?`];
  }
  const wishedThing = WISHED_DONE.exec(text)?.[1] ?? WISHED_THERE.exec(text)?.[1];
  const narrower = WISHED_COMPARED.exec(text);
  const couldDo = WISHED_ABLE.exec(text);
  const wished = wishedThing
    ? wishedThing.replace(/\s*\/\s*/g, " or ").trim()
    : narrower?.[1] && narrower[2]
      ? `a ${narrower[2].toLowerCase()} ${narrower[1].toLowerCase()}`
      : couldDo?.[1] && isEnglishWord(couldDo[1].toLowerCase())
        ? `being able to ${couldDo[1].toLowerCase()}${couldDo[2] && !/^(stuff|things)$/i.test(couldDo[2]) ? ` ${couldDo[2].trim()}` : ""}`
        : undefined;
  // "if u had more toiletries, sanitary stuff and nappies": a list wished for is weighed item by item below.
  const listFollows =
    wishedThing !== undefined &&
    new RegExp(
      `${escapeRegExp(wishedThing)}\\s*,\\s*(?:[\\w' ]{1,25},\\s*)*[\\w' ]{1,25}\\s+and\\s+[\\w' ]{1,25}(?=\\s*(?:[.;!?]|$))`,
      "i",
    ).test(text);
  if (wished && !listFollows && wished.split(" ").length <= 7)
    return [`What difference would ${wished} make for you?`, `In what situations would ${wished} help you most?`];
  // "let me download it on my own phone": being able to do it is the wish.
  const letMe = /^\W*(?:just |pls |please )?let (?:me|us|people|customers) (\w+) ([^,.;!?]{3,40})/i.exec(text);
  if (letMe?.[1] && letMe[2] && isEnglishWord(letMe[1].toLowerCase())) {
    const able = `being able to ${letMe[1].toLowerCase()} ${letMe[2].trim()}`
      .replace(/\bmy\b/gi, "your")
      .replace(/\bme\b/gi, "you")
      .replace(/\bour\b/gi, "your");
    return [`What difference would ${able} make for you?`, `How would ${able} change things for you?`];
  }
  // "Tuesdays or Thursdays, not fridays": the time ruled out is what there is to learn about.
  const ruledOut =
    /\bnot (?:on )?((?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|mornings?|afternoons?|evenings?|nights?)\b/i.exec(
      text,
    );
  if (ruledOut?.[1] && /\b(day|days|time|times|when|night|slot|evening|morning)\b/i.test(question))
    return [
      `What makes ${capitalise(ruledOut[1].toLowerCase())} difficult for you?`,
      "Is there anything else that would make it easier for you to come?",
    ];
  const angleOf = (p: Phrase): Angle => {
    if (p.short) return "problem";
    if (p.wish) return "wish";
    const label = labelOf(p);
    // "Lovely course, but the bar shuts at six": what the answer praises beside its complaint is no fault to fix.
    // "The new menu is healthier but she won't eat it": a turn that names nothing new is about the thing before it.
    const own = clauses.findIndex((c) => p.start >= c.start && p.start < c.end);
    const turn = own >= 0 ? clauses[own + 1] : undefined;
    // "Laser cutter is always booked up, I've only managed to use it twice": a complaint after a comma, with
    // nothing new named, turns a clause no judging word of which says it is praise.
    const unjudged = own >= 0 && lexiconText(text.slice(clauses[own]?.start, clauses[own]?.end)).hits.length === 0;
    // "Loved it. Didn't expect to be allowed so close to the hive.": a surprise told beside praise is more praise.
    if (
      label !== "positive" &&
      unjudged &&
      praisedOutright &&
      moodOf() === "positive" &&
      SURPRISE.test(text.slice(clauses[own]?.start, clauses[own]?.end))
    )
      return "praise";
    const shortOf = turn !== undefined && SHORTFALL.test(text.slice(turn.start, turn.end));
    const turnsOnIt =
      (turn?.contrast === true || (unjudged && shortOf && text.slice(clauses[own]?.end, turn?.start).trim() === ",")) &&
      turn?.label === "negative" &&
      sentenceAt(text, turn.start) === sentenceAt(text, p.start) &&
      !phrases.some((q) => q.start >= turn.start && q.start < turn.end) &&
      // "staff are lovely but pick up is chaos": a turn with a subject of its own is about that.
      !ownSubject(text.slice(turn.start, turn.end)) &&
      // "The staff clearly care, but we filled in the same form three times": what we did is not the people praised.
      // "The guide knew a lot but we could barely hear her": unless the turn speaks of them.
      !(
        PERSON_HEAD.test(p.text) &&
        /^\s*(but|though|although|however)?\s*,?\s*(we|i)\b/i.test(text.slice(turn.start, turn.end)) &&
        !/\b(he|him|his|she|her|they|them|their)\b/i.test(text.slice(turn.start, turn.end))
      );
    // "The booth has a hum in it though that we couldn't get rid of": the trouble told after it is its own.
    const remarkOnIt =
      turn?.label === "negative" &&
      /^(though|although|which|that)\b/i.test(text.slice(turn.start, turn.end).trim()) &&
      sentenceAt(text, turn.start) === sentenceAt(text, p.start) &&
      !phrases.some((q) => q.start >= turn.start && q.start < turn.end);
    // "Seams are visible in the lounge. Not what I paid for.": a short verdict after a plain fact judges it.
    const verdictAfter =
      turn?.label === "negative" &&
      !turn.contrast &&
      // A sentence of its own that ends the answer.
      turn === clauses.at(-1) &&
      sentenceAt(text, turn.start) !== sentenceAt(text, p.start) &&
      /^[^,;]*$/.test(text.slice(turn.start, turn.end)) &&
      text.slice(turn.start, turn.end).trim().split(/\s+/).length <= 6 &&
      !phrases.some((q) => q.start >= turn.start && q.start < turn.end) &&
      !ownSubject(text.slice(turn.start, turn.end));
    if ((label === "positive" && turnsOnIt) || (label === "neutral" && (turnsOnIt || remarkOnIt || verdictAfter)))
      return storyAt(p.start) ? "story" : "problem";
    // "Lovely course, but the bar shuts at six", "The room was cosy. Breakfast was the let-down": the praise is no fault to fix.
    const complaintElsewhere = clauses.some(
      (c) => c.label === "negative" && (c.contrast || sentenceAt(text, c.start) !== sentenceAt(text, p.start)),
    );
    if (label === "positive" && complaintElsewhere && !hypothetical) return "praise";
    // "the new owner is doing a great job, only the toilets could be cleaner": the soft fault is the point.
    if (label === "positive" && phrases.some((q) => q.short && q.start > p.start)) return "praise";
    // "What one change would make it better?" -> "The bar was lovely, keep that!": praise with no
    // complaint anywhere is what to keep, not a fault.
    if (fixes && label === "positive" && !clauses.some((c) => c.label === "negative") && praisedOutright)
      return "praise";
    // "What could we improve?" -> "Honestly the wifi": named there, it is something to fix.
    if (fixes && label !== "negative") return storyAt(p.start) ? "story" : "problem";
    // "What do you value most?" -> "Dr Patel never rushes me": praise, whatever a negation word suggests.
    if (
      // A general "How was your experience?" does not outweigh a clause that complains.
      ((polarity > 0 && label !== "negative") || ASKS_FOR_PRAISE.test(question)) &&
      !fixes &&
      !hypothetical &&
      !/\b(but|though|although|however|except)\b/i.test(text)
    )
      return "praise";
    // "On time, super careful with the piano, one of the lads even reassembled our bed. 10/10": a deed told
    // in an answer that praises, with no word of complaint anywhere, is more praise.
    const complained =
      lexiconText(text).hits.some((h) => h.v < 0) ||
      NOT_ENOUGH.test(text) ||
      /\b(but|though|although|however|except|only)\b/i.test(text) ||
      scoreText(text).label !== "positive";
    const unjudgedDeed = own >= 0 && lexiconText(text.slice(clauses[own]?.start, clauses[own]?.end)).hits.length === 0;
    if (label === "negative" && unjudgedDeed && praisedOutright && !complained && !fixes) return "praise";
    if (label === "negative" || (label === "neutral" && polarity < 0)) return storyAt(p.start) ? "story" : "problem";
    // To "what would you like to see?", nothing named is praise to keep.
    if (hypothetical) return "mention";
    if (label === "positive" || (label === "neutral" && polarity > 0)) return "praise";
    return "mention";
  };
  // Wishes first, then problems, then praise: what the owner most needs to hear more about.
  const rank: Record<Angle, number> = { wish: 0, story: 1, problem: 1, praise: 2, mention: 3 };
  // "Too much theory, not enough practice": what they want more of leads.
  const wants = (p: Phrase) => (p.wish && /^more\b/i.test(p.text) ? 0 : 1);
  // "Wifi is also patchy but that's minor", "the gym itself was fine": a side remark, not the point.
  const side = (p: Phrase) => {
    const sentence = sentenceAt(text, p.start);
    const clause = clauses.find((c) => p.start >= c.start && p.start < c.end);
    const own = clause ? text.slice(clause.start, clause.end) : sentence;
    // "X was spot on, though the music was loud": a "though" clause after a judged one concedes a side point.
    const index = clause ? clauses.indexOf(clause) : -1;
    const conceded =
      clause !== undefined &&
      /^(though|although|even though)\b/i.test(text.slice(clause.start, clause.end).trim()) &&
      (clauses[index - 1]?.label ?? "neutral") !== "neutral";
    // "the dog went mental when the van pulled up, which wasn't their fault, but...": what they are cleared of is aside.
    const cleared = CLEARED.exec(text.slice(p.end));
    const clearedHere =
      cleared !== null && !/\b(but|though|although|however)\b/i.test(text.slice(p.end, p.end + cleared.index));
    const dismissed =
      clause !== undefined &&
      (DISMISSED.test(own.trim()) ||
        DISMISSED.test(text.slice(clauses[index + 1]?.start ?? text.length, clauses[index + 1]?.end ?? text.length)));
    return conceded ||
      clearedHere ||
      dismissed ||
      SIDE_REMARK.test(sentence) ||
      SIDE_REMARK_END.test(sentence) ||
      /\bitself\b/i.test(own) ||
      SIDE_CLAUSE.test(own) ||
      OWN_HABIT.test(own) ||
      // "half the lounge was seasick": the people in a place, counted, not the place.
      (/\b(half|most|all) (of )?$/i.test(
        text.slice(Math.max(0, p.start - 16), p.start).replace(/\b(the|your)\s+$/i, ""),
      ) &&
        /^\s+(was|were)\b/i.test(text.slice(p.end)))
      ? 1
      : 0;
  };
  // "the only thing is the music was too loud": what the respondent singles out leads.
  const singled = (p: Phrase) =>
    /\b(only|main|biggest|one) (thing|issue|problem|complaint|downside|gripe|niggle|criticism)\b[^,.;!?]*$/i.test(
      text.slice(Math.max(0, p.start - 40), p.start),
    )
      ? 0
      : 1;
  // "the lady on the tills gave me tips": who did something for the respondent leads what they bought.
  const served = (p: Phrase) => (SERVED_THEM.test(text.slice(p.end)) ? 0 : 1);
  // "I support the housing but I'm worried about traffic": the worry is the point.
  const worried = (p: Phrase) => (WORRIED_ABOUT.test(text.slice(Math.max(0, p.start - 30), p.start)) ? 0 : 1);
  const ordered = [...phrases].sort(
    (a, b) =>
      worried(a) - worried(b) ||
      singled(a) - singled(b) ||
      side(a) - side(b) ||
      rank[angleOf(a)] - rank[angleOf(b)] ||
      served(a) - served(b) ||
      wants(a) - wants(b) ||
      a.start - b.start,
  );
  const out: string[] = [];
  // "Work and kids mostly": two reasons, which weighs more.
  const short = text.split(" ").length <= 6;
  const list = listIn(text, phrases, short ? 2 : 3);
  if (list.length > 0) {
    const named = `${list
      .slice(0, -1)
      .map((p) => p.text)
      .join(", ")} and ${list.at(-1)?.text}`;
    for (const t of rotate(list.length === 2 ? PAIR : LIST, seed)) out.push(t.replace("{list}", named));
  }
  // "The pasta was cold" is over; "the wifi drops" is still going on.
  const ongoing = (p: Phrase) => {
    const clause = clauses.find((c) => p.start >= c.start && p.start < c.end);
    // A verbless clause ("Honestly the wifi") takes its tense from the rest of the answer.
    const own = clause ? text.slice(clause.start, clause.end) : text;
    const part = PRESENT.test(own) || /\b(was|were|did|had|\w+ed)\b/i.test(own) ? own : text;
    return !/\b(was|were|did|had)\b/i.test(part) && !isPastClause(part) && PRESENT.test(part);
  };

  // "staff let us bring a cake in", "Jade always squeezes me in": what they did is told, so not asked for again.
  const deedsTold = (p: Phrase) => DEED_TOLD.test(text.slice(p.end));
  const templatesFor = (p: Phrase) => {
    const chosen = templatesOf(p);
    if (!deedsTold(p) || !chosen.includes(NAMED_DID[0] ?? "")) return chosen;
    const rest = chosen.filter((t) => t !== NAMED_DID[0]);
    // "Sam sends photos after every walk": a habit told in the present is asked of in the present.
    const habit = /^\s+(?:\w+ly\s+|always\s+|even\s+|just\s+|also\s+)?(?!\w+ss\b)\w+[^s\W]s\b/i.test(text.slice(p.end));
    const elseDid = habit ? "What else does {p} do that stands out to you?" : ELSE_DID;
    return angleOf(p) === "praise" || moodOf() === "positive" ? [elseDid] : rest.length > 0 ? rest : chosen;
  };
  const templatesOf = (p: Phrase) => {
    // "I'm worried about parking": nothing has happened yet; what worries them is.
    if (WORRIED_ABOUT.test(text.slice(Math.max(0, p.start - 30), p.start)))
      return ["What worries you most about {p}?", "What would put your mind at rest about {p}?"];
    const angle = angleOf(p);
    // "we sat on the runway for two hours": the place where it happened is not what went wrong.
    const clause = clauses.find((c) => p.start >= c.start && p.start < c.end);
    const lead = clause ? text.slice(clause.start, p.start).toLowerCase() : "";
    if (
      angle === "story" &&
      /\b(i|we)\b.*\b(on|at|in|into|onto|outside|inside)\s+((the|a|an|our|my|their)\s+)?$/.test(lead) &&
      // "we spent way too long on introductions": what the time went on is the point, not a place.
      !/\b(spent|spend|wasted|too long|too much time|ages|forever)\b/.test(lead)
    )
      // A long answer has walked through it already: ask what would have helped.
      return text.split(" ").length > 12 ? [BARE.story[2] ?? "", BARE.story[1] ?? ""] : BARE.story;
    if (angle === "story" && clause && told(text.slice(clause.start, clause.end), text))
      return PERSON.test(p.text) ? [...TOLD_PERSON, ...TOLD] : TOLD;
    // "The new teacher", "the sound guy": a person is asked about what they did, not "made better".
    // Nobody is asked what to change about a person.
    if (angle === "problem" && PERSON_HEAD.test(p.text)) return TOLD_PERSON;
    // "Steve showed me the worn bushes": a named person is asked what they did, never what to change about them.
    // "Priya on reception": a name with where they work is still someone who did something.
    // "I went to Spain last year": a name after "to" or "in" is a place, not someone who did something.
    const placeNamed = /\b(to|in|from|visited|near|around)\s+$/i.test(text.slice(0, p.start));
    if (
      (angle === "problem" || angle === "story") &&
      !placeNamed &&
      NAMED.test(p.text.split(/\s(?:on|at|in|from)\s/)[0] ?? "")
    )
      return NAMED_DID;
    // "the pegs", "Wifi" to "what could we improve?": only the thing is named, not what is wrong with it.
    if (
      angle === "problem" &&
      fixes &&
      /^\s*((the|a|an|our|your|my)\s+)?$/i.test(text.slice(0, p.start)) &&
      text.slice(p.end).replace(/[\s.!?]+/g, "") === ""
    )
      return NAMED_ONLY;
    // "What makes Priya work for you?": a name or a person is asked only what stood out.
    if (angle === "praise" && (PERSON_HEAD.test(p.text) || /^\p{Lu}/u.test(p.text)))
      return [ABOUT.praise[0] ?? "", NAMED_DID[0] ?? ""];
    // "ruin his coat", "her nails": what belongs to someone is asked about as what happened to it.
    if ((angle === "problem" || angle === "story") && /^(his|her|their)\s/i.test(p.text))
      return [ABOUT.story[0] ?? "", HANDLING[0] ?? ""];
    // "Comedies", "An Inspector Calls" to "what shows would you like us to put on?": what draws them to it;
    // "more matinees" is still a change, asked what difference it would make.
    if (
      hypothetical &&
      offering &&
      (angle === "mention" || (angle === "wish" && !WISH_WORDS.test(p.text.split(" ")[0] ?? "")))
    )
      return WISHED_FOR;
    // "too many ads" -> "fewer ads": how many would feel right is the useful figure.
    const fewer = angle === "wish" ? /^(fewer|less) (.+)$/i.exec(p.text) : null;
    if (fewer?.[2])
      return [
        `How ${/^fewer$/i.test(fewer[1] ?? "") ? "many" : "much"} ${fewer[2]} would feel about right to you?`,
        ABOUT.wish[0] ?? "",
      ];
    // "never comes down our cul-de-sac, always stops at the main road": in a complaint, nothing named "stood out".
    if (
      angle === "mention" &&
      clauses.some((c) => c.label === "negative") &&
      moodOf() !== "positive" &&
      !lexiconText(text).hits.some((h) => h.v > 0) &&
      !DENIED_TROUBLE.test(text)
    )
      return ABOUT.mention.filter((t) => !/stood out/.test(t));
    return angle === "problem" && ongoing(p) ? ONGOING : ABOUT[angle];
  };
  // "no one rang to say why" with nothing named: how it should have gone, not a stray word.
  // "ready Friday and nobody rang": with nothing judged by name, how it was handled is the point.
  if (
    NOBODY_ACTED.test(text) &&
    moodOf() !== "positive" &&
    ordered.every((p) => angleOf(p) === "mention" || angleOf(p) === "praise" || side(p) === 1)
  )
    return HANDLING;
  // After the probes about a phrase, one on its effect, for a second follow-up that asks something new.
  const effectOf = (p: Phrase): string[] => {
    const angle = angleOf(p);
    const person = PERSON_HEAD.test(p.text) || /^\p{Lu}/u.test(p.text);
    if (angle === "praise" || ((angle === "mention" || angle === "story") && person && moodOf() === "positive"))
      return [`What difference did ${p.text} make for you?`];
    if ((angle === "problem" || angle === "story") && !person && !ongoing(p))
      return [
        EFFECT_TOLD.test(text)
          ? `Did you mention ${p.text} to anyone at the time?`
          : `How did the problem with ${p.text} affect you?`,
      ];
    return [];
  };
  const phraseProbes = ordered.flatMap((p) =>
    [...rotate(templatesFor(p), seed), ...effectOf(p)].map((t) => agreeing(t, p.text)),
  );
  // "Took three chasers before anyone told me": being kept in the dark is the point, not the chasers.
  // Praise of who answered in the end ("Sarah was lovely once I got hold of her") does not undo it.
  const chased = CHASED.exec(text);
  if (chased && scoreText(sentenceAt(text, chased.index)).label !== "positive")
    return [KEEP_INFORMED, ...HANDLING.slice(1), ...phraseProbes];
  // "didnt know he'd been stung until he told me, someone shouldve said": told too late, or not at all.
  if (KEPT_IN_THE_DARK.test(text)) return [KEEP_INFORMED, ...HANDLING.slice(1), ...phraseProbes];
  // "reported them and nothing happened": what they expected once they had told us.
  const reported = REPORTED_IGNORED.exec(text);
  if (reported)
    return [
      `What would you have expected us to do after you reported ${reported[1]?.toLowerCase() === "them" ? "them" : "it"}?`,
      ...HANDLING,
      ...phraseProbes,
    ];
  // "the lad just shrugged when I pointed it out": what happened, and how it was met, are told already.
  const response = RESPONSE_TOLD.exec(text);
  if (response && moodOf() !== "positive") {
    const raising = `${response[1]?.toLowerCase()} you ${response[3]}`.replace(/\bthem\b(?= out)/, "it");
    return [`How would you have wanted it handled ${raising}?`, ...HANDLING.slice(1), ...phraseProbes];
  }
  const lower = text.toLowerCase();
  const extra: string[] = [];
  // "Where to find my invoices" to "What is confusing?": where they looked for it.
  const lookingFor = /^(where|how) to (\w+) ([^,.;!?]+)/i.exec(text);
  if (lookingFor?.[2] && lookingFor[3]) {
    const what = lookingFor[3].replace(/\b(my|our)\b/gi, "your").replace(/\b(me|us)\b/gi, "you");
    const verb = lookingFor[2].toLowerCase();
    return lookingFor[1]?.toLowerCase() === "where"
      ? [`Where did you expect to ${verb} ${what}?`, ...phraseProbes]
      : [`What did you try when you wanted to ${verb} ${what}?`, ...phraseProbes];
  }
  // "Connecting my bank account" to "What was the hardest part?": what made that step hard.
  const step = /^(\w+ing)\b([^,.;!?]*)/i.exec(text);
  if (
    step?.[1] &&
    /\b(hard|hardest|difficult|frustrat\w*|challeng\w*|confus\w*)\b/i.test(question) &&
    text.split(" ").length <= 8
  ) {
    const doing = `${step[1].toLowerCase()}${step[2] ?? ""}`
      .replace(/\b(my|our)\b/gi, "your")
      .replace(/\b(me|us)\b/gi, "you");
    return [`What made ${doing.trim()} hard for you?`, ...phraseProbes];
  }
  // "Getting my hands in the clay after a week at a screen": a verbless activity is the point, not its nouns.
  const activity =
    /^(\w+ing) (my|our|your|the|a|an|to|out|up|away|back|together|with|in|on|outside)\b([^,.;!?]*)/i.exec(text);
  if (
    activity?.[1] &&
    !/\b(is|was|are|were|has|had|have|makes?|made|gets?|got|takes?|took|feels?|felt|seems?|seemed|'s)\b/i.test(
      text.split(/[,.;!?]/)[0] ?? "",
    ) &&
    // Asked what they liked, or asked already what the activity gives them.
    (polarity > 0 || /^what does .+ give you\?$/i.test(question.trim())) &&
    !/^(going|planning|thinking|hoping|trying|looking|waiting)$/i.test(activity[1]) &&
    text.split(" ").length <= 16
  ) {
    const doing = `${activity[1].toLowerCase()} ${activity[2]}${activity[3] ?? ""}`
      .split(/\s+(?:after|when|before|because|while|since|during|every|each)\b/i)[0]
      ?.replace(/\b(my|our)\b/g, "your")
      .replace(/\b(me|us)\b/g, "you")
      .trim();
    // "Sitting in traffic for an hour" is no activity they value.
    if (doing && doing.split(" ").length <= 7 && lexiconText(doing).hits.every((h) => h.v > 0))
      return [`What does ${doing} give you?`, `Could you tell me more about ${doing}?`, ...phraseProbes];
  }
  // "It crashes whenever I upload a photo": the moment it happens is the thing to walk through.
  const moment = /\b(?:whenever|every time|each time) (?:i|we) ([^,.;!?]+)/i.exec(text);
  // Only a habit in the present ("every time I upload") is walked through; "every time I looked" tells what was found.
  if (moment?.[1] && !isPastClause(moment[1])) {
    const doing = moment[1]
      .replace(/\b(my|our)\b/gi, "your")
      .replace(/\b(me|us)\b/gi, "you")
      .trim();
    return [`Could you walk me through what happens when you ${doing}?`, ...phraseProbes, ...rotate(BARE.story, seed)];
  }
  // "The price is too high for a freelancer like me": what would be fair is the useful figure.
  // "Nice mugs but way overpriced", "expensive parking": a complaint about the price of what is named.
  // "Bit short for £18", "small for £12 a pint": falling short for the money paid is a complaint about value.
  // "the steps up into the van are really steep": steps are steep, not prices.
  const pricey =
    /\b(short|small|little|basic|thin|tiny|much|lot|steep|dear) for (an? |the )?[£$€]\s?\d|\b(price|prices|cost|costs|fee|fees|subscription|plan)\b.*\b(too (high|much|expensive)|expensive|overpriced|steep)\b|\b(costs?|price|fees?) (twice|double|triple|more than)\b|\b(too expensive|overpriced|over-priced|pricey|rip[- ]?off|not worth the (money|price))\b|\bnot worth [£$€]\s?\d|(?<!\b(not|never|less|in)\s?)\bexpensive\b|(?<!\b(not|never|less|in)\s?|\b(steps?|stairs?|hills?|slopes?|ramps?|climbs?|paths?|drives?|incline|banks?|roads?|ladders?)\b[^.!?,]*)\bsteep\b(?!\s+(steps?|stairs?|hills?|slopes?|ramps?|climbs?|paths?|drives?|incline|banks?|roads?|ladders?)\b)/i.exec(
      text,
    );
  // "Cafe was pricey too" after the main complaint is a side remark: the main point leads.
  // "The wifi is hopeless, the pool was nice, the bar a bit pricey": the first complaint leads.
  const earlierComplaint =
    pricey !== null &&
    clauses.some(
      (c) =>
        c.end <= pricey.index &&
        (c.label === "negative" || (fixes && c.label !== "positive")) &&
        phrases.some((p) => p.start >= c.start && p.start < c.end && !/\b(price|cost|fee)s?\b/i.test(p.text)),
    );
  const priceAside =
    pricey !== null &&
    (earlierComplaint ||
      (SIDE_REMARK_END.test(sentenceAt(text, pricey.index)) && text.trim() !== sentenceAt(text, pricey.index).trim()));
  if (pricey && !priceAside) {
    const at = pricey.index;
    const clause = clauses.find((c) => at >= c.start && at < c.end);
    // "steep for a small team like ours": who pays is not what is priced.
    const inClause = phrases.filter(
      (p) =>
        clause &&
        p.start >= clause.start &&
        p.start < clause.end &&
        !p.wish &&
        !/\bfor\s+(a|an|the|my|our)?\s*$/i.test(text.slice(Math.max(0, p.start - 8), p.start)),
    );
    // The thing before the judgement ("the boxes were too expensive"), else the one it judges ("overpriced drinks").
    // "a rip off and the teacher is useless": a person is not what is priced.
    const things = inClause.filter(
      (p) => !/\b(price|prices|cost|costs|fee|fees)\b/i.test(p.text) && !PERSON_HEAD.test(p.text),
    );
    // "Slow website and expensive tickets": the thing the price word stands right before is what it judges.
    const judged = things.find((p) => p.start > at && /^[\p{L}-]+\s+$/u.test(text.slice(at, p.start)));
    const priced =
      judged ??
      things.filter((p) => p.start < at).at(-1) ??
      things.find((p) => p.start > at) ??
      (inClause.length === 0 ? phrases.filter((p) => p.start < at && !p.wish).at(-1) : undefined);
    const named = priced ? [`What price would feel fair to you for ${priced.text}?`] : [];
    return [...named, ...rotate(PRICE, seed), ...phraseProbes];
  }
  // "the pizza arrived cold, it was over an hour late": the lateness is the point, not the thing;
  // unless a complaint comes after it ("late and the box was damaged"), which then leads.
  const late =
    /(?<!\b(i|we|they|you)\s)\b(arrived|came|turned up|showed up|delivered)\b[^.;!?]*\blate\b|\bit was (over |nearly |almost )?(an|a few|\d+|two|three) (hours?|days?|minutes?) late\b|\b(was|were|ran) (over |nearly |almost |about )?(an?|a few|\d+|two|three|ten|twenty|thirty|forty) ?(mins?|minutes?|hours?|hrs?) late\b/i.exec(
      text,
    );
  if (late && !lexiconText(text).hits.some((h) => h.v < 0 && h.offset >= late.index + late[0].length))
    return [LATE, ...phraseProbes];
  // "Classes start too early": the answer already names the change; ask what would suit.
  if (/\btoo (early|late)\b/.test(lower)) return [...rotate(TIMING, seed), ...phraseProbes];
  // "the van comes at 2pm on a tuesday when everyone's at work": a time that clashes with their day.
  if (
    /\b(when|while) (every(one|body)|most people|people|i|we|you)('?s|'?m|'?re| is| am| are) (all )?(at work|working|at school|on the school run|commuting)\b|\bduring (work|working|office|school) hours\b/.test(
      lower,
    ) &&
    /\b\d{1,2}([:.]\d\d)?\s*(am|pm)?\b|\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(mornings?|afternoons?|lunchtimes?)\b/.test(
      lower,
    )
  )
    return [...rotate(TIMING, seed), ...phraseProbes];
  // "the team keeps getting moved to Sunday mornings": the time it was moved to is the complaint.
  if (
    /\b(moved|changed|rescheduled|switched|put back|pushed back|brought forward)\s+(?:from\s+[a-z0-9:.]+\s+)?(to|until|till)\s+(the\s+)?(\d|(mon|tues|wednes|thurs|fri|satur|sun)days?\b|mornings?\b|afternoons?\b|evenings?\b|weekends?\b|weekdays?\b|lunchtimes?\b|nights?\b)/.test(
      lower,
    ) &&
    moodOf() !== "positive"
  )
    return [...rotate(TIMING, seed), ...phraseProbes];
  // "too hot", "far too loud": the judgement without the thing; what felt that way is the point.
  const tooMuch = /^(?:(?:way|far|much|a bit|a little|slightly|just|bit)\s+)?too ([a-z]+)[.!]*$/i.exec(text.trim());
  if (tooMuch?.[1] && !/^(much|many|few|little|long|short|early|late)$/i.test(tooMuch[1]) && phrases.length === 0)
    return [`What was it that felt too ${tooMuch[1].toLowerCase()}?`, "How did that affect you?"];
  if (/\b(because|since|due to|which meant|so that)\b/.test(lower) && text.split(" ").length > 6)
    extra.push(...rotate(REASON_GIVEN, seed));
  // "showed me instead of just telling me": a way of doing it, not a move elsewhere.
  const switched =
    /\b(another (app|one|company|provider|brand|service|shop|store|gym|bank|site|platform)|alternative|competitors?|switched|instead(?! of (just |simply |only )?\w+ing\b)|better one|other one)\b/.test(
      lower,
    );
  // "shorter than i wanted" measures against what they asked for, not against somewhere else.
  const compared =
    /\b(than(?! (i|we) (wanted|asked|expected|hoped|thought|needed|ordered))|elsewhere|compared|used to|anymore)\b/.test(
      lower,
    );
  const mood = moodOf();
  // "Let me pay with PayPal", "If delivery was free": the answer proposes a change.
  const proposal = PROPOSAL.test(text);
  const story = STORY.test(text) && mood !== "positive";
  // "looking gorgeous but they cut his ears too short": praise turned by "but" ends on the complaint.
  const turnedBad = mood === "positive" && clausesOf(text).some((c) => c.contrast && c.label === "negative");
  const kind = proposal
    ? "wish"
    : story
      ? "story"
      : (polarity < 0 && mood === "neutral") || turnedBad
        ? "negative"
        : mood;
  const bare = rotate(BARE[kind], seed);
  // "I moved house": to a question about leaving, what would have kept them.
  // "..., nothing to do with you": the respondent clears us of the reason, whatever the words around it.
  const clears =
    /\b(nothing to do with (you|us|the \w+)|nothing wrong with (you|us|the \w+)|not your fault|no fault of (yours|your own))\b/i.test(
      text,
    );
  if (ASKS_WHY_LEFT.test(question) && clears && !proposal && !switched) return [...rotate(KEEP_THEM, seed), ...bare];
  if (ASKS_WHY_LEFT.test(question) && mood !== "negative" && !proposal && !switched)
    return [...out, ...rotate(KEEP_THEM, seed), ...bare];
  // A comparison ("I found a better one") or a proposal leads; then a list; then the first phrase probe.
  // "instead", "switched": what the other one does better is asked only when the answer names another one.
  const namesRival = /\b(another|other one|better one|competitors?)\b/.test(lower);
  // "Honest advice, another shop said I had to replace it": praise of us beside another is no move elsewhere.
  const praisedOverRival = mood === "positive" && ASKS_FOR_PRAISE.test(question);
  if (switched && !praisedOverRival)
    return [...(namesRival ? SWITCHED : SWITCHED.slice(1)), ...out, ...phraseProbes, ...bare];
  if (compared) extra.push(...rotate(COMPARED, seed));
  // "Answer emails", "Let me pay with PayPal": the phrase is half a verb phrase, so ask about "that".
  // "Fix the showers", "Send an agenda beforehand": the verb's object is what to ask about.
  const imperative = IMPERATIVE.exec(text);
  if (proposal && imperative) {
    // "Drop the booking fee": the verb is no part of its object, however the tagger read it.
    const object = phrases.find(
      (p) =>
        p.start >= imperative[0].length &&
        /^\s*((the|a|an|my|our|your|some|more)\s+)?$/i.test(text.slice(imperative[0].length, p.start)),
    );
    if (object && /^(fix|repair|sort)$/i.test(imperative[1] ?? ""))
      return [`What happens with ${object.text} at the moment?`, ...bare, ...phraseProbes];
    const verb = (imperative[1] ?? "").toLowerCase();
    if (object && CHANGING.has(verb) && DOING[verb])
      return [`What difference would ${DOING[verb]} ${object.text} make for you?`, ...bare, ...phraseProbes];
    if (object)
      return [...rotate(ABOUT.wish, seed).map((t) => t.replaceAll("{p}", object.text)), ...bare, ...phraseProbes];
    // "Open on Saturday afternoons", "Answer emails": the change itself, as a doing.
    const doing = asDoing(text);
    return [...(doing ? [`What difference would ${doing} make for you?`] : []), ...bare, ...out, ...phraseProbes];
  }
  if (proposal && list.length >= 2) return [...out, ...phraseProbes, ...bare];
  // "I'd add a dark mode": what they would add is the wish.
  if (proposal && /^(i|we) ?('d|would) (add|like|love|want|prefer|bring)\b/i.test(text) && ordered[0])
    return [
      ...rotate(ABOUT.wish, seed).map((t) => t.replaceAll("{p}", ordered[0]?.text ?? "")),
      ...bare,
      ...phraseProbes,
    ];
  if (proposal) {
    // "price tags on everything pls": a proposal that opens on the thing it asks for.
    // Named bare, it is wished for as the answer names it: "price tags", not "the price tags".
    // "Electric scooters should be banned": a subject with its verb is no thing asked for.
    const opener = phrases.find(
      (p) =>
        (p.start === 0 || /(^|[,.;]\s*)(maybe|perhaps)\s+$/i.test(text.slice(0, p.start))) &&
        !/^\p{Lu}/u.test(p.text) &&
        !/^\s+(is|are|was|were|be|has|have|had|should|would|could|can|will|must|needs?|do|does|did|\w+ed|\w+s)\b/i.test(
          text.slice(p.end),
        ),
    );
    const wished = ordered.some((p) => p.wish)
      ? ordered.filter((p) => p.wish).map((p) => p.text)
      : opener
        ? [opener.text.replace(/^the /, "")]
        : [];
    // "healthier stuff pls": a kind of thing wished for, named only by how it should differ.
    const kind = /^((?:more )?[a-z]+er|more [a-z]+) (stuff|things|options|choices|ones)\b/i.exec(text);
    if (wished.length === 0 && kind?.[1] && kind[1].split(" ").every((w) => isEnglishWord(w)))
      wished.push(`${kind[1].toLowerCase()} options`);
    const wishes = wished.flatMap((w) => rotate(ABOUT.wish, seed).map((t) => t.replaceAll("{p}", w)));
    return [...wishes, ...bare, ...out, ...phraseProbes];
  }
  const [lead, ...rest] = phraseProbes;
  return [...out.slice(0, list.length > 0 ? 2 : 0), ...(lead ? [lead] : []), ...out, ...extra, ...rest, ...bare];
}

/** A gentle general probe in the respondent's own language, never their words back. */
const IN_LANGUAGE: Record<string, string[]> = {
  spa: ["Gracias. ¿Podría contarnos un poco más?", "¿Hay algo más que le gustaría añadir?"],
  fra: ["Merci. Pourriez-vous nous en dire davantage ?", "Y a-t-il autre chose que vous aimeriez ajouter ?"],
  deu: ["Danke. Könnten Sie uns etwas mehr dazu sagen?", "Gibt es noch etwas, das Sie hinzufügen möchten?"],
  ita: ["Grazie. Potrebbe dirci qualcosa in più?", "C'è qualcos'altro che vorrebbe aggiungere?"],
  por: ["Agradecemos. Poderia detalhar um pouco?", "Há algo que gostaria de acrescentar?"],
  nld: ["Dank u. Kunt u ons er iets meer over vertellen?", "Is er nog iets dat u wilt toevoegen?"],
  pol: ["Dziękujemy. Czy można prosić o kilka słów więcej?", "Czy jest jeszcze coś do dodania?"],
};

/** Probes for an answer the screen turned away. */
function screened(kind: Exclude<AnswerKind, "valid">, text: string, question: string, firstAnswer = ""): string[] {
  if (kind === "foreign") {
    // "Alles super, danke!": the thanks is not said back in the respondent's own word.
    const said = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
    // "No hablo inglés" is too short to tell its language: the first answer tells it.
    // "La cama era cómoda" after a Spanish answer: a short reply keeps the thread's language.
    const own = answerLanguage(text);
    const first = firstAnswer ? answerLanguage(firstAnswer) : "";
    const language = first && (!own || (text.match(/\p{L}+/gu) ?? []).length <= 8) ? first : own || first;
    return [...(IN_LANGUAGE[language] ?? []), ...SCREENED.foreign].map((probe) => {
      const [courtesy, ...rest] = probe.split(/(?<=\.) /);
      const echoes = (courtesy?.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => said.has(w));
      return echoes && rest.length > 0 ? rest.join(" ") : probe;
    });
  }
  if (kind === "empty" && saysNothing(text)) {
    const polarity = questionPolarity(question);
    if (polarity < 0) return [...NOTHING_TO_FIX, ...SCREENED.empty];
    if (polarity > 0) return [...NOTHING_TO_PRAISE, ...SCREENED.empty];
  }
  return [...SCREENED[kind]];
}

/** "can't think of anything" -> "Is there anything at all...?" sounds like their words said back: such probes go last. */
function withoutEchoes(probes: string[], text: string): string[] {
  const said = new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !FILLER_WORDS.has(w)));
  const echoes = (probe: string) => (probe.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((w) => said.has(w));
  return [...probes.filter((p) => !echoes(p)), ...probes.filter(echoes)];
}
/** Words of four letters or more any answer and any probe share without quoting. */
const FILLER_WORDS = wordSet(
  "that this what with have would could your about there them they were been from should make when time thing",
);

/**
 * Off-topic chatter and name-calling get the question again, gently, before anything else: nothing
 * of what they said is taken up. Only a short, single question is repeated.
 */
function reAsk(kind: AnswerKind, question: string, text: string): string | undefined {
  const q = squish(question);
  if (q.length > 90 || !q.endsWith("?") || (q.match(/\?/g) ?? []).length !== 1) return undefined;
  const asked = `${q.charAt(0).toLowerCase()}${q.slice(1)}`;
  // "...the smoke is coming straight in": the lead-in does not echo a word of the answer it turns from.
  if (kind === "off-topic")
    return withoutEchoes(
      REASK_LEADS.map((lead) => `${lead} ${asked}`),
      text,
    )[0];
  if (kind === "hostile") return `Noted. If you are willing to say more: ${asked}`;
  return undefined;
}
const REASK_LEADS = ["Thanks. Coming back to the question:", "Thanks. Back to the question:"];
/** The lead-in of a question put again: what is asked is the question after it. */
const REASK_LEAD = /^(Thanks\. (Coming back|Back) to the question|Noted\. If you are willing to say more): /;

function tokensOf(text: string): Set<string> {
  return new Set(normalise(text).match(/[\p{L}\d]+/gu) ?? []);
}

function similar(a: string, b: string): boolean {
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (ta.size === 0 || tb.size === 0) return false;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / Math.min(ta.size, tb.size) >= 0.8;
}

/** First three words: a second follow-up does not reuse the first one's shape. */
function opening(text: string): string {
  // "Understood. ...", "Thanks. ...": a courtesy said twice in a row is the same opening.
  const courtesy = /^(\p{L}+(?: \p{L}+)?)\. /u.exec(text)?.[1];
  return courtesy ? normalise(courtesy) : normalise(text).split(" ").slice(0, 3).join(" ");
}

/**
 * "would be good if u did motorway lessons", "if we had a proper compost scheme", "if there was somewhere to
 * study", "if the time slot was narrower", "if u could print stuff on it": the thing wished for, named.
 */
const WISH_IF = String.raw`\b(?:(?:would be|it'?d be|be) (?:so |really )?(?:great|good|nice|ideal|amazing|handy|helpful|brilliant|better|useful) if|(?:i |we )?wish)`;
const WISH_STOP = String.raw`\s*(?:[,.;!?(]|$|\b(?:as|because|since|cos|coz|so|but|and|theres|there's|that|which|when|for me|after|before|tho|though|lol)\b)`;
const WISHED_DONE = new RegExp(
  `${WISH_IF} (?:you|u|we|they) (?:did|had|ran|offered|got|put on|started|do|have|run|offer|start) ((?:an? |some |more |proper )?[a-z][\\w /-]{2,40}?)(?=${WISH_STOP})`,
  "i",
);
const WISHED_THERE = new RegExp(
  `${WISH_IF} there (?:was|were|is|are) ((?:an? |some |more )?[a-z][\\w -]{2,40}?)(?=${WISH_STOP})`,
  "i",
);
const WISHED_COMPARED = new RegExp(`${WISH_IF} the ([a-z][\\w -]{2,25}?) (?:was|were|is|are) ([a-z]+er)\\b`, "i");
const WISHED_ABLE = new RegExp(
  `${WISH_IF} (?:you|u|we|i) could (\\w+)(?: ([a-z][\\w -]{2,25}?))?(?=\\s*(?:on|at|in) (?:it|there|the \\w+)\\b|${WISH_STOP})`,
  "i",
);

/** "so i was late", "put me off buying", "im allergic": the answer already says what it did to them. */
const EFFECT_TOLD =
  /\b(so (i|we)|which meant|made me|had to|ended up|end up|gave up|give up|(did|done) (his|her|my|our|their) [a-z]+ in|another (half )?(hour|day|trip|visit)|wasted|still waiting|couldn'?t|could not|put (me|us) off|missed|late for|(barely|nearly) (?!\d|an?\b|half|two|three|four|five|ten|twenty|thirty|forty)[a-z]+|allergic|killing me|ruined|useless for|no use for|so was i|(was|were) stressed|defeats the (point|purpose)|(is|was) (chaos|a nightmare|hell)|leave work early|left work early|gutted|humiliat\w*|felt (?:embarrassed|awful|terrible|stupid|small|ignored|rushed)|\d+ ?min(ute)?s? (bus|walk|drive|journey))\b/i;
const PUT_RIGHT = "Was anything done to put it right at the time?";
/** "we told them on day 2", "i rang tuesday": the respondent raised it already. */
const RAISED =
  /\b((i|we) (told|rang|called|phoned|emailed|messaged|complained|reported|mentioned it|raised it)|let (them|you) know|rang (them|you|up)|(complained|reported it) to)\b/i;
/** "they fixed it for free", "got a refund": it was put right already. */
const PUT_RIGHT_TOLD =
  /\b(fixed|sorted|redid|re-?did|replaced|refunded|put right) (it|them)\b|\bgot (a|my|our) refund\b/i;
const HANDLED = "How was it handled once you raised it?";
/** "always", "every time", "twice": a standing or repeated fault, not one moment. */
const HABITUAL = /\b(always|every (time|week|visit)|each time|whenever|usually|twice|three times|again and again)\b/i;
/** "not hugely, just couldnt check the trains": the effect told as small. */
const MINIMISED = /^\W*(not (hugely|really|much|massively|that much|too much|a lot)|a bit|slightly|only a little)\b/i;
const ANYTHING_MORE = "Is there anything else about it you would like us to know?";
/** "so you can hear the person next to you": what a change would be for. */
const PURPOSE = /\bso (that )?(you|i|we|people|everyone|they) (can|could)\b/i;
/** "maybe split by age", "9 till 10 would be ideal", "just telling us in advance": a change proposed. */
const CONDITIONAL =
  /^\W*if\b[^.?!]*\b(i'd|i would|we'd|we would|i'll|we'll)\b|\b(i'd|i would|we'd|we would) (probably |definitely |happily |maybe )?(go back|come back|book again|return|pay|use it|stay)\b/i;
/** A reply that suggests, whatever it was asked: "maybe a tooltip", "a text would be enough", "they could use...". */
const SUGGESTS =
  /^\W*(?:(?:ok|okay|yeah|well|hmm|um)\W+)?(maybe|perhaps|how about|what about|just make|bring back|let (us|me|people))\b|\bwould be (enough|nice|great|good|helpful|better|ideal|plenty|lovely|perfect|amazing)\b|\bwould (do it|do the trick|sort it)\b|\b(they|you|we) (could|should) (\w+ )?(use|add|offer|have|put|make|give|send|open|run|try)\b/i;
const PROPOSED =
  /^\W*(just|maybe|perhaps|more|less|fewer|an?|some)\b|\b(maybe|perhaps)\b|\bwould (be|have been|have done|help|do)\b/i;
const PREVENT = "What would have stopped it happening in the first place?";
/** "it means a lot", "now she volunteers", "saved me £120": what the praised thing did is told already. */
const PRAISE_EFFECT =
  /\b((means?|meant) (a lot|so much|everything)|(made|makes) (a|such a) (huge|big|real|massive) difference|so proud|confiden\w*|now (she|he|they|i|we)\b|(she|he|they) now\b|saved (me|us)|noticed)\b/i;
const BROUGHT_ABOUT = "What do you think made that happen?";
/** "I could get a workout in", "so we can plan", "small things like that matter": what a change would do, told. */
const OUTCOME_TOLD =
  /\b(i|we) could (get|go|make|plan|come|fit|do|have)\b|\bso (i|we) (can|could)\b|\bwould (let|save|stop|mean) (me|us)\b|\bthings like that matter\b|\bcame (here )?to relax\b|\b(i'?d|id|i would|we'?d|we would) (be there|come|go|book|use it)\b|\bwould(?:'ve| have| of) saved\b/i;
/** "she wrote it down but nothing happened": how it was handled, told. */
/** "I'm still nervous about doing it alone", "not confident yet": a doubt of their own to help with. */
const NOT_CONFIDENT =
  /\b(still |a bit |quite |really |very )?(nervous|anxious|not confident|unsure|not sure i can|worried) (about|to|doing|of)\b/i;
const HANDLING_TOLD =
  /\b(no (response|reply|answer)|(nobody|no one|no-one) (answered|replied|rang back|called back|got back|picked up)|heard nothing( back)?|nothing (happened|was done|changed|came of it)|never (heard|got) back|no one got back|nobody got back|still waiting|(was|got) ignored|did nothing|didn'?t do anything)\b/i;
/** "close to our house", "round the corner from work", "walking distance from home". */
const NEARBY =
  /\b(close to|near|near to|next to|round the corner from|around the corner from|(short )?walk(ing distance)? from|on (my|our) way (to|home))\s+(my|our|the)?\s*(house|home|flat|work|office|school|place)\b/i;
/** "we had to drop swimming to afford it": something of their own given up, a cost however it scores. */
const SACRIFICE =
  /\b(had to|have to|having to|ended up|end up|'ve had to|has had to)\s+(drop|cancel|give up|quit|miss|stop|skip|sell|take|leave|pull|cut)\b/i;
/** Follow-ups that ask how a fault should be put right: the conversation is about a complaint. */
const ABOUT_A_FAULT =
  /\b(price would feel fair|worth the price|better time|time would suit|want to be different|change about|made .+ better|wait easier|handle|affect you|went wrong|what happened)\b/i;
const EVEN_BETTER = "Is there anything that would make it even better for you?";
const NEED_CHANGE = "What would need to change for it to work for you?";
/** A reply that complains: no template that asks what worked well or stood out. */
const PRAISE_TEMPLATE = /\b(worked well|stood out|stands out|made it work|difference did)\b/i;
/** What a probe asks for: a fix, the effect on them, or more detail. Two of one kind in a row repeat each other. */
type Family = "fix" | "effect" | "detail" | "other";
const FAMILIES: Array<[Family, RegExp]> = [
  [
    "fix",
    /\b(change about|made .+ (better|easier)|want(ed)? to be different|work better|made the difference|liked us to handle|like to see done|to do differently|want .+ to work|keep you informed)\b/i,
  ],
  ["effect", /\b(affect|difference (did|would)|change things for you|give you)\b/i],
  [
    "detail",
    /\b(stood out|stands out|tell me (a bit )?more|say a bit more|walk me through|what happened|example|in particular)\b/i,
  ],
];
function familyOf(probe: string): Family {
  return FAMILIES.find(([, re]) => re.test(probe))?.[0] ?? "other";
}
/** "the wifi drops", "the walls are thin": told in the present, still going on. */
function ongoingIn(text: string): boolean {
  return PRESENT.test(text) && !/\b(was|were|did|had)\b/i.test(text) && !isPastClause(text);
}
/** Probes without a quote, to turn to when every probe about the phrase asks what was already asked. */
function otherAngles(
  used: Set<Family>,
  praised: boolean,
  ongoing: boolean,
  effectTold: boolean,
  reply: string,
  praisedBefore: boolean,
): string[] {
  const out: string[] = [];
  // "If it was at a beach with a free car park I'd probably go back": what would bring them back is told;
  // nothing happened to give an example of or to affect them.
  if (CONDITIONAL.test(reply)) return [ANYTHING_MORE];
  // "...put me off buying": the effect is told; what was done about it is not. "we told them on day 2":
  // it was raised, so how it was handled; "they fixed it for free": put right, so what would have prevented it.
  // ...unless the last follow-up already asked what happened after they raised it.
  const raised = RAISED.test(reply) && !praised && !used.has("detail");
  // "they fixed it for free": good news about a complaint, so the conversation's key, not the reply's, decides.
  const putRight = PUT_RIGHT_TOLD.test(reply) && !praisedBefore;
  const affect = putRight
    ? PREVENT
    : HANDLING_TOLD.test(reply) && !praised
      ? "How would you have liked us to respond once you raised it?"
      : raised
        ? HANDLED
        : effectTold && !praised
          ? // "always full, had to go round twice": a standing fault has no moment to put right.
            HABITUAL.test(reply) || MINIMISED.test(reply)
            ? ANYTHING_MORE
            : PUT_RIGHT
          : ongoing
            ? "How does that affect you?"
            : "How did that affect you?";
  const example = ongoing
    ? "Could you give an example of when that happens?"
    : "Could you give an example of when that happened?";
  // "a water break halfway, maybe": asked what would fix it, they proposed something; what it would change is new.
  // "Background level, so you can hear the person next to you": a change, told by what it is for.
  const proposesFix = used.has("fix") && !praised && (PROPOSED.test(reply) || PURPOSE.test(reply));
  if (proposesFix) out.push("What difference would that make for you?");
  // "Maybe some step boxes for little ones" after "What happened with the hall?": a proposal, whatever was asked.
  const proposes = proposesFix || (!praised && SUGGESTS.test(reply));
  if (used.has("fix")) out.push(affect, example);
  // "now she volunteers to read aloud", "it means a lot": praise whose effect is told is asked what brought it
  // about; praise with a concrete detail already is an example, so what would make it better still.
  const concrete = reply.split(" ").length >= 3;
  const praiseNext = PRAISE_EFFECT.test(reply) ? BROUGHT_ABOUT : concrete ? EVEN_BETTER : undefined;
  // "We had to drop swimming to afford it": a cost told of something still going on; what would make it work.
  if (((effectTold && !praised) || SACRIFICE.test(reply)) && !praisedBefore && !used.has("fix")) out.push(NEED_CHANGE);
  if (used.has("effect"))
    out.push(
      praised
        ? (praiseNext ?? "Could you give an example of what worked well?")
        : "Could you tell me a bit more about that?",
    );
  if (used.has("detail") && !proposes)
    out.push(praised ? (praiseNext ?? "What difference did that make for you?") : affect);
  if (proposes && !proposesFix) out.push("What difference would that make for you?");
  return out.filter((c) => c === NEED_CHANGE || !used.has(familyOf(c)));
}

/** "...so we can practise at home", "would save me posting", ", I work Saturdays": why the change matters is told. */
const REASON_TOLD =
  /\bso (that )?(i|we|you|they|people|everyone|[a-z]+s)\b[^.!?]*\b(can|could|would|'d|don'?t|won'?t)\b|\b(because|cos|'cause|since (i|we))\b|\bwould (save|mean|let|help) (me|us|people|everyone)\b|[,;]\s*(i|we) (work|live|only|can'?t|cannot|don'?t)\b/i;
/**
 * A proposal whose reason is told is not asked what difference it would make: how it should work is new.
 * "What difference would an online portal make for you?" -> "How would you want an online portal to work?"
 */
function withoutToldReason(probes: string[], text: string): string[] {
  // "Too many rehearsals, I missed three because of work": a reason for a complaint is no proposal's.
  if (!REASON_TOLD.test(text) || !(PROPOSAL.test(text) || /\bwould (save|mean|let|help)\b/i.test(text))) return probes;
  return probes.flatMap((probe) => {
    const wished = /^(?:What difference would (.+) make for you|In what situations would (.+) help you most)\?$/.exec(
      probe,
    );
    if (!wished) return /^How would that change things for you\?$/.test(probe) ? [] : [probe];
    const thing = wished[1] ?? wished[2] ?? "";
    // "being able to pay by card" reads badly as something that works.
    return /^being\b/.test(thing) ? [] : [`How would you want ${thing} to work?`];
  });
}

/**
 * "the drop off", "a total rip off", "the check in": a verb and its particle used as a noun after a
 * determiner is one thing; joined, it is never cut to "the drop". The length is kept, so offsets hold.
 */
const PHRASAL_NOUN =
  /\b(the|a|an|this|that|these|those|our|your|my|their|its|total|complete|absolute|real|\p{L}+'s) (rip|drop|check|mark|sign|pick|set|line|mix|warm|cool|lock|top|follow|break|log|hand|call|take|walk|lay|turn|print|run|hold|sell|wind|shut|pay|fit|lie|stop|start|cut|lift|pull|sort|clear|round|write) (off|up|in|out|down|over|away|through)(s?)\b/giu;
function phrasalNouns(text: string): string {
  return text.replace(PHRASAL_NOUN, "$1 $2-$3$4");
}

/**
 * One follow-up question, as an interviewer would ask it. The answer is screened first: empty,
 * garbled, hostile, off-topic or foreign answers are never quoted and get a gentle, general probe.
 * A real answer gets a probe about what it says: what happened with the thing it criticises, what
 * stood out about the thing it praises, the difference a wish would make, which of several things
 * counts most. Never the original question again, never an earlier follow-up.
 */
/** A reply that has nothing to add: "no that's all", "not really". */
const SAYS_DONE =
  /^(?:no+|nope|nah|not really|nothing( (else|more))?( to add)?|none|that'?s (all|about it|it)|all good)(?:[,.!]*\s*(?:that'?s (all|it)|not really|nothing (else|more)( to add)?|thanks?( you)?|thx|really))*[.!]*$/i;

/**
 * "The wait was long and the staff seemed stressed" -> (wait taken up) -> "no that's all": a skilled
 * interviewer turns to the point of the first answer nobody has asked about yet.
 */
function untakenPoint(input: FollowUpInput, asked: string[]): string | undefined {
  const first = input.thread?.[0];
  if (!first) return undefined;
  const askedWords = new Set(asked.flatMap((a) => [...tokensOf(a)]));
  const clauses = squish(first.answer)
    .split(/\s*(?:[;.!?]+|,|\bbut\b|\band\b|\balso\b|\bplus\b)\s*/i)
    .map((c) => c.trim())
    .filter((c) => c.split(/\s+/).length >= 2);
  if (clauses.length < 2) return undefined;
  for (const clause of clauses) {
    const words = [...tokensOf(clause)].filter((w) => w.length >= 4 && !FILLER_WORDS.has(w));
    if (words.length === 0 || words.some((w) => askedWords.has(w))) continue;
    if (screenAnswer(clause, first.question) !== "valid") continue;
    const probe = followUp({ question: first.question, answer: clause });
    if (!asked.some((a) => similar(a, probe)) && words.some((w) => tokensOf(probe).has(w))) return probe;
  }
  return undefined;
}

/**
 * "Hi, Jen here,", "Hey, it's Priya from the 7pm booking.", "Hiya, Claire (Biscuit's mum) here!", "I'm Ana.":
 * a greeting and the respondent introducing themselves are no part of the answer.
 */
const GREETING =
  /^\W*(?:hi+|hello|hey+|hiya|heya|morning|good (?:morning|afternoon|evening))(?: there| all| team| guys| folks)?\b[\s,!.:-]*/i;
// The name is told by its capital, so these are matched case by case, not with the "i" flag.
const SELF_INTRO =
  /^\W*(?:(?:[Ii]t'?s|[Ii]'?m|I am|[Tt]his is|[Mm]y name is)\s+\p{Lu}[\p{L}'-]*(?:\s*\([^)]*\))?(?:\s+again)?(?:\s+here)?(?:\s+from\s+[^.!,;]+)?|\p{Lu}[\p{L}'-]*(?:\s*\([^)]*\))?\s+here)\s*(?:[.!,;:]+|\s-+)\s*/u;
/** "Cheers, Dan", "Thanks! Tom", "Best wishes, Margaret. PS": a sign-off and the name under it. */
const SIGN_OFF =
  /(?:^|[.!?,;]\s*|\s)(?:[Tt]hanks|[Tt]hank you|[Mm]any thanks|[Tt]hx|[Cc]heers|[Tt]a|[Rr]egards|[Kk]ind regards|[Bb]est wishes|[Bb]est|[Aa]ll the best|[Ll]ove)\b[\s,!.-]*\p{Lu}[\p{Ll}'-]*\.?(?:\s+\p{Lu}\.?)?\s*x*\s*(?:$|\b(?:PS|P\.S\.|ps)\b[\s:,.-]*)/u;
function withoutSalutations(text: string): string {
  let out = text.replace(GREETING, "");
  out = out.replace(SELF_INTRO, "");
  out = out.replace(SIGN_OFF, (m) => (/^[.!?,;]/.test(m) ? `${m.charAt(0)} ` : " ")).trim();
  // "Hi!", "Thanks, Tom": when nothing else was said, the words themselves are screened as they are.
  return /\p{L}{3,}/u.test(out) ? out : text;
}

/** "it was on the form", "we had booked": a clause with a subject tells more than a fact. */
const TOLD_CLAUSE = /\b(i|we|he|she|they|it|you|someone|somebody|nobody)\b/i;
/** "How long did you wait?", "Which table were you at?", "Did you mention it?": a question after a fact. */
const FACT_QUESTION =
  /^\W*(how (long|much|many|often|late|far|soon|early)|which|when|where|what (time|day|size|kind)|how would you (like|prefer) to|(did|do|does|was|were|have|has|is|are) (you|they|it|anyone|someone)\b)/i;
/** "yes", "yeah I did": a bare yes to a closed question. */
const BARE_YES = /^\W*(yes+|yeah|yep|yup|i did|we did|i have|we have)\W*$/i;
const CLOSED_QUESTION = /^\W*(did|do|does|have|has|had|were|was|is|are|could|would)\b/i;
/**
 * "How long did you wait?" -> "about 40 minutes": a short factual reply answers the follow-up and says
 * nothing new to ask about; it is read beside the first answer, and the next question moves on: what
 * would have put a fault right, what would make praise better still, what else about a wish.
 */
function besideFirstAnswer(input: FollowUpInput, text: string, asked: string[], seed: number): string | undefined {
  const first = input.thread?.[0];
  const previous = input.previous ?? [];
  // The first answer given again adds no fact to read beside it.
  if (!first || previous.length === 0 || SAYS_DONE.test(text) || normalise(text) === normalise(first.answer))
    return undefined;
  // Only a reply to a question after a fact: how long, which, when, did you.
  if (!FACT_QUESTION.test(input.question) || PROPOSED.test(text)) return undefined;
  const said = text.match(/[\p{L}\d'£$€]+/gu) ?? [];
  // A reply with a judgement or a story of its own ("it was on the form") is followed up on its own terms.
  if (said.length === 0 || said.length > 6 || lexiconText(text).hits.length > 0 || TOLD_CLAUSE.test(text))
    return undefined;
  const fresh = (c: string) => !asked.some((a) => similar(a, c));
  if (BARE_YES.test(text) && CLOSED_QUESTION.test(input.question)) return "What happened after that?";
  const firstText = withoutSalutations(squish(first.answer));
  if (screenAnswer(firstText, first.question) !== "valid") return undefined;
  // "What could we improve?" -> "your opening hours": named where fixes were asked for, it is no praise.
  const askedFault = previous.some((q) => ABOUT_A_FAULT.test(q)) || ASKS_FOR_FIXES.test(first.question);
  const mood = scoreText(firstText).label;
  if (mood === "positive" && !askedFault) return [EVEN_BETTER, ANYTHING_MORE].find(fresh);
  const wish =
    PROPOSAL.test(firstText) || IMPERATIVE.test(firstText) || WISH_WORDS.test(firstText.split(/\s+/)[0] ?? "");
  // "Reminders before appointments" -> "text the day before": a change named and now described; what else.
  if (wish || (mood !== "negative" && askedFault)) return [ANYTHING_MORE].find(fresh);
  if (mood !== "negative") return undefined;
  const used = new Set(previous.map(familyOf));
  // A fix asked for already is not asked again in other words.
  const fixes = used.has("fix")
    ? []
    : probes(phrasalNouns(asProposal(firstText)), first.question, seed).filter(
        (c) => familyOf(c) === "fix" && !PRAISE_TEMPLATE.test(c),
      );
  return [
    ...fixes,
    ...(used.has("fix") ? [ANYTHING_MORE] : ["What would have made it better for you?", ANYTHING_MORE]),
  ].find(fresh);
}

/** A question about a bare "that": after a short reply in a thread, nothing clear is left for it to point at. */
const ABOUT_THAT =
  /^(How did that affect you|Could you (tell me|say) a bit more about that|Could you give an example of when that happened)\?$/;
/** Words in a reply too short to be what a bare "that" points at ("booked the 8-12 slot", "twice"). */
const SHORT_REPLY_WORDS = 8;

/** The last open door, worded by question: a form of several questions does not close each one alike. */
const CLOSINGS = [
  ANYTHING_MORE,
  "Is there anything else you would like to tell us about it?",
  "Is there anything else on this you would like to add?",
];

const LOSS =
  /\b(put down|put to sleep|passed away|died|dying|funeral|bereave\w*|lost (my|our|his|her) (mum|dad|mother|father|husband|wife|son|daughter|dog|cat|pet|baby)|end of life)\b/i;

/** "a seperate cat area", "*slow clap*": slips mended and an action between stars dropped, before a phrase is taken up. */
function mended(text: string): string {
  return mendSpelling(text).replace(/\s*\*[^*]{1,30}\*\s*/g, " ");
}

const HEALTH_WORRY =
  /\b(testing (it|him|her)|waiting (for|on) (the )?(results|scan|biopsy)|biopsy|diagnos(is|ed)|(cancer|tumou?r)|(he|she|it)'?s (poorly|very ill|seriously ill))\b/i;

export function followUp(input: FollowUpInput): string {
  const previous = input.previous?.map((q) => (CLOSINGS.includes(q) ? ANYTHING_MORE : q));
  const next = threadFollowUp(previous ? { ...input, previous } : input);
  // "our rabbit had to be put down but the nurse was so kind": after a loss nothing is made "even better".
  const loss = [input.answer, ...(input.thread ?? []).map((t) => t.answer)].some((a) => LOSS.test(a));
  if (loss && /\beven better\b|\baffect(s|ed)? you\b/.test(next) && !(previous ?? []).includes(ANYTHING_MORE))
    return ANYTHING_MORE;
  // "He passed away two months after the shoot", "theyre testing it so we wait": a loss or a worry about
  // health told in a reply is not probed for causes or effects.
  if (
    (previous ?? []).length > 0 &&
    (LOSS.test(input.answer) || HEALTH_WORRY.test(input.answer)) &&
    !(previous ?? []).includes(ANYTHING_MORE)
  )
    return "Thank you for sharing that. Is there anything else you would like to tell us?";
  if (next !== ANYTHING_MORE) return next;
  const first = normalise(input.thread?.[0]?.question ?? input.question);
  return CLOSINGS[hash(first) % CLOSINGS.length] ?? ANYTHING_MORE;
}

/** "What did you order?", "Which games did you play?": a question of what they chose, not how it was. */
const ASKS_WHAT_CHOSEN =
  /^\s*(what|which)\b[^?]*\bdid you (play|order|buy|try|choose|pick|book|get|have|eat|drink|watch|see|read|borrow|rent|hire)\b[^?]*\??\s*$/i;
/** A word that makes an answer more than the names of things ("the nachos, they were cold"). */
const MORE_THAN_NAMES =
  /\b(i|we|it|they|was|were|is|are|be|had|has|have|because|but|so|not|no|nothing|none|didn't|dont|don't|can't|cant|think|thought)\b/i;

/**
 * "The nachos" to "What did you order?": the answer names what they chose and says nothing of it yet,
 * so the interviewer asks what they made of it, in the respondent's words, assuming no feeling.
 */
function askAboutChoice(input: FollowUpInput): string | undefined {
  if ((input.previous ?? []).length > 0 || !ASKS_WHAT_CHOSEN.test(input.question)) return undefined;
  const named = squish(input.answer).replace(/[.!\s]+$/, "");
  const words = named.match(/[\p{L}\d'-]+/gu) ?? [];
  if (words.length === 0 || words.length > 6 || MORE_THAN_NAMES.test(named) || /[?;:]/.test(named)) return undefined;
  const english = (w: string) => isEnglishWord(w.toLowerCase()) || isEnglishWord(w.toLowerCase().replace(/s$/, ""));
  // "mostly bread n milk": every word a word of English or a name, none a hedge, quotes cleanly.
  const clean = (w: string) =>
    !/ly$/i.test(w) && (/^\p{Lu}/u.test(w) || (w.length > 1 && english(w)) || /^an?$/i.test(w));
  if (!words.every(clean)) return undefined;
  if (screenAnswer(named, input.question) !== "valid" || scoreText(named).label !== "neutral") return undefined;
  // "Nachos and a latte" opens with a capital only because it opens; "Wingspan and Azul" names games.
  const names = words.slice(1).some((w) => /^\p{Lu}/u.test(w));
  const theirs = named
    .replace(/^\p{L}+/u, (w) => (!names && english(w) ? w.toLowerCase() : w))
    .replace(/\b(my|our)\b/gi, "your")
    .replace(/\b(me|us)\b/gi, "you");
  return `What did you think of ${theirs}?`;
}

/**
 * "this survey is a waste of my time" then, asked again, "the album was fine, delivered late": after an
 * answer off the question or name-calling, a reply on the question's own thing, or judging it ("she was
 * good"), is the first real answer and is followed up as one.
 */
function answersAtLast(input: FollowUpInput): boolean {
  const first = input.thread?.[0];
  if (!first || input.thread?.length !== 1 || input.previous?.length !== 1) return false;
  const firstKind = screenAnswer(withoutSalutations(squish(first.answer)), first.question);
  if (firstKind !== "off-topic" && firstKind !== "hostile") return false;
  const reply = withoutSalutations(squish(input.answer));
  if (reply.includes("?") || screenAnswer(reply, first.question) !== "valid") return false;
  // "the llamas were fine" to "What did you think of the llama trek?": a word of the question, in either number.
  const stem = (w: string) => w.replace(/(?<=[^s])s$/, "");
  const asked = new Set([...tokensOf(first.question)].map(stem));
  const shared = [...tokensOf(reply)].some((w) => w.length >= 4 && !FILLER_WORDS.has(w) && asked.has(stem(w)));
  // "Could hear fine most of the time", "it's too many", "haven't used it really": a judgement or a use told,
  // with nothing of the respondent's own life in it.
  const judged = JUDGED_ANYWHERE.test(reply) && !/\b(my|our) \w+/i.test(reply);
  return shared || JUDGED_THING.test(reply) || TOOK_TIME.test(reply) || judged || NOT_USED.test(reply);
}
const JUDGED_ANYWHERE =
  /\b(fine|great|good|ok|okay|poor|rubbish|awful|brilliant|quiet|loud|clear|helpful|useless|too (many|much|few|long|short|slow|quiet|loud|expensive|often))\b/i;
const NOT_USED = /^\W*(i )?(haven'?t|have not|never|not) (really )?(used|tried|read|opened|been to) (it|them|one)\b/i;
const JUDGED_THING =
  /^(?:(she|he|it|they|this|that)(?:'s| was| is| were| are) (?:\w+ )?)?(good|great|fine|ok|okay|lovely|brilliant|excellent|bad|poor|awful|terrible|rubbish|slow|late|rude|friendly|helpful)\b/i;
/** "fine, it took 2 days": how long it took answers how quickly. */
const TOOK_TIME =
  /\btook (about |around |over |nearly |almost )?(\d+|an?|one|two|three|four|five|six|seven|ten) (minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b/i;

function threadFollowUp(input: FollowUpInput): string {
  const opened = input.thread?.[0];
  if (opened && answersAtLast(input)) return threadFollowUp({ question: opened.question, answer: input.answer });
  const chosen = askAboutChoice(input);
  if (chosen) return chosen;
  const next = nextFollowUp(input);
  const previous = input.previous ?? [];
  if (!input.thread?.length || previous.length === 0 || !ABOUT_THAT.test(next)) return next;
  const reply = squish(input.answer);
  const said = reply.match(/[\p{L}\d'£$€]+/gu) ?? [];
  // The first answer given again says nothing new to turn from.
  if (said.length > SHORT_REPLY_WORDS || normalise(reply) === normalise(input.thread[0]?.answer ?? "")) return next;
  // The first answer's point nobody has asked about yet (never one of an answer that was screened), else a last open door.
  const asked = [input.question, ...previous];
  const first = input.thread[0] as FollowUpTurn;
  const readable = screenAnswer(withoutSalutations(squish(first.answer)), first.question) === "valid";
  return (
    (readable ? untakenPoint(input, asked) : undefined) ??
    (asked.some((a) => similar(a, ANYTHING_MORE)) ? next : ANYTHING_MORE)
  );
}

/** "sorry cat on keyboard, guide was fine": the apology for the answer before is no part of this one. */
function withoutApology(text: string): string {
  const rest = text.replace(/^(?:sorry|oops|whoops|apologies|my bad)\b[^,.!;]*[,.!;]+\s*/i, "");
  return rest.length > 0 && rest !== text ? rest.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : text;
}

/** "Loved the show ❤️ hated the seats": an emoji between two clauses ends a sentence, as a full stop would. */
const ENDS_WITH_EMOJI = /(\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}|\p{Extended_Pictographic})*)\s+(?=\p{L})/gu;

/** "👍", "😊": a nod that all is well, with nothing said about what. */
const NOD = /^(?:\s|👍|👌|🙂|😊|😀|😃|😄|🙌|💯|✅|❤️|❤)+$/u;

/** Words of chat that open or close a reply and carry nothing of what was said. */
const REPLY_LEAD =
  /^(?:(?:yeah|yep|yes|yup|no|nah|nope|well|so|um+|erm+|ah|oh|ok|okay|honestly|tbh|to be honest|i mean|i think|i guess|probably|maybe|dunno|not really|actually|and|but|also)\b[\s,.!]*)+/i;
const REPLY_TAIL =
  /[\s,]*\b(?:lol|lmao|haha+|tbh|tho|though|really|xx+|ha|i guess|i think|i suppose|i reckon)\b[\s.!]*$/i;
/** The respondent's words turned to address them: "i'd have shut the dog in" -> "you'd have shut the dog in". */
const TURNED: Record<string, string> = {
  i: "you",
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'd": "you'd",
  id: "you'd",
  "i'll": "you'll",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  we: "you",
  "we're": "you're",
  "we've": "you've",
  "we'd": "you'd",
  our: "your",
  us: "you",
  didnt: "didn't",
  dont: "don't",
  cant: "can't",
  couldnt: "couldn't",
  wasnt: "wasn't",
  wouldnt: "wouldn't",
  wont: "won't",
  isnt: "isn't",
  doesnt: "doesn't",
  hadnt: "hadn't",
  havent: "haven't",
  arent: "aren't",
  werent: "weren't",
  whats: "what's",
  thats: "that's",
  cos: "because",
  coz: "because",
  cause: "because",
};
/** Where a reply's clause may begin with no subject, it is the respondent's: "had to go home with wet washing". */
const OWN_DEED =
  /^(had to|have had to|nearly|almost|ended up|never|always|couldn't|can't|didn't|went|tried|got|left|missed|moved|lost|waited|rang|called|paid|gave up|spent)\b/i;
/**
 * A clause that tells something: a verb that is no "-ing" word alone, no "more often" wished for without an
 * auxiliary ("the kids ones changed round more often"), and no "that" standing for what came before.
 */
function saysSomething(tokens: TaggedToken[], clause: string): boolean {
  const auxiliary = tokens.some((t) => t.pos === "AUX");
  return (
    (auxiliary || tokens.some((t) => t.pos === "VERB" && !/ing$/i.test(t.value))) &&
    !(/\b(more|less) (often|regularly)\b/i.test(clause) && !auxiliary) &&
    !tokens.some(
      (t, i) =>
        /^(that|this|these|those)$/i.test(t.value) &&
        (t.pos === "PRON" || !/^(NOUN|ADJ|PROPN|NUM)$/.test(tokens[i + 1]?.pos ?? "")),
    )
  );
}
/** A change a reply's clause proposes: said back before any other clause. */
const CLAUSE_PROPOSES =
  /\b(would be (ideal|nice|great|good|better|handy|perfect|enough)|could (just|easily)|should|would have (saved|helped|stopped))\b/i;

/**
 * "yep twice ive had to go home with a bag of wet washing": the reply's point said back to them ("You said
 * you've had to go home with a bag of wet washing twice."), so the next question is seen to build on it. Only
 * a plain clause of their own is said back: none that speaks to us, reports what others said, asks, or
 * names a feeling.
 */
function reflection(reply: string): { said: string; cost: boolean } | undefined {
  const clauses = reply
    .replace(/\b(would|could|should|must) of\b/gi, "$1 have")
    .split(/[.;!?\n]+|,\s*|\s+(?=(?:but|also|though|tho)\s)/i)
    // "maybe have the kids ones changed round", "i guess": a guess or a wish is no statement to say back.
    .filter((c) => !/^\W*(?:\w+\W+)?(?:maybe|perhaps|probably|i guess|i think|i suppose|i reckon|dunno|if)\b/i.test(c))
    .map((c) =>
      c
        .replace(REPLY_LEAD, "")
        .replace(REPLY_TAIL, "")
        // "twice ive had to go home": how often opens the clause, its subject follows.
        .replace(
          /^(?:twice|once|again|sometimes|often|a couple of times|a few times|three times)\s+(?=(?:i|we|it|the)\b)/i,
          "",
        )
        .trim(),
    )
    .filter((c) => {
      const n = c.split(/\s+/).length;
      return (
        n >= 4 &&
        n <= 14 &&
        !/\b(you|your|u|ur|said|says|asked|feel|felt)\b|["'“”‘’](?!(?:s|d|ve|ll|re|m|t)\b)/i.test(c) &&
        !/\b(sorry|glad|frustrat\w*|disappoint\w*|upset\w*|annoy\w*|happy|unhappy|lov\w+|hate\w*|enjoy\w*|angry|excit\w*|pleased|impress\w*|amazing|awful|terrible|gutted|embarrass\w*|embarass\w*)\b/i.test(
          c,
        ) &&
        (/^(i|i'm|im|i've|ive|i'd|id|we|we're|we've|we'd|my|our|it|the|one of|some of|half of|none of|all of)\b/i.test(
          c,
        ) ||
          OWN_DEED.test(c)) &&
        // "the bow in her hair": a thing named is no statement to say back; "I check that constantly": nor one
        // whose "that" stands for what was said before.
        saysSomething(tagSentences(c), c)
      );
    });
  const scored = clauses.map((c) => ({
    c,
    proposes: CLAUSE_PROPOSES.test(c),
    cost: EFFECT_TOLD.test(c) || /^(had to|ended up|nearly|almost|missed|lost|waited|gave up)\b/i.test(c),
  }));
  const best =
    scored.find((x) => x.proposes) ??
    scored.find((x) => x.cost) ??
    // "the toilets are a separate thing tho, one of them doesnt lock": the last fault told is the new one.
    scored.findLast((x) => scoreText(x.c).label === "negative") ??
    scored[0];
  if (!best) return undefined;
  const turned = best.c
    .split(/\s+/)
    .map((w) => TURNED[w.toLowerCase()] ?? w)
    .join(" ")
    .replace(/\byou was\b/g, "you were")
    .replace(/\byou am\b/g, "you are");
  const opening = turned.replace(/^(It|The|My|Our|We|You)\b/, (w) => w.toLowerCase());
  const said = OWN_DEED.test(best.c) ? `you ${opening.charAt(0).toLowerCase()}${opening.slice(1)}` : opening;
  return { said: `You said ${said.replace(/\s*[,.]$/, "")}.`, cost: best.cost };
}

/** Lines that fit any reply: after a reply with a point of its own, that point is said back first. */
const PLAIN_LINES = [
  ...LAST_RESORT,
  ANYTHING_MORE,
  EVEN_BETTER,
  "Could you tell me a bit more about that?",
  "How did that affect you?",
  "Could you give an example of when that happened?",
  "What is the main reason for your answer?",
  "What do you think has made the biggest difference?",
  "Is there anything else on this you would like to add?",
  "Is there anything else you would like to tell us about it?",
];

function nextFollowUp(input: FollowUpInput): string {
  const text = mended(withoutApology(withoutSalutations(squish(input.answer)).replace(ENDS_WITH_EMOJI, "$1. ")));
  if (NOD.test(text)) {
    const asked = [input.question, ...(input.previous ?? [])];
    const nod = ["What has worked well for you?", "What in particular do you like about it?", ANYTHING_MORE].find(
      (c) => !asked.some((a) => similar(a, c)),
    );
    if (nod) return nod;
  }
  const previous = input.previous ?? [];
  const asked = [input.question, ...previous];
  // "ok" to a follow-up has nothing to add; to the question itself it is a mild answer.
  const done = SAYS_DONE.test(text) || (previous.length > 0 && /^(?:ok(?:ay)?|k|fine|sure|cool)[.!]*$/i.test(text));
  const otherPoint = previous.length > 0 && done ? untakenPoint(input, asked) : undefined;
  if (otherPoint) return otherPoint;
  // "that's about it" with every point taken up: no pressing for "anything at all"; a last open door instead.
  const first = input.thread?.[0];
  if (first && previous.length > 0 && done && normalise(text) !== normalise(first.answer)) {
    const praised =
      scoreText(withoutSalutations(squish(first.answer))).label === "positive" &&
      !previous.some((q) => familyOf(q) === "fix" || ABOUT_A_FAULT.test(q));
    const close = (praised ? [EVEN_BETTER, ANYTHING_MORE] : [ANYTHING_MORE]).find(
      (c) => !asked.some((a) => similar(a, c)),
    );
    if (close) return close;
  }
  const seed = hash(`${normalise(input.question)}|${normalise(text)}|${asked.length}`);
  const moveOn = besideFirstAnswer(input, text, asked, seed);
  if (moveOn) return moveOn;
  // A reply to a question put again is screened against that question, not our lead-in's words.
  const screenedAs = screenAnswer(text, input.question.replace(REASK_LEAD, ""));
  // How the first answer of the thread was read, once for the checks below.
  const firstKind =
    previous.length > 0 && first !== undefined
      ? screenAnswer(withoutSalutations(squish(first.answer)), first.question)
      : undefined;
  // "tried 3 times to pay my landlord and gave up": in a thread begun with a real answer, a reply is the
  // respondent going on, however far it strays from our words.
  const read =
    screenedAs === "off-topic" && firstKind === "valid" && normalise(text) !== normalise(first?.answer ?? "")
      ? "valid"
      : screenedAs;
  // "nope thats it": nothing to add is no answer to quote or ask the effect of.
  const kind = read === "valid" && done ? "empty" : read;
  const again = previous.length === 0 ? reAsk(kind, input.question, text) : undefined;
  if (again) return again;
  // "river lamp elephant keyboard": when unsure it is an answer at all, nothing of it is quoted.
  // "Offer evening collection times": a proposal is an answer, however clipped.
  // "My cat had kittens" then "do you want one? free to a good home": after an answer off the question, the reply
  // to the question put again may be off it too, so nothing of it is quoted.
  const strayBefore = firstKind === "off-topic" || firstKind === "hostile";
  const unsure =
    kind === "valid" &&
    (strayBefore || (looksUnlinked(text, input.question) && !PROPOSAL.test(text) && !IMPERATIVE.test(text)));
  const probed =
    kind !== "valid"
      ? withoutEchoes(screened(kind, text, input.question, first?.answer), text)
      : unsure
        ? // After an answer off the question, "tell me more" would invite more of it: the question is put again.
          strayBefore
          ? [...SCREENED["off-topic"], ...UNSURE_PROBES]
          : UNSURE_PROBES
        : // "Could you run a summer camp?": a change asked as a question is probed as the wish it is.
          withoutToldReason(probes(phrasalNouns(asProposal(text)), input.question, seed), text);
  // "had to shout across the table": the effect is told; asking how it affected them asks what they said.
  // "that meant a lot": what it did for them is told; how it affected them is not asked.
  const effectSaid =
    kind === "valid" &&
    (EFFECT_TOLD.test(text) ||
      EFFECT_TOLD.test(input.thread?.[0]?.answer ?? "") ||
      (previous.length > 0 && PRAISE_EFFECT.test(input.thread?.[0]?.answer ?? "")));
  const untold = (c: string) => !effectSaid || !/\baffect(s|ed)? you\b/i.test(c);
  const candidates = effectSaid && probed.some(untold) ? probed.filter(untold) : probed;
  const openings = new Set(previous.map(opening));
  const fresh = (c: string) => !asked.some((a) => similar(a, c));
  // Asked again, the interviewer stays on the point the last follow-up took up from the answer.
  const answerWords = tokensOf(text);
  // "what", "would": words any follow-up and any reply share are no point to stay on.
  const focus = [...tokensOf(previous.at(-1) ?? "")].filter(
    (w) => w.length >= 4 && answerWords.has(w) && !FILLER_WORDS.has(w),
  );
  // ...in the same key: a complaint followed up is not then asked what stood out.
  const praising = (q: string) => /\b(stood out|stands out|difference did)\b/i.test(q);
  const last = previous.at(-1) ?? "";
  const onPoint = (c: string) =>
    focus.some((w) => tokensOf(c).has(w)) &&
    (praising(c)
      ? praising(last) || (familyOf(last) === "detail" && !/what happened/i.test(last))
      : !praising(last) || familyOf(c) !== "fix");
  // A second follow-up asks something new: after "what would you change about X", not "what would have made X better".
  const used = new Set(previous.map(familyOf));
  const newAngle = (c: string) => kind !== "valid" || familyOf(c) === "other" || !used.has(familyOf(c));
  // Without a new probe on the same point, a plain one about "that" stays on it better than another phrase would.
  // Asked again about words that may be no answer, it never asks how "that" affected them.
  let turn =
    kind === "valid" && !unsure && previous.length > 0
      ? otherAngles(
          used,
          // "maybe show when someone was last active?": a suggestion is no praise, however it scores.
          praising(previous.at(-1) ?? "") || (scoreText(text).label === "positive" && !SUGGESTS.test(text)),
          ongoingIn(text),
          EFFECT_TOLD.test(text),
          text,
          praising(previous.at(-1) ?? ""),
        )
      : [];
  // "A phone call would have been the decent thing": a fix proposed in the reply; its effect is new.
  turn = withoutToldReason(turn, text).filter((c) => PROPOSED.test(text) || untold(c));
  // A change they proposed already ("Open earlier") is not asked for again.
  // "a text when its ready would stop wasted trips": a change proposed in the reply is not asked for again.
  if (
    /\b(difference would|in what situations would)\b/i.test(last) ||
    (kind === "valid" && /\bwould (stop|save|fix|solve|help)\b/i.test(text))
  )
    turn = turn.filter((c) => c !== NEED_CHANGE);
  // "It means I'm always ten minutes late": a reply that complains is not asked what worked well.
  // "Good, but they didn't do his nails" -> "yes it was on the booking form": the thread is about a fault.
  const threadFault =
    input.thread?.[0] !== undefined &&
    scoreText(withoutSalutations(squish(input.thread[0].answer))).label === "negative";
  // ...unless the follow-up before took the first answer as praise.
  const faultThread =
    threadFault &&
    kind === "valid" &&
    !PRAISE_TEMPLATE.test(previous.at(-1) ?? "") &&
    normalise(text) !== normalise(input.thread?.[0]?.answer ?? "");
  const complains =
    kind === "valid" &&
    previous.length > 0 &&
    (scoreText(text).label === "negative" ||
      ((EFFECT_TOLD.test(text) || threadFault) && scoreText(text).label !== "positive"));
  // "What would a better time be for you?" -> "It means I'm always late": still the complaint, whatever the reply scores.
  // After asking about a change they proposed, nothing has happened yet: "How did that affect you?" has no "that".
  const aboutAWish =
    previous.length > 0 && /\b(want .+ to work|difference would|in what situations would)\b/i.test(last);
  const inKey = (c: string) =>
    (!aboutAWish || !/\baffect(ed)? you\b|\bthat happen(s|ed)\b|\bwhat happened\b|\bput it right\b/i.test(c)) &&
    (!(complains || (previous.length > 0 && ABOUT_A_FAULT.test(last))) || !PRAISE_TEMPLATE.test(c)) &&
    // "rude at the desk" -> "she let us in anyway, just really snappy": a reply in a thread about a fault.
    (!faultThread || (!PRAISE_TEMPLATE.test(c) && c !== EVEN_BETTER));
  // "It has made a huge difference at school": the effect is told; what brought it about is new.
  const toldEffect =
    kind === "valid" && previous.length > 0 && praising(last) && PRAISE_EFFECT.test(text) && !complains
      ? BROUGHT_ABOUT
      : undefined;
  // "One by each stage would do it" to "In what situations would X help you most?": the proposal's effect is new.
  const proposedNext =
    kind === "valid" &&
    previous.length > 0 &&
    /^(In what situations would|How did what you got differ)\b/.test(last) &&
    PROPOSED.test(text)
      ? "What difference would that make for you?"
      : undefined;
  // "maybe send the link the day before": a change proposed in the reply, whatever was asked.
  const suggestedNext =
    kind === "valid" &&
    previous.length > 0 &&
    SUGGESTS.test(text) &&
    !REASON_TOLD.test(text) &&
    !/\b(difference would|change things for you|in what situations would)\b/i.test(last)
      ? "What difference would that make for you?"
      : undefined;
  // "nobody called me to say it'd be late", "nobody mentioned the blood test would be extra", "no staff
  // telling us anything": told in the reply that they were left uninformed, how they would have liked to be.
  const untoldNext =
    kind === "valid" &&
    previous.length > 0 &&
    /\b(?:nobody|no one|no-one|no staff|no-body|noone)\s+(?:called|rang|phoned|told|mentioned|said|warned|telling|texted|emailed|let)\b(?!\s+(?:sorry|thanks|thank you|hello|hi)\b)|\bwithout (?:telling|warning|letting)\b/i.test(
      text,
    ) &&
    !/\b(keep you informed|told|let you know)\b/i.test(last)
      ? KEEP_INFORMED
      : undefined;
  // "I'm still nervous about doing it alone": what would help them feel ready is the point.
  const unsureNext =
    kind === "valid" && previous.length > 0 && NOT_CONFIDENT.test(text)
      ? "What would help you feel more confident about that?"
      : undefined;
  // "Hats, capes, that sort of thing" to "which matters most?": the choice is made; why it matters is new.
  const chosen =
    kind === "valid" && /^Of .+, which (one )?matters (most|more)\b/i.test(last)
      ? "What makes those matter most to you?"
      : undefined;
  // "7 would be great, I could get a workout in before the kids wake up": what it would do is told; nothing is left to probe.
  const outcomeTold =
    kind === "valid" &&
    previous.length > 0 &&
    OUTCOME_TOLD.test(text) &&
    normalise(text) !== normalise(input.thread?.[0]?.answer ?? "");
  // "text message. I dont do apps" to "How would you have liked us to keep you informed?": the wish is told.
  const wishTold =
    kind === "valid" &&
    previous.length > 0 &&
    /^(How would you have liked us to|What would you have wanted us to|What would you have expected us to|Where would you have wanted it|What days or times would suit you)\b/.test(
      last,
    ) &&
    // Where or when they wanted it is told in a longer reply too: "a photo of where they left it and a knock on the door".
    text.split(/\s+/).length <=
      (/^(Where would you have wanted it|What days or times would suit you)\b/.test(last) ? 20 : 12);
  const pick =
    (outcomeTold || wishTold ? [ANYTHING_MORE].find(fresh) : undefined) ??
    (untoldNext && !asked.some((a) => similar(a, untoldNext)) ? untoldNext : undefined) ??
    chosen ??
    (toldEffect && !asked.some((a) => similar(a, toldEffect)) ? toldEffect : undefined) ??
    (proposedNext && !asked.some((a) => similar(a, proposedNext)) ? proposedNext : undefined) ??
    (suggestedNext && !asked.some((a) => similar(a, suggestedNext)) ? suggestedNext : undefined) ??
    (unsureNext && !asked.some((a) => similar(a, unsureNext)) ? unsureNext : undefined) ??
    (kind === "valid" && focus.length > 0
      ? candidates.find((c) => onPoint(c) && inKey(c) && fresh(c) && !openings.has(opening(c)) && newAngle(c))
      : undefined) ??
    turn.find((c) => inKey(c) && fresh(c) && !openings.has(opening(c))) ??
    candidates.find((c) => inKey(c) && fresh(c) && !openings.has(opening(c)) && newAngle(c)) ??
    candidates.find((c) => inKey(c) && fresh(c) && !openings.has(opening(c))) ??
    // Still about a fault with nothing new in key: anything more, never what worked well.
    (inKey("worked well") ? undefined : [ANYTHING_MORE, "Could you tell me a bit more about that?"].find(fresh)) ??
    candidates.find((c) => fresh(c) && !openings.has(opening(c))) ??
    candidates.find(fresh) ??
    rotate(LAST_RESORT, seed).find(fresh) ??
    LAST_RESORT[seed % LAST_RESORT.length] ??
    "Could you tell us a little more about that?";
  // "court 3 has cracks you could lose a ball in": after a fault in the reply, nothing is made "even better".
  if (pick === EVEN_BETTER && kind === "valid" && scoreText(text).label === "negative" && fresh(ANYTHING_MORE))
    return ANYTHING_MORE;
  // A plain line, or one that takes up a side word of the reply, comes after the reply's own point said back.
  const echo =
    kind === "valid" &&
    firstKind === "valid" &&
    !done &&
    // What they wanted is told: the conversation closes, with nothing said back.
    !outcomeTold &&
    !wishTold &&
    !unsure &&
    first &&
    normalise(text) !== normalise(first.answer)
      ? reflection(text)
      : undefined;
  const said = normalise(`${first?.answer ?? ""} ${previous.join(" ")}`);
  const side =
    /\b(?:about|with|to) (?:the|your) ([a-z][\w' -]+?)(?: affect you| stood out to you| make for you)?\?$/i.exec(
      pick,
    )?.[1];
  if (echo && (PLAIN_LINES.includes(pick) || (side !== undefined && !said.includes(side.toLowerCase())))) {
    const after = echo.cost
      ? ["Could you tell me a bit more about what happened?"]
      : ["Could you tell me a bit more about that?", ANYTHING_MORE];
    return `${echo.said} ${[...after, ...LAST_RESORT].find(fresh) ?? ANYTHING_MORE}`;
  }
  // "the suits were way too big for the kids", "My mum watched from Australia": it was for someone
  // else, so the probe does not say "for you".
  const forOthers = kind === "valid" && FOR_OTHERS.test(text) && !/\b(i|me|i'm|i've|i'd)\b/i.test(text);
  // "a few more performance opportunities" loses "few" as an empty word: "a more ..." reads as no English.
  return (
    (forOthers ? pick.replace(/ for you\?$/, "?") : pick)
      .replace(/\b(?:a|an) (?:few |couple (?:of )?)?more\b/gi, "more")
      // "the miss Jo": a title before a name takes no article and keeps its capital.
      .replace(
        /\bthe (miss|mrs|mr|ms|mx|dr|prof)\.? (?=\p{Lu})/giu,
        (_, t: string) => `${t.charAt(0).toUpperCase()}${t.slice(1).toLowerCase()} `,
      )
  );
}
