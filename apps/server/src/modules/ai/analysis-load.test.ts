// Large analyses run on worker threads with a time budget; signed-out callers get small limits.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { testDrivers } from "../../test/databases.ts";
import { stayComment, stayQuestions, stayResponse } from "../../test/fakes/stay-survey.ts";
import { useTestParley } from "../../test/suite.ts";

const formQuestions = stayQuestions;
const responses = (n: number, short = false) =>
  Array.from({ length: n }, (_, i) => stayResponse(i, short ? `Fine ${i}` : stayComment(i, 14)));

describe.each(testDrivers.slice(0, 1))("analysis under load ($name, local engine)", (driver) => {
  const parley = useTestParley(driver, { ANALYSIS_TIMEOUT_MS: "1500" });

  it("gives signed-out callers a 64 KB body and 200 responses, and signed-in owners the full limits", async () => {
    const owner = await parley.signUp();
    const big = await parley.call("POST", "/api/poking-questions", {
      body: { question: "What should we change?", answer: "x".repeat(70 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(big.json.error.code).toBe("PAYLOAD_TOO_LARGE");

    const many = { responses: responses(201, true), formQuestions };
    expect(JSON.stringify(many).length).toBeLessThan(64 * 1024);
    const anonymous = await parley.call("POST", "/api/analyze-sentiment", { body: many });
    expect(anonymous.status).toBe(413);
    expect(anonymous.json.error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "Sign in to analyse more than 200 responses at once.",
    });
    const within = await parley.call("POST", "/api/analyze-sentiment", {
      body: { responses: responses(200, true), formQuestions },
    });
    expect(within.status).toBe(200);
    const signedIn = await parley.call("POST", "/api/analyze-sentiment", { body: many, cookie: owner.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.analysis.overallSentiment).toBeDefined();
  });
});

describe.each(testDrivers.slice(0, 1))("analysis past its time budget ($name, local engine)", (driver) => {
  // A budget far below what the large analysis needs on any machine.
  const parley = useTestParley(driver, { ANALYSIS_TIMEOUT_MS: "300" });

  it("keeps the event loop free while a large analysis runs, and stops one past its time budget with 503", async () => {
    const owner = await parley.signUp();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const res = await parley.call("POST", "/api/analyze-sentiment", {
      body: { responses: responses(5000), formQuestions },
      cookie: owner.cookie,
    });
    const elapsed = performance.now() - started;
    delay.disable();
    // 5,000 long responses (6 MB) take the engine well over the 0.3 s budget: the worker is stopped.
    expect(res.status).toBe(503);
    expect(res.json).toEqual({
      error: {
        code: "ANALYSIS_TIMEOUT",
        message: "The analysis took too long. Please try again with fewer responses.",
      },
    });
    expect(elapsed).toBeGreaterThanOrEqual(300);
    // Parsing and validating the body still happen here; the analysis itself did not.
    expect(delay.max / 1e6).toBeLessThan(1000);

    // The pool recovers: a new worker loads (on a busy machine that may outlast a few small budgets).
    // Spaced out, the attempts stay within the route's 10 calls a minute.
    let next = 0;
    for (let attempt = 0; attempt < 8 && next !== 200; attempt++) {
      const res = await parley.call("POST", "/api/analyze-sentiment", {
        body: { responses: responses(20), formQuestions },
        cookie: owner.cookie,
      });
      next = res.status;
      if (next !== 200) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    expect(next).toBe(200);
  }, 60_000);
});
