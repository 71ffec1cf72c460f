import { LRUCache } from "lru-cache";
import type { forms } from "../../db/schema.ts";

type FormRow = typeof forms.$inferSelect;

const MAX_ENTRIES = 1000;

/**
 * Forms that respondents read, kept in memory (the least recently read go first). Only for the
 * embedded database: one process owns it and makes every change, so invalidating here keeps the
 * cache exact. With PostgreSQL another instance may edit a form, so there it is off.
 */
export function createFormCache(enabled: boolean) {
  const entries = new LRUCache<string, FormRow>({ max: MAX_ENTRIES });
  return {
    get(id: string): FormRow | undefined {
      return entries.get(id);
    },
    set(row: FormRow): void {
      if (enabled) entries.set(row.id, row);
    },
    invalidate(id: string): void {
      entries.delete(id);
    },
  };
}

export type FormCache = ReturnType<typeof createFormCache>;
