// PostgreSQL going away and coming back, without stopping the shared server: the test database
// refuses new connections and its open ones are terminated. Meanwhile requests answer 503 with a
// clear message; afterwards the server recovers by itself and nothing acknowledged is lost.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresOnly } from "../databases.ts";
import {
  type HttpResult,
  http,
  loadForm,
  ownerWithForm,
  type ServerProcess,
  startServerProcess,
  storedMarkers,
  submitMarker,
  TEST_AUTH_SECRET,
} from "./server-process.ts";

const postgres = postgresOnly("database outage test");
const UNAVAILABLE = {
  error: {
    code: "SERVICE_UNAVAILABLE",
    message: "The database is unavailable right now. Please try again shortly.",
  },
};

const unexpectedErrors = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.includes("unexpected error"))
    .join("\n");

describe.skipIf(!postgres)("PostgreSQL going away and coming back", () => {
  let server: ServerProcess;
  let admin: pg.Client;
  let name: string;
  let drop: () => Promise<void>;
  let dataDir: string;

  const setOutage = async (down: boolean) => {
    await admin.query(`alter database ${name} allow_connections ${down ? "false" : "true"}`);
    if (down) await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  };

  beforeAll(async () => {
    if (!postgres) return;
    const database = await postgres.create();
    drop = database.drop;
    const url = new URL(database.databaseUrl as string);
    name = url.pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    dataDir = mkdtempSync(join(tmpdir(), "parley-outage-"));
    server = await startServerProcess({
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      RATE_LIMIT_SUBMIT_PER_MINUTE: "0",
      PLAN_RESPONSES_PER_FORM: "0",
    });
  });
  afterAll(async () => {
    if (admin) await setOutage(false).catch(() => {});
    await server?.stop();
    await admin?.end();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 SERVICE_UNAVAILABLE while it is gone and recovers by itself, losing nothing acknowledged", async () => {
    const { owner, formId, submitPath } = await ownerWithForm(server);
    const submit = (marker: string) => submitMarker(server, submitPath, marker, `key-${marker}`);
    expect((await submit("before")).status).toBe(201);

    // A burst of submissions is in flight when the connections are cut.
    const burst = Array.from({ length: 20 }, (_, i) => `burst ${i}`);
    let cut: Promise<void> | undefined;
    const burstResults = await Promise.all(
      burst.map((marker) =>
        submit(marker).then((res) => {
          // The first answer starts the outage; the others are still on their way.
          cut ??= setOutage(true);
          return res;
        }),
      ),
    );
    await cut;
    for (const res of burstResults) {
      // On a 500 the server's own log says what it failed to classify.
      expect([201, 503], `${res.text}\n${res.status === 500 ? unexpectedErrors(server.output()) : ""}`).toContain(
        res.status,
      );
      if (res.status === 503) expect(res.json).toEqual(UNAVAILABLE);
    }
    const started = performance.now();
    const during: [string, HttpResult][] = [
      ["health", await http(server, "GET", "/api/health")],
      ["submission", await submit("during")],
      ["public form", await http(server, "GET", `/api/public/forms/${owner.userId}/${formId}`)],
      ["owner's forms", await http(server, "GET", "/api/forms", { cookie: owner.cookie })],
      ["owner's responses", await http(server, "GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie })],
      [
        "sign-in",
        await http(server, "POST", "/api/auth/sign-in/email", {
          body: { email: owner.email, password: owner.password },
        }),
      ],
      ["session", await http(server, "GET", "/api/auth/get-session", { cookie: owner.cookie })],
      ["form creation", await http(server, "POST", "/api/forms", { cookie: owner.cookie, body: loadForm })],
    ];
    const seconds = (performance.now() - started) / 1000;
    for (const [what, res] of during) {
      expect(res.status, `${what}: ${res.text}`).toBe(503);
      expect(res.json.error, what).toEqual(UNAVAILABLE.error);
    }
    // Each one answered at once; none waited for a connection timeout to pile up.
    expect(seconds).toBeLessThan(10);
    expect(server.child.exitCode).toBeNull();

    await setOutage(false);
    const deadline = Date.now() + 15_000;
    let health = await http(server, "GET", "/api/health");
    while (health.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      health = await http(server, "GET", "/api/health");
    }
    expect(health.status).toBe(200);

    // Respondents whose submit failed press it again (same key); the owner's session survived.
    const refused = burst.filter((_, i) => burstResults[i]?.status !== 201);
    for (const marker of [...refused, "during"]) expect((await submit(marker)).status).toBe(201);
    expect((await submit("after")).status).toBe(201);
    const stored = await storedMarkers(server, formId, owner.cookie);
    expect([...stored].sort()).toEqual(["before", ...burst, "during", "after"].sort());
    console.log(
      `[outage] burst of ${burst.length}: ${burst.length - refused.length} acknowledged before the cut, ${refused.length} refused with 503 and stored once on retry`,
    );
  });
});
