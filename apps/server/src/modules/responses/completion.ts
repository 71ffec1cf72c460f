import type { Question, QuestionSummary } from "@parley/schema";
import { completeOnlyQuerySchema } from "@parley/schema";
import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { answerCounts, responses } from "../../db/schema.ts";
import { parseWith } from "../../lib/http.ts";

/** `?complete=true` of the summary and the analysis: leave partial responses out. */
export function completeOnly(query: unknown): boolean {
  return parseWith(completeOnlyQuerySchema, query).complete === "true";
}

/** The condition of a `complete` filter: completed only, partial only, or none. */
export function completionFilter(complete: "true" | "false" | undefined): SQL | undefined {
  if (complete === "true") return isNotNull(responses.completedAt);
  if (complete === "false") return isNull(responses.completedAt);
  return undefined;
}

/** Responses of the form, all or only completed ones. */
export const formResponses = (formId: string, onlyCompleted: boolean) =>
  onlyCompleted ? and(eq(responses.formId, formId), isNotNull(responses.completedAt)) : eq(responses.formId, formId);

/** The answer_counts row (question '') that counts the form's responses (see migration 0006). */
export const RESPONSES_ROW = "";

export interface Completion {
  started: number;
  completed: number;
  completionRate: number | null;
  medianSeconds: number | null;
}

/**
 * Started and completed responses, from the counts the database keeps (no scan), and the median
 * time from the first stored answer to completion (over completed responses whose progress was
 * stored first; others have no start).
 */
export async function completionOf(db: Db, formId: string): Promise<Completion> {
  const [counts, [row]] = await Promise.all([
    db
      .select({ complete: answerCounts.complete, n: answerCounts.n })
      .from(answerCounts)
      .where(and(eq(answerCounts.formId, formId), eq(answerCounts.questionId, RESPONSES_ROW))),
    db
      .select({
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${responses.completedAt} - ${responses.createdAt}))`,
      })
      .from(responses)
      .where(
        and(
          eq(responses.formId, formId),
          isNotNull(responses.completedAt),
          isNotNull(responses.sessionId),
          sql`${responses.completedAt} > ${responses.createdAt}`,
        ),
      ),
  ]);
  const completed = counts.find((c) => c.complete)?.n ?? 0;
  const started = completed + (counts.find((c) => !c.complete)?.n ?? 0);
  const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
  return {
    started,
    completed,
    completionRate: started === 0 ? null : Math.round((completed / started) * 1000) / 1000,
    medianSeconds: median === null ? null : Math.round(median),
  };
}

/**
 * Partial responses by the last question they answered (a follow-up counts as its question): each
 * of them has been shown the question after it, and left there. Few groups, however many responses.
 */
export async function partialsStoppedAfter(db: Db, formId: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select split_part(r.answers->-1->>'id', '.', 1) as last_id, count(*)::int as n
    from ${responses} r
    where r.form_id = ${formId} and r.completed_at is null and jsonb_array_length(r.answers) > 0
    group by 1`);
  const rows = (result as unknown as { rows: Array<{ last_id: string; n: number }> }).rows;
  return new Map(rows.map((r) => [r.last_id, r.n]));
}

/** Adds to each question's `reached` the partial responses waiting at it (answered the one before). */
export function withWaiting(
  questions: Question[],
  summaries: QuestionSummary[],
  stoppedAfter: Map<string, number>,
): QuestionSummary[] {
  return summaries.map((summary) => {
    const index = questions.findIndex((q) => String(q.id) === String(summary.questionId));
    const before = index > 0 ? questions[index - 1] : undefined;
    const waiting = before ? (stoppedAfter.get(String(before.id)) ?? 0) : 0;
    return waiting === 0 ? summary : { ...summary, reached: summary.reached + waiting };
  });
}
