import type { AnswerEntry, PublicForm, SaveProgressBody, StoredResponse, SubmitResponseBody } from "@parley/schema";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { forms, responses } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { lockKey } from "../../lib/locks.ts";
import { isDemoForm, trimDemoResponses } from "../demo/service.ts";
import type { FormCache } from "../forms/cache.ts";
import { countResponses } from "./count.ts";
import { checkAnswers } from "./validate.ts";

type ResponseRow = Pick<typeof responses.$inferSelect, "id" | "createdAt" | "answers" | "completedAt">;

/** A stored row as the API shows it everywhere: partial until completed. */
export const toStored = (row: ResponseRow): StoredResponse => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  responses: row.answers,
  status: row.completedAt ? "completed" : "partial",
  completedAt: row.completedAt?.toISOString() ?? null,
});

const closed = () => new AppError("RESPONSES_CLOSED", "This form is no longer accepting responses.");

/** Work done with each new response: inside its transaction (so nothing is lost), then after it. */
export interface ResponseHooks {
  stored(tx: Tx, formId: string, response: StoredResponse): Promise<unknown>;
  /** A partial response's answers changed (its progress was stored). */
  progressed?(tx: Tx, formId: string, response: StoredResponse): Promise<unknown>;
  committed(): void;
}

