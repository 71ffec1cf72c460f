import { lt, sql } from "drizzle-orm";
import type { RateRule } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { requestCounters } from "../../db/schema.ts";

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window frees up, when not allowed. */
  retryAfter: number | null;
}

/** Fixed-window counters in the database, so every instance shares them. */
export function createRateLimiter(db: Db) {
  let calls = 0;
  return {
    async consume(key: string, rule: RateRule): Promise<RateDecision> {
      const now = Date.now();
      const expired = now - rule.window * 1000;
      const [row] = await db
        .insert(requestCounters)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: requestCounters.key,
          set: {
            count: sql`case when ${requestCounters.windowStart} <= ${expired} then 1 else ${requestCounters.count} + 1 end`,
            windowStart: sql`case when ${requestCounters.windowStart} <= ${expired} then ${now} else ${requestCounters.windowStart} end`,
          },
        })
        .returning({ windowStart: requestCounters.windowStart, count: requestCounters.count });
      calls = (calls + 1) % 1000;
      if (calls === 0) {
        // Old windows are dead weight; sweep them now and then.
        await db.delete(requestCounters).where(lt(requestCounters.windowStart, now - 86_400_000));
      }
      if (!row || row.count <= rule.max) return { allowed: true, retryAfter: null };
      const retryAfter = Math.max(1, Math.ceil((row.windowStart + rule.window * 1000 - now) / 1000));
      return { allowed: false, retryAfter };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
