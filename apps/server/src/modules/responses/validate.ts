import type { AnswerEntry, Question } from "@parley/schema";
import { LIMITS, maxAnswerEntries, parseAnswerId, splitChoices } from "@parley/schema";
import { AppError } from "../../errors.ts";

const invalid = (message: string) => new AppError("VALIDATION_ERROR", message);

/**
 * Checks a respondent's answers against the form and returns them as stored: base questions carry
 * the form's own text; follow-ups `{parentId}.{n}` only of open-ended questions with Prompt.
 */
export function checkAnswers(questions: Question[], entries: AnswerEntry[]): AnswerEntry[] {
  if (entries.length === 0) throw invalid("A response needs at least one answer.");
  if (entries.length > maxAnswerEntries(questions)) throw invalid("This response has more answers than the form asks.");
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  // Ids answered so far with text: a follow-up is asked only after such an answer.
  const answered = new Set<string>();
  const seen = new Set<string>();
  return entries.map((entry) => {
    if (seen.has(entry.id)) throw invalid(`Question ${entry.id} is answered more than once.`);
    seen.add(entry.id);
    const id = parseAnswerId(entry.id);
    if (!id) throw invalid("Answer id must be a question id or '{parentId}.{n}'.");
    const isFollowUp = id.followUp > 0;
    if (entry.isFollowUp !== isFollowUp) throw invalid(`isFollowUp must be ${isFollowUp} for answer ${entry.id}.`);
    if (entry.answer.trim() !== "") answered.add(entry.id);

    if (isFollowUp) {
      const parent = byId.get(id.questionId);
      if (parent?.type !== "open-ended" || !parent.requiresPrompt) {
        throw invalid(`Answer ${entry.id} is not a follow-up of a question with Prompt.`);
      }
      if (id.followUp > LIMITS.maxFollowUpsPerQuestion) {
        throw invalid(`A question has at most ${LIMITS.maxFollowUpsPerQuestion} follow-ups.`);
      }
      const askedAfter = id.followUp === 1 ? id.questionId : `${id.questionId}.${id.followUp - 1}`;
      if (!answered.has(askedAfter)) throw invalid(`Follow-up ${entry.id} must come after an answer to ${askedAfter}.`);
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
