import type { PublicForm, StoredResponse, SubmitResponseBody } from "@parley/schema";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { forms, responses } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { lockKey } from "../../lib/locks.ts";
import { isDemoForm, trimDemoResponses } from "../demo/service.ts";
import type { FormCache } from "../forms/cache.ts";
import { countResponses } from "./count.ts";
import { checkAnswers } from "./validate.ts";

const toStored = (row: typeof responses.$inferSelect): StoredResponse => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  responses: row.answers,
});

const closed = () => new AppError("RESPONSES_CLOSED", "This form is no longer accepting responses.");

/** Work done with each new response: inside its transaction (so nothing is lost), then after it. */
export interface ResponseHooks {
  stored(tx: Tx, formId: string, response: StoredResponse): Promise<unknown>;
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

  return {
    async publicForm(userId: string, formId: string): Promise<PublicForm> {
      const form = await findForm(userId, formId);
      const limit = limitFor(formId);
      const acceptingResponses = limit === 0 || (await countResponses(db, formId)).total < limit;
      return { id: form.id, title: form.title, questions: form.questions, acceptingResponses };
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
      const limit = limitFor(formId);
      if (limit === 0) {
        // No cap to check: the unique (form, key) index settles a concurrent repeat.
        const id = crypto.randomUUID();
        const inserted = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(responses)
            .values({ id, formId, answers, idempotencyKey: key })
            .onConflictDoNothing()
            .returning();
          if (row) await hooks?.stored(tx, formId, toStored(row));
          return row;
        });
        if (inserted) {
          hooks?.committed();
          if (isDemoForm(formId)) await trimDemoResponses(db);
          return { id, created: true };
        }
        const repeat = await earlier(db);
        if (!repeat) throw new Error("response insert conflicted without an earlier response");
        return repeat;
      }
      const stored = await db.transaction(async (tx) => {
        // The count and the insert must not interleave with another instance's, or the cap leaks.
        await lockKey(tx, `responses:${formId}`);
        const repeat = await earlier(tx);
        if (repeat) return repeat;
        if ((await countResponses(tx, formId)).total >= limit) throw closed();
        const id = crypto.randomUUID();
        const [row] = await tx.insert(responses).values({ id, formId, answers, idempotencyKey: key }).returning();
        if (row) await hooks?.stored(tx, formId, toStored(row));
        return { id, created: true };
      });
      if (stored.created) hooks?.committed();
      return stored;
    },
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
