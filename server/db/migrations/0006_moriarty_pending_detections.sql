CREATE TABLE "moriarty_pending_detections" (
	"lang" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
