import type { Notifications, StoredResponse } from "@parley/schema";
import { EMAIL_NOT_CONFIGURED_MESSAGE, type UpdateNotificationsBody } from "@parley/schema";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { formNotifications, forms, outbox, responses, user } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { FormsService } from "../forms/service.ts";
import { countResponses } from "../responses/count.ts";
import { toStored } from "../responses/service.ts";

/** What an email delivery in the outbox carries; the sender adds From and Message-ID. */
export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
}

export function responseEmail(
  form: { id: string; title: string },
  response: StoredResponse,
  baseUrl: string | undefined,
): Omit<QueuedEmail, "to"> {
  const title = form.title || "Untitled Form";
  const lines = response.responses.map((entry) => `${entry.question}\n  ${entry.answer || "(no answer)"}`);
  const link = baseUrl ? `\n\nAll responses: ${baseUrl}/forms/${encodeURIComponent(form.id)}` : "";
  return {
    subject: `New response to "${title}"`,
    text: `A respondent completed "${title}" on ${response.createdAt}.\n\n${lines.join("\n\n")}${link}\n`,
  };
}

const DIGEST_RESPONSES_LISTED = 20;

export function digestEmail(
  form: { id: string; title: string },
  listed: StoredResponse[],
  total: number,
  baseUrl: string | undefined,
): Omit<QueuedEmail, "to"> {
  const title = form.title || "Untitled Form";
  const blocks = listed.map(
    (response, i) =>
      `Response ${i + 1} (${response.createdAt})\n${response.responses.map((e) => `${e.question}\n  ${e.answer || "(no answer)"}`).join("\n")}`,
  );
  const more = total > listed.length ? `\n\n...and ${total - listed.length} more.` : "";
  const link = baseUrl ? `\n\nAll responses: ${baseUrl}/forms/${encodeURIComponent(form.id)}` : "";
  return {
    subject: `${total} new ${total === 1 ? "response" : "responses"} to "${title}" today`,
    text: `"${title}" received ${total} new ${total === 1 ? "response" : "responses"} in the last day.\n\n${blocks.join("\n\n")}${more}${link}\n`,
  };
}

export function createNotificationsService(
  db: Db,
  config: Pick<Config, "mail" | "baseUrl">,
  formsService: Pick<FormsService, "findOwned">,
) {
  async function read(ownerId: string, formId: string): Promise<Notifications> {
    await formsService.findOwned(ownerId, formId);
    const [row] = await db
      .select({
        emailOnResponse: formNotifications.emailOnResponse,
        dailyDigest: formNotifications.dailyDigest,
        email: user.email,
      })
      .from(user)
      .leftJoin(formNotifications, eq(formNotifications.formId, formId))
      .where(eq(user.id, ownerId));
    return {
      emailAvailable: Boolean(config.mail),
      emailOnResponse: Boolean(config.mail) && (row?.emailOnResponse ?? false),
      dailyDigest: Boolean(config.mail) && (row?.dailyDigest ?? false),
      recipient: row?.email ?? "",
    };
  }

  return {
    read,

    async update(ownerId: string, formId: string, input: UpdateNotificationsBody): Promise<Notifications> {
      await formsService.findOwned(ownerId, formId);
      if ((input.emailOnResponse || input.dailyDigest) && !config.mail) {
        throw new AppError("VALIDATION_ERROR", EMAIL_NOT_CONFIGURED_MESSAGE);
      }
      const changes = {
        ...(input.emailOnResponse !== undefined ? { emailOnResponse: input.emailOnResponse } : {}),
        // The first digest comes a day after it is switched on and covers that day.
        ...(input.dailyDigest !== undefined ? { dailyDigest: input.dailyDigest, digestSince: new Date() } : {}),
      };
      await db
        .insert(formNotifications)
        .values({ formId, ...changes })
        .onConflictDoUpdate({ target: formNotifications.formId, set: { ...changes, updatedAt: new Date() } });
      return read(ownerId, formId);
    },

    /**
     * Queues the digest of every form whose day is over (each claimed by one instance only) and
     * starts its next day; a day without responses sends nothing.
     */
    async queueDueDigests(): Promise<number> {
      if (!config.mail) return 0;
      return db.transaction(async (tx) => {
        const due = await tx
          .select({
            formId: formNotifications.formId,
            since: formNotifications.digestSince,
            title: forms.title,
            to: user.email,
          })
          .from(formNotifications)
          .innerJoin(forms, eq(forms.id, formNotifications.formId))
          .innerJoin(user, eq(user.id, forms.ownerId))
          .where(
            and(
              eq(formNotifications.dailyDigest, true),
              lte(formNotifications.digestSince, sql`now() - interval '1 day'`),
            ),
          )
          .limit(100)
          .for("update", { of: formNotifications, skipLocked: true });
        let queued = 0;
        for (const form of due) {
          // A minute back: a response still being stored now is counted in the next digest, not skipped.
          const until = new Date(Date.now() - 60_000);
          // Completed in the day: a partial response is not yet a response to report.
          const ofTheDay = and(gt(responses.completedAt, form.since ?? until), lte(responses.completedAt, until));
          const rows = await tx
            .select()
            .from(responses)
            .where(and(eq(responses.formId, form.formId), ofTheDay))
            .orderBy(asc(responses.completedAt))
            .limit(DIGEST_RESPONSES_LISTED + 1);
          if (rows.length > 0) {
            const { total } = await countResponses(tx, form.formId, ofTheDay);
            const email: QueuedEmail = {
              to: form.to,
              ...digestEmail(
                { id: form.formId, title: form.title },
                rows.slice(0, DIGEST_RESPONSES_LISTED).map(toStored),
                total,
                config.baseUrl,
              ),
            };
            await tx.insert(outbox).values({
              id: crypto.randomUUID(),
              kind: "email",
              formId: form.formId,
              event: "responses.digest",
              body: JSON.stringify(email),
            });
            queued++;
          }
          await tx
            .update(formNotifications)
            .set({ digestSince: until })
            .where(eq(formNotifications.formId, form.formId));
        }
        return queued;
      });
    },

    /** Queues the owner's email for a new response, inside the transaction that stores it. */
    async enqueueResponse(tx: Tx, formId: string, response: StoredResponse): Promise<number> {
      if (!config.mail) return 0;
      const [row] = await tx
        .select({ id: forms.id, title: forms.title, to: user.email })
        .from(formNotifications)
        .innerJoin(forms, eq(forms.id, formNotifications.formId))
        .innerJoin(user, eq(user.id, forms.ownerId))
        .where(and(eq(formNotifications.formId, formId), eq(formNotifications.emailOnResponse, true)));
      if (!row) return 0;
      const email: QueuedEmail = { to: row.to, ...responseEmail(row, response, config.baseUrl) };
      await tx.insert(outbox).values({
        id: crypto.randomUUID(),
        kind: "email",
        formId,
        event: "response.completed",
        body: JSON.stringify(email),
      });
      return 1;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
