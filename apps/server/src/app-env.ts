import type { AiEngine } from "./ai/engine.ts";
import type { Auth } from "./auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { StorageGuard } from "./lib/storage.ts";
import type { AnalysisService } from "./modules/analysis/service.ts";
import type { ApiKeysService } from "./modules/api-keys/service.ts";
import type { FormsService } from "./modules/forms/service.ts";
import type { NotificationsService } from "./modules/notifications/service.ts";
import type { QuotesService } from "./modules/quotes/service.ts";
import type { RateLimiter } from "./modules/rate-limit/service.ts";
import type { ResultsService } from "./modules/responses/results.ts";
import type { ResponsesService } from "./modules/responses/service.ts";
import type { WebhooksService } from "./modules/webhooks/service.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  engine: AiEngine;
  rateLimiter: RateLimiter;
  services: {
    forms: FormsService;
    results: ResultsService;
    quotes: QuotesService;
    responses: ResponsesService;
    analysis: AnalysisService;
    webhooks: WebhooksService;
    apiKeys: ApiKeysService;
    notifications: NotificationsService;
  };
  /** Stops writes before the embedded database's disk fills; absent on PostgreSQL and in memory. */
  storage?: StorageGuard | undefined;
  /** The built web app; absent in API-only tests. */
  webDist?: string | undefined;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    clientAddress: string;
    user: SessionUser | null;
  };
};
