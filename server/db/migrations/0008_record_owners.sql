ALTER TABLE "corpuses" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "moriarty_clues" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "moriarty_tags" ADD COLUMN "client_id" integer;