import type {
  FormResultsSummary,
  Question,
  QuestionSummary,
  ResponsesPage,
  ResponsesPageQuery,
  StoredResponse,
} from "@parley/schema";
import { responsesPageQuerySchema, splitChoices } from "@parley/schema";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { answerCounts, responses } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { parseWith } from "../../lib/http.ts";
import type { FormsService } from "../forms/service.ts";
import type { QuotesService } from "../quotes/service.ts";
import {
  completeOnly,
  completionFilter,
  completionOf,
  partialsStoppedAfter,
  RESPONSES_ROW,
  withWaiting,
} from "./completion.ts";
import { countResponses } from "./count.ts";
import { toStored } from "./service.ts";

type FormRow = Awaited<ReturnType<FormsService["findOwned"]>>;

/** A position in a form's responses: the last one seen, at the database's own (microsecond) precision. */
interface Cursor {
  at: string;
  id: string;
}

const badCursor = () => new AppError("VALIDATION_ERROR", "The cursor is not valid.");

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");
}

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value;
      if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at))) return { at, id };
    }
  } catch {
    // falls through to the error below
  }
  throw badCursor();
}

const exactTime = sql<string>`to_char(${responses.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Reads, summarises and deletes a form's responses for its owner. */
export function createResultsService(
  db: Db,
  forms: Pick<FormsService, "findOwned">,
  quotes: Pick<QuotesService, "filter">,
) {
  /** Up to `limit` responses after `after`, oldest first, plus the cursor of the last one. */
  async function slice(formId: string, after: Cursor | undefined, limit: number, filter?: SQL) {
    const where: SQL[] = [eq(responses.formId, formId)];
    if (filter) where.push(filter);
    if (after) where.push(sql`(${responses.createdAt}, ${responses.id}) > (${after.at}::timestamptz, ${after.id})`);
    const rows = await db
      .select({
        id: responses.id,
        answers: responses.answers,
        createdAt: responses.createdAt,
        completedAt: responses.completedAt,
        at: exactTime,
      })
      .from(responses)
      .where(and(...where))
      .orderBy(asc(responses.createdAt), asc(responses.id))
      .limit(limit);
    const items: StoredResponse[] = rows.map(toStored);
    const positions: Cursor[] = rows.map((r) => ({ at: r.at, id: r.id }));
    return { items, positions };
  }

  async function total(formId: string, filter?: SQL): Promise<number> {
    if (!filter) return storedCount(db, formId);
    return (await countResponses(db, formId, filter)).total;
  }

  /**
   * The condition of the page's filters. A checkbox answer names several options joined with ', ',
   * and options may contain ', ': the form's distinct answers to the question (few, however many
   * responses) are split with the shared parser, and those naming the option are matched exactly.
   */
  async function filterOf(form: FormRow, query: ResponsesPageQuery): Promise<SQL | undefined> {
    const conditions: SQL[] = [];
    if (query.question !== undefined || query.choice !== undefined) {
      const question = form.questions.find((q) => String(q.id) === query.question);
      if (!question || (question.type !== "radio" && question.type !== "checkbox") || query.choice === undefined) {
        throw new AppError(
          "VALIDATION_ERROR",
          "Filter by choice needs a radio or checkbox question and one of its options.",
        );
      }
      const choice = query.choice;
      let answers = [choice];
      if (question.type === "checkbox") {
        const options = (question.options ?? []).map((o) => o.value);
        const distinct = await db.execute(sql`
          select distinct e->>'answer' as answer
          from ${responses} r cross join lateral jsonb_array_elements(r.answers) e
          where r.form_id = ${form.id} and e->>'id' = ${query.question}`);
        answers = rowsOf<{ answer: string }>(distinct)
          .map((row) => row.answer)
          .filter((answer) => (splitChoices(answer, options) ?? [answer]).includes(choice));
      }
      const matches = answers.map(
        (answer) => sql`${responses.answers} @> ${JSON.stringify([{ id: query.question, answer }])}::jsonb`,
      );
      conditions.push(matches.length > 0 ? sql`(${sql.join(matches, sql` or `)})` : sql`false`);
    }
    if (query.response) conditions.push(eq(responses.id, query.response));
    conditions.push(...(await quotes.filter(form, query)));
    const completion = completionFilter(query.complete);
    if (completion) conditions.push(completion);
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  return {
    /** Every response of the owner's form, oldest first. */
    async all(ownerId: string, formId: string): Promise<StoredResponse[]> {
      await forms.findOwned(ownerId, formId);
      const rows = await db
        .select()
        .from(responses)
        .where(eq(responses.formId, formId))
        .orderBy(asc(responses.createdAt), asc(responses.id));
      return rows.map(toStored);
    },

    async page(ownerId: string, formId: string, query: unknown): Promise<ResponsesPage> {
      const parsed = parseWith(responsesPageQuerySchema, query);
      const { cursor, limit } = parsed;
      const after = cursor ? decodeCursor(cursor) : undefined;
      const form = await forms.findOwned(ownerId, formId);
      const filter = await filterOf(form, parsed);
      // One more than asked tells whether another page follows.
      const [{ items, positions }, n] = await Promise.all([
        slice(formId, after, limit + 1, filter),
        total(formId, filter),
      ]);
      const end = items.length > limit ? positions[limit - 1] : undefined;
      return { total: n, items: items.slice(0, limit), nextCursor: end ? encodeCursor(end) : null };
    },

    /** Every response of the form, oldest first, read in batches so no more than one sits in memory. */
    async *batches(formId: string, size = 1000): AsyncGenerator<StoredResponse[]> {
      let after: Cursor | undefined;
      for (;;) {
        const { items, positions } = await slice(formId, after, size);
        if (items.length > 0) yield items;
        after = positions.at(-1);
        if (items.length < size || !after) return;
      }
    },

    /** Answers to ids not in `known` (questions since removed), by id, with the text first asked, oldest first. */
    async orphans(formId: string, known: string[]): Promise<Array<{ id: string; question: string }>> {
      const other = known.length > 0 ? sql`e->>'id' not in (${sql.join(known, sql`, `)})` : sql`true`;
      const result = await db.execute(sql`
        select e->>'id' as id, (array_agg(e->>'question' order by r.created_at, r.id))[1] as question
        from ${responses} r cross join lateral jsonb_array_elements(r.answers) e
        where r.form_id = ${formId} and ${other}
        group by 1
        order by min(r.created_at), 1`);
      return rowsOf<{ id: string; question: string }>(result);
    },

    /** `query.complete === "true"` leaves partial responses out of the per-question figures. */
    async summary(ownerId: string, formId: string, query: unknown = {}): Promise<FormResultsSummary> {
      const onlyCompleted = completeOnly(query);
      const form = await forms.findOwned(ownerId, formId);
      return summarise(db, form, onlyCompleted);
    },

    async removeOne(ownerId: string, formId: string, responseId: string): Promise<void> {
      await forms.findOwned(ownerId, formId);
      const deleted = await db
        .delete(responses)
        .where(and(eq(responses.formId, formId), eq(responses.id, responseId)))
        .returning({ id: responses.id });
      if (deleted.length === 0) throw notFound("Response not found");
    },

    async removeAll(ownerId: string, formId: string): Promise<number> {
      await forms.findOwned(ownerId, formId);
      const deleted = await db.delete(responses).where(eq(responses.formId, formId)).returning({ id: responses.id });
      return deleted.length;
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;

/** How many responses the form has, as the database keeps count: no scan of its responses. */
async function storedCount(db: Db, formId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${answerCounts.n}), 0)::int` })
    .from(answerCounts)
    .where(and(eq(answerCounts.formId, formId), eq(answerCounts.questionId, RESPONSES_ROW)));
  return row?.n ?? 0;
}

