// A journey's server: the process tests' harness (one way to spawn Parley), with its own data folder.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../../apps/server/src/test/process/server-process.ts";

export interface ServerOptions {
  /** Extra or replacing environment variables for this server (e.g. `AI_PROVIDER`). */
  env?: Record<string, string>;
  /** An existing data directory to reuse; by default a fresh one is created and removed on stop. */
  dataDir?: string;
  /** How long to wait for GET /api/health to answer 200. */
  startTimeoutMs?: number;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, also the server's BASE_URL. */
  url: string;
  port: number;
  dataDir: string;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startupMs: number;
  /** What the server printed so far (stdout and stderr interleaved). */
  output: () => string;
  /** Stops the server; removes the data directory when this server created it. */
  stop: () => Promise<void>;
}

export function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "parley-e2e-"));
}

/**
 * Starts the real server (`node apps/server/src/main.ts`) on a free port of 127.0.0.1 with its own
 * embedded database, and resolves once GET /api/health answers 200.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeDataDir());
  const removeDataDir = async () => {
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startServerProcess(
      { DATA_DIR: dataDir, ...options.env },
      { timeoutMs: options.startTimeoutMs ?? 45_000 },
    );
    const { url, port, startupMs, output } = server;
    const stop = async () => {
      await server.stop();
      await removeDataDir();
    };
    return { url, port, dataDir, startupMs, output, stop };
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}
