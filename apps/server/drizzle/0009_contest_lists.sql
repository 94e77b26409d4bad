-- Lists a page at a time: each contest keeps its match's start time (the lists' order), filled
-- in from the matches for the contests there are, and indexes for each list and filter.
ALTER TABLE "contests" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "contests" SET "starts_at" = "matches"."start_time" FROM "matches" WHERE "matches"."id" = "contests"."match_id";--> statement-breakpoint
ALTER TABLE "contests" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contests_list_idx" ON "contests" USING btree ("starts_at","id") WHERE not "contests"."is_private";--> statement-breakpoint
CREATE INDEX "contests_status_list_idx" ON "contests" USING btree ("status","starts_at","id") WHERE not "contests"."is_private";--> statement-breakpoint
CREATE INDEX "contests_match_list_idx" ON "contests" USING btree ("match_id","starts_at","id") WHERE not "contests"."is_private";