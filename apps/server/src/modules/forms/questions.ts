import { normalizeQuestion, type Question, type QuestionInput } from "@parley/schema";
import { AppError } from "../../errors.ts";

/**
 * The stored shape of spec section 3 (normalizeQuestion). New forms number questions from 1; edits
 * keep their ids (answers refer to them) and give new questions the highest id plus one.
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
  return inputs.map((input, index) =>
    normalizeQuestion(mode === "create" ? index + 1 : input.id === undefined ? ++highest : Number(input.id), input),
  );
}
