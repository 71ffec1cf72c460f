import { beforeAll, describe, expect, it } from "vitest";
import { noteOffThread } from "../../ai/local/index.ts";
import { testDrivers } from "../../test/databases.ts";
import type { TestOwner } from "../../test/harness.ts";
import { useTestParley } from "../../test/suite.ts";
import { createQuotesService } from "./service.ts";

const form = {
  title: "Coffee shop",
  questions: [
    { question: "How was your visit?", type: "radio", options: ["Great", "Okay", "Bad"] },
    { question: "What could our coffee shop improve?", type: "open-ended", requiresPrompt: true },
    { question: "Anything else?", type: "open-ended" },
  ],
};
const entry = (id: string, answer: string, type = id === "1" ? "radio" : "open-ended") => ({
  id,
  type,
  answer,
  question: id === "2.1" ? "Tell us more" : "q",
  isFollowUp: id.includes("."),
});
const SPEED = "Speed of service";
const STAFF = "Staff friendliness and helpfulness";

describe.each(testDrivers)("themes down to the quotes on $name", (driver) => {
  const parley = useTestParley(driver, { PLAN_RESPONSES_PER_FORM: "0", PLAN_FORMS_PER_MONTH: "0" });
  let owner: TestOwner;
  let other: TestOwner;
  let formId: string;
  const ids: string[] = [];

  const get = (path: string, cookie = owner.cookie) => parley.call("GET", `/api/forms/${formId}${path}`, { cookie });
  async function submit(answers: ReturnType<typeof entry>[]) {
    const res = await parley.call("POST", `/api/public/forms/${owner.userId}/${formId}/responses`, {
      body: { responses: answers },
    });
    expect(res.status, res.text).toBe(201);
    ids.push(res.json.id);
  }

  beforeAll(async () => {
    owner = await parley.signUp();
    other = await parley.signUp();
    formId = await parley.createForm(owner, form);
    await submit([entry("1", "Bad"), entry("2", "The wait was far too long"), entry("3", "The staff were rude")]);
    await submit([entry("1", "Great"), entry("2", "Lovely friendly staff"), entry("3", "")]);
    await submit([
      entry("1", "Okay"),
      entry("2", "Nothing much"),
      entry("2.1", "We waited ages for our coffee, awful"),
      entry("3", "Thanks"),
    ]);
  });

  it("counts each open question's themes, follow-ups included, by sentiment", async () => {
    const res = await get("/themes");
    expect(res.status, res.text).toBe(200);
    const [second, third] = res.json.questions;
    expect(second.questionId).toBe("2");
    expect(second.themes.find((t: { label: string }) => t.label === SPEED)).toEqual({
      label: SPEED,
      count: 2,
      positive: 0,
      negative: 2,
      neutral: 0,
    });
    expect(second.themes.find((t: { label: string }) => t.label === STAFF)).toMatchObject({ count: 1, positive: 1 });
    expect(third).toEqual({
      questionId: "3",
      themes: [{ label: STAFF, count: 1, positive: 0, negative: 1, neutral: 0 }],
    });
  });

  it("lists the answers behind a theme with their sentiment and response, overall and per question", async () => {
    const all = await get(`/quotes?theme=${encodeURIComponent(SPEED)}`);
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBe(2);
    expect(
      all.json.items.map((q: Record<string, string>) => [q.responseId, q.questionId, q.answer, q.sentiment]),
    ).toEqual([
      [ids[0], "2", "The wait was far too long", "negative"],
      [ids[2], "2.1", "We waited ages for our coffee, awful", "negative"],
    ]);
    expect(all.json.items[1].question).toBe("Tell us more");

    const staff = await get(`/quotes?theme=${encodeURIComponent(STAFF)}&question=3`);
    expect(staff.json).toMatchObject({ total: 1, items: [{ responseId: ids[0], answer: "The staff were rude" }] });
    const first = await get(`/quotes?theme=${encodeURIComponent(STAFF)}&limit=1`);
    expect(first.json.total).toBe(2);
    expect(first.json.items).toHaveLength(1);
    // A theme that is a phrase of the answers (not a known theme) finds the answers that hold it.
    const phrase = await get("/quotes?theme=nothing%20MUCH");
    expect(phrase.json).toMatchObject({ total: 1, items: [{ responseId: ids[2], answer: "Nothing much" }] });
    // A word is found as a whole word with its endings ("waited"), and a word theme named by what its
    // answers raise is found by its word.
    expect((await get("/quotes?theme=Wait")).json.total).toBe(2);
    expect((await get("/quotes?theme=Ted")).json.total).toBe(0);
    const named = await get(`/quotes?theme=${encodeURIComponent("Coffee: speed of service")}`);
    expect(named.json).toMatchObject({ total: 1, items: [{ answer: "We waited ages for our coffee, awful" }] });
  });

  it("counts and lists a respondent once per question when a follow-up says the theme again", async () => {
    const formOf = await parley.createForm(owner, form);
    const post = (answers: ReturnType<typeof entry>[]) =>
      parley.call("POST", `/api/public/forms/${owner.userId}/${formOf}/responses`, { body: { responses: answers } });
    expect(
      (await post([entry("2", "The wait was far too long"), entry("2.1", "Slow service, we waited 40 minutes")]))
        .status,
    ).toBe(201);
    expect((await post([entry("2", "Lovely friendly staff"), entry("2.1", "The wait was fine")])).status).toBe(201);
    const themes = await parley.call("GET", `/api/forms/${formOf}/themes`, { cookie: owner.cookie });
    const speed = themes.json.questions[0].themes.find((t: { label: string }) => t.label === SPEED);
    // The first respondent's most negative word on it decides: the second's "fine" is neutral.
    expect(speed).toEqual({ label: SPEED, count: 2, positive: 0, negative: 1, neutral: 1 });
    const quotes = await parley.call("GET", `/api/forms/${formOf}/quotes?theme=${encodeURIComponent(SPEED)}`, {
      cookie: owner.cookie,
    });
    expect(quotes.json.total).toBe(2);
    expect(quotes.json.items.map((q: { questionId: string; answer: string }) => [q.questionId, q.answer])).toEqual([
      ["2", "The wait was far too long"],
      ["2.1", "The wait was fine"],
    ]);
  });

  it("filters responses by sentiment, theme and a single response, with the count that match", async () => {
    const page = async (query: string) => {
      const res = await get(`/responses?limit=50&${query}`);
      expect(res.status, res.text).toBe(200);
      return { total: res.json.total, ids: res.json.items.map((r: { id: string }) => r.id) };
    };
    expect(await page("sentiment=negative")).toEqual({ total: 2, ids: [ids[0], ids[2]] });
    expect(await page("sentiment=positive")).toEqual({ total: 2, ids: [ids[1], ids[2]] });
    // The theme's words need not be in the answer: 'rude' and 'friendly' are both about staff.
    expect(await page(`theme=${encodeURIComponent(STAFF)}`)).toEqual({ total: 2, ids: [ids[0], ids[1]] });
    expect(await page(`theme=${encodeURIComponent(STAFF)}&sentiment=positive`)).toEqual({ total: 1, ids: [ids[1]] });
    expect(await page(`sentiment=negative&question=1&choice=Okay`)).toEqual({ total: 1, ids: [ids[2]] });
    expect(await page(`response=${ids[1]}`)).toEqual({ total: 1, ids: [ids[1]] });
  });

  it("keeps up with new and deleted responses and edited questions", async () => {
    await submit([entry("1", "Bad"), entry("2", "Service was so slow"), entry("3", "")]);
    expect((await get(`/quotes?theme=${encodeURIComponent(SPEED)}`)).json.total).toBe(3);
    const deleted = await parley.call("DELETE", `/api/forms/${formId}/responses/${ids[0]}`, { cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    const after = await get(`/quotes?theme=${encodeURIComponent(SPEED)}`);
    expect(after.json.items.map((q: { responseId: string }) => q.responseId)).toEqual([ids[2], ids[3]]);
    expect((await get("/responses?limit=5&sentiment=negative")).json.total).toBe(2);
  });

  it("notes the answers again when an upgraded engine would read them differently", async () => {
    const noted: number[] = [];
    const counting: typeof noteOffThread = async (input) => {
      noted.push(input.responses.length);
      return noteOffThread(input);
    };
    const quotesBy = (revision: string) =>
      createQuotesService(parley.database.db, parley.services.forms, counting, revision);
    const before = (await get("/themes")).json;
    expect((await quotesBy("engine-a").themes(owner.userId, formId)).questions).toEqual(before.questions);
    const all = noted.reduce((a, b) => a + b, 0);
    expect(all).toBeGreaterThan(0);
    // The same engine again: nothing to read.
    await quotesBy("engine-a").themes(owner.userId, formId);
    expect(noted.reduce((a, b) => a + b, 0)).toBe(all);
    // An upgrade reads every response again.
    await quotesBy("engine-b").themes(owner.userId, formId);
    expect(noted.reduce((a, b) => a + b, 0)).toBe(2 * all);
  });

  it("answers a clear error to bad input and 404 to anyone but the owner", async () => {
    const missing = await get("/quotes");
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe("VALIDATION_ERROR");
    expect((await get("/quotes?theme=x&limit=0")).status).toBe(400);
    expect((await get("/responses?sentiment=angry")).status).toBe(400);
    expect((await get("/themes", other.cookie)).status).toBe(404);
    expect((await get(`/quotes?theme=${encodeURIComponent(SPEED)}`, other.cookie)).status).toBe(404);
    expect((await get("/responses?sentiment=negative", other.cookie)).status).toBe(404);
    expect((await parley.call("GET", `/api/forms/${formId}/themes`)).status).toBe(401);
  });
});
