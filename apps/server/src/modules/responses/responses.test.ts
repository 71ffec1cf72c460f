import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { responses as responsesTable } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import type { TestOwner } from "../../test/harness.ts";
import { useTestParley } from "../../test/suite.ts";
import { DEMO_FORM_ID, DEMO_RESPONSES_KEPT, DEMO_USER_ID } from "../demo/service.ts";

const form = {
  title: "Café <b>feedback</b>",
  questions: [
    { question: "How was it?", type: "radio", options: ["Great", "Bad"] },
    { question: "What did you order?", type: "checkbox", options: ["Espresso", "Latte, large", "Cake"] },
    { question: "Rate us", type: "slider", min: 1, max: 5 },
    { question: "Tell us more", type: "open-ended", requiresPrompt: true },
    { question: "Any last words?", type: "open-ended" },
  ],
};
const entry = (id: string, type: string, answer: string, question = "q") => ({
  id,
  type,
  answer,
  question,
  isFollowUp: id.includes("."),
});

describe.each(testDrivers)("public form and responses on $name", (driver) => {
  const parley = useTestParley(driver, { PLAN_RESPONSES_PER_FORM: "0" });
  let owner: TestOwner;
  let formId: string;
  let base: string;
  const stored = async () => (await parley.database.db.select().from(responsesTable)).length;

  beforeAll(async () => {
    ({ owner, formId } = await parley.ownerWithForm(form));
    base = `/api/public/forms/${owner.userId}/${formId}`;
  });

  it("shows the public form with id, title and questions only", async () => {
    const res = await parley.call("GET", base);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["acceptingResponses", "id", "questions", "title"]);
    expect(res.json.title).toBe("Café <b>feedback</b>");
    expect((await parley.call("GET", `/api/public/forms/${DEMO_USER_ID}/${formId}`)).status).toBe(404);
    expect((await parley.call("GET", `/api/public/forms/${DEMO_USER_ID}/${DEMO_FORM_ID}`)).status).toBe(200);
  });

  it("stores a valid response with follow-ups and reads it back oldest first", async () => {
    const answers = [
      entry("1", "radio", "Great"),
      entry("2", "checkbox", "Espresso, Latte, large"),
      entry("3", "slider", "4"),
      entry("4", "open-ended", "The staff were slow; '); DROP TABLE responses; --"),
      entry("4.1", "open-ended", "About 20 minutes", "What made the wait long?"),
      entry("4.2", "open-ended", "Más baristas 😀", "What would fix it?"),
      entry("5", "open-ended", "<script>alert(1)</script>"),
    ];
    const res = await parley.call("POST", `${base}/responses`, { body: { responses: answers } });
    expect(res.status).toBe(201);
    expect(res.json.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await parley.call("GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    const saved = list.json.find((r: { id: string }) => r.id === res.json.id);
    expect(new Date(saved.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(saved.responses.map((a: { answer: string }) => a.answer)).toEqual(answers.map((a) => a.answer));
    // Base questions carry the form's own text; follow-ups the text they were asked with.
    expect(saved.responses[0].question).toBe("How was it?");
    expect(saved.responses[4].question).toBe("What made the wait long?");
  });

  it.each([
    ["an id that is not a question", [entry("9", "radio", "Great")], "Answer 9 is not a question of this form."],
    [
      "a follow-up of a question without Prompt",
      [entry("5.1", "open-ended", "x")],
      "Answer 5.1 is not a follow-up of a question with Prompt.",
    ],
    ["a third follow-up", [entry("4.3", "open-ended", "x")], "A question has at most 2 follow-ups."],
    [
      "a follow-up id padded with zeros",
      [entry("4", "open-ended", "Slow"), entry("4.1", "open-ended", "x"), entry("4.01", "open-ended", "y")],
      "Answer id must be a question id or '{parentId}.{n}'.",
    ],
    [
      "a 500,000-character id",
      [entry("1".repeat(500_000), "radio", "Great")],
      "Answer id must be a question id or '{parentId}.{n}'.",
    ],
    [
      "a follow-up of an unanswered question",
      [entry("4.1", "open-ended", "x")],
      "Follow-up 4.1 must come after an answer to 4.",
    ],
    [
      "a follow-up after an empty answer",
      [entry("4", "open-ended", "  "), entry("4.1", "open-ended", "x")],
      "Follow-up 4.1 must come after an answer to 4.",
    ],
    [
      "a second follow-up without the first",
      [entry("4", "open-ended", "Slow"), entry("4.2", "open-ended", "x")],
      "Follow-up 4.2 must come after an answer to 4.1.",
    ],
    [
      "more answers than the form asks",
      Array.from({ length: 8 }, (_, i) => entry(String(i + 1), "open-ended", "x")),
      "This response has more answers than the form asks.",
    ],
    [
      "a radio answer that is no option",
      [entry("1", "radio", "Fine")],
      "Answer 1 must be one of the question's options.",
    ],
    [
      "a checkbox answer with a stranger",
      [entry("2", "checkbox", "Espresso, Tea")],
      "Answer 2 must be options of the question, joined with ', '.",
    ],
    [
      "a checkbox option twice",
      [entry("2", "checkbox", "Cake, Cake")],
      "Answer 2 must be options of the question, joined with ', '.",
    ],
    ["a slider answer out of range", [entry("3", "slider", "6")], "Answer 3 must be a whole number from 1 to 5."],
    [
      "a slider answer that is not whole",
      [entry("3", "slider", "2.5")],
      "Answer 3 must be a whole number from 1 to 5.",
    ],
    [
      "an answer over 5,000 characters",
      [entry("5", "open-ended", "x".repeat(5001))],
      "Answers must be at most 5000 characters.",
    ],
    [
      "isFollowUp not matching the id",
      [{ ...entry("4.1", "open-ended", "x"), isFollowUp: false }],
      "isFollowUp must be true for answer 4.1.",
    ],
    ["the wrong type", [entry("1", "checkbox", "Great")], "Answer 1 must be of type radio."],
    ["no answers", [], "A response needs at least one answer."],
    [
      "the same question twice",
      [entry("1", "radio", "Great"), entry("1", "radio", "Bad")],
      "Question 1 is answered more than once.",
    ],
  ])("answers 400 for %s and stores nothing", async (_name, answers, message) => {
    const before = await stored();
    const res = await parley.call("POST", `${base}/responses`, { body: { responses: answers } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "VALIDATION_ERROR", message });
    expect(await stored()).toBe(before);
  });

  it(`keeps only the demo form's latest ${DEMO_RESPONSES_KEPT} responses`, async () => {
    const demo = `/api/public/forms/${DEMO_USER_ID}/${DEMO_FORM_ID}/responses`;
    const sent = DEMO_RESPONSES_KEPT + 5;
    for (let i = 0; i < sent; i++) {
      const res = await parley.call("POST", demo, {
        body: { responses: [entry("4", "open-ended", `demo ${i}`)] },
        address: `203.0.113.${i % 200}`,
      });
      expect(res.status).toBe(201);
    }
    const rows = await parley.database.db
      .select()
      .from(responsesTable)
      .where(eq(responsesTable.formId, DEMO_FORM_ID))
      .orderBy(asc(responsesTable.createdAt), asc(responsesTable.id));
    expect(rows).toHaveLength(DEMO_RESPONSES_KEPT);
    expect(new Set(rows.map((r) => r.answers[0]?.answer))).toEqual(
      new Set(Array.from({ length: DEMO_RESPONSES_KEPT }, (_, i) => `demo ${i + 5}`)),
    );
  });

  it("answers 404 for a form of another owner or none", async () => {
    const before = await stored();
    const res = await parley.call("POST", `/api/public/forms/${DEMO_USER_ID}/${formId}/responses`, {
      body: { responses: [entry("1", "radio", "Great")] },
    });
    expect(res.status).toBe(404);
    expect(await stored()).toBe(before);
  });

  it("stores a retried submission once when it carries the same idempotency key", async () => {
    const before = await stored();
    const body = { responses: [entry("1", "radio", "Bad")], idempotencyKey: crypto.randomUUID() };
    const first = await parley.call("POST", `${base}/responses`, { body });
    const again = await parley.call("POST", `${base}/responses`, { body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    expect(await stored()).toBe(before + 1);
  });
});
