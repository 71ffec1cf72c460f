// SIGTERM in the middle of a stream of submissions (what `docker stop` sends): requests in flight
// finish, the process exits by itself well within 10 s, and every acknowledged response is kept.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDrivers } from "../databases.ts";
import { http, loadForm, type ServerProcess, signUpOwner, startServerProcess } from "./server-process.ts";
import { compareStored, streamSubmissions } from "./submission-stream.ts";

describe.each(testDrivers)("a server stopped with SIGTERM mid-stream on $name", (driver) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("answers the requests in flight, exits 0 within 10 s and keeps every acknowledged response", async () => {
    const database = await driver.create();
    const dataDir = mkdtempSync(join(tmpdir(), "parley-sigterm-"));
    cleanups.push(async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl,
      PLAN_RESPONSES_PER_FORM: "0",
      RATE_LIMIT_SUBMIT_PER_MINUTE: "0",
    };
    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(() => server.kill());
    const owner = await signUpOwner(server);
    const created = await http(server, "POST", "/api/forms", { cookie: owner.cookie, body: loadForm });
    expect(created.status).toBe(201);
    const formId = created.json.id as string;

    const stream = streamSubmissions(server, `/api/public/forms/${owner.userId}/${formId}/responses`);
    await stream.waitForAcks(60);
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    const stopMs = Date.now() - signalledAt;
    await stream.end();

    expect(exit).toBe(0);
    expect(stopMs).toBeLessThan(10_000);
    expect(server.output()).toContain("SIGTERM received");
    // While it stopped, no respondent got an error answer: either a 201 or a refused connection.
    const answeredBadly = stream.submissions.filter((s) => s.failure && s.failure !== "connection");
    expect(answeredBadly.map((s) => s.failure)).toEqual([]);

    server = await startServerProcess(env);
    const list = await http(server, "GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThanOrEqual(stream.acked());
    expect(compareStored(list.json, stream.submissions)).toEqual({ lost: [], unexpected: [] });
  }, 90_000);
});
