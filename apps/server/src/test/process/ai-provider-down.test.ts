// A real server process whose LLM provider hangs: users get 502s, the process stays up, and
// respondents can still submit. (Every failure mode route by route: ../ai-faults.test.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeServer, startFakeOpenAiServer } from "../fakes/openai-server.ts";
import {
  http,
  ownerWithForm,
  type ServerProcess,
  startServerProcess,
  submitMarker,
  TEST_AUTH_SECRET,
} from "./server-process.ts";

describe("a server process whose LLM provider hangs", () => {
  let fake: FakeServer;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ questions: [] });
    dataDir = mkdtempSync(join(tmpdir(), "parley-ai-down-"));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl("hang"),
      AI_MODEL: "test",
      AI_TIMEOUT_MS: "1000",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 502 AI_UNAVAILABLE within the timeouts, keeps running and keeps taking responses", async () => {
    const { submitPath } = await ownerWithForm(server);
    const started = performance.now();
    const calls = await Promise.all([
      http(server, "POST", "/api/generate-questions", { body: { message: "A survey about our library" } }),
      http(server, "POST", "/api/poking-questions", { body: { question: "Why?", answer: "The queue" } }),
      http(server, "POST", "/api/generate-questions-title", {
        body: { questions: [{ id: 1, question: "How was it?", type: "open-ended" }] },
      }),
    ]);
    const seconds = (performance.now() - started) / 1000;
    for (const res of calls) {
      expect(res.status).toBe(502);
      expect(res.json.error.code).toBe("AI_UNAVAILABLE");
    }
    expect(seconds).toBeLessThan(5);
    expect(fake.requests.get("hang")?.length).toBeGreaterThanOrEqual(calls.length);

    const submitted = await submitMarker(server, submitPath, "still open");
    expect(submitted.status).toBe(201);
    expect((await http(server, "GET", "/api/health")).json).toEqual({
      status: "ok",
      database: "pglite",
      ai: "openai-compatible",
    });
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);
  });
});
