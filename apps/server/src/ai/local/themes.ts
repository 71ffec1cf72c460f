import { WORDS } from "./lexicon.ts";
import { type TaggedToken, tagTexts } from "./nlp.ts";
import { joinHyphens, nounPhrases, VAGUE_NOUNS } from "./phrases.ts";
import type { ClauseScore } from "./sentiment.ts";

export interface ThemeItem {
  text: string;
  /** Clause ranges and scores of the text (from analyzeText), so a phrase gets its own clause's sentiment. */
  clauses: ClauseScore[];
  /** Question polarity: a neutral mention under "what should we improve?" counts as negative. */
  polarity: -1 | 0 | 1;
  /** Question the text answers, for per-question keywords. */
  group: string;
}

export interface Theme {
  label: string;
  /** Answers mentioning it. */
  count: number;
  negative: number;
  positive: number;
  /** Lemmatised noun part ("service" for "slow service"). */
  nouns: string;
  multiword: boolean;
}

export interface ThemeResult {
  all: Theme[];
  byGroup: Map<string, Theme[]>;
  /** Answers with text. */
  documents: number;
}

/** Adjectives that say nothing about the topic ("other", "whole", "same"). */
const EMPTY_ADJECTIVES = new Set(
  "other many much few several various same different whole entire overall main own certain such more most less last first next only little big real actual general usual additional whatever able sure full".split(
    " ",
  ),
);
/** Generic praise and blame collapse into one theme ("great food" and "good food"). */
const GOOD = new Set(
  "good great excellent amazing awesome fantastic wonderful brilliant nice lovely perfect superb outstanding incredible fab fabulous".split(
    " ",
  ),
);
const BAD = new Set("bad poor terrible awful horrible dreadful shocking appalling rubbish".split(" "));
/** Single nouns too general to be a theme on their own. */
const GENERIC = new Set(
  [
    ...VAGUE_NOUNS,
    "experience",
    "place",
    "everything",
    "anything",
    "nothing",
    "something",
    "people",
    "person",
    "guy",
    "job",
    "fact",
    "idea",
    "option",
    "options",
    "question",
    "questions",
    "answer",
    "survey",
    "feedback",
    "opinion",
    "reason",
    "example",
    "level",
    "point",
    "end",
    "start",
    "n/a",
    "na",
  ].map((w) => w.toLowerCase()),
);

const stems = new Map<string, string>();
function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stemUncached(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}

function stemUncached(word: string): string {
  return word
    .replace(/-/g, "")
    .replace(/(ies)$/, "y")
    .replace(/(ing|ed|es|s)$/, "")
    .replace(/(.)\1$/, "$1");
}

/** Key for near-duplicates: "wait times" = "waiting time" = "wait-time". */
function squashKey(words: string[]): string {
  return words.map(stem).join("");
}

interface Mention {
  key: string;
  label: string;
  nouns: string;
  nounKey: string;
  multiword: boolean;
  sentiment: number;
}

interface Acc {
  labels: Map<string, number>;
  count: number;
  negative: number;
  positive: number;
  nouns: string;
  multiword: boolean;
}

function mentionsOf(tokensText: ReturnType<typeof tagTexts>[number], item: ThemeItem): Mention[] {
  const out = new Map<string, Mention>();
  const tokens = joinHyphens(tokensText);
  for (const p of nounPhrases(tokens)) {
    const adjectives: string[] = [];
    const nouns: string[] = [];
    p.words.forEach((w, i) => {
      const lemma = (p.lemmas[i] ?? w).toLowerCase();
      if (!/\p{L}/u.test(lemma) || lemma === "'s") return;
      // Sentiment words before the head describe it ("great coffee"), even when tagged as a name.
      const describes = p.pos[i] === "ADJ" || (p.pos[i] === "PROPN" && i < p.words.length - 1 && WORDS.has(lemma));
      if (describes && nouns.length === 0) {
        if (!EMPTY_ADJECTIVES.has(lemma)) adjectives.push(lemma);
      } else {
        nouns.push(lemma);
      }
    });
    if (nouns.length === 0) continue;
    if (nouns.length === 1 && GENERIC.has(nouns[0] ?? "")) {
      if (adjectives.length === 0) continue;
    }
    const clause = item.clauses.find((c) => p.offset >= c.start && p.offset < c.end);
    const raw = clause?.raw ?? 0;
    const sentiment = raw <= -0.4 ? -1 : raw >= 0.4 ? 1 : item.polarity;
    const nounLabel = nouns.join(" ");
    const add = (adjs: string[]) => {
      const canonical = adjs.map((a) => (GOOD.has(a) ? "+" : BAD.has(a) ? "-" : a));
      const key = squashKey([...canonical, ...nouns]);
      const previous = out.get(key);
      if (previous && previous.sentiment <= sentiment) return;
      out.set(key, {
        key,
        label: [...adjs, nounLabel].join(" "),
        nouns: nounLabel,
        nounKey: squashKey(nouns),
        multiword: adjs.length + nouns.length > 1,
        sentiment,
      });
    };
    if (!(nouns.length === 1 && GENERIC.has(nouns[0] ?? ""))) add([]);
    // "slow service" is also a mention of "service"; keep the most telling adjective only.
    // "The service was slow" says the same as "slow service".
    const last = adjectives.at(-1) ?? predicate(tokens, p.end);
    if (last) add([last]);
  }
  return [...out.values()];
}

const BE = new Set("be is are was were been being am 's".split(" "));

