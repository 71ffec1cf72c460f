// Hostile input to every API route through app.request(): random and malformed bodies, headers and
// path parameters never cause a 5xx, every error is a 4xx in the error contract, and a refused
// request writes nothing.
import { errorBodySchema } from "@parley/schema";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES } from "../app.ts";
import { forms, responses, session, user } from "../db/schema.ts";
import { DEMO_FORM_ID, DEMO_USER_ID } from "../modules/demo/service.ts";
import { testDrivers } from "./databases.ts";
import { type CallResult, startTestParley, type TestParley } from "./harness.ts";

const RUNS = { numRuns: 100 };

const sqlish = [
  "'; DROP TABLE responses; --",
  "Robert'); DROP TABLE forms;--",
  "' OR '1'='1",
  '" OR ""="',
  "1; SELECT pg_sleep(10)",
  "$1",
  "%s%s%s%n",
  "\\x00\\'",
  "E'\\\\'",
  "$$ language plpgsql $$",
  '/* */ union select * from "user" --',
  "<script>alert(1)</script>",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  "${process.exit()}",
];
/** Strings no PostgreSQL text can hold, or that are not Unicode at all. */
const unstorable = ["a\u0000b", "\u0000", "lone \ud800 surrogate", "\udfff"];
const hostileStrings = [
  ...sqlish,
  ...unstorable,
  "",
  " ",
  "../../../etc/passwd",
  "%00",
  "%zz",
  "__proto__",
  "constructor",
  "\u202e\u0301",
  "🙂".repeat(3000),
  "x".repeat(10_001),
];
const hostileString = fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ unit: "binary", maxLength: 40 }));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(-1, 0, -0, 1.5, 1e308, 2 ** 53 + 1, true, false, null, [], {}),
  fc.jsonValue({ maxDepth: 3, stringUnit: "binary" }),
);

type Path = (string | number)[];
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, v]) => pathsOf(v, [...prefix, key]))];
}
function withChange(value: unknown, path: Path, change: { remove: boolean; to: unknown }): unknown {
  if (path.length === 0) return change.remove ? undefined : change.to;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (change.remove) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = change.to;
  return copy;
}
/** A valid body with one spot changed: removed, or replaced by a hostile value; or an extra key. */
function near(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  return fc.oneof(
    fc
      .record({ at: fc.nat(), remove: fc.boolean(), to: hostileValue })
      .map(({ at, remove, to }) => withChange(valid, paths[at % paths.length] as Path, { remove, to })),
    fc.record({ key: hostileString, to: hostileValue }).map(({ key, to }) => ({ ...(valid as object), [key]: to })),
  );
}

interface Body {
  raw: string;
  contentType: string | undefined;
}
/** A body as sent: mostly JSON near the valid one, sometimes anything at all, or broken text. */
function bodyFor(valid: unknown): fc.Arbitrary<Body> {
  const json = fc.oneof(
    { weight: 5, arbitrary: near(valid).map((v) => JSON.stringify(v) ?? "") },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4, stringUnit: "binary" }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.nat().map((n) => {
        const text = JSON.stringify(valid);
        return text.slice(0, n % text.length);
      }),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        "[]",
        "null",
        '"just a string"',
        "1e999",
        '{"a":1,"a":2}',
        "\uFEFF{}",
      ),
    },
  );
  const contentType = fc.constantFrom(
    "application/json",
    "application/json",
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    undefined,
  );
  return fc.record({ raw: json, contentType });
}

const question = { id: 1, question: "How was it?", type: "radio", options: [{ key: 0, value: "Great" }] };
const answer = { id: "1", question: "How was it?", type: "radio", answer: "Great", isFollowUp: false };
const formBody = {
  title: "Survey",
  questions: [
    { question: "How was it?", type: "radio", options: ["Great", "Bad"] },
    { question: "Why?", type: "open-ended", requiresPrompt: true },
  ],
};

