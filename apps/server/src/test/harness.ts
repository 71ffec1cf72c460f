import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { createParley } from "../server.ts";
import type { TestDriver } from "./databases.ts";
import { type HttpResult, readResult, sessionCookie } from "./http-result.ts";

export { sessionCookie };

export const TEST_ORIGIN = "http://localhost:3000";

export interface CallOptions {
  body?: unknown;
  /** Raw body text, for malformed input. */
  rawBody?: string;
  cookie?: string | undefined;
  origin?: string | null;
  address?: string;
  headers?: Record<string, string>;
}

export type CallResult = HttpResult;

/** A full Parley on a fresh database, called through app.request() with no port. */
export async function startTestParley(
  driver: TestDriver,
  env: Record<string, string> = {},
  options: Parameters<typeof createParley>[1] = {},
) {
  const database = await driver.create();
  const dataDir = mkdtempSync(join(tmpdir(), "parley-test-"));
  const config = loadConfig({
    DATA_DIR: database.databaseUrl ? dataDir : database.dataDir,
    DATABASE_URL: database.databaseUrl,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...env,
  });
  const parley = await createParley(config, options);

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const response = await parley.app.request(
      `${TEST_ORIGIN}${path}`,
      { method, headers, body },
      {
        incoming: { socket: { remoteAddress: options.address ?? "192.0.2.1" } },
      },
    );
    return readResult(response);
  }

  /** Registers a user and returns the session cookie. */
  async function signUp(
    name = "Ada Lovelace",
    email = `user-${crypto.randomUUID()}@example.com`,
    password = "secret123",
  ) {
    const res = await call("POST", "/api/auth/sign-up/email", {
      body: { name, email, password },
      address: `198.51.100.${Math.floor(Math.random() * 250)}`,
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    return { cookie: sessionCookie(res.headers), userId: res.json.user.id as string, email, password };
  }

  /** Creates `form` as `owner`, which must succeed, and returns its id. */
  async function createForm(owner: { cookie: string }, form: unknown): Promise<string> {
    const res = await call("POST", "/api/forms", { cookie: owner.cookie, body: form });
    if (res.status !== 201) throw new Error(`form creation failed: ${res.status} ${res.text}`);
    return res.json.id;
  }

  /** Signs a new owner up and creates `form` for them. */
  async function ownerWithForm(form: unknown) {
    const owner = await signUp();
    return { owner, formId: await createForm(owner, form) };
  }

  return {
    ...parley,
    config,
    call,
    signUp,
    createForm,
    ownerWithForm,
    async stop() {
      await parley.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestParley = Awaited<ReturnType<typeof startTestParley>>;
/** A user signed up with `TestParley.signUp`. */
export type TestOwner = Awaited<ReturnType<TestParley["signUp"]>>;
