-- Joins in batches: crease_join_contest prefers the shard its transaction already holds for the
-- contest (a batch holds one per contest, not one per join), and crease_join_batch runs many
-- joins in one transaction, each checked as one. The text below is
-- apps/server/src/modules/entries/join-contest.sql as it is now.
-- crease_join_contest: joining a contest in one call. The checks, a spot from one of the
-- contest's shards, the fee with its ledger row, and the entry, in one transaction and one round
-- trip. The entries service calls it (entries.queries.ts: callJoin) and turns each outcome into
-- the message a player reads; docs/ENTRIES.md walks through it.
--
-- This file is the source of the join's two functions: crease_join_contest (one join) and
-- crease_join_batch (many joins, each checked as one, in one transaction: see the end). Migrations
-- install it: 0003 created the first, 0006 added who may play, 0007 private contests (p_invite),
-- 0008 the batch; a change here goes out as a new migration with this text (never an edit of an
-- applied one).
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
  v_held text;
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
  -- In a batch (one transaction, many joins), the shard this transaction took for this contest
  -- already is tried first: a batch holds one shard per contest, not one per join.
  v_held := current_setting('crease.shard_' || p_contest, true);
  IF v_held IS NOT NULL AND v_held <> '' THEN
    SELECT x.shard INTO v_shard FROM contest_slots x
      WHERE x.contest_id = p_contest AND x.shard = v_held::smallint AND NOT x.closed AND (x.capacity IS NULL OR x.taken < x.capacity)
      FOR UPDATE;
  END IF;
  IF v_shard IS NULL THEN
    SELECT x.shard INTO v_shard FROM contest_slots x
      WHERE x.contest_id = p_contest AND NOT x.closed AND (x.capacity IS NULL OR x.taken < x.capacity)
      ORDER BY random() LIMIT 1 FOR UPDATE SKIP LOCKED;
  END IF;
  IF v_shard IS NULL THEN
    SELECT x.shard INTO v_shard FROM contest_slots x
      WHERE x.contest_id = p_contest AND NOT x.closed AND (x.capacity IS NULL OR x.taken < x.capacity)
      ORDER BY random() LIMIT 1 FOR UPDATE;
  END IF;
  IF v_shard IS NULL THEN
    outcome := CASE WHEN EXISTS (SELECT 1 FROM contest_slots x WHERE x.contest_id = p_contest AND x.closed) THEN 'CANCELLED' ELSE 'FULL' END;
    RETURN QUERY SELECT outcome, NULL::integer, NULL::bigint, c.fee, NULL::integer, c.name, c.team_a, c.team_b, c.max_teams_per_user;
    RETURN;
  END IF;
  -- Locked and rechecked above: it has room and is open.
  UPDATE contest_slots SET taken = taken + 1 WHERE contest_id = p_contest AND shard = v_shard;
  PERFORM set_config('crease.shard_' || p_contest, v_shard::text, true);

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

--> statement-breakpoint
-- crease_join_batch: many joins in one call and one transaction, each checked and written exactly
-- as crease_join_contest does it, at its own time (when it reached the server), in the order given (the entries service's batcher sends the
-- joins that arrived within a millisecond or two, a user's in the order they came and users in
-- id order, so batches lock wallets in one order). One commit for the lot: a deadline surge costs
-- a transaction per batch, not per join. Each answer carries its place in the arrays (idx, from 1).
-- A join's refusal is its own answer; an error (two batches racing for one team's entry) undoes
-- the whole batch, and the service runs its joins again one by one.
CREATE OR REPLACE FUNCTION crease_join_batch(
  p_users integer[],
  p_contests integer[],
  p_teams integer[],
  p_invites text[],
  p_nows timestamptz[],
  p_paid_play boolean,
  p_restricted text[]
)
RETURNS TABLE (
  idx integer,
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
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_users, 1), 0) LOOP
    RETURN QUERY SELECT i, j.* FROM crease_join_contest(p_users[i], p_contests[i], p_teams[i], p_nows[i], p_paid_play, p_restricted, p_invites[i]) j;
  END LOOP;
END;
$$;

