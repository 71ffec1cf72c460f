import type { AnswerEntry, Question } from "@parley/schema";
import { LIMITS } from "@parley/schema";
import { AppError } from "../../errors.ts";

const invalid = (message: string) => new AppError(400, "VALIDATION_ERROR", message);

/** True when `answer` is a ', '-joined list of distinct options (options may contain ', ' themselves). */
function isOptionList(answer: string, options: string[]): boolean {
  if (answer === "") return true;
  const reachable = new Map<number, Set<string>>([[0, new Set()]]);
  for (let i = 0; i <= answer.length; i++) {
    const used = reachable.get(i);
    if (!used) continue;
    if (i === answer.length) return true;
    for (const option of options) {
      if (used.has(option) || !answer.startsWith(option, i)) continue;
      const end = i + option.length;
      const next = end === answer.length ? end : answer.startsWith(", ", end) ? end + 2 : -1;
      if (next === -1 || (next === answer.length && end !== answer.length)) continue;
      if (!reachable.has(next)) reachable.set(next, new Set([...used, option]));
    }
  }
  return false;
}

/**
 * Checks a respondent's answers against the form and returns them as stored: base questions carry
 * the form's own text; follow-ups `{parentId}.{n}` only of open-ended questions with Prompt.
 */
export function checkAnswers(questions: Question[], entries: AnswerEntry[]): AnswerEntry[] {
  if (entries.length === 0) throw invalid("A response needs at least one answer.");
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  const seen = new Set<string>();
  return entries.map((entry) => {
    if (seen.has(entry.id)) throw invalid(`Question ${entry.id} is answered more than once.`);
    seen.add(entry.id);
    const isFollowUp = entry.id.includes(".");
    if (entry.isFollowUp !== isFollowUp) throw invalid(`isFollowUp must be ${isFollowUp} for answer ${entry.id}.`);

    if (isFollowUp) {
      const [parentId, n] = entry.id.split(".");
      const parent = byId.get(parentId ?? "");
      const index = Number(n);
      if (parent?.type !== "open-ended" || !parent.requiresPrompt) {
        throw invalid(`Answer ${entry.id} is not a follow-up of a question with Prompt.`);
      }
      if (!Number.isInteger(index) || index < 1 || index > LIMITS.maxFollowUpsPerQuestion) {
        throw invalid(`A question has at most ${LIMITS.maxFollowUpsPerQuestion} follow-ups.`);
      }
      if (entry.type !== "open-ended") throw invalid(`Follow-up ${entry.id} must be open-ended.`);
      if (entry.question.trim() === "") throw invalid(`Follow-up ${entry.id} needs its question text.`);
      return entry;
    }

    const question = byId.get(entry.id);
    if (!question) throw invalid(`Answer ${entry.id} is not a question of this form.`);
    if (entry.type !== question.type) throw invalid(`Answer ${entry.id} must be of type ${question.type}.`);
    const options = (question.options ?? []).map((o) => o.value);
    if (question.type === "radio" && !options.includes(entry.answer)) {
      throw invalid(`Answer ${entry.id} must be one of the question's options.`);
    }
    if (question.type === "checkbox" && !isOptionList(entry.answer, options)) {
      throw invalid(`Answer ${entry.id} must be options of the question, joined with ', '.`);
    }
    if (question.type === "slider") {
      const value = Number(entry.answer);
      const min = question.min ?? 0;
      const max = question.max ?? 10;
      if (!/^-?\d+$/.test(entry.answer) || value < min || value > max) {
        throw invalid(`Answer ${entry.id} must be a whole number from ${min} to ${max}.`);
      }
    }
    return { ...entry, question: question.question };
  });
}
