import type { Analysis, AnswerEntry, Question, Sentiment } from "@parley/schema";
import { isFollowUpId, questionIdOf } from "@parley/schema";
import type { AnalysisInput } from "../engine.ts";
import { squish } from "./nlp.ts";
import { isUnreadable, saysNoAnswer } from "./screen.ts";
import { type EntryScore, type SentimentResult, scoreEntry, splitChoices, type TextSentiment } from "./sentiment.ts";
import {
  askedWords,
  aspectTheme,
  type CoveredItem,
  collectThemes,
  findTopics,
  formatTheme,
  holdsThemeWord,
  needsRereading,
  pickThemes,
  replyTopics,
  saysNouns,
  subjectWords,
  type Theme,
  type ThemeItem,
  type ThemeResult,
  type TopicMention,
  themeHead,
  themeNames,
  themesForAnswers,
  themeWord,
  withoutAsked,
} from "./themes.ts";
import { capitalise, percents } from "./util.ts";

/** An open answer as read under one question: its score, themes, their quotes and its items by group. */
interface Reading {
  scored: EntryScore;
  topics: TopicMention[];
  quotes: TopicTally["quotes"];
  items: Map<string, CoveredItem>;
  /** Read under a question that asks what people wish for. */
  wishes: boolean;
  /** The answer's lean for a word theme that holds it (see `saying`). */
  lean: number;
  lower: string;
}

/** Phrase themes fill the list up to this many entries. */
const MAX_THEMES = 8;
/** Every vocabulary theme raised by at least this share of the answers is listed, up to MAX_TOPICS. */
const MIN_TOPIC_SHARE = 0.03;
const MAX_TOPICS = 15;
/** Phrase themes listed beside the topics when they are said as often. */
const MIN_PHRASES = 3;
const MAX_KEYWORDS = 5;
const MAX_INSIGHTS = 5;
/** Share of the written answers past which a lone thing they say is their subject (a topic of six in ten answers is still a topic). */
const SUBJECT_SHARE = 2 / 3;

interface QuestionStats {
  question: Question;
  labels: Record<Sentiment, number>;
  scoreSum: number;
  answers: number;
  choices: Map<string, number>;
  sliderSum: number;
  sliderValues: Map<number, number>;
}

interface WrittenAnswer {
  respondent: number;
  group: string;
  lower: string;
  lean: number;
}
const LEAN: Record<Sentiment, number> = { negative: -1, neutral: 0, positive: 1 };

/**
 * How many answers say a theme the answers' own words name, as the quotes behind it find them: each
 * respondent once per question, by the most negative answer that holds its word.
 */
function saying(label: string, answers: WrittenAnswer[]): Omit<TopicCounts, "label" | "theme"> {
  const word = themeWord(label);
  const said = (word ?? themeHead(label)).toLowerCase();
  const holds = word === undefined ? undefined : holdsThemeWord(word);
  const by = new Map<string, number>();
  for (const a of answers) {
    if (!a.lower.includes(said) || (holds && !holds.test(a.lower))) continue;
    const key = `${a.respondent}\u0000${a.group}`;
    by.set(key, Math.min(by.get(key) ?? 1, a.lean));
  }
  const counts = { count: by.size, positive: 0, negative: 0, neutral: 0 };
  for (const lean of by.values()) counts[lean < 0 ? "negative" : lean > 0 ? "positive" : "neutral"]++;
  return counts;
}

/** One vocabulary theme within one question's answers; each respondent counts once. */
interface TopicTally {
  theme: number;
  group: string;
  /** Respondent index -> sentiment of what they said about it (-1, 0, 1). */
  by: Map<number, number>;
  /** Candidate quotes, with how many themes the answer speaks of, whether it names this one and by what word. */
  quotes: Array<{ text: string; sentiment: number; topics: number; named: boolean; term?: string }>;
}

interface TopicCounts {
  label: string;
  theme: number;
  count: number;
  positive: number;
  negative: number;
  neutral: number;
}

function countsOf(t: TopicTally): TopicCounts {
  let positive = 0;
  let negative = 0;
  let neutral = 0;
  for (const v of t.by.values()) {
    if (v < 0) negative++;
    else if (v > 0) positive++;
    else neutral++;
  }
  return { label: aspectTheme(t.theme).label, theme: t.theme, count: t.by.size, positive, negative, neutral };
}

/** "Kitchen (14: 12 negative, 2 positive)": a theme with its complaints and praise. */
function formatTopic(c: Omit<TopicCounts, "theme">): string {
  const parts = [
    c.negative ? `${c.negative} negative` : "",
    c.positive ? `${c.positive} positive` : "",
    c.neutral ? `${c.neutral} neutral` : "",
  ].filter(Boolean);
  return parts.length ? `${c.label} (${c.count}: ${parts.join(", ")})` : `${c.label} (${c.count})`;
}

