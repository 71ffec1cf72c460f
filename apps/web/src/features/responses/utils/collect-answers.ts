import { type AnswerEntry, isFollowUpId, type Question } from "@parley/schema";

export interface CollectedRow {
  id: string;
  question: string;
  /** null when the respondent left it blank or never saw the question. */
  answer: string | null;
  isFollowUp: boolean;
}

const isBlank = (text: string | undefined) => text === undefined || text.trim() === "";

/**
 * One response as the owner reads it: every question of the form in order, each followed by its
 * follow-ups in the order they were asked, then answers to questions since removed from the form.
 */
export function collectAnswers(questions: readonly Question[], entries: readonly AnswerEntry[]): CollectedRow[] {
  const used = new Set<number>();
  const rows: CollectedRow[] = [];
  const toRow = (entry: AnswerEntry, index: number): CollectedRow => {
    used.add(index);
    return {
      id: entry.id,
      question: entry.question,
      answer: isBlank(entry.answer) ? null : entry.answer,
      isFollowUp: entry.isFollowUp || isFollowUpId(entry.id),
    };
  };

  for (const question of questions) {
    const id = String(question.id);
    const index = entries.findIndex((entry, i) => !used.has(i) && entry.id === id);
    const entry = entries[index];
    if (entry) rows.push({ ...toRow(entry, index), question: entry.question || question.question });
    else rows.push({ id, question: question.question, answer: null, isFollowUp: false });

    entries.forEach((followUp, i) => {
      if (!used.has(i) && followUp.id.startsWith(`${id}.`)) rows.push(toRow(followUp, i));
    });
  }
  entries.forEach((entry, i) => {
    if (!used.has(i)) rows.push(toRow(entry, i));
  });
  return rows;
}

/** Keeps a response index within 0..count-1 (0 when there are none). */
export const clampIndex = (index: number, count: number) => Math.max(0, Math.min(index, count - 1));
