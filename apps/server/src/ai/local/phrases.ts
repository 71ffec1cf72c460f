import { squish, type TaggedToken, tagTexts } from "./nlp.ts";
import { wordSet } from "./util.ts";

export interface NounPhrase {
  /** Words as written, without the determiner ("new coffee shop"). */
  words: string[];
  /** Lemmas, lower case ("new coffee shop"; "wait times" -> "wait time"). */
  lemmas: string[];
  pos: string[];
  /** Lower-case determiner or possessive before the phrase ("the", "our"), or "". */
  det: string;
  /** Token range [start, end) in the hyphen-joined tokens. */
  start: number;
  end: number;
  /** Character offset of the first word in the squished text. */
  offset: number;
}

export const POSSESSIVES = wordSet("my our your their his her its");
const DETERMINERS = wordSet("the a an our my your their this that these those its his her");
/** Adverb-tagged words that still modify a noun ("the new policy", "online checkout"). */
const NOUNISH_ADVERBS = wordSet("new old online mobile main front back last first next overall piano");
const TIME_MODIFIERS = wordSet("last next this every each most");
/** Irregular past forms that are also nouns or names ("felt", "set", "run", "left"). */
const PAST_FORMS = wordSet(
  "felt left set took made kept found lost paid spent sent told thought bought brought sat stood put cut fit hit run ran went got came gave held led met said saw shut won wore",
);
const TIME_NOUNS = wordSet(
  "day week weekend month year quarter term semester season summer winter spring autumn night morning evening monday tuesday wednesday thursday friday saturday sunday",
);
/** Nouns wink may tag as verbs when they end a compound. */
const NOUNISH_VERBS = wordSet(
  "run walk ride swim show sale race match launch visit stay tour talk meet hike climb bake",
);
/** Adjectives that also name a thing when they end a compound: "craft fair", "cup final". */
const NOUNISH_ADJECTIVES = wordSet("fair final special cleaner");
/** Pronoun-like words wink may tag as nouns; they end a phrase. */
const NOT_NOUNS = wordSet(
  "everything nothing something anything everyone anyone someone nobody everybody somebody none yes no ok okay etc please thanks including regarding concerning especially particularly " +
    // A pronoun with its verb, which wink tags as a name: "I'm never told the price".
    "i'm i’m im i've i’ve ive i'd i’d i'll i’ll you're you’re we're we’re we've we’ve they're they’re it's it’s that's that’s there's there’s he's he’s she's she’s let's let’s",
);
/** Verbs that also name a kind of thing before a noun: "wait times", "booking system", "opening hours". */
/** What an owner does with what the form is about: "our charity runs", "the shop sells". */
const OWNER_VERBS = wordSet(
  "runs sells offers hosts operates organises organizes provides makes teaches serves builds manages owns publishes",
);
const MODIFIER_VERBS = wordSet(
  "wait queue response booking opening closing loading travel check delivery permit repair wash charge search rent",
);

/** People in the respondent's life: who told them, not what they think about. */
export const BYSTANDERS = wordSet(
  "friend friends partner wife husband family colleague colleagues kid kids child children mum mom dad boss son daughter neighbour neighbor sister brother flatmate flatmates roommate cousin aunt uncle grandma grandmother grandad grandfather parents teammate classmate grandson granddaughter grandchildren grandkids gran granny nan nephew niece girlfriend boyfriend fiance fiancee",
);

/** Vague nouns: fine inside a compound ("wait time", "parking lot"), not a phrase on their own. */
export const VAGUE_NOUNS = wordSet(
  "lot lots bit bits way ways thing things stuff kind sort one ones time times part parts day days moment aspect aspects overall bunch couple quid fiver tenner bucks",
);
/** Sentence-initial words wink tags as proper nouns in instructions ("Survey patients about..."). */
export const INSTRUCTION_WORDS = wordSet(
  "survey ask collect gather get find measure evaluate assess understand learn check rate review create build make design poll know see test capture explore",
);

