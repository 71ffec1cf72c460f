import type { AiConfig, AiProviderName } from "../config.ts";
import type { AiEngine } from "./engine.ts";
import { createLlmEngine } from "./llm/engine.ts";
import { type LlmProviderName, modelFactories } from "./llm/providers.ts";
import { createLocalEngine, scoreAnswer } from "./local/index.ts";

export type { AiEngine } from "./engine.ts";
export { createLlmEngine, type LlmEngine, type LlmEngineOptions } from "./llm/engine.ts";

type EngineFactory = (config: AiConfig) => AiEngine;

const llm =
  (provider: LlmProviderName): EngineFactory =>
  (config) =>
    createLlmEngine({
      name: provider,
      model: modelFactories[provider](config),
      timeoutMs: config.timeoutMs,
      // The analysis numbers always come from the offline engine; the model adds the prose.
      local: createLocalEngine({ analysisTimeoutMs: config.analysisTimeoutMs }),
      scoreAnswer,
    });

/** AI_PROVIDER -> engine. */
const engines: Record<AiProviderName, EngineFactory> = {
  local: (config) => createLocalEngine({ analysisTimeoutMs: config.analysisTimeoutMs }),
  openai: llm("openai"),
  anthropic: llm("anthropic"),
  google: llm("google"),
  "openai-compatible": llm("openai-compatible"),
};

/** Builds the engine chosen by the configuration; an invalid combination throws a ConfigError. */
export function createEngine(config: AiConfig): AiEngine {
  return engines[config.provider](config);
}
