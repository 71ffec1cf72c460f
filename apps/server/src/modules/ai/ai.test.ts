import { analysisSchema, questionSchema } from "@parley/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "../../test/databases.ts";
import { stayQuestions } from "../../test/fakes/stay-survey.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";

const questions = stayQuestions;

// The AI routes need no database of their own, but run on the same stack as the rest.
describe.each(testDrivers.slice(0, 1))("AI routes ($name, local engine)", (driver) => {
  let parley: TestParley;
  beforeAll(async () => {
    parley = await startTestParley(driver);
  });
  afterAll(() => parley.stop());

  it("generates questions for a purpose, in the spec's body shape", async () => {
    const res = await parley.call("POST", "/api/generate-questions", {
      body: { message: "Find out how guests liked our hotel breakfast" },
    });
    expect(res.status).toBe(200);
    const generated = res.json.message.questions;
    expect(generated.length).toBeGreaterThanOrEqual(5);
    for (const q of generated) expect(questionSchema.safeParse(q).success).toBe(true);
    expect(generated.map((q: { id: number }) => q.id)).toEqual(generated.map((_: unknown, i: number) => i + 1));
    expect(
      generated.some((q: { type: string; requiresPrompt?: boolean }) => q.type === "open-ended" && q.requiresPrompt),
    ).toBe(true);
    expect(JSON.stringify(generated).toLowerCase()).toContain("breakfast");
  });

  it("titles a list of questions", async () => {
    const res = await parley.call("POST", "/api/generate-questions-title", { body: { questions } });
    expect(res.status).toBe(200);
    expect(typeof res.json.title).toBe("string");
    expect(res.json.title.length).toBeGreaterThan(0);
    expect(res.json.title.length).toBeLessThanOrEqual(60);
  });

  it("asks a follow-up question ending in '?'", async () => {
    const res = await parley.call("POST", "/api/poking-questions", {
      body: { question: "What should we change?", answer: "The music was far too loud during dinner" },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/\?$/);
    expect(res.json.message).not.toBe("What should we change?");
  });

  it("analyses posted responses, leaving follow-ups out", async () => {
    const responses = [
      {
        responses: [
          { id: "1", question: "How was your stay?", type: "radio", answer: "Great", isFollowUp: false },
          {
            id: "2",
            question: "What should we change?",
            type: "open-ended",
            answer: "Nothing, I loved it",
            isFollowUp: false,
          },
          {
            id: "2.1",
            question: "What did you love?",
            type: "open-ended",
            answer: "The friendly staff",
            isFollowUp: true,
          },
        ],
      },
      {
        responses: [
          { id: "1", question: "How was your stay?", type: "radio", answer: "Poor", isFollowUp: false },
          {
            id: "2",
            question: "What should we change?",
            type: "open-ended",
            answer: "The breakfast was cold and the room was noisy",
            isFollowUp: false,
          },
        ],
      },
    ];
    const res = await parley.call("POST", "/api/analyze-sentiment", { body: { responses, formQuestions: questions } });
    expect(res.status).toBe(200);
    const analysis = analysisSchema.parse(res.json.analysis);
    const { positive, negative, neutral } = analysis.overallSentiment;
    expect(positive + negative + neutral).toBe(100);
    expect(analysis.questions.map((q) => String(q.questionId))).toEqual(["1", "2"]);
  });

  it.each([
    ["/api/generate-questions", { message: "   " }],
    ["/api/generate-questions", { message: "x".repeat(2001) }],
    ["/api/generate-questions", { purpose: "wrong field" }],
    ["/api/generate-questions-title", { questions: [] }],
    ["/api/generate-questions-title", { questions: [{ id: 1, question: "Q", type: "dropdown" }] }],
    ["/api/poking-questions", { question: "Why?", answer: "" }],
    ["/api/poking-questions", { question: "", answer: "Because" }],
    ["/api/poking-questions", { question: "Why?", answer: "x".repeat(5001) }],
    ["/api/poking-questions", { question: "Why?", answer: "Because", thread: [{ question: "Q" }] }],
    [
      "/api/poking-questions",
      { question: "Why?", answer: "Because", thread: Array(3).fill({ question: "Q", answer: "A" }) },
    ],
    ["/api/analyze-sentiment", { responses: "many", formQuestions: [] }],
    ["/api/analyze-sentiment", { responses: [{ responses: [{ id: "a.b", answer: 1 }] }], formQuestions: [] }],
  ])("answers 400 in the error contract for a bad body on %s", async (path, body) => {
    const res = await parley.call("POST", path, { body, address: "192.0.2.77" });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_ERROR");
    expect(res.json.error.message).toBeTruthy();
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await parley.call("POST", "/api/poking-questions", { rawBody: "question=why", address: "192.0.2.78" });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: "VALIDATION_ERROR", message: "The request body must be valid JSON." });
  });
});
