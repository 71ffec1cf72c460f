CREATE TABLE "answer_counts" (
	"form_id" text NOT NULL,
	"question_id" text NOT NULL,
	"open" boolean NOT NULL,
	"answer" text NOT NULL,
	"complete" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "answer_counts_form_id_question_id_open_answer_complete_pk" PRIMARY KEY("form_id","question_id","open","answer","complete")
);
--> statement-breakpoint
CREATE TABLE "answer_notes" (
	"response_id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"made_for" text NOT NULL,
	"notes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_counts" ADD CONSTRAINT "answer_counts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_notes" ADD CONSTRAINT "answer_notes_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_notes" ADD CONSTRAINT "answer_notes_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_notes_form_idx" ON "answer_notes" USING btree ("form_id");--> statement-breakpoint
-- answer_counts follows every insert, update and delete of responses, one aggregate per statement;
-- the row of question '' counts the form's responses; completed and partial responses apart.
-- Keys are upserted in one order, so concurrent statements on one form lock rows in the same order.
CREATE FUNCTION "answer_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		WITH gone AS (
			SELECT r.form_id, coalesce(e->>'id', '?') AS question_id, coalesce(e->>'type', '') = 'open-ended' AS open,
				CASE WHEN coalesce(e->>'type', '') <> 'open-ended' THEN coalesce(e->>'answer', '')
					WHEN btrim(coalesce(e->>'answer', '')) = '' THEN '' ELSE '*' END AS answer,
				r.completed_at IS NOT NULL AS complete,
				count(*)::int AS n
			FROM removed r CROSS JOIN LATERAL jsonb_array_elements(r.answers) e
			GROUP BY 1, 2, 3, 4, 5
		)
		UPDATE "answer_counts" c SET n = c.n - gone.n FROM gone
		WHERE c.form_id = gone.form_id AND c.question_id = gone.question_id AND c.open = gone.open AND c.answer = gone.answer
			AND c.complete = gone.complete;
		UPDATE "answer_counts" c SET n = c.n - gone.n
		FROM (SELECT form_id, completed_at IS NOT NULL AS complete, count(*)::int AS n FROM removed GROUP BY 1, 2) gone
		WHERE c.form_id = gone.form_id AND c.question_id = '' AND NOT c.open AND c.answer = '' AND c.complete = gone.complete;
		DELETE FROM "answer_counts" c WHERE c.n <= 0 AND c.form_id IN (SELECT DISTINCT form_id FROM removed);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "answer_counts" AS c (form_id, question_id, open, answer, complete, n)
		SELECT * FROM (
			SELECT r.form_id, coalesce(e->>'id', '?'), coalesce(e->>'type', '') = 'open-ended',
				CASE WHEN coalesce(e->>'type', '') <> 'open-ended' THEN coalesce(e->>'answer', '')
					WHEN btrim(coalesce(e->>'answer', '')) = '' THEN '' ELSE '*' END,
				r.completed_at IS NOT NULL,
				count(*)::int
			FROM added r CROSS JOIN LATERAL jsonb_array_elements(r.answers) e
			GROUP BY 1, 2, 3, 4, 5
			UNION ALL
			SELECT form_id, '', false, '', completed_at IS NOT NULL, count(*)::int FROM added GROUP BY 1, 5
		) counted (form_id, question_id, open, answer, complete, n)
		ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT (form_id, question_id, open, answer, complete) DO UPDATE SET n = c.n + excluded.n;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "responses_counts_insert" AFTER INSERT ON "responses" REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "answer_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "responses_counts_update" AFTER UPDATE ON "responses" REFERENCING OLD TABLE AS removed NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "answer_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "responses_counts_delete" AFTER DELETE ON "responses" REFERENCING OLD TABLE AS removed
	FOR EACH STATEMENT EXECUTE FUNCTION "answer_counts_follow"();
--> statement-breakpoint
-- The responses stored before this migration.
INSERT INTO "answer_counts" (form_id, question_id, open, answer, complete, n)
SELECT r.form_id, coalesce(e->>'id', '?'), coalesce(e->>'type', '') = 'open-ended',
	CASE WHEN coalesce(e->>'type', '') <> 'open-ended' THEN coalesce(e->>'answer', '')
		WHEN btrim(coalesce(e->>'answer', '')) = '' THEN '' ELSE '*' END,
	r.completed_at IS NOT NULL,
	count(*)::int
FROM "responses" r CROSS JOIN LATERAL jsonb_array_elements(r.answers) e
GROUP BY 1, 2, 3, 4, 5
UNION ALL
SELECT form_id, '', false, '', completed_at IS NOT NULL, count(*)::int FROM "responses" GROUP BY 1, 5;
