import type { Form, FormSummary, formInputSchema, Question } from "@parley/schema";
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { forms, responses } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { lockKey } from "../../lib/locks.ts";
import { isDemoOwner } from "../demo/service.ts";
import type { FormCache } from "./cache.ts";
import { normalizeQuestions } from "./questions.ts";

type FormRow = typeof forms.$inferSelect;
type FormInput = z.output<typeof formInputSchema>;

function toForm(row: FormRow): Form {
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    questions: row.questions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function createFormsService(db: Db, config: Pick<Config, "plan">, cache: FormCache) {
  /** The owner's form, or 404 — the same for another owner's form as for a missing one. */
  async function findOwned(ownerId: string, formId: string): Promise<FormRow> {
    const [row] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.id, formId), eq(forms.ownerId, ownerId)));
    if (!row) throw notFound("Survey not found");
    return row;
  }

  return {
    findOwned,

    async create(ownerId: string, input: FormInput): Promise<Form> {
      const questions = normalizeQuestions(input.questions, "create");
      const limit = config.plan.formsPerMonth;
      const row = await db.transaction(async (tx) => {
        if (limit > 0 && !isDemoOwner(ownerId)) {
          await lockKey(tx, `forms:${ownerId}`);
          const [made] = await tx
            .select({ n: count() })
            .from(forms)
            .where(and(eq(forms.ownerId, ownerId), gte(forms.createdAt, startOfMonthUtc(new Date()))));
          if ((made?.n ?? 0) >= limit) {
            throw new AppError("FORM_LIMIT", `You have reached your plan's limit of ${limit} forms this month.`);
          }
        }
        const [inserted] = await tx
          .insert(forms)
          .values({ id: crypto.randomUUID(), ownerId, title: input.title.trim(), questions })
          .returning();
        return inserted;
      });
      if (!row) throw new Error("insert returned no row");
      return toForm(row);
    },

    /** Every form of the owner with its counts, in one query. */
    async list(ownerId: string): Promise<FormSummary[]> {
      const rows = await db
        .select({
          id: forms.id,
          title: forms.title,
          questionCount: sql<number>`jsonb_array_length(${forms.questions})`.mapWith(Number),
          responseCount: count(responses.id),
          createdAt: forms.createdAt,
        })
        .from(forms)
        // Completed responses only, as the form's cap counts them.
        .leftJoin(responses, and(eq(responses.formId, forms.id), isNotNull(responses.completedAt)))
        .where(eq(forms.ownerId, ownerId))
        .groupBy(forms.id)
        .orderBy(desc(forms.createdAt));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async get(ownerId: string, formId: string): Promise<Form> {
      return toForm(await findOwned(ownerId, formId));
    },

    async update(ownerId: string, formId: string, input: FormInput): Promise<Form> {
      const questions: Question[] = normalizeQuestions(input.questions, "update");
      const [row] = await db
        .update(forms)
        .set({ title: input.title.trim(), questions, updatedAt: new Date() })
        .where(and(eq(forms.id, formId), eq(forms.ownerId, ownerId)))
        .returning();
      if (!row) throw notFound("Survey not found");
      cache.invalidate(formId);
      return toForm(row);
    },

    async remove(ownerId: string, formId: string): Promise<void> {
      const deleted = await db
        .delete(forms)
        .where(and(eq(forms.id, formId), eq(forms.ownerId, ownerId)))
        .returning({ id: forms.id });
      if (deleted.length === 0) throw notFound("Survey not found");
      cache.invalidate(formId);
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
