import { randomBytes } from "node:crypto";
import type { CreateWebhookBody, StoredResponse, Webhook, WebhookDelivery, WebhookEvent } from "@parley/schema";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { outbox, webhooks } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import type { FormsService } from "../forms/service.ts";
import type { Outbox } from "../outbox/service.ts";
import { checkWebhookDestination } from "./url-policy.ts";

export const MAX_WEBHOOKS_PER_FORM = 10;
const DELIVERIES_SHOWN = 50;

type WebhookRow = typeof webhooks.$inferSelect;
const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  secret: row.secret,
  partialUpdates: row.partialUpdates,
  createdAt: row.createdAt.toISOString(),
});

export function webhookBody(event: WebhookEvent, formId: string, response: StoredResponse): string {
  return JSON.stringify({ event, formId, response });
}

export function createWebhooksService(
  db: Db,
  config: { webhookAllowHosts: string[] },
  forms: Pick<FormsService, "findOwned">,
  deliveries: Pick<Outbox, "kick">,
) {
  async function findOwnedWebhook(ownerId: string, formId: string, webhookId: string): Promise<WebhookRow> {
    await forms.findOwned(ownerId, formId);
    const [row] = await db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, webhookId), eq(webhooks.formId, formId)));
    if (!row) throw notFound("Webhook not found");
    return row;
  }

  async function enqueue(tx: Tx, formId: string, event: WebhookEvent, response: StoredResponse): Promise<number> {
    const where = eq(webhooks.formId, formId);
    const hooks = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(event === "response.updated" ? and(where, eq(webhooks.partialUpdates, true)) : where);
    if (hooks.length === 0) return 0;
    const body = webhookBody(event, formId, response);
    await tx.insert(outbox).values(
      hooks.map((hook) => ({
        id: crypto.randomUUID(),
        kind: "webhook" as const,
        formId,
        webhookId: hook.id,
        event,
        body,
      })),
    );
    return hooks.length;
  }

  return {
    async create(ownerId: string, formId: string, input: CreateWebhookBody): Promise<Webhook> {
      await forms.findOwned(ownerId, formId);
      await checkWebhookDestination(input.url, config.webhookAllowHosts);
      const existing = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.formId, formId));
      if (existing.length >= MAX_WEBHOOKS_PER_FORM) {
        throw new AppError("VALIDATION_ERROR", `A form can have at most ${MAX_WEBHOOKS_PER_FORM} webhooks.`);
      }
      const [row] = await db
        .insert(webhooks)
        .values({
          id: crypto.randomUUID(),
          formId,
          url: input.url,
          secret: input.secret ?? `whsec_${randomBytes(24).toString("base64url")}`,
          partialUpdates: input.partialUpdates ?? false,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return toWebhook(row);
    },

    async list(ownerId: string, formId: string): Promise<Webhook[]> {
      await forms.findOwned(ownerId, formId);
      const rows = await db
        .select()
        .from(webhooks)
        .where(eq(webhooks.formId, formId))
        .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
      return rows.map(toWebhook);
    },

    async remove(ownerId: string, formId: string, webhookId: string): Promise<void> {
      await findOwnedWebhook(ownerId, formId, webhookId);
      await db.delete(webhooks).where(eq(webhooks.id, webhookId));
    },

    /** Queues a `webhook.test` delivery with a sample response; it is sent and logged like any other. */
    async test(ownerId: string, formId: string, webhookId: string): Promise<{ id: string }> {
      const hook = await findOwnedWebhook(ownerId, formId, webhookId);
      const form = await forms.findOwned(ownerId, formId);
      const sample: StoredResponse = {
        id: "test",
        createdAt: new Date().toISOString(),
        responses: form.questions.map((q) => ({
          id: String(q.id),
          question: q.question,
          type: q.type,
          answer: "Sample answer",
          isFollowUp: false,
        })),
      };
      const id = crypto.randomUUID();
      await db.insert(outbox).values({
        id,
        kind: "webhook",
        formId,
        webhookId: hook.id,
        event: "webhook.test",
        body: webhookBody("webhook.test", formId, sample),
      });
      deliveries.kick();
      return { id };
    },

    async deliveries(ownerId: string, formId: string, webhookId: string): Promise<WebhookDelivery[]> {
      await findOwnedWebhook(ownerId, formId, webhookId);
      const rows = await db
        .select()
        .from(outbox)
        .where(eq(outbox.webhookId, webhookId))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(DELIVERIES_SHOWN);
      return rows.map((r) => ({
        id: r.id,
        event: r.event,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** Queues one delivery per endpoint of the form, inside the transaction that stores the response. */
    async enqueueResponse(tx: Tx, formId: string, response: StoredResponse): Promise<number> {
      return enqueue(tx, formId, "response.completed", response);
    },

    /** Queues `response.updated` to the endpoints that opted in, inside the transaction that stores the progress. */
    async enqueueUpdate(tx: Tx, formId: string, response: StoredResponse): Promise<number> {
      return enqueue(tx, formId, "response.updated", response);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
