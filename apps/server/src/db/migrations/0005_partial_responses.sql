ALTER TABLE "responses" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "completed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Every response stored before progress existed was a finished one.
UPDATE "responses" SET "completed_at" = "created_at", "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "partial_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "responses_form_session_idx" ON "responses" USING btree ("form_id","session_id") WHERE "responses"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "responses_form_completed_idx" ON "responses" USING btree ("form_id","completed_at");