import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogle } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { AiConfig, AiProviderName } from "../../config.ts";
import { ConfigError } from "../../config.ts";
import type { ModelInstance } from "./call.ts";

export type LlmProviderName = Exclude<AiProviderName, "local">;

/** Small, cheap models that follow JSON schemas well; AI_MODEL overrides them. */
export const DEFAULT_MODELS: Record<Exclude<LlmProviderName, "openai-compatible">, string> = {
  openai: "gpt-4o-mini",
  anthropic: "claude-haiku-4-5",
  google: "gemini-2.5-flash",
};

type ModelFactory = (config: AiConfig) => ModelInstance;

/** One AI SDK provider per AI_PROVIDER value; a registry rather than a chain of ifs. */
export const modelFactories: Record<LlmProviderName, ModelFactory> = {
  openai: (c) => createOpenAI({ apiKey: c.apiKey, baseURL: c.baseUrl })(c.model ?? DEFAULT_MODELS.openai),
  anthropic: (c) => createAnthropic({ apiKey: c.apiKey, baseURL: c.baseUrl })(c.model ?? DEFAULT_MODELS.anthropic),
  google: (c) => createGoogle({ apiKey: c.apiKey, baseURL: c.baseUrl })(c.model ?? DEFAULT_MODELS.google),
  "openai-compatible": (c) => {
    // Local servers (Ollama, vLLM, LM Studio) have no sensible default model or address.
    const { baseUrl, model } = c;
    if (!baseUrl || !model) {
      const missing = [baseUrl ? "" : "AI_BASE_URL", model ? "" : "AI_MODEL"].filter((name) => name !== "");
      const lines = missing.map((name) => `${name} is required when AI_PROVIDER=openai-compatible`);
      throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
    }
    return createOpenAICompatible({
      name: "openai-compatible",
      baseURL: baseUrl,
      apiKey: c.apiKey,
      // Sends the JSON schema as response_format, which these servers enforce while decoding.
      supportsStructuredOutputs: true,
    })(model);
  },
};
