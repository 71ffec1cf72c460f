import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AUTH_LIMITS, PASSWORD_MIN_LENGTH } from "@parley/schema";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import { log } from "./lib/log.ts";
import type { RateLimiter } from "./modules/rate-limit/service.ts";

/** Set by our own middleware from the connection (or a trusted proxy), replacing any client value. */
export const CLIENT_ADDRESS_HEADER = "x-parley-client-address";

/** AUTH_SECRET, or one generated once and kept under DATA_DIR. */
export function resolveAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

/** The origins users open Parley at: BASE_URL, else this machine's loopback names. */
export function publicOrigins(config: Pick<Config, "baseUrl" | "port">): string[] {
  if (config.baseUrl) return [config.baseUrl];
  // Without BASE_URL, Parley is on this machine: trust its loopback names and the web dev server.
  return [config.port, 5173].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

export function createAuth(options: { config: Config; db: Db; secret: string; rateLimiter: RateLimiter }) {
  const { config, db, secret, rateLimiter } = options;
  const origins = publicOrigins(config);
  return betterAuth({
    appName: "Parley",
    // Failed sign-ins are answered to the client; they need no warning in the server log.
    logger: {
      level: "error",
      // Its messages may hold query parameters: through the redacting log.
      log: (level, message, ...args) =>
        log(level === "error" ? "error" : level === "warn" ? "warn" : "info", `auth: ${message}`, {
          ...(args[0] !== undefined ? { error: args[0] } : {}),
        }),
    },
    baseURL: origins[0],
    basePath: "/api/auth",
    secret,
    trustedOrigins: origins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: AUTH_LIMITS.maxPasswordLength,
      autoSignIn: true,
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : undefined,
    rateLimit: {
      // Off by default outside production; Parley wants the same limits everywhere.
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": config.rateLimits.signIn,
        "/sign-up/email": config.rateLimits.signUp,
      },
      customStorage: { consume: (key, rule) => rateLimiter.consume(`auth:${key}`, rule) },
    },
    advanced: {
      // better-auth turns the origin check off under NODE_ENV=test; tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.baseUrl?.startsWith("https://") ?? false,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
