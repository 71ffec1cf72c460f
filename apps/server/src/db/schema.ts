import type { Analysis, AnswerEntry, Question } from "@parley/schema";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// better-auth's tables (user, session, account, verification).
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// Parley's own tables.
export const forms = pgTable(
  "forms",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    questions: jsonb("questions").$type<Question[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("forms_owner_created_idx").on(t.ownerId, t.createdAt)],
);

export const responses = pgTable(
  "responses",
  {
    id: text("id").primaryKey(),
    formId: text("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<AnswerEntry[]>().notNull(),
    idempotencyKey: text("idempotency_key"),
    /** The respondent's conversation (made on the device): its progress and its submission are this one row. */
    sessionId: text("session_id"),
    /** Null while partial: the respondent has answered some questions and not submitted. */
    completedAt: timestamp("completed_at", { withTimezone: true }).defaultNow(),
    /** Moves with every stored change of answers, so cached summaries notice progress. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("responses_form_created_idx").on(t.formId, t.createdAt),
    uniqueIndex("responses_form_idempotency_idx")
      .on(t.formId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex("responses_form_session_idx").on(t.formId, t.sessionId).where(sql`${t.sessionId} is not null`),
    index("responses_form_completed_idx").on(t.formId, t.completedAt),
  ],
);

/**
 * How many of a form's responses hold each answer to each question, kept by triggers on `responses`
 * (migration 0005), so a summary reads a few rows however many responses there are. Open answers
 * are folded: `open` rows count blank ('') and given ('*') answers only.
 */
export const answerCounts = pgTable(
  "answer_counts",
  {
    formId: text("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    open: boolean("open").notNull(),
    answer: text("answer").notNull(),
    /** Counts of completed and of partial responses are kept apart. */
    complete: boolean("complete").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.questionId, t.open, t.answer, t.complete] })],
);

/** One note per open answer of a response: its sentiment and the themes it speaks of. */
export interface AnswerNote {
  id: string;
  sentiment: "positive" | "negative" | "neutral";
  themes: string[];
}

/**
 * The sentiment and themes of a response's open answers, read once (lazily, off the event loop) so
 * responses can be filtered by them and a theme lists its quotes. `madeFor` names the form version
 * (its questions) the notes were made for: an edit makes them stale.
 */
export const answerNotes = pgTable(
  "answer_notes",
  {
    responseId: text("response_id")
      .primaryKey()
      .references(() => responses.id, { onDelete: "cascade" }),
    formId: text("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    madeFor: text("made_for").notNull(),
    notes: jsonb("notes").$type<AnswerNote[]>().notNull(),
  },
  (t) => [index("answer_notes_form_idx").on(t.formId)],
);

/** The last analysis of a form; `version` names the questions and responses it was made from. */
export const formAnalyses = pgTable("form_analyses", {
  formId: text("form_id")
    .primaryKey()
    .references(() => forms.id, { onDelete: "cascade" }),
  version: text("version").notNull(),
  analysis: jsonb("analysis").$type<Analysis>().notNull(),
  createdAt: createdAt(),
});

/** Fixed-window request counters shared by every instance (all rate limits, better-auth's included). */
export const requestCounters = pgTable("request_counters", {
  key: text("key").primaryKey(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});

/** An owner's endpoint that receives a signed POST for each completed response of one form. */
export const webhooks = pgTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    formId: text("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    /** Also receives `response.updated` on each stored progress of a partial response. */
    partialUpdates: boolean("partial_updates").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("webhooks_form_idx").on(t.formId)],
);

/**
 * Everything sent to the outside, written in the same transaction as what caused it and delivered
 * by whichever instance claims it first; `id` is the delivery id the receiver sees.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<"webhook" | "email">().notNull(),
    formId: text("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    webhookId: text("webhook_id").references(() => webhooks.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The exact body sent (and signed) on every attempt. */
    body: text("body").notNull(),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_webhook_created_idx").on(t.webhookId, t.createdAt),
  ],
);

/** Keys an owner's scripts use instead of a session; only the SHA-256 of the key is kept. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/** What the owner is told about a form's new responses. */
export const formNotifications = pgTable("form_notifications", {
  formId: text("form_id")
    .primaryKey()
    .references(() => forms.id, { onDelete: "cascade" }),
  emailOnResponse: boolean("email_on_response").notNull().default(false),
  dailyDigest: boolean("daily_digest").notNull().default(false),
  /** The next digest covers responses after this moment; it is due a day after it. */
  digestSince: timestamp("digest_since", { withTimezone: true }),
  updatedAt: updatedAt(),
});
