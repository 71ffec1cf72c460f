// The stored shape of one question (spec section 3), for the form routes and both question engines.
// Zod-free (types only), so any bundle may import it.
import type { Question } from "./forms.ts";
import { SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_MIN } from "./limits.ts";
import type { QuestionType } from "./question-types.ts";

/** A question as written, edited or generated: options as text or {value}, bounds and prompt optional. */
export interface QuestionDraft {
  question: string;
  type: QuestionType;
  options?: readonly (string | { value: string })[] | undefined;
  requiresPrompt?: boolean | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Options as {key: index, value} only on radio and checkbox, slider bounds defaulting to 0 and 10,
 * requiresPrompt only on open-ended (false unless asked); text trimmed.
 */
export function normalizeQuestion(id: number, draft: QuestionDraft): Question {
  const question: Question = { id, question: draft.question.trim(), type: draft.type };
  if (draft.type === "radio" || draft.type === "checkbox") {
    question.options = (draft.options ?? []).map((option, key) => ({
      key,
      value: (typeof option === "string" ? option : option.value).trim(),
    }));
  }
  if (draft.type === "slider") {
    question.min = draft.min ?? SLIDER_DEFAULT_MIN;
    question.max = draft.max ?? SLIDER_DEFAULT_MAX;
  }
  if (draft.type === "open-ended") question.requiresPrompt = draft.requiresPrompt ?? false;
  return question;
}
