import type { FollowUpInput } from "../engine.ts";
import { squish, type TaggedToken } from "./nlp.ts";
import { type NounPhrase, nounPhrases, tagSentences, VAGUE_NOUNS } from "./phrases.ts";
import { type AnswerKind, isEnglishWord, isProfane, saysNothing, screenAnswer } from "./screen.ts";
import { questionPolarity, scoreText } from "./sentiment.ts";
import { hash, normalise } from "./util.ts";

/** Heads too vague to ask about ("the whole experience", "everything"). */
const VAGUE_HEADS = new Set([
  ...VAGUE_NOUNS,
  "experience",
  "overall",
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
]);
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
  ],
  gibberish: [
    "I didn't quite catch that. Could you put your answer in a few words?",
    "Could you try that again in a sentence or two?",
  ],
  hostile: [
    "Understood. If you could change one thing, what would it be?",
    "Fair enough. Is there anything you would like the team to know?",
  ],
  foreign: [
    "Thank you. Could you tell us a little more, in English if you can?",
    "Thanks. Could you sum that up in a few words of English?",
  ],
  "off-topic": [
    "Thanks. Coming back to the question, what is the first thing that comes to mind?",
    "No problem. In a few words, what would you say to the question above?",
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
  story: [
    "What happened with {p}?",
    "How did the problem with {p} affect you?",
    "What would have prevented the problem with {p}?",
  ],
  problem: [
    "Could you describe a specific time when {p} caused a problem for you?",
    "How much did {p} affect your experience overall?",
    "What would {p} ideally be like for you?",
    "If you could change one thing about {p}, what would it be?",
  ],
  praise: [
    "What in particular about {p} stood out to you?",
    "Could you describe a moment when {p} made a difference for you?",
    "How does {p} compare with what you have found elsewhere?",
    "What about {p} should stay exactly as it is?",
  ],
  wish: [
    "What difference would {p} make for you?",
    "When do you notice the need for {p} most?",
    "Where would {p} help you most?",
  ],
  mention: [
    "Could you tell me more about {p}?",
    "What is it about {p} that matters most to you?",
    "Could you give an example involving {p}?",
  ],
};
type Angle = keyof typeof ABOUT;
/** Probes for answers without a phrase to pick up ("ok", "great", "it kept crashing"). */
const BARE: Record<"negative" | "positive" | "neutral", string[]> = {
  negative: [
    "Could you walk me through what happened?",
    "What was the main problem for you?",
    "What would have made it work for you?",
  ],
  positive: [
    "What stood out most for you?",
    "Could you give an example of what worked well?",
    "What should stay exactly as it is?",
  ],
  neutral: [
    "What would have made it better for you?",
    "What is the main reason for your answer?",
    "Could you say a bit more about that?",
  ],
};
const REASON_GIVEN = ["Could you give an example of when that happened?", "How did that affect you?"];
const COMPARED = ["What was the biggest difference you noticed?", "What do others do differently, in your experience?"];
const LIST = ["Of {list}, which one matters most to you?", "Which of {list} made the biggest difference for you?"];
const MIXED = ["What would {neg} need to be like to match {pos}?", "How much did {neg} take away from {pos} for you?"];
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
/** Quantity words that open a phrase but are not part of the thing ("many steps"). */
const QUANTITIES = new Set("too not very so many few much several some any enough lots plenty".split(" "));
/** People in the respondent's life: who told them, not what they think about. */
const BYSTANDERS = new Set(
  "friend friends partner wife husband family colleague colleagues kid kids child children mum mom dad boss son daughter neighbour neighbor".split(
    " ",
  ),
);
/** "what would make you...?", "what should we add?": the answer names wishes, not praise. */
const ASKS_FOR_WISHES =
  /\bwhat would (make|help|you (like|want|add|change|need))\b|\bwhat (should|could) (we|they) (add|offer|do)\b|\blike to see\b|\bwish\b|\bmissing\b/i;

