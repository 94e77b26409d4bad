ALTER TABLE "matches" ADD COLUMN "scorer" text DEFAULT 'FEED' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "source" text DEFAULT 'FEED' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_scorer_known" CHECK ("matches"."scorer" in ('FEED', 'MANUAL'));