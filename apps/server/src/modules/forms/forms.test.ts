import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms as formsTable, responses as responsesTable } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";
import { keyed } from "../../test/questions.ts";
import { DEMO_USER_ID } from "../demo/service.ts";

const validForm = {
  title: "Coffee shop feedback",
  questions: [
    { question: "How was your coffee?", type: "radio", options: ["Great", "Okay", "Bad"] },
    { question: "What did you order?", type: "checkbox", options: ["Espresso", "Latte, large", "Cake"] },
    { question: "How likely are you to come back?", type: "slider" },
    { question: "Anything else?", type: "open-ended", requiresPrompt: true },
  ],
};

describe.each(testDrivers)("forms API on $name", (driver) => {
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;
  let other: Awaited<ReturnType<TestParley["signUp"]>>;

  const rowCounts = async () => ({
    forms: (await parley.database.db.select().from(formsTable)).length,
    responses: (await parley.database.db.select().from(responsesTable)).length,
  });

  beforeAll(async () => {
    parley = await startTestParley(driver, { PLAN_FORMS_PER_MONTH: "0", PLAN_RESPONSES_PER_FORM: "0" });
    owner = await parley.signUp("Olive Owner");
    other = await parley.signUp("Otto Other");
  });
  afterAll(() => parley.stop());

  it("stores questions in the spec's shape: ids from 1, options {key, value}, slider 0..10, Prompt only on open-ended", async () => {
    const res = await parley.call("POST", "/api/forms", {
      cookie: owner.cookie,
      body: {
        ...validForm,
        questions: [{ ...validForm.questions[0], id: 7, requiresPrompt: true }, ...validForm.questions.slice(1)],
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.ownerId).toBe(owner.userId);
    expect(res.json.questions).toEqual([
      { id: 1, question: "How was your coffee?", type: "radio", options: keyed(["Great", "Okay", "Bad"]) },
      {
        id: 2,
        question: "What did you order?",
        type: "checkbox",
        options: keyed(["Espresso", "Latte, large", "Cake"]),
      },
      { id: 3, question: "How likely are you to come back?", type: "slider", min: 0, max: 10 },
      { id: 4, question: "Anything else?", type: "open-ended", requiresPrompt: true },
    ]);
    const read = await parley.call("GET", `/api/forms/${res.json.id}`, { cookie: owner.cookie });
    expect(read.json).toEqual(res.json);
  });

  it("saves a signed-out creation under the demo owner", async () => {
    const res = await parley.call("POST", "/api/forms", { body: validForm, address: "192.0.2.50" });
    expect(res.status).toBe(201);
    expect(res.json.ownerId).toBe(DEMO_USER_ID);
  });

  it.each([
    [
      "an empty question",
      { questions: [{ question: "   ", type: "radio", options: ["a"] }] },
      "Question cannot be empty!",
    ],
    [
      "an empty option",
      { questions: [{ question: "Q?", type: "checkbox", options: ["a", "  "] }] },
      "Option cannot be empty!",
    ],
    [
      "an unknown type",
      { questions: [{ question: "Q?", type: "dropdown" }] },
      "Question type must be one of: radio, checkbox, slider, open-ended.",
    ],
    [
      "slider min >= max",
      { questions: [{ question: "Q?", type: "slider", min: 5, max: 5 }] },
      "Slider minimum must be less than its maximum.",
    ],
    [
      "over 100 questions",
      { questions: Array.from({ length: 101 }, () => ({ question: "Q?", type: "open-ended" })) },
      "A form can have at most 100 questions.",
    ],
    [
      "over 50 options",
      { questions: [{ question: "Q?", type: "radio", options: Array.from({ length: 51 }, (_, i) => `o${i}`) }] },
      "A question can have at most 50 options.",
    ],
    [
      "question text over 2,000 characters",
      { questions: [{ question: "x".repeat(2001), type: "open-ended" }] },
      "Question text must be at most 2000 characters.",
    ],
    ["a missing question list", { title: "No questions" }, undefined],
  ])("answers 400 for %s and writes nothing", async (_name, body, message) => {
    const before = await rowCounts();
    const res = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_ERROR");
    if (message) expect(res.json.error.message).toBe(message);
    else expect(res.json.error.message).toBeTruthy();
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await parley.call("POST", "/api/forms", { cookie: owner.cookie, rawBody: "{not json" });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe("The request body must be valid JSON.");
  });

  it("lists the owner's forms with question and response counts", async () => {
    const listed = await parley.signUp("Lisa Lister");
    const a = await parley.call("POST", "/api/forms", { cookie: listed.cookie, body: validForm });
    const b = await parley.call("POST", "/api/forms", {
      cookie: listed.cookie,
      body: { title: "", questions: [validForm.questions[3]] },
    });
    const posted = await parley.call("POST", `/api/public/forms/${listed.userId}/${a.json.id}/responses`, {
      body: {
        responses: [{ id: "1", question: "How was your coffee?", type: "radio", answer: "Great", isFollowUp: false }],
      },
    });
    expect(posted.status).toBe(201);
    const res = await parley.call("GET", "/api/forms", { cookie: listed.cookie });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.json.map((f: { id: string }) => [f.id, f]));
    expect(res.json).toHaveLength(2);
    expect(byId[a.json.id]).toMatchObject({ title: "Coffee shop feedback", questionCount: 4, responseCount: 1 });
    expect(byId[b.json.id]).toMatchObject({ title: "", questionCount: 1, responseCount: 0 });
  });

  it("updates a form, keeping question ids and giving a new question the highest id plus one", async () => {
    const created = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: validForm });
    const questions = created.json.questions.filter((q: { id: number }) => q.id !== 2);
    questions.push({ question: "New one?", type: "open-ended" });
    const res = await parley.call("PUT", `/api/forms/${created.json.id}`, {
      cookie: owner.cookie,
      body: { title: "Renamed", questions },
    });
    expect(res.status).toBe(200);
    expect(res.json.title).toBe("Renamed");
    expect(res.json.questions.map((q: { id: number }) => q.id)).toEqual([1, 3, 4, 5]);
  });

  it("deletes a form with its responses", async () => {
    const created = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: validForm });
    const id = created.json.id;
    await parley.call("POST", `/api/public/forms/${owner.userId}/${id}/responses`, {
      body: {
        responses: [{ id: "4", question: "Anything else?", type: "open-ended", answer: "Nice", isFollowUp: false }],
      },
    });
    const before = await rowCounts();
    const res = await parley.call("DELETE", `/api/forms/${id}`, { cookie: owner.cookie });
    expect(res.status).toBe(204);
    expect(await rowCounts()).toEqual({ forms: before.forms - 1, responses: before.responses - 1 });
    expect((await parley.call("GET", `/api/forms/${id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  describe("authorization matrix", () => {
    let formId: string;
    beforeAll(async () => {
      formId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: validForm })).json.id;
    });
    const routes = (id: string) =>
      [
        ["GET", "/api/forms", undefined],
        ["GET", `/api/forms/${id}`, undefined],
        ["PUT", `/api/forms/${id}`, validForm],
        ["DELETE", `/api/forms/${id}`, undefined],
        ["GET", `/api/forms/${id}/responses`, undefined],
        ["GET", `/api/forms/${id}/responses.csv`, undefined],
        ["GET", `/api/forms/${id}/analysis`, undefined],
      ] as const;

    it("answers 401 to every owner route without a session", async () => {
      for (const [method, path, body] of routes(formId)) {
        const res = await parley.call(method, path, { body });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.json).toEqual({ error: { code: "UNAUTHORIZED", message: "User not authenticated" } });
      }
    });

    it("answers another owner's form exactly as a missing one, with no data", async () => {
      for (const [method, path, body] of routes(formId).slice(1)) {
        const foreign = await parley.call(method, path, { cookie: other.cookie, body });
        const missing = await parley.call(method, path.replace(formId, crypto.randomUUID()), {
          cookie: other.cookie,
          body,
        });
        expect(foreign.status, `${method} ${path}`).toBe(404);
        expect(foreign.json).toEqual(missing.json);
        expect(foreign.text).not.toContain("Coffee");
      }
      const stillThere = await parley.call("GET", `/api/forms/${formId}`, { cookie: owner.cookie });
      expect(stillThere.json.title).toBe("Coffee shop feedback");
      const list = await parley.call("GET", "/api/forms", { cookie: other.cookie });
      expect(list.json.map((f: { id: string }) => f.id)).not.toContain(formId);
    });
  });
});

describe.each(testDrivers)("plan limits on $name", (driver) => {
  let parley: TestParley;
  beforeAll(async () => {
    parley = await startTestParley(driver, { PLAN_FORMS_PER_MONTH: "2", PLAN_RESPONSES_PER_FORM: "2" });
  });
  afterAll(() => parley.stop());

  it("stops an owner at the monthly form limit with FORM_LIMIT", async () => {
    const owner = await parley.signUp();
    for (let i = 0; i < 2; i++) {
      expect((await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: validForm })).status).toBe(201);
    }
    const res = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: validForm });
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({
      code: "FORM_LIMIT",
      message: "You have reached your plan's limit of 2 forms this month.",
    });
    expect((await parley.call("GET", "/api/forms", { cookie: owner.cookie })).json).toHaveLength(2);
  });

  it("never limits the demo owner", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await parley.call("POST", "/api/forms", { body: validForm, address: `192.0.2.${100 + i}` });
      expect(res.status).toBe(201);
    }
  });

  it("closes a form once it has the plan's number of responses", async () => {
    const owner = await parley.signUp();
    const form = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: validForm })).json;
    const answer = {
      responses: [{ id: "1", question: "How was your coffee?", type: "radio", answer: "Okay", isFollowUp: false }],
    };
    const path = `/api/public/forms/${owner.userId}/${form.id}`;
    expect((await parley.call("GET", path)).json.acceptingResponses).toBe(true);
    expect((await parley.call("POST", `${path}/responses`, { body: answer })).status).toBe(201);
    expect((await parley.call("POST", `${path}/responses`, { body: answer })).status).toBe(201);
    const third = await parley.call("POST", `${path}/responses`, { body: answer });
    expect(third.status).toBe(403);
    expect(third.json.error).toEqual({
      code: "RESPONSES_CLOSED",
      message: "This form is no longer accepting responses.",
    });
    expect((await parley.call("GET", path)).json.acceptingResponses).toBe(false);
    expect((await parley.call("GET", `/api/forms/${form.id}/responses`, { cookie: owner.cookie })).json).toHaveLength(
      2,
    );
  });
});
