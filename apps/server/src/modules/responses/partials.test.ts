import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, responses as responsesTable } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";
import { waitFor } from "../../test/outbox-fixtures.ts";
import { startWebhookReceiver } from "../../test/webhook-receiver.ts";

const form = {
  title: "Partials",
  questions: [
    { question: "How was it?", type: "radio", options: ["Great", "Bad"] },
    { question: "Rate us", type: "slider", min: 1, max: 5 },
    { question: "Anything else?", type: "open-ended" },
  ],
};
const first = [
  { id: "1", question: "How was it?", type: "radio", answer: "Great", isFollowUp: false },
  { id: "2", question: "Rate us", type: "slider", answer: "4", isFollowUp: false },
];
const all = [
  ...first,
  { id: "3", question: "Anything else?", type: "open-ended", answer: "Lovely", isFollowUp: false },
];

describe.each(testDrivers)("partial responses on $name", (driver) => {
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;
  let formId: string;
  let base: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret = "";
  const session = "session-0001-abcdef";
  const rows = () => parley.database.db.select().from(responsesTable).where(eq(responsesTable.formId, formId));
  const owned = (path: string) => parley.call("GET", `/api/forms/${formId}${path}`, { cookie: owner.cookie });
  const progress = (body: unknown) => parley.call("PUT", `${base}/progress`, { body });

  beforeAll(async () => {
    parley = await startTestParley(
      driver,
      { PLAN_RESPONSES_PER_FORM: "0", WEBHOOK_ALLOW_HOSTS: "127.0.0.1" },
      { outbox: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, timeoutMs: 1000 } },
    );
    owner = await parley.signUp();
    formId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form })).json.id;
    base = `/api/public/forms/${owner.userId}/${formId}`;
    receiver = await startWebhookReceiver(() => secret);
  });
  afterAll(async () => {
    await receiver.stop();
    await parley.stop();
  });

  it("lets an endpoint opt in to partial updates; others keep only response.completed", async () => {
    const hooks = `/api/forms/${formId}/webhooks`;
    const opted = await parley.call("POST", hooks, {
      cookie: owner.cookie,
      body: { url: receiver.url, partialUpdates: true },
    });
    expect(opted.status).toBe(201);
    expect(opted.json.partialUpdates).toBe(true);
    secret = opted.json.secret;
    const plain = await parley.call("POST", hooks, { cookie: owner.cookie, body: { url: "https://93.184.215.14/x" } });
    expect(plain.json.partialUpdates).toBe(false);
    const bad = await parley.call("POST", hooks, {
      cookie: owner.cookie,
      body: { url: receiver.url, partialUpdates: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("VALIDATION_ERROR");
    const list = (await parley.call("GET", hooks, { cookie: owner.cookie })).json;
    expect(list.map((h: { partialUpdates: boolean }) => h.partialUpdates)).toEqual([true, false]);
  });

  it("stores progress as one partial record per session; repeats and older copies change nothing", async () => {
    const one = await progress({ sessionId: session, responses: first.slice(0, 1) });
    expect(one.status).toBe(200);
    expect(one.json.status).toBe("partial");
    const two = await progress({ sessionId: session, responses: first });
    expect(two.json.id).toBe(one.json.id);
    // The same again, and a late copy of the first progress: still one record with both answers.
    expect((await progress({ sessionId: session, responses: first })).json.id).toBe(one.json.id);
    expect((await progress({ sessionId: session, responses: first.slice(0, 1) })).json.id).toBe(one.json.id);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers.map((a) => a.answer)).toEqual(["Great", "4"]);
    expect(stored[0]?.completedAt).toBeNull();
  });

  it("refuses bad progress with the API's error shape and changes nothing", async () => {
    const cases = [
      { sessionId: session, responses: [{ ...first[0], answer: "Maybe" }] },
      { sessionId: session, responses: [{ ...first[0], id: "01" }] },
      { sessionId: session, responses: [] },
      { sessionId: "short", responses: first },
      { sessionId: "has spaces in it", responses: first },
      { responses: first },
    ];
    for (const body of cases) {
      const res = await progress(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_ERROR");
    }
    expect(
      (
        await parley.call("PUT", `/api/public/forms/${owner.userId}/nope/progress`, {
          body: { sessionId: session, responses: first },
        })
      ).status,
    ).toBe(404);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers.map((a) => a.answer)).toEqual(["Great", "4"]);
  });

  it("shows the owner 1 started, 0 completed, the partial marked, and the drop-off", async () => {
    const summary = (await owned("/summary")).json;
    expect(summary).toMatchObject({ started: 1, completed: 0, completionRate: 0, medianSeconds: null });
    const figures = summary.questions.map((q: { reached: number; answered: number }) => [q.reached, q.answered]);
    // Question 3 was shown (question 2 was answered) and left unanswered.
    expect(figures).toEqual([
      [1, 1],
      [1, 1],
      [1, 0],
    ]);
    const page = (await owned("/responses?limit=10")).json;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ status: "partial", completedAt: null });
    expect((await owned("/responses")).json[0].status).toBe("partial");

    // The switch: completed responses only.
    expect((await owned("/responses?limit=10&complete=true")).json.total).toBe(0);
    expect((await owned("/responses?limit=10&complete=false")).json.total).toBe(1);
    const completedOnly = (await owned("/summary?complete=true")).json;
    expect(completedOnly.started).toBe(1);
    expect(completedOnly.questions.map((q: { reached: number }) => q.reached)).toEqual([0, 0, 0]);
    expect((await owned("/summary?complete=maybe")).json.error.code).toBe("VALIDATION_ERROR");
    expect((await owned("/analysis")).json.analysis).not.toBeNull();
    expect((await owned("/analysis?complete=true")).json.analysis).toBeNull();
    // The form list counts completed responses.
    const listed = (await parley.call("GET", "/api/forms", { cookie: owner.cookie })).json;
    expect(listed.find((f: { id: string }) => f.id === formId).responseCount).toBe(0);
  });

  it("marks the partial in every export", async () => {
    const csv = (await owned("/responses.csv")).text;
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const columns = header?.split(",") ?? [];
    const cells = row?.split(",") ?? [];
    expect(cells[columns.indexOf("Status")]).toBe("Partial");
    expect(cells[columns.indexOf("Started at")]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cells[columns.indexOf("Finished at")]).toBe("");
    expect(columns).toContain("Anything else? (sentiment)");
    const json = (await owned("/responses.json")).json;
    expect(json.responses[0]).toMatchObject({ status: "partial", completedAt: null });

    const res = await parley.app.request(`/api/forms/${formId}/responses.xlsx`, { headers: { cookie: owner.cookie } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Responses");
    if (!sheet) throw new Error("the workbook has no Responses sheet");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values[headers.indexOf("Status")]).toBe("Partial");
    expect(values[headers.indexOf("Started at")]).toBeInstanceOf(Date);
  });

  it("the final submission completes that same record, once, and progress after it changes nothing", async () => {
    const before = (await rows())[0];
    const key = "final-key-0001";
    const [a, b] = await Promise.all([
      parley.call("POST", `${base}/responses`, { body: { responses: all, idempotencyKey: key, sessionId: session } }),
      parley.call("POST", `${base}/responses`, { body: { responses: all, idempotencyKey: key, sessionId: session } }),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.json.id).toBe(before?.id);
    expect(b.json.id).toBe(before?.id);
    const late = await progress({ sessionId: session, responses: first });
    expect(late.json).toEqual({ id: before?.id, status: "completed" });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers.map((x) => x.answer)).toEqual(["Great", "4", "Lovely"]);
    expect(stored[0]?.completedAt).not.toBeNull();
    expect(stored[0]?.createdAt.getTime()).toBe(before?.createdAt.getTime());

    const summary = (await owned("/summary")).json;
    expect(summary).toMatchObject({ started: 1, completed: 1, completionRate: 1 });
    expect(summary.medianSeconds).toBeGreaterThanOrEqual(0);
    expect(summary.questions.map((q: { answered: number }) => q.answered)).toEqual([1, 1, 1]);
    expect((await owned("/responses?limit=10&complete=true")).json.items[0].status).toBe("completed");
  });

  it("sends response.updated only to the opted-in endpoint, signed, and response.completed to both", async () => {
    const events = await parley.database.db
      .select({ event: outbox.event, webhookId: outbox.webhookId })
      .from(outbox)
      .where(eq(outbox.formId, formId));
    const hooks = (await parley.call("GET", `/api/forms/${formId}/webhooks`, { cookie: owner.cookie })).json;
    const [opted, plain] = hooks.map((h: { id: string }) => h.id);
    const of = (id: string, event: string) => events.filter((e) => e.webhookId === id && e.event === event).length;
    // Two stored changes of progress (the repeats changed nothing), then one completion.
    expect(of(opted, "response.updated")).toBe(2);
    expect(of(opted, "response.completed")).toBe(1);
    expect(of(plain, "response.updated")).toBe(0);
    expect(of(plain, "response.completed")).toBe(1);
    // By delivery id: under load an attempt may time out after the receiver got it, and is retried.
    const byDelivery = () => new Map(receiver.received.map((d) => [String(d.headers["parley-delivery"]), d]));
    const got = [...(await waitFor(byDelivery, (deliveries) => deliveries.size >= 3)).values()];
    expect(got.every((d) => d.signatureValid)).toBe(true);
    const updates = got.filter((d) => d.headers["parley-event"] === "response.updated");
    expect(updates).toHaveLength(2);
    expect(updates[0]?.json).toMatchObject({ event: "response.updated", formId, response: { status: "partial" } });
    const done = got.find((d) => d.headers["parley-event"] === "response.completed");
    expect(done?.json.response).toMatchObject({
      status: "completed",
      responses: all.map((x) => ({ answer: x.answer })),
    });
  });
});

