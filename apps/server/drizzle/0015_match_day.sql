ALTER TABLE "matches" ADD COLUMN "lineups_announced_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "result" text;