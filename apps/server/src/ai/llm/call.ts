import { APICallError, generateText, type LanguageModel, LoadAPIKeyError, Output } from "ai";
import type { z } from "zod";
import { AppError, aiUnavailable } from "../../errors.ts";

/** A model object (never a gateway id string), so the engine can report which model it runs. */
export type ModelInstance = Exclude<LanguageModel, string>;

export interface CallSettings {
  model: ModelInstance;
  /** Budget for one attempt; the retry gets a fresh one. */
  timeoutMs: number;
}

export interface StructuredRequest<S extends z.ZodType, R> {
  instructions: string;
  prompt: string;
  schema: S;
  /** Cleans the validated output; throwing here counts as a bad answer and is retried. */
  finish: (output: z.infer<S>) => R;
}

/** One first try plus exactly one retry. */
const ATTEMPTS = 2;

/**
 * Asks the model for JSON matching `schema`, with a per-attempt timeout and one retry.
 * Every failure (timeout, HTTP error, unparsable or mismatching output) ends as AI_UNAVAILABLE,
 * so routes never see a provider's own error type.
 */
export async function generateStructured<S extends z.ZodType, R>(
  settings: CallSettings,
  request: StructuredRequest<S, R>,
): Promise<R> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const { output } = await generateText({
        model: settings.model,
        instructions: request.instructions,
        prompt: request.prompt,
        output: Output.object({ schema: request.schema }),
        // Our loop is the only retry: the SDK's own retries would back off for seconds and
        // would not retry malformed output at all.
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(settings.timeoutMs),
      });
      return request.finish(output as z.infer<S>);
    } catch (error) {
      lastError = error;
      if (!worthRetrying(error)) break;
    }
  }
  throw aiUnavailable(lastError);
}

/**
 * A missing key or a request the provider refused (401, 403, 404, 400...) fails the same way
 * twice; anything else (timeouts, 5xx, 429, a garbled body, bad output) may pass on a retry.
 */
function worthRetrying(error: unknown): boolean {
  if (LoadAPIKeyError.isInstance(error)) return false;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    return error.isRetryable || status < 400 || status >= 500;
  }
  return true;
}

/** Runs an engine method so that any unexpected throw still reaches the caller as AI_UNAVAILABLE. */
export async function asAiFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof AppError ? error : aiUnavailable(error);
  }
}

/** Thrown from `finish` when the output parses but is unusable (e.g. empty text). */
export class UnusableOutputError extends Error {
  override name = "UnusableOutputError";
}

/** Collapses runs of whitespace (models like to add newlines) and trims. */
export function squish(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Cuts to `max` characters, marking the cut so the model knows text was dropped. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** Removes one pair of wrapping quotes a model sometimes adds around a sentence. */
export function unquote(text: string): string {
  const match = /^(["'“”‘’`])(.*)(["'“”‘’`])$/s.exec(text);
  return match ? match[2]!.trim() : text;
}