/** How far a quote is from the length that reads best in an insight: about 50 characters. */
function lengthCost(text: string): number {
  return Math.abs(text.length - 50) + (text.length > 120 ? 200 : 0);
}

/**
 * An answer that says it plainly: about this theme alone, close to 50 characters, of the wanted
 * sentiment, in a word other answers of the theme use too: a word said once ("a £300 bill" for
 * damage) may be a stray one.
 */
function quoteFor(t: TopicTally, sentiment: number): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  const said = new Map<string, number>();
  for (const q of t.quotes) if (q.term !== undefined) said.set(q.term, (said.get(q.term) ?? 0) + 1);
  for (const q of t.quotes) {
    if (Math.sign(q.sentiment) !== Math.sign(sentiment)) continue;
    const lone = t.quotes.length >= 4 && q.term !== undefined && (said.get(q.term) ?? 0) < 2;
    const score = lengthCost(q.text) + (q.topics - 1) * 100 + (q.named ? 0 : 40) + (lone ? 40 : 0);
    if (score < bestScore || (score === bestScore && best !== undefined && q.text < best)) {
      best = q.text;
      bestScore = score;
    }
  }
  return best === undefined ? undefined : shorten(best, 110);
}

/** Plurality of labels; a tie goes to the side the mean score leans to. */
function questionSentiment(s: QuestionStats): Sentiment {
  const order: Sentiment[] = ["positive", "negative", "neutral"];
  const top = Math.max(...order.map((l) => s.labels[l]));
  if (s.answers === 0 || top === 0) return "neutral";
  const leaders = order.filter((l) => s.labels[l] === top);
  if (leaders.length === 1) return leaders[0] as Sentiment;
  const mean = s.scoreSum / s.answers;
  if (mean > 0.05 && leaders.includes("positive")) return "positive";
  if (mean < -0.05 && leaders.includes("negative")) return "negative";
  return "neutral";
}

function counted(map: Map<string, number>, max: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([value, n]) => `${value} (${n})`);
}

/** One chosen option as an answer to its question, to read it as the analysis reads answers. */
function asEntry(question: Question, answer: string): AnswerEntry {
  return { id: String(question.id), question: question.question, type: question.type, answer, isFollowUp: false };
}

function formatNumber(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function keywordsOf(s: QuestionStats, themes: Theme[] | undefined, topics: TopicCounts[]): string[] {
  const { question } = s;
  if (s.answers === 0) return [];
  if (question.type === "slider") {
    const max = question.max ?? 10;
    const values = new Map([...s.sliderValues].map(([v, n]) => [formatNumber(v), n]));
    return [
      `average ${formatNumber(Math.round((s.sliderSum / s.answers) * 10) / 10)} of ${max}`,
      ...counted(values, 3),
    ];
  }
  if (question.type === "radio" || question.type === "checkbox") return counted(s.choices, MAX_KEYWORDS);
  const shown = topics
    .filter((t) => t.count >= (s.answers >= 10 ? 2 : 1))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, MAX_KEYWORDS);
  const rest = pickThemes(themes ?? [], MAX_KEYWORDS - shown.length, s.answers);
  // Badges stay short: the praise and complaint counts are in the common themes.
  return [...shown.map((t) => `${t.label} (${t.count})`), ...rest.map(formatTheme)];
}

const STAFF_ACTION = "share the comments with the team and agree on service standards";

