import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps, AppEnv } from "./app-env.ts";
import { publicOrigins } from "./auth.ts";
import { storageError } from "./db/errors.ts";
import { AppError } from "./errors.ts";
import { clientAddress } from "./lib/client-address.ts";
import { compressAnswers } from "./lib/compression.ts";
import { unstorableText } from "./lib/http.ts";
import { log } from "./lib/log.ts";
import { requestGuard } from "./lib/request-guard.ts";
import { aiRoutes } from "./modules/ai/routes.ts";
import { analysisRoutes } from "./modules/analysis/routes.ts";
import { apiKeysRoutes } from "./modules/api-keys/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { embedHeaders, embedRoutes } from "./modules/embed/routes.ts";
import { formsRoutes } from "./modules/forms/routes.ts";
import { notificationsRoutes } from "./modules/notifications/routes.ts";
import { openApiRoutes } from "./modules/openapi/routes.ts";
import { formQuotesRoutes } from "./modules/quotes/routes.ts";
import { formResponsesRoutes } from "./modules/responses/owner-routes.ts";
import { publicFormsRoutes } from "./modules/responses/routes.ts";
import { systemRoutes } from "./modules/system/routes.ts";
import { webRoutes } from "./modules/web/routes.ts";
import { webhooksRoutes } from "./modules/webhooks/routes.ts";

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const ANALYSIS_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const tooLarge = () => {
  throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
};
const defaultBodyLimit = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: tooLarge });
const analysisBodyLimit = bodyLimit({ maxSize: ANALYSIS_BODY_LIMIT_BYTES, onError: tooLarge });

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Every /api route, chained so that its type describes them all (for Hono's typed client, `hc`). */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", systemRoutes)
  .route("/auth", authRoutes)
  .route("/", aiRoutes)
  .route("/forms", formResponsesRoutes)
  .route("/forms", formQuotesRoutes)
  .route("/forms", webhooksRoutes)
  .route("/forms", notificationsRoutes)
  .route("/forms", analysisRoutes)
  .route("/forms", formsRoutes)
  .route("/public/forms", publicFormsRoutes)
  .route("/keys", apiKeysRoutes)
  .route("/", openApiRoutes);
export type ApiRoutes = typeof apiRoutes;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("clientAddress", clientAddress(c, deps.config.trustedProxy));
    await next();
  });
  app.use(compressAnswers());
  app.use(embedHeaders);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      xFrameOptions: "DENY",
    }),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    // Owner data, sessions and AI answers: never kept by a browser or proxy.
    if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "no-store");
  });
  app.use("/api/*", requestGuard(publicOrigins(deps.config).map((url) => new URL(url).origin)));
  app.use("/api/*", (c, next) =>
    (c.req.path === "/api/analyze-sentiment" ? analysisBodyLimit : defaultBodyLimit)(c, next),
  );
  app.use("/api/*", async (c, next) => {
    // A NUL decoded from the address would reach PostgreSQL, which cannot hold one in text.
    if (c.req.url.includes("%00")) throw unstorableText();
    await next();
  });

  app.use("/api/*", async (c, next) => {
    if (deps.storage && !safeMethods.has(c.req.method)) await deps.storage.assertRoom();
    await next();
  });

  app.route("/api", apiRoutes);

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "No such API route.");
  });
  app.route("/", embedRoutes);
  if (deps.webDist) app.route("/", webRoutes(deps.webDist));

  app.notFound(() => {
    throw new AppError("NOT_FOUND", "Not found.");
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: { code: "VALIDATION_ERROR", message: error.message || "Bad request." } }, error.status);
    }
    const known = error instanceof AppError ? error : storageError(error);
    if (!known) {
      log("error", "unexpected error", { error, detail: `${c.req.method} ${c.req.path}` });
      return c.json({ error: { code: "INTERNAL_ERROR", message: "Something went wrong on our side." } }, 500);
    }
    if (known.code === "SERVICE_UNAVAILABLE") log("error", "database unavailable", { error });
    for (const [name, value] of Object.entries(known.headers)) c.header(name, value);
    const { code, message, details } = known;
    return c.json({ error: { code, message, ...(details ? { details } : {}) } }, known.status);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
