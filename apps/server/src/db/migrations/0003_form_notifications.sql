CREATE TABLE "form_notifications" (
	"form_id" text PRIMARY KEY NOT NULL,
	"email_on_response" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_notifications" ADD CONSTRAINT "form_notifications_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;