import type { AnswerEntry, Question } from "@parley/schema";
import { isFollowUpId } from "@parley/schema";
import type { AnswerNote } from "../../db/schema.ts";
import { squish } from "./nlp.ts";
import { isUnreadable } from "./screen.ts";
import { scoreAnswer } from "./sentiment.ts";
import { askedWords, aspectTheme, findTopics, replyTopics } from "./themes.ts";

export interface NotesInput {
  questions: Question[];
  responses: Array<{ id: string; answers: AnswerEntry[] }>;
}

/**
 * The sentiment (as the exports give it) and the vocabulary themes of each open answer of each
 * response. Blank answers get no note.
 */
export function noteResponses(input: NotesInput): Array<{ id: string; notes: AnswerNote[] }> {
  const byId = new Map(input.questions.map((q) => [String(q.id), q]));
  // As the analysis reads them: the lone word the form asks about names no theme.
  const asked = askedWords(input.questions.map((q) => q.question));
  return input.responses.map(({ id, answers }) => ({
    id,
    notes: answers.flatMap((entry): AnswerNote[] => {
      const question = byId.get(entry.id);
      if ((question?.type ?? entry.type) !== "open-ended" || !entry.answer.trim()) return [];
      const text = squish(entry.answer);
      // As the analysis reads them: an answer in another language names no theme ("les" is no word of ours).
      const found = isUnreadable(text) ? [] : findTopics(text, undefined, undefined, asked);
      // As the analysis reads them: a day said alone in reply to a follow-up says when, no theme.
      const topics = isFollowUpId(entry.id) ? replyTopics(found) : found;
      const themes = [...new Set(topics.map((t) => aspectTheme(t.theme).label))];
      return [{ id: entry.id, sentiment: scoreAnswer(entry, question).label, themes }];
    }),
  }));
}
