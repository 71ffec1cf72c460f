import type { QuestionType } from "@parley/schema";

/**
 * `questionTypes` of @parley/schema, repeated here because importing a value from the schema's
 * forms module brings zod with it; screens a respondent loads must stay light. The type check
 * below fails if the two lists ever differ.
 */
export const QUESTION_TYPES = ["radio", "checkbox", "slider", "open-ended"] as const satisfies readonly QuestionType[];

type Missing = Exclude<QuestionType, (typeof QUESTION_TYPES)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;

export const isQuestionType = (value: unknown): value is QuestionType =>
  (QUESTION_TYPES as readonly unknown[]).includes(value);

/** What the type selects of the creator and the editor show for each type. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  radio: "Radio",
  checkbox: "Checkbox",
  slider: "Slider",
  "open-ended": "Open-ended",
};

/** Radio and checkbox questions have options to choose from; the others have none. */
export const hasOptions = (type: QuestionType) => type === "radio" || type === "checkbox";

/**
 * Spec section 4: changing a question's type keeps its other fields. A choice question needs
 * something to choose, so it gets one empty option to fill in when it has none.
 */
export function withQuestionType<Q extends { type: QuestionType; options: string[] }>(
  question: Q,
  type: QuestionType,
): Q {
  const options = hasOptions(type) && question.options.length === 0 ? [""] : question.options;
  return { ...question, type, options };
}
