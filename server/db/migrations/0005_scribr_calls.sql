CREATE TABLE "call_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" text NOT NULL,
	"type" text NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_events_type" CHECK (type IN ('display_call'))
);
--> statement-breakpoint
DROP INDEX "calls_client_start_time";--> statement-breakpoint
ALTER TABLE "calls" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((CASE lang WHEN 'fr' THEN 'french'::regconfig WHEN 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END), jsonb_path_query_array(transcript, '$[*] ? (@.speaker == "in").text')), 'A') || setweight(to_tsvector((CASE lang WHEN 'fr' THEN 'french'::regconfig WHEN 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END), jsonb_path_query_array(transcript, '$[*] ? (@.speaker == "out").text')), 'B')) STORED NOT NULL;--> statement-breakpoint
-- Hand-added: dropping the column dropped its GIN index, which drizzle-kit does not recreate.
CREATE INDEX "calls_search_vector" ON "calls" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_events_call_id_at" ON "call_events" USING btree ("call_id","at");--> statement-breakpoint
CREATE INDEX "calls_lang_start_time_status" ON "calls" USING btree ("lang","start_time","status");--> statement-breakpoint
CREATE INDEX "calls_client_lang_start_time_status" ON "calls" USING btree ("client_id","lang","start_time","status");--> statement-breakpoint
CREATE INDEX "calls_duration" ON "calls" USING btree ("duration");--> statement-breakpoint
CREATE INDEX "calls_client_duration" ON "calls" USING btree ("client_id","duration");