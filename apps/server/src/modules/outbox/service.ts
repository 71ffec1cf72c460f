import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outbox, webhooks } from "../../db/schema.ts";
import { checkWebhookUrl, guardedLookup } from "../webhooks/url-policy.ts";
import { postBody } from "./http-post.ts";

export interface OutboxOptions {
  /** How often due deliveries are looked for (a new one is sent at once on this instance). */
  pollMs?: number;
  /** First retry delay; it doubles per attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A delivery is retried until it succeeds or this long after it was made. */
  retryForMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  /** Delivered and failed deliveries stay listed this long, then are deleted. */
  keepFinishedMs?: number;
}

export const outboxDefaults = {
  pollMs: 2000,
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60_000,
  retryForMs: 25 * 60 * 60_000,
  timeoutMs: 10_000,
  batchSize: 10,
  keepFinishedMs: 30 * 24 * 60 * 60_000,
} satisfies Required<OutboxOptions>;

const PRUNE_EVERY_MS = 60 * 60_000;

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

type Claimed = {
  id: string;
  kind: string;
  event: string;
  body: string;
  /** Attempts including this one. */
  attempts: number;
  createdAt: Date;
  url: string | null;
  secret: string | null;
};

export interface Sender {
  kind: string;
  send(delivery: Claimed): Promise<void>;
}

export function createOutbox(db: Db, config: { webhookAllowHosts: string[] }, options: OutboxOptions = {}) {
  const o = { ...outboxDefaults, ...options };
  // A claimed delivery is invisible to other instances this long; past it, a crashed attempt is retried.
  const leaseMs = o.timeoutMs + 50_000;
  const senders = new Map<string, Sender["send"]>();
  senders.set("webhook", async (d) => {
    if (!d.url || !d.secret) throw new Error("the endpoint was removed");
    const { url, allowed } = checkWebhookUrl(d.url, config.webhookAllowHosts);
    const status = await postBody(
      url,
      d.body,
      { "Parley-Signature": signBody(d.secret, d.body), "Parley-Event": d.event, "Parley-Delivery": d.id },
      { timeoutMs: o.timeoutMs, lookup: guardedLookup(allowed) },
    );
    if (status < 200 || status >= 300) throw new Error(`HTTP ${status}`);
  });

  async function claim(): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      // SKIP LOCKED: rows another instance is claiming right now are left to it.
      const rows = await tx
        .select({
          id: outbox.id,
          kind: outbox.kind,
          event: outbox.event,
          body: outbox.body,
          attempts: outbox.attempts,
          createdAt: outbox.createdAt,
          url: webhooks.url,
          secret: webhooks.secret,
        })
        .from(outbox)
        .leftJoin(webhooks, eq(webhooks.id, outbox.webhookId))
        .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(o.batchSize)
        .for("update", { of: outbox, skipLocked: true });
      if (rows.length === 0) return [];
      await tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        })
        .where(
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
    });
  }

  async function attempt(delivery: Claimed): Promise<void> {
    const send = senders.get(delivery.kind);
    try {
      if (!send) throw new Error(`no sender for ${delivery.kind}`);
      await send(delivery);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const givingUp = Date.now() - delivery.createdAt.getTime() >= o.retryForMs;
      const delayMs = Math.min(o.baseDelayMs * 2 ** (delivery.attempts - 1), o.maxDelayMs);
      await db
        .update(outbox)
        .set({
          status: givingUp ? "failed" : "pending",
          lastError: message,
          nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(and(eq(outbox.id, delivery.id), eq(outbox.status, "pending")));
      return;
    }
    await db
      .update(outbox)
      .set({ status: "delivered", lastError: null, deliveredAt: sql`now()` })
      .where(eq(outbox.id, delivery.id));
  }

  /** Deletes finished deliveries older than `keepFinishedMs`; resolves with how many. */
  async function prune(): Promise<number> {
    const deleted = await db
      .delete(outbox)
      .where(
        and(
          inArray(outbox.status, ["delivered", "failed"]),
          lte(outbox.createdAt, sql`now() - make_interval(secs => ${o.keepFinishedMs / 1000})`),
        ),
      )
      .returning({ id: outbox.id });
    return deleted.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  /** Claims and attempts every due delivery once; resolves with how many it attempted. */
  async function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        for (;;) {
          const batch = await claim();
          if (batch.length === 0) break;
          total += batch.length;
          await Promise.all(batch.map(attempt));
          if (stopped) break;
        }
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const runQuietly = () =>
    runOnce().catch((error: unknown) => {
      if (!stopped) console.error("outbox:", error instanceof Error ? error.message : error);
    });

  return {
    register(kind: string, send: Sender["send"]) {
      senders.set(kind, send);
    },
    runOnce,
    prune,
    start() {
      stopped = false;
      timer ??= setInterval(runQuietly, o.pollMs);
      timer.unref();
      pruneTimer ??= setInterval(() => void prune().catch(() => {}), PRUNE_EVERY_MS);
      pruneTimer.unref();
    },
    /** Sends new deliveries now instead of at the next poll. */
    kick() {
      if (timer && !stopped) setImmediate(runQuietly);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      timer = undefined;
      pruneTimer = undefined;
      await running?.catch(() => {});
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
export type Delivery = Claimed;
