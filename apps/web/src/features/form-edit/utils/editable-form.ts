import type { Form, FormInput, Question, QuestionType } from "@parley/schema";
import { hasOptions } from "../../../lib/question-types.ts";

/** A question while editing: options are plain strings (spec section 3), `key` keeps React rows stable. */
export interface EditableQuestion {
  key: string;
  id: number;
  question: string;
  type: QuestionType;
  options: string[];
  requiresPrompt?: boolean | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

let keySeed = 0;
const nextKey = () => `q${++keySeed}`;

export function toEditable(question: Question): EditableQuestion {
  return {
    key: nextKey(),
    id: Number(question.id),
    question: question.question,
    type: question.type,
    options: (question.options ?? []).map((option) => option.value),
    requiresPrompt: question.requiresPrompt,
    min: question.min,
    max: question.max,
  };
}

/** Spec section 3: a new question's id is the highest existing id plus one. */
export function nextQuestionId(questions: readonly { id: number }[]): number {
  return questions.reduce((highest, q) => (Number.isFinite(q.id) ? Math.max(highest, q.id) : highest), 0) + 1;
}

/** Spec section 3: a new question in the edit screen is open-ended with empty text and no options. */
export function newQuestion(questions: readonly EditableQuestion[]): EditableQuestion {
  return { key: nextKey(), id: nextQuestionId(questions), question: "", type: "open-ended", options: [] };
}

/** The PUT body; the server writes options back as {key: index, value}. */
export function toFormInput(title: string, questions: readonly EditableQuestion[]): FormInput {
  return {
    title,
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      type: q.type,
      ...(hasOptions(q.type) ? { options: q.options } : {}),
      ...(q.type === "open-ended" ? { requiresPrompt: q.requiresPrompt ?? false } : {}),
      ...(q.type === "slider" ? { min: q.min, max: q.max } : {}),
    })),
  };
}

export function editableFromForm(form: Form) {
  return { title: form.title, questions: form.questions.map(toEditable) };
}
