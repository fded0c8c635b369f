-- Console metrics (issue 14): H2B stream sessions (MRCPv2 completion causes, final-result latency, event timeline) and batch jobs (queued, running, completed, failed) of the configuration service's apps, each with its client for tenancy; indexed for per-client and per-app time ranges and for the unfinished jobs (the queue now).
CREATE TABLE "batch_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"custom_id" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"status" text NOT NULL,
	"audio_seconds" double precision DEFAULT 0 NOT NULL,
	"failure_reason" text,
	CONSTRAINT "batch_jobs_status" CHECK ("status" IN ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "batch_jobs_audio_seconds" CHECK ("batch_jobs"."audio_seconds" >= 0),
	CONSTRAINT "batch_jobs_started_at" CHECK ("batch_jobs"."started_at" >= "batch_jobs"."submitted_at"),
	CONSTRAINT "batch_jobs_completed_at" CHECK ("batch_jobs"."completed_at" >= "batch_jobs"."submitted_at")
);
--> statement-breakpoint
CREATE TABLE "h2b_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"custom_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"audio_seconds" double precision DEFAULT 0 NOT NULL,
	"completion_cause" text,
	"final_latency_ms" integer,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "h2b_sessions_completion_cause" CHECK ("completion_cause" IS NULL OR "completion_cause" IN ('Success', 'NoMatch', 'NoInputTimeout', 'RecognitionTimeout', 'GramLoadFailure', 'GramCompFailure', 'Error', 'SpeechTooEarly', 'TooMuchSpeech', 'UriFailure', 'LanguageUnsupported', 'Cancelled', 'SemanticsFailure')),
	CONSTRAINT "h2b_sessions_audio_seconds" CHECK ("h2b_sessions"."audio_seconds" >= 0),
	CONSTRAINT "h2b_sessions_final_latency_ms" CHECK ("h2b_sessions"."final_latency_ms" >= 0),
	CONSTRAINT "h2b_sessions_ended_at" CHECK ("h2b_sessions"."ended_at" >= "h2b_sessions"."started_at")
);
--> statement-breakpoint
ALTER TABLE "batch_jobs" ADD CONSTRAINT "batch_jobs_app_id_config_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."config_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_jobs" ADD CONSTRAINT "batch_jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2b_sessions" ADD CONSTRAINT "h2b_sessions_app_id_config_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."config_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2b_sessions" ADD CONSTRAINT "h2b_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_jobs_client_submitted_at" ON "batch_jobs" USING btree ("client_id","submitted_at");--> statement-breakpoint
CREATE INDEX "batch_jobs_app_submitted_at" ON "batch_jobs" USING btree ("app_id","submitted_at");--> statement-breakpoint
CREATE INDEX "batch_jobs_submitted_at" ON "batch_jobs" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "batch_jobs_client_completed_at" ON "batch_jobs" USING btree ("client_id","completed_at");--> statement-breakpoint
CREATE INDEX "batch_jobs_completed_at" ON "batch_jobs" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "batch_jobs_client_custom_id" ON "batch_jobs" USING btree ("client_id","custom_id");--> statement-breakpoint
CREATE INDEX "batch_jobs_unfinished" ON "batch_jobs" USING btree ("client_id","status") WHERE "batch_jobs"."status" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "h2b_sessions_client_started_at" ON "h2b_sessions" USING btree ("client_id","started_at");--> statement-breakpoint
CREATE INDEX "h2b_sessions_app_started_at" ON "h2b_sessions" USING btree ("app_id","started_at");--> statement-breakpoint
CREATE INDEX "h2b_sessions_started_at" ON "h2b_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "h2b_sessions_client_custom_id" ON "h2b_sessions" USING btree ("client_id","custom_id");