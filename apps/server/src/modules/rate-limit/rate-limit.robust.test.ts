// Per-client-address rate limits: 429 with Retry-After, keyed on the connection's address, or on
// the last X-Forwarded-For hop only when TRUSTED_PROXY says a proxy of ours appended it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { testDrivers } from "../../test/databases.ts";
import { type CallOptions, startTestParley, type TestParley } from "../../test/harness.ts";

interface LimitedRoute {
  name: string;
  path: string;
  max: number;
  window: number;
  body: () => unknown;
}

const purpose = "Feedback about our neighbourhood coffee shop";
const question = { id: 1, question: "What would make your visit better?", type: "open-ended" };
const routes = (responsesPath: string): LimitedRoute[] => [
  {
    name: "sign-in",
    path: "/api/auth/sign-in/email",
    max: 10,
    window: 60,
    // A new account each time: this checks the per-address limit, not the per-account one.
    body: () => ({ email: `nobody-${crypto.randomUUID()}@example.com`, password: "wrong-password" }),
  },
  {
    name: "sign-up",
    path: "/api/auth/sign-up/email",
    max: 10,
    window: 60,
    body: () => ({ name: "New Person", email: `new-${crypto.randomUUID()}@example.com`, password: "secret123" }),
  },
  {
    name: "generate-questions",
    path: "/api/generate-questions",
    max: 20,
    window: 60,
    body: () => ({ message: purpose }),
  },
  {
    name: "generate-questions-title",
    path: "/api/generate-questions-title",
    max: 20,
    window: 60,
    body: () => ({ questions: [question] }),
  },
  {
    name: "poking-questions",
    path: "/api/poking-questions",
    max: 60,
    window: 60,
    body: () => ({ question: question.question, answer: "Faster service" }),
  },
  {
    name: "analyze-sentiment",
    path: "/api/analyze-sentiment",
    max: 10,
    window: 60,
    body: () => ({ responses: [], formQuestions: [question] }),
  },
  {
    name: "response submission",
    path: responsesPath,
    max: 60,
    window: 60,
    body: () => ({
      responses: [
        { id: "1", question: question.question, type: "open-ended", answer: "More seats", isFollowUp: false },
      ],
    }),
  },
];

let counter = 0;
/** A fresh documentation address (RFC 5737), so no two checks share a budget by accident. */
const freshAddress = () => {
  counter++;
  return `203.0.${113 + Math.floor(counter / 250)}.${counter % 250}`;
};

function expectLimited(res: Awaited<ReturnType<TestParley["call"]>>, window: number) {
  expect(res.status).toBe(429);
  expect(res.json.error.code).toBe("RATE_LIMITED");
  expect(typeof res.json.error.message).toBe("string");
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(window);
}

