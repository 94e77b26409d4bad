-- Private contests and leagues: the contests a player makes for friends (a code, a maker, a
-- prize template and the platform's share), leagues and their members, and the series a match
-- belongs to. Then the join takes the invite code (the text after the DROP is
-- apps/server/src/modules/entries/join-contest.sql as it is now).
CREATE TABLE "league_members" (
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_members_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"competition" text NOT NULL,
	"invite_code" text NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "competition" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "creator_id" integer;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "prize_template" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "platform_share_bps" integer;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_members_user_idx" ON "league_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_invite_code_idx" ON "leagues" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "leagues_competition_idx" ON "leagues" USING btree (lower("competition"));--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_competition_idx" ON "matches" USING btree (lower("competition"));--> statement-breakpoint
CREATE UNIQUE INDEX "contests_invite_code_idx" ON "contests" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "contests_creator_idx" ON "contests" USING btree ("creator_id") WHERE "contests"."is_private";--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_private_complete" CHECK (not "contests"."is_private" or ("contests"."invite_code" is not null and "contests"."creator_id" is not null and "contests"."prize_template" is not null and "contests"."platform_share_bps" between 0 and 10000));--> statement-breakpoint
DROP FUNCTION IF EXISTS crease_join_contest(integer, integer, integer, timestamptz, boolean, text[]);
--> statement-breakpoint
-- crease_join_contest: joining a contest in one call. The checks, a spot from one of the
-- contest's shards, the fee with its ledger row, and the entry, in one transaction and one round
-- trip. The entries service calls it (entries.queries.ts: callJoin) and turns each outcome into
-- the message a player reads; docs/ENTRIES.md walks through it.
--
-- This file is the function's source. Migrations install it: 0003 created it, 0006 added who may
-- play, 0007 private contests (p_invite), and a change here goes out as a new migration with this
-- text (never an edit of an applied one).
-- join-contest.test.ts fails while the function the migrations install differs from this file,
-- and holds the function to the game package's rules (isBeforeDeadline, contestStatusAt,
-- splitFee) at each edge.
--
-- What it touches, by the module that owns each table:
--   reads   matches (matches), contests (contests: a private one's invite code too), user_teams (teams), users (auth: a verified
--           e-mail), player_profiles (compliance: date of birth, state, a pause)
--   writes  contest_slots (contests): one shard's `taken` + 1
--           wallets (wallet): the fee off the parts, bonus first, then deposits, then winnings;
--             an empty wallet row for an account made before wallets existed
--           wallet_transactions (wallet): the ENTRY_FEE ledger row, with the same parts
--           contest_entries (entries): the entry, with the parts its fee came from
--
-- Order matters. The user's wallet is locked first, so one user's joins run one at a time and
-- the duplicate and team-limit checks after it see every earlier join of theirs (in READ
-- COMMITTED each statement here takes a fresh snapshot). The spot is taken before any money
-- moves, so a full or cancelled contest changes nothing.
--
-- A private contest is joined only with its invite code (p_invite, as typed): without it, or with
-- another, the answer is NO_CONTEST, word for word what an unknown contest gets, so neither its
-- id nor its existence can be learnt by trying.
--
-- Who may play is checked as packages/game's complianceProblem checks it, in its order: a pause
-- stops every join; a paid contest also needs paid play on (p_paid_play), a verified e-mail, a
-- date of birth 18 years or more before today in India, and a state outside p_restricted.
CREATE OR REPLACE FUNCTION crease_join_contest(
  p_user integer,
  p_contest integer,
  p_team integer,
  p_now timestamptz,
  p_paid_play boolean,
  p_restricted text[],
  p_invite text
)
RETURNS TABLE (
  outcome text,
  entry_id integer,
  balance_paise bigint,
  fee_paise bigint,
  held integer,
  contest_name text,
  team_a text,
  team_b text,
  max_teams integer
)
LANGUAGE plpgsql AS $$
DECLARE
  c record;
  w record;
  pl record;
  v_today date;
  v_team_match integer;
  v_count integer;
  v_shard smallint;
  v_bonus bigint;
  v_deposit bigint;
  v_winnings bigint;
  v_entry integer;
BEGIN
  SELECT ct.name, ct.status, ct.entry_fee_paise AS fee, ct.max_teams_per_user, ct.match_id, m.start_time, m.state, m.team_a, m.team_b
    INTO c
    FROM contests ct JOIN matches m ON m.id = ct.match_id
    WHERE ct.id = p_contest AND (NOT ct.is_private OR ct.invite_code = upper(p_invite));
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'NO_CONTEST', NULL::integer, NULL::bigint, NULL::bigint, NULL::integer, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;

  outcome := NULL;
  IF c.status = 'CANCELLED' THEN
    outcome := 'CANCELLED';
  ELSIF c.state <> 'SCHEDULED' OR c.start_time <= p_now THEN
    outcome := 'CLOSED';
  ELSE
    SELECT t.match_id INTO v_team_match FROM user_teams t WHERE t.id = p_team AND t.user_id = p_user;
    IF NOT FOUND THEN
      outcome := 'NO_TEAM';
    ELSIF v_team_match <> c.match_id THEN
      outcome := 'OTHER_MATCH';
    END IF;
  END IF;
  IF outcome IS NULL THEN
    SELECT u.email_verified_at IS NOT NULL AS verified, p.date_of_birth, p.state, p.self_excluded_until
      INTO pl
      FROM users u LEFT JOIN player_profiles p ON p.user_id = u.id
      WHERE u.id = p_user;
    -- Today in India (UTC+5:30 all year); an age is yyyymmdd of today less that of the birth,
    -- over 10000 (ageOn in packages/game): a year is added on the birthday, on 1 March for 29 February.
    v_today := ((p_now AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date;
    IF c.fee > 0 AND NOT p_paid_play THEN
      outcome := 'PAID_PLAY_OFF';
    ELSIF pl.self_excluded_until > p_now THEN
      outcome := 'SELF_EXCLUDED';
    ELSIF c.fee > 0 THEN
      IF NOT pl.verified THEN
        outcome := 'EMAIL_UNVERIFIED';
      ELSIF pl.date_of_birth IS NULL THEN
        outcome := 'NO_DATE_OF_BIRTH';
      ELSIF to_char(v_today, 'YYYYMMDD')::integer - to_char(pl.date_of_birth, 'YYYYMMDD')::integer < 180000 THEN
        outcome := 'UNDER_18';
      ELSIF pl.state IS NULL THEN
        outcome := 'NO_STATE';
      ELSIF pl.state = ANY (p_restricted) THEN
        outcome := 'RESTRICTED_STATE';
      END IF;
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, NULL::integer, NULL::bigint, c.fee, NULL::integer, c.name, c.team_a, c.team_b, c.max_teams_per_user;
    RETURN;
  END IF;

  SELECT * INTO w FROM wallets WHERE user_id = p_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    INSERT INTO wallets (user_id) VALUES (p_user) ON CONFLICT DO NOTHING;
    SELECT * INTO w FROM wallets WHERE user_id = p_user FOR NO KEY UPDATE;
  END IF;

  IF EXISTS (SELECT 1 FROM contest_entries e WHERE e.contest_id = p_contest AND e.team_id = p_team) THEN
    outcome := 'DUPLICATE';
  ELSE
    SELECT count(*) INTO v_count FROM contest_entries e WHERE e.contest_id = p_contest AND e.user_id = p_user;
    IF v_count >= c.max_teams_per_user THEN
      outcome := 'LIMIT';
    ELSIF w.bonus_paise + w.deposit_paise + w.winnings_paise < c.fee THEN
      outcome := 'BALANCE';
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, NULL::integer, w.bonus_paise + w.deposit_paise + w.winnings_paise, c.fee, v_count, c.name, c.team_a, c.team_b, c.max_teams_per_user;
    RETURN;
  END IF;

  -- A shard with room that no other join holds; only if every such shard is held, wait for one.
  -- Each try locks at most the one row it answers, so a join never holds a shard while waiting
  -- for another (a cancel closes them all, and must not meet a join holding one and wanting more).
  SELECT x.shard INTO v_shard FROM contest_slots x
    WHERE x.contest_id = p_contest AND NOT x.closed AND (x.capacity IS NULL OR x.taken < x.capacity)
    ORDER BY random() LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    SELECT x.shard INTO v_shard FROM contest_slots x
      WHERE x.contest_id = p_contest AND NOT x.closed AND (x.capacity IS NULL OR x.taken < x.capacity)
      ORDER BY random() LIMIT 1 FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    outcome := CASE WHEN EXISTS (SELECT 1 FROM contest_slots x WHERE x.contest_id = p_contest AND x.closed) THEN 'CANCELLED' ELSE 'FULL' END;
    RETURN QUERY SELECT outcome, NULL::integer, NULL::bigint, c.fee, NULL::integer, c.name, c.team_a, c.team_b, c.max_teams_per_user;
    RETURN;
  END IF;
  -- Locked and rechecked above: it has room and is open.
  UPDATE contest_slots SET taken = taken + 1 WHERE contest_id = p_contest AND shard = v_shard;

  -- Bonus first, then deposits, then winnings (the order of splitFee in packages/game).
  v_bonus := least(w.bonus_paise, c.fee);
  v_deposit := least(w.deposit_paise, c.fee - v_bonus);
  v_winnings := c.fee - v_bonus - v_deposit;
  IF c.fee > 0 THEN
    UPDATE wallets
      SET bonus_paise = bonus_paise - v_bonus, deposit_paise = deposit_paise - v_deposit,
          winnings_paise = winnings_paise - v_winnings, updated_at = p_now
      WHERE user_id = p_user;
    INSERT INTO wallet_transactions (user_id, type, amount_paise, bonus_paise, deposit_paise, winnings_paise, reference, description)
      VALUES (p_user, 'ENTRY_FEE', -c.fee, -v_bonus, -v_deposit, -v_winnings,
              'contest:' || p_contest || ':team:' || p_team,
              'Entry fee: ' || c.name || ' (' || c.team_a || ' vs ' || c.team_b || ')');
  END IF;
  INSERT INTO contest_entries (contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise)
    VALUES (p_contest, p_user, p_team, v_shard, v_bonus, v_deposit, v_winnings)
    RETURNING id INTO v_entry;

  RETURN QUERY SELECT 'JOINED', v_entry, w.bonus_paise + w.deposit_paise + w.winnings_paise - c.fee, c.fee, v_count + 1, c.name, c.team_a, c.team_b, c.max_teams_per_user;
END;
$$;
