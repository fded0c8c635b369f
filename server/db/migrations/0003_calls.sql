CREATE TABLE "calls" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"decisional" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"detected_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript" jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector((CASE lang WHEN 'fr' THEN 'french'::regconfig WHEN 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END), jsonb_path_query_array(transcript, '$[*].text'))) STORED NOT NULL,
	CONSTRAINT "calls_id_pattern" CHECK ("calls"."id" ~ '^[0-9]+-[0-9]+\.[0-9]+$'),
	CONSTRAINT "calls_status" CHECK (status IN ('qualified', 'qualification_pending', 'validity_pending', 'void', 'queue'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sender_id" text NOT NULL,
	"sender_name" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_start_time" ON "calls" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "calls_client_start_time" ON "calls" USING btree ("client_id","start_time");--> statement-breakpoint
CREATE INDEX "calls_campaign_id" ON "calls" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "calls_search_vector" ON "calls" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "calls_metadata" ON "calls" USING gin ("metadata" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "calls_detected_tags" ON "calls" USING gin ("detected_tags" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "campaigns_client_id" ON "campaigns" USING btree ("client_id");