CREATE TABLE "contest_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"fee_bonus_paise" bigint NOT NULL,
	"fee_deposit_paise" bigint NOT NULL,
	"fee_winnings_paise" bigint NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_slots" (
	"contest_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"capacity" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contest_slots_contest_id_shard_pk" PRIMARY KEY("contest_id","shard"),
	CONSTRAINT "contest_slots_within_capacity" CHECK ("contest_slots"."taken" >= 0 and ("contest_slots"."capacity" is null or "contest_slots"."taken" <= "contest_slots"."capacity"))
);
--> statement-breakpoint
CREATE TABLE "user_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"player_ids" integer[] NOT NULL,
	"captain_id" integer NOT NULL,
	"vice_captain_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_teams_captains_differ" CHECK ("user_teams"."captain_id" <> "user_teams"."vice_captain_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"bonus_paise" bigint DEFAULT 0 NOT NULL,
	"deposit_paise" bigint DEFAULT 0 NOT NULL,
	"winnings_paise" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_parts_add_up" CHECK ("wallet_transactions"."amount_paise" = "wallet_transactions"."bonus_paise" + "wallet_transactions"."deposit_paise" + "wallet_transactions"."winnings_paise")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bonus_paise" bigint DEFAULT 0 NOT NULL,
	"deposit_paise" bigint DEFAULT 0 NOT NULL,
	"winnings_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_not_negative" CHECK ("wallets"."bonus_paise" >= 0 and "wallets"."deposit_paise" >= 0 and "wallets"."winnings_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contests" DROP CONSTRAINT "contests_entries_within_spots";--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_team_id_user_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."user_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_slots" ADD CONSTRAINT "contest_slots_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_teams" ADD CONSTRAINT "user_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_teams" ADD CONSTRAINT "user_teams_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_teams" ADD CONSTRAINT "user_teams_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_team_key" ON "contest_entries" USING btree ("contest_id","team_id");--> statement-breakpoint
CREATE INDEX "contest_entries_user_idx" ON "contest_entries" USING btree ("user_id","contest_id");--> statement-breakpoint
CREATE INDEX "user_teams_user_idx" ON "user_teams" USING btree ("user_id","match_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "contests" DROP COLUMN "entry_count";