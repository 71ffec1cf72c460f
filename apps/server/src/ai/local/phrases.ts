import { squish, type TaggedToken, tagTexts } from "./nlp.ts";

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

const POSSESSIVES = new Set("my our your their his her its".split(" "));
const DETERMINERS = new Set("the a an our my your their this that these those its his her".split(" "));
/** Adverb-tagged words that still modify a noun ("the new policy", "online checkout"). */
const NOUNISH_ADVERBS = new Set("new old online mobile main front back last first next overall".split(" "));
const TIME_MODIFIERS = new Set("last next this every each".split(" "));
const TIME_NOUNS = new Set(
  "day week weekend month year quarter term semester season summer winter spring autumn night morning evening monday tuesday wednesday thursday friday saturday sunday".split(
    " ",
  ),
);
/** Nouns wink may tag as verbs when they end a compound. */
const NOUNISH_VERBS = new Set(
  "run walk ride swim show sale race match launch visit stay tour talk meet hike climb bake".split(" "),
);
/** Pronoun-like words wink may tag as nouns; they end a phrase. */
const NOT_NOUNS = new Set(
  "everything nothing something anything everyone anyone someone nobody everybody somebody none yes no ok okay etc please thanks".split(
    " ",
  ),
);
/** Verbs that also name a kind of thing before a noun: "wait times", "booking system", "opening hours". */
const MODIFIER_VERBS = new Set("wait queue response booking opening closing loading travel check delivery".split(" "));

/** Vague nouns: fine inside a compound ("wait time", "parking lot"), not a phrase on their own. */
export const VAGUE_NOUNS = new Set(
  "lot lots bit bits way ways thing things stuff kind sort one ones time times part parts day days moment aspect aspects overall bunch couple".split(
    " ",
  ),
);
/** Sentence-initial words wink tags as proper nouns in instructions ("Survey patients about..."). */
const INSTRUCTION_WORDS = new Set(
  "survey ask collect gather get find measure evaluate assess understand learn check rate review create build make design poll know see test capture explore".split(
    " ",
  ),
);

/** Joins "sign - up", "check - in" and "wi - fi" (no spaces around the hyphen) into one token. */
export function joinHyphens(tokens: TaggedToken[]): TaggedToken[] {
  const out: TaggedToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!tok) continue;
    const prev = out.at(-1);
    const after = tokens[i + 1];
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
  if (!first && TIME_NOUNS.has(lower) && TIME_MODIFIERS.has(prev?.value.toLowerCase() ?? "")) return false;
  if (sentenceStart(prev) && INSTRUCTION_WORDS.has(lower)) return false;
  switch (tok.pos) {
    case "NOUN":
    case "PROPN":
    case "ADJ":
      return true;
    case "NUM":
      return !first || (next?.pos === "NOUN" && !/^\d/.test(next.value));
    case "VERB": {
      // "a charity fun run", "the summer show": wink reads the head noun as a verb.
      if (
        NOUNISH_VERBS.has(lower) &&
        prev &&
        /^(NOUN|ADJ)$/.test(prev.pos) &&
        !/^(DET|PRON|NOUN|PROPN)$/.test(next?.pos ?? "")
      )
        return true;
      // "waiting times", "the wait times", "the React workshop" (wink tags "React" as a verb).
      if (next?.pos !== "NOUN" && next?.pos !== "PROPN") return false;
      // "waiting times" but not "Oakwood Apartments covering repairs".
      // "the waiting times", "Sunny Side Cleaning Services"; not "from using accounting software".
      if (/(ing|ed)$/.test(lower))
        return (
          !prev ||
          /^(DET|ADJ)$/.test(prev.pos) ||
          POSSESSIVES.has(prev.value.toLowerCase()) ||
          /^[.!?:;,]$/.test(prev.value) ||
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
  return at > from && tok?.pos === "VERB" && NOUNISH_VERBS.has(tok.value.toLowerCase());
}

/** Noun phrases of one tagged text: runs of modifiers ending in a noun. */
export function nounPhrases(raw: TaggedToken[]): NounPhrase[] {
  const tokens = joinHyphens(raw);
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

/** "Maria 's bakery" -> "Maria's bakery". */
export function joinWords(words: string[]): string {
  return words.join(" ").replace(/ 's\b/g, "'s");
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
  return joinHyphens(
    tokens.map((t) =>
      t.value === plain.slice(t.offset, t.offset + t.value.length)
        ? t
        : { ...t, value: plain.slice(t.offset, t.offset + t.value.length) },
    ),
  );
}
