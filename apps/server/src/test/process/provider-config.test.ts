// A bad provider setting stops the start before the database is opened, with one line naming the variable.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, TEST_AUTH_SECRET } from "./server-process.ts";

describe("provider settings at start-up", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "parley-provider-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses openai-compatible without AI_MODEL before opening the database", async () => {
    const failure = await startServerProcess({
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://127.0.0.1:9/v1",
    }).then(
      () => "started",
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/exited \(1\)/);
    const lines = failure.split("\n").filter((line) => line.trim() !== "");
    expect(lines.slice(1)).toEqual(["Invalid configuration: AI_MODEL is required when AI_PROVIDER=openai-compatible"]);
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);
  });
});