/** A phrase worth naming: real words (or a name), nothing vague, nothing rude, no stray verb. */
function usable(p: NounPhrase, original: string[], tokens: TaggedToken[], question: string): boolean {
  const headLemma = (p.lemmas.at(-1) ?? "").toLowerCase();
  if (BYSTANDERS.has(headLemma) || p.words.length > 5) return false;
  if (p.words.length === 1 && VAGUE_HEADS.has(headLemma)) return false;
  const before = tokens[p.start - 1]?.value.toLowerCase() ?? "";
  const after = tokens[p.end];
  // "people who work": a word after a relative pronoun is its verb.
  if (/^(who|that|which)$/.test(before) && p.words.length === 1) return false;
  // "kept logging me out": an "-ing" word with an object is a verb.
  if (p.words.length === 1 && /ing$/i.test(p.words[0] ?? "") && !p.det && /^(PRON|DET)$/.test(after?.pos ?? ""))
    return false;
  if (p.words.length === 1 && /ing$/i.test(p.words[0] ?? "") && !p.det && p.pos[0] !== "NOUN") return false;
  return original.every((w) => {
    if (isProfane(w)) return false;
    if (question.toLowerCase().includes(w.toLowerCase())) return true;
    if (/^\p{Lu}/u.test(w)) return true;
    return w.split("-").every((part) => isEnglishWord(part)) || /^\d+$/.test(w);
  });
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
    !/[,;&]| and | or /.test(text) &&
    tokens.every((t) => !/^(AUX|PRON|DET|ADP|SCONJ)$/.test(t.pos)) &&
    /^(NOUN|PROPN|VERB)$/.test(tokens.filter((t) => t.pos !== "PUNCT").at(-1)?.pos ?? "");
  if (fragment) {
    const words = text.replace(/[.!?…]+$/u, "").split(" ");
    return words.every((w) => isEnglishWord(w) || /^\p{Lu}/u.test(w)) ? [{ words, det: "", start: 0, lemmas: [] }] : [];
  }
  const out: Found[] = [];
  for (const p of nounPhrases(tokens)) {
    const original = p.words.map((w, i) => {
      const offset = tokens[p.start + i]?.offset ?? 0;
      return text.slice(offset, offset + w.length);
    });
    if (usable(p, original, tokens, question))
      out.push({ words: original, det: p.det, start: p.offset, lemmas: p.lemmas });
  }
  return out;
}

