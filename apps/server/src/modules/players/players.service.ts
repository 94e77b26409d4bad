import { isBeforeDeadline, matchStateAt, TEAM_RULES, type PlayerFields, type PlayerView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { Listeners } from '../../lib/listeners.ts';
import { pageOf, type Page } from '../../lib/paging.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { matchNotFound, type MatchRow, type MatchesService } from '../matches/matches.service.ts';
import { presentPlayer } from './players.presenter.ts';
import {
  deletePlayer,
  findPlayer,
  insertPlayers,
  listPlayers,
  listPlayersOf,
  renameSides,
  updatePlayer,
  updatePoints,
  type PlayerRow,
  type PlayerValues,
  listPlayerPage,
  setPlayingXis,
  type PlayerPosition,
} from './players.queries.ts';

/** A player row, for the use-cases of modules that present players (they never query its table). */
export type { PlayerRow };

const playerNotFound = (id: number) => notFound(`Player ${id} was not found.`);

/**
 * What may not change once a match has started: the squad is what teams were picked from, and
 * points come from the match's scoring from then on.
 */
const FIXED_AT_START = ['matchId', 'team', 'role', 'credit', 'points'] as const;

export interface PlayersDeps {
  db: Db;
  matches: MatchesService;
  /** Where line-ups announced are recorded. */
  audit: AuditService;
  clock: Clock;
}

export class PlayersService {
  /** In the transaction of a player's edit: another module checks it, and may refuse it by throwing (app.ts wires who). */
  readonly changing = new Listeners<[tx: Db, before: PlayerRow, after: PlayerRow]>();
  /** After a player's edit has committed. */
  readonly changed = new Listeners<[before: PlayerRow, after: PlayerRow]>();

  constructor(private readonly deps: PlayersDeps) {}

  /** Moves the players of a renamed side with it, in the transaction of the match's edit. */
  async followRenamedSides(tx: Db, match: MatchRow, renamed: [from: string, to: string][]): Promise<void> {
    await renameSides(tx, match.id, renamed);
  }

  async list(matchId?: number): Promise<PlayerView[]> {
    return (await listPlayers(this.deps.db, matchId)).map(presentPlayer);
  }

  /** A page of players by match, side and name (of one match when given). */
  async page(filter: { matchId?: number | undefined }, page: { limit: number; after?: PlayerPosition | undefined }): Promise<Page<PlayerView, PlayerPosition>> {
    const rows = await listPlayerPage(this.deps.db, filter, { limit: page.limit + 1, after: page.after });
    return pageOf(rows.map(presentPlayer), page.limit, (player) => [player.matchId, player.team, player.name, player.id]);
  }

  async create(fields: PlayerFields): Promise<PlayerView> {
    const row = await this.deps.db.transaction(async (tx) => {
      const { match, team } = await this.matchFor(tx, fields);
      if (!this.isOpen(match)) throw conflict(`Match ${match.id} has started; its squads are fixed.`);
      const [created] = await insertPlayers(tx, [this.values({ ...fields, team }, false)]);
      return created!;
    });
    return presentPlayer(row);
  }

  /** Replaces a player's fields; after the start only name, image and playing status. */
  async update(id: number, fields: PlayerFields): Promise<PlayerView> {
    const { before, after } = await this.deps.db.transaction(async (tx) => {
      const player = await findPlayer(tx, id, { lock: true });
      if (!player) throw playerNotFound(id);
      const { match, team } = await this.matchFor(tx, fields);
      const values = this.values({ ...fields, team }, player.playingStatus);
      const current = await this.deps.matches.find(tx, player.matchId);
      const started = [current, match].some((m) => m && !this.isOpen(m));
      const fixedChanged = FIXED_AT_START.filter((field) => values[field] !== player[field]);
      if (started && fixedChanged.length > 0) {
        throw conflict(
          `Match ${player.matchId} has started: a player's match, team, role and credit are fixed, and points come from its scoring (${fixedChanged.join(', ')} changed). Name, image and playing status can still change; the scorecard editor sets a player's line by hand.`,
        );
      }
      return this.edited(tx, player, await updatePlayer(tx, id, values));
    });
    await this.changed.emit(before, after);
    return presentPlayer(after);
  }

  async remove(id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const player = await findPlayer(tx, id, { lock: true });
      if (!player) throw playerNotFound(id);
      const match = await this.deps.matches.find(tx, player.matchId);
      if (match && !this.isOpen(match)) throw conflict(`Match ${match.id} has started; its squads are fixed.`);
      await deletePlayer(tx, id);
    });
  }

  /** Announces a player in (or out of) the playing XI; during the match, their points follow. */
  async setPlaying(id: number, playing: boolean): Promise<PlayerView> {
    const { before, after } = await this.deps.db.transaction(async (tx) => {
      const player = await findPlayer(tx, id, { lock: true });
      if (!player) throw playerNotFound(id);
      return this.edited(tx, player, await updatePlayer(tx, id, { playingStatus: playing }));
    });
    await this.changed.emit(before, after);
    return presentPlayer(after);
  }

  /**
   * Announces a match's playing XIs in one action: the players named (eleven of each side) play,
   * the rest of the squads do not, and the match carries when. Announcing again replaces them.
   * Before the match or while it is live; recorded in the audit log as `actor`'s.
   */
  async announceLineups(matchId: number, playerIds: readonly number[], actor: Actor): Promise<void> {
    const changes = await this.deps.db.transaction(async (tx) => {
      const match = await this.deps.matches.find(tx, matchId, { lock: true });
      if (!match) throw matchNotFound(matchId);
      const state = matchStateAt(match.state, match.startTime, this.deps.clock.now());
      if (state === 'COMPLETED' || state === 'ABANDONED') throw conflict(`Match ${matchId} is ${state}; its line-ups can no longer change.`);
      assertPlayingXis(match, await listPlayers(tx, matchId), playerIds);
      const changed = await setPlayingXis(tx, matchId, playerIds);
      for (const { before, after } of changed) await this.changing.emit(tx, before, after);
      await this.deps.matches.markLineupsAnnounced(tx, matchId);
      await this.deps.audit.record(tx, {
        kind: 'lineups.announced',
        actor,
        details: { matchId, match: `${match.teamA} v ${match.teamB}`, state, playerIds: [...playerIds], changed: changed.length },
      });
      return changed;
    });
    await this.deps.matches.listsChanged();
    for (const { before, after } of changes) await this.changed.emit(before, after);
  }

  /** Sets players' points (the match's scoring, in its transaction), in one statement. */
  setPoints(tx: Db, changes: readonly (readonly [playerId: number, points: number])[]): Promise<void> {
    return updatePoints(tx, changes);
  }

  private async edited(tx: Db, before: PlayerRow, after: PlayerRow): Promise<{ before: PlayerRow; after: PlayerRow }> {
    await this.changing.emit(tx, before, after);
    return { before, after };
  }

  /** Both squads of a match, for team rules and presenting teams. */
  squadOf(db: Db, matchId: number): Promise<PlayerRow[]> {
    return listPlayers(db, matchId);
  }

  /** The squads of several matches at once (a league's series). */
  squadsOf(db: Db, matchIds: readonly number[]): Promise<PlayerRow[]> {
    return listPlayersOf(db, matchIds);
  }

  /** A whole squad at once, inside the caller's transaction (a match import). */
  insertSquad(tx: Db, values: PlayerValues[]): Promise<PlayerRow[]> {
    return insertPlayers(tx, values);
  }

  /** The player's match, and their side as the match spells it (the form may differ in case). */
  private async matchFor(tx: Db, fields: PlayerFields): Promise<{ match: MatchRow; team: string }> {
    const match = await this.deps.matches.find(tx, fields.matchId);
    if (!match) throw badRequest(`matchId: there is no match ${fields.matchId}.`);
    const team = [match.teamA, match.teamB].find((name) => name.toLowerCase() === fields.team.toLowerCase());
    if (!team) throw badRequest(`Team must be one of the match's sides: ${match.teamA} or ${match.teamB}.`);
    return { match, team };
  }

  private isOpen(match: MatchRow): boolean {
    return isBeforeDeadline(match.state, match.startTime, this.deps.clock.now());
  }

  private values(fields: PlayerFields, playingStatus: boolean): PlayerValues {
    return {
      matchId: fields.matchId,
      name: fields.name,
      team: fields.team,
      role: fields.role,
      credit: fields.credit,
      points: fields.points,
      imageUrl: fields.imageUrl,
      playingStatus: fields.playingStatus ?? playingStatus,
    };
  }
}

/** The XI of each side: every id in the squads, once, eleven of each side (a 400 naming playerIds otherwise). */
function assertPlayingXis(match: MatchRow, squad: readonly PlayerRow[], playerIds: readonly number[]): void {
  const byId = new Map(squad.map((player) => [player.id, player]));
  const unknown = playerIds.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw badRequest(`playerIds: player ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in the squads of match ${match.id}.`);
  const twice = [...new Set(playerIds.filter((id, index) => playerIds.indexOf(id) !== index))];
  if (twice.length > 0) throw badRequest(`playerIds: ${twice.map((id) => byId.get(id)!.name).join(', ')} named more than once; name each player once.`);
  const size = TEAM_RULES.size;
  const counts = [match.teamA, match.teamB].map((side) => ({ side, count: playerIds.filter((id) => byId.get(id)!.team === side).length }));
  const wrong = counts.filter(({ count }) => count !== size);
  if (wrong.length > 0) {
    throw badRequest(`playerIds must name the playing XI of both sides, ${size} players each: ${wrong.map(({ side, count }) => `${side} has ${count}`).join(', ')}.`);
  }
}
