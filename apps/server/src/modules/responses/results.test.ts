import type { QuestionType } from "@parley/schema";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { responses as responsesTable } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import { TEST_ORIGIN, type TestOwner } from "../../test/harness.ts";
import { useTestParley } from "../../test/suite.ts";

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF), enough to read our own CSV back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

const form = {
  title: "Coffee",
  questions: [
    { question: "How was it?", type: "radio", options: ["Great", "Okay", "Bad"] },
    { question: "What did you order?", type: "checkbox", options: ["Espresso", "Latte, large", "Cake"] },
    { question: "Rate us", type: "slider", min: 1, max: 5 },
    { question: "Tell us more", type: "open-ended", requiresPrompt: true },
  ],
};
const entry = (id: string, type: QuestionType, answer: string, question = "q") => ({
  id,
  type,
  answer,
  question,
  isFollowUp: id.includes("."),
});

describe.each(testDrivers)("a form's results on $name", (driver) => {
  const parley = useTestParley(driver, { PLAN_RESPONSES_PER_FORM: "0", PLAN_FORMS_PER_MONTH: "0" });
  let owner: TestOwner;
  let other: TestOwner;

  beforeAll(async () => {
    owner = await parley.signUp();
    other = await parley.signUp();
  });

  const newForm = async () => await parley.createForm(owner, form);
  const submit = (formId: string, answers: ReturnType<typeof entry>[]) =>
    parley.call("POST", `/api/public/forms/${owner.userId}/${formId}/responses`, { body: { responses: answers } });

  /** Stores `n` responses directly, several sharing one timestamp, so pages must break ties by id. */
  async function seed(formId: string, n: number) {
    const base = Date.parse("2026-03-01T10:00:00.123Z");
    const rows = Array.from({ length: n }, (_, i) => ({
      id: `r-${String(i).padStart(4, "0")}-${crypto.randomUUID()}`,
      formId,
      answers: [entry("1", "radio", "Great"), entry("4", "open-ended", `answer ${i}`)],
      // Three responses per millisecond, plus microseconds that JavaScript dates cannot hold.
      createdAt: new Date(base + Math.floor(i / 3)),
    }));
    await parley.database.db.insert(responsesTable).values(rows);
    return rows.map((r) => r.id);
  }

  it("pages through every response once, oldest first, with the total", async () => {
    const formId = await newForm();
    const ids = await seed(formId, 23);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=5&cursor=${encodeURIComponent(cursor)}` : "?limit=5";
      const res = await parley.call("GET", `/api/forms/${formId}/responses${query}`, { cookie: owner.cookie });
      expect(res.status).toBe(200);
      expect(res.json.total).toBe(23);
      expect(res.json.items.length).toBeLessThanOrEqual(5);
      seen.push(...res.json.items.map((r: { id: string }) => r.id));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(ids);
  });

  it("keeps microsecond timestamps apart: a page boundary inside one millisecond loses nothing", async () => {
    const formId = await newForm();
    for (let i = 0; i < 4; i++) await submit(formId, [entry("1", "radio", "Okay")]);
    const first = await parley.call("GET", `/api/forms/${formId}/responses?limit=1`, { cookie: owner.cookie });
    const all = await parley.call("GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    const ids = [first.json.items[0].id];
    let cursor = first.json.nextCursor;
    while (cursor) {
      const res = await parley.call("GET", `/api/forms/${formId}/responses?limit=1&cursor=${cursor}`, {
        cookie: owner.cookie,
      });
      ids.push(...res.json.items.map((r: { id: string }) => r.id));
      cursor = res.json.nextCursor;
    }
    expect(ids).toEqual(all.json.map((r: { id: string }) => r.id));
  });

  it("defaults to 50 a page, and answers the whole list as before when no paging is asked", async () => {
    const formId = await newForm();
    await seed(formId, 60);
    const page = await parley.call("GET", `/api/forms/${formId}/responses?cursor=`, { cookie: owner.cookie });
    expect(page.json.items).toHaveLength(50);
    expect(page.json.nextCursor).toEqual(expect.any(String));
    const whole = await parley.call("GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    expect(Array.isArray(whole.json)).toBe(true);
    expect(whole.json).toHaveLength(60);
    const empty = await parley.call("GET", `/api/forms/${await newForm()}/responses?limit=50`, {
      cookie: owner.cookie,
    });
    expect(empty.json).toEqual({ total: 0, items: [], nextCursor: null });
  });

  it.each([
    ["limit=0", "limit must be from 1 to 200."],
    ["limit=201", "limit must be from 1 to 200."],
    ["limit=abc", "limit must be a whole number."],
    ["cursor=not-a-cursor", "The cursor is not valid."],
    [`cursor=${Buffer.from('["yesterday","x"]').toString("base64url")}`, "The cursor is not valid."],
  ])("rejects %s with a clear message", async (query, message) => {
    const formId = await newForm();
    const res = await parley.call("GET", `/api/forms/${formId}/responses?${query}`, { cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
  });

  it("answers 404 to another owner and 401 when signed out, for every results route", async () => {
    const formId = await newForm();
    const [id] = await seed(formId, 1);
    for (const [method, path] of [
      ["GET", `/api/forms/${formId}/responses?limit=5`],
      ["GET", `/api/forms/${formId}/summary`],
      ["DELETE", `/api/forms/${formId}/responses/${id}`],
      ["DELETE", `/api/forms/${formId}/responses`],
    ] as const) {
      expect((await parley.call(method, path, { cookie: other.cookie })).status).toBe(404);
      expect((await parley.call(method, path)).status).toBe(401);
    }
    const still = await parley.call("GET", `/api/forms/${formId}/responses?limit=5`, { cookie: owner.cookie });
    expect(still.json.total).toBe(1);
  });

  it("summarises each question by its type: option counts, slider distribution, follow-ups answered", async () => {
    const formId = await newForm();
    const answers = (radio: string, checkbox: string, slider: string, text: string, followUp?: string) => [
      entry("1", "radio", radio),
      entry("2", "checkbox", checkbox),
      entry("3", "slider", slider),
      entry("4", "open-ended", text),
      ...(followUp ? [entry("4.1", "open-ended", followUp, "Why?")] : []),
    ];
    for (const a of [
      answers("Great", "Espresso, Latte, large", "5", "Lovely", "The staff"),
      answers("Great", "Latte, large", "4", "Good"),
      answers("Bad", "Cake", "1", "", ""),
      answers("Great", "", "4", "Fine"),
    ]) {
      expect((await submit(formId, a)).status).toBe(201);
    }
    const res = await parley.call("GET", `/api/forms/${formId}/summary`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    // Each option (or slider value) with its count, in the order of the form.
    const counts = (byValue: Record<string, number>) =>
      Object.entries(byValue).map(([value, count]) => ({ value, count }));
    expect(res.json).toEqual({
      started: 4,
      completed: 4,
      completionRate: 1,
      medianSeconds: null,
      questions: [
        { questionId: 1, type: "radio", reached: 4, answered: 4, options: counts({ Great: 3, Okay: 0, Bad: 1 }) },
        {
          questionId: 2,
          type: "checkbox",
          reached: 4,
          answered: 3,
          options: counts({ Espresso: 1, "Latte, large": 2, Cake: 1 }),
        },
        {
          questionId: 3,
          type: "slider",
          reached: 4,
          answered: 4,
          histogram: counts({ 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 }),
          mean: 3.5,
          median: 4,
        },
        { questionId: 4, type: "open-ended", reached: 4, answered: 3, followUpsAnswered: 1 },
      ],
    });
  });

  it("summarises a form without responses as empty counts", async () => {
    const formId = await newForm();
    const res = await parley.call("GET", `/api/forms/${formId}/summary`, { cookie: owner.cookie });
    expect(res.json.started).toBe(0);
    expect(res.json.completionRate).toBeNull();
    expect(res.json.questions[2]).toMatchObject({ answered: 0, mean: null, median: null });
    expect(res.json.questions[0].options.map((o: { count: number }) => o.count)).toEqual([0, 0, 0]);
  });

  it("deletes one response, and then every response of a form, leaving other forms alone", async () => {
    const formId = await newForm();
    const otherFormId = await newForm();
    const ids = await seed(formId, 3);
    const [kept] = await seed(otherFormId, 1);
    const summaryBefore = await parley.call("GET", `/api/forms/${formId}/summary`, { cookie: owner.cookie });
    expect(summaryBefore.json.completed).toBe(3);

    const one = await parley.call("DELETE", `/api/forms/${formId}/responses/${ids[1]}`, { cookie: owner.cookie });
    expect(one.status).toBe(204);
    const page = await parley.call("GET", `/api/forms/${formId}/responses?limit=10`, { cookie: owner.cookie });
    expect(page.json.total).toBe(2);
    expect(page.json.items.map((r: { id: string }) => r.id)).toEqual([ids[0], ids[2]]);
    const summaryAfter = await parley.call("GET", `/api/forms/${formId}/summary`, { cookie: owner.cookie });
    expect(summaryAfter.json.completed).toBe(2);
    expect(summaryAfter.json.questions[0].options[0]).toEqual({ value: "Great", count: 2 });

    const again = await parley.call("DELETE", `/api/forms/${formId}/responses/${ids[1]}`, { cookie: owner.cookie });
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe("Response not found");
    // A response of another form is not reachable through this one.
    const crossed = await parley.call("DELETE", `/api/forms/${formId}/responses/${kept}`, { cookie: owner.cookie });
    expect(crossed.status).toBe(404);

    const all = await parley.call("DELETE", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ deleted: 2 });
    const empty = await parley.call("GET", `/api/forms/${formId}/responses?limit=10`, { cookie: owner.cookie });
    expect(empty.json).toEqual({ total: 0, items: [], nextCursor: null });
    expect((await parley.call("GET", `/api/forms/${formId}/summary`, { cookie: owner.cookie })).json.completed).toBe(0);
    const other = await parley.call("GET", `/api/forms/${otherFormId}/responses?limit=10`, { cookie: owner.cookie });
    expect(other.json.total).toBe(1);
    // The form itself stays.
    expect((await parley.call("GET", `/api/forms/${formId}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it("exports everything as CSV, JSON and an .xlsx a spreadsheet reads back", async () => {
    const formId = await newForm();
    const given = [
      [
        entry("1", "radio", "Great"),
        entry("2", "checkbox", "Espresso, Latte, large"),
        entry("3", "slider", "5"),
        entry("4", "open-ended", "I loved the friendly staff"),
        entry("4.1", "open-ended", "=cmd|' /C calc'!A0", "What made them friendly?"),
      ],
      [entry("1", "radio", "Bad"), entry("3", "slider", "1"), entry("4", "open-ended", "Terrible, cold coffee")],
    ];
    for (const answers of given) expect((await submit(formId, answers)).status).toBe(201);

    const csv = await parley.call("GET", `/api/forms/${formId}/responses.csv`, { cookie: owner.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toContain('filename="Coffee.csv"');
    const [header, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ""));
    const column = (name: string) => header!.indexOf(name);
    expect(header!.slice(0, 4)).toEqual(["Created at", "How was it?", "What did you order?", "Rate us"]);
    expect(rows).toHaveLength(2);
    expect(rows[0]![column("What did you order?")]).toBe("Espresso, Latte, large");
    expect(rows[0]![column("Tell us more (follow-up 1 question)")]).toBe("What made them friendly?");
    expect(rows[0]![column("Tell us more (follow-up 1 answer)")]).toBe("'=cmd|' /C calc'!A0");
    expect(rows.map((r) => r[column("Tell us more (sentiment)")])).toEqual(["positive", "negative"]);
    expect(rows.map((r) => r[column("Status")])).toEqual(["Completed", "Completed"]);

    const json = await parley.call("GET", `/api/forms/${formId}/responses.json`, { cookie: owner.cookie });
    expect(json.headers.get("content-disposition")).toContain('filename="Coffee.json"');
    expect(json.json.form).toMatchObject({ id: formId, title: "Coffee" });
    expect(json.json.responses).toHaveLength(2);
    expect(json.json.responses[1]).toMatchObject({ status: "completed" });
    expect(json.json.responses[1].answers.find((a: { id: string }) => a.id === "4")).toMatchObject({
      answer: "Terrible, cold coffee",
      sentiment: "negative",
    });

    const xlsx = await parley.app.request(`${TEST_ORIGIN}/api/forms/${formId}/responses.xlsx`, {
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      "Responses",
      "Q1 How was it",
      "Q2 What did you order",
      "Q3 Rate us",
      "Q4 Tell us more",
    ]);
    const sheet = workbook.getWorksheet("Responses")!;
    const headerRow = sheet.getRow(1).values as unknown[];
    expect(headerRow.slice(1, 5)).toEqual(["Created at", "How was it?", "What did you order?", "Rate us"]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(4).value).toBe(5);
    expect(sheet.getRow(3).getCell(2).value).toBe("Bad");
    const options = workbook.getWorksheet("Q2 What did you order")!;
    const optionRows = options
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(optionRows).toContainEqual(["Latte, large", 1, 1]);
    expect(optionRows).toContainEqual(["Cake", 0, 0]);
    const slider = workbook
      .getWorksheet("Q3 Rate us")!
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(slider).toContainEqual(["Mean", 3]);
    expect(slider).toContainEqual(["Median", 3]);
  });

  it("streams a large export in batches, every response once and in order", async () => {
    const formId = await newForm();
    const ids = await seed(formId, 2500);
    const json = await parley.call("GET", `/api/forms/${formId}/responses.json`, {
      cookie: owner.cookie,
      headers: { "accept-encoding": "br, gzip" },
    });
    // Streamed as it is read: no length known up front, nothing buffered to compress it.
    expect(json.headers.get("content-length")).toBeNull();
    expect(json.headers.get("content-encoding")).toBeNull();
    expect(json.json.responses.map((r: { id: string }) => r.id)).toEqual(ids);
    const csv = await parley.call("GET", `/api/forms/${formId}/responses.csv`, { cookie: owner.cookie });
    expect(parseCsv(csv.text)).toHaveLength(2501);
  });

  it("stops an export when the client leaves, and keeps serving", async () => {
    const formId = await newForm();
    await seed(formId, 2500);
    for (const ext of ["csv", "json", "xlsx"]) {
      for (const readFirst of [true, false]) {
        const res = await parley.app.request(`${TEST_ORIGIN}/api/forms/${formId}/responses.${ext}`, {
          headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
        });
        const reader = res.body!.getReader();
        if (readFirst) expect((await reader.read()).done).toBe(false);
        await reader.cancel();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const page = await parley.call("GET", `/api/forms/${formId}/responses?limit=1`, { cookie: owner.cookie });
    expect(page.json.total).toBe(2500);
  });

  it("filters by a choice answer (checkbox options with ', ' inside) and by theme, with the match count", async () => {
    const questions = form.questions.map((q, i) =>
      i === 1 ? { ...q, options: ["Espresso", "Latte, large", "Latte", "Cake"] } : q,
    );
    const created = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: { ...form, questions } });
    const formId = created.json.id;
    const given: Array<[string, string, string]> = [
      ["Great", "Latte, large", "The queue was far too slow"],
      ["Great", "Latte, Cake", "Friendly staff"],
      ["Bad", "Espresso, Latte, large", "Slow QUEUE again"],
      ["Okay", "", "100% fine_ok"],
    ];
    for (const [radio, checkbox, text] of given) {
      const res = await submit(formId, [
        entry("1", "radio", radio),
        entry("2", "checkbox", checkbox),
        entry("4", "open-ended", text),
      ]);
      expect(res.status, res.text).toBe(201);
    }
    const texts = async (query: string) => {
      const res = await parley.call("GET", `/api/forms/${formId}/responses?limit=2&${query}`, { cookie: owner.cookie });
      expect(res.status).toBe(200);
      const all = [...res.json.items];
      let cursor = res.json.nextCursor;
      while (cursor) {
        const next = await parley.call("GET", `/api/forms/${formId}/responses?limit=2&${query}&cursor=${cursor}`, {
          cookie: owner.cookie,
        });
        all.push(...next.json.items);
        cursor = next.json.nextCursor;
      }
      const open = (r: { responses: Array<{ id: string; answer: string }> }) =>
        r.responses.find((e) => e.id === "4")?.answer;
      return { total: res.json.total, texts: all.map(open) };
    };
    expect(await texts("question=2&choice=Latte%2C%20large")).toEqual({
      total: 2,
      texts: ["The queue was far too slow", "Slow QUEUE again"],
    });
    expect(await texts("question=2&choice=Latte")).toEqual({ total: 1, texts: ["Friendly staff"] });
    expect(await texts("question=1&choice=Great")).toEqual({
      total: 2,
      texts: ["The queue was far too slow", "Friendly staff"],
    });
    expect(await texts("theme=queue")).toEqual({ total: 2, texts: ["The queue was far too slow", "Slow QUEUE again"] });
    expect(await texts("theme=queue&question=1&choice=Bad")).toEqual({ total: 1, texts: ["Slow QUEUE again"] });
    // LIKE's wildcards in a theme are plain text.
    expect((await texts("theme=0%25%20f")).total).toBe(1);
    expect((await texts("theme=_")).total).toBe(1);
    expect((await texts("question=2&choice=Tea")).total).toBe(0);
    const bad = await parley.call("GET", `/api/forms/${formId}/responses?question=4&choice=x`, {
      cookie: owner.cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe("Filter by choice needs a radio or checkbox question and one of its options.");
  });
});