/** Joins "sign - up", "check - in" and "wi - fi" (no spaces around the hyphen) into one token. */
export function joinHyphens(tokens: TaggedToken[]): TaggedToken[] {
  const out: TaggedToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!tok) continue;
    const prev = out.at(-1);
    const after = tokens[i + 1];
    // "the Students' Union": a plural's apostrophe stays with it.
    if (
      tok.value === "'" &&
      prev &&
      tok.space === "" &&
      /s$/i.test(prev.value) &&
      (/^\p{Lu}/u.test(after?.value ?? "") ||
        // "a six-week beginners' photography course": inside a longer name, before the noun it owns.
        (prev.pos === "NOUN" &&
          /^(NOUN|ADJ)$/.test(after?.pos ?? "") &&
          (/^(DET|ADJ|NOUN|NUM)$/.test(out.at(-2)?.pos ?? "") ||
            /^(our|my|your|their)$/i.test(out.at(-2)?.value ?? ""))))
    ) {
      out[out.length - 1] = { ...prev, value: `${prev.value}'` };
      continue;
    }
    if (tok.value === "-" && prev && after && tok.space === "" && after.space === "" && /\p{L}/u.test(after.value)) {
      const nounish = /^(NOUN|PROPN|ADP|PART|ADV)$/.test(after.pos) || prev.pos === "NOUN" || prev.pos === "PROPN";
      out[out.length - 1] = {
        value: `${prev.value}-${after.value}`,
        lemma: `${prev.value}-${after.value}`.toLowerCase(),
        pos: after.pos === "ADJ" || after.pos === "VERB" ? "ADJ" : nounish ? "NOUN" : after.pos,
        space: prev.space,
        offset: prev.offset,
      };
      i++;
      continue;
    }
    out.push(tok);
  }
  return out;
}

function isCapitalised(tok: TaggedToken): boolean {
  return /^\p{Lu}/u.test(tok.value);
}

/** Tags a phrase word can have ("&", "and", "to" are CCONJ, SYM or ADP inside names). */
const PHRASE_POS = new Set(["NOUN", "PROPN", "ADJ", "NUM", "VERB", "ADV", "PART", "CCONJ", "ADP", "SYM"]);

function sentenceStart(prev: TaggedToken | undefined): boolean {
  return !prev || /^[.!?:;]$/.test(prev.value);
}