/** What to do about a complaint, by what it is about. */
const ACTIONS: Array<[RegExp, string]> = [
  [
    /\b(wait\w*|queue\w*|line|lines|delay\w*|slow\w*|speed|late|response time|hold|time|times)\b/,
    "look at staffing and steps at busy times to cut the wait",
  ],
  [
    /\b(price\w*|cost\w*|expensive|value|fee|fees|charge\w*|money|overpriced|subscription)\b/,
    "review pricing, or make the value clearer",
  ],
  [
    /\b(app|crash\w*|bug\w*|error\w*|login|log|loading|load|sync\w*|update\w*|performance|glitch\w*|freez\w*|battery)\b/,
    "prioritise fixing these stability and performance problems",
  ],
  [
    /\b(staff|service|waiter|waitress|agent\w*|manager\w*|team|reception\w*|nurse\w*|doctor\w*|instructor\w*|teacher\w*|trainer\w*|speaker\w*|host|attitude|rude\w*|support)\b/,
    STAFF_ACTION,
  ],
  [/\b(clean\w*|dirty|toilet\w*|bathroom\w*|hygiene|smell\w*|mess)\b/, "tighten cleaning checks and schedules"],
  [
    /\b(navigation|search|layout|design|interface|checkout|form|settings|button\w*|page\w*|website|site|sign-up|signup|onboarding|setup|process|instructions)\b/,
    "test that flow with a few users and simplify the confusing steps",
  ],
  [
    /\b(communication|information|email\w*|notice|newsletter|explanation\w*|announcement\w*)\b/,
    "communicate earlier and more clearly",
  ],
  [
    /\b(parking|noise|seat\w*|chair\w*|bed\w*|temperature|room\w*|venue|space|wi-fi|wifi|air|light\w*|location|access\w*|sound|audio)\b/,
    "fix the physical setup people complained about",
  ],
  [
    /\b(food|dish\w*|meal\w*|coffee|drink\w*|portion\w*|taste|breakfast|lunch|dinner|latte|pizza)\b/,
    "review the recipes and kitchen quality checks",
  ],
  [
    /\b(content|material\w*|slide\w*|topic\w*|session\w*|course|pace|example\w*|exercise\w*|lecture\w*|module\w*|workshop)\b/,
    "revise the content and pacing with these comments in hand",
  ],
  [
    /\b(workload|hours|shift\w*|pay|salary|career|recognition|management|leadership|policy|meeting\w*|culture)\b/,
    "raise it with leadership and agree one concrete change",
  ],
  [/\b(delivery|shipping|order\w*|package\w*|parcel\w*|stock)\b/, "trace where the order and delivery process breaks"],
];

function matchAction(text: string): string | undefined {
  for (const [re, action] of ACTIONS) if (re.test(text)) return action;
  return undefined;
}

/**
 * The action for a theme, from its own words first ("wifi" is a setup problem even when slow);
 * a bare "service" takes its cue from what people said about it ("slow service").
 */
function actionFor(theme: Theme, themes: Theme[]): string {
  const direct = matchAction(theme.label);
  if (direct && (direct !== STAFF_ACTION || theme.multiword)) return direct;
  const related = themes
    .filter((t) => t !== theme && t.nouns === theme.nouns && t.negative > 0)
    .sort((a, b) => b.negative - a.negative)
    .map((t) => t.label)
    .join(" ");
  return matchAction(related) ?? direct ?? "follow up with these respondents to find the root cause";
}

/** Themes are counted per written answer (an answer and its follow-up are two), so say answers. */
function answers(n: number): string {
  return n === 1 ? "1 answer" : `${n} answers`;
}

