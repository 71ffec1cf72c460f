/**
 * The learned part of the sentiment reader: hashed word uni- and bigrams (negation scope marked)
 * fed to two logistic heads, one for polarity and one for "says no opinion at all". Trained by
 * `npm run train:sentiment`; the weights ship as int8 in data/sentiment-model.bin (polarity head
 * then no-opinion head), their scales and the blend in data/sentiment-model.json.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { wordSet } from "./util.ts";

export const HASH_BITS = 20;
const MASK = (1 << HASH_BITS) - 1;

const NEGATORS = wordSet(
  "not no never nothing nobody none nowhere neither nor without hardly barely scarcely cannot n't",
);
const SCOPE_END = new Set([".", ",", ";", ":", "!", "?", "but", "however", "although", "though", "yet"]);

/**
 * Lower-case tokens in one shape for both the corpora ("do n't", "it 's") and real answers
 * ("don't", "sooo good"): contractions split, letters squeezed to two, digits as "#".
 */
export function modelTokens(text: string): string[] {
  let lower = text.toLowerCase();
  if (!ASCII.test(lower)) lower = lower.replace(/[’‘`´]/g, "'");
  if (lower.includes("n't") || lower.includes("nt ") || lower.includes("nnot")) {
    lower = lower
      .replace(/\b(can|won|ca|wo) ?n't\b/g, (_, w: string) => (w === "won" || w === "wo" ? "will not" : "can not"))
      .replace(/(\w) ?n't\b/g, "$1 not")
      .replace(/\b(do|does|did|is|was|are|were|have|has|had|could|would|should|must|need)nt\b/g, "$1 not")
      .replace(/\bcannot\b/g, "can not");
  }
  if (STRETCHED.test(lower)) lower = lower.replace(/(\p{L})\1{2,}/gu, "$1$1");
  const out: string[] = [];
  const re = ASCII.test(lower) ? ASCII_TOKEN : TOKEN;
  re.lastIndex = 0;
  for (let m = re.exec(lower); m !== null; m = re.exec(lower)) {
    const t = m[0];
    const c = t.charCodeAt(0);
    out.push(c >= 48 && c <= 57 ? "#" : t);
  }
  return out;
}
const ASCII = /^\p{ASCII}*$/u;
const STRETCHED = /(\p{L})\1\1/u;
const TOKEN = /\p{L}+(?:-\p{L}+)*|'\p{L}+|\d+(?:[.,]\d+)?|[!?.,;:]|\p{Extended_Pictographic}/gu;
const ASCII_TOKEN = /[a-z]+(?:-[a-z]+)*|'[a-z]+|\d+(?:[.,]\d+)?|[!?.,;:]/g;

const FNV_BASIS = 0x811c9dc5;

/** FNV-1a of `s` continued from state `h`: a bigram is hashed without building "prev t". */
function fnvFrom(h: number, s: string): number {
  let out = h;
  for (let i = 0; i < s.length; i++) {
    out ^= s.charCodeAt(i);
    out = Math.imul(out, 0x01000193);
  }
  return out;
}

function fnv(s: string): number {
  return index(fnvFrom(FNV_BASIS, s));
}

function index(h: number): number {
  return (h >>> 0) & MASK;
}

const NEGATED = fnvFrom(FNV_BASIS, "!");

/** Hashed feature indices of a text (duplicates kept: a repeated word counts twice). */
export function features(text: string, tokens = modelTokens(text)): number[] {
  const out: number[] = [];
  let negated = false;
  // The hash state of "<previous token> ".
  let prev = fnvFrom(FNV_BASIS, "<s> ");
  for (const t of tokens) {
    if (SCOPE_END.has(t)) negated = false;
    out.push(index(fnvFrom(negated ? NEGATED : FNV_BASIS, t)), index(fnvFrom(prev, t)));
    if (NEGATORS.has(t)) negated = true;
    prev = fnvFrom(fnvFrom(FNV_BASIS, t), " ");
  }
  out.push(index(fnvFrom(prev, "</s>")));
  return out;
}

/**
 * The no-opinion head also sees how long the text is: answers that state a fact are short,
 * review sentences long. (Length says nothing of polarity, so that head goes without it.)
 */
export function neutralFeatures(text: string, base = features(text), words = modelTokens(text).length): number[] {
  return [...base, fnv(`<len ${words <= 1 ? 1 : words <= 3 ? 3 : words <= 6 ? 6 : words <= 12 ? 12 : 99}>`)];
}

export interface Head {
  bias: number;
  weights: Float32Array;
}

export function logit(head: Head, feats: number[]): number {
  let z = head.bias;
  const n = Math.max(1, feats.length);
  // Averaged over the features so long sentences are not overconfident.
  let s = 0;
  for (const f of feats) s += head.weights[f] ?? 0;
  z += s / Math.sqrt(n);
  return z;
}

const headSchema = z.object({ bias: z.number(), scale: z.number().positive() });
export const modelFileSchema = z.object({
  version: z.literal(1),
  hashBits: z.literal(HASH_BITS),
  polarity: headSchema,
  neutral: headSchema,
  /** How the model's and the lexicon's votes are combined, tuned on the dev parts. */
  blend: z.object({
    model: z.number(),
    lexicon: z.number(),
    /** Extra weight of the lexicon's score when its rules shaped it. */
    ruled: z.number(),
    bias: z.number(),
    /** No-opinion logit above which a text without opinion words is neutral. */
    neutralAt: z.number(),
    /** ...unless the model's polarity is at least this sure. */
    polarAt: z.number(),
    /**
     * Problem nouns and mild words ("a billing problem", "waiting for my son") carry a weak
     * lexicon score without an opinion: below this score, with no rule of the lexicon fired...
     */
    neutralLexicon: z.number().default(0),
    /** ...the text is neutral when the no-opinion logit is above this. */
    neutralWithWords: z.number().default(100),
    /** No-opinion logit above which a negation without an opinion word is neutral. */
    bareNegationAt: z.number().default(100),
    /** Lexicon score beyond which it decides alone... */
    lexiconTrusted: z.number(),
    /** ...and the lower bar when its rules (negation, contrast, idioms, emoji, requests) shaped it. */
    rulesTrusted: z.number(),
    /**
     * In a text of at least `overruleWords` words the model's polarity, when at least this sure,
     * overrules an opposite lexicon reading: long reviews turn on more than the words it knows.
     */
    overruleAt: z.number().default(100),
    overruleWords: z.number().default(100),
  }),
});
export type ModelFile = z.infer<typeof modelFileSchema>;

export function encodeHead(head: Head): { meta: z.infer<typeof headSchema>; bytes: Int8Array } {
  let max = 0;
  for (const w of head.weights) max = Math.max(max, Math.abs(w));
  const scale = max / 127 || 1;
  const bytes = new Int8Array(head.weights.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round((head.weights[i] ?? 0) / scale);
  return { meta: { bias: head.bias, scale }, bytes };
}

function decodeHead(h: z.infer<typeof headSchema>, bytes: Int8Array): Head {
  const weights = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) weights[i] = (bytes[i] ?? 0) * h.scale;
  return { bias: h.bias, weights };
}

export interface SentimentModel {
  polarity: Head;
  neutral: Head;
  blend: ModelFile["blend"];
}

export const MODEL_URL = new URL("./data/sentiment-model.json", import.meta.url);
export const WEIGHTS_URL = new URL("./data/sentiment-model.bin", import.meta.url);

let loaded: SentimentModel | null | undefined;
/** The shipped model, read once; null when it has not been trained yet (the lexicon works alone). */
export function sentimentModel(): SentimentModel | null {
  if (loaded !== undefined) return loaded;
  let raw: string;
  let bin: Buffer;
  try {
    raw = readFileSync(MODEL_URL, "utf8");
    bin = readFileSync(WEIGHTS_URL);
  } catch {
    loaded = null;
    return loaded;
  }
  const file = modelFileSchema.parse(JSON.parse(raw));
  const size = 1 << HASH_BITS;
  if (bin.length !== 2 * size) throw new Error("sentiment model: the weights file does not match its hash size");
  const bytes = new Int8Array(bin.buffer, bin.byteOffset, bin.length);
  loaded = {
    polarity: decodeHead(file.polarity, bytes.subarray(0, size)),
    neutral: decodeHead(file.neutral, bytes.subarray(size)),
    blend: file.blend,
  };
  return loaded;
}

/** Words of a text, as the blend counts them. */
export function wordCount(text: string): number {
  return (text.match(/[\p{L}']+/gu) ?? []).length;
}

/** Model logits of a text: polarity (> 0 positive) and no-opinion (> 0 neutral). */
export function modelLogits(model: SentimentModel, text: string): { polarity: number; neutral: number } {
  // Tokenised once for both heads.
  const tokens = modelTokens(text);
  const f = features(text, tokens);
  return {
    polarity: logit(model.polarity, f),
    neutral: logit(model.neutral, neutralFeatures(text, f, tokens.length)),
  };
}

/** Words of an answer short enough for its one strong word to stand, and how unsure the model may be. */
const SHORT_WORDS = 5;
const SHORT_DOUBT = 2;

/**
 * Score in -1..1 (0 = neutral) from the lexicon's reading and the model's logits: a strong
 * lexicon reading stands; otherwise the two are blended; a text without opinion words that
 * the model reads as factual is neutral.
 */
export function decide(
  lexicon: { score: number; hits: { v: number }[]; rules: number },
  logits: { polarity: number; neutral: number },
  blend: ModelFile["blend"],
  words = 0,
): number {
  const lexScore = lexicon.score;
  if (Math.abs(logits.polarity) < blend.polarAt) {
    if (lexicon.hits.length === 0 && lexScore === 0 && logits.neutral > blend.neutralAt) return 0;
    // A negation with no opinion word near it ("I didn't speak to a consultant") is only a hint;
    // a rule that read the whole answer ("maybe answer the phone?") is more.
    if (lexicon.hits.length === 0 && lexicon.rules === 0 && logits.neutral > blend.bareNegationAt) return 0;
    if (lexicon.rules === 0 && Math.abs(lexScore) < blend.neutralLexicon && logits.neutral > blend.neutralWithWords) {
      return 0;
    }
  }
  const overruled =
    words >= blend.overruleWords &&
    Math.abs(logits.polarity) >= blend.overruleAt &&
    Math.sign(logits.polarity) !== Math.sign(lexScore);
  if (overruled) return Math.tanh(logits.polarity / 4);
  // "bed was comfy": in a few words with one strong opinion word, a model only a little unsure does not turn it.
  const strongest = lexicon.hits.reduce((most, h) => Math.max(most, Math.abs(h.v)), 0);
  const short = words > 0 && words <= SHORT_WORDS && lexicon.rules === 0;
  if (short && strongest >= 2 && lexScore !== 0 && Math.abs(logits.polarity) < SHORT_DOUBT) return lexScore;
  if (Math.abs(lexScore) >= (lexicon.rules > 0 ? blend.rulesTrusted : blend.lexiconTrusted)) return lexScore;
  const z =
    blend.model * logits.polarity +
    blend.lexicon * lexScore +
    (lexicon.rules > 0 ? blend.ruled * lexScore : 0) +
    blend.bias;
  // Where both agree the lexicon's graded score stands ("very good" above "good").
  if (lexScore !== 0 && Math.sign(z) === Math.sign(lexScore) && Math.abs(lexScore) >= 0.1) return lexScore;
  const score = Math.tanh(z / 4);
  // Polar by now: keep it out of the neutral band.
  return Math.abs(score) < 0.1 ? Math.sign(z || 1) * 0.1 : score;
}
