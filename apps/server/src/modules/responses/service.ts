import type { PublicForm } from "@parley/schema";
import { submitResponseSchema } from "@parley/schema";
import { and, count, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { forms, responses } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { parseWith } from "../../lib/http.ts";
import { lockKey } from "../../lib/locks.ts";
import { DEMO_FORM_ID, trimDemoResponses } from "../demo/service.ts";
import type { FormCache } from "../forms/cache.ts";
import { checkAnswers } from "./validate.ts";

const closed = () => new AppError(403, "RESPONSES_CLOSED", "This form is no longer accepting responses.");

export function createResponsesService(db: Db, config: Pick<Config, "plan">, cache: FormCache) {
  // The public demo is a showcase anyone may try, so it never fills up.
  const limitFor = (formId: string) => (formId === DEMO_FORM_ID ? 0 : config.plan.responsesPerForm);

  async function findForm(userId: string, formId: string) {
    let row = cache.get(formId);
    if (!row) {
      [row] = await db.select().from(forms).where(eq(forms.id, formId));
      if (row) cache.set(row);
    }
    if (!row || row.ownerId !== userId) throw notFound("Form not found");
    return row;
  }

  async function countResponses(formId: string, tx: Pick<Db, "select"> = db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(responses).where(eq(responses.formId, formId));
    return row?.n ?? 0;
  }

  return {
    async publicForm(userId: string, formId: string): Promise<PublicForm> {
      const form = await findForm(userId, formId);
      const limit = limitFor(formId);
      const acceptingResponses = limit === 0 || (await countResponses(formId)) < limit;
      return { id: form.id, title: form.title, questions: form.questions, acceptingResponses };
    },

    /** Stores one response; a repeat with the same idempotency key returns the first one's id. */
    async submit(userId: string, formId: string, body: unknown): Promise<{ id: string; created: boolean }> {
      const input = parseWith(submitResponseSchema, body);
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
        // No cap to check: one statement, and the unique (form, key) index settles a concurrent repeat.
        const id = crypto.randomUUID();
        const inserted = await db
          .insert(responses)
          .values({ id, formId, answers, idempotencyKey: key })
          .onConflictDoNothing()
          .returning({ id: responses.id });
        if (inserted.length > 0) {
          if (formId === DEMO_FORM_ID) await trimDemoResponses(db);
          return { id, created: true };
        }
        const repeat = await earlier(db);
        if (!repeat) throw new Error("response insert conflicted without an earlier response");
        return repeat;
      }
      return db.transaction(async (tx) => {
        // The count and the insert must not interleave with another instance's, or the cap leaks.
        await lockKey(tx, `responses:${formId}`);
        const repeat = await earlier(tx);
        if (repeat) return repeat;
        if ((await countResponses(formId, tx)) >= limit) throw closed();
        const id = crypto.randomUUID();
        await tx.insert(responses).values({ id, formId, answers, idempotencyKey: key });
        return { id, created: true };
      });
    },
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
