import { describe, expect, it } from "vitest";
import {
  type BuilderQuestion,
  newQuestion,
  nextQuestionId,
  removeQuestion,
  toBuilderQuestions,
  toFormInput,
  validateForCreate,
} from "./builder.ts";

const q = (patch: Partial<BuilderQuestion>): BuilderQuestion => ({ ...newQuestion("creator", []), ...patch });
const validate = (questions: BuilderQuestion[]) => validateForCreate(toFormInput("A form", questions));

describe("the form builder's questions", () => {
  it("starts a new question in the creator as radio with one empty option and no prompting", () => {
    expect(newQuestion("creator", [q({ id: 1 }), q({ id: 2 }), q({ id: 3 })])).toMatchObject({
      id: 4,
      question: "",
      type: "radio",
      options: [""],
      requiresPrompt: false,
    });
  });

  it("starts a new question in the editor as open-ended with no options, numbered after the highest id", () => {
    expect(newQuestion("editor", [q({ id: 1 }), q({ id: 4 }), q({ id: 2 })])).toMatchObject({
      id: 5,
      question: "",
      type: "open-ended",
      options: [],
    });
    expect(nextQuestionId([])).toBe(1);
  });

  it("renumbers the remaining questions from 1 after a delete in the creator, keeps ids in the editor", () => {
    const list = [q({ id: 1, question: "a" }), q({ id: 2, question: "b" }), q({ id: 3, question: "c" })];
    expect(removeQuestion("creator", list, list[0]!.key).map((x) => [x.id, x.question])).toEqual([
      [1, "b"],
      [2, "c"],
    ]);
    expect(removeQuestion("editor", list, list[0]!.key).map((x) => [x.id, x.question])).toEqual([
      [2, "b"],
      [3, "c"],
    ]);
  });

  it("validates in order with the schema's messages and stops at the first failure", () => {
    expect(validate([q({ question: "ok", options: ["x"] }), q({ question: " ", options: [""] })])).toBe(
      "Question cannot be empty!",
    );
    expect(validate([q({ question: "ok", options: ["x", "  "] }), q({ question: "" })])).toBe(
      "Option cannot be empty!",
    );
    expect(validate([q({ question: "ok", type: "slider", options: [""] })])).toBeNull();
    expect(validate([])).toBe("Add at least one question before creating your form.");
  });

  it("turns the AI's options into plain strings, numbered from 1, and back for saving", () => {
    const drafts = toBuilderQuestions("creator", [
      { id: 7, question: "Pick", type: "checkbox", options: [{ key: 0, value: "A" }] },
      { id: 9, question: "Why?", type: "open-ended", requiresPrompt: true },
      { id: 10, question: "Rate", type: "slider", min: 1, max: 5 },
      { id: 11, question: "One", type: "radio" },
    ]);
    expect(drafts.map((d) => [d.id, d.options])).toEqual([
      [1, ["A"]],
      [2, []],
      [3, []],
      [4, [""]],
    ]);
    expect(toFormInput(" My form ", drafts.slice(0, 3))).toEqual({
      title: "My form",
      questions: [
        { id: 1, question: "Pick", type: "checkbox", options: ["A"] },
        { id: 2, question: "Why?", type: "open-ended", requiresPrompt: true },
        { id: 3, question: "Rate", type: "slider", min: 1, max: 5 },
      ],
    });
  });

  it("keeps a stored form's ids in the editor", () => {
    const edited = toBuilderQuestions("editor", [
      { id: 4, question: "Why?", type: "open-ended" },
      { id: 2, question: "One", type: "radio" },
    ]);
    expect(edited.map((d) => [d.id, d.options, d.requiresPrompt])).toEqual([
      [4, [], false],
      [2, [], false],
    ]);
  });
});
