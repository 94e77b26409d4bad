import { describeTeamProblems, isBeforeDeadline, teamName, teamProblems, type Role, type TeamInput, type TeamPreviewView, type TeamView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import { contestViewer, type ContestCatalogue } from '../contests/contests.service.ts';
import type { PlayerRow, PlayersService } from '../players/players.service.ts';
import { presentTeam, presentTeamPreview } from './teams.presenter.ts';
import { pageOf, type Page } from '../../lib/paging.ts';
import { findOrdinals, findOwnTeam, findTeam, insertTeam, listLineups, listOwnTeams, listTeamsOf, updateTeam, type TeamRow, listTeamOwners } from './teams.queries.ts';

/** A team row, for the modules that show teams in a contest (they never query its table). */
export type { TeamRow };

export const teamNotFound = (id: number) => notFound(`Team ${id} was not found among your teams.`);
const noContest = (id: number) => badRequest(`contestId: there is no contest ${id}.`);

export interface TeamsDeps {
  db: Db;
  matches: MatchesService;
  players: PlayersService;
  contests: ContestCatalogue;
  clock: Clock;
}

/** Teams: 11 players of one match, a Captain and a Vice-Captain; seen and changed by their owner only. */
export class TeamsService {
  constructor(private readonly deps: TeamsDeps) {}

  /** Makes a team; `role` says whether an admin makes it (who may name any contest). */
  async create(userId: number, body: TeamInput, role: Role = 'ROLE_USER'): Promise<TeamView> {
    await this.assertContestVisible(userId, role, body);
    const row = await this.deps.db.transaction(async (tx) => {
      const { match, squad } = await this.checked(tx, body);
      const team = await insertTeam(tx, { userId, matchId: match.id, ...this.values(body) });
      return { team, match, squad };
    });
    return this.present(row.team, row.match, row.squad);
  }

  /** Changes a team until its match starts; the contests it entered keep it, as changed. */
  async update(userId: number, id: number, body: TeamInput, role: Role = 'ROLE_USER'): Promise<TeamView> {
    // The contest a team was made for is known to its owner already; another must be one they may see.
    const own = await findOwnTeam(this.deps.db, userId, id);
    if (own && own.contestId !== body.contestId) await this.assertContestVisible(userId, role, body);
    const row = await this.deps.db.transaction(async (tx) => {
      const team = await findOwnTeam(tx, userId, id, { lock: true });
      if (!team) throw teamNotFound(id);
      const { match, squad } = await this.checked(tx, body);
      if (match.id !== team.matchId) {
        throw badRequest(`contestId: contest ${body.contestId} is for another match; a team stays with its match.`);
      }
      return { team: await updateTeam(tx, id, this.values(body)), match, squad };
    });
    return this.present(row.team, row.match, row.squad);
  }

  /**
   * Copies one of the user's teams (the same players, Captain and Vice-Captain, made for the same
   * contest) as their next team of the match, until the match starts; the squad's rules are
   * checked again, as for any team made.
   */
  async copy(userId: number, id: number): Promise<TeamView> {
    const row = await this.deps.db.transaction(async (tx) => {
      const original = await findOwnTeam(tx, userId, id);
      if (!original) throw teamNotFound(id);
      const body = { contestId: original.contestId, ...this.pickOf(original) };
      const { match, squad } = await this.checked(tx, body);
      const team = await insertTeam(tx, { userId, matchId: match.id, ...this.values(body) });
      return { team, match, squad };
    });
    return this.present(row.team, row.match, row.squad);
  }

  async get(userId: number, id: number): Promise<TeamView> {
    const team = await findOwnTeam(this.deps.db, userId, id);
    if (!team) throw teamNotFound(id);
    const match = (await this.deps.matches.find(this.deps.db, team.matchId))!;
    return this.present(team, match, await this.deps.players.squadOf(this.deps.db, team.matchId));
  }

  /** Every team of a user, the last made first. */
  async mine(userId: number): Promise<TeamView[]> {
    return this.presentAll(await listOwnTeams(this.deps.db, userId));
  }

  /** A page of the user's teams, the last made first; `matchId` narrows them to one match's. */
  async minePage(userId: number, page: { limit: number; before?: number | undefined; matchId?: number | undefined }): Promise<Page<TeamView, number>> {
    const rows = await listOwnTeams(this.deps.db, userId, page.matchId, { limit: page.limit + 1, before: page.before });
    return pageOf(await this.presentAll(rows), page.limit, (team) => team.id);
  }

  private async presentAll(teams: TeamRow[]): Promise<TeamView[]> {
    const matchIds = [...new Set(teams.map((team) => team.matchId))];
    const matches = new Map((await this.deps.matches.findMany(this.deps.db, matchIds)).map((match) => [match.id, match]));
    const squads = new Map(await Promise.all(matchIds.map(async (id) => [id, await this.deps.players.squadOf(this.deps.db, id)] as const)));
    return teams.map((team) => this.present(team, matches.get(team.matchId)!, squads.get(team.matchId)!));
  }

  /** The user's latest team for a match. */
  async preview(userId: number, matchId: number): Promise<TeamPreviewView> {
    const [team] = await listOwnTeams(this.deps.db, userId, matchId);
    if (!team) {
      if (!(await this.deps.matches.find(this.deps.db, matchId))) throw notFound(`Match ${matchId} was not found.`);
      throw notFound(`You have no team for match ${matchId} yet.`);
    }
    return presentTeamPreview(team, await this.deps.players.squadOf(this.deps.db, matchId));
  }

  /** The teams of these users in these matches (a league's members' teams in its series). */
  teamsOf(db: Db, userIds: readonly number[], matchIds: readonly number[]) {
    return listTeamsOf(db, userIds, matchIds);
  }

  /** Each of these teams' name among its owner's teams of its match (T1, T2, ...), by team id. */
  async namesOf(db: Db, teamIds: readonly number[]): Promise<Map<number, string>> {
    const ordinals = await findOrdinals(db, teamIds);
    return new Map([...ordinals].map(([id, ordinal]) => [id, teamName(ordinal)]));
  }

  /** Who has a team for a match (line-ups and the match going live are told to them). */
  ownersOf(db: Db, matchId: number): Promise<number[]> {
    return listTeamOwners(db, matchId);
  }

  /** Every team of a match: its players, Captain and Vice-Captain, as a leaderboard ranks them. */
  lineupsOf(db: Db, matchId: number) {
    return listLineups(db, matchId);
  }

  /**
   * Any user's team, for a contest's table once its deadline has passed: the caller (the
   * leaderboard) decides who may see it; a user's own teams come through get().
   */
  findAny(db: Db, id: number): Promise<TeamRow | undefined> {
    return findTeam(db, id);
  }

  /**
   * A private contest is named only by those who may see it (its entrants, admins, whoever sends
   * its code); anyone else gets the answer of an id no contest has, so a team cannot be used to
   * find private contests. Asked before the transaction: the entrant check reads outside it.
   */
  private async assertContestVisible(userId: number, role: Role, body: TeamInput): Promise<void> {
    const viewer = contestViewer({ id: userId, role }, body.inviteCode ?? undefined);
    if (!(await this.deps.contests.visible(body.contestId, viewer))) throw noContest(body.contestId);
  }

  /** The contest exists, its match has not started, and the team keeps every rule. */
  private async checked(tx: Db, body: TeamInput): Promise<{ match: MatchRow; squad: PlayerRow[] }> {
    const found = await this.deps.contests.withMatch(tx, body.contestId);
    if (!found) throw noContest(body.contestId);
    const { match } = found;
    if (!isBeforeDeadline(match.state, match.startTime, this.deps.clock.now())) {
      throw conflict(`${match.teamA} vs ${match.teamB} has started; teams for it can no longer be made or changed.`);
    }
    const squad = await this.deps.players.squadOf(tx, match.id);
    const problems = teamProblems(body, squad);
    if (problems.length > 0) throw badRequest(describeTeamProblems(problems));
    return { match, squad };
  }

  private pickOf(team: TeamRow) {
    return { playerIds: team.playerIds, captainId: team.captainId, viceCaptainId: team.viceCaptainId };
  }

  private values(body: TeamInput) {
    return { contestId: body.contestId, playerIds: body.playerIds, captainId: body.captainId, viceCaptainId: body.viceCaptainId };
  }

  private present(team: TeamRow, match: MatchRow, squad: PlayerRow[]): TeamView {
    return presentTeam(team, match, squad, this.deps.clock.now());
  }
}
