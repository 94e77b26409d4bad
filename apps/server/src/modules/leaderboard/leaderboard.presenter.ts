import { teamName, toRupees, type EntryTeamView, type LeaderboardRowView, type Multipliers, type OverallLeaderboardRowView } from '@crease/game';
import type { EntryRow } from '../entries/entries.service.ts';
import { presentPlayer } from '../players/players.presenter.ts';
import type { PlayerRow } from '../players/players.service.ts';
import type { TeamRow } from '../teams/teams.service.ts';

/** A row of a contest's table before it is presented: points in halves, money in paise. */
export interface TableRow {
  rank: number;
  userId: number;
  teamId: number;
  entryId: number;
  /** Half points (the Vice-Captain's 1.5x keeps every score whole this way). */
  score: number;
  prizePaise: number | null;
}

/** Shown for an account whose name could not be read (deleted since it entered). */
const UNKNOWN_NAME = 'A player';

/** A row as the API and the topics carry it; `viewerId` marks the caller's own (none in a shared frame). */
export function presentRow(row: TableRow, names: ReadonlyMap<number, string>, viewerId: number | undefined): LeaderboardRowView {
  return {
    rank: row.rank,
    username: names.get(row.userId) ?? UNKNOWN_NAME,
    teamId: row.teamId,
    entryId: row.entryId,
    totalPoints: row.score / 2,
    prize: row.prizePaise === null ? null : toRupees(row.prizePaise),
    mine: row.userId === viewerId,
  };
}

export function presentOverallRow(username: string | undefined, totalPoints: number): OverallLeaderboardRowView {
  return { username: username ?? UNKNOWN_NAME, totalPoints };
}

export interface EntryTeamParts {
  entry: EntryRow;
  team: TeamRow;
  squad: readonly PlayerRow[];
  username: string | undefined;
  rank: number | null;
  totalPoints: number;
  prizePaise: number | null;
  multipliers: Multipliers;
}

/** An entry's team in its contest: each player in the order picked, with what they add to it. */
export function presentEntryTeam({ entry, team, squad, username, rank, totalPoints, prizePaise, multipliers }: EntryTeamParts): EntryTeamView {
  const byId = new Map(squad.map((player) => [player.id, player]));
  return {
    entryId: entry.id,
    contestId: entry.contestId,
    teamId: team.id,
    teamName: teamName(team.ordinal),
    username: username ?? UNKNOWN_NAME,
    rank,
    totalPoints,
    prize: prizePaise === null ? null : toRupees(prizePaise),
    captainId: team.captainId,
    viceCaptainId: team.viceCaptainId,
    players: team.playerIds.flatMap((id) => {
      const player = byId.get(id);
      if (!player) return [];
      const multiplier = id === team.captainId ? multipliers.captain : id === team.viceCaptainId ? multipliers.viceCaptain : 1;
      return [{ ...presentPlayer(player), multiplier: multiplier as 1 | 1.5 | 2, teamPoints: player.points * multiplier }];
    }),
  };
}
