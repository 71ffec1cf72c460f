// A respondent's browser retrying one submission many times at once must store it exactly once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responses as responsesTable } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";

const form = {
  title: "Repeat test",
  questions: [
    { question: "How was it?", type: "radio", options: ["Great", "Bad"] },
    { question: "Why?", type: "open-ended" },
  ],
};
const answers = (why: string) => [
  { id: "1", type: "radio", answer: "Great", question: "How was it?", isFollowUp: false },
  { id: "2", type: "open-ended", answer: why, question: "Why?", isFollowUp: false },
];

// With a plan cap the insert runs under a per-form lock; without one it relies on the unique index.
describe.each(
  testDrivers.flatMap((driver) => [
    { driver, cap: "0", label: `${driver.name}, no response cap` },
    { driver, cap: "20", label: `${driver.name}, a cap of 20 responses` },
  ]),
)("concurrent repeats of one submission on $label", ({ driver, cap }) => {
  let parley: TestParley;
  let formId: string;
  let base: string;
  const storedFor = async () =>
    parley.database.db.select().from(responsesTable).where(eq(responsesTable.formId, formId));

  beforeAll(async () => {
    // Every copy comes from one address; the per-form limit is tested in form-abuse.test.ts.
    parley = await startTestParley(driver, { PLAN_RESPONSES_PER_FORM: cap, RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: "0" });
    const owner = await parley.signUp();
    formId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form })).json.id;
    base = `/api/public/forms/${owner.userId}/${formId}/responses`;
  });
  afterAll(() => parley.stop());

  it("stores one response when the same key arrives 10 times at once, and answers every copy with its id", async () => {
    const body = { responses: answers("sent ten times"), idempotencyKey: crypto.randomUUID() };
    const results = await Promise.all(Array.from({ length: 10 }, () => parley.call("POST", base, { body })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(results.map((r) => r.json.id));
    expect(ids.size).toBe(1);
    const rows = (await storedFor()).filter((r) => r.idempotencyKey === body.idempotencyKey);
    expect(rows.map((r) => r.id)).toEqual([...ids]);
    expect(rows[0]?.answers.map((a) => a.answer)).toEqual(["Great", "sent ten times"]);
  });

  it("keeps different keys apart when they race, and stores a keyless repeat each time", async () => {
    const before = (await storedFor()).length;
    const keys = Array.from({ length: 5 }, () => crypto.randomUUID());
    const results = await Promise.all(
      keys.flatMap((key) =>
        Array.from({ length: 3 }, () =>
          parley.call("POST", base, { body: { responses: answers(key), idempotencyKey: key } }),
        ),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json.id)).size).toBe(5);
    const keyless = await Promise.all(
      Array.from({ length: 3 }, () => parley.call("POST", base, { body: { responses: answers("no key") } })),
    );
    expect(keyless.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(keyless.map((r) => r.json.id)).size).toBe(3);
    expect((await storedFor()).length).toBe(before + 5 + 3);
  });

  it("answers a repeat of a stored submission with the first id, even when a second payload differs", async () => {
    const key = crypto.randomUUID();
    const first = await parley.call("POST", base, { body: { responses: answers("first words"), idempotencyKey: key } });
    const again = await parley.call("POST", base, {
      body: { responses: answers("second words"), idempotencyKey: key },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    const rows = (await storedFor()).filter((r) => r.idempotencyKey === key);
    expect(rows.map((r) => r.answers[1]?.answer)).toEqual(["first words"]);
  });
});
