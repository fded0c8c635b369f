-- Config apps and FTP (issue 13): batch "vocal cookie" and stream H2B apps get their client, language, model alias, callback URL or audio settings and a hashed API key on the existing config_apps table (LM Factory's used-app count keeps reading language_model_id); FTP accounts (hashed passwords, allowed CIDR blocks) with their sign-ins and received files.
CREATE TABLE "ftp_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" integer NOT NULL,
	"home_folder" text NOT NULL,
	"password_hash" text NOT NULL,
	"allowed_sources" text[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ftp_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"error" text,
	CONSTRAINT "ftp_files_state" CHECK ("ftp_files"."state" IN ('received', 'processing', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ftp_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"success" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "language_model_alias" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "callback_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "audio_codec" text;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "sample_rate" integer;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "max_streams" integer;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "api_key_hash" text;--> statement-breakpoint
ALTER TABLE "config_apps" ADD COLUMN "api_key_hint" text;--> statement-breakpoint
-- Apps saved before this migration: the first client's, with the language and first alias of the model they use; stream apps get default audio settings and no API key until one is issued (rotate-key). An app with no client to give it to (no client at all) cannot exist any more.
UPDATE "config_apps" SET "client_id" = (SELECT min("id") FROM "clients");--> statement-breakpoint
DELETE FROM "config_apps" WHERE "client_id" IS NULL;--> statement-breakpoint
ALTER TABLE "config_apps" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
UPDATE "config_apps" SET "language" = c."language", "language_model_alias" = coalesce(c."aliases"[1], c."iso_aliases"[1], '') FROM "language_model_configs" c WHERE c."id" = "config_apps"."language_model_id";--> statement-breakpoint
UPDATE "config_apps" SET "audio_codec" = 'PCMA', "sample_rate" = 8000, "max_streams" = 10 WHERE "type" = 'stream';--> statement-breakpoint
ALTER TABLE "ftp_accounts" ADD CONSTRAINT "ftp_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftp_files" ADD CONSTRAINT "ftp_files_account_id_ftp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ftp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftp_logins" ADD CONSTRAINT "ftp_logins_account_id_ftp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ftp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ftp_accounts_name" ON "ftp_accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ftp_accounts_client_id" ON "ftp_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "ftp_files_account_received_at" ON "ftp_files" USING btree ("account_id","received_at");--> statement-breakpoint
CREATE INDEX "ftp_logins_account_at" ON "ftp_logins" USING btree ("account_id","at");--> statement-breakpoint
ALTER TABLE "config_apps" ADD CONSTRAINT "config_apps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "config_apps_type_client_id" ON "config_apps" USING btree ("type","client_id");--> statement-breakpoint
ALTER TABLE "config_apps" ADD CONSTRAINT "config_apps_type" CHECK ("config_apps"."type" IN ('batch', 'stream'));--> statement-breakpoint
ALTER TABLE "config_apps" ADD CONSTRAINT "config_apps_audio_codec" CHECK ("config_apps"."audio_codec" IN ('PCMU', 'PCMA', 'L16'));--> statement-breakpoint
ALTER TABLE "config_apps" ADD CONSTRAINT "config_apps_sample_rate" CHECK ("config_apps"."sample_rate" IN (8000, 16000));--> statement-breakpoint
ALTER TABLE "config_apps" ADD CONSTRAINT "config_apps_max_streams" CHECK ("config_apps"."max_streams" BETWEEN 1 AND 1000);