interface AnswerGroup {
  qid: string;
  /** The answer of a choice or slider question; for open answers '' when blank, else null. */
  answer: string | null;
  reached: number;
}

const isGiven = (group: AnswerGroup) => group.answer === null || group.answer.trim() !== "";
const answeredIn = (groups: AnswerGroup[]) => groups.reduce((sum, g) => sum + (isGiven(g) ? g.reached : 0), 0);

/**
 * The form's answer counts (kept by the database as responses come and go): per question and, for
 * choice and slider questions, per distinct answer. Distinct answers are few however many responses
 * there are, so splitting checkbox answers afterwards costs nothing.
 */
async function summarise(db: Db, form: FormRow, onlyCompleted: boolean): Promise<FormResultsSummary> {
  const where = [eq(answerCounts.formId, form.id)];
  if (onlyCompleted) where.push(eq(answerCounts.complete, true));
  const rows = await db
    .select({
      qid: answerCounts.questionId,
      open: answerCounts.open,
      answer: answerCounts.answer,
      reached: answerCounts.n,
    })
    .from(answerCounts)
    .where(and(...where));
  // Completed and partial responses are counted apart: the same answer may come twice.
  const groups = new Map<string, AnswerGroup>();
  for (const row of rows) {
    if (row.qid === RESPONSES_ROW) continue;
    // A given open answer is null: its text is the analysis's to read.
    const answer = row.open && row.answer !== "" ? null : row.answer;
    const key = JSON.stringify([row.qid, answer]);
    const group = groups.get(key);
    if (group) group.reached += row.reached;
    else groups.set(key, { qid: row.qid, answer, reached: row.reached });
  }
  const byQuestion = new Map<string, AnswerGroup[]>();
  for (const group of groups.values()) byQuestion.set(group.qid, [...(byQuestion.get(group.qid) ?? []), group]);
  const [completion, stoppedAfter] = await Promise.all([
    completionOf(db, form.id),
    onlyCompleted ? new Map<string, number>() : partialsStoppedAfter(db, form.id),
  ]);
  const summaries = form.questions.map((q) => summariseQuestion(q, byQuestion));
  return { ...completion, questions: withWaiting(form.questions, summaries, stoppedAfter) };
}

