import { z } from "zod";
import aspectsJson from "./data/aspects.json" with { type: "json" };
import foods from "./data/foods.json" with { type: "json" };
import nounRelations from "./data/noun-relations.json" with { type: "json" };
import occupations from "./data/occupations.json" with { type: "json" };
import pastimes from "./data/pastimes.json" with { type: "json" };
import { WORDS } from "./lexicon.ts";
import { type TaggedToken, tagTexts } from "./nlp.ts";
import { BYSTANDERS, joinHyphens, nounPhrases, VAGUE_NOUNS } from "./phrases.ts";
import type { ClauseScore } from "./sentiment.ts";
import { wordSet } from "./util.ts";

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
  /** Of its answers, how many each vocabulary theme (by index) also holds. */
  heldBy?: Map<number, number>;
  /** The words its answers said for it, folded ones too ("lavender", "roses" under "plants"). */
  said: string[];
  /** Answers that said it only in passing, in a clause none of their themes is in. */
  aside?: number;
}

export interface ThemeResult {
  all: Theme[];
  byGroup: Map<string, Theme[]>;
  /** Answers with text. */
  documents: number;
}

/** Adjectives that say nothing about the topic ("other", "whole", "same"). */
const EMPTY_ADJECTIVES = wordSet(
  "other many much few several various same different whole entire overall main own certain such more most less last first next only little big real actual general usual additional whatever able sure full",
);
/** Generic praise and blame collapse into one theme ("great food" and "good food"). */
const GOOD = wordSet(
  "good great excellent amazing awesome fantastic wonderful brilliant nice lovely perfect superb outstanding incredible fab fabulous",
);
const BAD = wordSet("bad poor terrible awful horrible dreadful shocking appalling rubbish");
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
    // The tagger reads "No." (a plain no) as the abbreviation for "number".
    "no.",
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
    // Spans of time say when, not what ("every few weeks").
    "week",
    "month",
    "year",
    "minute",
    "hour",
    "day",
    "night",
    "morning",
    "evening",
    "weekend",
    "n/a",
    "na",
    // Quantity words tagged as nouns ("we need more"), and shares or amounts of a thing ("half the
    // plants were dead", "loads of people"): they say how much of it, never what about.
    ...EMPTY_ADJECTIVES,
    "half",
    "halves",
    "quarter",
    "dozen",
    "load",
    "loads",
    "heaps",
    "plenty",
    "majority",
    "rest",
    // The respondent's own people say whose it was, not what about: "my son", "the kids".
    ...BYSTANDERS,
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
  /** The compound a lone noun was said in, with its neighbour ("contact lens" for "contact"). */
  pair?: string;
}

interface Acc {
  labels: Map<string, number>;
  /** How many answers said the theme's noun in each compound. */
  pairs?: Map<string, number>;
  count: number;
  negative: number;
  positive: number;
  nouns: string;
  multiword: boolean;
  heldBy?: Map<number, number>;
  /** Answers that said it in a clause of its own beside their themes ("great games, love the dog"). */
  aside?: number;
}

/** A mention's stance: its clause's when the clause has a clear one, else the question's. */
function stanceAt(item: ThemeItem, at: number): number {
  const raw = item.clauses.find((c) => at >= c.start && at < c.end)?.raw ?? 0;
  return raw <= -0.4 ? -1 : raw >= 0.4 ? 1 : item.polarity;
}

function groupOf(groups: Map<string, Map<string, Acc>>, name: string): Map<string, Acc> {
  let group = groups.get(name);
  if (!group) {
    group = new Map();
    groups.set(name, group);
  }
  return group;
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
      // "get her back til four": an adverb before the head says where or when, it names nothing;
      // after a determiner it is a part of the thing ("the back door").
      if (p.pos[i] === "ADV" && nouns.length === 0 && !NAMING_DETERMINERS.has(p.det)) return;
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
    const sentiment = stanceAt(item, p.offset);
    const nounLabel = nouns.join(" ");
    const add = (adjs: string[], words = nouns, pair?: string) => {
      const canonical = adjs.map((a) => (GOOD.has(a) ? "+" : BAD.has(a) ? "-" : a));
      const key = squashKey([...canonical, ...words]);
      const previous = out.get(key);
      if (previous && previous.sentiment <= sentiment) return;
      out.set(key, {
        key,
        label: [...adjs, words === nouns ? nounLabel : words.join(" ")].join(" "),
        nouns: words === nouns ? nounLabel : words.join(" "),
        nounKey: squashKey(words),
        multiword: adjs.length + words.length > 1,
        sentiment,
        ...(pair && { pair }),
      });
    };
    if (!(nouns.length === 1 && GENERIC.has(nouns[0] ?? ""))) add([]);
    // Each thing a compound names is a mention of it: "the laundry room" and "laundry machines" speak of laundry.
    if (nouns.length > 1)
      nouns.forEach((n, i) => {
        if (n.length > 2 && !GENERIC.has(n)) add([], [n], i === 0 ? `${n} ${nouns[1]}` : `${nouns[i - 1]} ${n}`);
      });
    // "slow service" is also a mention of "service"; keep the most telling adjective only.
    // "The service was slow" says the same as "slow service".
    const last = adjectives.at(-1) ?? predicate(tokens, p.end);
    if (last) add([last]);
  }
  return [...out.values()];
}

/** Determiners after which a word tagged as an adverb is still part of a thing's name ("the back door"). */
const NAMING_DETERMINERS = wordSet("the a an my your his its our their this that these those");

const BE = wordSet("be is are was were been being am 's");

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
    // A noun its answers nearly always say in one compound is named by it: "contact lens", not "contact".
    const pairs = new Map<string, number>();
    for (const [pair, n] of a.pairs ?? []) pairs.set(pairKey(pair), (pairs.get(pairKey(pair)) ?? 0) + n);
    for (const [key, n] of pairs) {
      if (n < 2 || n < a.count * PAIR_SHARE) continue;
      let said = 0;
      for (const [pair, m] of a.pairs ?? [])
        if (pairKey(pair) === key && (m > said || (m === said && pair.length < label.length))) {
          label = pair;
          said = m;
        }
    }
    return {
      label,
      count: a.count,
      negative: a.negative,
      positive: a.positive,
      nouns: a.nouns,
      multiword: a.multiword,
      ...(a.heldBy && { heldBy: a.heldBy }),
      ...(a.aside && { aside: a.aside }),
      said: [...a.labels.keys()],
    };
  });
}

const PAIR_SHARE = 0.8;
/** Spellings of one compound as the tagger gives them: "contact lens", "contact lense". */
function pairKey(pair: string): string {
  return pair
    .split(" ")
    .map((w) => w.replace(/s?e?s?$/, ""))
    .join(" ");
}

function add(acc: Map<string, Acc>, m: Mention, weight: number, held: TopicMention[] = []): Acc {
  let a = acc.get(m.key);
  if (!a) {
    a = { labels: new Map(), count: 0, negative: 0, positive: 0, nouns: m.nouns, multiword: m.multiword };
    acc.set(m.key, a);
  }
  a.labels.set(m.label, (a.labels.get(m.label) ?? 0) + weight);
  if (m.pair) {
    a.pairs ??= new Map();
    a.pairs.set(m.pair, (a.pairs.get(m.pair) ?? 0) + weight);
  }
  a.count += weight;
  if (m.sentiment < 0) a.negative += weight;
  if (m.sentiment > 0) a.positive += weight;
  if (held.length === 0) return a;
  a.heldBy ??= new Map();
  for (const t of new Set(held.map((h) => h.theme))) a.heldBy.set(t, (a.heldBy.get(t) ?? 0) + weight);
  return a;
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
      if (small.aside) big.aside = (big.aside ?? 0) + small.aside;
      if (small.heldBy) {
        big.heldBy ??= new Map();
        for (const [t, n] of small.heldBy) big.heldBy.set(t, (big.heldBy.get(t) ?? 0) + n);
      }
      acc.delete(key);
    }
  }
}

