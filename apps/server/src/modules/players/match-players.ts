import {
  crowdPercent,
  dreamTeam,
  isBeforeDeadline,
  matchStateAt,
  mayShowCrowd,
  multipliersFor,
  type DreamTeamView,
  type MatchPlayerView,
  type PlayerView,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Page } from '../../lib/paging.ts';
import type { ContestCatalogue } from '../contests/contests.service.ts';
import type { CrowdCounts, EntryCrowd } from '../entries/crowd.service.ts';
import { matchNotFound, type MatchRow, type MatchesService } from '../matches/matches.service.ts';
import { presentPlayer } from './players.presenter.ts';
import { listAppearances, type Appearance, type PlayerPosition, type PlayerRow } from './players.queries.ts';
import type { PlayersService } from './players.service.ts';

/** How long a match's crowd and form are kept before they are read again: at most a minute old. */
export const MATCH_DAY_REFRESH_MS = 60_000;
/** The completed matches a player's last five are looked for in (the latest first). */
const FORM_MATCHES = 50;
/** Matches whose crowd and form a process keeps at once (the least recently refreshed go first). */
const KEPT_MATCHES = 500;

interface Form {
  seriesPoints: number;
  lastPoints: number[];
}

interface MatchDay {
  crowd: CrowdCounts;
  form: Map<number, Form>;
}

export interface MatchPlayersDeps {
  db: Db;
  players: PlayersService;
  matches: MatchesService;
  contests: Pick<ContestCatalogue, 'idsOfMatch'>;
  crowd: Pick<EntryCrowd, 'count'>;
  clock: Clock;
}

/** Who a player is across matches: their Cricsheet registry id, or else their name and side. */
const identityOf = (player: Pick<Appearance, 'registryId' | 'name' | 'team'>) =>
  player.registryId ? `r:${player.registryId}` : `n:${player.name.toLowerCase()}|${player.team.toLowerCase()}`;

/**
 * A match's players as the picker shows them: the crowd's picks (one set-based count per match,
 * kept a minute in each process, however many read it), each player's form from the matches
 * Crease has scored, and the line-up once announced. And the Dream Team of a completed match.
 */
export class MatchPlayers {
  private readonly kept = new Map<number, { at: number; day: Promise<MatchDay> }>();

  constructor(private readonly deps: MatchPlayersDeps) {}

  /** A page of players (of one match, or of every match), each with the crowd, form and line-up of their match. */
  async page(filter: { matchId?: number | undefined }, page: { limit: number; after?: PlayerPosition | undefined }): Promise<Page<MatchPlayerView, PlayerPosition>> {
    const found = await this.deps.players.page(filter, page);
    const matchIds = [...new Set(found.rows.map((player) => player.matchId))];
    const [matches, days] = await Promise.all([
      this.deps.matches.findMany(this.deps.db, matchIds),
      Promise.all(matchIds.map(async (id) => [id, await this.dayOf(id)] as const)),
    ]);
    const byId = new Map(matches.map((match) => [match.id, match]));
    const dayOf = new Map(days);
    const now = this.deps.clock.now();
    return { ...found, rows: found.rows.map((player) => withMatchDay(player, byId.get(player.matchId)!, dayOf.get(player.matchId)!, now)) };
  }

  /** The eleven, Captain and Vice-Captain with the most points the team rules allow; 404 before the match is completed. */
  async dreamTeam(matchId: number): Promise<DreamTeamView> {
    const match = await this.deps.matches.find(this.deps.db, matchId);
    if (!match) throw matchNotFound(matchId);
    const state = matchStateAt(match.state, match.startTime, this.deps.clock.now());
    if (state === 'ABANDONED') throw notFound(`Match ${matchId} was abandoned: it has no Dream Team.`);
    if (state !== 'COMPLETED') throw notFound(`Match ${matchId} is ${state}: its Dream Team is picked from the final points once it is completed.`);
    const squad = await this.deps.players.squadOf(this.deps.db, matchId);
    const team = dreamTeam(squad, multipliersFor(match.matchType));
    if (!team) throw notFound(`Match ${matchId}'s squads cannot make a team within the rules, so it has no Dream Team.`);
    const byId = new Map(squad.map((player) => [player.id, player]));
    return {
      players: team.playerIds.map((id) => presentPlayer(byId.get(id)!)),
      captainId: team.captainId,
      viceCaptainId: team.viceCaptainId,
      totalPoints: team.totalPoints,
    };
  }

