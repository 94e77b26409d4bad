import { teamName, toRupees, type ComparedSideView, type ComparisonView, type EntryTeamView, type LeaderboardRowView, type MatchSummaryView, type Multipliers, type OverallLeaderboardRowView } from '@crease/game';
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

export function presentOverallRow(username: string | undefined, totalPoints: number, match: MatchSummaryView): OverallLeaderboardRowView {
  return { username: username ?? UNKNOWN_NAME, totalPoints, match };
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

/** One side of a comparison before it is presented: the entry, its team and who made it. */
export interface ComparedSide {
  entryId: number;
  username: string | undefined;
  team: TeamRow;
}

/**
 * Two entries side by side: each side's players with their points times that side's multiplier,
 * the players both picked (each side's points: captaincy may differ), and those only one picked
 * with the points they made. `pointsOf` is every player's points as they stand (live: the board's).
 */
export function presentComparison(
  sides: { a: ComparedSide; b: ComparedSide },
  squad: readonly PlayerRow[],
  pointsOf: (player: PlayerRow) => number,
  multipliers: Multipliers,
): ComparisonView {
  const byId = new Map(squad.map((player) => [player.id, player]));
  const side = ({ entryId, username, team }: ComparedSide) => {
    const weighted = new Map<number, number>();
    const players = team.playerIds.flatMap((id) => {
      const player = byId.get(id);
      if (!player) return [];
      const multiplier = id === team.captainId ? multipliers.captain : id === team.viceCaptainId ? multipliers.viceCaptain : 1;
      const points = pointsOf(player) * multiplier;
      weighted.set(id, points);
      return [{ playerId: id, name: player.name, team: player.team, role: player.role, points }];
    });
    const view: ComparedSideView = {
      entryId,
      username: username ?? UNKNOWN_NAME,
      teamName: teamName(team.ordinal),
      captainId: team.captainId,
      viceCaptainId: team.viceCaptainId,
      totalPoints: players.reduce((sum, player) => sum + player.points, 0),
      players,
    };
    return { view, weighted };
  };
  const a = side(sides.a);
  const b = side(sides.b);
  return {
    a: a.view,
    b: b.view,
    common: a.view.players
      .filter((player) => b.weighted.has(player.playerId))
      .map(({ points, ...player }) => ({ ...player, aPoints: points, bPoints: b.weighted.get(player.playerId)! })),
    onlyA: a.view.players.filter((player) => !b.weighted.has(player.playerId)),
    onlyB: b.view.players.filter((player) => !a.weighted.has(player.playerId)),
  };
}