/**
 * Noun phrases respondents use, lemmatised, counted once per answer, with how many mentions sat
 * in a negative or positive clause. Identical answers are tagged once.
 */
export function collectThemes(items: ThemeItem[], covered: CoveredItem[] = []): ThemeResult {
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
  const perItem = items.map((item) => {
    const cacheKey = `${item.polarity}|${item.text}`;
    let mentions = cache.get(cacheKey);
    if (!mentions) {
      mentions = mentionsOf(tagged[unique.get(item.text) ?? 0] ?? [], item);
      cache.set(cacheKey, mentions);
    }
    return mentions;
  });
  const folded = foldRelated(perItem);
  items.forEach((item, k) => {
    const group = groupOf(groups, item.group);
    const mentions = new Map<string, Mention>();
    for (const m of perItem[k] ?? []) {
      const into = m.multiword ? undefined : folded.get(m.key);
      // It keeps its own word as a label: the theme is named by the word its answers use most.
      const mention = into ? { ...m, key: into.key, nouns: into.nouns, nounKey: into.key, pair: undefined } : m;
      const previous = mentions.get(mention.key);
      if (!previous || mention.sentiment < previous.sentiment) mentions.set(mention.key, mention);
    }
    for (const m of mentions.values()) {
      add(all, m, 1);
      add(group, m, 1);
    }
  });
  addCovered(all, groups, covered, folded);
  mergeTypos(all);
  for (const g of groups.values()) mergeTypos(g);
  return {
    all: finish(all),
    byGroup: new Map([...groups].map(([k, v]) => [k, finish(v)])),
    documents: items.length,
  };
}

/** An answer a vocabulary theme covers, with the words that named its themes. */
export interface CoveredItem extends ThemeItem {
  /** Its themes, and every theme its words could name (findTopics' third argument). */
  topics: TopicMention[][];
}

/**
 * A thing the other answers name as a noun ("the kitchen") is the topic of a covered answer too
 * when no vocabulary theme took that word there ("more cupboard space in the kitchen"): a word
 * theme is not lost because its answers also said something general. Matched by word, untagged,
 * so covered answers cost no tagging.
 */
function addCovered(
  all: Map<string, Acc>,
  groups: Map<string, Map<string, Acc>>,
  covered: CoveredItem[],
  folded: Map<string, Folded>,
): void {
  if (covered.length === 0) return;
  // By stem: the theme's nouns, and the word said (its label's vote).
  const nouns = new Map<string, { nouns: string; said: string }>();
  // A made thing or place (WordNet's), or a word said in a compound ("courtesy car"), said once is
  // enough: most answers may name it beside a general theme ("the shop closed early", "had to book
  // the courtesy car"). Other words twice: a verb tagged once as a noun ("work") is not a theme.
  for (const [key, a] of all)
    if (!a.multiword && (a.count >= 2 || a.nouns in NOUN_RELATIONS || a.pairs))
      nouns.set(key, { nouns: a.nouns, said: a.nouns });
  for (const [key, into] of folded) {
    const target = nouns.get(into.key);
    if (target) nouns.set(key, { nouns: target.nouns, said: into.from });
  }
  if (nouns.size === 0) return;
  // Per word: the noun it counts toward, or null; most words of most answers are none.
  const targets = new Map<string, { nouns: string; said: string } | null>();
  const targetOf = (w: string) => {
    let t = targets.get(w);
    if (t === undefined) {
      const noun = nouns.get(stem(w));
      t = noun === undefined || vocabularyWord(w) || MODALS.has(w) ? null : noun;
      targets.set(w, t);
    }
    return t;
  };
  // Most covered answers name none of the nouns: a stem they do not contain rules them out unread.
  // Keys are stems without hyphens ("wifi"); "battery" is written "batteries". Any other key: read all.
  const keys = [...nouns.keys()];
  const plain = keys.every((k) => /^[\p{L}\d]+$/u.test(k));
  const any = plain
    ? new RegExp(
        keys
          .map((k) => k.replace(/y$/, ""))
          .sort((a, b) => b.length - a.length)
          .join("|"),
        "iu",
      )
    : undefined;
  const hits = new Map<string, Array<{ w: string; at: number }>>();
  for (const item of covered) {
    let words = hits.get(item.text);
    if (!words) {
      words =
        !any || any.test(item.text.replace(/-/g, ""))
          ? themeTokens(item.text).filter((t) => targetOf(t.w) !== null)
          : [];
      hits.set(item.text, words);
    }
    if (words.length === 0) continue;
    let seen: Set<string> | undefined;
    for (const { w, at } of words) {
      const noun = targetOf(w);
      if (noun === null) continue;
      const folded = w.replace(/e?s$/, "");
      if (item.topics.some((list) => list.some((t) => t.term === folded))) continue;
      const into = stem(noun.nouns);
      seen ??= new Set();
      if (seen.has(into)) continue;
      seen.add(into);
      const sentiment = stanceAt(item, at);
      const m: Mention = { key: into, label: noun.said, nouns: noun.nouns, nounKey: into, multiword: false, sentiment };
      const a = add(all, m, 1, item.topics[0]);
      if (aside(item, at)) a.aside = (a.aside ?? 0) + 1;
      add(groupOf(groups, item.group), m, 1);
    }
  }
}

/** Read untagged, a modal is a verb far more often than a noun: "Can you open later?" says nothing of a can. */
const MODALS = wordSet("can will may might must shall should would could");

/** Said in a clause of its own, beside an answer's themes: "Need more games in the 30 min range. Also your door is adorable". */
function aside(item: CoveredItem, at: number): boolean {
  const themes = item.topics[0] ?? [];
  if (themes.length === 0) return false;
  return themes.every((t) => SENTENCE_BREAK.test(item.text.slice(Math.min(t.at, at), Math.max(t.at, at))));
}
const SENTENCE_BREAK = /[,.;!?()]|\b(?:also|btw|tho|though)\b/i;

/** A word that names or implies a vocabulary theme on its own ("room", "food"): that theme speaks for it. */
function vocabularyWord(w: string): boolean {
  return vocabularyThemesOf(w).length > 0;
}

/** The vocabulary themes a word names or implies on its own ("price": price and value). */
function vocabularyThemesOf(w: string): number[] {
  const { exact, prefixes } = aspects();
  const single = (p: Pattern) => p.parts.length === 1 && !p.exclude;
  const found = [
    ...(exact.get(w) ?? []),
    ...(w.endsWith("s") ? (exact.get(w.slice(0, -1)) ?? []) : []),
    ...(prefixes.get(w.slice(0, 3))?.filter((p) => stemEnds(p.parts[0]?.word ?? "\u0000", w)) ?? []),
  ];
  return [...new Set(found.filter(single).map((p) => p.theme))];
}

/** Where a word folds: the theme's key and nouns, and the word's own nouns. */
interface Folded {
  key: string;
  nouns: string;
  from: string;
}

/**
 * A thing folds into a word theme its answers share when WordNet says what it is in that word:
 * "oven" (a kitchen appliance) and "stove" into "kitchen", when "kitchen" is said more often.
 */
