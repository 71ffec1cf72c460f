/**
 * Word and phrase valences for short survey answers and review sentences, on a -4..4 scale, from
 * data/lexicon.json (checked at load). Written for feedback vocabulary (service, product, event,
 * workplace, course, care, apps), where general-purpose lexicons miss words like "slow", "buggy"
 * or "overpriced" and score "long", "patient" or "content" as sentiment when in surveys they are
 * mostly topics.
 */
import { z } from "zod";
import raw from "./data/lexicon.json" with { type: "json" };

const valence = z.number().min(-4).max(4);
/** Words grouped by value: { "2.5": "great lovely ..." }. */
const grouped = z.record(z.string().regex(/^-?\d+(\.\d+)?$/), z.string().min(1));
const pairs = z.array(z.tuple([z.string().min(1), valence]));
const words = z.string().min(1);

export const lexiconSchema = z.object({
  about: z.string(),
  words: grouped,
  contextual: z.array(z.object({ word: z.string().min(1), value: valence, after: words })),
  phrases: pairs,
  modifiers: grouped,
  modifierPairs: pairs,
  negators: words,
  negationBreakers: words,
  scopeBreaks: words,
  counterfactuals: z.array(z.tuple([z.string().min(1), z.number().min(-1).max(1)])),
  contrasts: z.array(z.tuple([z.string().min(1), z.enum(["after", "subordinate", "exception"])])),
  emoji: grouped,
  emoticons: pairs,
  yesWords: z.array(z.tuple([z.string().min(1), z.number().min(-1).max(1)])),
  noneAnswers: z.array(z.string().min(1)),
});

const data = lexiconSchema.parse(raw);

function table(groups: Record<string, string>): Map<string, number> {
  const map = new Map<string, number>();
  for (const [value, list] of Object.entries(groups)) {
    for (const word of list.split(/\s+/)) if (word) map.set(word, Number(value));
  }
  return map;
}
const set = (list: string) => new Set(list.split(" ").filter(Boolean));

export const WORDS: Map<string, number> = table(data.words);

/** Words whose valence depends on the word before them: "kind staff" vs "some kind of", "fair" vs "job fair". */
export const CONTEXTUAL: Map<string, { value: number; after: Set<string> }> = new Map(
  data.contextual.map((c) => [c.word, { value: c.value, after: set(c.after) }]),
);

/** Multi-word expressions, matched on normalised tokens (contractions expanded) before single words. */
export const PHRASES: Array<[string, number]> = data.phrases;

/** Multipliers for the next sentiment word: intensifiers (> 1) and downtoners (< 1). */
export const MODIFIERS: Map<string, number> = table(data.modifiers);

/** Multi-token downtoners, checked as the two tokens before a sentiment word. */
export const MODIFIER_PAIRS: Map<string, number> = new Map(data.modifierPairs);

/** Tokens that negate the sentiment of the next few tokens. */
export const NEGATORS: Set<string> = set(data.negators);

/** A negator followed by one of these is not a negation ("not only", "no doubt", "nothing but"). */
export const NEGATION_BREAKERS: Set<string> = set(data.negationBreakers);

/** Words and marks that end the scope of a negation or a modifier. */
export const SCOPE_BREAKS: Set<string> = set(data.scopeBreaks);

/** Counterfactual triggers: after them, positive words describe what is missing ("should be faster"). */
export const COUNTERFACTUALS: Array<[string, number]> = data.counterfactuals;

/** How a contrast word weighs the clauses around it. */
export type ContrastKind = "after" | "subordinate" | "exception";
export const CONTRASTS: Map<string, ContrastKind> = new Map(data.contrasts);

/** Emoji valences; skin-tone modifiers and variation selectors are stripped before lookup. */
export const EMOJI: Map<string, number> = table(data.emoji);

/** Emoticons, matched as whole tokens. */
export const EMOTICONS: Map<string, number> = new Map(data.emoticons);

/** Answers meaning "yes" or "no", read against the question's polarity. */
export const YES_WORDS: Map<string, number> = new Map(data.yesWords);

/** Answers meaning "nothing / none": good news to "what went wrong?", bad news to "what did you like?". */
export const NONE_ANSWERS: Set<string> = new Set(data.noneAnswers);
