import { availableParallelism } from "node:os";
import type { Analysis } from "@parley/schema";
import { Piscina } from "piscina";
import { AppError } from "../../errors.ts";
import type { AnalysisInput } from "../engine.ts";
import type { AnalysisOutcome, AnalysisTask } from "./analysis-worker.ts";
import type { NotesInput, noteResponses } from "./notes.ts";

export const DEFAULT_ANALYSIS_TIMEOUT_MS = 30_000;

let pool: Piscina<AnalysisTask, AnalysisOutcome> | undefined;

/**
 * A few worker threads for the offline analysis, so a large one never blocks the event loop (health
 * checks, submissions). Idle workers never keep the process alive.
 */
function analysisPool(): Piscina<AnalysisTask, AnalysisOutcome> {
  pool ??= new Piscina({
    filename: new URL("./analysis-worker.ts", import.meta.url).href,
    // One worker stays loaded (and is replaced at once after a stopped analysis), so an analysis
    // does not wait for a worker to load the language model.
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 60_000,
    // Analyses are background work: on a busy machine the event loop's thread goes first.
    niceIncrement: 10,
  });
  return pool;
}

export const analysisTimeout = () =>
  new AppError("ANALYSIS_TIMEOUT", "The analysis took too long. Please try again with fewer responses.");

let loaded: Promise<unknown> | undefined;
/** A worker that has not loaded in this long will not: the waiting analyses fail rather than hang. */
const LOAD_LIMIT_MS = 60_000;

/**
 * Resolves once the pool's first worker has loaded (the worker warms itself as it loads). A time
 * budget does not count that load: on a busy machine it takes seconds, and a first analysis stopped
 * for it would stop the worker and load it again.
 */
export function analysisPoolLoaded(): Promise<unknown> {
  loaded ??= analysisPool()
    .run({ ping: true }, { signal: AbortSignal.timeout(LOAD_LIMIT_MS) })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error instanceof Error && error.name === "AbortError" ? analysisTimeout() : error;
    });
  return loaded;
}

async function runTask(task: AnalysisTask, timeoutMs: number): Promise<AnalysisOutcome> {
  await analysisPoolLoaded();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await analysisPool().run(task, { signal });
  } catch (error) {
    if (signal.aborted) throw analysisTimeout();
    throw error;
  }
}

/** The offline analysis on a worker thread; past `timeoutMs` (queueing included, the pool's first load not) the worker is stopped and ANALYSIS_TIMEOUT thrown. */
export async function analyzeOffThread(input: AnalysisInput, timeoutMs: number): Promise<Analysis> {
  // Sent as JSON: a worker parses one string several times faster than it rebuilds the structured
  // clone of thousands of small answer objects.
  const outcome = await runTask({ inputJson: JSON.stringify(input) }, timeoutMs);
  if (!("analysis" in outcome)) throw new Error("analysis task without an analysis");
  return outcome.analysis;
}

/**
 * POST /api/analyze-sentiment's body, parsed, checked and analysed on a worker thread: an 8 MB body
 * takes the event loop a few hundred milliseconds to parse and validate alone. A bad body throws the
 * same 400 as on the main thread; `null` means more than `maxResponses` responses.
 */
export async function analyzeBodyOffThread(
  body: string,
  options: { maxResponses: number | undefined; timeoutMs: number },
): Promise<Analysis | null> {
  const outcome = await runTask({ body, maxResponses: options.maxResponses }, options.timeoutMs);
  if ("analysis" in outcome) return outcome.analysis;
  if ("tooMany" in outcome) return null;
  if (!("error" in outcome)) throw new Error("analysis task without an analysis");
  const { code, message, details } = outcome.error;
  throw new AppError(code, message, { details });
}

/** The sentiment and themes of each open answer of a batch of responses, on a worker thread. */
export async function noteOffThread(
  input: NotesInput,
  timeoutMs = DEFAULT_ANALYSIS_TIMEOUT_MS,
): Promise<ReturnType<typeof noteResponses>> {
  const outcome = await runTask({ notes: input }, timeoutMs);
  if (!("notes" in outcome)) throw new Error("notes task without notes");
  return outcome.notes;
}