/** Part of a noun phrase, given its neighbours (verbs only as modifiers right before a noun). */
function inPhrase(
  prev: TaggedToken | undefined,
  tok: TaggedToken,
  next: TaggedToken | undefined,
  first: boolean,
): boolean {
  // Most tokens are determiners, verbs or punctuation: leave before any string work.
  if (!PHRASE_POS.has(tok.pos)) return false;
  const lower = tok.value.toLowerCase();
  if (NOT_NOUNS.has(lower) || DETERMINERS.has(lower)) return false;
  // Names with connectors: "Bloom & Wild", "Sales and Marketing Conference", "Introduction to Statistics".
  // "the end of year show", "the start of term party": a time phrase that modifies the noun after it.
  if (
    lower === "of" &&
    !first &&
    /^(end|start|beginning|middle)$/i.test(prev?.value ?? "") &&
    TIME_NOUNS.has(next?.value.toLowerCase() ?? "")
  )
    return true;
  if ((lower === "vs" || lower === "versus") && !first) return next !== undefined && /\p{L}/u.test(next.value);
  if (lower === "&" || lower === "and" || lower === "of" || lower === "for" || lower === "to") {
    return (
      !first &&
      prev !== undefined &&
      isCapitalised(prev) &&
      next !== undefined &&
      isCapitalised(next) &&
      prev.pos !== "PRON"
    );
  }
  if (!/\p{L}|\d/u.test(tok.value)) return false;
  // "Bella Cucina last month": a time phrase is not part of the name before it.
  if (!first && TIME_MODIFIERS.has(lower) && TIME_NOUNS.has(next?.value.toLowerCase() ?? "")) return false;
  // "most mornings", "every weekend": the plural counts too.
  if (TIME_NOUNS.has(lower.replace(/s$/, "")) && TIME_MODIFIERS.has(prev?.value.toLowerCase() ?? "")) return false;
  if (first && TIME_MODIFIERS.has(lower) && TIME_NOUNS.has(next?.value.toLowerCase().replace(/s$/, "") ?? ""))
    return false;
  if (sentenceStart(prev) && INSTRUCTION_WORDS.has(lower)) return false;
  // "Stock more graphic novels", "Add fewer fees": a word opening a sentence before "more" or "fewer" is what to do.
  if (sentenceStart(prev) && /^(more|fewer|less|extra)$/i.test(next?.value ?? "")) return false;
  // "Felt about right", "Took ages", "Left my jacket": a past form that opens a sentence, with no noun
  // after it, is the verb of a subject left out, however the tagger read its capital.
  if (
    sentenceStart(prev) &&
    PAST_FORMS.has(lower) &&
    (tok.pos === "NOUN" || tok.pos === "PROPN") &&
    !/^(NOUN|PROPN)$/.test(next?.pos ?? "")
  )
    return false;
  // "fine most days but drops out every afternoon": a verb in "-s" with its particle, its subject left out.
  if (
    (tok.pos === "NOUN" || tok.pos === "PROPN") &&
    /[^s]s$/.test(lower) &&
    /^(out|off|down|over)$/i.test(next?.value ?? "") &&
    /^(but|and|it|that|which|often|always|sometimes|still|then|,)$/i.test(prev?.value ?? "")
  )
    return false;
  // "£5 each felt steep", "we left early", "£45 felt about right": a past form before how it was is the
  // verb, wherever it stands.
  if (
    PAST_FORMS.has(lower) &&
    (tok.pos === "NOUN" || tok.pos === "PROPN") &&
    (/^(ADJ|ADV)$/.test(next?.pos ?? "") || /^(about|like)$/i.test(next?.value ?? "")) &&
    !DETERMINERS.has(prev?.value.toLowerCase() ?? "")
  )
    return false;
  // "our nonprofit runs free coding workshops": a verb in "-s" after a singular noun, before what it acts on.
  if (
    OWNER_VERBS.has(lower) &&
    /^(NOUN|ADJ)$/.test(prev?.pos ?? "") &&
    !/s$/i.test(prev?.value ?? "") &&
    /^(ADJ|NOUN|DET|NUM|PRON)$/.test(next?.pos ?? "")
  )
    return false;
  switch (tok.pos) {
    case "NOUN":
      // "and planning next year's shows": an "-ing" word before its object is a verb, not a thing.
      return !(
        lower.endsWith("ing") &&
        (DETERMINERS.has(next?.value.toLowerCase() ?? "") || TIME_MODIFIERS.has(next?.value.toLowerCase() ?? "")) &&
        !/^(DET|ADJ|NOUN|PROPN)$/.test(prev?.pos ?? "") &&
        !POSSESSIVES.has(prev?.value.toLowerCase() ?? "")
      );
    case "PROPN":
    case "ADJ":
      return true;
    case "NUM":
      return !first || (next?.pos === "NOUN" && !/^\d/.test(next.value));
    case "VERB": {
      // "a charity fun run", "the summer show": wink reads the head noun as a verb.
      // "Sizes run small": a bare verb after a plural is the plural's verb.
      if (
        NOUNISH_VERBS.has(lower) &&
        prev &&
        /^(NOUN|ADJ)$/.test(prev.pos) &&
        !(prev.pos === "NOUN" && /[^s]s$/i.test(prev.value)) &&
        !/^(DET|PRON|NOUN|PROPN)$/.test(next?.pos ?? "")
      )
        return true;
      // "tool sharing, plot allocation": an "-ing" noun ending a list item after another noun.
      if (
        /ing$/.test(lower) &&
        prev?.pos === "NOUN" &&
        (!next || /^(CCONJ|ADP)$/.test(next.pos) || /^[,.;:!?]$/.test(next.value))
      )
        return true;
      // "ClearView Window Cleaning would like": a capitalised "-ing" word ends a name.
      if (/ing$/.test(lower) && isCapitalised(tok) && prev && isCapitalised(prev)) return true;
      // "waiting times", "the wait times", "the React workshop" (wink tags "React" as a verb).
      if (next?.pos !== "NOUN" && next?.pos !== "PROPN") return false;
      // "a dog walking service", "the car parking fees": an activity named by its object.
      if (/ing$/.test(lower) && prev?.pos === "NOUN" && !/s$/i.test(prev.value)) return true;
      // "waiting times" but not "Oakwood Apartments covering repairs".
      // "the waiting times", "Sunny Side Cleaning Services"; not "from using accounting software".
      if (/(ing|ed)$/.test(lower))
        return (
          !prev ||
          /^(DET|ADJ)$/.test(prev.pos) ||
          POSSESSIVES.has(prev.value.toLowerCase()) ||
          // "- waiting times": a dash opens a list item as a comma does.
          /^[.!?:;,\-–—]$/.test(prev.value) ||
          (isCapitalised(tok) && isCapitalised(prev))
        );
      // "portion sizes and wait times": a verb that names a kind of thing before a noun.
      if (MODIFIER_VERBS.has(lower)) return true;
      if (isCapitalised(tok)) return !sentenceStart(prev);
      // After a pronoun only when it is a possessive: "my shared budgets", not "it kept logging".
      return prev !== undefined && (/^(DET|ADJ)$/.test(prev.pos) || POSSESSIVES.has(prev.value.toLowerCase()));
    }
    case "ADV":
      return NOUNISH_ADVERBS.has(lower) && (next?.pos === "NOUN" || next?.pos === "ADJ" || next?.pos === "PROPN");
    case "PART":
      return lower === "'s";
    default:
      return false;
  }
}

