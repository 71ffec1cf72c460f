import { lt, sql } from "drizzle-orm";
import type { RateRule } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { requestCounters } from "../../db/schema.ts";

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window frees up, when not allowed. */
  retryAfter: number | null;
}

/** Fixed-window counters in the database, so every instance shares them (PostgreSQL). */
export function createDatabaseRateLimiter(db: Db): RateLimiter {
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
      // Another request (or instance) may have opened the window just after our clock read `now`.
      const retryAfter = Math.min(
        rule.window,
        Math.max(1, Math.ceil((row.windowStart + rule.window * 1000 - now) / 1000)),
      );
      return { allowed: false, retryAfter };
    },
  };
}

/**
 * The same counters in memory: for the embedded database, which only one process can open, so
 * this process sees every request there is.
 */
export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { windowStart: number; count: number }>();
  let lastSweep = Date.now();
  return {
    async consume(key, rule) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        for (const [k, w] of windows) if (w.windowStart < now - 86_400_000) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.windowStart <= now - rule.window * 1000) {
        window = { windowStart: now, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= rule.max) return { allowed: true, retryAfter: null };
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((window.windowStart + rule.window * 1000 - now) / 1000)),
      };
    },
  };
}

export interface RateLimiter {
  consume(key: string, rule: RateRule): Promise<RateDecision>;
}
