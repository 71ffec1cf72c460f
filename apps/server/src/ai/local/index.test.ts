import { analysisSchema, questionSchema } from "@parley/schema";
import { describe, expect, it } from "vitest";
import { analyze } from "./analysis.ts";
import { createLocalEngine, scoreAnswer } from "./index.ts";

describe("createLocalEngine", () => {
  const engine = createLocalEngine();

  it("is the offline engine named local", () => {
    expect(engine.name).toBe("local");
  });

  it("runs the four tasks end to end", async () => {
    const questions = await engine.generateQuestions("Feedback on our bakery's new sourdough range");
    for (const q of questions) questionSchema.parse(q);
    const title = await engine.generateTitle(questions);
    expect(title.length).toBeLessThanOrEqual(60);
    const open = questions.find((q) => q.type === "open-ended");
    const message = await engine.followUp({ question: open?.question ?? "", answer: "The crust was burnt" });
    expect(message.endsWith("?")).toBe(true);
    const analysis = await engine.analyze({
      questions,
      responses: [
        questions.map((q) => ({
          id: String(q.id),
          question: q.question,
          type: q.type,
          answer: q.type === "slider" ? "7" : q.type === "open-ended" ? "Lovely bread" : (q.options?.[0]?.value ?? ""),
          isFollowUp: false,
        })),
      ],
    });
    analysisSchema.parse(analysis);
  });

  it("analyses on its worker thread exactly as on the caller's", async () => {
    const question = "What could we do better?";
    const input = {
      questions: [
        { id: 1, question, type: "open-ended" as const },
        { id: 2, question: "How likely are you to return?", type: "slider" as const, min: 0, max: 10 },
      ],
      responses: ["Slow service at lunch", "The coffee was cold", "Nothing, all good", "café too noisy 😕"].map(
        (answer, i) => [
          { id: "1", question, type: "open-ended" as const, answer, isFollowUp: false },
          { id: "1.1", question: "Why?", type: "open-ended" as const, answer: "we waited ages", isFollowUp: true },
          {
            id: "2",
            question: "How likely are you to return?",
            type: "slider" as const,
            answer: String(i * 3),
            isFollowUp: false,
          },
        ],
      ),
    };
    expect(await engine.analyze(input)).toEqual(analyze(input));
  });

  it("exports scoreAnswer for the LLM engine", () => {
    const result = scoreAnswer({
      id: "1",
      question: "Comments?",
      type: "open-ended",
      answer: "Awful service",
      isFollowUp: false,
    });
    expect(result.label).toBe("negative");
    expect(result.score).toBeLessThan(0);
  });
});
