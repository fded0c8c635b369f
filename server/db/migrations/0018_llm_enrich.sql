-- LLM Enrich (issue 15): the instructions (system texts by kind) and prompts (a template filled from a call, its ordered instructions, text or JSON output with its JSON Schema, model and temperature) of the language-model enrichment service.
CREATE TABLE "llm_instructions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lang" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"inserted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "llm_instructions_kind" CHECK ("llm_instructions"."kind" IN ('system', 'style', 'output_format'))
);
--> statement-breakpoint
CREATE TABLE "llm_prompts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lang" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template" text NOT NULL,
	"instruction_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"output_kind" text DEFAULT 'text' NOT NULL,
	"json_schema" jsonb,
	"model" text DEFAULT '' NOT NULL,
	"temperature" double precision DEFAULT 0.2 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "llm_prompts_output_kind" CHECK ("llm_prompts"."output_kind" IN ('text', 'json')),
	CONSTRAINT "llm_prompts_temperature" CHECK ("llm_prompts"."temperature" >= 0 AND "llm_prompts"."temperature" <= 2)
);
--> statement-breakpoint
CREATE INDEX "llm_instructions_lang" ON "llm_instructions" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "llm_prompts_lang" ON "llm_prompts" USING btree ("lang");