/** The phrases of an answer, shown as a question would name them. */
function phrasesOf(text: string, question: string, hypothetical: boolean): Phrase[] {
  const out: Phrase[] = [];
  for (const f of found(text, question)) {
    let { words, start } = f;
    while (words.length > 1 && QUANTITIES.has((words[0] ?? "").toLowerCase())) {
      start = text.indexOf(words[1] ?? "", start);
      words = words.slice(1);
    }
    const before = text.slice(0, start).toLowerCase();
    const scarce = /\b(too few|not enough|lack of|more)\s+$/.test(before);
    const excess = /\btoo many\s+$/.test(before);
    const name = /^\p{Lu}/u.test(words[0] ?? "") && start > 0;
    const wish = !name && (scarce || excess || WISH_WORDS.test(words[0] ?? "") || (hypothetical && !f.det));
    const shown = words
      .map((w, i) => {
        const name =
          /^[\p{Lu}\d]{2,}$/u.test(w) || question.includes(w) || (/^\p{Lu}/u.test(w) && (i > 0 || start > 0));
        return name ? w : (FLIP[w.toLowerCase()] ?? w.toLowerCase());
      })
      .join(" ")
      .replace(/ 's\b/g, "'s");
    const proper = /^\p{Lu}/u.test(shown);
    const det = f.det && f.det !== "a" && f.det !== "an" ? `${FLIP[f.det] ?? f.det} ` : "the ";
    const quantity = scarce && !/^more\b/i.test(shown) ? "more " : excess ? "fewer " : "";
    const named = wish ? `${quantity}${shown}` : proper ? shown : `${det}${shown}`;
    if (out.some((o) => o.text.toLowerCase() === named.toLowerCase())) continue;
    out.push({ text: named, start, end: start + words.join(" ").length, wish });
  }
  return out;
}

const PAST =
  /\b(\w+ed|kept|lost|broke|took|went|came|got|left|made|gave|told|said|sent|found|forgot|ran|fell|stopped|crashed)\b(?<!\b(?:need|tired|interested|bored|used|bed|red|shed|speed|feed|seed|weed|hundred)\b)/i;
const CONTRAST = /^(but|though|although|however|yet|except|whereas)\b/i;

/** Clauses of the answer with their sentiment; a neutral clause after "but" turns against the one before. */
function clausesOf(text: string): Clause[] {
  const out: Clause[] = [];
  const re = /[.;!?]+\s*|,\s*|\s+(?=(?:but|though|although|however|whereas|except)\b)/gi;
  let from = 0;
  for (const m of [...text.matchAll(re), null]) {
    const end = m ? (m.index ?? 0) : text.length;
    const part = text.slice(from, end);
    if (/\p{L}/u.test(part)) {
      const trimmed = part.trim();
      const contrast = CONTRAST.test(trimmed);
      let label = scoreText(trimmed).label;
      const before = out.at(-1);
      if (contrast && label === "neutral" && before && before.label !== "neutral")
        label = before.label === "positive" ? "negative" : "positive";
      out.push({ start: from, end, label, contrast });
    }
    from = m ? end + m[0].length : text.length;
  }
  return out;
}

function rotate<T>(items: T[], by: number): T[] {
  if (items.length === 0) return items;
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** Three or more phrases in a row joined only by commas and "and": a list. */
function listIn(text: string, phrases: Phrase[]): Phrase[] {
  let run: Phrase[] = [];
  let best: Phrase[] = [];
  for (const p of phrases) {
    const last = run.at(-1);
    const between = last ? text.slice(last.end, p.start) : "";
    if (last && /^\s*(,|and|or|&|, and|, or)?\s*(the|a|an|my|our|some)?\s*$/i.test(between)) run.push(p);
    else run = [p];
    if (run.length > best.length) best = [...run];
  }
  return best.length >= 3 && best.length <= 5 ? best : [];
}

/** Candidate probes for a valid answer, best first. */
function probes(text: string, question: string, seed: number): string[] {
  const polarity = questionPolarity(question);
  const hypothetical = ASKS_FOR_WISHES.test(question) && polarity >= 0;
  const phrases = phrasesOf(text, question, hypothetical);
  const clauses = clausesOf(text);
  // "It kept logging me out", "arrived late": an answer that tells events gets asked what happened.
  const storyAt = (offset: number) => {
    const clause = clauses.find((c) => offset >= c.start && offset < c.end);
    return clause !== undefined && PAST.test(text.slice(clause.start, clause.end));
  };
  const labelOf = (p: Phrase) => clauses.find((c) => p.start >= c.start && p.start < c.end)?.label ?? "neutral";
  const angleOf = (p: Phrase): Angle => {
    if (p.wish) return "wish";
    const label = labelOf(p);
    if (label === "negative" || (label === "neutral" && polarity < 0)) return storyAt(p.start) ? "story" : "problem";
    if (label === "positive" || (label === "neutral" && polarity > 0)) return "praise";
    return "mention";
  };
  // Wishes first, then problems, then praise: what the owner most needs to hear more about.
  const rank: Record<Angle, number> = { wish: 0, story: 1, problem: 1, praise: 2, mention: 3 };
  const ordered = [...phrases].sort((a, b) => rank[angleOf(a)] - rank[angleOf(b)] || a.start - b.start);
  const out: string[] = [];
  const list = listIn(text, phrases);
  if (list.length > 0) {
    const named = `${list
      .slice(0, -1)
      .map((p) => p.text)
      .join(", ")} and ${list.at(-1)?.text}`;
    for (const t of rotate(LIST, seed)) out.push(t.replace("{list}", named));
  }
  const firstPos = phrases.find((p) => angleOf(p) === "praise");
  const firstNeg = phrases.find((p) => angleOf(p) === "problem");
  if (firstPos && firstNeg && clauses.some((c) => c.contrast)) {
    for (const t of rotate(MIXED, seed))
      out.push(t.replaceAll("{neg}", firstNeg.text).replaceAll("{pos}", firstPos.text));
  }
  const phraseProbes = ordered.flatMap((p) => rotate(ABOUT[angleOf(p)], seed).map((t) => t.replaceAll("{p}", p.text)));
  const lower = text.toLowerCase();
  const extra: string[] = [];
  if (/\b(because|since|due to|which meant|so that)\b/.test(lower) && text.split(" ").length > 6)
    extra.push(...rotate(REASON_GIVEN, seed));
  if (/\b(than|elsewhere|compared|used to|anymore|other (places|shops|apps|sites|ones))\b/.test(lower))
    extra.push(...rotate(COMPARED, seed));
  const mood = scoreText(text).label;
  const bare = rotate(BARE[polarity < 0 && mood === "neutral" ? "negative" : mood], seed);
  // A list leads; otherwise the first phrase probe, then reasons and comparisons, then the rest.
  const [lead, ...rest] = phraseProbes;
  return [...out.slice(0, list.length > 0 ? 2 : 0), ...(lead ? [lead] : []), ...out, ...extra, ...rest, ...bare];
}

/** Probes for an answer the screen turned away. */
function screened(kind: Exclude<AnswerKind, "valid">, text: string, question: string): string[] {
  if (kind === "empty" && saysNothing(text)) {
    const polarity = questionPolarity(question);
    if (polarity < 0) return [...NOTHING_TO_FIX, ...SCREENED.empty];
    if (polarity > 0) return [...NOTHING_TO_PRAISE, ...SCREENED.empty];
  }
  const list = [...SCREENED[kind]];
  // Off-topic: a short question can simply be asked again, in other words around it.
  const q = squish(question);
  if (kind === "off-topic" && q.length <= 90 && q.endsWith("?") && (q.match(/\?/g) ?? []).length === 1) {
    list.unshift(`No problem. To come back to the question: ${q.charAt(0).toLowerCase()}${q.slice(1)}`);
  }
  return list;
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
  return shared / Math.min(ta.size, tb.size) >= 0.8;
}

/** First three words: a second follow-up does not reuse the first one's shape. */
function opening(text: string): string {
  return normalise(text).split(" ").slice(0, 3).join(" ");
}

/**
 * One follow-up question, as an interviewer would ask it. The answer is screened first: empty,
 * garbled, hostile, off-topic or foreign answers are never quoted and get a gentle, general probe.
 * A real answer gets a probe about what it says: what happened with the thing it criticises, what
 * stood out about the thing it praises, the difference a wish would make, which of several things
 * counts most. Never the original question again, never an earlier follow-up.
 */
export function followUp(input: FollowUpInput): string {
  const text = squish(input.answer);
  const previous = input.previous ?? [];
  const asked = [input.question, ...previous];
  const seed = hash(`${normalise(input.question)}|${normalise(text)}|${asked.length}`);
  const kind = screenAnswer(text);
  const candidates = kind === "valid" ? probes(text, input.question, seed) : screened(kind, text, input.question);
  const openings = new Set(previous.map(opening));
  const fresh = (c: string) => !asked.some((a) => similar(a, c));
  const pick =
    candidates.find((c) => fresh(c) && !openings.has(opening(c))) ??
    candidates.find(fresh) ??
    rotate(LAST_RESORT, seed).find(fresh) ??
    LAST_RESORT[seed % LAST_RESORT.length] ??
    "Could you tell us a little more about that?";
  return pick;
}
