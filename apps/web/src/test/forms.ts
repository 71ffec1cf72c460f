import type { Form, Question } from "@parley/schema";

/** The sample forms' first question: one choice out of two drinks. */
export const drinkQuestion: Question = {
  id: 1,
  question: "Favourite drink?",
  type: "radio",
  options: [
    { key: 0, value: "Tea" },
    { key: 1, value: "Coffee" },
  ],
};

/** The sample form, f1 of owner-1, with these questions. */
export function coffeeSurvey(questions: Question[]): Form {
  return {
    id: "f1",
    ownerId: "owner-1",
    title: "Coffee survey",
    questions,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}
