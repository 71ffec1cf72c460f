import {
  type FormInput,
  type Question,
  type QuestionType,
  SLIDER_DEFAULT_MAX,
  SLIDER_DEFAULT_MIN,
} from "@parley/schema";
import { hasOptions } from "../../../lib/question-types.ts";

/** Spec section 2: the creator's title before the owner or the AI changes it. */
export const DEFAULT_FORM_TITLE = "Create Form";

/** A question being edited: options are plain strings (spec section 3). */
export interface DraftQuestion {
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

/** Spec section 3: a new question in the creator is radio with one empty option and no prompting. */
export function newDraftQuestion(id: number): DraftQuestion {
  return {
    key: nextKey(),
    id,
    question: "",
    type: "radio",
    options: [""],
    requiresPrompt: false,
    min: SLIDER_DEFAULT_MIN,
    max: SLIDER_DEFAULT_MAX,
  };
}

/** The AI's questions, numbered from 1, with their options as plain strings. */
export function fromGenerated(questions: Question[]): DraftQuestion[] {
  return questions.map((q, index) => ({
    key: nextKey(),
    id: index + 1,
    question: q.question,
    type: q.type,
    // A choice question always offers at least one (possibly empty) option to fill in.
    options: q.options?.length ? q.options.map((option) => option.value) : hasOptions(q.type) ? [""] : [],
    requiresPrompt: q.type === "open-ended" && q.requiresPrompt === true,
    min: q.min ?? SLIDER_DEFAULT_MIN,
    max: q.max ?? SLIDER_DEFAULT_MAX,
  }));
}

/** Spec section 4: after a delete the remaining questions are numbered again from 1. */
export function removeQuestion(questions: DraftQuestion[], key: string): DraftQuestion[] {
  return questions.filter((q) => q.key !== key).map((q, index) => ({ ...q, id: index + 1 }));
}

export const NO_QUESTIONS_MESSAGE = "Add at least one question before creating your form.";

/**
 * Spec section 5, in order and stopping at the first failure: for each question, its text, then its
 * options. Only radio and checkbox show options, so only theirs are checked.
 */
export function validateDraft(questions: DraftQuestion[]): string | null {
  // Not in the spec: a form without questions could never be answered, so it is not saved.
  if (questions.length === 0) return NO_QUESTIONS_MESSAGE;
  for (const q of questions) {
    if (q.question.trim() === "") return "Question cannot be empty!";
    if (hasOptions(q.type) && q.options.some((option) => option.trim() === "")) return "Option cannot be empty!";
  }
  return null;
}

/** The body of POST /api/forms: only the fields that belong to each question's type. */
export function toFormInput(title: string, questions: DraftQuestion[]): FormInput {
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
