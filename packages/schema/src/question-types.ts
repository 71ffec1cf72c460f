/** The question types (spec section 3). No zod here, so any bundle (the respondent's too) may import it. */
export const questionTypes = ["radio", "checkbox", "slider", "open-ended"] as const;
export type QuestionType = (typeof questionTypes)[number];

export const isQuestionType = (value: unknown): value is QuestionType =>
  (questionTypes as readonly unknown[]).includes(value);

/** Radio and checkbox questions have options to choose from; the others have none. */
export const hasOptions = (type: QuestionType): boolean => type === "radio" || type === "checkbox";