describe.each(
  testDrivers.flatMap((driver) => [
    { driver, trustedProxy: false, label: `${driver.name}, address from the connection` },
    { driver, trustedProxy: true, label: `${driver.name}, behind a trusted proxy` },
  ]),
)("rate limits on $label", ({ driver, trustedProxy }) => {
  let parley: TestParley;
  let responsesPath: string;
  /** Request options that make a request come from `client` in this mode, with a forged header on top. */
  const from = (client: string, forged = "10.9.8.7"): CallOptions =>
    trustedProxy
      ? // The proxy connects from one address and appends the client's as the last hop.
        { address: "192.0.2.254", headers: { "x-forwarded-for": `${forged}, ${client}` } }
      : { address: client, headers: { "x-forwarded-for": forged } };

  beforeAll(async () => {
    parley = await startTestParley(driver, {
      PLAN_RESPONSES_PER_FORM: "0",
      ...(trustedProxy ? { TRUSTED_PROXY: "true" } : {}),
    });
    const owner = await parley.signUp();
    const form = await parley.call("POST", "/api/forms", {
      cookie: owner.cookie,
      body: { title: "Limits", questions: [question] },
    });
    responsesPath = `/api/public/forms/${owner.userId}/${form.json.id}/responses`;
  });
  afterAll(() => parley.stop());

  it.each(routes("").map((r) => [r.name, r.max] as const))(
    "answers %s past %i requests a minute from one client with 429 and Retry-After; other clients pass",
    async (name) => {
      const route = routes(responsesPath).find((r) => r.name === name) as LimitedRoute;
      const client = freshAddress();
      // The whole budget and a few more at once: the counter must not let a burst through.
      const burst = await Promise.all(
        Array.from({ length: route.max + 3 }, (_, i) =>
          parley.call("POST", route.path, { body: route.body(), ...from(client, `10.0.0.${i % 250}`) }),
        ),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      for (const res of burst.filter((r) => r.status === 429)) expectLimited(res, route.window);

      // Changing the forged first hop does not help; another client is not affected.
      expectLimited(
        await parley.call("POST", route.path, { body: route.body(), ...from(client, "172.16.0.1") }),
        route.window,
      );
      const other = await parley.call("POST", route.path, { body: route.body(), ...from(freshAddress()) });
      expect(other.status).not.toBe(429);
      expect(other.status).toBeLessThan(500);
    },
  );

  it(
    trustedProxy
      ? "keys on the last X-Forwarded-For hop, whatever the client put before it"
      : "ignores X-Forwarded-For entirely when no proxy is trusted",
    async () => {
      const route = routes(responsesPath).find((r) => r.name === "generate-questions") as LimitedRoute;
      const connection = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= route.max; i++) {
        // Each request claims another client in X-Forwarded-For.
        const res = await parley.call("POST", route.path, {
          body: route.body(),
          address: connection,
          headers: { "x-forwarded-for": `198.18.${i}.1` },
        });
        statuses.push(res.status);
      }
      if (trustedProxy) {
        // Behind the proxy these are 21 different clients.
        expect(statuses.every((s) => s === 200)).toBe(true);
      } else {
        expect(statuses.slice(0, route.max).every((s) => s === 200)).toBe(true);
        expect(statuses[route.max]).toBe(429);
      }
    },
  );
});

// The limiter itself is tested on both drivers above; this only checks the variable reaches it.
describe.each(testDrivers.slice(0, 1))("RATE_LIMIT_SUBMIT_PER_MINUTE on $name", (driver) => {
  const form = {
    title: "Limits",
    questions: [{ question: "Anything?", type: "open-ended" }],
  };
  const body = {
    responses: [{ id: "1", question: "Anything?", type: "open-ended", answer: "Yes", isFollowUp: false }],
  };
  async function submitMany(env: Record<string, string>, count: number) {
    const parley = await startTestParley(driver, { PLAN_RESPONSES_PER_FORM: "0", ...env });
    try {
      const owner = await parley.signUp();
      const created = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form });
      const path = `/api/public/forms/${owner.userId}/${created.json.id}/responses`;
      const statuses: number[] = [];
      for (let i = 0; i < count; i++)
        statuses.push((await parley.call("POST", path, { body, address: "192.0.2.77" })).status);
      return statuses;
    } finally {
      await parley.stop();
    }
  }

  it("sets the per-address submission limit", async () => {
    expect(await submitMany({ RATE_LIMIT_SUBMIT_PER_MINUTE: "3" }, 5)).toEqual([201, 201, 201, 429, 429]);
  });

  it("turns the limit off with 0", async () => {
    const statuses = await submitMany({ RATE_LIMIT_SUBMIT_PER_MINUTE: "0" }, 75);
    expect(statuses.every((s) => s === 201)).toBe(true);
  });
});

describe("RATE_LIMIT_SUBMIT_PER_MINUTE configuration", () => {
  it("defaults to 60 a minute and accepts 0 for no limit", () => {
    expect(loadConfig({}).rateLimits.submitResponse).toEqual({ window: 60, max: 60 });
    expect(loadConfig({ RATE_LIMIT_SUBMIT_PER_MINUTE: "0" }).rateLimits.submitResponse.max).toBe(0);
    expect(loadConfig({ RATE_LIMIT_SUBMIT_PER_MINUTE: " 250 " }).rateLimits.submitResponse.max).toBe(250);
    // The other limits keep their values.
    expect(loadConfig({ RATE_LIMIT_SUBMIT_PER_MINUTE: "0" }).rateLimits.signIn).toEqual({ window: 60, max: 10 });
  });

  it.each(["-1", "many", "2.5"])("stops start-up naming the variable for %j", (value) => {
    expect(() => loadConfig({ RATE_LIMIT_SUBMIT_PER_MINUTE: value })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_SUBMIT_PER_MINUTE: value })).toThrow(/RATE_LIMIT_SUBMIT_PER_MINUTE/);
  });
});
