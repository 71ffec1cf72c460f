// The one harness that spawns a real Parley server (process tests, e2e journeys, scripts): a child
// process on 127.0.0.1, and a small HTTP client for it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestDriver } from "../databases.ts";
import { type HttpResult, readResult, sessionCookie } from "../http-result.ts";

const mainPath = fileURLToPath(new URL("../../main.ts", import.meta.url));
export const TEST_AUTH_SECRET = "process-test-secret-process-test-secret-01";

/** A port nobody listens on right now (the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  /** http://127.0.0.1:<port>: where requests go. */
  url: string;
  /** BASE_URL: the origin browsers send. */
  origin: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startupMs: number;
  /** Everything the server wrote to stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGKILL: no shutdown handler runs. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Spawns `node apps/server/src/main.ts` with `env` (on top of a minimal environment, so the
 * developer's own DATABASE_URL or PORT never leaks in) and waits until /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  options: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await spawnOnce(port, env, options.timeoutMs ?? 30_000);
    } catch (error) {
      // Someone else took the free port between the probe and the bind: try another one.
      const busy = error instanceof Error && /EADDRINUSE/.test(error.message);
      if (!busy || options.port !== undefined || attempt >= 3) throw error;
    }
  }
}

async function spawnOnce(port: number, env: Record<string, string | undefined>, timeoutMs: number) {
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string> = {};
  for (const name of ["PATH", "HOME", "TMPDIR", "LANG", "TZ"]) {
    const value = process.env[name];
    if (value !== undefined) fullEnv[name] = value;
  }
  for (const [name, value] of Object.entries({ HOST: "127.0.0.1", PORT: String(port), BASE_URL: url, ...env })) {
    if (value !== undefined) fullEnv[name] = value;
  }
  const startedAt = performance.now();
  const child = spawn(process.execPath, [mainPath], { env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? "unknown");
    });
  });
  let gone: number | string | undefined;
  void exited.then((how) => {
    gone = how;
  });

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone !== undefined) throw new Error(`the server exited (${gone}) before it was healthy:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startupMs = performance.now() - startedAt;

  const endWith = async (signal: NodeJS.Signals) => {
    if (gone === undefined) child.kill(signal);
    await exited;
  };
  return {
    port,
    url,
    origin: fullEnv.BASE_URL ?? url,
    child,
    startupMs,
    output: () => output,
    exited,
    kill: () => endWith("SIGKILL"),
    async stop() {
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await endWith("SIGTERM");
      clearTimeout(timer);
    },
  } satisfies ServerProcess;
}

export { type HttpResult, sessionCookie };

/** One JSON request to a server process, as a browser on `server.origin` would send it. */
export async function http(
  server: Pick<ServerProcess, "url" | "origin">,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { origin: server.origin, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  return readResult(res);
}

/** Signs a new owner up on `server` and returns the session cookie and user id. */
export async function signUpOwner(server: Pick<ServerProcess, "url" | "origin">, name = "Owner Person") {
  const email = `owner-${crypto.randomUUID()}@example.com`;
  const res = await http(server, "POST", "/api/auth/sign-up/email", {
    body: { name, email, password: "secret123" },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { cookie: sessionCookie(res.headers), userId: res.json.user.id as string, email, password: "secret123" };
}

/** A form with one question of each kind; answers for it come from `answersFor`. */
export const loadForm = {
  title: "Robustness survey",
  questions: [
    { question: "How was it?", type: "radio", options: ["Great", "Fine", "Poor"] },
    { question: "Which parts?", type: "checkbox", options: ["Talks", "Food", "People"] },
    { question: "Rate it", type: "slider", min: 0, max: 10 },
    { question: "What should change?", type: "open-ended", requiresPrompt: true },
  ],
};

/** A valid response to `loadForm` whose open answer carries `marker`, so the stored row can be matched. */
export function answersFor(marker: string) {
  return [
    { id: "1", question: "How was it?", type: "radio", answer: "Great", isFollowUp: false },
    { id: "2", question: "Which parts?", type: "checkbox", answer: "Talks, People", isFollowUp: false },
    { id: "3", question: "Rate it", type: "slider", answer: "7", isFollowUp: false },
    { id: "4", question: "What should change?", type: "open-ended", answer: marker, isFollowUp: false },
  ];
}

/** The marker of a stored response (see `answersFor`). */
export function markerOf(stored: { responses: { id: string; answer: string }[] }): string | undefined {
  return stored.responses.find((a) => a.id === "4")?.answer;
}

/** Signs a new owner up on `server` with a `loadForm`, and gives the path its responses are posted to. */
export async function ownerWithForm(server: Pick<ServerProcess, "url" | "origin">) {
  const owner = await signUpOwner(server);
  const created = await http(server, "POST", "/api/forms", { cookie: owner.cookie, body: loadForm });
  if (created.status !== 201) throw new Error(`form creation failed: ${created.status} ${created.text}`);
  const formId = created.json.id as string;
  return { owner, formId, submitPath: `/api/public/forms/${owner.userId}/${formId}/responses` };
}

/** Posts `answersFor(marker)` to a form's `submitPath`, as a respondent's browser would. */
export function submitMarker(
  server: Pick<ServerProcess, "url" | "origin">,
  submitPath: string,
  marker: string,
  idempotencyKey?: string,
): Promise<HttpResult> {
  return http(server, "POST", submitPath, { body: { responses: answersFor(marker), idempotencyKey } });
}

/** The markers of a form's stored responses, oldest first, as its owner lists them. */
export async function storedMarkers(server: Pick<ServerProcess, "url" | "origin">, formId: string, cookie: string) {
  const res = await http(server, "GET", `/api/forms/${formId}/responses`, { cookie });
  if (res.status !== 200) throw new Error(`listing the responses failed: ${res.status} ${res.text}`);
  return (res.json as { responses: { id: string; answer: string }[] }[]).map(markerOf);
}

/**
 * A fresh database and data folder, a server on them without plan or rate limits, an owner and a
 * `loadForm`: where the stream tests start. `restart()` starts a new server on the same ones; the
 * database, the folder and whichever server is current go with `cleanups`.
 */
export async function serverWithForm(driver: TestDriver, prefix: string, cleanups: (() => Promise<void>)[]) {
  const database = await driver.create();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // No AUTH_SECRET: the generated one under DATA_DIR must survive a restart too, or every session dies.
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    PLAN_RESPONSES_PER_FORM: "0",
    RATE_LIMIT_SUBMIT_PER_MINUTE: "0",
  };
  const started = {
    server: await startServerProcess(env),
    async restart() {
      started.server = await startServerProcess(env);
      return started.server;
    },
  };
  cleanups.push(() => started.server.kill());
  return Object.assign(started, await ownerWithForm(started.server));
}
