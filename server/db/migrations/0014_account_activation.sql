-- Account activation (issue 13): users created at run time beside the realms' static ones (disabled until activated, password as an scrypt hash), and their one-time activation links (only the token's SHA-256 kept), per client.
CREATE TABLE "account_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"activated_at" timestamp (3) with time zone,
	"inserted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_activations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "account_activations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"id" text PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"client_roles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"groups" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_users_enabled_password" CHECK (NOT "identity_users"."enabled" OR "identity_users"."password_hash" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "account_activations" ADD CONSTRAINT "account_activations_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activations" ADD CONSTRAINT "account_activations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activations_client_id" ON "account_activations" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_username" ON "identity_users" USING btree ("realm",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_email" ON "identity_users" USING btree ("realm",lower("email"));