import type { FollowUpInput } from "../engine.ts";
import { squish, tagTexts } from "./nlp.ts";
import { joinHyphens, type NounPhrase, nounPhrases, VAGUE_NOUNS } from "./phrases.ts";
import { analyzeText, type ClauseScore, scoreAnswer } from "./sentiment.ts";
import { capitalise, hash, normalise } from "./util.ts";

/** Heads too vague to ask about ("the whole experience", "everything"). */
const VAGUE_HEADS = new Set([...VAGUE_NOUNS, "experience", "overall", "lot", "idea", "opinion", "answer", "question"]);
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

/** "suggestion": a neutral answer to "what should we improve?" names a problem without judging it. */
type Mood = "negative" | "positive" | "neutral" | "suggestion";

const TEMPLATES: Record<Mood, { phrase: string[]; quote: string[] }> = {
  negative: {
    phrase: [
      "What went wrong with {p}, and what would have made it better?",
      "Sorry to hear about {p}: what exactly happened, and what should we change to fix it?",
      "What would need to change about {p} for you to be happy with it?",
      "How did {p} get in your way, and what would you fix first?",
    ],
    quote: [
      'You said "{q}": what went wrong, and what would fix it for you?',
      'Thanks for being honest about "{q}": what should we change first?',
      'What is behind "{q}", and what would make it better next time?',
    ],
  },
  positive: {
    phrase: [
      "What made {p} so good for you?",
      "Glad to hear about {p}! What exactly worked well?",
      "What stood out most about {p}?",
      "What should we make sure to keep about {p}?",
    ],
    quote: [
      'You said "{q}": what made it work so well for you?',
      'Glad to hear "{q}"! What stood out most?',
      'What made you say "{q}"?',
    ],
  },
  suggestion: {
    phrase: [
      "What would make {p} better for you?",
      "What is the one change to {p} that would help you most?",
      "What bothers you most about {p} today?",
    ],
    quote: [
      'What would "{q}" look like if we got it right?',
      'Could you say a bit more about "{q}" and why it matters to you?',
    ],
  },
  neutral: {
    phrase: [
      "Could you tell us a bit more about {p} and what you would change?",
      "What would make {p} better for you?",
      "What is the one thing about {p} you would improve?",
    ],
    quote: [
      'Could you say a bit more about "{q}"?',
      'What is the main reason for your answer "{q}"?',
      'What would have changed your answer "{q}"?',
    ],
  },
};
const MIXED = [
  "You liked {pos} but not {neg}: what would fix {neg} for you?",
  "Glad {pos} worked for you; what went wrong with {neg}, and how could we fix it?",
  "What would make {neg} as good as {pos}?",
];
const FALLBACKS = [
  "What would have made your experience better?",
  "Is there anything else you would like to add?",
  "What is the one thing you would change?",
  "Could you tell us a little more about that?",
];

