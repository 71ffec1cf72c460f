import type { Analysis } from "@parley/schema";
import { count, eq, max } from "drizzle-orm";
import type { AiEngine } from "../../ai/engine.ts";
import type { Db } from "../../db/client.ts";
import { formAnalyses, responses } from "../../db/schema.ts";
import type { FormsService } from "../forms/service.ts";
import { formResponses } from "../responses/completion.ts";

/**
 * Analyses a form's stored responses and keeps the result in the database, keyed by a version
 * naming the questions, the responses and the engine it was made from, so every instance shares
 * one cache, and a new response, an edit or an upgraded engine makes it stale.
 */
export function createAnalysisService(db: Db, engine: AiEngine, formsService: Pick<FormsService, "findOwned">) {
  return {
    /** The owner's form's analysis; null while it has no responses or no questions. `onlyCompleted` leaves partial responses out (the owner's switch). */
    async forForm(ownerId: string, formId: string, onlyCompleted = false): Promise<Analysis | null> {
      const form = await formsService.findOwned(ownerId, formId);
      const [stats] = await db
        .select({ n: count(), last: max(responses.updatedAt) })
        .from(responses)
        .where(formResponses(form.id, onlyCompleted));
      const total = stats?.n ?? 0;
      if (total === 0 || form.questions.length === 0) return null;
      const version = `${form.updatedAt.toISOString()}|${total}|${stats?.last?.toISOString() ?? ""}|${onlyCompleted ? "completed" : "all"}|${engine.name}:${engine.revision ?? ""}`;

      const [cached] = await db.select().from(formAnalyses).where(eq(formAnalyses.formId, form.id));
      if (cached?.version === version) return cached.analysis;

      const rows = await db
        .select({ answers: responses.answers })
        .from(responses)
        .where(formResponses(form.id, onlyCompleted));
      const analysis = await engine.analyze({ questions: form.questions, responses: rows.map((r) => r.answers) });
      await db
        .insert(formAnalyses)
        .values({ formId: form.id, version, analysis })
        .onConflictDoUpdate({ target: formAnalyses.formId, set: { version, analysis, createdAt: new Date() } });
      return analysis;
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
