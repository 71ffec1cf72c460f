import type { Template } from "./domains.ts";
import { capitalise } from "./util.ts";

/**
 * Lists an owner writes out for the respondent to choose from, which the reading would otherwise
 * rate one by one or drop: guesses at a reason ("find out why - too long? too hard? life got in
 * the way?") and options to weigh ("Options ppl have floated: new kitchen, better heating, or a
 * sound system. We want residents to rank these."). Each becomes one choice question, and the
 * words are taken out of what is read for aims.
 */
export function ownerLists(purpose: string): { rest: string; questions: Template[] } {
  let rest = purpose;
  const questions: Template[] = [];
  const guesses = GUESSES.exec(rest);
  const items = guesses ? splitGuesses(guesses[2] ?? "") : [];
  if (guesses && items.length >= 2) {
    questions.push({
      type: "checkbox",
      text: "Which of these, if any, played a part?",
      options: [...items, "Something else"],
    });
    rest = `${rest.slice(0, guesses.index)}${guesses[1]}. ${rest.slice(guesses.index + guesses[0].length)}`;
  }
  // "a skate area (contentious!!)": an aside in brackets is no part of the options, and its marks end no sentence.
  rest = rest.replace(/\s*\(([^(),]*!+[^(),]*)\)/g, "");
  const offered = OPTIONS.exec(rest);
  const choices = offered ? splitList(offered[1] ?? "") : [];
  const weighed = offered ? WEIGH.exec(rest.slice(offered.index + offered[0].length)) : null;
  if (offered && weighed && choices.length >= 3) {
    questions.push({
      type: "radio",
      text: "Which of these matters most to you?",
      options: [...choices, "None of these"],
    });
    const after = offered.index + offered[0].length;
    rest = `${rest.slice(0, offered.index)}. ${rest.slice(after, after + weighed.index)}${rest.slice(after + weighed.index + weighed[0].length)}`;
  }
  // "how would they feel if it closed": how much they would miss it.
  const missed = MISSED.exec(rest);
  if (missed?.[2]) {
    const thing = /^(it|we|you)$/i.test(missed[1] ?? "") ? "{s}" : (missed[1] ?? "{s}");
    questions.push({
      type: "radio",
      text: `How would you feel if ${thing} ${missed[2].toLowerCase()}?`,
      options: ["Very disappointed", "Somewhat disappointed", "Not disappointed"],
    });
    rest = `${rest.slice(0, missed.index)}${rest.slice(missed.index + missed[0].length)}`;
  }
  return { rest, questions };
}

/** "how would they feel if it closed", "how people would feel if we stopped": how much they would miss it. */
const MISSED =
  /,?\s*(?:and\s+)?how (?:would (?:they|people|you|customers|members|users) feel|(?:they|people|you|customers|members|users) would feel) if ((?:it|we|you|the [\w -]{2,25}?)) (closed|closed down|stopped|shut|shut down|went|disappeared|was gone|ended)\b/i;

/** "to find out why - too long? too hard? too easy? life got in the way?": a reason asked, then guesses. */
const GUESSES =
  /\b((?:find out|know|understand|ask|see|learn)? ?why\b[^.?!\n-]{0,60}?)\s*[-–:]\s*((?:[^?.!\n]{2,40}\?\s*){2,})/i;
/** "Options ppl have floated: a, b, c, or d." */
const OPTIONS = /(?:^|[.!?\n]\s*)[^.!?\n]{0,40}\b(?:options?|ideas?|choices)\b[^:.!?\n]{0,40}:\s*([^.!?\n]+)[.!?]?/i;
/** "We want residents to rank these.": the list is to be weighed. */
const WEIGH = /[^.!?\n]*\b(?:rank|choose between|pick between|vote (?:on|for)|prioriti[sz]e)\b[^.!?\n]*[.!?]?/i;

function splitGuesses(list: string): string[] {
  return list
    .split("?")
    .map((x) => x.trim())
    .filter((x) => x.length > 0 && x.split(" ").length <= 6)
    .map(capitalise);
}

function splitList(list: string): string[] {
  return list
    .replace(/\s*\([^)]*\)?/g, "")
    .split(/,\s*(?:or |and )?|\s+(?:or|and)\s+/)
    .map((x) => x.trim())
    .filter((x) => x.length > 0 && x.split(" ").length <= 6)
    .map(capitalise);
}

/** The answers an owner lists after what they ask: "what kind of work ppl want done - options: patio, fencing, other". */
export interface ListedAnswers {
  /** The words of the ask, to find its drafted question by. */
  asked: string;
  options: string[];
}

/**
 * "what kind of work ppl want done - options: patio/paving, fencing, lawn/turf, other", "what put them
 * off - price, style, sizes available, other", "roughly what budget, like under 500, 500-2k, over 5k":
 * the owner's answers to a question of theirs. The list is taken out of what is read for aims, and
 * given back to be put on the question drafted from the ask.
 */