function summariseQuestion(question: Question, byQuestion: Map<string, AnswerGroup[]>): QuestionSummary {
  const id = String(question.id);
  const groups = byQuestion.get(id) ?? [];
  const reached = groups.reduce((sum, g) => sum + g.reached, 0);
  const answered = answeredIn(groups);
  const base = { questionId: question.id, type: question.type, reached, answered };
  const given = groups.filter((g) => g.answer !== null && g.answer.trim() !== "") as Array<
    AnswerGroup & { answer: string }
  >;

  if (question.type === "radio" || question.type === "checkbox") {
    const optionValues = (question.options ?? []).map((o) => o.value);
    const counts = new Map<string, number>(optionValues.map((v) => [v, 0]));
    for (const group of given) {
      // An answer to options since edited away is kept under its own text.
      const chosen =
        question.type === "radio" ? [group.answer] : (splitChoices(group.answer, optionValues) ?? [group.answer]);
      for (const value of chosen) counts.set(value, (counts.get(value) ?? 0) + group.reached);
    }
    return { ...base, options: [...counts].map(([value, count]) => ({ value, count })) };
  }

  if (question.type === "slider") {
    const values = given
      .map((g) => ({ value: Number(g.answer), count: g.reached }))
      .filter((v) => Number.isFinite(v.value))
      .sort((a, b) => a.value - b.value);
    const min = Math.min(question.min ?? 0, ...values.map((v) => Math.floor(v.value)));
    const max = Math.max(question.max ?? 10, ...values.map((v) => Math.ceil(v.value)));
    const histogram = [];
    for (let value = min; value <= max; value++) {
      histogram.push({ value: String(value), count: values.find((v) => v.value === value)?.count ?? 0 });
    }
    return { ...base, histogram, ...centre(values) };
  }

  // Open-ended: its text is read by the analysis; here only how many follow-ups were answered.
  let followUpsAnswered = 0;
  for (const [qid, list] of byQuestion) {
    if (qid.startsWith(`${id}.`)) followUpsAnswered += answeredIn(list);
  }
  return question.requiresPrompt ? { ...base, followUpsAnswered } : base;
}

/** Mean and median of counted values (sorted ascending); null when there are none. */
function centre(values: Array<{ value: number; count: number }>): { mean: number | null; median: number | null } {
  const n = values.reduce((sum, v) => sum + v.count, 0);
  if (n === 0) return { mean: null, median: null };
  const mean = values.reduce((sum, v) => sum + v.value * v.count, 0) / n;
  const at = (rank: number) => {
    let seen = 0;
    for (const v of values) {
      seen += v.count;
      if (rank < seen) return v.value;
    }
    return values.at(-1)?.value ?? 0;
  };
  const median = n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
  return { mean: Math.round(mean * 100) / 100, median };
}
