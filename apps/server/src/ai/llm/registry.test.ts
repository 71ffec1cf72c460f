// The provider registry in ../index.ts: one engine per AI_PROVIDER, built without network access.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiConfig } from "../../config.ts";
import { ConfigError } from "../../config.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../test/fakes/openai-server.ts";
import { generateSurvey } from "../../test/fakes/survey.ts";
import { createEngine } from "../index.ts";
import { createLocalEngine, scoreAnswer } from "../local/index.ts";
import { ANALYSIS_BUDGET, buildAnalysisPrompt } from "./analysis.ts";
import type { LlmEngine } from "./engine.ts";

const config = (over: Partial<AiConfig>): AiConfig => ({
  provider: "local",
  model: undefined,
  baseUrl: undefined,
  apiKey: "test-key",
  timeoutMs: 1_000,
  ...over,
});

describe("createEngine", () => {
  it("builds the offline engine for local", () => {
    const engine = createEngine(config({ provider: "local", apiKey: undefined }));
    expect(engine.name).toBe("local");
    expect(engine).not.toHaveProperty("modelId");
  });

  it.each([
    ["openai", "openai", "gpt-4o-mini"],
    ["anthropic", "anthropic", "claude-haiku-4-5"],
    ["google", "google", "gemini-2.5-flash"],
  ] as const)("builds %s with its default model", (provider, providerPrefix, modelId) => {
    const engine = createEngine(config({ provider })) as LlmEngine;
    expect(engine.name).toBe(provider);
    expect(engine.provider.startsWith(providerPrefix)).toBe(true);
    expect(engine.modelId).toBe(modelId);
  });

  it("uses AI_MODEL when set", () => {
    const engine = createEngine(config({ provider: "anthropic", model: "claude-sonnet-4-5" })) as LlmEngine;
    expect(engine.modelId).toBe("claude-sonnet-4-5");
  });

  it("builds openai-compatible from base URL and model, without a key", () => {
    const engine = createEngine(
      config({
        provider: "openai-compatible",
        baseUrl: "http://127.0.0.1:11434/v1",
        model: "llama3.2",
        apiKey: undefined,
      }),
    ) as LlmEngine;
    expect(engine).toMatchObject({
      name: "openai-compatible",
      provider: "openai-compatible.chat",
      modelId: "llama3.2",
    });
  });

  it("refuses openai-compatible without a model, naming the variable", () => {
    expect(() => createEngine(config({ provider: "openai-compatible", baseUrl: "http://127.0.0.1:11434/v1" }))).toThrow(
      ConfigError,
    );
    expect(() => createEngine(config({ provider: "openai-compatible", baseUrl: "http://127.0.0.1:11434/v1" }))).toThrow(
      /AI_MODEL/,
    );
  });

  describe("end to end over HTTP", () => {
    let server: FakeServer;
    beforeAll(async () => {
      server = await startFakeOpenAiServer({ title: "Library Visitor Survey" });
    });
    afterAll(async () => {
      await server.close();
    });

    it("an openai-compatible engine from the registry answers a real request", async () => {
      const engine = createEngine(
        config({
          provider: "openai-compatible",
          baseUrl: server.baseUrl("good"),
          model: "test-model",
          apiKey: undefined,
        }),
      );
      const title = await engine.generateTitle([{ id: 1, question: "How often do you visit?", type: "open-ended" }]);
      expect(title).toBe("Library Visitor Survey");
      expect(server.requests.get("good")?.[0]?.headers.authorization).toBeUndefined();
    });

    it("a 500 from the registry's engine reaches the caller as AI_UNAVAILABLE", async () => {
      const engine = createEngine(
        config({ provider: "openai-compatible", baseUrl: server.baseUrl("error-500"), model: "test-model" }),
      );
      await expect(engine.followUp({ question: "Why?", answer: "Because" })).rejects.toMatchObject({
        status: 502,
        code: "AI_UNAVAILABLE",
      });
    });
  });

  it("with the real local engine, the prompt for 10,000 responses stays under the bound", async () => {
    const input = generateSurvey(10_000);
    const local = await createLocalEngine().analyze(input);
    const prompt = buildAnalysisPrompt(input, local, scoreAnswer);
    expect(prompt.length).toBeLessThan(ANALYSIS_BUDGET.maxPromptChars);
    expect(prompt.length).toBeLessThan(12_000);
  });
});
