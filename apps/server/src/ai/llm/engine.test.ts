import type { AnswerEntry, Question } from "@parley/schema";
import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { keywordScore, reply, scriptedModel, stubLocal } from "../../test/fakes/mock-model.ts";
import { keyed } from "../../test/questions.ts";
import type { AiEngine } from "../engine.ts";
import { createLlmEngine } from "./engine.ts";

const questions: Question[] = [
  { id: 1, question: "How satisfied are you?", type: "slider", min: 0, max: 10 },
  { id: 2, question: "What should we improve?", type: "open-ended", requiresPrompt: true },
];
const entry = (id: string, answer: string, type: Question["type"] = "open-ended"): AnswerEntry => ({
  id,
  question: `Question ${id}`,
  type,
  answer,
  isFollowUp: id.includes("."),
});
const analysisInput = {
  questions,
  responses: [
    [entry("1", "8", "slider"), entry("2", "Great service but slow delivery"), entry("2.1", "The courier was late")],
    [entry("1", "3", "slider"), entry("2", "Bad support")],
  ],
};

/** What the provider's client throws when the API answers `statusCode`. */
const httpError = (statusCode: number, message: string, isRetryable?: boolean) =>
  new APICallError({ message, url: "https://example.test", requestBodyValues: {}, statusCode, isRetryable });

const goodQuestions = {
  questions: [
    {
      question: "How did you hear about us?",
      type: "radio",
      options: ["Friend", "Ad"],
      requiresPrompt: false,
      min: null,
      max: null,
    },
    {
      question: "How likely are you to recommend us?",
      type: "slider",
      options: [],
      requiresPrompt: false,
      min: null,
      max: null,
    },
    {
      question: "What did you like most?",
      type: "open-ended",
      options: [],
      requiresPrompt: true,
      min: null,
      max: null,
    },
  ],
};

/** For each operation: a good model output, what the caller gets from it, and how to call it. */
const operations: {
  name: string;
  good: unknown;
  mismatch: unknown;
  call: (engine: AiEngine) => Promise<unknown>;
  check: (result: unknown) => void;
}[] = [
  {
    name: "generateQuestions",
    good: goodQuestions,
    mismatch: {
      questions: [{ question: "Q?", type: "dropdown", options: [], requiresPrompt: false, min: null, max: null }],
    },
    call: (engine) => engine.generateQuestions("Feedback on our bakery"),
    check: (result) =>
      expect(result).toEqual([
        { id: 1, question: "How did you hear about us?", type: "radio", options: keyed(["Friend", "Ad"]) },
        { id: 2, question: "How likely are you to recommend us?", type: "slider", min: 0, max: 10 },
        { id: 3, question: "What did you like most?", type: "open-ended", requiresPrompt: true },
      ]),
  },
  {
    name: "generateTitle",
    good: { title: '  "Bakery Customer Feedback."  ' },
    mismatch: { name: "Bakery Customer Feedback" },
    call: (engine) => engine.generateTitle(questions),
    check: (result) => expect(result).toBe("Bakery Customer Feedback"),
  },
  {
    name: "followUp",
    good: { question: "What made the delivery feel slow to you." },
    mismatch: { followUp: 42 },
    call: (engine) => engine.followUp({ question: "What should we improve?", answer: "Delivery is slow" }),
    check: (result) => expect(result).toBe("What made the delivery feel slow to you?"),
  },
  {
    name: "analyze",
    good: { commonThemes: ["Delivery speed", "Support quality"], actionableInsights: ["Speed up delivery."] },
    mismatch: { themes: ["Delivery speed"] },
    call: (engine) => engine.analyze(analysisInput),
    check: (result) =>
      expect(result).toMatchObject({
        overallSentiment: { positive: 50, negative: 30, neutral: 20 },
        commonThemes: ["Delivery speed", "Support quality"],
        actionableInsights: ["Speed up delivery."],
        questions: [{ questionId: 1 }, { questionId: 2 }],
      }),
  },
];

function engineWith(model: ReturnType<typeof scriptedModel>, timeoutMs = 2_000) {
  return createLlmEngine({ model, timeoutMs, local: stubLocal, scoreAnswer: keywordScore });
}

