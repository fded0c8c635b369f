-- Config clients (issue 13): what an operator sets up for a customer (status, languages, data retention, contact e-mail); names unique case aside; new ids from a sequence kept past the largest id, never given twice.
CREATE SEQUENCE "public"."clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('"public"."clients_id_seq"', (SELECT coalesce(max("id"), 0) + 1 FROM "clients"), false);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "languages" text[] DEFAULT '{"fr"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "inserted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_name_lower" ON "clients" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status" CHECK ("clients"."status" IN ('active', 'suspended'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_retention_days" CHECK ("clients"."retention_days" BETWEEN 1 AND 3650);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_languages" CHECK (cardinality("clients"."languages") >= 1);