function display(p: NounPhrase, keepCase: (word: string) => boolean): string {
  const det = p.det ? `${FLIP[p.det] ?? p.det} ` : "";
  const words = p.words
    .map((w, i) =>
      (i > 0 || p.offset > 0 || keepCase(w)) && /^\p{Lu}/u.test(w) ? w : (FLIP[w.toLowerCase()] ?? w.toLowerCase()),
    )
    .join(" ")
    .replace(/ 's\b/g, "'s");
  // "customer service" reads better as "the customer service" inside a question.
  return `${det || (p.pos.at(-1) === "PROPN" ? "" : "the ")}${words}`;
}

interface Spot {
  text: string;
  raw: number;
  offset: number;
}

function clauseOf(clauses: ClauseScore[], offset: number): ClauseScore | undefined {
  return clauses.find((c) => offset >= c.start && offset < c.end) ?? clauses.at(-1);
}

/** Noun phrases of the answer with the sentiment of the clause each sits in. */
function spots(text: string, clauses: ClauseScore[], question: string): Spot[] {
  // A capital at the start of the answer is only a name if the question writes it so too.
  const keepCase = (w: string) => question.includes(w) || /^[\p{Lu}\d]{2,}$/u.test(w);
  const tokens = joinHyphens(tagTexts([text])[0] ?? []);
  const out: Spot[] = [];
  for (const p of nounPhrases(tokens)) {
    const headLemma = (p.lemmas.at(-1) ?? "").toLowerCase();
    if (VAGUE_HEADS.has(headLemma) || p.words.join(" ").length > 60) continue;
    const shown = display(p, keepCase);
    if (out.some((s) => s.text === shown)) continue;
    out.push({ text: shown, raw: clauseOf(clauses, p.offset)?.raw ?? 0, offset: p.offset });
  }
  return out;
}

function quoteOf(text: string): string | undefined {
  const clean = text.replace(/[\s.!?…]+$/u, "").replace(/"/g, "'");
  const words = clean.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  if (words.length <= 8 && clean.length <= 60) return clean;
  return undefined;
}

function tokensOf(text: string): Set<string> {
  return new Set(normalise(text).match(/[\p{L}\d]+/gu) ?? []);
}

function similar(a: string, b: string): boolean {
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (ta.size === 0 || tb.size === 0) return false;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / Math.min(ta.size, tb.size) >= 0.8 || normalise(a) === normalise(b);
}

/** First four words, so a second follow-up does not reuse the first one's template. */
function opening(text: string): string {
  return normalise(text).split(" ").slice(0, 4).join(" ");
}

function rotate<T>(items: T[], by: number): T[] {
  if (items.length === 0) return items;
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/**
 * One follow-up question about what the respondent said: what went wrong and what would fix it
 * after a negative answer, what made it good after a positive one. It picks up a phrase the
 * respondent used and never repeats the original question or an earlier follow-up.
 */
export function followUp(input: FollowUpInput): string {
  const text = squish(input.answer);
  const asked = [input.question, ...(input.previous ?? [])];
  const seed = hash(`${normalise(input.question)}|${normalise(text)}|${asked.length}`);
  const overall = scoreAnswer({
    id: "1",
    question: input.question,
    type: "open-ended",
    answer: text,
    isFollowUp: false,
  });
  const { clauses, score: ownScore, hits } = analyzeText(text);
  const found = spots(text, clauses, input.question);
  const mood: Mood = overall.label === "negative" && ownScore === 0 ? "suggestion" : overall.label;

  const candidates: string[] = [];
  const best = (sign: number) =>
    [...found].sort((a, b) => sign * (b.raw - a.raw) || found.indexOf(a) - found.indexOf(b))[0];
  // Within a clause, the phrase nearest the words that carry the feeling ("the cake was lovely").
  const near = (sign: number) => (s: Spot) =>
    Math.min(
      ...hits.filter((h) => Math.sign(h.v) === sign).map((h) => Math.abs(h.offset - s.offset) / Math.abs(h.v)),
      1e9,
    );
  const byDistance = (list: Spot[], sign: number) => list.sort((a, b) => near(sign)(a) - near(sign)(b));
  const pos = byDistance(
    found.filter((s) => s.raw >= 0.5),
    1,
  );
  const neg = byDistance(
    found.filter((s) => s.raw <= -0.5),
    -1,
  );
  const positive = pos[0] ?? best(1);
  const negative = neg[0] ?? best(-1);
  if (pos.length > 0 && neg.length > 0 && positive && negative && positive.text !== negative.text) {
    for (const t of rotate(MIXED, seed))
      candidates.push(t.replaceAll("{pos}", positive.text).replaceAll("{neg}", negative.text));
  }
  // Phrases in order of relevance: the one in the clause that carries the answer's mood first.
  const ordered = mood === "negative" ? [...neg, ...found] : mood === "positive" ? [...pos, ...found] : found;
  const phrases = [...new Set(ordered.map((s) => s.text))];
  const templates = TEMPLATES[mood];
  for (const p of phrases) {
    for (const t of rotate(templates.phrase, seed)) candidates.push(t.replaceAll("{p}", p));
  }
  const quote = quoteOf(text);
  if (quote) for (const t of rotate(templates.quote, seed)) candidates.push(t.replaceAll("{q}", quote));
  const generic = rotate(FALLBACKS, seed);

  // Prefer a new phrase of the answer, then a new wording about the same phrase, then anything unasked.
  const openings = new Set((input.previous ?? []).map(opening));
  const fresh = (c: string) => !asked.some((a) => similar(a, c));
  const newWording = (c: string) => fresh(c) && !openings.has(opening(c));
  const pick =
    candidates.find((c) => newWording(c) && !(input.previous ?? []).some((p) => mentionsSame(p, c, phrases))) ??
    candidates.find(newWording) ??
    generic.find(newWording) ??
    [...candidates, ...generic].find(fresh) ??
    `${FALLBACKS[seed % FALLBACKS.length]?.replace(/\?$/, "") ?? "Could you tell us more"} (follow-up ${asked.length})?`;
  return capitalise(pick.trim());
}

/** True when both questions ask about the same phrase of the answer. */
function mentionsSame(previous: string, candidate: string, phrases: string[]): boolean {
  const p = normalise(previous);
  const c = normalise(candidate);
  return phrases.some((ph) => {
    const n = normalise(ph);
    return n.length > 4 && p.includes(n) && c.includes(n);
  });
}
