ALTER TABLE "form_notifications" ADD COLUMN "daily_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_notifications" ADD COLUMN "digest_since" timestamp with time zone;