function nounishEnd(tokens: TaggedToken[], at: number, from: number): boolean {
  const tok = tokens[at];
  // "print vs online": the second of two choices ends the phrase whatever wink reads it as.
  const before = at > from + 1 ? (tokens[at - 1]?.value ?? "") : "";
  if ((before[0] === "v" || before[0] === "V") && /^(vs|versus)\.?$/i.test(before)) return true;
  // "our craft fair", "the cup final": a noun wink read as an adjective after the noun it is about.
  if (at > from && tok?.pos === "ADJ" && NOUNISH_ADJECTIVES.has(tok.value.toLowerCase()))
    return tokens[at - 1]?.pos === "NOUN" || tokens[at - 1]?.pos === "PROPN";
  if (!(at > from && tok?.pos === "VERB")) return false;
  // "car sharing", "bike parking": an "-ing" noun after the noun it is about; "Window Cleaning" in a name.
  const prev = tokens[at - 1];
  // "space opening in the spring": what the thing does next, not a kind of it.
  if (
    /^(opening|closing|launching|starting|reopening)$/i.test(tok.value) &&
    /^(in|on|at|this|next|soon|later)$/i.test(tokens[at + 1]?.value ?? "")
  )
    return false;
  return (
    NOUNISH_VERBS.has(tok.value.toLowerCase()) ||
    (/ing$/i.test(tok.value) &&
      (prev?.pos === "NOUN" || (isCapitalised(tok) && prev !== undefined && isCapitalised(prev))))
  );
}

const ITEM_EDGE = /^([,;:/\-–—.!?]|and|or)$/i;

/**
 * "lanes, shoe hire, parking", "- the new shower block -": a list item of nouns ends on a word
 * wink read as a verb; with nothing but nouns and their modifiers before it, it is a noun.
 */
