import { LIMITS, questionSchema } from "@parley/schema";
import { describe, expect, it } from "vitest";
import { keyed } from "../../test/questions.ts";
import { normaliseFollowUp } from "./follow-up.ts";
import { FOLLOW_UP_FALLBACK_QUESTION, type GeneratedQuestions, normaliseQuestions } from "./questions.ts";
import { normaliseTitle, TITLE_MAX_LENGTH } from "./title.ts";

type Item = GeneratedQuestions["questions"][number];
const item = (over: Partial<Item>): Item => ({
  question: "A question?",
  type: "open-ended",
  options: [],
  requiresPrompt: false,
  min: null,
  max: null,
  ...over,
});

describe("normaliseQuestions", () => {
  it("numbers ids from 1 and keeps options only on choice questions", () => {
    const result = normaliseQuestions({
      questions: [
        item({ type: "checkbox", options: [" Red ", "Blue", "Blue", ""], requiresPrompt: true }),
        item({ type: "slider", options: ["ignored"], min: 1, max: 5, requiresPrompt: true }),
        item({ type: "open-ended", options: ["ignored"], requiresPrompt: true }),
      ],
    });
    expect(result).toEqual([
      { id: 1, question: "A question?", type: "checkbox", options: keyed(["Red", "Blue"]) },
      { id: 2, question: "A question?", type: "slider", min: 1, max: 5 },
      { id: 3, question: "A question?", type: "open-ended", requiresPrompt: true },
    ]);
    for (const q of result) expect(questionSchema.parse(q)).toEqual(q);
  });

  it("defaults slider bounds to 0..10 and repairs inverted ones", () => {
    const result = normaliseQuestions({
      questions: [
        item({ type: "slider" }),
        item({ type: "slider", min: 7, max: 2 }),
        item({ type: "slider", min: 0.4, max: 4.6 }),
      ],
    });
    expect(result.slice(0, 3).map((q) => [q.min, q.max])).toEqual([
      [0, 10],
      [0, 10],
      [0, 5],
    ]);
  });

  it("asks a choice question with fewer than two options as free text", () => {
    const [first] = normaliseQuestions({ questions: [item({ type: "radio", options: ["Only one"] })] });
    expect(first).toEqual({ id: 1, question: "A question?", type: "open-ended", requiresPrompt: true });
  });

  it("turns on follow-ups for the first open-ended question when the model forgot", () => {
    const result = normaliseQuestions({
      questions: [item({ type: "slider" }), item({ question: "Why?" }), item({ question: "Anything else?" })],
    });
    expect(result.map((q) => q.requiresPrompt)).toEqual([undefined, true, false]);
  });

  it("adds an open-ended question with follow-ups when there is none", () => {
    const result = normaliseQuestions({ questions: [item({ type: "radio", options: ["Yes", "No"] })] });
    expect(result).toHaveLength(2);
    expect(result[1]).toEqual({
      id: 2,
      question: FOLLOW_UP_FALLBACK_QUESTION,
      type: "open-ended",
      requiresPrompt: true,
    });
  });

  it("keeps at most LIMITS.maxQuestions, with room for the follow-up question", () => {
    const many = Array.from({ length: 150 }, (_, i) => item({ type: "radio", question: `Q${i}`, options: ["a", "b"] }));
    const result = normaliseQuestions({ questions: many });
    expect(result).toHaveLength(LIMITS.maxQuestions);
    expect(result.at(-1)).toMatchObject({ id: LIMITS.maxQuestions, type: "open-ended", requiresPrompt: true });
  });

  it("drops blank questions and fails when none is left", () => {
    expect(() => normaliseQuestions({ questions: [item({ question: "   " })] })).toThrow(/no usable question/);
    expect(() => normaliseQuestions({ questions: [] })).toThrow();
  });
});

describe("normaliseTitle", () => {
  it("trims, unquotes and drops a final period", () => {
    expect(normaliseTitle('\n "Customer Survey." ')).toBe("Customer Survey");
  });

  it(`fits in ${TITLE_MAX_LENGTH} characters, cut at a word`, () => {
    const title = normaliseTitle("A very long title about the yearly satisfaction of our many wonderful customers");
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(title).toBe("A very long title about the yearly satisfaction of our many");
  });

  it("fails on an empty title", () => {
    expect(() => normaliseTitle(' "" ')).toThrow();
  });
});

describe("normaliseFollowUp", () => {
  it.each([
    ["Why was that?", "Why was that?"],
    ["Could you give an example.", "Could you give an example?"],
    ["Follow-up: what happened next", "what happened next?"],
    ['"Why?!"', "Why?"],
    ["What changed\nafter that ??", "What changed after that?"],
  ])("%j -> %j", (raw, expected) => {
    expect(normaliseFollowUp(raw)).toBe(expected);
  });

  it("fails on an empty question", () => {
    expect(() => normaliseFollowUp(" ? ")).toThrow();
  });
});