describe.each(testDrivers)("the responses cap with partial responses on $name", (driver) => {
  let parley: TestParley;
  let base: string;
  const entry = [{ id: "1", question: "How was it?", type: "radio", answer: "Bad", isFollowUp: false }];
  const answers = [
    ...entry,
    { id: "2", question: "Rate us", type: "slider", answer: "2", isFollowUp: false },
    { id: "3", question: "Anything else?", type: "open-ended", answer: "", isFollowUp: false },
  ];

  beforeAll(async () => {
    parley = await startTestParley(driver, {
      PLAN_RESPONSES_PER_FORM: "1",
      RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: "0",
      RATE_LIMIT_PROGRESS_PER_MINUTE: "4",
    });
    const owner = await parley.signUp();
    const formId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form })).json.id;
    base = `/api/public/forms/${owner.userId}/${formId}`;
  });
  afterAll(() => parley.stop());

  it("counts completed responses only", async () => {
    for (const sessionId of ["session-a-000001", "session-b-000001"]) {
      expect((await parley.call("PUT", `${base}/progress`, { body: { sessionId, responses: entry } })).status).toBe(
        200,
      );
    }
    // Two respondents part-way: the form of one response still takes one.
    expect((await parley.call("GET", base)).json.acceptingResponses).toBe(true);
    const done = await parley.call("POST", `${base}/responses`, {
      body: { responses: answers, idempotencyKey: "key-a-000001", sessionId: "session-a-000001" },
    });
    expect(done.status).toBe(201);
    expect((await parley.call("GET", base)).json.acceptingResponses).toBe(false);
    const late = await parley.call("POST", `${base}/responses`, {
      body: { responses: answers, idempotencyKey: "key-b-000001", sessionId: "session-b-000001" },
    });
    expect(late.status).toBe(403);
    expect(late.json.error.code).toBe("RESPONSES_CLOSED");
    // A repeat of the completed one is still answered as the first time.
    const repeat = await parley.call("POST", `${base}/responses`, {
      body: { responses: answers, idempotencyKey: "key-a-000001", sessionId: "session-a-000001" },
    });
    expect(repeat.status).toBe(201);
    expect(repeat.json.id).toBe(done.json.id);
  });

  it("limits progress per address, with the API's error shape, and stores nothing over the limit", async () => {
    const sessionId = "session-c-000001";
    // Two of the four a minute were used above.
    for (let n = 0; n < 2; n++) {
      expect((await parley.call("PUT", `${base}/progress`, { body: { sessionId, responses: entry } })).status).toBe(
        200,
      );
    }
    const over = await parley.call("PUT", `${base}/progress`, {
      body: { sessionId: "session-d-000001", responses: entry },
    });
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe("RATE_LIMITED");
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    const sessions = await parley.database.db.select({ id: responsesTable.sessionId }).from(responsesTable);
    expect(sessions.map((r) => r.id).sort()).toEqual(["session-a-000001", "session-b-000001", "session-c-000001"]);
  });
});
