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
  return { rest, questions };
}

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
