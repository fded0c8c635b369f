CREATE TABLE "dictionaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"root_id" integer NOT NULL,
	"version" integer NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_model_files" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"arpa" text NOT NULL,
	"stats" jsonb NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"codename" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"corpus_ids" integer[] NOT NULL,
	"dictionary_ids" integer[] NOT NULL,
	"status" text DEFAULT 'success' NOT NULL,
	"failure_reason" text,
	"build_attempts" integer DEFAULT 0 NOT NULL,
	"build_started_at" timestamp with time zone,
	"build_ended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "language_models_codename_unique" UNIQUE("codename")
);
--> statement-breakpoint
CREATE TABLE "config_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"language_model_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_model_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"codename" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"iso_aliases" text[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "language_model_configs_codename_unique" UNIQUE("codename")
);
--> statement-breakpoint
ALTER TABLE "language_model_files" ADD CONSTRAINT "language_model_files_model_id_language_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."language_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_apps" ADD CONSTRAINT "config_apps_language_model_id_language_model_configs_id_fk" FOREIGN KEY ("language_model_id") REFERENCES "public"."language_model_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_model_configs" ADD CONSTRAINT "language_model_configs_codename_language_models_codename_fk" FOREIGN KEY ("codename") REFERENCES "public"."language_models"("codename") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_root_version" ON "dictionaries" USING btree ("root_id","version");--> statement-breakpoint
CREATE INDEX "dictionaries_lang_status" ON "dictionaries" USING btree ("lang","status");--> statement-breakpoint
CREATE INDEX "language_models_status" ON "language_models" USING btree ("status");--> statement-breakpoint
CREATE INDEX "language_models_lang" ON "language_models" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "config_apps_language_model_id" ON "config_apps" USING btree ("language_model_id");