// The crowd's picks of a match: how many entered teams picked each player, made them Captain or
// Vice-Captain. Read here because entries say which teams are entered; the teams' line-ups are
// the teams module's `user_teams`, read (never written) as the final table reads them.

import { param, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestEntries } from './entries.schema.ts';

export interface CrowdCounts {
  /** Teams entered (not refunded) in at least one of the contests. */
  teams: number;
  /** Per player: teams that picked them, made them Captain, made them Vice-Captain. */
  players: Map<number, { selected: number; captain: number; vice: number }>;
}

interface CrowdRow {
  player_id: number;
  selected: number | string;
  captain: number | string;
  vice: number | string;
  firsts: number | string;
}

/**
 * One set-based statement, one pass: the distinct teams entered in the contests (found through
 * the entries' unique (contest, team) index), each team's eleven unnested and counted per player.
 * Every team has exactly one player at position 1 of its line-up, so the teams are the sum of
 * those counts (no DISTINCT, no second read).
 */
export async function countCrowd(db: Db, contestIds: readonly number[]): Promise<CrowdCounts> {
  const counts: CrowdCounts = { teams: 0, players: new Map() };
  if (contestIds.length === 0) return counts;
  const result = await db.execute(sql`
    select pick.player_id,
           count(*) as selected,
           count(*) filter (where pick.player_id = t.captain_id) as captain,
           count(*) filter (where pick.player_id = t.vice_captain_id) as vice,
           count(*) filter (where pick.n = 1) as firsts
    from user_teams t
    cross join lateral unnest(t.player_ids) with ordinality as pick(player_id, n)
    where t.id in (select e.team_id from ${contestEntries} e where e.contest_id = any(${param([...contestIds])}::int[]) and e.refunded_at is null)
    group by pick.player_id`);
  for (const row of (result as unknown as { rows: CrowdRow[] }).rows) {
    counts.teams += Number(row.firsts);
    counts.players.set(Number(row.player_id), { selected: Number(row.selected), captain: Number(row.captain), vice: Number(row.vice) });
  }
  return counts;
}
