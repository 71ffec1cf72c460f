import {
  type FormInput,
  formInputSchema,
  hasOptions,
  type Question,
  type QuestionType,
  SLIDER_DEFAULT_MAX,
  SLIDER_DEFAULT_MIN,
} from "@parley/schema";

/**
 * The two screens that build a form, and where the spec sets them apart: the creator (/create-form)
 * numbers its questions 1..n, starts a new one as radio and validates before saving; the editor
 * (/forms/edit/{id} and the dashboard's Edit view) keeps the stored ids (answers refer to them),
 * starts a new one as open-ended and validates nothing on the page (spec sections 3 and 5).
 */
export type BuilderMode = "creator" | "editor";

/** A question being built: options are plain strings (spec section 3). */
export interface BuilderQuestion {
  /** Stable across renumbering, so React keeps each card (and its focus) when another is deleted. */
  key: string;
  id: number;
  question: string;
  type: QuestionType;
  options: string[];
  requiresPrompt: boolean;
  min: number;
  max: number;
}

let keySeed = 0;
const nextKey = () => `q${++keySeed}`;

/** Spec section 3: a new question's id is the highest existing id plus one. */
export function nextQuestionId(questions: readonly { id: number }[]): number {
  return questions.reduce((highest, q) => (Number.isFinite(q.id) ? Math.max(highest, q.id) : highest), 0) + 1;
}

/**
 * Spec section 3: a new question in the creator is radio with one empty option and no prompting;
 * in the editor it is open-ended with empty text and no options.
 */
export function newQuestion(mode: BuilderMode, questions: readonly BuilderQuestion[]): BuilderQuestion {
  const creator = mode === "creator";
  return {
    key: nextKey(),
    id: nextQuestionId(questions),
    question: "",
    type: creator ? "radio" : "open-ended",
    options: creator ? [""] : [],
    requiresPrompt: false,
    min: SLIDER_DEFAULT_MIN,
    max: SLIDER_DEFAULT_MAX,
  };
}

/**
 * Questions from the server (a stored form, or the AI's draft) as the builder edits them. The creator
 * numbers them from 1 and offers a choice question at least one (possibly empty) option to fill in.
 */
export function toBuilderQuestions(mode: BuilderMode, questions: readonly Question[]): BuilderQuestion[] {
  const creator = mode === "creator";
  return questions.map((q, index) => ({
    key: nextKey(),
    id: creator ? index + 1 : Number(q.id),
    question: q.question,
    type: q.type,
    options: q.options?.length ? q.options.map((option) => option.value) : creator && hasOptions(q.type) ? [""] : [],
    requiresPrompt: q.type === "open-ended" && q.requiresPrompt === true,
    min: q.min ?? SLIDER_DEFAULT_MIN,
    max: q.max ?? SLIDER_DEFAULT_MAX,
  }));
}

/**
 * Spec section 4: changing a question's type keeps its other fields. A choice question needs
 * something to choose, so it gets one empty option to fill in when it has none.
 */
export function withQuestionType(question: BuilderQuestion, type: QuestionType): BuilderQuestion {
  const options = hasOptions(type) && question.options.length === 0 ? [""] : question.options;
  return { ...question, type, options };
}

/** Spec section 4: after a delete the creator numbers the remaining questions again from 1. */
export function removeQuestion(mode: BuilderMode, questions: BuilderQuestion[], key: string): BuilderQuestion[] {
  const rest = questions.filter((q) => q.key !== key);
  return mode === "creator" ? rest.map((q, index) => ({ ...q, id: index + 1 })) : rest;
}

/** The body of POST /api/forms and PUT /api/forms/:id: only the fields that belong to each question's type. */
export function toFormInput(title: string, questions: readonly BuilderQuestion[]): FormInput {
  return {
    title: title.trim(),
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question.trim(),
      type: q.type,
      ...(hasOptions(q.type) ? { options: q.options.map((option) => option.trim()) } : {}),
      ...(q.type === "slider" ? { min: q.min, max: q.max } : {}),
      ...(q.type === "open-ended" ? { requiresPrompt: q.requiresPrompt } : {}),
    })),
  };
}

export const NO_QUESTIONS_MESSAGE = "Add at least one question before creating your form.";

/**
 * The creator's check before saving (spec section 5): the schema the server applies, so its messages
 * ('Question cannot be empty!', 'Option cannot be empty!') come from one place, in order, first failure only.
 */
export function validateForCreate(input: FormInput): string | null {
  // Not in the spec: a form without questions could never be answered, so it is not saved.
  if (input.questions.length === 0) return NO_QUESTIONS_MESSAGE;
  const result = formInputSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
