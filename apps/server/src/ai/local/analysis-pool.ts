import { availableParallelism } from "node:os";
import type { Analysis } from "@parley/schema";
import { Piscina } from "piscina";
import { AppError } from "../../errors.ts";
import type { AnalysisInput } from "../engine.ts";

export const DEFAULT_ANALYSIS_TIMEOUT_MS = 30_000;

let pool: Piscina<AnalysisInput, Analysis> | undefined;

/**
 * A few worker threads for the offline analysis, so a large one never blocks the event loop (health
 * checks, submissions). Idle workers end after a minute and never keep the process alive.
 */
function analysisPool(): Piscina<AnalysisInput, Analysis> {
  pool ??= new Piscina({
    filename: new URL("./analysis-worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 60_000,
  });
  return pool;
}

export const analysisTimeout = () =>
  new AppError(503, "ANALYSIS_TIMEOUT", "The analysis took too long. Please try again with fewer responses.");

/** The offline analysis on a worker thread; past `timeoutMs` (queueing included) the worker is stopped and 503 ANALYSIS_TIMEOUT thrown. */
export async function analyzeOffThread(input: AnalysisInput, timeoutMs: number): Promise<Analysis> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await analysisPool().run(input, { signal });
  } catch (error) {
    if (signal.aborted) throw analysisTimeout();
    throw error;
  }
}
