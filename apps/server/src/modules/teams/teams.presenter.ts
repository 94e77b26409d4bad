import { creditsUsed, isBeforeDeadline, teamName, type TeamPreviewView, type TeamView } from '@crease/game';
import { presentMatchSummary } from '../matches/matches.presenter.ts';
import type { MatchRow } from '../matches/matches.service.ts';
import { presentPlayer } from '../players/players.presenter.ts';
import type { PlayerRow } from '../players/players.service.ts';
import type { TeamRow } from './teams.queries.ts';

/** A team's players in the order they were picked, from its match's squads. */
function playersOf(team: TeamRow, squad: readonly PlayerRow[]): PlayerRow[] {
  const byId = new Map(squad.map((player) => [player.id, player]));
  return team.playerIds.flatMap((id) => byId.get(id) ?? []);
}

export function presentTeam(team: TeamRow, match: MatchRow, squad: readonly PlayerRow[], now: Date): TeamView {
  const players = playersOf(team, squad);
  return {
    id: team.id,
    name: teamName(team.ordinal),
    contestId: team.contestId,
    matchId: team.matchId,
    match: presentMatchSummary(match),
    playerIds: team.playerIds,
    captainId: team.captainId,
    viceCaptainId: team.viceCaptainId,
    players: players.map(presentPlayer),
    credits: creditsUsed(players),
    editable: isBeforeDeadline(match.state, match.startTime, now),
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
  };
}

export function presentTeamPreview(team: TeamRow, squad: readonly PlayerRow[]): TeamPreviewView {
  return {
    teamId: team.id,
    name: teamName(team.ordinal),
    players: playersOf(team, squad).map(presentPlayer),
    captainId: team.captainId,
    viceCaptainId: team.viceCaptainId,
  };
}
