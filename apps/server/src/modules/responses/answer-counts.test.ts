import type { AnswerEntry } from "@parley/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCounts, responses } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";

const form = {
  title: "Counts",
  questions: [
    { question: "Pick", type: "radio", options: ["A", "B", "C"] },
    { question: "Rate", type: "slider", min: 0, max: 5 },
    { question: "Say", type: "open-ended" },
  ],
};

/** A pseudo-random answer set, the same for the same seed. */
function answersFor(seed: number): AnswerEntry[] {
  const pick = (n: number) => ((seed * 2654435761) % 4294967296) % n;
  const of = (list: string[]) => list[pick(list.length)] ?? "";
  return [
    { id: "1", question: "Pick", type: "radio", answer: of(["A", "B", "C", ""]), isFollowUp: false },
    { id: "2", question: "Rate", type: "slider", answer: String(pick(6)), isFollowUp: false },
    {
      id: "3",
      question: "Say",
      type: "open-ended",
      answer: of(["", "  ", "words", "more words"]),
      isFollowUp: false,
    },
  ];
}

describe.each(testDrivers)("answer counts on $name", (driver) => {
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;

  beforeAll(async () => {
    parley = await startTestParley(driver, { PLAN_RESPONSES_PER_FORM: "0", PLAN_FORMS_PER_MONTH: "0" });
    owner = await parley.signUp();
  });
  afterAll(() => parley.stop());

  /** The counts as kept, and as a fresh count of the stored answers gives them. */
  async function keptAndFresh(formId: string) {
    const kept = await parley.database.db
      .select({ q: answerCounts.questionId, open: answerCounts.open, answer: answerCounts.answer, n: answerCounts.n })
      .from(answerCounts)
      .where(eq(answerCounts.formId, formId));
    const rows = await parley.database.db
      .select({ answers: responses.answers })
      .from(responses)
      .where(eq(responses.formId, formId));
    const fresh = new Map<string, number>();
    for (const { answers } of rows)
      for (const e of answers) {
        const open = e.type === "open-ended";
        const key = `${e.id}|${open}|${open ? (e.answer.trim() ? "*" : "") : e.answer}`;
        fresh.set(key, (fresh.get(key) ?? 0) + 1);
      }
    // The row of question '' counts the responses themselves.
    if (rows.length > 0) fresh.set("|false|", rows.length);
    const asMap = new Map(kept.map((k) => [`${k.q}|${k.open}|${k.answer}`, k.n]));
    return { kept: Object.fromEntries([...asMap].sort()), fresh: Object.fromEntries([...fresh].sort()) };
  }

  it("follow every insert, update and delete, and the summary reads them", async () => {
    const formId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form })).json.id;
    // Submitted one by one, and stored in bulk.
    for (let i = 0; i < 5; i++) {
      const res = await parley.call("POST", `/api/public/forms/${owner.userId}/${formId}/responses`, {
        // A respondent must pick an option; stored rows may hold a blank one.
        body: { responses: answersFor(i).map((e) => (e.id === "1" ? { ...e, answer: "ABC"[i % 3] } : e)) },
      });
      expect(res.status, res.text).toBe(201);
    }
    await parley.database.db
      .insert(responses)
      .values(Array.from({ length: 200 }, (_, i) => ({ id: `bulk-${i}`, formId, answers: answersFor(100 + i) })));
    let counts = await keptAndFresh(formId);
    expect(Object.values(counts.kept).reduce((a, b) => a + b, 0)).toBe(205 * 3 + 205);
    expect(counts.kept).toEqual(counts.fresh);

    await parley.database.db
      .update(responses)
      .set({ answers: answersFor(7) })
      .where(sql`${responses.id} like 'bulk-1%'`);
    await parley.database.db.delete(responses).where(sql`${responses.id} like 'bulk-2%'`);
    counts = await keptAndFresh(formId);
    expect(counts.kept).toEqual(counts.fresh);

    const summary = await parley.call("GET", `/api/forms/${formId}/summary`, { cookie: owner.cookie });
    const radio = summary.json.questions[0];
    const expected = ["A", "B", "C"].map((value) => ({ value, count: counts.fresh[`1|false|${value}`] ?? 0 }));
    expect(radio.options).toEqual(expected);
    expect(radio.answered).toBe(expected.reduce((a, o) => a + o.count, 0));
    expect(summary.json.questions[2].answered).toBe(counts.fresh["3|true|*"] ?? 0);

    const cleared = await parley.call("DELETE", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    expect(cleared.status).toBe(200);
    expect((await keptAndFresh(formId)).kept).toEqual({});
  });

  it("are removed with their form", async () => {
    const formId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form })).json.id;
    await parley.database.db.insert(responses).values([{ id: `gone-${formId}`, formId, answers: answersFor(1) }]);
    expect(Object.keys((await keptAndFresh(formId)).kept)).toHaveLength(4);
    const removed = await parley.call("DELETE", `/api/forms/${formId}`, { cookie: owner.cookie });
    expect(removed.status).toBeLessThan(300);
    expect((await keptAndFresh(formId)).kept).toEqual({});
  });
});