  /** A match's crowd and form as kept, read again once a minute old (readers meanwhile share one read). */
  private dayOf(matchId: number): Promise<MatchDay> {
    const now = this.deps.clock.now().getTime();
    const kept = this.kept.get(matchId);
    if (kept && now - kept.at < MATCH_DAY_REFRESH_MS && now >= kept.at) return kept.day;
    const day = this.readDay(matchId);
    this.kept.delete(matchId);
    this.kept.set(matchId, { at: now, day });
    day.catch(() => {
      if (this.kept.get(matchId)?.day === day) this.kept.delete(matchId);
    });
    if (this.kept.size > KEPT_MATCHES) this.kept.delete(this.kept.keys().next().value!);
    return day;
  }

  private async readDay(matchId: number): Promise<MatchDay> {
    const { db } = this.deps;
    const [match, contestIds, squad] = await Promise.all([
      this.deps.matches.find(db, matchId),
      this.deps.contests.idsOfMatch(db, matchId),
      this.deps.players.squadOf(db, matchId),
    ]);
    const [crowd, form] = await Promise.all([this.deps.crowd.count(contestIds), match ? this.formOf(match, squad) : new Map<number, Form>()]);
    return { crowd, form };
  }

  /**
   * Each squad player's points in the completed matches of the match's series (its competition)
   * that started before it, and in their last five completed matches, newest first.
   */
  private async formOf(match: MatchRow, squad: readonly PlayerRow[]): Promise<Map<number, Form>> {
    const { db, matches } = this.deps;
    const [recent, ofSeries] = await Promise.all([
      matches.completedBefore(db, match.startTime, FORM_MATCHES),
      match.competition ? matches.ofCompetition(db, match.competition) : Promise.resolve([]),
    ]);
    const series = new Set(ofSeries.filter((one) => one.state === 'COMPLETED' && one.startTime < match.startTime).map((one) => one.id));
    const recency = new Map(recent.map((one, index) => [one.id, index]));
    const appearances = await listAppearances(db, [...new Set([...recency.keys(), ...series])], {
      registryIds: squad.flatMap((player) => (player.registryId ? [player.registryId] : [])),
      names: squad.map((player) => player.name.toLowerCase()),
    });
    const byIdentity = new Map<string, Appearance[]>();
    for (const appearance of appearances) {
      const key = identityOf(appearance);
      byIdentity.set(key, [...(byIdentity.get(key) ?? []), appearance]);
    }
    return new Map(
      squad.map((player) => {
        const played = byIdentity.get(identityOf(player)) ?? [];
        const seriesPoints = played.filter((one) => series.has(one.matchId)).reduce((sum, one) => sum + one.points, 0);
        const lastPoints = played
          .filter((one) => recency.has(one.matchId))
          .sort((a, b) => recency.get(a.matchId)! - recency.get(b.matchId)!)
          .slice(0, 5)
          .map((one) => one.points);
        return [player.id, { seriesPoints, lastPoints }];
      }),
    );
  }
}

/** A player with their match's crowd (when it may be shown), their form and the line-up. */
function withMatchDay(player: PlayerView, match: MatchRow, day: MatchDay, now: Date): MatchPlayerView {
  const { teams, players } = day.crowd;
  const shown = mayShowCrowd(teams, isBeforeDeadline(match.state, match.startTime, now));
  const counts = players.get(player.id);
  const share = (count: number | undefined) => (shown ? crowdPercent(count ?? 0, teams) : null);
  const form = day.form.get(player.id);
  return {
    ...player,
    selectedBy: share(counts?.selected),
    captainBy: share(counts?.captain),
    viceCaptainBy: share(counts?.vice),
    seriesPoints: form?.seriesPoints ?? 0,
    lastPoints: form?.lastPoints ?? [],
    lineup: match.lineupsAnnouncedAt ? (player.playingStatus ? 'PLAYING' : 'NOT_PLAYING') : null,
  };
}
