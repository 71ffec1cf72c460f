import { describe, expect, it } from "vitest";
import { isFollowUpId, parseAnswerId, questionIdOf } from "./answer-id.ts";
import { normalizeQuestion } from "./normalize-question.ts";

describe("normalizeQuestion", () => {
  it("keys options by position on choice questions only, trimmed", () => {
    expect(
      normalizeQuestion(2, { question: " Which? ", type: "checkbox", options: [" A ", { value: "B, C" }] }),
    ).toEqual({
      id: 2,
      question: "Which?",
      type: "checkbox",
      options: ["A", "B, C"].map((value, key) => ({ key, value })),
    });
    expect(normalizeQuestion(1, { question: "Why?", type: "open-ended", options: ["stray"] })).toEqual({
      id: 1,
      question: "Why?",
      type: "open-ended",
      requiresPrompt: false,
    });
  });

  it("gives a slider the 0 to 10 scale unless it has its own", () => {
    expect(normalizeQuestion(1, { question: "Rate", type: "slider", requiresPrompt: true })).toEqual({
      id: 1,
      question: "Rate",
      type: "slider",
      min: 0,
      max: 10,
    });
    expect(normalizeQuestion(1, { question: "Rate", type: "slider", min: 1, max: 5 })).toMatchObject({
      min: 1,
      max: 5,
    });
  });
});

describe("answer ids", () => {
  it("tell a follow-up from its question, as parseAnswerId does", () => {
    for (const id of ["3", "3.2", "12.1"]) {
      const parsed = parseAnswerId(id);
      expect(isFollowUpId(id)).toBe((parsed?.followUp ?? 0) > 0);
      expect(questionIdOf(id)).toBe(parsed?.questionId);
    }
    expect(questionIdOf(7)).toBe("7");
  });
});
