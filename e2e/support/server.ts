import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { repoRoot } from "./paths.ts";

const HOST = "127.0.0.1";

/** Every variable Parley reads: the parent's values must not leak into a journey's server. */
const PARLEY_VARIABLES = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "BASE_URL",
  "AUTH_SECRET",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "AI_PROVIDER",
  "AI_MODEL",
  "AI_BASE_URL",
  "AI_API_KEY",
  "AI_TIMEOUT_MS",
  "PLAN_FORMS_PER_MONTH",
  "PLAN_RESPONSES_PER_FORM",
  "TRUSTED_PROXY",
  "WEBHOOK_ALLOW_HOSTS",
  "SMTP_URL",
  "MAIL_FROM",
];

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

/** Asks the OS for a free port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not read the probe's port"));
      });
    });
  });
}

export function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "parley-e2e-"));
}

function childEnv(port: number, dataDir: string, url: string, overrides: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of PARLEY_VARIABLES) delete env[name];
  // Run the server as `npm start` does, not as a Vitest worker.
  delete env.NODE_ENV;
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  return { ...env, HOST, PORT: String(port), DATA_DIR: dataDir, BASE_URL: url, ...overrides };
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
  await done;
  clearTimeout(timer);
}

/**
 * Starts the real server (`node apps/server/src/main.ts`, on this Node 24) on a free port of
 * 127.0.0.1 with its own embedded database, and resolves once GET /api/health answers 200.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeDataDir());
  const timeoutMs = options.startTimeoutMs ?? 45_000;

  const chunks: string[] = [];
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: childEnv(port, dataDir, url, options.env ?? {}),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const output = () => chunks.join("");
  // A crashed or interrupted test run must not leave a server behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.off("exit", killOnExit);
    await stopChild(child);
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const startupMs = await waitForHealth(url, child, startedAt, timeoutMs, output);
    return { url, port, dataDir, startupMs, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  startedAt: number,
  timeoutMs: number,
  output: () => string,
): Promise<number> {
  const deadline = startedAt + timeoutMs;
  while (performance.now() < deadline) {
    if (exited(child)) {
      throw new Error(
        `The server exited (code ${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // Not listening yet.
    }
    await sleep(25);
  }
  throw new Error(`GET ${url}/api/health did not answer 200 within ${timeoutMs} ms. Server output:\n${output()}`);
}
