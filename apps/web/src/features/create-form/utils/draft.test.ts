import { describe, expect, it } from "vitest";
import {
  type DraftQuestion,
  fromGenerated,
  newDraftQuestion,
  removeQuestion,
  toFormInput,
  validateDraft,
} from "./draft.ts";

const q = (patch: Partial<DraftQuestion>): DraftQuestion => ({ ...newDraftQuestion(1), ...patch });

describe("creator drafts", () => {
  it("starts a new question as radio with one empty option and no prompting", () => {
    expect(newDraftQuestion(4)).toMatchObject({
      id: 4,
      question: "",
      type: "radio",
      options: [""],
      requiresPrompt: false,
    });
  });

  it("renumbers the remaining questions from 1 after a delete", () => {
    const list = [q({ id: 1, question: "a" }), q({ id: 2, question: "b" }), q({ id: 3, question: "c" })];
    const after = removeQuestion(list, list[0]!.key);
    expect(after.map((x) => [x.id, x.question])).toEqual([
      [1, "b"],
      [2, "c"],
    ]);
  });

  it("validates in order and stops at the first failure", () => {
    expect(validateDraft([q({ question: "ok", options: ["x"] }), q({ question: " ", options: [""] })])).toBe(
      "Question cannot be empty!",
    );
    expect(validateDraft([q({ question: "ok", options: ["x", "  "] }), q({ question: "" })])).toBe(
      "Option cannot be empty!",
    );
    expect(validateDraft([q({ question: "ok", type: "slider", options: [""] })])).toBeNull();
    expect(validateDraft([])).toBe("Add at least one question before creating your form.");
  });

  it("turns options from the AI into plain strings and back for saving", () => {
    const drafts = fromGenerated([
      { id: 7, question: "Pick", type: "checkbox", options: [{ key: 0, value: "A" }] },
      { id: 9, question: "Why?", type: "open-ended", requiresPrompt: true },
      { id: 10, question: "Rate", type: "slider", min: 1, max: 5 },
    ]);
    expect(drafts.map((d) => [d.id, d.options])).toEqual([
      [1, ["A"]],
      [2, []],
      [3, []],
    ]);
    expect(toFormInput(" My form ", drafts)).toEqual({
      title: "My form",
      questions: [
        { id: 1, question: "Pick", type: "checkbox", options: ["A"] },
        { id: 2, question: "Why?", type: "open-ended", requiresPrompt: true },
        { id: 3, question: "Rate", type: "slider", min: 1, max: 5 },
      ],
    });
  });
});