function listItemEnd(tokens: TaggedToken[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  if (t?.pos !== "VERB" || (next && !/^([,;/\-–—.!?])$/.test(next.value)) || /(ed|ing)$/i.test(t.value)) return false;
  let j = i - 1;
  while (
    j >= 0 &&
    /^(NOUN|PROPN|ADJ|DET)$/.test(tokens[j]?.pos ?? "") &&
    !POSSESSIVES.has(tokens[j]?.value.toLowerCase() ?? "")
  )
    j--;
  return j < 0 || ITEM_EDGE.test(tokens[j]?.value ?? "");
}

/**
 * "ease of booking", "concerns about parking": wink reads both words as verbs. A list item opening
 * on a verb with "of"/"about" after it names a thing, and so does an "-ing" word after that preposition.
 */
function nominalVerb(tokens: TaggedToken[], i: number): boolean {
  const t = tokens[i];
  if (t?.pos !== "VERB" && !(t?.pos === "ADJ" && t.value.endsWith("ing"))) return false;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  const opensItem = !prev || /^([,:;]|and|or|on|about)$/i.test(prev.value);
  if (listItemEnd(tokens, i)) return true;
  // "satisfaction with the fitting of new hearing aids": an "-ing" word before "of" names the act.
  if (
    t.value.endsWith("ing") &&
    /^(the|with|on|about|for)$/i.test(prev?.value ?? "") &&
    next?.value.toLowerCase() === "of" &&
    /^(ADJ|NOUN)$/.test(tokens[i + 2]?.pos ?? "")
  )
    return true;
  // "- booking online, cleanliness": an "-ing" word that is a whole list item names the activity.
  if (
    t.value.endsWith("ing") &&
    (!prev || /^[,;:\-–—]$/.test(prev.value)) &&
    /^(ADJ|ADV)$/.test(next?.pos ?? "") &&
    /^[,;\-–—.]$/.test(tokens[i + 2]?.value ?? ".")
  )
    return true;
  if (
    opensItem &&
    /^(of|about)$/i.test(next?.value ?? "") &&
    !/^(think|thinking|hear|hearing|dream|know)$/i.test(t.value)
  )
    return true;
  return (
    /ing$/i.test(t.value) && /^(of|about)$/i.test(prev?.value ?? "") && prev !== undefined && nominalVerb(tokens, i - 2)
  );
}

const PARTICLES = wordSet("up out in off down over away back");

/**
 * "Step Up Dance Academy", "players at Locked In", "Sing Out Choir": a capitalised verb and particle
 * in a name, after a preposition or before more of the name, are part of it.
 */
function nameParticle(all: TaggedToken[], i: number): boolean {
  const t = all[i];
  // Most words are lower-case: leave before any string work.
  const first = t?.value.charCodeAt(0) ?? 0;
  if (first < 65 || first > 90 || !t || t.pos === "PROPN" || t.pos === "PUNCT") return false;
  const verbAt = PARTICLES.has(t.value.toLowerCase()) ? i - 1 : i;
  const verb = all[verbAt];
  const particle = all[verbAt + 1];
  if (!verb || !particle || !isCapitalised(verb) || !isCapitalised(particle)) return false;
  // "Step Up": wink may read the verb as a noun; "Members In Leeds" is no name.
  if (verb.pos !== "VERB" && !(/^(NOUN|PROPN)$/.test(verb.pos) && /^(up|out|off|down)$/i.test(particle.value)))
    return false;
  if (!PARTICLES.has(particle.value.toLowerCase()) || INSTRUCTION_WORDS.has(verb.value.toLowerCase())) return false;
  const before = all[verbAt - 1];
  const after = all[verbAt + 2];
  return (
    (after !== undefined && isCapitalised(after) && /^(NOUN|PROPN)$/.test(after.pos)) ||
    /^(at|to|for|from|with|of|by)$/i.test(before?.value ?? "")
  );
}

/** Noun phrases of one tagged text: runs of modifiers ending in a noun. */
export function nounPhrases(raw: TaggedToken[]): NounPhrase[] {
  const tokens = joinHyphens(raw).map((t, i, all) =>
    // "DJ for socials": an acronym is a name, whatever wink reads it as.
    nameParticle(all, i) || (t.pos === "VERB" && /^[A-Z]{2,}$/.test(t.value))
      ? { ...t, pos: "PROPN" }
      : // "The gears kept slipping": wink reads a plural after "the" as a verb when a verb follows it.
        // "the gears still slip": an adverb may stand between them.
        t.pos === "VERB" &&
          /[^s]s$/i.test(t.value) &&
          /^(the|my|our|your|their|these|those)$/i.test(all[i - 1]?.value ?? "") &&
          (/^(VERB|AUX)$/.test(all[i + 1]?.pos ?? "") ||
            (all[i + 1]?.pos === "ADV" && /^(VERB|AUX)$/.test(all[i + 2]?.pos ?? "")))
        ? { ...t, pos: "NOUN" }
        : nominalVerb(all, i) ||
            // "The embossing came out wonky", "not enough seating,": an "-ing" word after "the" or "enough" names a thing.
            (t.pos === "VERB" &&
              /ing$/i.test(t.value) &&
              /^(the|enough)$/i.test(all[i - 1]?.value ?? "") &&
              (/^(VERB|AUX|PUNCT)$/.test(all[i + 1]?.pos ?? "PUNCT") || all[i + 1] === undefined))
          ? { ...t, pos: "NOUN" }
          : t,
  );
  const out: NounPhrase[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!tokens[i] || !inPhrase(tokens[i - 1], tokens[i] as TaggedToken, tokens[i + 1], true)) {
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && inPhrase(tokens[j - 1], tokens[j] as TaggedToken, tokens[j + 1], j === i)) j++;
    // Trim to end on a noun: "staff friendly" is not a phrase, "friendly staff" is.
    let end = j;
    while (end > i && !/^(NOUN|PROPN)$/.test(tokens[end - 1]?.pos ?? "") && !nounishEnd(tokens, end - 1, i)) end--;
    let start = i;
    while (start < end && (tokens[start]?.pos === "PART" || tokens[start]?.pos === "NUM")) start++;
    if (endsOnVerb(tokens, start, end)) end--;
    const single = end - start === 1 ? tokens[start]?.lemma : undefined;
    if (end > start && !(single && VAGUE_NOUNS.has(single))) {
      const slice = tokens.slice(start, end);
      const detTok = tokens[start - 1];
      const det = detTok && DETERMINERS.has(detTok.value.toLowerCase()) ? detTok.value.toLowerCase() : "";
      out.push({
        words: slice.map((t) => t.value),
        lemmas: slice.map((t) => t.lemma),
        pos: slice.map((t) => t.pos),
        det,
        start,
        end,
        offset: tokens[start]?.offset ?? 0,
      });
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

const OBJECT_START = /^(too|so|very|really|everything|nothing|all|it|them|me|us|him|her)$/;
const SUBJECT_ONLY = wordSet("i we they you he she");

/**
 * "The new teacher moves too fast", "the sound guy ruins everything": at the start of a clause, a
 * singular noun followed by an "-s" word and then an object or "too" is a subject and its verb; so is
 * a plural after "the" or "my" followed by a bare word that ends the clause ("the mats smell").
 */
function endsOnVerb(tokens: TaggedToken[], start: number, end: number): boolean {
  if (end - start < 2) return false;
  const last = tokens[end - 1];
  const before = tokens[end - 2];
  const next = tokens[end];
  if (!last || !before || last.pos !== "NOUN" || before.pos !== "NOUN") return false;
  const lead = tokens[start - 1];
  const leadIsDet = lead !== undefined && DETERMINERS.has(lead.value.toLowerCase());
  const opener = tokens[leadIsDet ? start - 2 : start - 1];
  const opens = !opener || /^([.!?:;,]|but|and|so|because|though|although)$/i.test(opener.value);
  // "The mats smell, honestly", "my brakes squeal worse": a plural subject and its bare verb end the clause.
  if (
    opens &&
    leadIsDet &&
    end - start === 2 &&
    /[^s]s$/i.test(before.value) &&
    !/s$/i.test(last.value) &&
    (!next || /^(ADV|ADJ|PUNCT)$/.test(next.pos))
  )
    return true;
  if (!next) return false;
  if (!/[^s]s$/i.test(last.value) || /s$/i.test(before.value)) return false;
  if (!opens) return false;
  const n = next.value.toLowerCase();
  // "my whole team lives in it": a verb and its preposition before a pronoun.
  const prepositional = next.pos === "ADP" && /^(it|them)$/i.test(tokens[end + 1]?.value ?? "");
  return (next.pos === "DET" && !SUBJECT_ONLY.has(n)) || OBJECT_START.test(n) || POSSESSIVES.has(n) || prepositional;
}

/** "Maria 's bakery" -> "Maria's bakery". */
export function joinWords(words: string[]): string {
  return words
    .join(" ")
    .replace(/ 's\b/g, "'s")
    .replace(/([£$€]) (?=\d)/g, "$1");
}

/**
 * Tags a text with each sentence's first word lower-cased, so wink reads "Would people come" and
 * "Parking" as words, not names; the tokens keep the text's own spelling.
 */
export function tagSentences(text: string): TaggedToken[] {
  const plain = squish(text);
  const lowered = plain.replace(
    /(^|[.!?:]\s+)(\p{Lu})(?=\p{Ll})/gu,
    (_m, lead: string, c: string) => lead + c.toLowerCase(),
  );
  const tokens = tagTexts([lowered], true)[0] ?? [];
  const restored = tokens.map((t) =>
    t.value === plain.slice(t.offset, t.offset + t.value.length)
      ? t
      : { ...t, value: plain.slice(t.offset, t.offset + t.value.length) },
  );
  // "Bounce Central trampoline park": a capitalised first word before a name is part of the name.
  return joinHyphens(
    restored.map((t, i) => {
      const next = restored[i + 1];
      const first = i === 0 || /^[.!?:]$/.test(restored[i - 1]?.value ?? "");
      // "window cleaning round", "milk round": the route a service runs, not an adverb.
      // "the staff recommendations helped": a word in -ation, -ness or -ity names a thing, never an act.
      if (t.pos === "VERB" && /.{3}(ations?|ness|ities|ity)$/i.test(t.value)) return { ...t, pos: "NOUN" };
      // "prices, booking, parking": an -ing word that is an item of a list of things is a thing too.
      const item = (k: number) => restored[k]?.pos === "NOUN" || restored[k]?.pos === "PROPN";
      const edge = (v: string | undefined) => v === undefined || /^(,|and|or|\?|\.|;)$/i.test(v);
      if (
        t.pos === "VERB" &&
        /.{3}ing$/i.test(t.value) &&
        restored[i - 1]?.value === "," &&
        item(i - 2) &&
        edge(next?.value)
      )
        return { ...t, pos: "NOUN" };
      // "Jungle Jim's Soft Play wants": a capitalised word inside a name stays in the name.
      const before = restored[i - 1];
      const named = before?.pos === "PROPN" || (before?.value === "'s" && restored[i - 2]?.pos === "PROPN");
      if (
        !first &&
        named &&
        /^(VERB|NOUN|ADJ)$/.test(t.pos) &&
        /^\p{Lu}\p{Ll}+$/u.test(t.value) &&
        /^\p{Lu}/u.test(before?.value === "'s" ? (restored[i - 2]?.value ?? "") : (before?.value ?? ""))
      )
        return { ...t, pos: "PROPN" };
      if (
        t.pos === "ADV" &&
        t.value.toLowerCase() === "round" &&
        /^(NOUN|VERB)$/.test(restored[i - 1]?.pos ?? "") &&
        (!next || next.pos === "NOUN" || next.pos === "PUNCT")
      )
        return { ...t, pos: "NOUN" };
      return first &&
        /^(VERB|ADJ|NOUN)$/.test(t.pos) &&
        /^\p{Lu}\p{Ll}+$/u.test(t.value) &&
        next?.pos === "PROPN" &&
        /^\p{Lu}/u.test(next.value) &&
        !INSTRUCTION_WORDS.has(t.value.toLowerCase())
        ? { ...t, pos: "PROPN" }
        : t;
    }),
  );
}
