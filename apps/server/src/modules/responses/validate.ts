import type { AnswerEntry, Question } from "@parley/schema";
import { LIMITS, splitChoices } from "@parley/schema";
import { AppError } from "../../errors.ts";

const invalid = (message: string) => new AppError(400, "VALIDATION_ERROR", message);

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
    if (question.type === "checkbox" && splitChoices(entry.answer, options) === null) {
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
