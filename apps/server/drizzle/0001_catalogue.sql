CREATE TABLE "contests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"name" text NOT NULL,
	"entry_fee_paise" bigint NOT NULL,
	"prize_pool_paise" bigint NOT NULL,
	"status" text DEFAULT 'UPCOMING' NOT NULL,
	"result_distributed" boolean DEFAULT false NOT NULL,
	"spots" integer,
	"max_teams_per_user" integer DEFAULT 1 NOT NULL,
	"flexible" boolean DEFAULT false NOT NULL,
	"prizes" jsonb NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_fee_not_negative" CHECK ("contests"."entry_fee_paise" >= 0 and "contests"."prize_pool_paise" >= 0),
	CONSTRAINT "contests_spots_valid" CHECK ("contests"."spots" is null or "contests"."spots" >= 2),
	CONSTRAINT "contests_entries_within_spots" CHECK ("contests"."entry_count" >= 0 and ("contests"."spots" is null or "contests"."entry_count" <= "contests"."spots")),
	CONSTRAINT "contests_max_teams_range" CHECK ("contests"."max_teams_per_user" between 1 and 20),
	CONSTRAINT "contests_status_known" CHECK ("contests"."status" in ('UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_a" text NOT NULL,
	"team_b" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"match_type" text DEFAULT 'T20' NOT NULL,
	"state" text DEFAULT 'SCHEDULED' NOT NULL,
	"venue" text,
	"event" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_type_known" CHECK ("matches"."match_type" in ('T20', 'ODI', 'TEST')),
	CONSTRAINT "matches_state_known" CHECK ("matches"."state" in ('SCHEDULED', 'LIVE', 'COMPLETED', 'ABANDONED')),
	CONSTRAINT "matches_sides_differ" CHECK (lower("matches"."team_a") <> lower("matches"."team_b"))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"name" text NOT NULL,
	"team" text NOT NULL,
	"role" text NOT NULL,
	"credit" double precision NOT NULL,
	"points" double precision DEFAULT 0 NOT NULL,
	"playing_status" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"registry_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_credit_range" CHECK ("players"."credit" between 4 and 12 and "players"."credit" * 2 = floor("players"."credit" * 2)),
	CONSTRAINT "players_role_known" CHECK ("players"."role" in ('Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder'))
);
--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contests_match_idx" ON "contests" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_start_time_idx" ON "matches" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "players_match_idx" ON "players" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_match_registry_key" ON "players" USING btree ("match_id","registry_id");