// One embedded database, one server: a second server on the same DATA_DIR must refuse to start.
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { http, type ServerProcess, signUpOwner, startServerProcess, TEST_AUTH_SECRET } from "./server-process.ts";

describe("the data folder lock", () => {
  const dataDir = realpathSync(mkdtempSync(join(tmpdir(), "parley-lock-")));
  const env = { DATA_DIR: dataDir, AUTH_SECRET: TEST_AUTH_SECRET };
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second server on the same DATA_DIR with one line naming the folder, and recovers after a SIGKILL", async () => {
    const first = await startServerProcess(env);
    servers.push(first);
    const owner = await signUpOwner(first);

    const second = startServerProcess(env);
    const failure = await second.then(
      () => "started",
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/exited \(1\)/);
    const lines = failure.split("\n").filter((line) => line.trim() !== "");
    expect(lines.slice(1)).toEqual([
      `Another Parley server is already using the data folder ${dataDir} (DATA_DIR); stop it or choose another DATA_DIR.`,
    ]);
    // The first server is unaffected.
    expect((await http(first, "GET", "/api/forms", { cookie: owner.cookie })).status).toBe(200);

    // SIGKILL runs no clean-up; the OS lock goes with the process.
    await first.kill();
    const third = await startServerProcess(env);
    servers.push(third);
    const session = await http(third, "GET", "/api/auth/get-session", { cookie: owner.cookie });
    expect(session.json.user.id).toBe(owner.userId);
  });
});