function foldRelated(perItem: Mention[][]): Map<string, Folded> {
  const counts = new Map<string, { nouns: string; count: number }>();
  for (const mentions of perItem)
    for (const m of mentions) {
      if (m.multiword) continue;
      const c = counts.get(m.key);
      if (c) c.count++;
      else counts.set(m.key, { nouns: m.nouns, count: 1 });
    }
  const out = new Map<string, Folded>();
  const byCount = [...counts].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
  for (const [key, { nouns, count }] of byCount) {
    const related = NOUN_RELATIONS[nouns];
    if (!related) continue;
    let best: { key: string; nouns: string; count: number } | undefined;
    for (const word of related.split(" ")) {
      const k = stem(word);
      const target = counts.get(k);
      if (!target || k === key || out.has(k) || target.count < Math.max(2, count) || GENERIC.has(target.nouns))
        continue;
      if (!best || target.count > best.count) best = { key: k, nouns: target.nouns, count: target.count };
    }
    if (best) out.set(key, { key: best.key, nouns: best.nouns, from: nouns });
  }
  // A word folded into one that folded in turn (a tie in counts) goes to the last.
  for (const [key, into] of out) {
    let last = into;
    for (let hops = 0; hops < 5; hops++) last = out.get(last.key) ?? last;
    if (last.key !== key) out.set(key, { ...last, from: into.from });
    else out.delete(key);
  }
  return out;
}
const NOUN_RELATIONS = nounRelations as Record<string, string>;

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
/** Share of a word theme's answers that, said in passing, make it a side remark. */
const ASIDE_SHARE = 0.4;

export function pickThemes(themes: Theme[], max: number, documents: number, shown = new Set<number>()): Theme[] {
  const minCount = documents >= 10 ? 2 : 1;
  const candidates = ranked(themes).filter((t) => t.count >= minCount);
  const out: Theme[] = [];
  for (const t of candidates) {
    if (out.length >= max) break;
    const words = t.nouns.split(" ");
    if (!t.multiword) {
      // "shop" and "gift" beside "gift shop" of about as many answers: the phrase speaks for them.
      const covered = candidates.some(
        (m) => m.multiword && m.nouns.split(" ").includes(t.nouns) && m.count >= 0.6 * t.count,
      );
      if (covered) continue;
    } else if (out.some((o) => !o.multiword && words.includes(o.nouns) && o.count >= t.count)) {
      // "Tiny shop" beside a larger "Shop": one thing, one theme.
      continue;
    }
    if (out.some((o) => o.label === t.label)) continue;
    // A thing most of its answers mention in passing, beside what they answered about, is a side
    // remark ("the dog is adorable" among answers on games and food), not a theme.
    if (!t.multiword && (t.aside ?? 0) >= t.count * ASIDE_SHARE) continue;
    // A shown vocabulary theme that holds most of its answers speaks for it: one topic, one theme.
    if ([...(t.heldBy ?? [])].some(([theme, n]) => shown.has(theme) && n * 2 > t.count)) continue;
    // So does one that the word itself names ("Price" beside "Price and value").
    if (!t.multiword && vocabularyThemesOf(t.nouns).some((theme) => shown.has(theme))) continue;
    out.push(t);
  }
  return out;
}

export function formatTheme(t: Theme): string {
  return `${t.label} (${t.count})`;
}

// ---------------------------------------------------------------------------------------------
// Themes by meaning: aspect vocabularies (data/aspects.json) map what people say ("took forever",
// "waited ages", "faster service please") to one readable theme ("Speed of service").

const aspectsSchema = z.object({
  /** Words in a question that name the kind of form ("coffee shop": restaurant), by domain. */
  domainWords: z.record(z.string(), z.array(z.string().min(1))),
  themes: z
    .array(
      z.object({
        label: z.string().min(1),
        domains: z.array(z.string().min(1)).min(1),
        /** The broader theme it is part of ("Food temperature" of "Food and drink"). */
        within: z.string().optional(),
        /** The part that is its broader theme in other words ("Food taste and quality" of "Food and drink"). */
        core: z.boolean().default(false),
        /** A theme that names the same thing in another trade's words (appointments, bookings). */
        same: z.string().optional(),
        /** "waits": the theme of waiting itself; "waitedFor": what a wait said with it was for (a date, an order). */
        wait: z.enum(["waits", "waitedFor"]).optional(),
        /** Its words are also small talk (the weather): on their own they tie no answer to the question. */
        smallTalk: z.boolean().default(false),
        /** Kinds of thing WordNet knows (data/<kind>.json) that name it where nothing more specific is said nearby. */
        kinds: z.array(z.enum(["occupations", "pastimes", "foods"])).default([]),
        /**
         * Words and phrases that name the theme. "*" ends a prefix; ".." allows up to three words between;
         * MEASURE_WORDS stand for a kind of word ("crowdsize of us": "twenty of us", "16 of us").
         */
        terms: z.array(z.string().min(1)).min(1),
        /** Words that only imply it ("slow"): they yield to another theme's term nearby ("the wifi is slow"). */
        weak: z.array(z.string().min(1)),
        /** Phrases in which its words mean something else ("can't wait to come back"). */
        exclude: z.array(z.string().min(1)),
        /** Things that name it only when nothing more specific is said nearby ("the food" in "the food arrived cold" is about temperature). */
        fallback: z.array(z.string().min(1)).default([]),
        /** Things that name it only when the answer names no other theme ("Tuesdays", "6pm": when, not what). */
        alone: z.array(z.string().min(1)).default([]),
        /** The next step when the theme draws complaints. */
        action: z.string().min(1),
      }),
    )
    .min(1),
});

interface Part {
  word: string;
  /** `word` + "s" and + "es", made once: matching is the engine's hottest loop. */
  plural: string;
  pluralEs: string;
  prefix: boolean;
  /** Up to this many words may come before this one (the ".." in "service .. slow"). */
  gap: number;
}
interface Pattern {
  theme: number;
  parts: Part[];
  weak: boolean;
  exclude: boolean;
  fallback: boolean;
  alone?: boolean;
  /** Its one word when the rest only place or point at it ("the phone"): the asked thing says nothing of the theme. */
  core?: string;
}

export interface AspectTheme {
  label: string;
  action: string;
}

