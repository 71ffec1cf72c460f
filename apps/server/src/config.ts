import { z } from "zod";

const aiProviders = ["local", "openai", "anthropic", "google", "openai-compatible"] as const;
export type AiProviderName = (typeof aiProviders)[number];

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const count = (fallback: number) =>
  z
    .string()
    .trim()
    .default(String(fallback))
    .pipe(z.coerce.number<string>().int().min(0, { error: "must be a whole number, 0 or more" }));

export interface RateRule {
  /** Window length in seconds. */
  window: number;
  /** Requests allowed per window; 0 = no limit. */
  max: number;
}

/** Per-client-address limits; shared across instances through the database. */
export const defaultRateLimits = {
  signIn: { window: 60, max: 10 },
  /** Per account (email), whatever the address: guessing one password from many addresses. */
  signInAccount: { window: 900, max: 10 },
  signUp: { window: 60, max: 10 },
  generateQuestions: { window: 60, max: 20 },
  generateTitle: { window: 60, max: 20 },
  followUp: { window: 60, max: 60 },
  analyzeSentiment: { window: 60, max: 10 },
  submitResponse: { window: 60, max: 60 },
  /** Progress is sent after each answer, so it gets more room than submissions. */
  saveProgress: { window: 60, max: 240 },
  /** Per form and address, on forms with a responses cap: one address cannot fill a form and close it. */
  submitPerForm: { window: 3600, max: 5 },
  anonymousForm: { window: 3600, max: 20 },
} satisfies Record<string, RateRule>;
export type RateLimits = typeof defaultRateLimits;

/**
 * A cheap guard against secrets like 'aaaa...' or a repeated word: enough different characters and
 * enough Shannon entropy over the whole value (a random hex or base64 secret has plenty of both).
 */
export function looksRandom(secret: string): boolean {
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const n of counts.values()) bitsPerChar -= (n / secret.length) * Math.log2(n / secret.length);
  return counts.size >= 10 && bitsPerChar * secret.length >= 80;
}

const envSchema = z
  .object({
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    PORT: z
      .string()
      .trim()
      .default("3000")
      .pipe(
        z.coerce
          .number<string>({ error: "must be a port number" })
          .int()
          .min(0)
          .max(65535, { error: "must be a port number from 0 to 65535" }),
      ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    STORAGE_RESERVE_MB: count(64),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
        .optional(),
    ),
    BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    AUTH_SECRET: optionalText.pipe(
      z
        .string()
        .min(32, { error: "must be at least 32 characters" })
        .refine(looksRandom, {
          error: "is too predictable; use a random value, e.g. from: openssl rand -base64 32",
        })
        .optional(),
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    AI_PROVIDER: z
      .string()
      .trim()
      .default("local")
      .pipe(z.enum(aiProviders, { error: `must be one of ${aiProviders.join(", ")}` })),
    AI_MODEL: optionalText,
    AI_BASE_URL: optionalText.pipe(z.url({ error: "must be a URL" }).optional()),
    AI_API_KEY: optionalText,
    AI_TIMEOUT_MS: z
      .string()
      .trim()
      .default("20000")
      .pipe(z.coerce.number<string>().int().min(1000, { error: "must be at least 1000" })),
    ANALYSIS_TIMEOUT_MS: z
      .string()
      .trim()
      .default("30000")
      .pipe(z.coerce.number<string>().int().min(100, { error: "must be at least 100" })),
    PLAN_FORMS_PER_MONTH: count(5),
    PLAN_RESPONSES_PER_FORM: count(20),
    RATE_LIMIT_SUBMIT_PER_MINUTE: count(defaultRateLimits.submitResponse.max),
    RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: count(defaultRateLimits.submitPerForm.max),
    RATE_LIMIT_PROGRESS_PER_MINUTE: count(defaultRateLimits.saveProgress.max),
    WEBHOOK_ALLOW_HOSTS: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^/]/, { error: "must start with smtp:// or smtps://" })
        .optional(),
    ),
    MAIL_FROM: optionalText,
    TRUSTED_PROXY: optionalText.pipe(
      z.enum(["true", "false", "1", "0"], { error: "must be true or false" }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "must be set together with the other Google variable",
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "is required when SMTP_URL is set" });
    }
    if (env.AI_PROVIDER === "openai-compatible") {
      // Local model servers have no sensible default address or model.
      for (const name of ["AI_BASE_URL", "AI_MODEL"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required when AI_PROVIDER=openai-compatible" });
      }
    }
    if (env.AI_PROVIDER !== "local" && env.AI_PROVIDER !== "openai-compatible" && !env.AI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_API_KEY"],
        message: `is required when AI_PROVIDER=${env.AI_PROVIDER}`,
      });
    }
  });

export interface AiConfig {
  provider: AiProviderName;
  model: string | undefined;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** Per-call timeout for LLM providers. */
  timeoutMs: number;
  /** Time budget of one offline analysis (on a worker thread). */
  analysisTimeoutMs?: number;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** Free space (MB) the embedded database's disk keeps; writes stop below it. */
  storageReserveMb: number;
  databaseUrl: string | undefined;
  baseUrl: string | undefined;
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  ai: AiConfig;
  plan: { formsPerMonth: number; responsesPerForm: number };
  trustedProxy: boolean;
  rateLimits: RateLimits;
  /** Hosts webhooks may reach over http and at private addresses (lower-case names or addresses). */
  webhookAllowHosts: string[];
  /** Outgoing email; absent without SMTP_URL. */
  mail: { smtpUrl: string; from: string } | undefined;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // One line, printed before anything starts.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    storageReserveMb: e.STORAGE_RESERVE_MB,
    databaseUrl: e.DATABASE_URL,
    baseUrl: e.BASE_URL?.replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      analysisTimeoutMs: e.ANALYSIS_TIMEOUT_MS,
    },
    plan: { formsPerMonth: e.PLAN_FORMS_PER_MONTH, responsesPerForm: e.PLAN_RESPONSES_PER_FORM },
    trustedProxy: e.TRUSTED_PROXY === "true" || e.TRUSTED_PROXY === "1",
    webhookAllowHosts: (e.WEBHOOK_ALLOW_HOSTS ?? "")
      .split(",")
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ""),
      )
      .filter(Boolean),
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    rateLimits: {
      ...defaultRateLimits,
      submitResponse: { window: 60, max: e.RATE_LIMIT_SUBMIT_PER_MINUTE },
      submitPerForm: { window: 3600, max: e.RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR },
      saveProgress: { window: 60, max: e.RATE_LIMIT_PROGRESS_PER_MINUTE },
    },
  };
}