/** The adjective in "<phrase> was (really) slow", unless negated. */
function predicate(tokens: TaggedToken[], end: number): string | undefined {
  let k = end;
  if (!BE.has(tokens[k]?.value.toLowerCase() ?? "")) return undefined;
  k++;
  while (tokens[k]?.pos === "ADV" || tokens[k]?.pos === "PART") {
    if (/^(not|never|n't)$/.test(tokens[k]?.value.toLowerCase() ?? "")) return undefined;
    k++;
  }
  const adjective = tokens[k];
  if (adjective?.pos !== "ADJ") return undefined;
  const lemma = adjective.lemma.toLowerCase();
  // "too" was skipped above: "the wait was too long" is a "long wait" complaint all the same.
  return EMPTY_ADJECTIVES.has(lemma) ? undefined : lemma;
}

function finish(acc: Map<string, Acc>): Theme[] {
  return [...acc.values()].map((a) => {
    let label = "";
    let best = -1;
    for (const [l, n] of a.labels) {
      if (n > best || (n === best && l < label)) {
        label = l;
        best = n;
      }
    }
    return {
      label,
      count: a.count,
      negative: a.negative,
      positive: a.positive,
      nouns: a.nouns,
      multiword: a.multiword,
    };
  });
}

function add(acc: Map<string, Acc>, m: Mention, weight: number): void {
  let a = acc.get(m.key);
  if (!a) {
    a = { labels: new Map(), count: 0, negative: 0, positive: 0, nouns: m.nouns, multiword: m.multiword };
    acc.set(m.key, a);
  }
  a.labels.set(m.label, (a.labels.get(m.label) ?? 0) + weight);
  a.count += weight;
  if (m.sentiment < 0) a.negative += weight;
  if (m.sentiment > 0) a.positive += weight;
}

/** One edit apart (a typo), for words long enough that it is not another word. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 6) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Folds misspellings ("resturant") into the more frequent spelling. */
function mergeTypos(acc: Map<string, Acc>): void {
  const keys = [...acc.keys()].sort((x, y) => (acc.get(y)?.count ?? 0) - (acc.get(x)?.count ?? 0)).slice(0, 300);
  for (let i = 0; i < keys.length; i++) {
    const big = acc.get(keys[i] ?? "");
    if (!big) continue;
    for (let j = i + 1; j < keys.length; j++) {
      const key = keys[j] ?? "";
      const small = acc.get(key);
      if (!small || !oneEditApart(keys[i] ?? "", key) || small.multiword !== big.multiword) continue;
      for (const [label, n] of small.labels) big.labels.set(label, (big.labels.get(label) ?? 0) + n);
      big.count += small.count;
      big.negative += small.negative;
      big.positive += small.positive;
      acc.delete(key);
    }
  }
}

/**
 * Noun phrases respondents use, lemmatised, counted once per answer, with how many mentions sat
 * in a negative or positive clause. Identical answers are tagged once.
 */
export function collectThemes(items: ThemeItem[]): ThemeResult {
  const unique = new Map<string, number>();
  const texts: string[] = [];
  for (const item of items) {
    if (!unique.has(item.text)) {
      unique.set(item.text, texts.length);
      texts.push(item.text);
    }
  }
  // Items arrive squished (their clause offsets depend on it). Lower case, because wink tags a
  // capitalised first word as a proper noun ("Slow service!"), which would split the theme.
  const tagged = tagTexts(texts.map(lowerKeepingLength), true);
  const all = new Map<string, Acc>();
  const groups = new Map<string, Map<string, Acc>>();
  const cache = new Map<string, Mention[]>();
  for (const item of items) {
    const cacheKey = `${item.polarity}|${item.text}`;
    let mentions = cache.get(cacheKey);
    if (!mentions) {
      mentions = mentionsOf(tagged[unique.get(item.text) ?? 0] ?? [], item);
      cache.set(cacheKey, mentions);
    }
    let group = groups.get(item.group);
    if (!group) {
      group = new Map();
      groups.set(item.group, group);
    }
    for (const m of mentions) {
      add(all, m, 1);
      add(group, m, 1);
    }
  }
  mergeTypos(all);
  for (const g of groups.values()) mergeTypos(g);
  return {
    all: finish(all),
    byGroup: new Map([...groups].map(([k, v]) => [k, finish(v)])),
    documents: items.length,
  };
}

function lowerKeepingLength(text: string): string {
  return text.replace(/\p{Lu}/gu, (c) => {
    const lower = c.toLowerCase();
    return lower.length === c.length ? lower : c;
  });
}

function ranked(themes: Theme[]): Theme[] {
  return [...themes].sort(
    (a, b) => b.count - a.count || Number(b.multiword) - Number(a.multiword) || a.label.localeCompare(b.label),
  );
}

/**
 * The themes worth showing: the most frequent, a lone noun left out when a longer phrase says
 * the same ("slow service (12)" rather than also "service (13)").
 */
export function pickThemes(themes: Theme[], max: number, documents: number): Theme[] {
  const minCount = documents >= 10 ? 2 : 1;
  const candidates = ranked(themes).filter((t) => t.count >= minCount);
  const out: Theme[] = [];
  for (const t of candidates) {
    if (out.length >= max) break;
    if (!t.multiword) {
      const covered = candidates.some((m) => m.multiword && m.nouns === t.nouns && m.count >= 0.6 * t.count);
      if (covered) continue;
    }
    if (out.some((o) => o.label === t.label)) continue;
    out.push(t);
  }
  return out;
}

export function formatTheme(t: Theme): string {
  return `${t.label} (${t.count})`;
}
