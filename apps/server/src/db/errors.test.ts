// The errors a real pg pool and client raise when the database cannot serve a request now: each
// must read as "unavailable" (503, try again), never as a bug of ours (500).
import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresOnly } from "../test/databases.ts";
import { isDatabaseUnavailable, storageError } from "./errors.ts";

const postgres = postgresOnly("database error classification");

const failure = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error("expected the database call to fail");
    },
    (error: unknown) => error,
  );

describe.skipIf(!postgres)("a database that cannot serve the request now", () => {
  const url = process.env.TEST_DATABASE_URL as string;

  it("reads a pool whose connections are all busy past its timeout as unavailable", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 50 });
    const held = await pool.connect();
    try {
      const error = await failure(pool.query("select 1"));
      expect(String(error)).toMatch(/timeout exceeded when trying to connect/);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(storageError(error)?.code).toBe("SERVICE_UNAVAILABLE");
    } finally {
      held.release();
      await pool.end();
    }
  });

  it("reads a query on a client that was closed as unavailable", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
    const error = await failure(client.query("select 1"));
    expect(String(error)).toMatch(/not queryable/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("reads a session ended by the server as unavailable, and a bad query as ours", async () => {
    const admin = new pg.Client({ connectionString: url });
    const victim = new pg.Client({ connectionString: url });
    await admin.connect();
    await victim.connect();
    victim.on("error", () => {});
    try {
      const syntax = await failure(victim.query("selec 1"));
      expect(isDatabaseUnavailable(syntax)).toBe(false);
      expect(storageError(syntax)).toBeUndefined();
      const { rows } = await victim.query<{ pid: number }>("select pg_backend_pid() as pid");
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      const ended = await failure(victim.query("select pg_sleep(0.1)"));
      expect(isDatabaseUnavailable(ended)).toBe(true);
    } finally {
      await victim.end().catch(() => {});
      await admin.end();
    }
  });
});
