-- Scribr annotations (issue 12): classification labels, optionally judging a Moriarty tag, and their annotations of calls (one per label and call, positive or negative, optionally on a span of one transcript turn).
CREATE TABLE "scribr_annotations" (
	"label_id" integer NOT NULL,
	"call_id" text NOT NULL,
	"polarity" text NOT NULL,
	"span_turn" integer,
	"span_start" integer,
	"span_end" integer,
	"annotator_id" text,
	"annotator_name" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scribr_annotations_label_id_call_id_pk" PRIMARY KEY("label_id","call_id"),
	CONSTRAINT "scribr_annotations_polarity" CHECK ("scribr_annotations"."polarity" IN ('positive', 'negative')),
	CONSTRAINT "scribr_annotations_span" CHECK (("scribr_annotations"."span_turn" IS NULL AND "scribr_annotations"."span_start" IS NULL AND "scribr_annotations"."span_end" IS NULL) OR ("scribr_annotations"."span_turn" >= 0 AND "scribr_annotations"."span_start" >= 0 AND "scribr_annotations"."span_end" > "scribr_annotations"."span_start"))
);
--> statement-breakpoint
CREATE TABLE "scribr_classification_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"colour" text NOT NULL,
	"lang" text NOT NULL,
	"tag_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scribr_classification_labels_colour" CHECK ("scribr_classification_labels"."colour" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "scribr_annotations" ADD CONSTRAINT "scribr_annotations_label_id_scribr_classification_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."scribr_classification_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribr_annotations" ADD CONSTRAINT "scribr_annotations_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribr_classification_labels" ADD CONSTRAINT "scribr_classification_labels_tag_id_moriarty_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."moriarty_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scribr_annotations_call_id" ON "scribr_annotations" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "scribr_classification_labels_lang" ON "scribr_classification_labels" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "scribr_classification_labels_tag_id" ON "scribr_classification_labels" USING btree ("tag_id");