-- handwritten below
-- A private contest's maker is told of a friend's entry in the join's own transaction (an outbox
-- row of notifications written with the entry), so a crash between the two can no longer lose it.
-- The text below is apps/server/src/modules/entries/join-contest.sql as it is now.
-- crease_join_contest: joining a contest in one call. The checks, a spot from one of the
-- contest's shards, the fee with its ledger row, and the entry, in one transaction and one round
-- trip. The entries service calls it (entries.queries.ts: callJoin) and turns each outcome into
-- the message a player reads; docs/ENTRIES.md walks through it.
--
-- This file is the source of the join's two functions: crease_join_batch (many joins, each checked
-- as one, in one transaction) and crease_join_contest (one join: a batch of one). Migrations
-- install it: 0003 created the first, 0006 added who may play, 0007 private contests (p_invite),
-- 0008 the batch, 0014 a join in five statements and the team count read by its index whatever the
-- statistics say, 0015 the fee split as a function of its own (crease_fee_split, which the join
-- sheet's preview calls too), 0020 the maker of a private contest told of a friend's entry in the
-- join's own transaction; a change here goes out as a new migration with this text (never an edit of an
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
--           notifications (notifications): a private contest's maker told a friend joined
--             (FRIEND_JOINED, one per entry), due for delivery at once: written with the entry, so
--             it exists exactly when the entry does (docs/NOTIFICATIONS.md)
--
-- Order matters. The user's wallet is locked before the duplicate and team-limit checks, so one
-- user's joins run one at a time and those checks see every earlier join of theirs (in READ
-- COMMITTED each statement here takes a fresh snapshot). The spot is taken before any money
-- moves, so a full or cancelled contest changes nothing.
--
-- Five statements a join (a deadline surge is bound by the work per join: docs/PERFORMANCE.md):
-- the contest with its match; the wallet locked, read with the user's e-mail, profile and team;
-- the user's entries in the contest (how many, and whether this team is one); a spot; and the
-- fee, its ledger row and the entry in one statement. The outcomes come in the order they did when
-- each was a statement of its own.
--
-- A private contest is joined only with its invite code (p_invite, as typed): without it, or with
-- another, the answer is NO_CONTEST, word for word what an unknown contest gets, so neither its
-- id nor its existence can be learnt by trying.
--
-- Who may play is checked as packages/game's complianceProblem checks it, in its order: a pause
-- stops every join; a paid contest also needs paid play on (p_paid_play), a verified e-mail, a
-- date of birth 18 years or more before today in India, and a state outside p_restricted.
-- crease_fee_split: how a fee is taken from a wallet's parts, bonus first, then deposits, then
-- winnings (winnings stay withdrawable as long as possible: the order of splitFee in
-- packages/game), as {bonus, deposit, winnings, short}: what each part gives and what the balance
-- lacks (0 when it covers the fee). The one rule for both the join, which takes these parts (and
-- refuses a short balance first), and the join sheet's preview (GET /api/join-contest/preview),
-- which shows them: a preview never says other than what a join then takes.
CREATE OR REPLACE FUNCTION crease_fee_split(p_fee bigint, p_bonus bigint, p_deposit bigint, p_winnings bigint)
RETURNS bigint[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    least(p_bonus, p_fee),
    least(p_deposit, greatest(p_fee - p_bonus, 0)),
    least(p_winnings, greatest(p_fee - p_bonus - p_deposit, 0)),
    greatest(p_fee - p_bonus - p_deposit - p_winnings, 0)
  ]::bigint[]
$$;

