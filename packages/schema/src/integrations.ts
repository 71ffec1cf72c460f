import { z } from "zod";

export const WEBHOOK_EVENTS = ["response.completed", "response.updated", "webhook.test"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const createWebhookSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, { error: "The webhook URL must be at most 2000 characters." })
    .pipe(z.url({ protocol: /^https?$/, error: "Enter a valid http(s) URL." })),
  /** Generated when absent; the receiver checks `Parley-Signature` with it. */
  secret: z
    .string()
    .min(16, { error: "The secret must be at least 16 characters." })
    .max(200, { error: "The secret must be at most 200 characters." })
    .optional(),
  /** Also POST `response.updated` as a respondent answers, before the response is completed. */
  partialUpdates: z.boolean().optional(),
});
export type CreateWebhookBody = z.infer<typeof createWebhookSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  secret: z.string(),
  partialUpdates: z.boolean(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const deliveryStatusSchema = z.enum(["pending", "delivered", "failed"]);
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  status: deliveryStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const createApiKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Give the key a name." })
    .max(100, { error: "The name must be at most 100 characters." }),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The key itself is in this answer only; Parley keeps just its hash. */
export const createdApiKeySchema = z.object({ id: z.string(), name: z.string(), key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const updateNotificationsSchema = z.object({
  emailOnResponse: z.boolean().optional(),
  /** One email a day listing the day's responses, sent only when there were some. */
  dailyDigest: z.boolean().optional(),
});
export type UpdateNotificationsBody = z.infer<typeof updateNotificationsSchema>;

export const notificationsSchema = z.object({
  /** False when the server has no SMTP_URL: the switch explains how to enable email. */
  emailAvailable: z.boolean(),
  emailOnResponse: z.boolean(),
  dailyDigest: z.boolean(),
  /** The owner's address, where the emails go. */
  recipient: z.string(),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const EMAIL_NOT_CONFIGURED_MESSAGE =
  "Email is not set up on this server. To enable it, the operator sets SMTP_URL and MAIL_FROM and restarts Parley.";
