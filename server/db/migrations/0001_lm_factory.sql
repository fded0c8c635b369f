CREATE TABLE "corpuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"sentences" text[] NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "corpuses_lang_status" ON "corpuses" USING btree ("lang","status");