import { isBeforeDeadline, type PlayerFields, type PlayerView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import { presentPlayer } from './players.presenter.ts';
import {
  deletePlayer,
  findPlayer,
  insertPlayers,
  listPlayers,
  renameSides,
  updatePlayer,
  type PlayerRow,
  type PlayerValues,
} from './players.queries.ts';

/** A player row, for the use-cases of modules that present players (they never query its table). */
export type { PlayerRow };

const playerNotFound = (id: number) => notFound(`Player ${id} was not found.`);

/** What may not change once a match has started: the squad is what teams were picked from. */
const FIXED_AT_START = ['matchId', 'team', 'role', 'credit'] as const;

export class PlayersService {
  constructor(
    private readonly db: Db,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
  ) {}

  /** Moves the players of a renamed side with it, in the transaction of the match's edit. */
  async followRenamedSides(tx: Db, match: MatchRow, renamed: [from: string, to: string][]): Promise<void> {
    await renameSides(tx, match.id, renamed);
  }

  async list(matchId?: number): Promise<PlayerView[]> {
    return (await listPlayers(this.db, matchId)).map(presentPlayer);
  }

  async create(fields: PlayerFields): Promise<PlayerView> {
    const row = await this.db.transaction(async (tx) => {
      const { match, team } = await this.matchFor(tx, fields);
      if (!this.isOpen(match)) throw conflict(`Match ${match.id} has started; its squads are fixed.`);
      const [created] = await insertPlayers(tx, [this.values({ ...fields, team }, false)]);
      return created!;
    });
    return presentPlayer(row);
  }

  /** Replaces a player's fields; after the start only name, image, points and playing status. */
  async update(id: number, fields: PlayerFields): Promise<PlayerView> {
    const row = await this.db.transaction(async (tx) => {
      const player = await findPlayer(tx, id, { lock: true });
      if (!player) throw playerNotFound(id);
      const { match, team } = await this.matchFor(tx, fields);
      const values = this.values({ ...fields, team }, player.playingStatus);
      const current = await this.matches.find(tx, player.matchId);
      const started = [current, match].some((m) => m && !this.isOpen(m));
      const fixedChanged = FIXED_AT_START.filter((field) => values[field] !== player[field]);
      if (started && fixedChanged.length > 0) {
        throw conflict(
          `Match ${player.matchId} has started: a player's match, team, role and credit are fixed (${fixedChanged.join(', ')} changed). Name, image, points and playing status can still change.`,
        );
      }
      return updatePlayer(tx, id, values);
    });
    return presentPlayer(row);
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const player = await findPlayer(tx, id, { lock: true });
      if (!player) throw playerNotFound(id);
      const match = await this.matches.find(tx, player.matchId);
      if (match && !this.isOpen(match)) throw conflict(`Match ${match.id} has started; its squads are fixed.`);
      await deletePlayer(tx, id);
    });
  }

  /** Announces a player in (or out of) the playing XI. */
  async setPlaying(id: number, playing: boolean): Promise<PlayerView> {
    const player = await findPlayer(this.db, id);
    if (!player) throw playerNotFound(id);
    return presentPlayer(await updatePlayer(this.db, id, { playingStatus: playing }));
  }

  /** Both squads of a match, for team rules and presenting teams. */
  squadOf(db: Db, matchId: number): Promise<PlayerRow[]> {
    return listPlayers(db, matchId);
  }

  /** A whole squad at once, inside the caller's transaction (a match import). */
  insertSquad(tx: Db, values: PlayerValues[]): Promise<PlayerRow[]> {
    return insertPlayers(tx, values);
  }

  /** The player's match, and their side as the match spells it (the form may differ in case). */
  private async matchFor(tx: Db, fields: PlayerFields): Promise<{ match: MatchRow; team: string }> {
    const match = await this.matches.find(tx, fields.matchId);
    if (!match) throw badRequest(`matchId: there is no match ${fields.matchId}.`);
    const team = [match.teamA, match.teamB].find((name) => name.toLowerCase() === fields.team.toLowerCase());
    if (!team) throw badRequest(`Team must be one of the match's sides: ${match.teamA} or ${match.teamB}.`);
    return { match, team };
  }

  private isOpen(match: MatchRow): boolean {
    return isBeforeDeadline(match.state, match.startTime, this.clock.now());
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
