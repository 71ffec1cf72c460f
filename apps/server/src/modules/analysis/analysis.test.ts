import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formAnalyses } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import type { TestOwner } from "../../test/harness.ts";
import { useTestParley } from "../../test/suite.ts";

const form = {
  title: "Hotel stay",
  questions: [
    { question: "How was your room?", type: "radio", options: ["Excellent", "Terrible"] },
    { question: "How likely are you to return?", type: "slider" },
    { question: "What should we improve?", type: "open-ended", requiresPrompt: true },
  ],
};
const answers = (room: string, slider: string, text: string, followUp?: string) => ({
  responses: [
    { id: "1", question: "", type: "radio", answer: room, isFollowUp: false },
    { id: "2", question: "", type: "slider", answer: slider, isFollowUp: false },
    { id: "3", question: "", type: "open-ended", answer: text, isFollowUp: false },
    ...(followUp
      ? [{ id: "3.1", question: "Tell us more?", type: "open-ended", answer: followUp, isFollowUp: true }]
      : []),
  ],
});

describe.each(testDrivers)("form analysis on $name", (driver) => {
  const parley = useTestParley(driver, { PLAN_RESPONSES_PER_FORM: "0" });
  let owner: TestOwner;
  let formId: string;
  const submit = (body: unknown) =>
    parley.call("POST", `/api/public/forms/${owner.userId}/${formId}/responses`, { body });
  const analysis = () => parley.call("GET", `/api/forms/${formId}/analysis`, { cookie: owner.cookie });
  const cached = async () =>
    (await parley.database.db.select().from(formAnalyses).where(eq(formAnalyses.formId, formId)))[0];

  beforeAll(async () => {
    ({ owner, formId } = await parley.ownerWithForm(form));
  });

  it("has no analysis before the first response", async () => {
    const res = await analysis();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ analysis: null });
    expect(await cached()).toBeUndefined();
  });

  it("analyses the stored responses, leaves follow-ups out, and reads a negative answer as negative", async () => {
    expect(
      (await submit(answers("Terrible", "1", "The room was dirty and the staff were rude", "The bed was awful")))
        .status,
    ).toBe(201);
    const res = await analysis();
    expect(res.status).toBe(200);
    const { overallSentiment, questions } = res.json.analysis;
    expect(overallSentiment.positive + overallSentiment.negative + overallSentiment.neutral).toBe(100);
    expect(overallSentiment.negative).toBeGreaterThan(overallSentiment.positive);
    expect(questions.map((q: { questionId: unknown }) => String(q.questionId))).toEqual(["1", "2", "3"]);
    expect(questions[0].sentiment).toBe("negative");
    expect(questions[1].sentiment).toBe("negative");
  });

  it("serves the cached result until the responses or questions change", async () => {
    const first = await cached();
    expect(first).toBeDefined();
    await analysis();
    expect((await cached())?.createdAt).toEqual(first?.createdAt);

    expect((await submit(answers("Excellent", "10", "Wonderful stay, lovely view"))).status).toBe(201);
    expect((await submit(answers("Excellent", "9", "Great breakfast and very friendly staff"))).status).toBe(201);
    const res = await analysis();
    const after = await cached();
    expect(after?.version).not.toBe(first?.version);
    expect(res.json.analysis.overallSentiment.positive).toBeGreaterThan(res.json.analysis.overallSentiment.negative);

    const current = (await parley.call("GET", `/api/forms/${formId}`, { cookie: owner.cookie })).json;
    await parley.call("PUT", `/api/forms/${formId}`, {
      cookie: owner.cookie,
      body: { title: current.title, questions: current.questions.slice(0, 2) },
    });
    const edited = await analysis();
    expect(edited.json.analysis.questions).toHaveLength(2);
    expect((await cached())?.version).not.toBe(after?.version);
  });

  it("analyses again once the engine has been upgraded, though no response changed", async () => {
    const current = await cached();
    if (!current) throw new Error("no stored analysis");
    // What an older engine stored for the same responses.
    const older = current.version.replace(/\|local:[^|]*$/, "|local:an-older-revision");
    expect(older).not.toBe(current.version);
    await parley.database.db
      .update(formAnalyses)
      .set({ version: older, analysis: { ...current.analysis, commonThemes: ["Read by the older engine"] } })
      .where(eq(formAnalyses.formId, formId));

    const res = await analysis();
    expect(res.json.analysis.commonThemes).not.toContain("Read by the older engine");
    expect((await cached())?.version).toBe(current.version);
  });
});
