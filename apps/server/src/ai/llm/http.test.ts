// The openai-compatible provider over real HTTP, against a local fake server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { keywordScore, stubLocal } from "../../test/fakes/mock-model.ts";
import {
  type FakeMode,
  type FakeServer,
  startFakeOpenAiServer,
  visitQuestions,
} from "../../test/fakes/openai-server.ts";
import { keyed } from "../../test/questions.ts";
import { createLlmEngine } from "./engine.ts";
import { modelFactories } from "./providers.ts";

const TIMEOUT_MS = 300;

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer(visitQuestions);
});
afterAll(async () => {
  await server.close();
});

function engineFor(mode: FakeMode) {
  const model = modelFactories["openai-compatible"]({
    provider: "openai-compatible",
    model: "test-model",
    baseUrl: server.baseUrl(mode),
    apiKey: "sk-local",
    timeoutMs: TIMEOUT_MS,
  });
  return createLlmEngine({ model, timeoutMs: TIMEOUT_MS, local: stubLocal, scoreAnswer: keywordScore });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("the call should fail"),
    (error: unknown) => error,
  );
}

describe("openai-compatible provider over HTTP", () => {
  it("returns the questions from a good answer", async () => {
    const questions = await engineFor("good").generateQuestions("A survey for our library");
    expect(questions).toEqual([
      { id: 1, question: "How often do you visit?", type: "radio", options: keyed(["Daily", "Weekly"]) },
      { id: 2, question: "What would make you visit more?", type: "open-ended", requiresPrompt: true },
    ]);
    const [request] = server.requests.get("good") ?? [];
    expect(request?.headers.authorization).toBe("Bearer sk-local");
    expect(request?.body).toMatchObject({
      model: "test-model",
      response_format: { type: "json_schema", json_schema: { strict: true } },
    });
    expect(JSON.stringify(request?.body.messages)).toContain("A survey for our library");
  });

  it("retries a 500 once and succeeds", async () => {
    const questions = await engineFor("flaky").generateQuestions("A survey for our library");
    expect(questions).toHaveLength(2);
    expect(server.requests.get("flaky")).toHaveLength(2);
  });

  it.each([
    ["malformed-body", "a body that is not JSON"],
    ["malformed-content", "content that is not JSON"],
    ["mismatch", "JSON of the wrong shape"],
    ["error-500", "HTTP 500"],
  ] as const)("answers AI_UNAVAILABLE (502) to %s (%s), after one retry", async (mode, _what) => {
    const error = await failure(engineFor(mode).generateQuestions("A survey for our library"));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: "AI_UNAVAILABLE" });
    expect(server.requests.get(mode)).toHaveLength(2);
  });

  it("gives up on a server that hangs, within the two timeouts", async () => {
    const started = performance.now();
    const error = await failure(engineFor("hang").generateQuestions("A survey for our library"));
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ status: 502, code: "AI_UNAVAILABLE" });
    expect(server.requests.get("hang")).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(2 * TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(2 * TIMEOUT_MS + 1_000);
  });
});
