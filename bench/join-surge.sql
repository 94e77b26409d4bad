-- One join as pgbench runs it (bench/join-surge.mjs): the ceiling the server's POST
-- /api/join-contest is compared with. The same shape as the server's join, one transaction per
-- join: debit a wallet under a balance guard, bump the contest's entry count under its capacity,
-- insert the entry and the ledger row. Tables pgb_* in the bench's scratch database.
--
--   pgbench -n -M prepared -c 32 -j 2 -T 10 -D users=5000 -D first=1 -D last=50 -f bench/join-surge.sql <db>
--
-- first..last: the contests a join picks from at random (1..50: the spread contests; 51..51: the
-- one hot row). The fee of contest c is 2500 + (c % 25) * 100 paise, as seeded.
\set uid random(1, :users)
\set cid random(:first, :last)
\set fee 2500 + (:cid % 25) * 100
BEGIN;
UPDATE pgb_wallets SET deposit_paise = deposit_paise - :fee, updated_at = now() WHERE user_id = :uid AND deposit_paise >= :fee;
UPDATE pgb_contests SET entries = entries + 1 WHERE id = :cid AND entries < spots;
INSERT INTO pgb_entries (contest_id, user_id, fee_paise) VALUES (:cid, :uid, :fee);
INSERT INTO pgb_ledger (user_id, amount_paise, reference, description) VALUES (:uid, -1 * :fee, 'contest:' || (:cid)::text, 'Entry fee');
END;
