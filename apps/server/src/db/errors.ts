// What a database failure means for the request: the database is gone for now, or the disk is full.
import { AppError } from "../errors.ts";
import { insufficientStorage } from "../lib/storage.ts";

// Connection-level failures of the database: the request may succeed once it is back.
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ECONNABORTED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
  "53300",
]);

// pg's messages for a lost connection, a closed client, and a wait for a pool connection that timed out.
const lostConnection =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|is not queryable|timeout expired/i;

/** The error and its causes, a few levels deep (drizzle and pg wrap the driver's error). */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as Record<string, unknown>;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === "string" && unavailableCodes.has(e.code)) return true;
    // PostgreSQL refused or ended the session itself (e.g. a database closed to connections).
    if (e.severity === "FATAL" || e.severity === "PANIC") return true;
    if (typeof e.message === "string" && lostConnection.test(e.message)) return true;
  }
  return false;
}

/** PostgreSQL's disk_full, or the file system's own. */
export function isDiskFull(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === "53100" || e.code === "ENOSPC") return true;
  return false;
}

/** The domain error a storage failure stands for, or undefined when it is not one we know. */
export function storageError(error: unknown): AppError | undefined {
  if (isDiskFull(error)) return insufficientStorage();
  if (isDatabaseUnavailable(error)) {
    return new AppError("SERVICE_UNAVAILABLE", "The database is unavailable right now. Please try again shortly.");
  }
  return undefined;
}