--> statement-breakpoint
-- crease_join_batch: many joins in one call and one transaction, each checked and written as one,
-- at its own time (when it reached the server), in the order given (the entries service's batcher sends the
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
DECLARE
  v_user integer;
  v_contest integer;
  v_team integer;
  v_now timestamptz;
  c record;
  w record;
  v_today date;
  v_count integer;
  v_duplicate boolean;
  v_shard smallint;
  v_bonus bigint;
  v_deposit bigint;
  v_winnings bigint;
  v_split bigint[];
  v_held text;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_users, 1), 0) LOOP
    idx := i;
    v_user := p_users[i];
    v_contest := p_contests[i];
    v_team := p_teams[i];
    v_now := p_nows[i];
    outcome := NULL;
    entry_id := NULL;
    balance_paise := NULL;
    held := NULL;

    SELECT ct.name, ct.status, ct.entry_fee_paise AS fee, ct.max_teams_per_user, ct.match_id, m.start_time, m.state, m.team_a, m.team_b,
           ct.is_private, ct.creator_id
      INTO c
      FROM contests ct JOIN matches m ON m.id = ct.match_id
      WHERE ct.id = v_contest AND (NOT ct.is_private OR ct.invite_code = upper(p_invites[i]));
    IF NOT FOUND THEN
      outcome := 'NO_CONTEST';
      fee_paise := NULL;
      contest_name := NULL;
      team_a := NULL;
      team_b := NULL;
      max_teams := NULL;
      RETURN NEXT;
      CONTINUE;
    END IF;
    fee_paise := c.fee;
    contest_name := c.name;
    team_a := c.team_a;
    team_b := c.team_b;
    max_teams := c.max_teams_per_user;
    IF c.status = 'CANCELLED' THEN
      outcome := 'CANCELLED';
    ELSIF c.state <> 'SCHEDULED' OR c.start_time <= v_now THEN
      outcome := 'CLOSED';
    END IF;
    IF outcome IS NOT NULL THEN
      RETURN NEXT;
      CONTINUE;
    END IF;

    -- The wallet, locked, with the user's e-mail, profile and team; an account made before
    -- wallets existed gets an empty one first.
    FOR attempt IN 1 .. 2 LOOP
      SELECT wl.bonus_paise, wl.deposit_paise, wl.winnings_paise, u.email_verified_at IS NOT NULL AS verified,
             pr.date_of_birth, pr.state, pr.self_excluded_until, t.id IS NOT NULL AS has_team, t.match_id AS team_match
        INTO w
        FROM wallets wl
        JOIN users u ON u.id = wl.user_id
        LEFT JOIN player_profiles pr ON pr.user_id = wl.user_id
        LEFT JOIN user_teams t ON t.id = v_team AND t.user_id = wl.user_id
        WHERE wl.user_id = v_user
        FOR NO KEY UPDATE OF wl;
      EXIT WHEN FOUND;
      INSERT INTO wallets (user_id) SELECT v_user WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = v_user) ON CONFLICT DO NOTHING;
    END LOOP;
    IF w.has_team IS NOT TRUE THEN
      outcome := 'NO_TEAM';
    ELSIF w.team_match <> c.match_id THEN
      outcome := 'OTHER_MATCH';
    ELSE
      -- Today in India (UTC+5:30 all year); an age is yyyymmdd of today less that of the birth,
      -- over 10000 (ageOn in packages/game): a year is added on the birthday, on 1 March for 29 February.
      v_today := ((v_now AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date;
      IF c.fee > 0 AND NOT p_paid_play THEN
        outcome := 'PAID_PLAY_OFF';
      ELSIF w.self_excluded_until > v_now THEN
        outcome := 'SELF_EXCLUDED';
      ELSIF c.fee > 0 THEN
        IF NOT w.verified THEN
          outcome := 'EMAIL_UNVERIFIED';
        ELSIF w.date_of_birth IS NULL THEN
          outcome := 'NO_DATE_OF_BIRTH';
        ELSIF to_char(v_today, 'YYYYMMDD')::integer - to_char(w.date_of_birth, 'YYYYMMDD')::integer < 180000 THEN
          outcome := 'UNDER_18';
        ELSIF w.state IS NULL THEN
          outcome := 'NO_STATE';
        ELSIF w.state = ANY (p_restricted) THEN
          outcome := 'RESTRICTED_STATE';
        END IF;
      END IF;
    END IF;
    IF outcome IS NOT NULL THEN
      RETURN NEXT;
      CONTINUE;
    END IF;

    -- The user's entries in the contest: how many, and whether this team is one of them (a team
    -- is its owner's, so an entry of it is theirs). Read by contest_entries_user_idx (user_id,
    -- contest_id) whatever the statistics say: the row comparisons are conditions only that index
    -- can use, so no plan reads the whole contest by an index that leads with contest_id (which
    -- the planner took when the statistics predated a contest, and joins fell to 60-90 a second).
    SELECT count(*), coalesce(bool_or(e.team_id = v_team), false)
      INTO v_count, v_duplicate
      FROM contest_entries e
      WHERE e.user_id = v_user
        AND (e.user_id, e.contest_id) >= (v_user, v_contest)
        AND (e.user_id, e.contest_id) <= (v_user, v_contest);
    balance_paise := w.bonus_paise + w.deposit_paise + w.winnings_paise;
    IF v_duplicate THEN
      outcome := 'DUPLICATE';
    ELSIF v_count >= c.max_teams_per_user THEN
      outcome := 'LIMIT';
      held := v_count;
    ELSIF balance_paise < c.fee THEN
      outcome := 'BALANCE';
      held := v_count;
    END IF;
    IF outcome IS NOT NULL THEN
      RETURN NEXT;
      CONTINUE;
    END IF;
    balance_paise := NULL;

    -- A spot: the shard this transaction already holds for the contest first (a batch holds one
    -- shard per contest, not one per join), else one with room that no other join holds, and
    -- only if every such shard is held, wait for one. Each try locks at most the one row it
    -- takes, so a join never holds a shard while waiting for another (a cancel closes them all,
    -- and must not meet a join holding one and wanting more).
    v_shard := NULL;
    v_held := current_setting('crease.shard_' || v_contest, true);
    IF v_held IS NOT NULL AND v_held <> '' THEN
      UPDATE contest_slots x SET taken = x.taken + 1
        WHERE x.contest_id = v_contest AND x.shard = v_held::smallint AND NOT x.closed AND (x.capacity IS NULL OR x.taken < x.capacity)
        RETURNING x.shard INTO v_shard;
    END IF;
    IF v_shard IS NULL THEN
      UPDATE contest_slots x SET taken = x.taken + 1
        WHERE x.contest_id = v_contest AND x.shard = (
          SELECT f.shard FROM contest_slots f
            WHERE f.contest_id = v_contest AND NOT f.closed AND (f.capacity IS NULL OR f.taken < f.capacity)
            ORDER BY random() LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING x.shard INTO v_shard;
    END IF;
    IF v_shard IS NULL THEN
      UPDATE contest_slots x SET taken = x.taken + 1
        WHERE x.contest_id = v_contest AND x.shard = (
          SELECT f.shard FROM contest_slots f
            WHERE f.contest_id = v_contest AND NOT f.closed AND (f.capacity IS NULL OR f.taken < f.capacity)
            ORDER BY random() LIMIT 1 FOR UPDATE)
        RETURNING x.shard INTO v_shard;
    END IF;
    IF v_shard IS NULL THEN
      outcome := CASE WHEN EXISTS (SELECT 1 FROM contest_slots x WHERE x.contest_id = v_contest AND x.closed) THEN 'CANCELLED' ELSE 'FULL' END;
      RETURN NEXT;
      CONTINUE;
    END IF;
    IF v_held IS DISTINCT FROM v_shard::text THEN
      PERFORM set_config('crease.shard_' || v_contest, v_shard::text, true);
    END IF;

    -- Bonus first, then deposits, then winnings (crease_fee_split, the order of splitFee in
    -- packages/game; an expression, not a statement); the fee off the wallet, its ENTRY_FEE row
    -- (only when there is a fee) and the entry, in one statement.
    v_split := crease_fee_split(c.fee, w.bonus_paise, w.deposit_paise, w.winnings_paise);
    v_bonus := v_split[1];
    v_deposit := v_split[2];
    v_winnings := v_split[3];
    WITH debit AS (
      UPDATE wallets wl
        SET bonus_paise = wl.bonus_paise - v_bonus, deposit_paise = wl.deposit_paise - v_deposit,
            winnings_paise = wl.winnings_paise - v_winnings, updated_at = v_now
        WHERE wl.user_id = v_user AND c.fee > 0
        RETURNING wl.user_id
    ), ledger AS (
      INSERT INTO wallet_transactions (user_id, type, amount_paise, bonus_paise, deposit_paise, winnings_paise, reference, description)
        SELECT debit.user_id, 'ENTRY_FEE', -c.fee, -v_bonus, -v_deposit, -v_winnings,
               'contest:' || v_contest || ':team:' || v_team,
               'Entry fee: ' || c.name || ' (' || c.team_a || ' vs ' || c.team_b || ')'
        FROM debit
    )
    INSERT INTO contest_entries (contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise)
      VALUES (v_contest, v_user, v_team, v_shard, v_bonus, v_deposit, v_winnings)
      RETURNING id INTO entry_id;

    -- A friend joined a private contest: its maker is told, in this transaction (the outbox row
    -- the notification workers deliver; its key keeps it to one per entry).
    IF c.is_private AND c.creator_id IS DISTINCT FROM v_user AND c.creator_id IS NOT NULL THEN
      INSERT INTO notifications (user_id, kind, subject, title, body, url, due_at)
        SELECT c.creator_id, 'FRIEND_JOINED', 'entry:' || entry_id, coalesce(u.name, 'A friend') || ' joined ' || c.name,
               c.team_a || ' vs ' || c.team_b || ': your private contest has a new team.', '/contests/' || v_contest, v_now
        FROM users u WHERE u.id = v_user
        ON CONFLICT (user_id, kind, subject) DO NOTHING;
    END IF;

    outcome := 'JOINED';
    balance_paise := w.bonus_paise + w.deposit_paise + w.winnings_paise - c.fee;
    held := v_count + 1;
    RETURN NEXT;
  END LOOP;
END;
$$;

--> statement-breakpoint
-- crease_join_contest: one join, as a batch of one (the same checks, outcomes and writes).
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
LANGUAGE sql AS $$
  SELECT j.outcome, j.entry_id, j.balance_paise, j.fee_paise, j.held, j.contest_name, j.team_a, j.team_b, j.max_teams
  FROM crease_join_batch(ARRAY[p_user], ARRAY[p_contest], ARRAY[p_team], ARRAY[p_invite], ARRAY[p_now], p_paid_play, p_restricted) AS j
$$;
