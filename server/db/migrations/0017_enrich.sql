-- Enrich (issue 15): packages (name unique case aside, language, description, enabled) with their Moriarty tags, LLM prompt uuids (no foreign key: the prompts table is the same service's, added apart) and clients; each tag's configuration (public labels, colour, priority, minimum matches, webhook).
CREATE TABLE "enrich_package_clients" (
	"package_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "enrich_package_clients_package_id_client_id_pk" PRIMARY KEY("package_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "enrich_package_prompts" (
	"package_id" integer NOT NULL,
	"prompt_uuid" uuid NOT NULL,
	CONSTRAINT "enrich_package_prompts_package_id_prompt_uuid_pk" PRIMARY KEY("package_id","prompt_uuid")
);
--> statement-breakpoint
CREATE TABLE "enrich_package_tags" (
	"package_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "enrich_package_tags_package_id_tag_id_pk" PRIMARY KEY("package_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "enrich_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrich_packages_language" CHECK ("enrich_packages"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "enrich_tag_configs" (
	"tag_id" integer PRIMARY KEY NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"label_fr" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"priority" integer NOT NULL,
	"min_matches" integer NOT NULL,
	"send_to_webhook" boolean NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrich_tag_configs_color" CHECK ("enrich_tag_configs"."color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "enrich_tag_configs_priority" CHECK ("enrich_tag_configs"."priority" BETWEEN 0 AND 100),
	CONSTRAINT "enrich_tag_configs_min_matches" CHECK ("enrich_tag_configs"."min_matches" >= 1)
);
--> statement-breakpoint
ALTER TABLE "enrich_package_clients" ADD CONSTRAINT "enrich_package_clients_package_id_enrich_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."enrich_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrich_package_clients" ADD CONSTRAINT "enrich_package_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrich_package_prompts" ADD CONSTRAINT "enrich_package_prompts_package_id_enrich_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."enrich_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrich_package_tags" ADD CONSTRAINT "enrich_package_tags_package_id_enrich_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."enrich_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrich_package_tags" ADD CONSTRAINT "enrich_package_tags_tag_id_moriarty_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."moriarty_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrich_tag_configs" ADD CONSTRAINT "enrich_tag_configs_tag_id_moriarty_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."moriarty_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrich_package_clients_client_id" ON "enrich_package_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "enrich_package_tags_tag_id" ON "enrich_package_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrich_packages_name_lower" ON "enrich_packages" USING btree (lower("name"));