CREATE TABLE "moriarty_clues" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"lang" text NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"private_description" text DEFAULT '' NOT NULL,
	"public_description" text DEFAULT '' NOT NULL,
	"concatenation_delay" integer DEFAULT 300 NOT NULL,
	"query" text NOT NULL,
	"speakers" text[] DEFAULT '{"in","out"}' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moriarty_clues_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "moriarty_tag_clues" (
	"tag_id" integer NOT NULL,
	"clue_id" integer NOT NULL,
	CONSTRAINT "moriarty_tag_clues_tag_id_clue_id_pk" PRIMARY KEY("tag_id","clue_id")
);
--> statement-breakpoint
CREATE TABLE "moriarty_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"lang" text NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"private_description" text DEFAULT '' NOT NULL,
	"public_description" text DEFAULT '' NOT NULL,
	"concatenation_delay" integer DEFAULT 300 NOT NULL,
	"query" jsonb DEFAULT '{"and":[]}'::jsonb NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moriarty_tags_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "moriarty_tag_clues" ADD CONSTRAINT "moriarty_tag_clues_tag_id_moriarty_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."moriarty_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moriarty_tag_clues" ADD CONSTRAINT "moriarty_tag_clues_clue_id_moriarty_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."moriarty_clues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moriarty_clues_lang" ON "moriarty_clues" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "moriarty_tag_clues_clue_id" ON "moriarty_tag_clues" USING btree ("clue_id");--> statement-breakpoint
CREATE INDEX "moriarty_tags_lang" ON "moriarty_tags" USING btree ("lang");