import crypto from 'node:crypto';
import {
  leagueTable,
  makeInviteCode,
  matchStateAt,
  normaliseInviteCode,
  multipliersFor,
  type LeagueSummaryView,
  type LeagueTableRowView,
  type LeagueView,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InviteGuard } from '../../lib/invite-guard.ts';
import { pageOf, type Page } from '../../lib/paging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { LiveHub, TopicDefinition } from '../live/live-hub.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { presentLeague, presentLeagueSummary } from './leagues.presenter.ts';
import {
  addMember,
  countLeaguesMadeBy,
  countMembers,
  findLeague,
  findLeagueByCode,
  insertLeague,
  isMember,
  listLeaguesOf,
  listMembers,
  type LeagueRow,
} from './leagues.queries.ts';

/** Leagues one player may make. */
export const LEAGUES_MADE_MAX = 20;
export const UNKNOWN_LEAGUE_CODE = 'No league has that code. Check it with the friend who sent it.';

export const leagueTopic = (id: number) => `/topic/leagues/${id}/leaderboard`;
const LEAGUE_TOPIC = /^\/topic\/leagues\/(\d+)\/leaderboard$/;

const leagueNotFound = (id: number) => notFound(`League ${id} was not found.`);

export interface LeaguesDeps {
  db: Db;
  auth: Pick<AuthService, 'namesOf'>;
  matches: MatchesService;
  teams: TeamsService;
  players: PlayersService;
  invites: InviteGuard;
  hub: LiveHub;
  clock: Clock;
}

/**
 * Leagues across a series: friends who follow one competition's matches together. A member's
 * score in a match is their best team for it (made before its start, as every team is); the
 * table adds them up over the competition's matches that have started, live during a match.
 * Free: no money moves. Members alone see a league (anyone else: not found).
 */
export class LeaguesService {
  /** The competition of each league this process pushes a table for. */
  private readonly followed = new Map<number, string>();

  constructor(private readonly deps: LeaguesDeps) {}

  /** `/topic/leagues/{id}/leaderboard`: the table, for members only, pushed as points move. */
  topics(): TopicDefinition[] {
    return [
      {
        pattern: LEAGUE_TOPIC,
        authorize: async ([id], user) => {
          await this.memberLeague(Number(id), user.id);
        },
        load: async ([id]) => {
          const league = await findLeague(this.deps.db, Number(id));
          if (!league) throw leagueNotFound(Number(id));
          return (await this.table(league)).table;
        },
      },
    ];
  }

  async create(userId: number, input: { name: string; competition: string }): Promise<LeagueSummaryView> {
    const { db, matches } = this.deps;
    const known = (await matches.competitions()).find((one) => one.competition.toLowerCase() === input.competition.toLowerCase());
    if (!known) {
      const some = (await matches.competitions()).slice(0, 3).map((one) => `"${one.competition}"`);
      throw badRequest(`competition: no match is part of "${input.competition}". A league follows a series of matches${some.length ? `, such as ${some.join(', ')}` : ''}.`);
    }
    if ((await countLeaguesMadeBy(db, userId)) >= LEAGUES_MADE_MAX) throw conflict(`You have made ${LEAGUES_MADE_MAX} leagues, the most one player can.`);
    const league = await db.transaction(async (tx) => {
      const made = await insertLeague(tx, { name: input.name, competition: known.competition, inviteCode: await this.freshCode(tx), creatorId: userId });
      await addMember(tx, made.id, userId);
      return made;
    });
    return presentLeagueSummary(league, 1);
  }

  /** Joins the league a code opens; joining one already joined changes nothing. */
  async join(userId: number, typed: string): Promise<LeagueSummaryView> {
    const { db, invites } = this.deps;
    const codeTry = await invites.attempt(userId); // counted before the code is looked up
    const code = normaliseInviteCode(typed);
    const league = code ? await findLeagueByCode(db, code) : undefined;
    if (!league) throw notFound(UNKNOWN_LEAGUE_CODE);
    await codeTry.succeeded();
    if (await addMember(db, league.id, userId)) await this.deps.hub.refresh(leagueTopic(league.id));
    return presentLeagueSummary(league, await countMembers(db, league.id));
  }

  /** The leagues a user is in, newest first. */
  async mine(userId: number): Promise<LeagueSummaryView[]> {
    return (await listLeaguesOf(this.deps.db, userId)).map((league) => presentLeagueSummary(league, league.members));
  }

  /** A page of them. */
  async minePage(userId: number, page: { limit: number; before?: number | undefined }): Promise<Page<LeagueSummaryView, number>> {
    const rows = await listLeaguesOf(this.deps.db, userId, { limit: page.limit + 1, before: page.before });
    return pageOf(rows.map((league) => presentLeagueSummary(league, league.members)), page.limit, (league) => league.id);
  }

  /** A league with its matches and table, for its members. */
  async view(userId: number, id: number): Promise<LeagueView> {
    const league = await this.memberLeague(id, userId);
    const { matches, table } = await this.table(league);
    return presentLeague(league, matches, table, this.deps.clock.now());
  }

  /**
   * A match of some competition scored or changed state (every process hears it): the tables of
   * the leagues following it that this process pushes are loaded again (throttled by the hub).
   */
  async matchChanged(matchId: number): Promise<void> {
    if (this.followed.size === 0) return;
    const match = await this.deps.matches.find(this.deps.db, matchId);
    const competition = match?.competition?.toLowerCase();
    if (!competition) return;
    for (const [id, followed] of this.followed) {
      if (this.deps.hub.subscriberCount(leagueTopic(id)) === 0) this.followed.delete(id);
      else if (followed === competition) this.deps.hub.refreshHere(leagueTopic(id));
    }
  }

  /** The league if the user is a member; for anyone else, not found. */
  private async memberLeague(id: number, userId: number): Promise<LeagueRow> {
    const league = await findLeague(this.deps.db, id);
    if (!league || !(await isMember(this.deps.db, id, userId))) throw leagueNotFound(id);
    return league;
  }

  /** The competition's matches that have started (not abandoned), and every member's points in them. */
  private async table(league: LeagueRow): Promise<{ matches: MatchRow[]; table: LeagueTableRowView[] }> {
    const { db, auth, matches, teams, players, clock } = this.deps;
    this.followed.set(league.id, league.competition.toLowerCase());
    const now = clock.now();
    const played = (await matches.ofCompetition(db, league.competition)).filter((match) => {
      const state = matchStateAt(match.state, match.startTime, now);
      return state === 'LIVE' || state === 'COMPLETED';
    });
    const memberIds = await listMembers(db, league.id);
    const matchIds = played.map((match) => match.id);
    const [names, lineups, squads] = await Promise.all([
      auth.namesOf(memberIds),
      teams.teamsOf(db, memberIds, matchIds),
      players.squadsOf(db, matchIds),
    ]);
    const points = new Map(squads.map((player) => [player.id, player.points]));
    const formats = new Map(played.map((match) => [match.id, match.matchType]));
    const table = leagueTable(
      memberIds.map((userId) => ({ userId, username: names.get(userId) ?? 'A player' })),
      matchIds,
      lineups,
      (id) => points.get(id) ?? 0,
      (matchId) => multipliersFor(formats.get(matchId)!),
    );
    return { matches: played, table };
  }

  private async freshCode(tx: Db): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = makeInviteCode((below) => crypto.randomInt(below));
      if (!(await findLeagueByCode(tx, code))) return code;
    }
    throw new Error('Five league codes in a row were taken');
  }
}