async function expectAiUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 502, code: "AI_UNAVAILABLE" });
  return error as AppError;
}

describe.each(operations)("LLM engine $name", (op) => {
  it("returns the cleaned model output after one call", async () => {
    const model = scriptedModel(reply(op.good));
    op.check(await op.call(engineWith(model)));
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("turns malformed output into AI_UNAVAILABLE after exactly one retry", async () => {
    const model = scriptedModel(reply("Sure! Here is the JSON you asked for: {"));
    await expectAiUnavailable(op.call(engineWith(model)));
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("turns a schema mismatch into AI_UNAVAILABLE after exactly one retry", async () => {
    const model = scriptedModel(reply(op.mismatch));
    const error = await expectAiUnavailable(op.call(engineWith(model)));
    expect(error.cause).toBeDefined();
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("succeeds when the retry succeeds", async () => {
    const model = scriptedModel(reply("not json"), reply(op.good));
    op.check(await op.call(engineWith(model)));
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("retries a transient HTTP error once, then gives up", async () => {
    const model = scriptedModel(httpError(503, "overloaded", true));
    await expectAiUnavailable(op.call(engineWith(model)));
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("times out a hanging model on each attempt", async () => {
    const model = scriptedModel("hang");
    const started = Date.now();
    await expectAiUnavailable(op.call(engineWith(model, 100)));
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("LLM engine", () => {
  it("does not retry a rejected API key", async () => {
    const model = scriptedModel(httpError(401, "invalid api key"));
    await expectAiUnavailable(engineWith(model).generateTitle(questions));
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("reports its provider and model", () => {
    const engine = engineWith(scriptedModel(reply({})));
    expect(engine).toMatchObject({ name: "mock", provider: "mock", modelId: "mock-model" });
  });

  it("sends the purpose inside the prompt and the rules as instructions", async () => {
    const model = scriptedModel(reply(goodQuestions));
    await engineWith(model).generateQuestions("Feedback on our bakery");
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain("Feedback on our bakery");
    expect(prompt).toContain("requiresPrompt");
    expect(model.doGenerateCalls[0]?.responseFormat).toMatchObject({ type: "json" });
  });

  it("tells the model which follow-ups were already asked", async () => {
    const model = scriptedModel(reply({ question: "Which part was slowest?" }));
    await engineWith(model).followUp({
      question: "What should we improve?",
      answer: "Delivery",
      previous: ["Why do you say that?"],
    });
    expect(JSON.stringify(model.doGenerateCalls[0]?.prompt)).toContain("Why do you say that?");
  });

  it("shows the model the earlier answer a short reply belongs to", async () => {
    const model = scriptedModel(reply({ question: "Which part of the delivery was late?" }));
    await engineWith(model).followUp({
      question: "Why do you say that?",
      answer: "twice this month",
      previous: ["Why do you say that?"],
      thread: [{ question: "What should we improve?", answer: "Delivery is always late" }],
    });
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain("Delivery is always late");
    expect(prompt.indexOf("Delivery is always late")).toBeLessThan(prompt.indexOf("twice this month"));
  });

  it("keeps local themes when the model returns empty lists", async () => {
    const model = scriptedModel(reply({ commonThemes: [], actionableInsights: [" ", "Call unhappy customers."] }));
    const result = await engineWith(model).analyze(analysisInput);
    expect(result.commonThemes).toEqual(["local theme"]);
    expect(result.actionableInsights).toEqual(["Call unhappy customers."]);
  });

  it("skips the model when there is nothing to analyse", async () => {
    const model = scriptedModel(reply({ commonThemes: ["x"], actionableInsights: ["y"] }));
    const result = await engineWith(model).analyze({ questions, responses: [[entry("2", "  ")]] });
    expect(result.commonThemes).toEqual(["local theme"]);
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it("reports a failing local analysis as AI_UNAVAILABLE too", async () => {
    const engine = createLlmEngine({
      model: scriptedModel(reply({})),
      timeoutMs: 1_000,
      local: {
        analyze: async () => {
          throw new Error("wink-nlp exploded");
        },
      },
      scoreAnswer: keywordScore,
    });
    await expectAiUnavailable(engine.analyze(analysisInput));
  });
});
