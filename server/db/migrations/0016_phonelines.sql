-- Phone lines (issue 14): the numbers a client's customers dial (E.164, unique), their campaign, language, routed app and recording; GDPR requests about a caller's number (only its salted SHA-256 kept); the platform's generated secrets (the salt); calls found by their caller's number whatever its spacing.
CREATE TABLE "gdpr_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"number_hash" text NOT NULL,
	"number_of_calls" integer NOT NULL,
	"clients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_call_at" timestamp with time zone,
	"last_call_at" timestamp with time zone,
	"client_ids" integer[],
	"requested_by_id" text,
	"requested_by" text NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"archive_expires_at" timestamp (3) with time zone,
	CONSTRAINT "gdpr_requests_type" CHECK ("gdpr_requests"."type" IN ('export', 'erasure')),
	CONSTRAINT "gdpr_requests_number_hash" CHECK ("gdpr_requests"."number_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "phone_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"label" text NOT NULL,
	"client_id" integer NOT NULL,
	"campaign_id" integer,
	"language" text NOT NULL,
	"app_id" integer,
	"recording_enabled" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"inserted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_lines_number_unique" UNIQUE("number"),
	CONSTRAINT "phone_lines_number_e164" CHECK ("number" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "phone_lines_status" CHECK ("phone_lines"."status" IN ('active', 'suspended')),
	CONSTRAINT "phone_lines_language" CHECK ("phone_lines"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"inserted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_lines" ADD CONSTRAINT "phone_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_lines" ADD CONSTRAINT "phone_lines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_lines" ADD CONSTRAINT "phone_lines_app_id_config_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."config_apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gdpr_requests_number_hash" ON "gdpr_requests" USING btree ("number_hash");--> statement-breakpoint
CREATE INDEX "gdpr_requests_requested_at" ON "gdpr_requests" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "phone_lines_client_id" ON "phone_lines" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "phone_lines_campaign_id" ON "phone_lines" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "calls_caller_number" ON "calls" USING btree (regexp_replace(("metadata" ->> 'caller_number'), '[^0-9+]', '', 'g'));