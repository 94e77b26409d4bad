import {
  emptyStatLine,
  matchStateAt,
  POINTS_SOURCE_LABELS,
  POINTS_SOURCES,
  type InningsScoreView,
  type InningsSummary,
  type LastBallView,
  type MatchScorecardView,
  type MatchScoreView,
  type PositionedDelivery,
  type ScorecardPlayerView,
} from '@crease/game';
import type { MatchRow } from '../matches/matches.service.ts';
import type { LiveMatch, SquadMember } from './live-match.ts';

export function presentInnings(summary: InningsSummary): InningsScoreView {
  return {
    number: summary.innings,
    team: summary.battingTeam,
    superOver: summary.superOver,
    runs: summary.runs,
    wickets: summary.wickets,
    overs: summary.overs,
    extras: summary.extras.total,
    target: summary.target ? { runs: summary.target.runs, overs: summary.target.overs } : null,
  };
}

export function presentScore(matchId: number, live: LiveMatch): MatchScoreView {
  return { matchId, version: live.version, innings: live.innings().map(presentInnings) };
}

/**
 * A player's row of the scorecard. `points` is what the database holds (what every API shows);
 * before the start it is whatever an admin set, so the breakdown is empty until the match is live.
 */
export function presentScorecardPlayer(live: LiveMatch, member: SquadMember, started: boolean): ScorecardPlayerView {
  const points = live.pointsOf(member);
  return {
    playerId: member.id,
    name: member.name,
    team: member.team,
    role: member.role,
    playing: member.playing,
    points: member.points,
    source: live.sourceOf(member),
    line: live.lineOf(member),
    lines: live.linesOf(member),
    breakdown: started
      ? POINTS_SOURCES.filter((key) => points.breakdown[key] !== 0).map((key) => ({ key, label: POINTS_SOURCE_LABELS[key], points: points.breakdown[key] }))
      : [],
  };
}

/** What every scorecard opens with: the match, its sides and its state now. */
function scorecardHeading(match: MatchRow, now: Date) {
  return {
    matchId: match.id,
    matchType: match.matchType,
    state: matchStateAt(match.state, match.startTime, now),
    scorer: match.scorer,
    teamA: match.teamA,
    teamB: match.teamB,
  };
}

export function presentScorecard(match: MatchRow, live: LiveMatch, now: Date): MatchScorecardView {
  const heading = scorecardHeading(match, now);
  const last = live.lastBall();
  return {
    ...heading,
    innings: live.innings().map(presentInnings),
    lastBall: last ? presentLastBall(last.delivery, last.legalBefore) : null,
    players: live.squad.map((member) => presentScorecardPlayer(live, member, heading.state !== 'SCHEDULED')),
  };
}

/** The scorecard of a match whose squads cannot be scored yet: who is in them, and nothing else. */
export function presentUnscoredScorecard(match: MatchRow, squad: readonly SquadMember[], now: Date): MatchScorecardView {
  return {
    ...scorecardHeading(match, now),
    innings: [],
    lastBall: null,
    players: squad.map((member) => ({
      playerId: member.id,
      name: member.name,
      team: member.team,
      role: member.role,
      playing: member.playing,
      points: member.points,
      source: 'NONE',
      line: emptyStatLine(),
      lines: [],
      breakdown: [],
    })),
  };
}

function presentLastBall(delivery: PositionedDelivery, legalBefore: number): LastBallView {
  return {
    innings: delivery.innings,
    over: delivery.over,
    ball: delivery.ball,
    superOver: delivery.superOver,
    summary: describeBall(delivery, legalBefore),
  };
}

/** A delivery as commentary writes it: "18.3 MA Starc to TM Head, FOUR". */
export function describeBall(delivery: PositionedDelivery, legalBefore: number): string {
  const at = `${delivery.superOver ? 'Super over ' : ''}${delivery.over}.${legalBefore + 1}`;
  const extras = delivery.extras ?? {};
  const parts: string[] = [];
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (extras.wides) parts.push(plural(extras.wides, 'wide'));
  if (extras.noballs) parts.push('no-ball');
  if (delivery.runs.batter > 0) {
    const boundary = !delivery.runs.non_boundary && (delivery.runs.batter === 4 || delivery.runs.batter === 6);
    parts.push(boundary ? (delivery.runs.batter === 4 ? 'FOUR' : 'SIX') : plural(delivery.runs.batter, 'run'));
  }
  if (extras.byes) parts.push(plural(extras.byes, 'bye'));
  if (extras.legbyes) parts.push(plural(extras.legbyes, 'leg bye'));
  if (extras.penalty) parts.push(`${extras.penalty} penalty runs`);
  if (parts.length === 0) parts.push('no run');
  for (const wicket of delivery.wickets ?? []) parts.push(`OUT! ${wicket.player_out} (${wicket.kind})`);
  return `${at} ${delivery.bowler} to ${delivery.batter}, ${parts.join(', ')}`;
}