export function askedLists(purpose: string): { rest: string; lists: ListedAnswers[] } {
  const lists: ListedAnswers[] = [];
  const rest = purpose.replace(ASK_THEN_LIST, (whole, asked: string, list: string) => {
    // "what they think of the next model: grip, battery life, price": aspects to weigh, not answers.
    // "which activities they think their relative enjoys - music, chair exercise, baking": a hedge, not a view asked.
    if (/\b(think|thought|feel|felt) (of|about)\b|\b(rate|opinions?|views?)\b/i.test(asked)) return whole;
    // "card payment (i already take card lol, scrap that)": an item the owner takes back is no answer;
    // "Little Bramhope (the big 00 one)": the owner's note on an item is not part of it.
    const raw = list
      .replace(/[^,]*\([^()]*\b(?:scrap|ignore|forget|skip) (?:that|this|it)\b[^()]*\),?\s*/gi, "")
      .replace(/\s\([^()]*\)/g, "")
      .split(/,\s*(?:or\s+|and\s+)?|\s+or\s+(?=[^,]*$)/)
      .map((x) => x.trim());
    // "day passes or monthly, a cafe on site, bike storage and showers": pairs inside the list are read elsewhere.
    if (raw.slice(0, -1).some((o) => /\b(or|and)\b/i.test(o))) return whole;
    const options = raw
      .map((x) =>
        x
          .replace(/\/+/g, " or ")
          .replace(/\byrs?\b/gi, (m) => (m.length > 2 ? "years" : "year"))
          .replace(/\bhrs?\b/gi, (m) => (m.length > 2 ? "hours" : "hour")),
      )
      // "friend etc": the owner's "etc" is no part of the last option.
      .map((x) => x.replace(/\s+(?:etc\.?|and so on)$/i, ""))
      .filter((x) => x.length > 0 && x.split(/\s+/).length <= 5)
      .map(capitalise);
    if (options.length < 3) return whole;
    // "which age group their kid plays in and how far they travel - under 15 mins, 15-30": the last ask owns the list.
    const own = asked.split(/\s*(?:,|\band\b)\s+(?=(?:what|which|how|whether|if)\b)/i).at(-1) ?? asked;
    lists.push({
      asked: own,
      options: options.map((o) => (/^(doesn'?t|does not|don'?t) matter$/i.test(o) ? "No preference" : o)),
    });
    return asked;
  });
  // "what was fixed - and how long they waited": the dash that closed the list joins the next ask.
  return { rest: rest.replace(/\s+[-–]\s+(?=and\b)/g, ", "), lists };
}

const ASK_THEN_LIST =
  /\b((?:what|which|how often|how much|how long|how far|roughly what|what kind of|what type of|what sort of|where|how did [\w ]{1,15}? (?:find|hear about|hear of) us|how (?:they|people|ppl|you) (?:first )?(?:heard|found out) (?:about|of) (?:it|us|the [\w -]+)|how (?:they|people|ppl|you) (?:first )?(?:found|find|came across) (?:us|me)(?: in the first place)?|how (?:do|did|would) (?:they|people|ppl|you|u|customers|members) (?:usually |normally |mostly )?[a-z]+|how [\w' ]{0,25}?(?:prefer|like) to \w+)\b[^.!?\n()]{0,80}?)\s*(?:[-–:]\s*|\(\s*|,\s*(?=(?:[\w ]{1,25},\s*){2,})(?<=(?:hear|heard|prefer|like|listen|stuff|things)[^,]{0,25},\s*)|,\s*(?:maybe |roughly |something )?(?:a |an )?(?:rough |price |budget )?(?:range |bands? )?(?=like\b|e\.?g\.?|such as\b))(?:options:?\s*|like\s+|e\.?g\.?,?\s+|such as\s+)?((?:(?:(?!\s[-–]\s)(?:[^,.;!?()\n]|\s\([^()\n]{1,40}\))){1,30},\s*){2,}(?:or\s+|and\s+)?(?:(?!\s[-–]\s)[^,.;!?()\n]){1,30}?)(?:\)|(?=\s*(?:[.;!?\n]|$|\s[-–]\s)))/gi;

/** Puts each owner's list on the drafted question that asks what its words ask. */
export function withOwnerAnswers(drafts: Template[], lists: ListedAnswers[]): Template[] {
  const used = new Set<number>();
  for (const list of lists) {
    const words = contentWords(list.asked);
    let best = -1;
    let bestShared = 0;
    drafts.forEach((d, i) => {
      if (used.has(i) || d.type === "slider") return;
      const shared = [...contentWords(d.text)].filter((w) => words.has(w)).length;
      if (shared > bestShared) {
        best = i;
        bestShared = shared;
      }
    });
    const draft = drafts[best];
    if (!draft || bestShared < Math.min(2, words.size)) continue;
    used.add(best);
    // "how often", "roughly what budget": one answer; "what put them off", "what food": any that apply.
    const single =
      /\b(how often|how long|how far|how much|budget|spend|best|most|main|usually|roughly|prefer|rather|hear|heard|find|found)\b/i.test(
        list.asked,
      );
    // "under £20, £20-50, over £50": ranges cover every answer.
    const ranges = list.options.filter((o) => /\d/.test(o)).length >= list.options.length - 1;
    const other = ranges || list.options.some((o) => /^other\b/i.test(o)) ? [] : ["Other"];
    drafts[best] = {
      type: single ? "radio" : "checkbox",
      text: draft.text,
      options: [...list.options.map((o) => (/^other\b/i.test(o) ? "Other" : o)), ...other],
    };
  }
  return drafts;
}

const FUNCTION = new Set(
  "the a an of to in on at for with and or do does did you your they them their people ppl what which how is are was were be would will can could if that this it we us our".split(
    " ",
  ),
);
// "how they found us" and "How did you first hear about us?" ask the same.
const IRREGULAR: Record<string, string> = {
  heard: "find",
  hear: "find",
  found: "find",
  bought: "buy",
  went: "go",
  came: "come",
  did: "do",
};
function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? [])
      .filter((w) => w.length > 2 && !FUNCTION.has(w))
      // "tried" and "try", "features" and "feature": one word.
      .map((w) => IRREGULAR[w] ?? w.replace(/ied$/, "y").replace(/(?<=\w{3})(ing|ed|es|s)$/, "")),
  );
}