function expectContract(res: CallResult, what: string) {
  expect(res.status, `${what} -> ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get("content-type"), what).toMatch(/application\/json/);
    const parsed = errorBodySchema.safeParse(res.json);
    expect(parsed.success, `${what}: error body ${res.text.slice(0, 300)}`).toBe(true);
    expect(res.json.error.code, what).toMatch(/^[A-Z_]+$/);
    expect(res.json.error.message.length, what).toBeGreaterThan(0);
  }
}

describe.each(testDrivers)("hostile input on $name", (driver) => {
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;
  let formId: string;
  let addressCounter = 0;
  /** Every request from its own address, so rate limits do not mask what the route itself does. */
  const nextAddress = () => {
    addressCounter++;
    return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };
  const rowCounts = async () => {
    const { db } = parley.database;
    const n = async (table: typeof forms | typeof responses | typeof user | typeof session) =>
      (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return { forms: await n(forms), responses: await n(responses), users: await n(user), sessions: await n(session) };
  };

  beforeAll(async () => {
    parley = await startTestParley(driver, { PLAN_FORMS_PER_MONTH: "0", PLAN_RESPONSES_PER_FORM: "0" });
    owner = await parley.signUp();
    formId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: formBody })).json.id;
  });
  afterAll(() => parley.stop());

  const bodyRoutes = () => [
    { method: "POST", path: "/api/generate-questions", valid: { message: "A survey about our cafe" } },
    { method: "POST", path: "/api/generate-questions-title", valid: { questions: [question] } },
    { method: "POST", path: "/api/poking-questions", valid: { question: "Why?", answer: "Slow", previous: ["And?"] } },
    {
      method: "POST",
      path: "/api/analyze-sentiment",
      valid: { responses: [{ responses: [answer] }], formQuestions: [question] },
    },
    { method: "POST", path: "/api/forms", valid: formBody },
    { method: "PUT", path: `/api/forms/${formId}`, valid: formBody },
    {
      method: "POST",
      path: `/api/public/forms/${owner.userId}/${formId}/responses`,
      valid: { responses: [answer], idempotencyKey: "key-12345678" },
    },
    {
      method: "PUT",
      path: `/api/public/forms/${owner.userId}/${formId}/progress`,
      valid: { sessionId: "session-12345678", responses: [answer] },
    },
  ];
  const authRoutes = () => [
    {
      method: "POST",
      path: "/api/auth/sign-up/email",
      valid: { name: "Eve", email: "eve@example.com", password: "secret123" },
    },
    { method: "POST", path: "/api/auth/sign-in/email", valid: { email: owner.email, password: "wrong-password" } },
    { method: "POST", path: "/api/auth/sign-out", valid: {} },
    { method: "POST", path: "/api/auth/sign-in/social", valid: { provider: "google", callbackURL: "/" } },
    { method: "POST", path: "/api/auth/update-user", valid: { name: "New Name" } },
  ];

  async function checkBodies(routes: { method: string; path: string; valid: unknown }[], cookie: () => string) {
    const cases = fc.record({
      route: fc.constantFrom(...routes),
      signedIn: fc.boolean(),
      body: fc.constant(null),
    });
    await fc.assert(
      fc.asyncProperty(
        cases.chain((c) => bodyFor(c.route.valid).map((body) => ({ ...c, body }))),
        async ({ route, signedIn, body }) => {
          const before = await rowCounts();
          const res = await parley.call(route.method, route.path, {
            rawBody: body.raw,
            headers: body.contentType ? { "content-type": body.contentType } : {},
            cookie: signedIn ? cookie() : undefined,
            address: nextAddress(),
          });
          const what = `${route.method} ${route.path} ${body.contentType} ${body.raw.slice(0, 200)}`;
          expectContract(res, what);
          if (res.status >= 400) expect(await rowCounts(), what).toEqual(before);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      RUNS,
    );
  }

  it("answers random and malformed bodies to the API routes with 4xx errors in the contract, writing nothing", async () => {
    await checkBodies(bodyRoutes(), () => owner.cookie);
  });

  it("does the same for the account routes", async () => {
    // A valid sign-out or profile change is allowed to happen here, so a user of its own is signed in.
    const victim = await parley.signUp("Victor Victim");
    await checkBodies(authRoutes(), () => victim.cookie);
  });

  it("answers every route, whatever headers come with it, without a 5xx", async () => {
    const routes = [
      ["GET", "/api/health"],
      ["GET", "/api/config"],
      ["GET", "/api/auth/get-session"],
      ["POST", "/api/auth/sign-out"],
      ["GET", "/api/forms"],
      ["GET", `/api/forms/${formId}`],
      ["GET", `/api/forms/${formId}/responses`],
      ["GET", `/api/forms/${formId}/responses.csv`],
      ["GET", `/api/forms/${formId}/analysis`],
      ["DELETE", `/api/forms/${crypto.randomUUID()}`],
      ["GET", `/api/public/forms/${owner.userId}/${formId}`],
      ["POST", `/api/public/forms/${owner.userId}/${formId}/responses`],
      ["PUT", `/api/public/forms/${owner.userId}/${formId}/progress`],
      ["POST", "/api/forms"],
      ["POST", "/api/generate-questions"],
    ] as const;
    const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });
    const headerValue = fc.oneof(
      printable,
      fc.constantFrom(
        "better-auth.session_token=forged.signature",
        `better-auth.session_token=${"A".repeat(4000)}`,
        "better-auth.session_token=; better-auth.session_token=x",
        "__Secure-better-auth.session_token=x",
        owner.cookie.replace(/=(.)/, "=X"),
        "application/json",
        "text/html",
        "gzip, deflate, br",
        "bytes=0-1,2-3",
        "null",
        "https://evil.example",
        "127.0.0.1, 10.0.0.1",
      ),
    );
    const headerName = fc.constantFrom(
      "cookie",
      "origin",
      "referer",
      "content-type",
      "accept",
      "accept-encoding",
      "accept-language",
      "x-forwarded-for",
      "x-forwarded-host",
      "x-forwarded-proto",
      "x-parley-client-address",
      "authorization",
      "range",
      "if-none-match",
      "x-http-method-override",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.dictionary(headerName, headerValue, { maxKeys: 6 }),
        fc.option(bodyFor(formBody), { nil: undefined }),
        async ([method, path], headers, body) => {
          const before = await rowCounts();
          const res = await parley.call(method, path, {
            headers,
            origin: headers.origin ?? undefined,
            ...(method === "GET" ? {} : { rawBody: body?.raw ?? "{}" }),
            address: nextAddress(),
          });
          expectContract(res, `${method} ${path} ${JSON.stringify(headers).slice(0, 300)}`);
          // Without a real session cookie nobody is signed in, so nothing of the owner's changes.
          if (res.status >= 400) expect(await rowCounts()).toEqual(before);
        },
      ),
      RUNS,
    );
  });

  it("answers random path parameters on every route with a 4xx in the contract, never touching other data", async () => {
    const segment = fc.oneof(
      fc.string({ unit: "binary", maxLength: 60 }).map((s) => ({ raw: undefined, value: s })),
      fc.constantFrom(...hostileStrings, "x".repeat(5000)).map((s) => ({ raw: undefined, value: s })),
      fc.constantFrom("%", "%zz", "%00", "%E0%A4%A", "%ED%A0%80", "%2e%2e", "..", "%2F..%2F").map((raw) => ({
        raw,
        value: "",
      })),
      fc.constantFrom(formId, owner.userId, DEMO_FORM_ID, DEMO_USER_ID).map((s) => ({ raw: undefined, value: s })),
    );
    const encode = (s: { raw: string | undefined; value: string }) => {
      if (s.raw !== undefined) return s.raw;
      // Lone surrogates cannot be percent-encoded as UTF-8; send their raw UTF-16 units as bytes.
      return s.value.isWellFormed()
        ? encodeURIComponent(s.value)
        : [...s.value].map((ch) => (ch.isWellFormed() ? encodeURIComponent(ch) : "%ED%A0%80")).join("");
    };
    const templates = [
      ["GET", (a: string) => `/api/forms/${a}`],
      ["PUT", (a: string) => `/api/forms/${a}`],
      ["DELETE", (a: string) => `/api/forms/${a}`],
      ["GET", (a: string) => `/api/forms/${a}/responses`],
      ["GET", (a: string) => `/api/forms/${a}/responses.csv`],
      ["GET", (a: string) => `/api/forms/${a}/analysis`],
      ["GET", (a: string, b: string) => `/api/public/forms/${a}/${b}`],
      ["POST", (a: string, b: string) => `/api/public/forms/${a}/${b}/responses`],
      ["GET", (a: string) => `/api/auth/${a}`],
      ["POST", (a: string) => `/api/${a}`],
    ] as const;
    const ownForm = new Set([formId, encodeURIComponent(formId)]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...templates),
        segment,
        segment,
        fc.boolean(),
        async ([method, template], a, b, signedIn) => {
          const first = encode(a);
          // The owner's own form may really be changed or deleted; that is not hostile input.
          if ((method === "PUT" || method === "DELETE") && ownForm.has(first)) return;
          const path = template(first, encode(b));
          const before = await rowCounts();
          const res = await parley.call(method, path, {
            cookie: signedIn ? owner.cookie : undefined,
            ...(method === "GET" || method === "DELETE"
              ? {}
              : { body: method === "PUT" ? formBody : { responses: [answer] } }),
            address: nextAddress(),
          });
          expectContract(res, `${method} ${path.slice(0, 300)}`);
          if (res.status >= 400) expect(await rowCounts()).toEqual(before);
        },
      ),
      RUNS,
    );
    // The owner's data is intact.
    const mine = await parley.call("GET", `/api/forms/${formId}`, { cookie: owner.cookie });
    expect(mine.status).toBe(200);
  });

  it("stores SQL-like and arbitrary Unicode text verbatim and returns it unchanged", async () => {
    const text = fc.oneof(
      fc.constantFrom(...sqlish),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 200 }),
      fc.string({ unit: "binary", minLength: 1, maxLength: 200 }).filter((s) => s.isWellFormed() && !s.includes("\0")),
    );
    const responsesPath = `/api/public/forms/${owner.userId}/${formId}/responses`;
    await fc.assert(
      fc.asyncProperty(text, async (s) => {
        const title = s.slice(0, 200);
        const edited = await parley.call("PUT", `/api/forms/${formId}`, {
          cookie: owner.cookie,
          body: { title, questions: [{ id: 1, question: `Q ${s}`, type: "open-ended" }] },
        });
        expect(edited.status, JSON.stringify(s)).toBe(200);
        const read = await parley.call("GET", `/api/public/forms/${owner.userId}/${formId}`);
        expect(read.json.title).toBe(title.trim());
        expect(read.json.questions[0].question).toBe(`Q ${s}`.trim());

        const sent = await parley.call("POST", responsesPath, {
          body: { responses: [{ id: "1", question: "", type: "open-ended", answer: s, isFollowUp: false }] },
          address: nextAddress(),
        });
        expect(sent.status, JSON.stringify(s)).toBe(201);
        const list = await parley.call("GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
        const stored = list.json.find((r: { id: string }) => r.id === sent.json.id);
        expect(stored.responses[0].answer).toBe(s);
      }),
      { numRuns: 60 },
    );
    // The tables the strings talked about are all still there.
    expect((await rowCounts()).forms).toBeGreaterThan(0);
  });

  it.each(unstorable)("refuses text PostgreSQL cannot store (%j) with a 400, storing nothing", async (s) => {
    const before = await rowCounts();
    const cases = [
      parley.call("POST", `/api/public/forms/${owner.userId}/${formId}/responses`, {
        body: { responses: [{ id: "1", question: "", type: "open-ended", answer: s, isFollowUp: false }] },
        address: nextAddress(),
      }),
      parley.call("POST", "/api/forms", { cookie: owner.cookie, body: { ...formBody, title: s } }),
      parley.call("PUT", `/api/forms/${formId}`, {
        cookie: owner.cookie,
        body: { title: "ok", questions: [{ question: s, type: "open-ended" }] },
      }),
      parley.call("POST", "/api/auth/sign-up/email", {
        body: { name: s, email: `nul-${crypto.randomUUID()}@example.com`, password: "secret123" },
        address: nextAddress(),
      }),
      parley.call(
        "GET",
        `/api/forms/${encodeURIComponent(s.isWellFormed() ? s : "x")}${s.isWellFormed() ? "" : "%ED%A0%80"}`,
        {
          cookie: owner.cookie,
        },
      ),
    ];
    for (const res of await Promise.all(cases)) {
      expectContract(res, JSON.stringify(s));
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("answers a body past the size limit with 413 on every route that takes one", async () => {
    const before = await rowCounts();
    const routes = [...bodyRoutes(), ...authRoutes()];
    for (const route of routes) {
      const limit = route.path === "/api/analyze-sentiment" ? ANALYSIS_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
      const raw = JSON.stringify({ ...(route.valid as object), padding: "x".repeat(limit) });
      const withLength: Record<string, string> = { "content-length": String(Buffer.byteLength(raw)) };
      for (const headers of [{}, withLength]) {
        const res = await parley.call(route.method, route.path, {
          rawBody: raw,
          headers,
          cookie: owner.cookie,
          address: nextAddress(),
        });
        expectContract(res, route.path);
        expect(res.status, route.path).toBe(413);
        expect(res.json.error.code).toBe("PAYLOAD_TOO_LARGE");
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 100,000 levels of nesting quickly with a 4xx on every route that takes a body", async () => {
    const depth = 100_000;
    const deepArray = "[".repeat(depth) + "]".repeat(depth);
    const deepObject = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const routes = [...bodyRoutes(), ...authRoutes()];
    const victim = await parley.signUp("Nora Nested");
    const before = await rowCounts();
    for (const route of routes) {
      const firstKey = Object.keys(route.valid as object)[0] ?? "x";
      const bodies = [deepArray, deepObject, `{"${firstKey}":${deepArray}}`, `{"${firstKey}":${deepObject}}`];
      for (const raw of bodies) {
        const started = performance.now();
        const res = await parley.call(route.method, route.path, {
          rawBody: raw,
          cookie: route.path.startsWith("/api/auth/") ? victim.cookie : owner.cookie,
          address: nextAddress(),
        });
        const ms = performance.now() - started;
        expectContract(res, `${route.path} ${raw.slice(0, 20)}`);
        // Sign-out reads no body, so it may succeed; every other route must refuse it.
        if (route.path !== "/api/auth/sign-out") {
          expect(res.status, `${route.path} ${raw.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        }
        expect(ms, route.path).toBeLessThan(2000);
      }
    }
    const after = await rowCounts();
    expect({ ...after, sessions: before.sessions }).toEqual(before);
    expect(after.sessions).toBeGreaterThanOrEqual(before.sessions - 1);
    // The server still works.
    expect((await parley.call("GET", "/api/health")).status).toBe(200);
  });
});