function shorten(text: string, max = 70): string {
  const clean = squish(text)
    .replace(/^on a scale of \d+ to \d+,?\s*/i, "")
    .replace(/,?\s*from \d+ to \d+\s*(?=[?.!]*$)/i, "")
    .replace(/[?.!:]+$/, "");
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).replace(/\s+\S*$/, "")}...`;
}

/** A question asking what people wish were there ("which games do you wish we had?", "what would you like us to add?"). */
const WISH_LIST =
  /\b(?:wish(?:ed)? (?:we|you|there|the|it)\b|would you like (?:us )?to (?:see|have|add|get|stock|offer|try|play)\b|would you like us\b|should we (?:add|stock|get|offer|buy|try)\b|what else\b)/i;
export function asksForWishes(question: string): boolean {
  return WISH_LIST.test(question);
}

/** An insight and how many answers complained of what it names (what ranks it). */
interface Insight {
  text: string;
  negative: number;
}

/**
 * One insight per theme people complained about: its share of that question's answers, a quote,
 * and the step that answers it. Most widespread first.
 */
function topicInsights(tallies: TopicTally[], stats: Map<string, QuestionStats>): Insight[] {
  const rows = tallies
    .map((t) => {
      const s = stats.get(t.group);
      const answered = s?.answers ?? 0;
      return { t, c: countsOf(t), s, answered };
    })
    .filter((r) => r.s && r.answered > 0);
  const complaints = rows
    .filter((r) => r.c.negative >= Math.max(1, Math.ceil(r.answered * 0.03)) && r.c.negative >= r.c.positive)
    .sort(
      (a, b) =>
        b.c.negative - a.c.negative ||
        b.c.negative / b.answered - a.c.negative / a.answered ||
        a.c.label.localeCompare(b.c.label),
    );
  const out: Insight[] = [];
  for (const r of complaints.slice(0, 4)) {
    const pct = Math.round((r.c.negative / r.answered) * 100);
    const quote = quoteFor(r.t, -1);
    const question = capitalise(shorten(r.s?.question.question ?? ""));
    out.push({
      text: `${r.c.label}: ${pct}% of ${ofAnswers(r.answered)} to "${question}" complained about it (${r.c.negative})${quote ? `, e.g. "${quote}"` : ""}. Next step: ${aspectTheme(r.c.theme).action}.`,
      negative: r.c.negative,
    });
  }
  if (out.length === 0) {
    const praised = rows
      .filter((r) => r.c.positive > r.c.negative && r.c.positive >= 2)
      .sort((a, b) => b.c.positive / b.answered - a.c.positive / a.answered)[0];
    if (praised) {
      const pct = Math.round((praised.c.positive / praised.answered) * 100);
      const quote = quoteFor(praised.t, 1);
      out.push({
        text: `${praised.c.label} is what people value: praised in ${pct}% of ${ofAnswers(praised.answered)} to "${capitalise(shorten(praised.s?.question.question ?? ""))}"${quote ? `, e.g. "${quote}"` : ""}. Next step: keep it as it is and say so in your marketing.`,
        negative: 0,
      });
    }
  }
  return out;
}

/** A complaint that says a word theme's nouns, picked by length as quoteFor picks one. */
function wordQuote(items: ThemeItem[], group: string, nouns: string): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const item of items) {
    if (item.group !== group || (item.polarity >= 0 && !item.clauses.some((c) => c.raw <= -0.4))) continue;
    const score = lengthCost(item.text);
    if (score < bestScore && saysNouns(item.text, nouns)) {
      best = item.text;
      bestScore = score;
    }
  }
  return best === undefined ? undefined : shorten(best, 110);
}

function ofAnswers(n: number): string {
  return n === 1 ? "the 1 answer" : `the ${n} answers`;
}

/**
 * Insights: complaints by vocabulary theme and by noun phrase for answers no vocabulary covers,
 * the most complained-of first (each with its share of that question's answers), then
 * low-scoring choice and slider questions.
 */
function insightsOf(
  themes: ThemeResult,
  statsById: Map<string, QuestionStats>,
  stats: QuestionStats[],
  topical: Insight[],
  names: Map<string, string>,
  asked: Set<string>,
  items: ThemeItem[],
  written: WrittenAnswer[],
): string[] {
  const phrased: Insight[] = [];
  const labelOf = (theme: Theme) => (!theme.multiword && names.get(theme.nouns)) || theme.label;
  // Never more complaints than the answers that hold its word, which its quotes list ("Plant" gathers
  // "lavender" too, but only "plant" finds its quotes).
  const negativeOf = new Map<Theme, number>();
  const candidates: Array<{ theme: Theme; group: Theme[]; s: QuestionStats }> = [];
  for (const [id, group] of themes.byGroup) {
    const s = statsById.get(id);
    if (!s || s.answers === 0) continue;
    const minNegative = s.answers >= 50 ? Math.max(2, Math.ceil(s.answers * 0.01)) : 1;
    const ofQuestion = written.filter((a) => a.group === id);
    // The lone thing the form asks about ("the bikes" of a bike share) is no complaint of its own.
    for (const theme of withoutAsked(group, asked)) {
      // Capping only lowers the count: a theme short of complaints already needs no reading.
      if (theme.negative < minNegative || theme.negative < theme.positive) continue;
      const negative = Math.min(theme.negative, saying(labelOf(theme), ofQuestion).negative);
      negativeOf.set(theme, negative);
      if (negative >= minNegative && negative >= theme.positive) candidates.push({ theme, group, s });
    }
  }
  const negative = (theme: Theme) => negativeOf.get(theme) ?? 0;
  candidates.sort(
    (a, b) =>
      negative(b.theme) - negative(a.theme) ||
      Number(b.theme.multiword) - Number(a.theme.multiword) ||
      a.theme.label.localeCompare(b.theme.label),
  );
  const taken: Theme[] = [];
  const said = new Set<string>();
  for (const c of candidates) {
    if (phrased.length >= 4) break;
    const t = c.theme;
    // "slow service" and "service" are one complaint: keep the more specific one.
    if (taken.some((o) => o.nouns === t.nouns)) continue;
    const better = candidates.find(
      (m) =>
        m.s === c.s &&
        m.theme.multiword &&
        !t.multiword &&
        m.theme.nouns === t.nouns &&
        negative(m.theme) >= 0.6 * negative(t),
    );
    const theme = better?.theme ?? t;
    const label = labelOf(theme);
    // A lone noun named by its compound ("tee time") and that compound are one complaint.
    if (taken.includes(theme) || said.has(label)) continue;
    taken.push(theme);
    said.add(label);
    const pct = Math.round((negative(theme) / c.s.answers) * 100);
    const quote = wordQuote(items, String(c.s.question.id), theme.nouns);
    // Said as the vocabulary's insights are: "Greens (bumpy, slow): 6% of ... complained about it".
    const shown = capitalise(label.replace(/: (.*)$/, " ($1)"));
    phrased.push({
      text: `${shown}: ${pct}% of ${ofAnswers(c.s.answers)} to "${capitalise(shorten(c.s.question.question))}" complained about it (${negative(theme)})${quote ? `, e.g. "${quote}"` : ""}. Next step: ${actionFor(theme, c.group)}.`,
      negative: negative(theme),
    });
  }
  // The most complained-of first, whether a vocabulary theme or the answers' own words name it;
  // vocabulary first on a tie.
  const out = [...topical, ...phrased]
    .sort((a, b) => b.negative - a.negative)
    .slice(0, 4)
    .map((i) => i.text);
  for (const s of stats) {
    if (out.length >= MAX_INSIGHTS) break;
    const share = s.answers > 0 ? s.labels.negative / s.answers : 0;
    if (s.answers < 3 || share < 0.4 || s.question.type === "open-ended") continue;
    const asked = capitalise(shorten(s.question.question));
    // The same percent as the question's pie shows.
    const pct = `${percents<Sentiment>(s.labels, "neutral").negative}% of ${s.answers} answers were negative`;
    if (s.question.type === "slider") {
      const average = formatNumber(Math.round((s.sliderSum / s.answers) * 10) / 10);
      out.push(`Raise the scores on "${asked}": ${pct} (average ${average} of ${s.question.max ?? 10}).`);
    } else {
      // The options that made it negative, not the most common one ("Reasonable" on a split question).
      const chosen = [...s.choices]
        .filter(([choice]) => scoreEntry(asEntry(s.question, choice), s.question).result.label === "negative")
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([choice, n]) => `"${choice}" ${n}`);
      out.push(`Look into "${asked}": ${pct}${chosen.length > 0 ? ` (${chosen.join(", ")})` : ""}.`);
    }
  }
  if (out.length === 0) {
    const praised = [...themes.all].filter((t) => t.positive > 0).sort((a, b) => b.positive - a.positive)[0];
    out.push(
      praised
        ? `No recurring complaints: keep doing what works, "${praised.label}" was praised in ${answers(praised.positive)}.`
        : "No recurring complaints yet: keep collecting responses and check again as more arrive.",
    );
  }
  return out.slice(0, MAX_INSIGHTS);
}

/**
 * A theme whose answers larger listed themes already hold is no topic of its own: "Appointments"
 * whose answers complain of waiting past the appointment time are Speed of service's. `listed`
 * comes largest first.
 */
function withoutShadows(listed: TopicCounts[], tallies: TopicTally[]): TopicCounts[] {
  // An answer is its respondent within its question.
  const groups = [...new Set(tallies.map((t) => t.group))];
  const answersOf = new Map<number, Set<number>>();
  for (const t of tallies) {
    let set = answersOf.get(t.theme);
    if (!set) {
      set = new Set();
      answersOf.set(t.theme, set);
    }
    const g = groups.indexOf(t.group);
    for (const r of t.by.keys()) set.add(r * groups.length + g);
  }
  const kept: TopicCounts[] = [];
  for (const t of listed) {
    const own = answersOf.get(t.theme) ?? new Set<number>();
    const larger = kept.filter((k) => k.count > t.count).map((k) => answersOf.get(k.theme) ?? new Set<number>());
    let held = 0;
    for (const a of own) if (larger.some((l) => l.has(a))) held++;
    if (own.size < MIN_SHADOW || held < own.size * SHADOW_SHARE) kept.push(t);
  }
  return kept;
}
const SHADOW_SHARE = 0.75;
const MIN_SHADOW = 4;

/**
 * The spec's sentiment analysis: overall percents (integers summing to 100), common themes with
 * counts, actionable insights tied to what people were negative about, and per question (follow-ups
 * left out) a sentiment and the most common keywords or choices.
 */
export function analyze(input: AnalysisInput): Analysis {
  return analyzeWithWords(input).analysis;
}

/** A theme named by the answers' words: its label as shown, the word its answers say, and every word they say for it. */
export interface WordTheme {
  label: string;
  word: string;
  said: string[];
}

/** The analysis, with the word themes it shows. */
export function analyzeWithWords(input: AnalysisInput): { analysis: Analysis; wordThemes: WordTheme[] } {
  const byId = new Map<string, Question>();
  for (const q of input.questions) byId.set(String(q.id), q);
  const stats = new Map<string, QuestionStats>();
  for (const q of input.questions) {
    if (isFollowUpId(q.id)) continue;
    stats.set(String(q.id), {
      question: q,
      labels: { positive: 0, negative: 0, neutral: 0 },
      scoreSum: 0,
      answers: 0,
      choices: new Map(),
      sliderSum: 0,
      sliderValues: new Map(),
    });
  }
  const overall: Record<Sentiment, number> = { positive: 0, negative: 0, neutral: 0 };
  const themeItems: ThemeItem[] = [];
  const coveredItems: CoveredItem[] = [];
  const tallies = new Map<string, TopicTally>();
  const topicsOf = new Map<string, ReturnType<typeof findTopics>>();
  const candidates = new Map<string, ReturnType<typeof findTopics>>();
  const asked = askedWords(input.questions.map((q) => q.question));
  // Each distinct answer squished once, for both passes over the answers.
  const squished = new Map<string, string>();
  const squishOnce = (answer: string) => {
    let text = squished.get(answer);
    if (text === undefined) {
      text = squish(answer);
      squished.set(answer, text);
    }
    return text;
  };
  // Every theme first, to tell the form's domain; then an answer that named a theme which does not
  // fit is read again with the fitting ones only ("the trainers" at a gym are staff, not teaching).
  for (const response of input.responses)
    for (const entry of response) {
      const answer = entry.answer.trim();
      if (!answer || (byId.get(entry.id)?.type ?? entry.type) !== "open-ended") continue;
      const text = squishOnce(answer);
      if (topicsOf.has(text)) continue;
      const every: ReturnType<typeof findTopics> = [];
      // An answer in another language names no theme: "les" is no word of ours.
      topicsOf.set(text, isUnreadable(text) ? [] : findTopics(text, undefined, every, asked));
      candidates.set(text, every);
    }
  const allowed = themesForAnswers(
    input.questions.map((q) => q.question),
    [...topicsOf.values()],
    [...candidates.values()],
  );
  // The thing most answers talk about ("my car" at a garage) is asked about, as if the form had named it.
  const subjects = subjectWords([...topicsOf.values()]);
  for (const w of subjects) asked.add(w);
  for (const [text, topics] of topicsOf)
    if (
      (allowed && needsRereading(topics, allowed)) ||
      topics.some((t) => t.term !== undefined && subjects.has(t.term))
    )
      topicsOf.set(text, findTopics(text, allowed, undefined, asked));
  let respondent = 0;
  // Every open answer, to count a word theme as its quotes are found.
  const openAnswers: WrittenAnswer[] = [];
  const texts = new Map<string, TextSentiment>();
  // Choice and slider answers repeat; score each distinct one once per question.
  const structured = new Map<string, Map<string, { result: SentimentResult; choices: string[] }>>();
  const groupOf = new Map<string, string>();
  // Written answers repeat too ("No", "Nothing"): each distinct one is read once per question.
  const readings = new Map<string, Map<string, Reading>>();
  // Tallies by question group and theme, beside `tallies`, which keeps their first-seen order.
  const talliesOf = new Map<string, Map<number, TopicTally>>();

  /** The sentiment of an open answer, and what it says of each theme it names. */
  const readingOf = (entry: AnswerEntry, question: Question | undefined, text: string): Reading => {
    const questionText = question?.question ?? entry.question;
    const reply = isFollowUpId(entry.id);
    const key = reply ? `\u0001${questionText}` : questionText;
    let byText = readings.get(key);
    if (!byText) {
      byText = new Map();
      readings.set(key, byText);
    }
    const known = byText.get(text);
    if (known) return known;
    const scored = scoreEntry({ ...entry, answer: text }, question, texts);
    const wishes = asksForWishes(questionText);
    // What people wish for is neither blame nor praise: "Wingspan" to "which games do you wish we had?"
    // names a game wanted, whatever its words' tone.
    if (wishes) scored.polarity = 0;
    const result = scored.result;
    // A suggestion, or a thing named under "what should we improve?", is a complaint about its theme.
    const askedFor =
      result.label === "neutral" && !wishes && (scored.text?.form === "suggestion" || scored.polarity < 0);
    let topics = topicsOf.get(text);
    if (!topics) {
      topics = findTopics(text, allowed, undefined, asked);
      topicsOf.set(text, topics);
    }
    if (reply) topics = replyTopics(topics);
    const lean = wishes ? 0 : askedFor ? -1 : LEAN[result.label];
    const quotes = topics.map((topic) => {
      // The clause that names it decides, unless it is flat; then the whole answer does.
      const clause = scored.text?.clauses.find((c) => topic.at >= c.start && topic.at <= c.end);
      const raw = clause?.raw ?? 0;
      const sentiment = wishes ? 0 : raw <= -0.4 ? -1 : raw >= 0.4 ? 1 : lean;
      return { text, sentiment, topics: topics.length, named: topic.named, term: topic.term };
    });
    const reading: Reading = { scored, topics, quotes, items: new Map(), wishes, lean, lower: text.toLowerCase() };
    byText.set(text, reading);
    return reading;
  };

  const record = (entry: AnswerEntry) => {
    const answer = entry.answer.trim();
    if (!answer) return;
    const question = byId.get(entry.id);
    const type = question?.type ?? entry.type;
    let result: SentimentResult;
    let choices: string[] | undefined;
    if (type === "open-ended") {
      // Squished first: the clause offsets must match the text the tagger sees.
      const text = squishOnce(answer);
      const reading = readingOf(entry, question, text);
      const { scored, topics } = reading;
      result = scored.result;
      let group = groupOf.get(entry.id);
      if (group === undefined) {
        group = questionIdOf(entry.id);
        groupOf.set(entry.id, group);
      }
      openAnswers.push({ respondent, group, lower: reading.lower, lean: reading.lean });
      let ofGroup = talliesOf.get(group);
      if (!ofGroup) {
        ofGroup = new Map();
        talliesOf.set(group, ofGroup);
      }
      for (let i = 0; i < topics.length; i++) {
        const topic = topics[i] as TopicMention;
        const quote = reading.quotes[i] as TopicTally["quotes"][number];
        let tally = ofGroup.get(topic.theme);
        if (!tally) {
          tally = { theme: topic.theme, group, by: new Map(), quotes: [] };
          ofGroup.set(topic.theme, tally);
          tallies.set(`${group}\u0000${topic.theme}`, tally);
        }
        const before = tally.by.get(respondent);
        tally.by.set(respondent, before === undefined ? quote.sentiment : Math.min(before, quote.sentiment));
        if (tally.quotes.length < 200) tally.quotes.push(quote);
      }
      // Answers no vocabulary theme covers are tagged for their noun phrases; covered ones count
      // toward those phrases' nouns by word alone (tagging them all would double the time).
      // "idk", "nothing really": an answer with nothing in it names no theme.
      if (scored.text && !saysNoAnswer(text)) {
        let item = reading.items.get(group);
        if (!item) {
          item = {
            text,
            clauses: reading.wishes ? [] : scored.text.clauses,
            polarity: scored.polarity,
            // A follow-up answer elaborates on its question: its phrases count among that question's keywords.
            group,
            // Words any theme could take ("my room is freezing") stay with the vocabulary.
            topics: [topics, candidates.get(text) ?? []],
          };
          reading.items.set(group, item);
        }
        (topics.length === 0 ? themeItems : coveredItems).push(item);
      }
    } else {
      let byAnswer = structured.get(entry.id);
      if (!byAnswer) {
        byAnswer = new Map();
        structured.set(entry.id, byAnswer);
      }
      let cached = byAnswer.get(answer);
      if (!cached) {
        const s = stats.get(entry.id);
        cached = {
          result: scoreEntry(entry, question).result,
          choices: type === "checkbox" && s ? splitChoices(answer, s.question) : [answer],
        };
        byAnswer.set(answer, cached);
      }
      result = cached.result;
      choices = cached.choices;
    }
    overall[result.label]++;
    const s = stats.get(entry.id);
    if (!s || entry.isFollowUp) return;
    s.labels[result.label]++;
    s.scoreSum += result.score;
    s.answers++;
    if (type === "slider") {
      const value = Number.parseFloat(answer);
      if (Number.isFinite(value)) {
        s.sliderSum += value;
        s.sliderValues.set(value, (s.sliderValues.get(value) ?? 0) + 1);
      }
    } else if (type === "radio" || type === "checkbox") {
      for (const c of choices ?? [answer]) s.choices.set(c, (s.choices.get(c) ?? 0) + 1);
    }
  };
  for (const response of input.responses) {
    for (const entry of response) record(entry);
    respondent++;
  }

  // Answers no vocabulary covers are grouped by their noun phrases.
  const themes = collectThemes(themeItems, coveredItems);
  const questionStats = [...stats.values()];
  const topicList = [...tallies.values()];
  const overallTopics = new Map<number, TopicCounts>();
  for (const t of topicList) {
    const c = countsOf(t);
    const sum = overallTopics.get(t.theme);
    if (!sum) overallTopics.set(t.theme, c);
    else {
      sum.count += c.count;
      sum.negative += c.negative;
      sum.positive += c.positive;
      sum.neutral += c.neutral;
    }
  }
  // A small topic is still a real one: every theme above a small share of the written answers is
  // listed; phrases from answers no vocabulary covers only fill the list up to MAX_THEMES.
  const written = new Set([...topicsOf.keys(), ...themeItems.map((t) => t.text)]).size;
  const minCount = written >= 10 ? Math.max(2, Math.ceil(written * MIN_TOPIC_SHARE)) : 1;
  // The one thing most answers speak of ("the plot" of a film) is what they answer about, not a theme.
  for (const t of themes.all)
    if (!t.multiword && written >= 10 && t.count > written * SUBJECT_SHARE) asked.add(t.nouns.replace(/e?s$/, ""));
  const listed = [...overallTopics.values()]
    .filter((t) => t.count >= minCount)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const topics = withoutShadows(listed, topicList)
    .slice(0, MAX_TOPICS)
    .map((t) => ({ text: formatTopic(t), count: t.count, theme: t.theme }));
  // A thing many answers name that no vocabulary knows ("the pitches" of a campsite) is a theme
  // too: a few phrases said by as many answers as a listed topic get a place however many topics there are.
  // One answer among ten or more is no theme yet ("Second (1)" from "the tee times go in seconds").
  const phrases = pickThemes(
    withoutAsked(themes.all, asked),
    Math.max(MIN_PHRASES, MAX_THEMES - topics.length),
    themes.documents,
    new Set(topics.map((t) => t.theme)),
  ).filter((t, i) => (i < MAX_THEMES - topics.length && (t.count >= 2 || written < 10)) || t.count >= minCount);
  // A lone noun is named by what its answers say of it.
  const answerTexts = [...new Set([...themeItems, ...coveredItems].map((i) => i.text))];
  const bare = phrases.filter((t) => !t.multiword && !t.label.includes(" "));
  const names = new Map(
    themeNames(
      bare.map((t) => ({ noun: t.nouns, said: t.label })),
      answerTexts,
    ).map((name, i) => [bare[i] as Theme, name]),
  );
  const named = phrases.map((t) => {
    const name = names.get(t);
    if (name === undefined) return t.label;
    if (name !== t.label) return name;
    // Else by the general themes its answers raise: "Bag: wrong or missing items".
    const raised = [...(t.heldBy ?? [])]
      .filter(([, n]) => n >= 2 && n * 4 >= t.count)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, 2)
      .map(([theme]) => aspectTheme(theme).label.toLowerCase());
    return raised.length > 0 ? `${t.label}: ${raised.join(", ")}` : t.label;
  });
  // A larger word theme that holds most of a vocabulary theme's answers is the same topic: one is shown.
  const within = (t: { theme: number; count: number }) =>
    phrases.some((p) => p.count >= t.count && (p.heldBy?.get(t.theme) ?? 0) * 2 > t.count);
  const common = [
    ...topics.filter((t) => !within(t)),
    // Shown like the vocabulary's themes, with their complaints and praise, counted as their quotes are found.
    ...phrases.map((t, i) => {
      const label = capitalise(named[i] ?? t.label);
      const counts = saying(label, openAnswers);
      return { text: formatTopic({ label, ...counts }), count: counts.count };
    }),
  ].sort((a, b) => b.count - a.count);
  const analysis: Analysis = {
    overallSentiment: percents<Sentiment>(overall, "neutral"),
    commonThemes: common.map((t) => t.text),
    actionableInsights: insightsOf(
      themes,
      stats,
      questionStats,
      topicInsights(topicList, stats),
      // A lone noun's insight speaks of it as its theme does.
      new Map(phrases.flatMap((t, i) => (t.multiword || !named[i] ? [] : [[t.nouns, named[i]] as [string, string]]))),
      asked,
      [...themeItems, ...coveredItems],
      openAnswers,
    ),
    questions: questionStats.map((s) => ({
      questionId: s.question.id,
      text: s.question.question,
      sentiment: questionSentiment(s),
      breakdown: percents<Sentiment>(s.labels, "neutral"),
      responsePatterns: {
        mostCommonKeywords: keywordsOf(
          s,
          themes.byGroup.get(String(s.question.id)),
          topicList.filter((t) => t.group === String(s.question.id)).map(countsOf),
        ),
      },
    })),
  };
  return {
    analysis,
    wordThemes: phrases.map((t, i) => ({ label: capitalise(named[i] ?? t.label), word: t.label, said: t.said })),
  };
}