/** Lower-case words of a text with their character offsets; "n't" is "not". */
export function themeTokens(text: string): Array<{ w: string; at: number }> {
  const out: Array<{ w: string; at: number }> = [];
  const lower = text.toLowerCase();
  const re = /^\p{ASCII}*$/u.test(lower) ? ASCII_WORD : WORD;
  re.lastIndex = 0;
  for (let m = re.exec(lower); m !== null; m = re.exec(lower)) {
    const at = m.index;
    let raw = m[0];
    // "£300 for a service": an amount of money speaks of price, so its currency sign is a word.
    if (at > 0 && CURRENCY.has(lower[at - 1] ?? "")) out.push({ w: "£", at: at - 1 });
    if (!raw.includes("'") && !raw.includes("’")) {
      if (raw === "cannot") out.push({ w: "can", at }, { w: "not", at });
      else out.push({ w: raw, at });
      continue;
    }
    raw = raw.replace(/’/g, "'");
    const nt = /^(.*)n't$/.exec(raw);
    if (nt) {
      const head = nt[1] === "ca" ? "can" : nt[1] === "wo" ? "will" : (nt[1] ?? "");
      if (head) out.push({ w: head, at });
      out.push({ w: "not", at });
    } else out.push({ w: raw.replace(/'s$/, ""), at });
  }
  return out;
}
const CURRENCY = new Set(["£", "$", "€"]);
const WORD = /[\p{L}\d&]+(?:['’-][\p{L}\d]+)*/gu;
const ASCII_WORD = /[a-z\d&]+(?:['-][a-z\d]+)*/g;

function compile(term: string, theme: number, weak: boolean, exclude: boolean, fallback = false): Pattern {
  const parts: Part[] = [];
  let gap = 0;
  // The marker must be a word the tokenizer keeps whole.
  // A currency sign alone is the word themeTokens makes of it before an amount.
  const words = CURRENCY.has(term) ? ["£"] : themeTokens(term.replace(/\.\./g, " gapmarker ")).map((t) => t.w);
  for (const raw of words) {
    if (raw === "gapmarker") {
      gap = 3;
      continue;
    }
    const prefix = term.includes(`${raw}*`);
    parts.push({ word: raw, plural: `${raw}s`, pluralEs: `${raw}es`, prefix, gap });
    gap = 0;
  }
  const content = parts.filter((part) => !PATTERN_FUNCTION_WORDS.has(part.word));
  const core = content.length === 1 && !content[0]?.prefix ? content[0]?.word.replace(/e?s$/, "") : undefined;
  return { theme, parts, weak, exclude, fallback, ...(core !== undefined && { core }) };
}
/** Words that only place or point at a term's one word: "the phone" and "over the phone" say "phone". */
const PATTERN_FUNCTION_WORDS = wordSet(
  "the a an my your our their his her its this that by over on in at of to for with",
);

interface AspectIndex {
  themes: AspectTheme[];
  /** Domains each theme belongs to; empty for a theme most forms share (staff, price, cleanliness). */
  domains: string[][];
  /** Per theme, the index of the broader theme it is part of, or -1. */
  within: number[];
  /** Parts that are their broader theme in other words. */
  core: Set<number>;
  /** Per theme, the index of the theme it names the same thing as, or -1. */
  same: number[];
  /** The themes of waiting itself, and those naming what a wait was for. */
  waits: Set<number>;
  waitedFor: Set<number>;
  smallTalk: Set<number>;
  domainWords: Array<[string, string[]]>;
  exact: Map<string, Pattern[]>;
  prefixes: Map<string, Pattern[]>;
}

let aspectIndex: AspectIndex | undefined;
function aspects(): AspectIndex {
  if (aspectIndex) return aspectIndex;
  const data = aspectsSchema.parse(aspectsJson);
  const exact = new Map<string, Pattern[]>();
  const prefixes = new Map<string, Pattern[]>();
  const add = (p: Pattern) => {
    const first = p.parts[0];
    if (!first) return;
    const [map, key] = first.prefix ? [prefixes, first.word.slice(0, 3)] : [exact, first.word];
    const list = map.get(key) ?? [];
    list.push(p);
    map.set(key, list);
  };
  data.themes.forEach((t, i) => {
    for (const term of t.terms) add(compile(term, i, false, false));
    for (const term of t.weak) add(compile(term, i, true, false));
    for (const term of t.exclude) add(compile(term, i, false, true));
    for (const term of t.fallback) add(compile(term, i, true, false, true));
    for (const term of t.alone) add({ ...compile(term, i, true, false, true), alone: true });
  });
  // A business's people go by many titles ("counsellors", "play workers"), its activities by many
  // names ("rounders", "archery"), its café's food by many dishes ("scones"): each is its family,
  // unless a theme already names it ("doctor").
  const named = (w: string) =>
    exact.get(w)?.some((p) => p.parts.length === 1) ||
    prefixes.get(w.slice(0, 3))?.some((p) => p.parts.length === 1 && wordMatches(p.parts[0] as Part, w));
  const words = { occupations, pastimes, foods };
  data.themes.forEach((t, i) => {
    for (const kind of t.kinds) for (const w of words[kind]) if (!named(w)) add(compile(w, i, true, false, true));
  });
  // Longest first, so "slow service" is read before "service".
  for (const map of [exact, prefixes])
    for (const list of map.values()) list.sort((a, b) => b.parts.length - a.parts.length);
  aspectIndex = {
    themes: data.themes.map((t) => ({ label: t.label, action: t.action })),
    domains: data.themes.map((t) => (t.domains.length >= NEUTRAL_DOMAINS ? [] : t.domains)),
    within: data.themes.map((t) => (t.within === undefined ? -1 : data.themes.findIndex((o) => o.label === t.within))),
    same: data.themes.map((t) => (t.same === undefined ? -1 : data.themes.findIndex((o) => o.label === t.same))),
    core: new Set(data.themes.flatMap((t, i) => (t.core ? [i] : []))),
    waits: new Set(data.themes.flatMap((t, i) => (t.wait === "waits" ? [i] : []))),
    waitedFor: new Set(data.themes.flatMap((t, i) => (t.wait === "waitedFor" ? [i] : []))),
    smallTalk: new Set(data.themes.flatMap((t, i) => (t.smallTalk ? [i] : []))),
    domainWords: Object.entries(data.domainWords).map(([d, words]) => [
      d,
      words.map((w) =>
        themeTokens(w)
          .map((t) => t.w)
          .join(" "),
      ),
    ]),
    exact,
    prefixes,
  };
  return aspectIndex;
}

/**
 * What may follow a vocabulary stem ("queue*", "reliab*") in a word of the same meaning: an
 * inflection or a derivation, not any letters ("fee*" is not "feel" or "feedback", "loo*" not "look").
 */
const STEM_ENDING =
  /^(?:|e|s|es|ed|d|er|ers|ier|iest|ing|ings|y|ies|ied|ily|iness|liness|ly|ness|ful|fully|less|ment|ments|able|ably|ability|ation|ations|ion|ions|ication|ications|ity|ities|ility|le|al|ally|ist|ists|ure|or|ors|ive|['’]s)$/;

function stemEnds(stem: string, w: string): boolean {
  if (!w.startsWith(stem)) return false;
  const rest = w.slice(stem.length);
  if (STEM_ENDING.test(rest)) return true;
  // A doubled final consonant: "lagging", "plugged".
  const last = stem.at(-1) ?? "";
  return rest.startsWith(last) && !"aeiouy".includes(last) && STEM_ENDING.test(rest.slice(1));
}

/**
 * Words of a term that stand for a kind of word: a measure of people is said in any number ("16 of
 * us", "groups of 18", "a group of six"), and a crowd in a large one ("twenty students"); a time
 * of day in any hour ("6pm").
 */
const MEASURE_WORDS: Record<string, (w: string) => boolean> = {
  anynumber: (w) => /^\d+$/.test(w) || NUMBER_WORDS.has(w),
  crowdsize: (w) => (/^\d+$/.test(w) ? Number(w) >= CROWD_SIZE && Number(w) < 200 : CROWD_WORDS.has(w)),
  somepeople: (w) => PEOPLE_WORDS.has(w),
  clocktime: (w) => /^\d{1,2}(?:am|pm)$/.test(w),
};
/** From this many people a group is a crowd: "8 of us" is a complaint about numbers, "two of us" is not. */
const CROWD_SIZE = 8;
const CROWD_NUMBERS =
  "eight nine ten eleven twelve fourteen fifteen sixteen eighteen twenty thirty forty fifty dozen dozens";
const CROWD_WORDS = wordSet(CROWD_NUMBERS);
const NUMBER_WORDS = wordSet(`one two three four five six seven ${CROWD_NUMBERS}`);
/** Plain words for the people a business serves, whatever it calls them. */
const PEOPLE_WORDS = wordSet(
  "people persons folk us others students pupils learners kids children adults members guests participants customers",
);

function measureOf(w: string): string[] {
  return Object.keys(MEASURE_WORDS).filter((kind) => MEASURE_WORDS[kind]?.(w));
}

function wordMatches(part: Part, w: string): boolean {
  const measure = MEASURE_WORDS[part.word];
  if (measure) return measure(w);
  if (part.prefix) return stemEnds(part.word, w);
  return w === part.word || w === part.plural || w === part.pluralEs;
}

/** The token index just past a match of `p` starting at i, or -1. */
function matchAt(p: Pattern, words: string[], i: number): number {
  let k = i;
  for (let j = 0; j < p.parts.length; j++) {
    const part = p.parts[j] as Part;
    let found = -1;
    for (let g = 0; g <= part.gap && k + g < words.length; g++) {
      if (wordMatches(part, words[k + g] ?? "")) {
        found = k + g;
        break;
      }
    }
    if (found < 0) return -1;
    k = found + 1;
  }
  return k;
}

export interface TopicMention {
  theme: number;
  /** Character offset of the words that named it. */
  at: number;
  /** Named outright ("slow service"), not only implied ("we were forgotten"). */
  named: boolean;
  /** The word that first named it, to tell how many different words name a theme. */
  term?: string;
  /** Named only by a day or an hour said with nothing else ("saturday night"). */
  when?: boolean;
}

/** A theme listed for this many domains or more fits any form. */
const NEUTRAL_DOMAINS = 6;

/** The domains a form's questions name ("our coffee shop": restaurant). */
function domainsNamed(questions: string[]): Set<string> {
  const out = new Set<string>();
  const text = ` ${questions
    .map((q) =>
      themeTokens(q)
        .map((t) => t.w)
        .join(" "),
    )
    .join(" | ")} `;
  for (const [domain, words] of aspects().domainWords) {
    if (words.some((w) => text.includes(` ${w} `) || text.includes(` ${w}s `))) out.add(domain);
  }
  return out;
}

/**
 * The themes that fit a form: those of the domains its questions name, else of the domains its
 * answers clearly lean to, plus the themes every form shares. Undefined (every theme) when unclear,
 * so a card machine that "failed" in a coffee shop is not a software bug and "pay in cash" is not pay.
 */
export function themesForForm(questions: string[], answerTopics: TopicMention[][]): Set<number> | undefined {
  const index = aspects();
  let domains = domainsNamed(questions);
  const named = domains.size > 0;
  if (!named) {
    const score = new Map<string, number>();
    for (const topics of answerTopics)
      for (const t of topics) {
        const own = index.domains[t.theme] ?? [];
        for (const d of own) score.set(d, (score.get(d) ?? 0) + 1 / own.length);
      }
    const top = Math.max(0, ...score.values());
    if (top < MIN_DOMAIN_EVIDENCE) return undefined;
    domains = new Set([...score].filter(([, s]) => s >= top / 2).map(([d]) => d));
  }
  if (domains.size === 0 || domains.size >= index.domainWords.length - 1) return undefined;
  // A form that names no domain borrows a domain's theme only when the answers clearly speak of
  // it: several answers, in several different words. One stray word ("the desk", "the area")
  // does not make a library a hotel.
  const evidence = named ? undefined : themeEvidence(answerTopics);
  const allowed = new Set<number>();
  const clear = (i: number) => {
    const e = evidence?.get(i);
    if (!e) return false;
    // Several words, or one word said by many: "portions" in a fifth of the answers is no stray word.
    return (
      (e.answers >= MIN_THEME_ANSWERS && e.terms.size >= MIN_THEME_TERMS) ||
      e.alone >= Math.max(2, answerTopics.length * MIN_THEME_SHARE)
    );
  };
  // Two clearly named themes of a narrow domain (bland soup, tiny portions) settle it: its other
  // themes need no more evidence ("the food was cold").
  const settled = new Map<string, number>();
  index.domains.forEach((own, i) => {
    if (evidence && own.length > 0 && own.length <= NARROW_DOMAINS && clear(i))
      for (const d of own) settled.set(d, (settled.get(d) ?? 0) + 1);
  });
  const borrowed = new Set<number>();
  index.domains.forEach((own, i) => {
    if (own.length === 0) allowed.add(i);
    else if (!evidence) {
      if (own.some((d) => domains.has(d))) allowed.add(i);
    } else if (own.some((d) => (settled.get(d) ?? 0) >= 2)) allowed.add(i);
    else if (clear(i)) {
      allowed.add(i);
      borrowed.add(i);
    }
  });
  BORROWED.set(allowed, borrowed);
  FOLDED.set(allowed, foldsOf(allowed, answerTopics));
  return allowed;
}

/** Below this share of the answers, a part of a broader theme is counted as that theme. */
const MIN_PART_SHARE = 0.05;

/**
 * A part of a broader theme that few answers raise is that theme on this form: a holiday camp's
 * "cold pasta", "tiny lunches" and "no veggie option" are one food theme, not three small ones.
 */
function foldsOf(allowed: Set<number>, answerTopics: TopicMention[][]): Map<number, number> {
  const { within, same, core } = aspects();
  const answers = new Map<number, number>();
  for (const topics of answerTopics)
    for (const theme of new Set(topics.map((t) => t.theme))) answers.set(theme, (answers.get(theme) ?? 0) + 1);
  // A lone part with nothing else of its family said keeps its own, more telling name: one takeaway's
  // three "asked for no onions" stay requests not followed, with nothing to gather them with.
  const said = new Map<number, number>();
  for (const [theme, n] of answers) {
    const family = within[theme] ?? -1;
    const key = family >= 0 ? family : theme;
    if (n > 0) said.set(key, (said.get(key) ?? 0) + 1);
  }
  const folds = new Map<number, number>();
  for (const theme of allowed) {
    const broader = within[theme] ?? -1;
    if (
      broader >= 0 &&
      allowed.has(broader) &&
      (said.get(broader) ?? 0) >= 2 &&
      (answers.get(theme) ?? 0) < answerTopics.length * MIN_PART_SHARE
    )
      folds.set(theme, broader);
  }
  // "Food and drink" beside "Food taste and quality": a family and its core part are one theme, named by
  // whichever is said more, so a restaurant's or a café's food is one theme, not two.
  for (const part of core) {
    const broader = within[part] ?? -1;
    if (broader < 0 || !allowed.has(part) || !allowed.has(broader) || folds.has(part) || folds.has(broader)) continue;
    if (!(answers.get(part) ?? 0) || !(answers.get(broader) ?? 0)) continue;
    if ((answers.get(part) ?? 0) < (answers.get(broader) ?? 0)) {
      folds.set(part, broader);
      continue;
    }
    folds.set(broader, part);
    for (const [other, into] of folds) if (into === broader) folds.set(other, part);
  }
  // Two themes that name one thing in two trades' words ("get an appointment", "the booking system")
  // are one theme on a form that reads both: the one less said folds into the other.
  for (const theme of allowed) {
    const other = same[theme] ?? -1;
    if (other < 0 || !allowed.has(other) || folds.has(theme) || folds.has(other)) continue;
    const mine = answers.get(theme) ?? 0;
    const theirs = answers.get(other) ?? 0;
    if (mine === 0 || theirs === 0) continue;
    if (mine > theirs) folds.set(other, theme);
    else folds.set(theme, other);
  }
  return folds;
}
/**
 * Per allowed set: the themes a form borrowed from a domain it is not of. A word that only implies
 * such a theme and a theme every form has goes to the shared one: a broken bike of a bike-share
 * scheme wants repair, it is no software bug.
 */
const BORROWED = new WeakMap<Set<number>, Set<number>>();
/** Per allowed set: the themes counted as their broader theme (foldsOf). */
const FOLDED = new WeakMap<Set<number>, Map<number, number>>();

/** Whether topics read with every theme must be read again with `allowed`: a theme outside it, or a borrowed one a shared theme may take instead. */
export function needsRereading(topics: TopicMention[], allowed: Set<number>): boolean {
  const borrowed = BORROWED.get(allowed);
  const folded = FOLDED.get(allowed);
  return topics.some((t) => !allowed.has(t.theme) || borrowed?.has(t.theme) || folded?.has(t.theme));
}
const NARROW_DOMAINS = 3;
const MIN_THEME_ANSWERS = 3;
const MIN_THEME_TERMS = 3;
const MIN_THEME_SHARE = 0.1;

/** Per theme: how many answers named it outright, and with which terms. */
function themeEvidence(
  answerTopics: TopicMention[][],
): Map<number, { answers: number; alone: number; terms: Set<string> }> {
  const out = new Map<number, { answers: number; alone: number; terms: Set<string> }>();
  const { domains } = aspects();
  answerTopics.forEach((topics, k) => {
    for (const t of topics) {
      if (!t.named) continue;
      // A word a theme every form shares could take ("more choice" of frames is range, not a menu)
      // is no evidence of a domain.
      if (t.term !== undefined && topics.some((o) => o.term === t.term && domains[o.theme]?.length === 0)) continue;
      let e = out.get(t.theme);
      if (!e) {
        e = { answers: 0, alone: 0, terms: new Set() };
        out.set(t.theme, e);
      }
      e.answers++;
      // A word another theme could take as well ("the desk") is no evidence on its own.
      if (t.term === undefined || !topics.some((o) => o !== t && o.term === t.term)) e.alone++;
      // Mentions without their term (counts from elsewhere) are taken as different words.
      e.terms.add(t.term ?? `#${k}:${e.answers}`);
    }
  });
  return out;
}
/**
 * themesForForm from the answers' topics read with every theme, and `candidates`: every theme
 * their words could name before one claims it (findTopics' third argument). On a form that names
 * no domain, those are the evidence: "the desks" speaks for seating as much as for a front desk.
 */
export function themesForAnswers(
  questions: string[],
  topics: TopicMention[][],
  candidates: TopicMention[][],
): Set<number> | undefined {
  if (domainsNamed(questions).size > 0) return themesForForm(questions, topics) ?? everyThemeFolded(topics);
  // The thing the form asks about is no evidence of a domain: "the bikes" of a bike-share scheme
  // are not gym equipment.
  const asked = askedWords(questions);
  return (
    themesForForm(
      questions,
      candidates.map((c) => c.filter((t) => t.term === undefined || !asked.has(t.term))),
    ) ?? everyThemeFolded(topics)
  );
}

/**
 * Every theme, with the rare parts of broader themes folded in, for a form whose domain is unclear:
 * a grooming salon's one "didn't listen", one "still had knots" and one "hack job" are one theme
 * of how the work came out there too. Undefined when nothing folds.
 */
function everyThemeFolded(topics: TopicMention[][]): Set<number> | undefined {
  const every = new Set(aspects().themes.map((_, i) => i));
  const folds = foldsOf(every, topics);
  if (!topics.some((ts) => ts.some((t) => folds.has(t.theme)))) return undefined;
  BORROWED.set(every, new Set());
  FOLDED.set(every, folds);
  return every;
}

/** The words of a form's questions, plural folded as coreWord folds it: "bike" and "bikes" read "bik". */
export function askedWords(questions: string[]): Set<string> {
  return new Set(
    questions.flatMap((q) => themeTokens(q).flatMap((t) => [t.w, `${t.w}s`].map((w) => w.replace(/e?s$/, "")))),
  );
}

/** Whether a text says every noun of a word theme, in any inflection ("bikes" for "bike"). */
export function saysNouns(text: string, nouns: string): boolean {
  const said = new Set(themeTokens(text).map((t) => stem(t.w)));
  return nouns.split(" ").every((n) => said.has(stem(n)));
}

/** Share of the answers that must imply a theme by one thing's name for that thing to be what the form is about. */
const SUBJECT_SHARE = 0.08;
/** Fewer answers may just be where they parked ("nowhere for the car"). */
const MIN_SUBJECT_ANSWERS = 5;

/**
 * The things the answers talk about so often that they are what the form is about, though its
 * questions do not name them: "my car" in a tenth of a garage's answers says nothing of parking.
 * A thing (WordNet's made things and places) that only implies a theme, from answers read with
 * every theme; they count as asked (askedWords).
 */
export function subjectWords(topics: TopicMention[][]): Set<string> {
  const answers = new Map<string, number>();
  for (const list of topics)
    for (const term of new Set(list.flatMap((t) => (!t.named && t.term && t.term in NOUN_RELATIONS ? [t.term] : []))))
      answers.set(term, (answers.get(term) ?? 0) + 1);
  return new Set(
    [...answers].filter(([, n]) => n >= Math.max(MIN_SUBJECT_ANSWERS, topics.length * SUBJECT_SHARE)).map(([w]) => w),
  );
}

/** Phrase themes without the lone thing the form asks about: "bike" on a bike-share form says nothing. */
export function withoutAsked(themes: Theme[], asked: Set<string>): Theme[] {
  // "ordering" is the "orders" asked about.
  const stems = new Set([...asked].map(stem));
  return themes.filter((t) => t.multiword || !(asked.has(t.nouns.replace(/e?s$/, "")) || stems.has(stem(t.nouns))));
}

/** Answers' worth of domain-specific mentions before they decide the domain. */
const MIN_DOMAIN_EVIDENCE = 2;

/**
 * The patterns whose first word can be `w` (as it, its plural, or a prefix of it), longest first
 * per index list. Cached by word: most answers share their words, and most words start none.
 */
function patternsFrom(w: string): Pattern[] {
  let list = startingAt.get(w);
  if (list === undefined) {
    const { exact, prefixes } = aspects();
    const lists = [exact.get(w)];
    if (w.endsWith("s")) {
      lists.push(exact.get(w.slice(0, -1)));
      if (w.endsWith("es")) lists.push(exact.get(w.slice(0, -2)));
    }
    if (w.length >= 3)
      lists.push(prefixes.get(w.slice(0, 3))?.filter((p) => (p.parts[0]?.gap ?? 0) > 0 || matchesFirst(p, w)));
    for (const kind of measureOf(w)) lists.push(exact.get(kind));
    list = lists.flatMap((l) => l ?? []);
    if (startingAt.size > 50_000) startingAt.clear();
    startingAt.set(w, list);
  }
  return list;
}
const startingAt = new Map<string, Pattern[]>();

function matchesFirst(p: Pattern, w: string): boolean {
  const first = p.parts[0];
  return first !== undefined && wordMatches(first, w);
}

/**
 * The vocabulary themes an answer speaks of, each once, with where; only `allowed` ones when given.
 * A lone word the form asks about (askedWords) names no theme: "bins" under "How could we improve
 * bin collections?" say nothing of cleanliness.
 */
export function findTopics(
  text: string,
  allowed?: Set<number>,
  every?: TopicMention[],
  asked?: Set<string>,
): TopicMention[] {
  const tokens = themeTokens(text);
  const words = tokens.map((t) => t.w);
  const candidates: Array<{ p: Pattern; from: number; to: number }> = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? "";
    const starting = patternsFrom(w);
    if (starting.length === 0) continue;
    const isAsked = asked !== undefined && asked.size > 0 && asked.has(w.replace(/e?s$/, ""));
    for (const p of starting) {
      if (allowed && !allowed.has(p.theme)) continue;
      if (isAsked && p.parts.length === 1) continue;
      if (p.core !== undefined && asked?.has(p.core)) continue;
      const to = matchAt(p, words, i);
      if (to > 0) candidates.push({ p, from: i, to });
    }
  }
  const kinds = asked && asked.size > 0 ? kindsWanted(words, asked) : -1;
  if (candidates.length === 0 && kinds < 0) return [];
  // Excluded phrases shield their words from their own theme.
  const shielded = new Set<number>();
  for (const c of candidates) {
    if (c.p.exclude) for (let k = c.from; k < c.to; k++) shielded.add(c.p.theme * 4096 + k);
  }
  const taken = new Int32Array(words.length).fill(-1);
  const found = new Map<number, { at: number; named: boolean; term: string }>();
  const claim = (c: { p: Pattern; from: number; to: number }) => {
    for (let k = c.from; k < c.to; k++) if (taken[k] !== -1 || shielded.has(c.p.theme * 4096 + k)) return;
    for (let k = c.from; k < c.to; k++) taken[k] = c.p.theme;
    const previous = found.get(c.p.theme);
    if (!previous) found.set(c.p.theme, { at: tokens[c.from]?.at ?? 0, named: !c.p.weak, term: coreWord(words, c) });
    else if (!c.p.weak) previous.named = true;
  };
  const byLength = (a: { from: number; to: number }, b: { from: number; to: number }) =>
    b.to - b.from - (a.to - a.from) || a.from - b.from;
  // A word that only implies a theme ("broken") goes to a shared theme before a borrowed one.
  const borrowed = allowed && BORROWED.get(allowed);
  const rank = (c: { p: Pattern }) => (borrowed?.has(c.p.theme) ? 1 : 0);
  const byLengthShared = (a: { p: Pattern; from: number; to: number }, b: { p: Pattern; from: number; to: number }) =>
    byLength(a, b) || rank(a) - rank(b);
  const strong = candidates.filter((c) => !c.p.weak && !c.p.exclude).sort(byLength);
  // Every theme a word could name, each once (the evidence of a form's themes).
  if (every) {
    const seen = new Set<number>();
    for (const c of strong) {
      let shield = false;
      for (let k = c.from; k < c.to; k++) if (shielded.has(c.p.theme * 4096 + k)) shield = true;
      if (shield || seen.has(c.p.theme)) continue;
      seen.add(c.p.theme);
      every.push({ theme: c.p.theme, at: tokens[c.from]?.at ?? 0, named: true, term: coreWord(words, c) });
    }
  }
  for (const c of strong) claim(c);
  // "The wifi is slow": a word that only implies a theme belongs to the named thing beside it.
  // Fallback words ("the food") then yield to anything said about them nearby in their clause,
  // implied or named ("the food arrived cold"), but not to the next clause ("great food, quick service").
  const yielding = (fallback: boolean) => {
    const weak = candidates.filter((x) => x.p.weak && x.p.fallback === fallback && !x.p.alone);
    if (weak.length === 0) return;
    const named = taken.slice();
    const clause = fallback ? clauseNumbers(text, tokens) : undefined;
    for (const c of weak.sort(fallback ? byLength : byLengthShared)) {
      let near = false;
      const reach = fallback ? 5 : 3;
      for (let k = Math.max(0, c.from - reach); k < Math.min(words.length, c.to + reach); k++) {
        const owner = named[k] ?? -1;
        if (owner !== -1 && owner !== c.p.theme && (!clause || clause[k] === clause[c.from])) near = true;
      }
      if (!near) claim(c);
    }
  };
  yielding(false);
  yielding(true);
  // "Only Tuesdays and Thursdays": a day or an hour says when; it is the topic only when nothing else is.
  const onlyWhen = new Set<number>();
  if (found.size === 0)
    for (const c of candidates)
      if (c.p.alone) {
        claim(c);
        if (found.has(c.p.theme)) onlyWhen.add(c.p.theme);
      }
  // "Had to wait weeks for a first visit": a wait said with what it was for (a date, an order) is
  // that theme's, not the speed of the service on the day, unless it counts minutes or hours.
  const { waits, waitedFor } = aspects();
  if ([...found].some(([t, f]) => f.named && waitedFor.has(t)) && !words.some((w) => ON_THE_DAY.has(w)))
    for (const t of waits) if (WAIT_WORDS.test(found.get(t)?.term ?? "")) found.delete(t);
  if (kinds >= 0) {
    const range = rangeTheme();
    if (range >= 0 && (!allowed || allowed.has(range)) && !found.has(range))
      found.set(range, { at: tokens[kinds]?.at ?? 0, named: true, term: words[kinds] ?? "" });
  }
  const out: TopicMention[] = [];
  const folds = allowed && FOLDED.get(allowed);
  for (const [own, { at, named, term }] of found) {
    const theme = folds?.get(own) ?? own;
    const same = out.find((t) => t.theme === theme);
    if (!same) out.push(onlyWhen.has(own) ? { theme, at, named, term, when: true } : { theme, at, named, term });
    else same.named ||= named;
  }
  return out;
}

/**
 * "More two player games", "newer strategy games": more of a kind of the thing the form is about
 * asks for a wider range of it. The index of "more", or -1.
 */
function kindsWanted(words: string[], asked: Set<string>): number {
  for (let i = 0; i < words.length; i++) {
    if (!MORE_OF.has(words[i] ?? "")) continue;
    for (let k = i + 2; k <= i + 4 && k < words.length; k++) {
      const w = words[k] ?? "";
      if (KIND_BREAK.has(words[k - 1] ?? "")) break;
      if (w.endsWith("s") && asked.has(w.replace(/e?s$/, ""))) return i;
    }
  }
  return -1;
}
const MORE_OF = wordSet("more newer different");
/** Words that end a kind's name: "more of the games", "more staff than games". */
const KIND_BREAK = wordSet("of the a an and or than to for in on at with but");
let rangeIndex: number | undefined;
function rangeTheme(): number {
  rangeIndex ??= aspects().themes.findIndex((t) => t.label === "Stock and range");
  return rangeIndex;
}

/** Words that put a wait on the day itself. */
const ON_THE_DAY = new Set(
  "minute minutes min mins hour hours hr hrs half queue queued queuing queueing room reception desk today day late later seated served arrived arrive turned sat till until am pm".split(
    " ",
  ),
);
/** Words that say a wait or its length, not a cancellation or lateness ("cancelled my slot"). */
const WAIT_WORDS = /^(wait|forever|ages|long|quick|fast|slow|soon|delay|took|speed)/;

/** Each token's clause, counted from 0: a new one after punctuation or at "but". */
function clauseNumbers(text: string, tokens: Array<{ w: string; at: number }>): Int32Array {
  const clause = new Int32Array(tokens.length);
  for (let k = 1; k < tokens.length; k++) {
    const between = text.slice(tokens[k - 1]?.at ?? 0, tokens[k]?.at ?? 0);
    clause[k] = (clause[k - 1] ?? 0) + (/[,.;:!?]/.test(between) || tokens[k]?.w === "but" ? 1 : 0);
  }
  return clause;
}

/** The longest word of a match, plural folded: "the selection" and "selection" are one word. */
function coreWord(words: string[], c: { from: number; to: number }): string {
  let core = "";
  for (let k = c.from; k < c.to; k++) if ((words[k] ?? "").length > core.length) core = words[k] ?? "";
  return core.replace(/e?s$/, "");
}

/** The themes a question's own domains allow, else those every form shares. */
export function themesForQuestion(question: string): Set<number> {
  const named = themesForForm([question], []);
  if (named) return named;
  return new Set(aspects().domains.flatMap((own, i) => (own.length === 0 ? [i] : [])));
}

/** Whether a theme's words are also small talk ("snow is forecast"), no sign an answer is on the topic. */
export function isSmallTalk(theme: number): boolean {
  return aspects().smallTalk.has(theme);
}

export function aspectTheme(theme: number): AspectTheme {
  return aspects().themes[theme] ?? { label: "", action: "" };
}

/** themesForForm by label, from how many answers spoke of each theme; undefined keeps every theme. */
export function themeLabelsForForm(questions: string[], mentions: Map<string, number>): Set<string> | undefined {
  const themes = aspects().themes;
  const byLabel = new Map(themes.map((t, i) => [t.label, i]));
  const said: TopicMention[] = [];
  for (const [label, n] of mentions) {
    const theme = byLabel.get(label);
    if (theme !== undefined) for (let k = 0; k < n; k++) said.push({ theme, at: 0, named: true });
  }
  const allowed = themesForForm(questions, [said]);
  return allowed && new Set([...allowed].map((i) => themes[i]?.label ?? ""));
}

/**
 * The themes an answer names as a reply to a follow-up: a day or an hour said alone there answers
 * "when?" ("saturday night", "about 20 mins") and names no theme.
 */
export function replyTopics(topics: TopicMention[]): TopicMention[] {
  return topics.some((t) => t.when) ? topics.filter((t) => !t.when) : topics;
}

/** Whether a theme is one of the vocabulary's, found in an answer's notes rather than by its word. */
export function isVocabularyTheme(label: string): boolean {
  return aspects().themes.some((t) => t.label === label);
}

/** What a theme's label says before what its answers raise: "Door" of "Door: adorable". */
export function themeHead(theme: string): string {
  return (theme.includes(": ") ? theme.slice(0, theme.indexOf(": ")) : theme).trim();
}

/**
 * The stem an answer must hold to be on a theme named by the answers' own words ("Door" of "Door:
 * adorable"; "Game" of "Games"; "dock" of "Docking"), or undefined for a longer name, found wherever it stands.
 */
export function themeWord(theme: string): string | undefined {
  const said = themeHead(theme);
  if (!/^\p{L}+$/u.test(said)) return undefined;
  // "Docking" is said as "dock"; not "Timing" as "tim", nor "Evening" as "even", a word of its own.
  const stem = said.slice(0, -3);
  if (/ing$/i.test(said) && stem.length >= 4 && !/^even$/i.test(stem)) return stem;
  return said.length > 3 && /[^isu]s$/i.test(said) ? said.slice(0, -1) : said;
}

/** The endings a theme's stem may take in an answer: "wait" is said as "waits", "waiting", "waited". */
export const THEME_WORD_ENDINGS = "(s|es|ing|ed|er|ers)?";

/** Whether an answer holds a word theme's stem as a whole word: "Les" is not in "useless". */
export function holdsThemeWord(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])${word}${THEME_WORD_ENDINGS}(?![\\p{L}\\p{N}_])`, "iu");
}

/** Answers read to name a lone-noun theme: enough to see how it is said. */
const NAMING_SAMPLE = 16;
/** Share of those answers one phrase must have to name the theme on its own. */
const NAMING_SHARE = 0.34;
const MAX_DESCRIPTORS = 3;
/** Said of anything: they tell how, not what. */
const COMPARED = wordSet("better worse best worst fine okay ok");

/**
 * A lone noun reads badly as a theme ("Door"). Its answers name it better: by the compound most
 * of them use ("Tee times"), else by the noun and what they say of it ("Greens: bumpy, slow").
 * `said` is the form the answers use most; the label stays `said` when they say nothing of it.
 */
export function themeNames(themes: Array<{ noun: string; said: string }>, texts: string[]): string[] {
  if (themes.length === 0) return [];
  const lowered = texts.map((t) => t.toLowerCase().replace(/-/g, ""));
  const samples = themes.map(({ noun }) => {
    const key = stem(noun);
    const sample: number[] = [];
    // Most answers lack the stem's letters and are passed over unread ("batteries" holds "batter").
    const letters = key.replace(/y$/, "");
    for (const [i, text] of texts.entries()) {
      if (sample.length >= NAMING_SAMPLE) break;
      if (lowered[i]?.includes(letters) && themeTokens(text).some((t) => stem(t.w) === key)) sample.push(i);
    }
    return sample.length >= 2 ? sample : [];
  });
  // One tagging for every theme's sample.
  const wanted = [...new Set(samples.flat())];
  const tagged = new Map<number, TaggedToken[]>();
  if (wanted.length > 0) {
    const tokens = tagTexts(
      wanted.map((i) => lowerKeepingLength(texts[i] ?? "")),
      true,
    );
    wanted.forEach((i, k) => {
      tagged.set(i, tokens[k] ?? []);
    });
  }
  return themes.map((t, i) =>
    nameFrom(
      t.noun,
      t.said,
      (samples[i] ?? []).map((k) => [texts[k] ?? "", tagged.get(k) ?? []]),
    ),
  );
}

function nameFrom(noun: string, said: string, sample: Array<[string, TaggedToken[]]>): string {
  if (sample.length < 2) return said;
  const key = stem(noun);
  // Per answer once: a compound the noun is part of, or a plain adjective said of it.
  const compounds = new Map<string, number>();
  const adjectives = new Map<string, number>();
  for (const [text, tokens] of sample) {
    const item: ThemeItem = { text, clauses: [], polarity: 0, group: "" };
    const seen = new Set<string>();
    for (const m of mentionsOf(tokens, item)) {
      const words = m.nouns.split(" ");
      if (!words.some((w) => stem(w) === key) || !m.multiword) continue;
      const extra = m.label.split(" ").slice(0, -words.length);
      if (words.length === 2 && extra.length === 0) {
        // One compound however the tagger spells it: "contact lens", "contact lense".
        const pair = pairKey(m.nouns);
        if (seen.has(pair)) continue;
        seen.add(pair);
        const known = [...compounds.keys()].find((c) => pairKey(c) === pair);
        const n = (known ? compounds.get(known) : 0) ?? 0;
        if (known && known.length > m.nouns.length) compounds.delete(known);
        const spelling = known && known.length <= m.nouns.length ? known : m.nouns;
        compounds.set(spelling, n + 1);
      } else if (words.length === 1 && extra.length === 1) {
        const a = extra[0] ?? "";
        if (!/^\p{L}+$/u.test(a) || GOOD.has(a) || BAD.has(a) || COMPARED.has(a) || seen.has(a)) continue;
        seen.add(a);
        adjectives.set(a, (adjectives.get(a) ?? 0) + 1);
      }
    }
  }
  const byCount = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const [top] = byCount(compounds);
  if (top && top[1] >= Math.max(2, sample.length * NAMING_SHARE)) return top[0];
  // What one answer alone says is not what its answers say ("Pitch: new, specific, tiny" reads as
  // noise); a compound once may be a misread verb ("the driver brakes").
  const descriptors = [...byCount(compounds), ...byCount(adjectives)]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_DESCRIPTORS)
    .map(([d]) => d);
  return descriptors.length > 0 ? `${said}: ${descriptors.join(", ")}` : said;
}
