CREATE TABLE "scribr_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"type" text NOT NULL,
	"metric" text NOT NULL,
	"dimension" text,
	"breakdown" text,
	"interval" text,
	"metadata_key" text,
	"duration_buckets" integer[],
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"width" integer DEFAULT 6 NOT NULL,
	"position" integer NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scribr_charts_type" CHECK ("type" IN ('line', 'bar', 'stacked_bar', 'pie', 'kpi', 'table')),
	CONSTRAINT "scribr_charts_metric" CHECK ("metric" IN ('calls', 'total_duration', 'average_duration', 'share', 'tagged_share')),
	CONSTRAINT "scribr_charts_dimension" CHECK ("dimension" IS NULL OR "dimension" IN ('time', 'tag', 'client', 'campaign', 'status', 'language', 'duration', 'metadata')),
	CONSTRAINT "scribr_charts_breakdown" CHECK ("breakdown" IS NULL OR "breakdown" IN ('time', 'tag', 'client', 'campaign', 'status', 'language', 'duration', 'metadata')),
	CONSTRAINT "scribr_charts_interval" CHECK ("interval" IS NULL OR "interval" IN ('hour', 'day', 'week', 'month')),
	CONSTRAINT "scribr_charts_width" CHECK ("scribr_charts"."width" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE INDEX "scribr_charts_position" ON "scribr_charts" USING btree ("position");--> statement-breakpoint
-- The default Scribr dashboard (issue 12): KPI tiles, then calls over time, tags, clients, campaigns, durations and statuses. Ids are fixed so that tests and links can name them.
INSERT INTO "scribr_charts" ("id", "title_en", "title_fr", "type", "metric", "dimension", "breakdown", "width", "position") VALUES
	('0c0a4a17-0000-4000-8000-000000000001', 'Calls', 'Appels', 'kpi', 'calls', NULL, NULL, 3, 0),
	('0c0a4a17-0000-4000-8000-000000000002', 'Total audio time', 'Durée audio totale', 'kpi', 'total_duration', NULL, NULL, 3, 1),
	('0c0a4a17-0000-4000-8000-000000000003', 'Average duration', 'Durée moyenne', 'kpi', 'average_duration', NULL, NULL, 3, 2),
	('0c0a4a17-0000-4000-8000-000000000004', 'Calls with a tag', 'Appels avec un tag', 'kpi', 'tagged_share', NULL, NULL, 3, 3),
	('0c0a4a17-0000-4000-8000-000000000005', 'Calls over time', 'Appels dans le temps', 'line', 'calls', 'time', NULL, 12, 4),
	('0c0a4a17-0000-4000-8000-000000000006', 'Share of calls per tag', 'Part des appels par tag', 'bar', 'share', 'tag', NULL, 6, 5),
	('0c0a4a17-0000-4000-8000-000000000007', 'Tag trend', 'Tendance des tags', 'line', 'share', 'time', 'tag', 6, 6),
	('0c0a4a17-0000-4000-8000-000000000008', 'Calls per client', 'Appels par client', 'bar', 'calls', 'client', NULL, 6, 7),
	('0c0a4a17-0000-4000-8000-000000000009', 'Calls per campaign', 'Appels par campagne', 'bar', 'calls', 'campaign', NULL, 6, 8),
	('0c0a4a17-0000-4000-8000-00000000000a', 'Duration distribution', 'Répartition des durées', 'bar', 'calls', 'duration', NULL, 6, 9),
	('0c0a4a17-0000-4000-8000-00000000000b', 'Status breakdown', 'Répartition par statut', 'pie', 'calls', 'status', NULL, 6, 10);
