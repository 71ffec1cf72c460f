// An LLM provider that hangs, fails or talks nonsense: through the HTTP routes the user gets
// 502 AI_UNAVAILABLE, nothing is written, and respondents can still submit.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formAnalyses, forms, responses } from "../db/schema.ts";
import { testDrivers } from "./databases.ts";
import { type FakeMode, type FakeServer, startFakeOpenAiServer, visitQuestions } from "./fakes/openai-server.ts";
import { startTestParley, type TestParley } from "./harness.ts";

/**
 * One address for the provider whose behaviour the test switches: it forwards /v1/... to the fake
 * server's /<mode>/v1/..., and drops the upstream call when Parley gives up on it.
 */
async function startModeSwitch(fake: FakeServer) {
  let mode: FakeMode = "good";
  const server: Server = createServer((req, res) => {
    const target = new URL(`${fake.baseUrl(mode)}${(req.url ?? "").replace(/^\/v1/, "")}`);
    const upstream = request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    set(next: FakeMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDrivers)("a failing LLM provider on $name", (driver) => {
  let fake: FakeServer;
  let provider: Awaited<ReturnType<typeof startModeSwitch>>;
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;
  let formId: string;
  let n = 0;
  const address = () => `198.18.0.${++n}`;
  const counts = async () => {
    const { db } = parley.database;
    return {
      forms: (await db.select({ n: count() }).from(forms))[0]?.n,
      responses: (await db.select({ n: count() }).from(responses))[0]?.n,
      analyses: (await db.select({ n: count() }).from(formAnalyses).where(eq(formAnalyses.formId, formId)))[0]?.n,
    };
  };
  const submit = () =>
    parley.call("POST", `/api/public/forms/${owner.userId}/${formId}/responses`, {
      body: {
        responses: [
          { id: "1", question: "", type: "open-ended", answer: "The queue was far too long", isFollowUp: false },
        ],
      },
      address: address(),
    });

  beforeAll(async () => {
    fake = await startFakeOpenAiServer(visitQuestions);
    provider = await startModeSwitch(fake);
    parley = await startTestParley(driver, {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: provider.baseUrl,
      AI_MODEL: "test",
      AI_TIMEOUT_MS: "1000",
    });
    owner = await parley.signUp();
    const form = await parley.call("POST", "/api/forms", {
      cookie: owner.cookie,
      body: { title: "Visits", questions: [{ question: "What would you change?", type: "open-ended" }] },
    });
    formId = form.json.id;
    expect((await submit()).status).toBe(201);
  });
  afterAll(async () => {
    await parley.stop();
    await provider.close();
    await fake.close();
  });

  it("works with a provider that answers well (so the failures below are the provider's)", async () => {
    provider.set("good");
    const res = await parley.call("POST", "/api/generate-questions", {
      body: { message: "A survey for our library" },
      address: address(),
    });
    expect(res.status).toBe(200);
    expect(res.json.message.questions[0].question).toBe("How often do you visit?");
    const health = await parley.call("GET", "/api/health");
    expect(health.json.ai).toBe("openai-compatible");
  });

  it.each<[string, FakeMode]>([
    ["times out", "hang"],
    ["answers 500", "error-500"],
    ["sends a truncated body", "malformed-body"],
    ["answers prose instead of JSON", "malformed-content"],
    ["answers JSON of the wrong shape", "mismatch"],
  ])("answers 502 AI_UNAVAILABLE on every AI route when the provider %s (%s), writing nothing", async (_what, mode) => {
    provider.set(mode);
    const question = { id: 1, question: "What would you change?", type: "open-ended" };
    const answer = {
      id: "1",
      question: question.question,
      type: "open-ended",
      answer: "Shorter queues",
      isFollowUp: false,
    };
    const before = await counts();
    const started = performance.now();
    const results = await Promise.all([
      parley.call("POST", "/api/generate-questions", {
        body: { message: "A survey for our library" },
        address: address(),
      }),
      parley.call("POST", "/api/generate-questions-title", { body: { questions: [question] }, address: address() }),
      parley.call("POST", "/api/poking-questions", {
        body: { question: question.question, answer: "Shorter queues" },
        address: address(),
      }),
      parley.call("POST", "/api/analyze-sentiment", {
        body: { responses: [{ responses: [answer] }], formQuestions: [question] },
        address: address(),
      }),
      parley.call("GET", `/api/forms/${formId}/analysis`, { cookie: owner.cookie }),
    ]);
    const seconds = (performance.now() - started) / 1000;
    for (const res of results) {
      expect(res.status, res.text).toBe(502);
      expect(res.json).toEqual({
        error: { code: "AI_UNAVAILABLE", message: "The AI service is unavailable right now. Please try again later." },
      });
    }
    // Two attempts of at most AI_TIMEOUT_MS each, not the provider's pace (a hang never ends); the
    // margin is for a loaded machine.
    expect(seconds).toBeLessThan(15);
    expect(await counts()).toEqual(before);

    // Respondents are not affected, and the server keeps answering.
    expect((await submit()).status).toBe(201);
    expect((await counts()).responses).toBe((before.responses ?? 0) + 1);
    expect((await parley.call("GET", "/api/health")).status).toBe(200);
  });
});
