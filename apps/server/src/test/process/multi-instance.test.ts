// Two server processes on one PostgreSQL database, as behind a load balancer: they share one
// BASE_URL and AUTH_SECRET, and everything that must be shared lives in the database.
// Both see 127.0.0.1 for every request, so all requests here spend one address's rate budgets.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresOnly } from "../databases.ts";
import {
  freePort,
  http,
  loadForm,
  ownerWithForm,
  type ServerProcess,
  sessionCookie,
  startServerProcess,
  storedMarkers,
  submitMarker,
  TEST_AUTH_SECRET,
} from "./server-process.ts";

const postgres = postgresOnly("multi-instance tests");
const SUBMIT_LIMIT = 20;

describe.skipIf(!postgres)("two instances on one PostgreSQL database", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;
  let drop: () => Promise<void>;
  const dirs: string[] = [];
  let submitted = 0;
  let signIns = 0;
  let owner: Awaited<ReturnType<typeof ownerWithForm>>["owner"];
  let formId: string;
  let submitPath: string;

  const submit = (server: ServerProcess, marker: string, idempotencyKey?: string) => {
    submitted++;
    return submitMarker(server, submitPath, marker, idempotencyKey);
  };
  const markers = (server: ServerProcess) => storedMarkers(server, formId, owner.cookie);

  beforeAll(async () => {
    if (!postgres) return;
    const database = await postgres.create();
    drop = database.drop;
    sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
    const port = await freePort();
    const env = (dataDir: string) => ({
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      // The balancer's address, the same for both instances.
      BASE_URL: `http://127.0.0.1:${port}`,
      PLAN_FORMS_PER_MONTH: "2",
      RATE_LIMIT_SUBMIT_PER_MINUTE: String(SUBMIT_LIMIT),
      // This file checks the per-minute budget; the per-form one is tested in form-abuse.test.ts.
      RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: "0",
    });
    for (let i = 0; i < 2; i++) dirs.push(mkdtempSync(join(tmpdir(), "parley-multi-")));
    [a, b] = await Promise.all([
      startServerProcess(env(dirs[0] as string), { port }),
      startServerProcess(env(dirs[1] as string)),
    ]);
    ({ owner, formId, submitPath } = await ownerWithForm(a));
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sql?.end();
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("accepts a session made on one instance on the other, and ends it everywhere on sign-out", async () => {
    const onB = await http(b, "GET", "/api/auth/get-session", { cookie: owner.cookie });
    expect(onB.json.user.id).toBe(owner.userId);
    expect(
      (await http(b, "GET", "/api/forms", { cookie: owner.cookie })).json.map((f: { id: string }) => f.id),
    ).toEqual([formId]);

    signIns++;
    const signIn = await http(b, "POST", "/api/auth/sign-in/email", {
      body: { email: owner.email, password: owner.password },
    });
    expect(signIn.status).toBe(200);
    const second = sessionCookie(signIn.headers);
    expect((await http(a, "GET", "/api/auth/get-session", { cookie: second })).json.user.id).toBe(owner.userId);
    expect((await http(a, "POST", "/api/auth/sign-out", { cookie: second, body: {} })).status).toBe(200);
    expect((await http(b, "GET", "/api/auth/get-session", { cookie: second })).json).toBeNull();
    expect((await http(b, "GET", "/api/forms", { cookie: second })).status).toBe(401);
    // The first session is untouched.
    expect((await http(b, "GET", "/api/auth/get-session", { cookie: owner.cookie })).json.user.id).toBe(owner.userId);
  });

  it("lists a response posted to one instance on the other, and stores a repeat sent to both once", async () => {
    const first = await submit(b, "sent to b");
    const second = await submit(a, "sent to a");
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await markers(a)).toEqual(["sent to b", "sent to a"]);
    expect(await markers(b)).toEqual(["sent to b", "sent to a"]);

    const key = crypto.randomUUID();
    const repeats = await Promise.all([a, b, a, b].map((server) => submit(server, "repeated", key)));
    expect(repeats.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(repeats.map((r) => r.json.id)).size).toBe(1);
    expect((await markers(b)).filter((m) => m === "repeated")).toHaveLength(1);
  });

  it("shows an edit made on one instance to respondents of the other at once", async () => {
    const edited = { ...loadForm, title: "Edited on a" };
    expect((await http(a, "PUT", `/api/forms/${formId}`, { cookie: owner.cookie, body: edited })).status).toBe(200);
    const seen = await http(b, "GET", `/api/public/forms/${owner.userId}/${formId}`);
    expect(seen.json.title).toBe("Edited on a");
  });

  it("holds the monthly form limit across both instances, even for creations racing on both", async () => {
    // One form exists; the plan allows 2.
    const results = await Promise.all(
      [a, b, b, a].map((server) => http(server, "POST", "/api/forms", { cookie: owner.cookie, body: loadForm })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
    for (const r of results.filter((x) => x.status === 403)) expect(r.json.error.code).toBe("FORM_LIMIT");
    expect((await http(b, "GET", "/api/forms", { cookie: owner.cookie })).json).toHaveLength(2);
    expect((await http(a, "GET", "/api/forms", { cookie: owner.cookie })).json).toHaveLength(2);
  });

  it("shares the analysis cache: made on one, served by the other, renewed on either after a new response", async () => {
    const cached = async () =>
      (await sql.query("select version, created_at from form_analyses where form_id = $1", [formId])).rows as {
        version: string;
        created_at: Date;
      }[];
    expect(await cached()).toEqual([]);
    const fromA = await http(a, "GET", `/api/forms/${formId}/analysis`, { cookie: owner.cookie });
    expect(fromA.status).toBe(200);
    expect(fromA.json.analysis.overallSentiment).toBeDefined();
    const [made] = await cached();
    expect(made).toBeDefined();

    const fromB = await http(b, "GET", `/api/forms/${formId}/analysis`, { cookie: owner.cookie });
    expect(fromB.json).toEqual(fromA.json);
    expect(await cached()).toEqual([made]);

    expect((await submit(b, "Terrible queues, rude staff, never again")).status).toBe(201);
    const renewed = await http(a, "GET", `/api/forms/${formId}/analysis`, { cookie: owner.cookie });
    expect(renewed.status).toBe(200);
    const [after] = await cached();
    expect(after?.version).not.toBe(made?.version);
    expect((await http(b, "GET", `/api/forms/${formId}/analysis`, { cookie: owner.cookie })).json).toEqual(
      renewed.json,
    );
    expect(await cached()).toEqual([after]);
  });

  it("counts response submissions per address across both instances", async () => {
    // Every submission so far, on either instance, spent the one budget of 127.0.0.1.
    const statuses: number[] = [];
    for (let i = 0; submitted < SUBMIT_LIMIT; i++) statuses.push((await submit(i % 2 ? a : b, `budget ${i}`)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limitedA = await submit(a, "over the limit on a");
    const limitedB = await submit(b, "over the limit on b");
    for (const limited of [limitedA, limitedB]) {
      expect(limited.status).toBe(429);
      expect(limited.json.error.code).toBe("RATE_LIMITED");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await markers(a)).filter((m) => m?.startsWith("over the limit"))).toEqual([]);
  });

  it("counts sign-in attempts per address across both instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; signIns < 10; i++) {
      signIns++;
      const res = await http(i % 2 ? a : b, "POST", "/api/auth/sign-in/email", {
        body: { email: owner.email, password: "wrong-password" },
      });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    for (const server of [a, b]) {
      const limited = await http(server, "POST", "/api/auth/sign-in/email", {
        body: { email: owner.email, password: owner.password },
      });
      expect(limited.status).toBe(429);
      expect(limited.json.error.code).toBe("RATE_LIMITED");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});
