import type { Notifications, StoredResponse } from "@parley/schema";
import { EMAIL_NOT_CONFIGURED_MESSAGE, updateNotificationsSchema } from "@parley/schema";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { formNotifications, forms, outbox, user } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { parseWith } from "../../lib/http.ts";
import type { FormsService } from "../forms/service.ts";

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

export function createNotificationsService(
  db: Db,
  config: Pick<Config, "mail" | "baseUrl">,
  formsService: Pick<FormsService, "findOwned">,
) {
  async function read(ownerId: string, formId: string): Promise<Notifications> {
    await formsService.findOwned(ownerId, formId);
    const [row] = await db
      .select({ emailOnResponse: formNotifications.emailOnResponse, email: user.email })
      .from(user)
      .leftJoin(formNotifications, eq(formNotifications.formId, formId))
      .where(eq(user.id, ownerId));
    return {
      emailAvailable: Boolean(config.mail),
      emailOnResponse: Boolean(config.mail) && (row?.emailOnResponse ?? false),
      recipient: row?.email ?? "",
    };
  }

  return {
    read,

    async update(ownerId: string, formId: string, body: unknown): Promise<Notifications> {
      const input = parseWith(updateNotificationsSchema, body);
      await formsService.findOwned(ownerId, formId);
      if (input.emailOnResponse && !config.mail)
        throw new AppError(400, "VALIDATION_ERROR", EMAIL_NOT_CONFIGURED_MESSAGE);
      await db
        .insert(formNotifications)
        .values({ formId, emailOnResponse: input.emailOnResponse })
        .onConflictDoUpdate({
          target: formNotifications.formId,
          set: { emailOnResponse: input.emailOnResponse, updatedAt: new Date() },
        });
      return read(ownerId, formId);
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