export function createResponsesService(db: Db, config: Pick<Config, "plan">, cache: FormCache, hooks?: ResponseHooks) {
  const limitFor = (formId: string) => (isDemoForm(formId) ? 0 : config.plan.responsesPerForm);

  async function findForm(userId: string, formId: string) {
    let row = cache.get(formId);
    if (!row) {
      [row] = await db.select().from(forms).where(eq(forms.id, formId));
      if (row) cache.set(row);
    }
    if (!row || row.ownerId !== userId) throw notFound("Form not found");
    return row;
  }

  /**
   * Turns the session's partial record into the completed response, or returns the session's
   * completed one (a repeat with another key); undefined when the session has no record yet.
   */
  async function completeSession(
    tx: Tx,
    formId: string,
    sessionId: string,
    answers: AnswerEntry[],
    key: string | null,
  ) {
    const [row] = await tx
      .update(responses)
      .set({ answers, idempotencyKey: key, completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(responses.formId, formId), eq(responses.sessionId, sessionId), isNull(responses.completedAt)))
      .returning();
    if (row) {
      await hooks?.stored(tx, formId, toStored(row));
      return { id: row.id, created: true };
    }
    const [done] = await tx
      .select({ id: responses.id })
      .from(responses)
      .where(and(eq(responses.formId, formId), eq(responses.sessionId, sessionId)));
    return done && { id: done.id, created: false };
  }

  /** The session's response when it is completed (a repeat of its submission). */
  async function sessionResponse(
    formId: string,
    sessionId: string,
    tx: Pick<Db, "select"> = db,
    completedOnly = false,
  ) {
    const [row] = await tx
      .select({ id: responses.id })
      .from(responses)
      .where(
        and(
          eq(responses.formId, formId),
          eq(responses.sessionId, sessionId),
          completedOnly ? isNotNull(responses.completedAt) : undefined,
        ),
      );
    return row && { id: row.id, created: false };
  }

  return {
    async publicForm(userId: string, formId: string): Promise<PublicForm> {
      const form = await findForm(userId, formId);
      const limit = limitFor(formId);
      const acceptingResponses =
        limit === 0 || (await countResponses(db, formId, isNotNull(responses.completedAt))).total < limit;
      return { id: form.id, title: form.title, questions: form.questions, acceptingResponses };
    },

    /**
     * Stores the answers so far of one conversation as its partial response: the first call makes
     * it, later ones replace its answers. A repeat, an older (shorter) copy, or progress after the
     * response was completed changes nothing. Same checks as a submission; the cap does not apply,
     * as it counts completed responses.
     */
    async saveProgress(
      userId: string,
      formId: string,
      input: SaveProgressBody,
    ): Promise<{ id: string; status: "partial" | "completed" }> {
      const form = await findForm(userId, formId);
      const answers = checkAnswers(form.questions, input.responses);
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(responses)
          .values({ id: crypto.randomUUID(), formId, answers, sessionId: input.sessionId, completedAt: null })
          .onConflictDoUpdate({
            target: [responses.formId, responses.sessionId],
            targetWhere: sql`${responses.sessionId} is not null`,
            set: { answers, updatedAt: sql`now()` },
            setWhere: sql`${responses.completedAt} is null
              and jsonb_array_length(${responses.answers}) <= jsonb_array_length(excluded.answers)
              and ${responses.answers} is distinct from excluded.answers`,
          })
          .returning();
        if (row && hooks?.progressed) await hooks.progressed(tx, formId, toStored(row));
        return row;
      });
      if (changed) {
        hooks?.committed();
        return { id: changed.id, status: "partial" };
      }
      const [row] = await db
        .select({ id: responses.id, completedAt: responses.completedAt })
        .from(responses)
        .where(and(eq(responses.formId, formId), eq(responses.sessionId, input.sessionId)));
      if (!row) throw new Error("progress upsert changed nothing without a record");
      return { id: row.id, status: row.completedAt ? "completed" : "partial" };
    },

    /** Stores one response; a repeat with the same idempotency key returns the first one's id. */
    async submit(userId: string, formId: string, input: SubmitResponseBody): Promise<{ id: string; created: boolean }> {
      const form = await findForm(userId, formId);
      const answers = checkAnswers(form.questions, input.responses);
      const key = input.idempotencyKey ?? null;
      const earlier = async (tx: Pick<Db, "select">) => {
        if (!key) return undefined;
        const [row] = await tx
          .select({ id: responses.id })
          .from(responses)
          .where(and(eq(responses.formId, formId), eq(responses.idempotencyKey, key)));
        return row && { id: row.id, created: false };
      };
      const sessionId = input.sessionId ?? null;
      const now = sql`now()`;
      const values = { formId, answers, idempotencyKey: key, sessionId, completedAt: now, updatedAt: now };
      const limit = limitFor(formId);
      if (limit === 0) {
        // No cap to check: the unique (form, key) and (form, session) indexes settle a concurrent repeat.
        const id = crypto.randomUUID();
        const stored = await db.transaction(async (tx) => {
          const repeat = await earlier(tx);
          if (repeat) return repeat;
          const completed = sessionId ? await completeSession(tx, formId, sessionId, answers, key) : undefined;
          if (completed) return completed;
          const [row] = await tx
            .insert(responses)
            .values({ id, ...values })
            .onConflictDoNothing()
            .returning();
          if (row) await hooks?.stored(tx, formId, toStored(row));
          return row ? { id, created: true } : undefined;
        });
        if (stored?.created) {
          hooks?.committed();
          if (isDemoForm(formId)) await trimDemoResponses(db);
        }
        if (stored) return stored;
        const repeat = (await earlier(db)) ?? (sessionId ? await sessionResponse(formId, sessionId) : undefined);
        if (!repeat) throw new Error("response insert conflicted without an earlier response");
        return repeat;
      }
      const stored = await db.transaction(async (tx) => {
        // The count and the insert must not interleave with another instance's, or the cap leaks.
        await lockKey(tx, `responses:${formId}`);
        const repeat =
          (await earlier(tx)) ?? (sessionId ? await sessionResponse(formId, sessionId, tx, true) : undefined);
        if (repeat) return repeat;
        // The cap counts completed responses only: a respondent still answering holds no place.
        if ((await countResponses(tx, formId, isNotNull(responses.completedAt))).total >= limit) throw closed();
        const completed = sessionId ? await completeSession(tx, formId, sessionId, answers, key) : undefined;
        if (completed) return completed;
        const id = crypto.randomUUID();
        const [row] = await tx
          .insert(responses)
          .values({ id, ...values })
          .returning();
        if (row) await hooks?.stored(tx, formId, toStored(row));
        return { id, created: true };
      });
      if (stored.created) hooks?.committed();
      return stored;
    },
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
