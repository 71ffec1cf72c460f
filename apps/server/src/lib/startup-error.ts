/** A start-up failure the operator can fix; main.ts prints its one-line message and exits. */
export class StartupError extends Error {
  override name = "StartupError";
}

/** For main.ts: a StartupError ends the process with its message, anything else is rethrown. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
