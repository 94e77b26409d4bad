CREATE TABLE "deliveries" (
	"match_id" integer NOT NULL,
	"innings" smallint NOT NULL,
	"over" smallint NOT NULL,
	"ball" smallint NOT NULL,
	"super_over" boolean NOT NULL,
	"delivery" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_match_id_innings_over_ball_super_over_pk" PRIMARY KEY("match_id","innings","over","ball","super_over")
);
--> statement-breakpoint
CREATE TABLE "scorecard_lines" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_lines_match_id_player_id_pk" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "scoring_versions" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "points" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "prize_paise" bigint;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "results_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_lines" ADD CONSTRAINT "scorecard_lines_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_lines" ADD CONSTRAINT "scorecard_lines_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_versions" ADD CONSTRAINT "scoring_versions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_entries_table_idx" ON "contest_entries" USING btree ("contest_id","points" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contest_entries_unpaid_idx" ON "contest_entries" USING btree ("contest_id","id") WHERE "contest_entries"."prize_paise" > 0 and "contest_entries"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "contests_unsettled_idx" ON "contests" USING btree ("id") WHERE "contests"."status" = 'COMPLETED' and not "contests"."result_distributed";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_winning_key" ON "wallet_transactions" USING btree ("reference") WHERE "wallet_transactions"."type" = 'WINNING';