-- The join's fee split as a function (crease_fee_split) against the three assignments it replaced,
-- inside PL/pgSQL as the join calls it: 200,000 calls a round, five rounds, the two alternating.
-- Nothing is written: the functions are temporary and the database untouched.
--   psql postgres://postgres@127.0.0.1:5432/postgres -f bench/fee-split.sql
-- Quote the medians per call and their difference (docs/PERFORMANCE.md, "The join's fee split").
\set QUIET on
\pset tuples_only on
CREATE FUNCTION pg_temp.crease_fee_split(p_fee bigint, p_bonus bigint, p_deposit bigint, p_winnings bigint)
RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    least(p_bonus, p_fee),
    least(p_deposit, greatest(p_fee - p_bonus, 0)),
    least(p_winnings, greatest(p_fee - p_bonus - p_deposit, 0)),
    greatest(p_fee - p_bonus - p_deposit - p_winnings, 0)
  ]::bigint[]
$$;
-- The baseline: what the join did before (0014).
CREATE FUNCTION pg_temp.inline_split(n int) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v_bonus bigint; v_deposit bigint; v_winnings bigint; fee bigint := 3900; total bigint := 0;
        bonus bigint := 1000; deposit bigint := 900; winnings bigint := 5000;
BEGIN
  FOR i IN 1 .. n LOOP
    v_bonus := least(bonus, fee);
    v_deposit := least(deposit, fee - v_bonus);
    v_winnings := fee - v_bonus - v_deposit;
    total := total + v_winnings;
  END LOOP;
  RETURN total;
END $$;
-- Now (0015): the function, then its parts.
CREATE FUNCTION pg_temp.function_split(n int) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v_bonus bigint; v_deposit bigint; v_winnings bigint; v_split bigint[]; fee bigint := 3900; total bigint := 0;
        bonus bigint := 1000; deposit bigint := 900; winnings bigint := 5000;
BEGIN
  FOR i IN 1 .. n LOOP
    v_split := pg_temp.crease_fee_split(fee, bonus, deposit, winnings);
    v_bonus := v_split[1];
    v_deposit := v_split[2];
    v_winnings := v_split[3];
    total := total + v_winnings;
  END LOOP;
  RETURN total;
END $$;
CREATE FUNCTION pg_temp.timed(kind text, n int) RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE started timestamptz := clock_timestamp();
BEGIN
  IF kind = 'inline' THEN PERFORM pg_temp.inline_split(n); ELSE PERFORM pg_temp.function_split(n); END IF;
  RETURN extract(epoch FROM clock_timestamp() - started) * 1e6 / n;
END $$;
-- Warm both, then five alternating rounds.
SELECT pg_temp.timed('inline', 20000) + pg_temp.timed('function', 20000) > 0 AS warm \gset
WITH rounds AS (
  SELECT r, pg_temp.timed('inline', 200000) AS inline_us, pg_temp.timed('function', 200000) AS function_us
  FROM generate_series(1, 5) AS r
)
SELECT format('inline %s us, function %s us a call (medians of 5 rounds of 200,000); difference %s us; rounds: %s',
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY inline_us)::numeric, 2),
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY function_us)::numeric, 2),
  round((percentile_cont(0.5) WITHIN GROUP (ORDER BY function_us) - percentile_cont(0.5) WITHIN GROUP (ORDER BY inline_us))::numeric, 2),
  string_agg(format('%s/%s', round(inline_us::numeric, 2), round(function_us::numeric, 2)), ' ' ORDER BY r))
FROM rounds;
