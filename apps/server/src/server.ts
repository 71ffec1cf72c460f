import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createEngine } from "./ai/index.ts";
import { createApp } from "./app.ts";
import { createAuth, resolveAuthSecret } from "./auth.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createStorageGuard } from "./lib/storage.ts";
import { createAnalysisService } from "./modules/analysis/service.ts";
import { createApiKeysService } from "./modules/api-keys/service.ts";
import { ensureDemo } from "./modules/demo/service.ts";
import { createFormCache } from "./modules/forms/cache.ts";
import { createFormsService } from "./modules/forms/service.ts";
import { createMailSender } from "./modules/notifications/mailer.ts";
import { createNotificationsService } from "./modules/notifications/service.ts";
import { createOutbox, type OutboxOptions, outboxDefaults } from "./modules/outbox/service.ts";
import { createQuotesService } from "./modules/quotes/service.ts";
import { createDatabaseRateLimiter, createMemoryRateLimiter } from "./modules/rate-limit/service.ts";
import { createResultsService } from "./modules/responses/results.ts";
import { createResponsesService } from "./modules/responses/service.ts";
import { createWebhooksService } from "./modules/webhooks/service.ts";

const DIGEST_CHECK_MS = 10 * 60_000;

export const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** Everything a running Parley needs, wired together: database (migrated), auth, AI engine, demo data. */
export async function createParley(
  config: Config,
  options: { webDist?: string | undefined; outbox?: OutboxOptions } = {},
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    storageReserveMb: config.storageReserveMb,
  });
  await ensureDemo(database.db);
  const rateLimiter = database.kind === "postgres" ? createDatabaseRateLimiter(database.db) : createMemoryRateLimiter();
  const auth = createAuth({ config, db: database.db, secret: resolveAuthSecret(config), rateLimiter });
  const engine = createEngine(config.ai);
  const webDist = options.webDist && existsSync(`${options.webDist}/index.html`) ? options.webDist : undefined;
  const formCache = createFormCache(database.kind === "pglite");
  const outbox = createOutbox(database.db, config, options.outbox);
  const forms = createFormsService(database.db, config, formCache);
  const webhooks = createWebhooksService(database.db, config, forms, outbox);
  const notifications = createNotificationsService(database.db, config, forms);
  if (config.mail) {
    outbox.register("email", createMailSender(config.mail, options.outbox?.timeoutMs ?? outboxDefaults.timeoutMs));
  }
  const quotes = createQuotesService(database.db, forms);
  const services = {
    forms,
    results: createResultsService(database.db, forms, quotes),
    quotes,
    responses: createResponsesService(database.db, config, formCache, {
      stored: async (tx, formId, response) => {
        await webhooks.enqueueResponse(tx, formId, response);
        await notifications.enqueueResponse(tx, formId, response);
      },
      progressed: (tx, formId, response) => webhooks.enqueueUpdate(tx, formId, response),
      committed: () => outbox.kick(),
    }),
    analysis: createAnalysisService(database.db, engine, forms),
    webhooks,
    notifications,
    apiKeys: createApiKeysService(database.db),
  };
  const onDisk = database.kind === "pglite" && !config.dataDir.startsWith("memory://");
  const storage = onDisk ? createStorageGuard(config.dataDir, config.storageReserveMb) : undefined;
  const app = createApp({ config, database, auth, engine, rateLimiter, services, webDist, storage });
  outbox.start();
  const digests = config.mail
    ? setInterval(
        () =>
          void notifications
            .queueDueDigests()
            .then((queued) => queued > 0 && outbox.kick())
            .catch((error: unknown) => console.error("digests:", error instanceof Error ? error.message : error)),
        DIGEST_CHECK_MS,
      ).unref()
    : undefined;
  const close = async () => {
    clearInterval(digests);
    await outbox.stop();
    await database.close();
  };
  return { app, database, auth, engine, outbox, services, close };
}
