CREATE TABLE "identity_login_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"username" text NOT NULL,
	"client_id" text,
	"ip_address" text,
	"error" text,
	"auth_method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_login_failures" (
	"realm" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "identity_login_failures_realm_subject_pk" PRIMARY KEY("realm","subject")
);
--> statement-breakpoint
CREATE INDEX "identity_login_events_realm_at" ON "identity_login_events" USING btree ("realm","at");