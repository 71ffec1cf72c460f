import { type Question, type QuestionInput, SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_MIN } from "@parley/schema";
import { AppError } from "../../errors.ts";

/**
 * The stored shape of spec section 3: options as {key: index, value}, requiresPrompt only on
 * open-ended, slider min/max defaulting to 0 and 10. New forms number questions from 1; edits keep
 * their ids (answers refer to them) and give new questions the highest id plus one.
 */
export function normalizeQuestions(inputs: QuestionInput[], mode: "create" | "update"): Question[] {
  const seen = new Set<number>();
  let highest = 0;
  if (mode === "update") {
    for (const q of inputs) {
      const id = q.id === undefined ? undefined : Number(q.id);
      if (id === undefined) continue;
      if (seen.has(id)) throw new AppError("VALIDATION_ERROR", `Question id ${id} appears more than once.`);
      seen.add(id);
      highest = Math.max(highest, id);
    }
  }
  return inputs.map((input, index) => {
    const id = mode === "create" ? index + 1 : input.id === undefined ? ++highest : Number(input.id);
    const question: Question = { id, question: input.question.trim(), type: input.type };
    if (input.type === "radio" || input.type === "checkbox") {
      question.options = (input.options ?? []).map((option, key) => ({
        key,
        value: (typeof option === "string" ? option : option.value).trim(),
      }));
    }
    if (input.type === "slider") {
      question.min = input.min ?? SLIDER_DEFAULT_MIN;
      question.max = input.max ?? SLIDER_DEFAULT_MAX;
    }
    if (input.type === "open-ended") question.requiresPrompt = input.requiresPrompt ?? false;
    return question;
  });
}
